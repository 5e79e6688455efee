import type { OrderDetail } from '@travel/contracts/train/order';
import { TrainError } from '@travel/contracts/train/errors';

/** Which after-sale a shared piece serves: it names the test ids (`refund-…`, `change-…`) and the texts (`train.refund.…`). */
export type AfterSaleKind = 'refund' | 'change';

type OrderTrip = OrderDetail['tripList'][number];
type OrderTicket = OrderTrip['ticketList'][number];

/** The tickets of an order that pass `pick` (can be refunded, can be changed), by trip, with their passengers. */
export function ticketsWhere(order: Pick<OrderDetail, 'tripList'>, pick: (ticket: OrderTicket) => boolean) {
  return order.tripList.flatMap((trip) =>
    trip.ticketList.filter(pick).map((ticket) => ({ trip, ticket, passenger: trip.passengerList.find((p) => p.passengerIndex === ticket.passengerIndex) })),
  );
}

/** `a,b` order-independent key of a selection of tickets. */
export function selectionKey(ticketIds: readonly string[]): string[] {
  return [...new Set(ticketIds)].sort();
}

/** Seconds left of a quote that held `expireSeconds` (by the server's clock) when it arrived at `receivedAt`. */
export function quoteHoldLeft(expireSeconds: number, receivedAt: number, nowMs: number): number {
  // A clock tick taken just before the quote arrived must not add a second.
  return Math.max(0, expireSeconds - Math.floor(Math.max(0, nowMs - receivedAt) / 1000));
}

/** Codes after which an apply page asks for a fresh quote and says so (the quote timed out or no longer fits). */
export const REQUOTE_CODES = [TrainError.QUOTE_EXPIRED, TrainError.QUOTE_MISMATCH] as const;

/** The longest free text after a reason. */
export const REASON_TEXT_MAX = 150;


