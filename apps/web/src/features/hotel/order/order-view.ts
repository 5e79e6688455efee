import type { HotelOrder } from '@travel/contracts/hotel/order';
import { HOTEL_ORDER_STATUSES, HOTEL_ORDER_STATUS_CODES, type HotelOrderStatus } from '@travel/contracts/hotel/order-status';
import type { PayWay } from '@travel/contracts/hotel/detail';
import { COMPANY_PAY_WAYS } from '@travel/contracts/hotel/detail';
import { HOTEL_BOOK_TYPE } from '@travel/contracts/hotel/order-create';

/** The orders' YYYYMMDD (spec 9) as an ISO date: 20310630 → 2031-06-30. */
export const isoDate = (yyyymmdd: string) => `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`;

/** Nights between two YYYYMMDD dates (0 when out of order or unreadable). */
export function stayNights(checkin: string, checkout: string): number {
  const days = (Date.parse(isoDate(checkout)) - Date.parse(isoDate(checkin))) / 86_400_000;
  return Number.isFinite(days) && days > 0 ? Math.round(days) : 0;
}

type Guest = HotelOrder['checkinPersonList'][number];

/** Guests grouped by room, rooms and guests in order (a room with no guest named is left out). */
export function guestsByRoom(list: readonly Guest[]): { roomIndex: number; guests: Guest[] }[] {
  const rooms = new Map<number, Guest[]>();
  for (const g of [...list].sort((a, b) => a.roomIndex - b.roomIndex || a.guestIndex - b.guestIndex)) {
    rooms.set(g.roomIndex, [...(rooms.get(g.roomIndex) ?? []), g]);
  }
  return [...rooms].map(([roomIndex, guests]) => ({ roomIndex, guests }));
}

/** Which of the plan's pay-way words (hotel.plan.pay.*) an order's pay type is (spec 4: 14 at the hotel; 0/6/10 company). */
export function payWayKey(payType: PayWay): 'online' | 'atHotel' | 'company' {
  if (payType === 14) return 'atHotel';
  return COMPANY_PAY_WAYS.includes(payType) ? 'company' : 'online';
}

/** Who made the booking: the member, or an administrator on their behalf (bookType 2). */
export const bookedByKey = (bookType: number) => (bookType === HOTEL_BOOK_TYPE.ADMIN ? 'admin' : 'member');

/**
 * How often the page reads the order again while it waits for something not in the traveller's hands: the hotel
 * confirms within seconds; a pay deadline or an approval moves slowly. Settled statuses are not polled.
 */
export function orderPollMs(status: HotelOrderStatus | undefined): number | false {
  switch (status) {
    case 'BOOKING':
    case 'WAIT_CONFIRM':
      return 2000;
    case 'WAIT_APPROVE':
      return 5000;
    case 'WAIT_PAY':
    case 'WAIT_GUARANTEE':
      return 15_000;
    default:
      return false;
  }
}

/** A status code of the wire (hotel/order_history/list gives codes) as its name; null for a code not known. */
export const statusOfCode = (code: number): HotelOrderStatus | null => HOTEL_ORDER_STATUSES.find((s) => HOTEL_ORDER_STATUS_CODES[s] === code) ?? null;
