import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@travel/contracts/platform/locales';
import type { TrainSeatClass } from '@travel/contracts/policy/enums';
import type { RefundDetail } from '@travel/contracts/train/refund';
import type { RefundStatus } from '@travel/contracts/train/statuses';
import type { TrainTrip } from '@travel/contracts/train/search';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { hasKey, t } from '../../platform/i18n';
import { maskEmail, maskMobile } from '../../platform/masking';
import { getPayOrderById } from '../payment/payment-service';
import { listPaymentRecords } from '../payment/payment-record-service';
import { splitAmount } from '../commerce/money-split';
import type { Scope } from './after-sale-common';
import { afterSaleReason } from './after-sale-reason';
import { refundCan } from './after-sale-status';
import { trainOrderPassengers, trainOrders, trainOrderTrips, trainRefunds, trainRefundTickets, trainTickets } from './schema';
import { stationDirectory, stationNameOf } from './station-directory';
import type { refundRuleSchema } from '@travel/contracts/train/refund';
import type { z } from 'zod';
import { visibleOrder } from './order-visibility';

const money = (amount: number, currency = 'CNY') => ({ amount, currency });
type RefundRow = typeof trainRefunds.$inferSelect;

async function summaries(db: Db, rows: RefundRow[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const lines = await db
    .select({ refundId: trainRefundTickets.refundId, trainNo: trainTickets.trainNo, orderId: trainTickets.orderId, passengerIndex: trainTickets.passengerIndex })
    .from(trainRefundTickets)
    .innerJoin(trainTickets, eq(trainTickets.id, trainRefundTickets.ticketId))
    .where(inArray(trainRefundTickets.refundId, ids));
  const passengers = await db.select().from(trainOrderPassengers).where(inArray(trainOrderPassengers.orderId, [...new Set(rows.map((r) => r.orderId))]));
  return rows.map((r) => {
    const mine = lines.filter((l) => l.refundId === r.id);
    const names = [...new Set(mine.map((l) => passengers.find((p) => p.orderId === r.orderId && p.passengerIndex === l.passengerIndex)!).map((p) => `${p.familyName}${p.givenName}`))];
    return {
      refundId: r.id,
      orderId: r.orderId,
      refundStatus: r.status,
      channelType: r.channel,
      applyTime: r.createdAt.toISOString(),
      passengerNames: names,
      trainNoList: [...new Set(mine.map((l) => l.trainNo))],
      totalRefundPrice: money(r.totalRefundPrice, r.currency),
      refundFee: money(r.refundFee, r.currency),
    };
  });
}

/** train/refund/history: an order's refunds, newest first; another member's order is not found. */
export async function refundHistory(db: Db, scope: Scope, orderId: string) {
  const [order] = await db.select({ id: trainOrders.id }).from(trainOrders).where(visibleOrder(scope, orderId));
  if (!order) throw notFound('order');
  const rows = await db
    .select()
    .from(trainRefunds)
    .where(and(eq(trainRefunds.orderId, orderId), eq(trainRefunds.enterpriseId, scope.enterpriseId), eq(trainRefunds.memberId, scope.memberId)))
    .orderBy(desc(trainRefunds.createdAt));
  return { list: await summaries(db, rows) };
}

/** train/refund/list: the member's refunds, newest first. */
export async function refundList(db: Db, scope: Scope, input: { pageIndex: number; pageSize: number; statusList: RefundStatus[] }) {
  const where = and(
    eq(trainRefunds.enterpriseId, scope.enterpriseId),
    eq(trainRefunds.memberId, scope.memberId),
    ...(input.statusList.length > 0 ? [inArray(trainRefunds.status, input.statusList)] : []),
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(trainRefunds).where(where).orderBy(desc(trainRefunds.createdAt)).limit(input.pageSize).offset((input.pageIndex - 1) * input.pageSize),
    db.select({ n: count() }).from(trainRefunds).where(where),
  ]);
  const totalSize = total?.n ?? 0;
  return { list: await summaries(db, rows), totalSize, pageIndex: input.pageIndex, totalPages: Math.ceil(totalSize / input.pageSize) };
}

/** train/refund/detail: the refund order detail of spec section 3, as far as it applies. */
export async function refundDetail(db: Db, scope: Scope, input: { orderId: string; refundId: string }, locale: Locale): Promise<RefundDetail> {
  const [refund] = await db
    .select()
    .from(trainRefunds)
    .where(and(eq(trainRefunds.id, input.refundId), eq(trainRefunds.orderId, input.orderId), eq(trainRefunds.enterpriseId, scope.enterpriseId), eq(trainRefunds.memberId, scope.memberId)));
  if (!refund) throw notFound('refund');
  const [[order], lines, passengers, trips, records, dir] = await Promise.all([
    db.select().from(trainOrders).where(eq(trainOrders.id, refund.orderId)),
    db.select().from(trainRefundTickets).innerJoin(trainTickets, eq(trainTickets.id, trainRefundTickets.ticketId)).where(eq(trainRefundTickets.refundId, refund.id)),
    db.select().from(trainOrderPassengers).where(eq(trainOrderPassengers.orderId, refund.orderId)),
    db.select().from(trainOrderTrips).where(eq(trainOrderTrips.orderId, refund.orderId)),
    listPaymentRecords(db, refund.enterpriseId, `refund:${refund.id}`),
    stationDirectory(db),
  ]);
  const po = order!.payOrderId ? await getPayOrderById(db, order!.payOrderId) : null;
  const productList = passengers
    .sort((a, b) => a.passengerIndex - b.passengerIndex)
    .flatMap((p) => {
      const mine = lines.filter((l) => l.train_tickets.passengerIndex === p.passengerIndex);
      if (mine.length === 0) return [];
      const name = `${p.familyName}${p.givenName}`;
      return [
        {
          passengerIndex: p.passengerIndex,
          passengerName: name,
          ticketList: mine.map(({ train_refund_tickets: line, train_tickets: ticket }) => {
            const trip = trips.find((x) => x.tripIndex === ticket.tripIndex)!;
            const snap = trip.snapshot as TrainTrip;
            return {
              ticketId: ticket.id,
              passengerIndex: p.passengerIndex,
              passengerName: name,
              trainNo: trip.trainNo,
              fromStationName: stationNameOf(dir, snap.fromStation.stationCode, locale),
              toStationName: stationNameOf(dir, snap.toStation.stationCode, locale),
              departureTime: trip.departureTime.toISOString(),
              seatClass: ticket.seatClass as TrainSeatClass,
              coachNo: ticket.coachNo,
              seatNo: ticket.seatNo,
              ticketNo: ticket.ticketNo,
              ticketStatus: ticket.status,
              ticketPrice: money(line.ticketPrice),
              rate: line.rate,
              rule: line.rule as z.infer<typeof refundRuleSchema>,
              refundFee: money(line.fee),
              refundAmount: money(line.refundAmount),
            };
          }),
        },
      ];
    });
  // Before the money moves, the split it will take; afterwards, what was recorded.
  const planned = po ? splitAmount(refund.totalRefundPrice, po).personal : 0;
  const priceList =
    records.length > 0
      ? records.map((r) => ({ payWay: r.payWay, amount: money(r.amount, r.currency) }))
      : [
          ...(refund.totalRefundPrice - planned > 0 ? [{ payWay: 'company_monthly_settlement' as const, amount: money(refund.totalRefundPrice - planned) }] : []),
          ...(planned > 0 ? [{ payWay: 'online_payment' as const, amount: money(planned) }] : []),
        ];
  const contact = order!.contact;
  return {
    orderId: refund.orderId,
    refundId: refund.id,
    contactList: [{ name: contact.name, mobileCountryCode: contact.mobileCountryCode, mobile: maskMobile(contact.mobile) ?? '', email: maskEmail(contact.email) ?? '' }],
    refundOrder: {
      refundTime: refund.createdAt.toISOString(),
      userRefundReason: afterSaleReason(locale, 'refund', refund.reasonCode, refund.reason),
      userRefundReasonCode: (refund.reasonCode as RefundDetail['refundOrder']['userRefundReasonCode']) ?? null,
      userRemark: refund.remark,
      // The railway's refusal is kept as its error code: the reader gets it in words.
      rejectReason: refund.rejectReason && hasKey(locale, `errors.${refund.rejectReason}`) ? t(locale, `errors.${refund.rejectReason}`) : refund.rejectReason,
      refundStatus: refund.status,
      operationStatus: refund.operationStatus,
      channelType: refund.channel,
      travelType: order!.travelType,
      opCanRefund: refund.status === 'CREATED',
      refundAuditTime: refund.completedAt?.toISOString() ?? null,
    },
    productList,
    payment: { payType: po?.payMode ?? 'COMPANY', priceList },
    receivablePrice: {
      refundTicketPrice: money(refund.refundTicketPrice),
      refundTax: money(0),
      refundFee: money(refund.refundFee),
      refundServiceFee: money(refund.refundServiceFee),
      refundInsurancePrice: money(refund.refundInsurancePrice),
      totalRefundPrice: money(refund.totalRefundPrice),
      actualTotalRefundPrice: refund.actualTotalRefundPrice === null ? null : money(refund.actualTotalRefundPrice),
      promotionPrice: money(0),
    },
    recordList: records.map((r) => ({ refundOrderNo: r.id, recordType: r.recordType, payWay: r.payWay, amount: money(r.amount, r.currency), refundTime: r.createdAt.toISOString() })),
    buttons: { cancel: refundCan(refund.status, 'CANCEL'), confirm: refundCan(refund.status, 'USER_CONFIRM') },
  };
}
