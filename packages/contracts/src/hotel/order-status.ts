import { z } from 'zod';

/**
 * Hotel order statuses and their numeric codes (spec 4: "order status code 7 means cancelled"; the other codes are
 * ours, kept stable on the wire as `orderStatus`):
 * 0 BOOKING (inside the booking's own transaction only, never seen), 1 WAIT_PAY (online prepay waits for the
 * traveller), 2 WAIT_CONFIRM (paid or nothing to pay online: the hotel is confirming), 3 CONFIRMED (the hotel's
 * confirmation number), 4 CHECKED_IN, 5 CHECKED_OUT, 6 WAIT_APPROVE (reserved for the booking approval), 7 CANCELED,
 * 8 CONFIRM_FAILED (the hotel refused; the money goes back), 9 NO_SHOW (the guest never arrived: the hotel released the
 * rooms and charged its no-show penalty, recorded on the order), 10 WAIT_GUARANTEE (a stay paid at the hotel waits for
 * the traveller's card guarantee before the hotel confirms).
 */
export const HOTEL_ORDER_STATUS_CODES = {
  BOOKING: 0,
  WAIT_PAY: 1,
  WAIT_CONFIRM: 2,
  CONFIRMED: 3,
  CHECKED_IN: 4,
  CHECKED_OUT: 5,
  WAIT_APPROVE: 6,
  CANCELED: 7,
  CONFIRM_FAILED: 8,
  NO_SHOW: 9,
  WAIT_GUARANTEE: 10,
} as const;

export const HOTEL_ORDER_STATUSES = Object.keys(HOTEL_ORDER_STATUS_CODES) as (keyof typeof HOTEL_ORDER_STATUS_CODES)[];
export const hotelOrderStatusSchema = z.enum(HOTEL_ORDER_STATUSES as [keyof typeof HOTEL_ORDER_STATUS_CODES, ...(keyof typeof HOTEL_ORDER_STATUS_CODES)[]]);
export type HotelOrderStatus = z.infer<typeof hotelOrderStatusSchema>;

export const hotelOrderStatusCode = (s: HotelOrderStatus): number => HOTEL_ORDER_STATUS_CODES[s];
