import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Locale } from '@travel/contracts/platform/locales';
import type { refundQuoteCall, refundSubmitCall } from '@travel/contracts/train/refund';
import type { TrainSeatClass } from '@travel/contracts/policy/enums';
import type { TrainTrip } from '@travel/contracts/train/search';
import type { Db } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/errors';
import { cancelJob, enqueueJob, withOwnTransactions, type JobHandlers } from '../../platform/jobs/job-queue';
import { requestRefund } from '../payment/payment-service';
import { afterSaleIdOf, saveQuote, settleOrderAfterSale, splitByPayment, takeQuote, ticketsOfOrder, type AfterSaleConfig, type Scope, type TicketRow } from './after-sale-common';
import { refundQuote } from './after-sale-fees';
import { nextRefundStatus, OPERATION_OF_REFUND, refundCan, type RefundEvent } from './after-sale-status';
import { lockOrder, type OrderRow } from './order-moves';
import { isLiveTicket, nextTicketStatus, ticketCan } from './order-status';
import { RailSupplierError, type RailSupplier } from './rail-port';
import { trainOrderInsurances, trainOrderPassengers, trainOrders, trainOrderTrips, trainRefunds, trainRefundTickets, trainTickets } from './schema';
import { stationDirectory, stationNameOf } from './station-directory';
import { visibleOrder } from './order-visibility';

export const REFUND_JOB = 'train.refund';
export const REFUND_MONEY_JOB = 'train.refund.money';

type QuoteOutput = z.output<(typeof refundQuoteCall)['output']>;
type SubmitInput = z.output<(typeof refundSubmitCall)['input']>;
type RefundRow = typeof trainRefunds.$inferSelect;
const money = (amount: number, currency = 'CNY') => ({ amount, currency });

/** The quote as stored with its quotationId: what the traveller saw is what the refund charges. */
interface StoredQuote {
  tickets: { ticketId: string; ticketPrice: number; rate: number; rule: string; fee: number; refundAmount: number }[];
  refundServiceFee: number;
  /** the insurance fees returned with the refund (passengers it leaves with no ticket) */
  insuranceFee?: number;
}

/**
 * The passengers a refund of `tickets` leaves with no current ticket in the order: their insurance no longer covers a
 * journey, so it goes back in full.
 */
async function passengersLeftWithout(db: Db, orderId: string, tickets: readonly TicketRow[]): Promise<number[]> {
  const all = await db.select().from(trainTickets).where(eq(trainTickets.orderId, orderId));
  const refunded = new Set(tickets.map((t) => t.id));
  const passengers = [...new Set(tickets.map((t) => t.passengerIndex))];
  return passengers.filter((p) => all.filter((t) => t.passengerIndex === p && isLiveTicket(t.status)).every((t) => refunded.has(t.id)));
}

async function insuranceOf(db: Db, orderId: string, passengers: readonly number[], status: 'PURCHASED' | 'REFUNDING') {
  if (passengers.length === 0) return [];
  return db
    .select()
    .from(trainOrderInsurances)
    .where(and(eq(trainOrderInsurances.orderId, orderId), inArray(trainOrderInsurances.passengerIndex, [...passengers]), eq(trainOrderInsurances.status, status)));
}

/** A ticket a refund may take: issued or collected, not already in a change or refund (420011021). */
function assertRefundable(ticket: TicketRow) {
  if (ticket.status === 'CHANGE_APPLYING' || ticket.status === 'REFUND_APPLYING') throw new AppError('420011021', {}, { ticketId: ticket.id });
  if (!ticketCan(ticket.status, 'APPLY_REFUND')) throw new AppError('TRAIN_TICKET_NOT_REFUNDABLE', { status: ticket.status }, { ticketId: ticket.id });
}

/** The train module's refunds: quote by the railway's fee rules, submit, the railway's refund, the money back. */
export function createTrainRefunds(deps: { rail: RailSupplier; config: AfterSaleConfig }) {
  const { rail, config } = deps;

  async function ownOrder(db: Db, scope: Scope, orderId: string): Promise<OrderRow> {
    const [order] = await db.select().from(trainOrders).where(visibleOrder(scope, orderId));
    if (!order) throw notFound('order');
    return order;
  }

  /** The quote lines of tickets at `now`; a departed train answers TRAIN_TICKET_DEPARTED. */
  async function priceTickets(db: Db, orderId: string, tickets: TicketRow[], locale: Locale, now: Date) {
    const [trips, passengers, dir] = await Promise.all([
      db.select().from(trainOrderTrips).where(eq(trainOrderTrips.orderId, orderId)),
      db.select().from(trainOrderPassengers).where(eq(trainOrderPassengers.orderId, orderId)),
      stationDirectory(db),
    ]);
    return tickets.map((ticket) => {
      const trip = trips.find((x) => x.tripIndex === ticket.tripIndex)!;
      const passenger = passengers.find((p) => p.passengerIndex === ticket.passengerIndex)!;
      const q = refundQuote(config.fees, { fare: ticket.ticketPrice, departureAt: trip.departureTime, now, changedInsideEightDays: ticket.changedInsideEightDays });
      if (!q.refundable) throw new AppError('TRAIN_TICKET_DEPARTED', { trainNo: ticket.trainNo }, { ticketId: ticket.id });
      const snap = trip.snapshot as TrainTrip;
      return {
        ticketId: ticket.id,
        passengerIndex: ticket.passengerIndex,
        passengerName: `${passenger.familyName}${passenger.givenName}`,
        trainNo: trip.trainNo,
        fromStationName: stationNameOf(dir, snap.fromStation.stationCode, locale),
        toStationName: stationNameOf(dir, snap.toStation.stationCode, locale),
        departureTime: trip.departureTime.toISOString(),
        seatClass: ticket.seatClass as TrainSeatClass,
        coachNo: ticket.coachNo,
        seatNo: ticket.seatNo,
        ticketPrice: money(ticket.ticketPrice),
        rate: q.rate,
        rule: q.rule,
        hoursBefore: Math.round(q.hoursBefore * 100) / 100,
        refundFee: money(q.fee),
        refundAmount: money(q.refundAmount),
      };
    });
  }

  function receivable(lines: { ticketPrice: number; fee: number; refundAmount: number }[], serviceFee: number, insuranceFee = 0, actual: number | null = null) {
    const sum = (f: (l: (typeof lines)[number]) => number) => lines.reduce((s, l) => s + f(l), 0);
    const serviceFees = serviceFee * lines.length;
    return {
      refundTicketPrice: money(sum((l) => l.ticketPrice)),
      refundTax: money(0),
      refundFee: money(sum((l) => l.fee)),
      refundServiceFee: money(serviceFees),
      refundInsurancePrice: money(insuranceFee),
      totalRefundPrice: money(Math.max(0, sum((l) => l.refundAmount) - serviceFees) + insuranceFee),
      actualTotalRefundPrice: actual === null ? null : money(actual),
      promotionPrice: money(0),
    };
  }

  /** train/refund/quote: the fee of each ticket by the rules at this moment, held under a quotationId until it expires. */
  async function quote(db: Db, scope: Scope, input: { orderId: string; ticketIdList: string[] }, locale: Locale, now: Date): Promise<QuoteOutput> {
    const order = await ownOrder(db, scope, input.orderId);
    if (order.status !== 'ISSUED' && order.status !== 'CHANGED') throw new AppError('TRAIN_ORDER_NOT_REFUNDABLE', { status: order.status });
    const tickets = await ticketsOfOrder(db, order.id, input.ticketIdList);
    tickets.forEach(assertRefundable);
    const lines = await priceTickets(db, order.id, tickets, locale, now);
    const insurance = await insuranceOf(db, order.id, await passengersLeftWithout(db, order.id, tickets), 'PURCHASED');
    const stored: StoredQuote = {
      tickets: lines.map((l) => ({ ticketId: l.ticketId, ticketPrice: l.ticketPrice.amount, rate: l.rate, rule: l.rule, fee: l.refundFee.amount, refundAmount: l.refundAmount.amount })),
      refundServiceFee: config.refundServiceFee,
      insuranceFee: insurance.reduce((s, x) => s + x.fee, 0),
    };
    const saved = await saveQuote(db, { kind: 'REFUND', orderId: order.id, scope, ticketIds: input.ticketIdList, quote: stored, minutes: config.quoteMinutes }, now);
    return { ...saved, ticketList: lines, receivablePrice: receivable(stored.tickets, stored.refundServiceFee, stored.insuranceFee) };
  }

  async function moveRefund(db: Db, refund: RefundRow, event: RefundEvent, now: Date, extra: Partial<RefundRow> = {}) {
    const status = nextRefundStatus(refund.status, event);
    await db.update(trainRefunds).set({ ...extra, status, operationStatus: OPERATION_OF_REFUND[status], updatedAt: now }).where(eq(trainRefunds.id, refund.id));
    return status;
  }

  /** The insurance a refund returns: REFUNDING with it, REFUNDED when the money is back, PURCHASED again if it ends otherwise. */
  async function moveInsurance(db: Db, refundId: string, from: 'PURCHASED' | 'REFUNDING', to: 'PURCHASED' | 'REFUNDING' | 'REFUNDED', now: Date) {
    const [refund] = await db.select().from(trainRefunds).where(eq(trainRefunds.id, refundId));
    if (!refund || refund.refundInsurancePrice === 0) return;
    const lines = await db.select({ ticketId: trainRefundTickets.ticketId }).from(trainRefundTickets).where(eq(trainRefundTickets.refundId, refundId));
    const tickets = await ticketsOfOrder(db, refund.orderId, lines.map((l) => l.ticketId));
    const passengers = [...new Set(tickets.map((t) => t.passengerIndex))];
    await db
      .update(trainOrderInsurances)
      .set({ status: to, updatedAt: now })
      .where(and(eq(trainOrderInsurances.orderId, refund.orderId), inArray(trainOrderInsurances.passengerIndex, passengers), eq(trainOrderInsurances.status, from)));
  }

  async function moveRefundTickets(db: Db, refundId: string, event: 'APPLY_REFUND' | 'REFUND_DONE' | 'REFUND_UNDONE', now: Date) {
    const ids = (await db.select({ id: trainRefundTickets.ticketId }).from(trainRefundTickets).where(eq(trainRefundTickets.refundId, refundId))).map((r) => r.id);
    for (const ticket of await db.select().from(trainTickets).where(inArray(trainTickets.id, ids))) {
      await db.update(trainTickets).set({ status: nextTicketStatus(ticket.status, event), updatedAt: now }).where(eq(trainTickets.id, ticket.id));
    }
  }

  /**
   * train/refund/submit: a refund work order with the quote's fees, fixed from now on. The order row is locked, so a
   * change racing for the same ticket finds it REFUND_APPLYING (or wins first and this one finds it CHANGE_APPLYING).
   */
  async function submit(db: Db, scope: Scope & { bookedBy: string }, input: SubmitInput, now: Date) {
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx, input.orderId, scope);
      const stored = await takeQuote<StoredQuote>(tx, { kind: 'REFUND', quotationId: input.quotationId, orderId: order.id, scope, ticketIds: input.ticketIdList }, now);
      const tickets = await ticketsOfOrder(tx, order.id, input.ticketIdList);
      tickets.forEach(assertRefundable);
      return createRefund(tx, order, { ...scope, bookedBy: scope.bookedBy }, stored, { channel: 'ONLINE', status: 'CREATED', reasonCode: input.reasonCode ?? null, reason: input.reason ?? null, remark: input.remark ?? null, quotationId: input.quotationId }, now);
    });
  }

  async function createRefund(tx: Db, order: OrderRow, who: Scope & { bookedBy: string }, stored: StoredQuote, how: { channel: 'ONLINE' | 'OFFLINE'; status: 'CREATED' | 'WAIT_CONFIRM'; reasonCode?: string | null; reason: string | null; remark: string | null; quotationId: string | null }, now: Date) {
    const id = afterSaleIdOf('R', now);
    const figures = receivable(stored.tickets, stored.refundServiceFee, stored.insuranceFee ?? 0);
    await tx.insert(trainRefunds).values({
      id,
      orderId: order.id,
      enterpriseId: who.enterpriseId,
      memberId: who.memberId,
      bookedBy: who.bookedBy,
      status: how.status,
      operationStatus: OPERATION_OF_REFUND[how.status],
      channel: how.channel,
      reasonCode: how.reasonCode ?? null,
      reason: how.reason,
      remark: how.remark,
      quotationId: how.quotationId,
      currency: order.currency,
      refundTicketPrice: figures.refundTicketPrice.amount,
      refundFee: figures.refundFee.amount,
      refundServiceFee: figures.refundServiceFee.amount,
      refundInsurancePrice: figures.refundInsurancePrice.amount,
      totalRefundPrice: figures.totalRefundPrice.amount,
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(trainRefundTickets).values(stored.tickets.map((l) => ({ refundId: id, ticketId: l.ticketId, ticketPrice: l.ticketPrice, rate: l.rate, rule: l.rule, fee: l.fee, refundAmount: l.refundAmount })));
    await moveRefundTickets(tx, id, 'APPLY_REFUND', now);
    if (figures.refundInsurancePrice.amount > 0) await moveInsurance(tx, id, 'PURCHASED', 'REFUNDING', now);
    if (how.status === 'CREATED') await enqueueJob(tx, { kind: REFUND_JOB, payload: { refundId: id }, runAt: now, dedupeKey: `train-refund:${id}` }, now);
    return { refundId: id, refundStatus: how.status };
  }

  async function lockRefund(db: Db, scope: Scope | null, orderId: string, refundId: string): Promise<{ order: OrderRow; refund: RefundRow }> {
    const order = await lockOrder(db, orderId, scope ?? undefined);
    const [refund] = await db.select().from(trainRefunds).where(and(eq(trainRefunds.id, refundId), eq(trainRefunds.orderId, order.id))).for('update');
    if (!refund) throw notFound('refund');
    return { order, refund };
  }

  /** train/refund/cancel: before the railway has refunded; the tickets are issued again. */
  async function cancel(db: Db, scope: Scope, input: { orderId: string; refundId: string }, now: Date) {
    return db.transaction(async (tx) => {
      const { refund } = await lockRefund(tx, scope, input.orderId, input.refundId);
      if (!refundCan(refund.status, 'CANCEL')) throw new AppError('TRAIN_REFUND_NOT_CANCELABLE', { status: refund.status });
      await cancelJob(tx, `train-refund:${refund.id}`, now);
      await moveRefundTickets(tx, refund.id, 'REFUND_UNDONE', now);
      await moveInsurance(tx, refund.id, 'REFUNDING', 'PURCHASED', now);
      return { refundId: refund.id, refundStatus: await moveRefund(tx, refund, 'CANCEL', now) };
    });
  }

  /** train/refund/user_confirm: the traveller accepts a refund the service desk entered; it goes to the railway. */
  async function userConfirm(db: Db, scope: Scope, input: { orderId: string; refundId: string }, now: Date) {
    return db.transaction(async (tx) => {
      const { refund } = await lockRefund(tx, scope, input.orderId, input.refundId);
      if (!refundCan(refund.status, 'USER_CONFIRM')) throw new AppError('TRAIN_REFUND_NOT_CONFIRMABLE', { status: refund.status });
      const status = await moveRefund(tx, refund, 'USER_CONFIRM', now);
      await enqueueJob(tx, { kind: REFUND_JOB, payload: { refundId: refund.id }, runAt: now, dedupeKey: `train-refund:${refund.id}` }, now);
      return { refundId: refund.id, refundStatus: status };
    });
  }

  /**
   * The railway refunds the tickets and their seats return to sale (called outside our transactions: refunding is
   * idempotent per ticket, so a retry after a crash is safe); a refusal rejects the refund, tickets issued again.
   */
  async function railRefund(db: Db, refundId: string, now: Date) {
    const [head] = await db.select().from(trainRefunds).where(eq(trainRefunds.id, refundId));
    if (!head || head.status !== 'CREATED') return;
    const lines = await db.select().from(trainRefundTickets).where(eq(trainRefundTickets.refundId, refundId));
    const tickets = await ticketsOfOrder(db, head.orderId, lines.map((l) => l.ticketId));
    const trips = await db.select().from(trainOrderTrips).where(eq(trainOrderTrips.orderId, head.orderId));
    let refused: RailSupplierError | null = null;
    try {
      for (const trip of trips) {
        const indexes = tickets.filter((t) => t.tripIndex === trip.tripIndex).map((t) => t.holdIndex);
        if (indexes.length > 0) await rail.refundTickets(trip.holdId, indexes);
      }
    } catch (err) {
      if (!(err instanceof RailSupplierError)) throw err;
      refused = err;
    }
    await db.transaction(async (tx) => {
      const { refund } = await lockRefund(tx, null, head.orderId, refundId);
      if (refund.status !== 'CREATED') return;
      if (refused) {
        await moveRefundTickets(tx, refundId, 'REFUND_UNDONE', now);
        await moveInsurance(tx, refundId, 'REFUNDING', 'PURCHASED', now);
        await moveRefund(tx, refund, 'REJECT', now, { rejectReason: refused.code });
        return;
      }
      await moveRefundTickets(tx, refundId, 'REFUND_DONE', now);
      await moveRefund(tx, refund, 'RAIL_REFUNDED', now);
      await enqueueJob(tx, { kind: REFUND_MONEY_JOB, payload: { refundId }, runAt: now, dedupeKey: `train-refund-money:${refundId}` }, now);
    });
  }

  /** The money goes back the way it came, in the proportion company and traveller paid; then the order settles. */
  async function moneyBack(db: Db, refundId: string, now: Date) {
    await db.transaction(async (tx) => {
      const [head] = await tx.select().from(trainRefunds).where(eq(trainRefunds.id, refundId));
      if (!head) return;
      const { order, refund } = await lockRefund(tx, null, head.orderId, refundId);
      if (refund.status !== 'REFUND_TICKET') return;
      const split = await splitByPayment(tx, order, refund.totalRefundPrice);
      if (order.payOrderId && refund.totalRefundPrice > 0) {
        const type = refund.channel === 'OFFLINE' ? 'OFFLINE_REFUND' : 'TICKET_REFUND';
        await requestRefund(tx, order.payOrderId, { ...split, type, reference: `refund:${refund.id}` }, now);
      }
      await moveInsurance(tx, refund.id, 'REFUNDING', 'REFUNDED', now);
      await moveRefund(tx, refund, 'MONEY_BACK', now, { actualTotalRefundPrice: refund.totalRefundPrice, companyRefund: split.company, personalRefund: split.personal, completedAt: now });
      await settleOrderAfterSale(tx, order, now);
    });
  }

  const jobHandlers: JobHandlers = {
    [REFUND_JOB]: withOwnTransactions(async (db, payload, ctx) => railRefund(db, String(payload.refundId), ctx.now)),
    [REFUND_MONEY_JOB]: async (db, payload, ctx) => moneyBack(db, String(payload.refundId), ctx.now),
  };

  return { quote, submit, cancel, userConfirm, createRefund, priceTickets, receivable, jobHandlers };
}

export type TrainRefunds = ReturnType<typeof createTrainRefunds>;
