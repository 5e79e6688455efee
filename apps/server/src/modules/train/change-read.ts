import type { ControlResult } from '@travel/contracts/policy/control';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@travel/contracts/platform/locales';
import type { TrainSeatClass } from '@travel/contracts/policy/enums';
import type { ChangeDetail } from '@travel/contracts/train/change';
import type { ChangeOrderStatus } from '@travel/contracts/train/statuses';
import type { TrainTrip } from '@travel/contracts/train/search';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { quoteBody } from '../commerce/after-sale-quotes';
import { getPayOrderById, payOrderView } from '../payment/payment-service';
import { afterSaleReason } from './after-sale-reason';
import type { Scope, TicketRow } from './after-sale-common';
import { changeCan } from './after-sale-status';
import type { ChangeLine, ChangeTotals, TripRow } from './change-rules';
import { trainChanges, trainChangeTickets, trainOrderPassengers, trainOrders, trainOrderTrips, trainTickets } from './schema';
import { stationDirectory, stationNameOf, type StationDirectory } from './station-directory';
import { visibleOrder } from './order-visibility';

/** The change reads: info before confirming, detail, an order's history, the member's list. */

type ChangeRow = typeof trainChanges.$inferSelect;
type PairRow = typeof trainChangeTickets.$inferSelect;
const money = (amount: number, currency = 'CNY') => ({ amount, currency });
const departureOf = (trip: TripRow) => (trip.snapshot as TrainTrip).departureTime;
const arrivalOf = (trip: TripRow) => (trip.snapshot as TrainTrip).arrivalTime;

export async function passengerNamesOf(db: Db, orderId: string): Promise<Map<number, string>> {
  const rows = await db.select().from(trainOrderPassengers).where(eq(trainOrderPassengers.orderId, orderId));
  return new Map(rows.map((p) => [p.passengerIndex, `${p.familyName}${p.givenName}`]));
}

/** The per-ticket lines and the totals as the quote and info/confirm answer them. */
export function changeFigures(lines: readonly ChangeLine[], totals: ChangeTotals, tickets: readonly TicketRow[], oldTrip: TripRow, names: ReadonlyMap<number, string>, currency: string) {
  return {
    ticketList: lines.map((l) => {
      const ticket = tickets.find((x) => x.id === l.ticketId)!;
      return {
        ticketId: l.ticketId,
        passengerIndex: ticket.passengerIndex,
        passengerName: names.get(ticket.passengerIndex) ?? '',
        oldTrainNo: ticket.trainNo,
        oldDepartureTime: departureOf(oldTrip),
        oldSeatClass: ticket.seatClass as TrainSeatClass,
        oldFare: money(l.oldFare, currency),
        newFare: money(l.newFare, currency),
        changeRate: l.changeRate,
        changeFee: money(l.changeFee, currency),
        changeRefundRate: l.changeRefundRate,
        changeRefundFee: money(l.changeRefundFee, currency),
        priceDiff: money(l.priceDiff, currency),
      };
    }),
    receivablePrice: receivableOf(totals, currency),
  };
}

function receivableOf(totals: ChangeTotals, currency: string) {
  return {
    ticketPriceDiff: money(totals.ticketPriceDiff, currency),
    changeFee: money(totals.changeFee, currency),
    changeRefundFee: money(totals.changeRefundFee, currency),
    payAmount: money(totals.payAmount, currency),
    refundAmount: money(totals.refundAmount, currency),
    totalPrice: money(totals.payAmount > 0 ? totals.payAmount : totals.refundAmount, currency),
    direction: totals.direction,
    currency,
  };
}

const totalsOf = (c: ChangeRow): ChangeTotals => ({
  ticketPriceDiff: c.ticketPriceDiff,
  changeFee: c.changeFee,
  changeRefundFee: c.changeRefundFee,
  payAmount: c.payAmount,
  refundAmount: c.refundAmount,
  direction: c.direction,
});

/** Everything one change's views need, read together. */
async function loadChange(db: Db, scope: Scope, orderId: string, changeId: string) {
  const [change] = await db
    .select()
    .from(trainChanges)
    .where(and(eq(trainChanges.id, changeId), eq(trainChanges.orderId, orderId), eq(trainChanges.enterpriseId, scope.enterpriseId), eq(trainChanges.memberId, scope.memberId)));
  if (!change) throw notFound('change');
  const [pairs, trips, tickets, names, [order]] = await Promise.all([
    db.select().from(trainChangeTickets).where(eq(trainChangeTickets.changeId, changeId)),
    db.select().from(trainOrderTrips).where(eq(trainOrderTrips.orderId, orderId)),
    db.select().from(trainTickets).where(eq(trainTickets.orderId, orderId)),
    passengerNamesOf(db, orderId),
    db.select().from(trainOrders).where(eq(trainOrders.id, orderId)),
  ]);
  const ticket = (id: string) => tickets.find((x) => x.id === id)!;
  const oldTrip = trips.find((x) => x.tripIndex === ticket(pairs[0]!.oldTicketId).tripIndex)!;
  const newTrip = trips.find((x) => x.tripIndex === change.tripIndex)!;
  return { change, order: order!, pairs, ticket, oldTrip, newTrip, names };
}

/** The rates the quote priced with (the change keeps the fees, the quote the rates). */
async function linesOf(db: Db, change: ChangeRow, pairs: readonly PairRow[]): Promise<ChangeLine[]> {
  const q = change.quotationId ? await quoteBody<{ lines?: ChangeLine[] }>(db, 'TRAIN', change.quotationId) : null;
  const quoted = (q?.lines ?? []) as ChangeLine[];
  return pairs.map((p) => {
    const line = quoted.find((l) => l.ticketId === p.oldTicketId);
    return {
      ticketId: p.oldTicketId,
      oldFare: p.oldFare,
      newFare: p.newFare,
      changeRate: line?.changeRate ?? 0,
      changeFee: p.changeFee,
      changeRefundRate: line?.changeRefundRate ?? 0,
      changeRefundFee: p.changeRefundFee,
      priceDiff: p.newFare - p.oldFare,
      payAmount: 0,
      refundAmount: 0,
    };
  });
}

const confirmEndOf = (change: ChangeRow, minutes: number) => new Date(change.createdAt.getTime() + minutes * 60_000);

/** train/change/info/confirm: the figures to confirm and whether the new train leaves after the old one. */
export async function changeInfo(db: Db, scope: Scope, input: { orderId: string; changeId: string }, confirmMinutes: number) {
  const { change, pairs, ticket, oldTrip, newTrip, names } = await loadChange(db, scope, input.orderId, input.changeId);
  const lines = await linesOf(db, change, pairs);
  return {
    changeId: change.id,
    changeOrderStatus: change.status,
    changeAfterDeparture: change.changeAfterDeparture,
    oldDepartureTime: departureOf(oldTrip),
    newDepartureTime: departureOf(newTrip),
    confirmEndTime: change.status === 'WAIT_CONFIRM' ? confirmEndOf(change, confirmMinutes).toISOString() : null,
    ...changeFigures(lines, totalsOf(change), pairs.map((p) => ticket(p.oldTicketId)), oldTrip, names, change.currency),
  };
}

function ticketView(ticket: TicketRow, trip: TripRow, dir: StationDirectory, locale: Locale) {
  return {
    ticketId: ticket.id,
    ticketStatus: ticket.status,
    ticketNo: ticket.ticketNo,
    trainNo: ticket.trainNo,
    departureDate: ticket.departureDate,
    departureTime: departureOf(trip),
    arrivalTime: arrivalOf(trip),
    fromStationName: stationNameOf(dir, trip.fromStationCode, locale),
    toStationName: stationNameOf(dir, trip.toStationCode, locale),
    seatClass: ticket.seatClass as TrainSeatClass,
    coachNo: ticket.coachNo,
    seatNo: ticket.seatNo,
    berth: ticket.berth,
    ticketPrice: money(ticket.ticketPrice),
  };
}

/** train/change/detail: the spec's change order detail, the parts that apply. */
export async function changeDetail(db: Db, scope: Scope, input: { orderId: string; changeId: string }, locale: Locale, now: Date, confirmMinutes: number): Promise<ChangeDetail> {
  const { change, order, pairs, ticket, oldTrip, newTrip, names } = await loadChange(db, scope, input.orderId, input.changeId);
  const dir = await stationDirectory(db);
  const payOrder = change.payOrderId ? payOrderView(await getPayOrderById(db, change.payOrderId), now) : null;
  const waitPay = change.status === 'WAIT_PAY' && payOrder?.needPay === true;
  const waitConfirm = change.status === 'WAIT_CONFIRM' && now < confirmEndOf(change, confirmMinutes);
  return {
    orderId: change.orderId,
    changeId: change.id,
    changeOrder: {
      changeOrderStatus: change.status,
      changeStatus: change.operationStatus,
      applyDate: change.createdAt.toISOString(),
      completeDate: change.completedAt?.toISOString() ?? null,
      changeReason: afterSaleReason(locale, 'change', change.reasonCode, change.reason),
      changeReasonCode: (change.reasonCode as ChangeDetail['changeOrder']['changeReasonCode']) ?? null,
      userRemark: change.remark,
      bookingType: change.bookedBy === change.memberId ? 'SELF' : 'OTHERS',
      travelNo: order.travelNo,
      existPriceChange: change.ticketPriceDiff !== 0,
      existSegChange: newTrip.fromStationCode !== oldTrip.fromStationCode || newTrip.toStationCode !== oldTrip.toStationCode,
      changeAfterDeparture: change.changeAfterDeparture,
    },
    changeProductList: pairs
      .map((p) => ({ old: ticket(p.oldTicketId), neu: ticket(p.newTicketId), p }))
      .sort((a, b) => a.old.passengerIndex - b.old.passengerIndex)
      .map(({ old, neu, p }) => ({
        passengerIndex: old.passengerIndex,
        passengerName: names.get(old.passengerIndex) ?? '',
        oldTicket: ticketView(old, oldTrip, dir, locale),
        newTicket: ticketView(neu, newTrip, dir, locale),
        changeFee: money(p.changeFee, change.currency),
        changeRefundFee: money(p.changeRefundFee, change.currency),
        priceDiff: money(p.newFare - p.oldFare, change.currency),
      })),
    receivablePrice: receivableOf(totalsOf(change), change.currency),
    payInfo: {
      payEndTime: change.payEndTime?.toISOString() ?? null,
      overTime: change.status === 'PAY_TIMEOUT' || (change.status === 'WAIT_PAY' && payOrder?.overTime === true),
      payStatus: payOrder?.status ?? null,
      payType: payOrder?.payMode ?? null,
      waitPayInfo: { needPay: waitPay, payOrderId: change.payOrderId, personalAmount: payOrder?.personalAmount ?? money(0, change.currency) },
    },
    buttons: { confirm: waitConfirm, cancel: changeCan(change.status, 'CANCEL') && (change.status !== 'WAIT_CONFIRM' || waitConfirm), pay: waitPay },
    tmcControl: (change.control as ControlResult | null) ?? null,
  };
}

/** The list rows of some changes, read in a few queries. */
async function summaries(db: Db, changes: readonly ChangeRow[], locale: Locale) {
  if (changes.length === 0) return [];
  const ids = changes.map((c) => c.id);
  const orderIds = [...new Set(changes.map((c) => c.orderId))];
  const [pairs, trips, tickets, passengers, dir] = await Promise.all([
    db.select().from(trainChangeTickets).where(inArray(trainChangeTickets.changeId, ids)),
    db.select().from(trainOrderTrips).where(inArray(trainOrderTrips.orderId, orderIds)),
    db.select().from(trainTickets).where(inArray(trainTickets.orderId, orderIds)),
    db.select().from(trainOrderPassengers).where(inArray(trainOrderPassengers.orderId, orderIds)),
    stationDirectory(db),
  ]);
  return changes.map((c) => {
    const mine = pairs.filter((p) => p.changeId === c.id);
    const olds = mine.map((p) => tickets.find((x) => x.id === p.oldTicketId)!);
    const news = mine.map((p) => tickets.find((x) => x.id === p.newTicketId)!);
    const trip = (index: number) => trips.find((x) => x.orderId === c.orderId && x.tripIndex === index)!;
    const oldTrip = trip(olds[0]!.tripIndex);
    const newTrip = trip(c.tripIndex);
    const nameOf = (i: number) => passengers.find((p) => p.orderId === c.orderId && p.passengerIndex === i);
    return {
      changeId: c.id,
      orderId: c.orderId,
      changeOrderStatus: c.status,
      changeStatus: c.operationStatus,
      applyTime: c.createdAt.toISOString(),
      passengerNames: olds.map((x) => nameOf(x.passengerIndex)).map((p) => (p ? `${p.familyName}${p.givenName}` : '')),
      oldTrainNo: oldTrip.trainNo,
      oldDepartureTime: departureOf(oldTrip),
      newTrainNo: newTrip.trainNo,
      newDepartureTime: departureOf(newTrip),
      fromStationName: stationNameOf(dir, newTrip.fromStationCode, locale),
      toStationName: stationNameOf(dir, newTrip.toStationCode, locale),
      seatClass: newTrip.seatClass as TrainSeatClass,
      seatNoList: news.flatMap((x) => (x.seatNo ? [x.coachNo ? `${x.coachNo}-${x.seatNo}` : x.seatNo] : [])),
      newTicketPrice: money(mine.reduce((s, p) => s + p.newFare, 0), c.currency),
      direction: c.direction,
      totalPrice: money(c.payAmount > 0 ? c.payAmount : c.refundAmount, c.currency),
      settlement: c.payAmount > 0 ? ('PAY' as const) : c.refundAmount > 0 ? ('REFUND' as const) : ('NONE' as const),
    };
  });
}

/** train/change/history: an order's changes, newest first. */
export async function changeHistory(db: Db, scope: Scope, orderId: string, locale: Locale) {
  const [order] = await db.select({ id: trainOrders.id }).from(trainOrders).where(visibleOrder(scope, orderId));
  if (!order) throw notFound('order');
  const rows = await db.select().from(trainChanges).where(eq(trainChanges.orderId, orderId)).orderBy(desc(trainChanges.createdAt), desc(trainChanges.id));
  return { list: await summaries(db, rows, locale) };
}

/** train/change/list: the member's changes, newest first, by status. */
export async function changeList(db: Db, scope: Scope, input: { pageIndex: number; pageSize: number; statusList: ChangeOrderStatus[] }, locale: Locale) {
  const where = and(eq(trainChanges.enterpriseId, scope.enterpriseId), eq(trainChanges.memberId, scope.memberId), ...(input.statusList.length > 0 ? [inArray(trainChanges.status, input.statusList)] : []));
  const [{ total }] = (await db.select({ total: count() }).from(trainChanges).where(where)) as [{ total: number }];
  const rows = await db.select().from(trainChanges).where(where).orderBy(desc(trainChanges.createdAt), desc(trainChanges.id)).limit(input.pageSize).offset((input.pageIndex - 1) * input.pageSize);
  return { list: await summaries(db, rows, locale), totalSize: total, pageIndex: input.pageIndex, totalPages: Math.ceil(total / input.pageSize) };
}
