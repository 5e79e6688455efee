import { describe, expect, it } from 'vitest';
import { HOTEL_ORDER_STATUS_CODES, HOTEL_ORDER_STATUSES } from '@travel/contracts/hotel/order-status';
import { HOTEL_ORDER_TRANSITIONS, hotelOrderCan, isLiveHotelOrder, nextHotelOrderStatus } from './order-status';

describe('hotel order status machine', () => {
  it('keeps the spec code 7 for cancelled and gives every status its own code', () => {
    expect(HOTEL_ORDER_STATUS_CODES.CANCELED).toBe(7);
    const codes = Object.values(HOTEL_ORDER_STATUS_CODES);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('moves prepay through payment and the hotel, and pay-at-hotel straight to the hotel', () => {
    expect(nextHotelOrderStatus('BOOKING', 'AWAIT_PAYMENT')).toBe('WAIT_PAY');
    expect(nextHotelOrderStatus('WAIT_PAY', 'PAY')).toBe('WAIT_CONFIRM');
    expect(nextHotelOrderStatus('BOOKING', 'NOTHING_ONLINE')).toBe('WAIT_CONFIRM');
    expect(nextHotelOrderStatus('WAIT_CONFIRM', 'HOTEL_CONFIRM')).toBe('CONFIRMED');
    expect(nextHotelOrderStatus('WAIT_PAY', 'PAY_TIMEOUT')).toBe('CANCELED');
  });

  it('refuses moves the table does not name', () => {
    expect(() => nextHotelOrderStatus('CANCELED', 'PAY')).toThrow();
    expect(hotelOrderCan('CHECKED_IN', 'CANCEL')).toBe(false);
    expect(hotelOrderCan('CONFIRMED', 'CANCEL')).toBe(true);
  });

  it('names only known statuses, and no move leaves a final status', () => {
    for (const t of HOTEL_ORDER_TRANSITIONS) {
      expect(HOTEL_ORDER_STATUSES).toContain(t.from);
      expect(HOTEL_ORDER_STATUSES).toContain(t.to);
      expect(['CANCELED', 'CONFIRM_FAILED']).not.toContain(t.from);
    }
    expect(isLiveHotelOrder('CANCELED')).toBe(false);
    expect(isLiveHotelOrder('CONFIRM_FAILED')).toBe(false);
    expect(isLiveHotelOrder('WAIT_PAY')).toBe(true);
  });
});
