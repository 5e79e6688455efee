import { TrainError } from '@travel/contracts/train/errors';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { offlineRefundInputSchema } from '@travel/contracts/train/offline';
import type { TrainSeatClass } from '@travel/contracts/policy/enums';
import type { Db } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/errors';
import { spreadByPrice } from '../commerce/money-split';
import { ticketsOfOrder, type AfterSaleConfig } from './after-sale-common';
import { refundQuote } from './after-sale-fees';
import { lockOrder, type OrderRow } from './order-moves';
import { ticketCan } from './order-status';
import { createRefund } from './refund-create';
import { trainOrderPassengers, trainOrders, trainOrderTrips, trainTickets } from './schema';

type OfflineRefundInput = z.output<typeof offlineRefundInputSchema>;
const money = (amount: number, currency = 'CNY') => ({ amount, currency });

async function enterpriseOrder(db: Db, enterpriseId: string, orderId: string): Promise<OrderRow> {
  const [order] = await db.select().from(trainOrders).where(and(eq(trainOrders.id, orderId), eq(trainOrders.enterpriseId, enterpriseId)));
  if (!order) throw notFound('order');
  return order;
}

// The service desk's supplements for refunds made at the station: what the rules suggest, a dry run, and the record,
// which then waits for the traveller's confirmation.

/** bg train/offline/pre_query: the order's tickets with the fee the rules would charge now. */
export async function offlinePreQuery(deps: { config: AfterSaleConfig }, db: Db, enterpriseId: string, orderId: string, now: Date) {
  const order = await enterpriseOrder(db, enterpriseId, orderId);
  const [tickets, trips, passengers] = await Promise.all([
    db.select().from(trainTickets).where(eq(trainTickets.orderId, order.id)),
    db.select().from(trainOrderTrips).where(eq(trainOrderTrips.orderId, order.id)),
    db.select().from(trainOrderPassengers).where(eq(trainOrderPassengers.orderId, order.id)),
  ]);
  return {
    orderId: order.id,
    memberId: order.memberId,
    ticketList: tickets
      .sort((a, b) => a.tripIndex - b.tripIndex || a.passengerIndex - b.passengerIndex)
      .map((t) => {
        const trip = trips.find((x) => x.tripIndex === t.tripIndex)!;
        const p = passengers.find((x) => x.passengerIndex === t.passengerIndex)!;
        const q = refundQuote(deps.config.fees, { fare: t.ticketPrice, departureAt: trip.departureTime, now, changedInsideEightDays: t.changedInsideEightDays });
        return {
          ticketId: t.id,
          passengerName: `${p.familyName}${p.givenName}`,
          trainNo: trip.trainNo,
          departureTime: trip.departureTime.toISOString(),
          fromStationCode: trip.fromStationCode,
          toStationCode: trip.toStationCode,
          seatClass: t.seatClass as TrainSeatClass,
          ticketStatus: t.status,
          ticketPrice: money(t.ticketPrice),
          canRefund: ticketCan(t.status, 'APPLY_REFUND'),
          suggestedRefundFee: q.refundable ? money(q.fee) : null,
          rule: q.refundable ? q.rule : null,
        };
      }),
  };
}

/** The supplement's checks: refundable tickets, and an amount equal to the ticket prices less the fee entered. */
async function check(db: Db, order: OrderRow, input: OfflineRefundInput) {
  const tickets = await ticketsOfOrder(db, order.id, input.ticketIdList);
  for (const t of tickets) {
    if (t.status === 'CHANGE_APPLYING' || t.status === 'REFUND_APPLYING') throw new AppError(TrainError.ORDER_OCCUPIED, {}, { ticketId: t.id });
    if (!ticketCan(t.status, 'APPLY_REFUND')) throw new AppError(TrainError.TICKET_NOT_REFUNDABLE, { status: t.status }, { ticketId: t.id });
  }
  const prices = tickets.reduce((s, t) => s + t.ticketPrice, 0);
  if (input.refundFee > prices || input.refundAmount !== prices - input.refundFee) {
    throw new AppError(TrainError.OFFLINE_AMOUNT_MISMATCH, {}, { refundTicketPrice: money(prices), expectedRefundAmount: money(Math.max(0, prices - input.refundFee)) });
  }
  return { tickets, prices };
}

/** bg train/offline/pre_confirm: the checks and figures, nothing written. */
export async function offlinePreConfirm(db: Db, enterpriseId: string, input: OfflineRefundInput) {
  const order = await enterpriseOrder(db, enterpriseId, input.orderId);
  const { prices } = await check(db, order, input);
  return { refundTicketPrice: money(prices), refundFee: money(input.refundFee), totalRefundPrice: money(input.refundAmount) };
}

/** bg train/offline/refund: the refund as the station made it; the entered fee spread over the tickets by price. */
export async function recordOfflineRefund(db: Db, enterpriseId: string, adminId: string, input: OfflineRefundInput, now: Date) {
  return db.transaction(async (tx) => {
    const found = await enterpriseOrder(tx, enterpriseId, input.orderId);
    const order = await lockOrder(tx, found.id);
    const { tickets } = await check(tx, order, input);
    const fees = spreadByPrice(input.refundFee, tickets.map((t) => t.ticketPrice));
    const lines = tickets.map((t, i) => {
      const fee = fees[i]!;
      return { ticketId: t.id, ticketPrice: t.ticketPrice, rate: t.ticketPrice === 0 ? 0 : Math.round((fee * 10000) / t.ticketPrice), rule: 'OFFLINE', fee, refundAmount: t.ticketPrice - fee };
    });
    return createRefund(
      tx,
      order,
      { enterpriseId: order.enterpriseId, memberId: order.memberId, bookedBy: adminId },
      { tickets: lines, refundServiceFee: 0 },
      { channel: 'OFFLINE', status: 'WAIT_CONFIRM', reason: input.reason, remark: null, quotationId: null },
      now,
    );
  });
}

