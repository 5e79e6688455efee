import type { orderCreateCall } from '@travel/contracts/hotel/order-create';
import { HOTEL_LIMITS } from '@travel/contracts/hotel/stay';
import type { CallInput } from '@travel/contracts/platform/define-call';
import type { Money } from '@travel/contracts/platform/envelope';
import { reasonForBooking, type ReasonValue } from '../../../widgets/policy/reason-value';
import { orderStayInput, type HotelBookState } from './book-params';
import { toOrderGuest, type GuestRooms } from './guest-rooms';
import type { OrderContact } from './hotel-contact';

export type OrderCreateInput = CallInput<typeof orderCreateCall>;

/**
 * The booking as order/create takes it: the stay with one guest list a room (the guests named are its adults), the
 * total shown for those rooms, the contact, arrival and remark, the reason when one is asked, and whether the
 * traveller accepted paying the excess online.
 */
export function buildCreateInput(b: {
  state: HotelBookState;
  rooms: GuestRooms;
  /** pre_create's total for this many rooms */
  total: Money | null;
  contact: OrderContact;
  arrival: string | null;
  remark: string;
  reason: ReasonValue | null;
  acceptHybridPayment: boolean;
}): OrderCreateInput {
  const guests = b.rooms.reduce((n, list) => n + list.length, 0);
  const violation = b.reason ? reasonForBooking(b.reason) : {};
  const remark = b.remark.trim();
  return {
    ...orderStayInput(b.state, b.rooms.length),
    adultNum: Math.min(HOTEL_LIMITS.maxAdults, Math.max(HOTEL_LIMITS.minAdults, guests)),
    ...(b.total ? { totalPrice: b.total } : {}),
    roomList: b.rooms.map((list) => ({ guestList: list.map(toOrderGuest) })),
    contact: b.contact,
    ...(b.arrival ? { latestArrivalTime: b.arrival } : {}),
    ...(remark ? { remark } : {}),
    ...(violation.reasonCode || violation.reasonText ? { violationReason: violation } : {}),
    acceptHybridPayment: b.acceptHybridPayment,
  };
}
