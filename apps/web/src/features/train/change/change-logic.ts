import type { Money } from '@travel/contracts/platform/envelope';
import type { TrainSeatClass } from '@travel/contracts/policy/enums';
import type { ChangeDirection, ChangeTrip } from '@travel/contracts/train/change';
import type { OrderDetail } from '@travel/contracts/train/order';
import type { TrainTrip } from '@travel/contracts/train/search';
import type { ChangeOrderStatus } from '@travel/contracts/train/statuses';
import { TrainError } from '@travel/contracts/train/errors';
import { ticketsWhere } from '../after-sale/after-sale-logic';

/** Change status colours (spec section 4): complete green, pay timeout red, cancelled grey; waiting gold, others blue. */
export const CHANGE_STATUS_COLOR: Record<ChangeOrderStatus, string> = {
  COMPLETE: 'green',
  PAY_TIMEOUT: 'red',
  CANCELED: 'default',
  WAIT_CONFIRM: 'gold',
  WAIT_PAY: 'gold',
  WAIT_REPAY: 'gold',
  WAIT_APPROVE: 'gold',
  DRAFT: 'blue',
  CREATED: 'blue',
  WAIT_CHANGE: 'blue',
};

/** A change the railway is working on (the new tickets being issued): its views poll until it settles. */
export function isChangeProcessing(status: ChangeOrderStatus | undefined): boolean {
  return status === 'WAIT_CHANGE' || status === 'CREATED';
}

/** The spec's label of a price difference by its sign: pay more, refund difference, or none. */
export function directionOf(diff: number): ChangeDirection {
  return diff > 0 ? 'PAY_MORE' : diff < 0 ? 'REFUND_DIFFERENCE' : 'NONE';
}

/** The size of an amount, whatever its sign (the label says which way it goes). */
export function absMoney(m: Money): Money {
  return { amount: Math.abs(m.amount), currency: m.currency };
}

/** What finally moves: the amount paid, the amount refunded, or nothing. */
export function settlementOf(receivable: { payAmount: Money; refundAmount: Money }): { kind: 'PAY' | 'REFUND' | 'NONE'; amount: Money } {
  if (receivable.payAmount.amount > 0) return { kind: 'PAY', amount: receivable.payAmount };
  if (receivable.refundAmount.amount > 0) return { kind: 'REFUND', amount: receivable.refundAmount };
  return { kind: 'NONE', amount: receivable.payAmount };
}

/** The new train of a change as the calls take it, from a search result and a seat class. */
export function changeTripOf(trip: TrainTrip, seatClass: TrainSeatClass): ChangeTrip {
  return {
    trainNo: trip.trainNo,
    departureDate: trip.departureDate,
    fromStationCode: trip.fromStation.stationCode,
    toStationCode: trip.toStation.stationCode,
    seatClass,
  };
}

/** The fare shown for a seat class of a search result (verify checks it is still the fare). */
export function fareOf(trip: TrainTrip, seatClass: TrainSeatClass): Money | undefined {
  return trip.seatList.find((s) => s.seatClass === seatClass)?.price;
}

/** Seconds until a quote expires. */
export function quoteSecondsLeft(expireTime: string, nowMs: number): number {
  const end = Date.parse(expireTime);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.floor((end - nowMs) / 1000));
}

type OrderTrip = OrderDetail['tripList'][number];
type OrderTicket = OrderTrip['ticketList'][number];

/**
 * The role of a trip of the order after changes. Spec 4: the tickets with a before-change ticket id (those a change
 * replaced or is replacing) form the ORIGINAL trip, the others the new trip — NEW when a change made the trip
 * (`changeId`), CANCELED when that change did not go through; null for a trip no change touched.
 */
export type TripRole = 'ORIGINAL' | 'NEW' | 'CANCELED' | null;

export function tripRole(trip: Pick<OrderTrip, 'ticketList' | 'changeId'>): TripRole {
  if (trip.ticketList.some((x) => x.beforeChangeTicketId !== null)) return 'ORIGINAL';
  if (trip.changeId === null) return null;
  return trip.ticketList.every((x) => x.ticketStatus === 'CANCELED' || x.ticketStatus === 'ISSUE_FAILED') ? 'CANCELED' : 'NEW';
}

const findTicket = (order: Pick<OrderDetail, 'tripList'>, where: (x: OrderTicket) => boolean): { trip: OrderTrip; ticket: OrderTicket } | null => {
  for (const trip of order.tripList) {
    const found = trip.ticketList.find(where);
    if (found) return { trip, ticket: found };
  }
  return null;
};

/** The ticket this one replaced (it names this one as the ticket issued in its place), for "changed from". */
export function beforeChange(order: Pick<OrderDetail, 'tripList'>, ticket: OrderTicket): { trip: OrderTrip; ticket: OrderTicket } | null {
  return findTicket(order, (x) => x.beforeChangeTicketId === ticket.ticketId);
}

/** The ticket issued (or being issued) in place of this one, with its trip, for "changed to". */
export function afterChange(order: Pick<OrderDetail, 'tripList'>, ticket: OrderTicket): { trip: OrderTrip; ticket: OrderTicket } | null {
  const replacement = ticket.beforeChangeTicketId;
  return replacement === null ? null : findTicket(order, (x) => x.ticketId === replacement);
}

/** The changeable tickets of an order, by trip, with their passengers. */
export function changeableTickets(order: Pick<OrderDetail, 'tripList'>) {
  return ticketsWhere(order, (ticket) => ticket.canChange);
}

/** The error data of ItrainResouce.1335: where the spec sends the traveller (`/itrain/refund/apply?…&fromChangeApply=1`). */
export function refundPathOf(data: unknown, orderId: string): string {
  const path = (data as { refundPath?: unknown } | null)?.refundPath;
  const raw = typeof path === 'string' && path !== '' ? path : `itrain/refund/apply?orderId=${encodeURIComponent(orderId)}&fromChangeApply=1`;
  return raw.startsWith('/') ? raw : `/${raw}`;
}

export const REFUND_INSTEAD = TrainError.CHANGE_REFUND_INSTEAD;
