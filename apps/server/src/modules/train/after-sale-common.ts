import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/errors';
import { getPayOrderById } from '../payment/payment-service';
import { loadAfterSaleFeeConfig, type AfterSaleFeeConfig } from './after-sale-fees';
import { afterSaleOrderEvent } from './after-sale-status';
import { moveOrder, type OrderRow } from './order-moves';
import { trainAfterSaleQuotes, trainOrderTrips, trainTickets } from './schema';

export type Scope = { enterpriseId: string; memberId: string };
export type TicketRow = typeof trainTickets.$inferSelect;

export interface AfterSaleConfig {
  fees: AfterSaleFeeConfig;
  /** how long a refund or change quote holds */
  quoteMinutes: number;
  /** the service desk's fee per refunded ticket, in fen */
  refundServiceFee: number;
  /** how long a change that costs more waits for payment */
  changePayMinutes: number;
}

export function loadAfterSaleConfig(env: NodeJS.ProcessEnv = process.env): AfterSaleConfig {
  const int = (name: string, d: number) => {
    const v = env[name];
    if (v === undefined || v.trim() === '') return d;
    const n = Number(v);
    if (!Number.isInteger(n) || n < 0) throw new Error(`Invalid ${name}="${v}": a whole number of 0 or more`);
    return n;
  };
  return {
    fees: loadAfterSaleFeeConfig(env),
    quoteMinutes: int('TRAIN_QUOTE_MINUTES', 10),
    refundServiceFee: int('TRAIN_REFUND_SERVICE_FEE', 0),
    changePayMinutes: int('TRAIN_CHANGE_PAY_MINUTES', 30),
  };
}

export const afterSaleIdOf = (prefix: 'R' | 'C' | 'Q', now: Date) => `${prefix}${now.getTime().toString(36).toUpperCase()}${randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase()}`;

/** The order's tickets by id, refusing any id that is not the order's. */
export async function ticketsOfOrder(db: Db, orderId: string, ticketIds: readonly string[]): Promise<TicketRow[]> {
  const rows = await db.select().from(trainTickets).where(and(eq(trainTickets.orderId, orderId), inArray(trainTickets.id, [...ticketIds])));
  if (rows.length !== new Set(ticketIds).size) throw notFound('ticket');
  return ticketIds.map((id) => rows.find((r) => r.id === id)!);
}

export async function saveQuote(db: Db, q: { kind: 'REFUND' | 'CHANGE'; orderId: string; scope: Scope; ticketIds: string[]; quote: unknown; minutes: number }, now: Date) {
  const id = afterSaleIdOf('Q', now);
  const expiresAt = new Date(now.getTime() + q.minutes * 60_000);
  await db.insert(trainAfterSaleQuotes).values({ id, kind: q.kind, orderId: q.orderId, enterpriseId: q.scope.enterpriseId, memberId: q.scope.memberId, ticketIds: q.ticketIds, quote: q.quote, expiresAt, createdAt: now });
  return { quotationId: id, expireTime: expiresAt.toISOString(), expireSeconds: q.minutes * 60 };
}

/** A quote the member holds for exactly these tickets; past its expiry it answers ItrainResouce.1350. */
export async function takeQuote<T>(db: Db, q: { kind: 'REFUND' | 'CHANGE'; quotationId: string; orderId: string; scope: Scope; ticketIds: readonly string[] }, now: Date): Promise<T> {
  const [row] = await db
    .select()
    .from(trainAfterSaleQuotes)
    .where(and(eq(trainAfterSaleQuotes.id, q.quotationId), eq(trainAfterSaleQuotes.kind, q.kind), eq(trainAfterSaleQuotes.orderId, q.orderId), eq(trainAfterSaleQuotes.enterpriseId, q.scope.enterpriseId)));
  if (!row || row.memberId !== q.scope.memberId) throw notFound('quotation');
  if (now >= row.expiresAt) throw new AppError('ItrainResouce.1350');
  const same = row.ticketIds.length === q.ticketIds.length && row.ticketIds.every((id) => q.ticketIds.includes(id));
  if (!same) throw new AppError('TRAIN_QUOTE_MISMATCH');
  return row.quote as T;
}

/**
 * Splits money going back between the company and the traveller in the proportion they paid the order: the personal
 * part of a hybrid payment gets its share, a company-settled order returns all to the company.
 */
export async function splitByPayment(db: Db, order: OrderRow, amount: number): Promise<{ company: number; personal: number }> {
  if (!order.payOrderId || amount === 0) return { company: amount, personal: 0 };
  return splitAmount(amount, await getPayOrderById(db, order.payOrderId));
}

/** `amount` split in the proportion of a pay order's company and personal parts. */
export function splitAmount(amount: number, po: { totalAmount: number; personalAmount: number }): { company: number; personal: number } {
  const personal = po.totalAmount === 0 ? 0 : Math.round((amount * po.personalAmount) / po.totalAmount);
  return { company: amount - personal, personal };
}

/** A total spread over items in proportion to their prices, to the fen: the last item takes what rounding left. */
export function spreadByPrice(total: number, prices: readonly number[]): number[] {
  const sum = prices.reduce((s, p) => s + p, 0);
  let left = total;
  return prices.map((price, i) => {
    const share = i === prices.length - 1 ? left : Math.floor((total * price) / Math.max(1, sum));
    left -= share;
    return share;
  });
}

/** The indexes of the order's trips a change made: their tickets came from a change, the others from the booking. */
export async function changeTripIndexes(db: Db, orderId: string): Promise<Set<number>> {
  const trips = await db.select({ tripIndex: trainOrderTrips.tripIndex, changeId: trainOrderTrips.changeId }).from(trainOrderTrips).where(eq(trainOrderTrips.orderId, orderId));
  return new Set(trips.filter((t) => t.changeId !== null).map((t) => t.tripIndex));
}

/** Moves the order to refunded or changed once all its tickets are (spec section 4). */
export async function settleOrderAfterSale(db: Db, order: OrderRow, now: Date): Promise<void> {
  const tickets = await db.select().from(trainTickets).where(eq(trainTickets.orderId, order.id));
  const changeTrips = await changeTripIndexes(db, order.id);
  const event = afterSaleOrderEvent(order.status, tickets.map((t) => ({ status: t.status, madeByChange: changeTrips.has(t.tripIndex) })));
  if (event) await moveOrder(db, order, event, now);
}
