import { TrainError } from '@travel/contracts/train/errors';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { saveQuote, takeQuote, type AfterSaleKind } from '../commerce/after-sale-quotes';
import { splitByPayment } from '../commerce/money-split';
import { loadAfterSaleFeeConfig, type AfterSaleFeeConfig } from './after-sale-fees';
import { afterSaleOrderEvent } from './after-sale-status';
import { moveOrder, type OrderRow } from './order-moves';
import type { RailSupplier } from './rail-port';
import { trainOrderTrips, trainTickets } from './schema';

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

/** What every refund and change action takes: the railway and the after-sale rules. */
export type AfterSaleDeps = { rail: RailSupplier; config: AfterSaleConfig };

export const afterSaleIdOf = (prefix: 'R' | 'C', now: Date) => `${prefix}${now.getTime().toString(36).toUpperCase()}${randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase()}`;

/** The order's tickets by id, refusing any id that is not the order's. */
export async function ticketsOfOrder(db: Db, orderId: string, ticketIds: readonly string[]): Promise<TicketRow[]> {
  const rows = await db.select().from(trainTickets).where(and(eq(trainTickets.orderId, orderId), inArray(trainTickets.id, [...ticketIds])));
  if (rows.length !== new Set(ticketIds).size) throw notFound('ticket');
  return ticketIds.map((id) => rows.find((r) => r.id === id)!);
}

/** The train's quotes in commerce's store: an expired one answers ItrainResouce.1350, one for other tickets TRAIN_QUOTE_MISMATCH. */
const QUOTE_REFUSALS = { expired: TrainError.QUOTE_EXPIRED, mismatch: TrainError.QUOTE_MISMATCH } as const;

export function saveTrainQuote(db: Db, q: { kind: AfterSaleKind; orderId: string; scope: Scope; ticketIds: string[]; quote: unknown; minutes: number }, now: Date) {
  return saveQuote(db, { product: 'TRAIN', kind: q.kind, orderId: q.orderId, scope: q.scope, itemIds: q.ticketIds, quote: q.quote, minutes: q.minutes }, now);
}

/** A quote the member holds for exactly these tickets. */
export function takeTrainQuote<T>(db: Db, q: { kind: AfterSaleKind; quotationId: string; orderId: string; scope: Scope; ticketIds: readonly string[] }, now: Date): Promise<T> {
  return takeQuote<T>(db, { product: 'TRAIN', kind: q.kind, quotationId: q.quotationId, orderId: q.orderId, scope: q.scope, itemIds: q.ticketIds }, QUOTE_REFUSALS, now);
}

/** Money going back split the way the order was paid (all to the company when it had no pay order). */
export const splitByOrderPayment = (db: Db, order: Pick<OrderRow, 'payOrderId'>, amount: number) => splitByPayment(db, order.payOrderId, amount);


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
