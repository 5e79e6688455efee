import { describe, expect, it } from 'vitest';
import { HOTEL_ORDER_STATUS_CODES, HOTEL_ORDER_STATUSES } from '@travel/contracts/hotel/order-status';
import { HOTEL_ORDER_TRANSITIONS, hotelOrderCan, isLiveHotelOrder, isStayingHotelOrder, nextHotelOrderStatus } from './order-status';

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

  it('follows a confirmed stay: checked in then out, or a no-show, and nothing after', () => {
    expect(nextHotelOrderStatus('CONFIRMED', 'CHECK_IN')).toBe('CHECKED_IN');
    expect(nextHotelOrderStatus('CHECKED_IN', 'CHECK_OUT')).toBe('CHECKED_OUT');
    expect(nextHotelOrderStatus('CONFIRMED', 'NO_SHOW')).toBe('NO_SHOW');
    expect(HOTEL_ORDER_STATUS_CODES.NO_SHOW).toBe(9);
    for (const from of ['CHECKED_IN', 'CHECKED_OUT', 'NO_SHOW'] as const) expect(hotelOrderCan(from, 'CANCEL')).toBe(false);
    expect(hotelOrderCan('CHECKED_IN', 'NO_SHOW')).toBe(false);
    expect(hotelOrderCan('WAIT_CONFIRM', 'CHECK_IN')).toBe(false);
    // A no-show's rooms went back: it leaves the ledger's live orders; a finished stay stays counted.
    expect(isLiveHotelOrder('NO_SHOW')).toBe(false);
    expect(isLiveHotelOrder('CHECKED_OUT')).toBe(true);
    expect(isStayingHotelOrder('CHECKED_IN')).toBe(true);
    expect(isStayingHotelOrder('NO_SHOW')).toBe(false);
  });

  it('holds a booking for its approval: approved it goes on as it would have, rejected, lapsed or cancelled it ends', () => {
    expect(nextHotelOrderStatus('BOOKING', 'AWAIT_APPROVAL')).toBe('WAIT_APPROVE');
    expect(HOTEL_ORDER_STATUS_CODES.WAIT_APPROVE).toBe(6);
    expect(nextHotelOrderStatus('WAIT_APPROVE', 'AWAIT_PAYMENT')).toBe('WAIT_PAY');
    expect(nextHotelOrderStatus('WAIT_APPROVE', 'NOTHING_ONLINE')).toBe('WAIT_CONFIRM');
    for (const e of ['APPROVAL_REJECT', 'APPROVAL_TIMEOUT', 'CANCEL'] as const) expect(nextHotelOrderStatus('WAIT_APPROVE', e)).toBe('CANCELED');
    expect(hotelOrderCan('WAIT_APPROVE', 'HOTEL_CONFIRM')).toBe(false);
    expect(isLiveHotelOrder('WAIT_APPROVE')).toBe(true);
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
      expect(['CANCELED', 'CONFIRM_FAILED', 'CHECKED_OUT', 'NO_SHOW']).not.toContain(t.from);
    }
    expect(isLiveHotelOrder('CANCELED')).toBe(false);
    expect(isLiveHotelOrder('CONFIRM_FAILED')).toBe(false);
    expect(isLiveHotelOrder('WAIT_PAY')).toBe(true);
  });
});
