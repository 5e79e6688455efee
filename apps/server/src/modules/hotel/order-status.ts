import type { HotelOrderStatus } from '@travel/contracts/hotel/order-status';
import { canTransition, nextStatus, type Transition } from '../../platform/status-machine';

/**
 * The hotel order's status machine (codes in contracts/hotel/order-status.ts), as data; an order moves only through
 * nextOrderStatus. Online prepay waits for the traveller (WAIT_PAY); pay at the hotel and company pay have nothing to
 * pay online and go to the hotel at once (WAIT_CONFIRM); the hotel's confirmation makes it CONFIRMED. The hotel then
 * reports the stay: checked in, checked out, or a no-show (never arrived: rooms released, its penalty charged). A private
 * stay paid at the hotel whose plan asks a guarantee waits for the traveller's card (WAIT_GUARANTEE) before the hotel.
 * A business stay whose policy asks for approval waits for it (WAIT_APPROVE, rooms held); approved, it goes on as it
 * would have (payment, or the hotel); rejected, or still waiting at its deadline, it is cancelled.
 */
export type HotelOrderEvent =
  | 'AWAIT_PAYMENT'
  | 'NOTHING_ONLINE'
  | 'AWAIT_GUARANTEE'
  | 'AWAIT_APPROVAL'
  | 'APPROVAL_REJECT'
  | 'APPROVAL_TIMEOUT'
  | 'GUARANTEE'
  | 'GUARANTEE_TIMEOUT'
  | 'PAY'
  | 'PAY_TIMEOUT'
  | 'HOTEL_CONFIRM'
  | 'HOTEL_REFUSE'
  | 'CANCEL'
  | 'CHECK_IN'
  | 'CHECK_OUT'
  | 'NO_SHOW';

export const HOTEL_ORDER_TRANSITIONS: readonly Transition<HotelOrderStatus, HotelOrderEvent>[] = [
  { from: 'BOOKING', event: 'AWAIT_PAYMENT', to: 'WAIT_PAY' },
  { from: 'BOOKING', event: 'NOTHING_ONLINE', to: 'WAIT_CONFIRM' },
  { from: 'BOOKING', event: 'AWAIT_GUARANTEE', to: 'WAIT_GUARANTEE' },
  { from: 'BOOKING', event: 'AWAIT_APPROVAL', to: 'WAIT_APPROVE' },
  { from: 'WAIT_APPROVE', event: 'AWAIT_PAYMENT', to: 'WAIT_PAY' },
  { from: 'WAIT_APPROVE', event: 'NOTHING_ONLINE', to: 'WAIT_CONFIRM' },
  { from: 'WAIT_APPROVE', event: 'APPROVAL_REJECT', to: 'CANCELED' },
  { from: 'WAIT_APPROVE', event: 'APPROVAL_TIMEOUT', to: 'CANCELED' },
  { from: 'WAIT_APPROVE', event: 'CANCEL', to: 'CANCELED' },
  { from: 'WAIT_GUARANTEE', event: 'GUARANTEE', to: 'WAIT_CONFIRM' },
  { from: 'WAIT_GUARANTEE', event: 'GUARANTEE_TIMEOUT', to: 'CANCELED' },
  { from: 'WAIT_GUARANTEE', event: 'CANCEL', to: 'CANCELED' },
  { from: 'WAIT_PAY', event: 'PAY', to: 'WAIT_CONFIRM' },
  { from: 'WAIT_PAY', event: 'PAY_TIMEOUT', to: 'CANCELED' },
  { from: 'WAIT_PAY', event: 'CANCEL', to: 'CANCELED' },
  { from: 'WAIT_CONFIRM', event: 'HOTEL_CONFIRM', to: 'CONFIRMED' },
  { from: 'WAIT_CONFIRM', event: 'HOTEL_REFUSE', to: 'CONFIRM_FAILED' },
  { from: 'WAIT_CONFIRM', event: 'CANCEL', to: 'CANCELED' },
  { from: 'CONFIRMED', event: 'CANCEL', to: 'CANCELED' },
  { from: 'CONFIRMED', event: 'CHECK_IN', to: 'CHECKED_IN' },
  { from: 'CHECKED_IN', event: 'CHECK_OUT', to: 'CHECKED_OUT' },
  { from: 'CONFIRMED', event: 'NO_SHOW', to: 'NO_SHOW' },
];

export const nextHotelOrderStatus = (from: HotelOrderStatus, event: HotelOrderEvent) => nextStatus(HOTEL_ORDER_TRANSITIONS, from, event);
export const hotelOrderCan = (from: HotelOrderStatus, event: HotelOrderEvent) => canTransition(HOTEL_ORDER_TRANSITIONS, from, event);

/** Orders that hold their rooms: the order ledger's `live` (budgets, overlapping stays); a no-show's rooms went back. */
export const LIVE_HOTEL_STATUSES = ['BOOKING', 'WAIT_PAY', 'WAIT_GUARANTEE', 'WAIT_CONFIRM', 'WAIT_APPROVE', 'CONFIRMED', 'CHECKED_IN', 'CHECKED_OUT'] as const satisfies readonly HotelOrderStatus[];
export const isLiveHotelOrder = (s: HotelOrderStatus) => (LIVE_HOTEL_STATUSES as readonly HotelOrderStatus[]).includes(s);

/** Statuses whose stay the hotel still reports (the stay job asks about them). */
export const STAYING_HOTEL_STATUSES = ['CONFIRMED', 'CHECKED_IN'] as const satisfies readonly HotelOrderStatus[];
export const isStayingHotelOrder = (s: HotelOrderStatus) => (STAYING_HOTEL_STATUSES as readonly HotelOrderStatus[]).includes(s);
