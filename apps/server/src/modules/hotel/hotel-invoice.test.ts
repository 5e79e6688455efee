import { describe, expect, it } from 'vitest';
import { hotelInvoiceRefusal } from './hotel-invoice';

describe('when a hotel stay is invoiced by us', () => {
  const o = { status: 'CHECKED_OUT' as const, payWay: 1 as const, totalCnyAmount: 50000 };
  it('after check-out, for a stay charged through us', () => {
    expect(hotelInvoiceRefusal(o)).toBeNull();
    expect(hotelInvoiceRefusal({ ...o, payWay: 0 })).toBeNull();
  });
  it('not before check-out, not a stay paid at the hotel, not an ended order, not a free one', () => {
    for (const status of ['WAIT_PAY', 'WAIT_CONFIRM', 'CONFIRMED', 'CHECKED_IN'] as const) expect(hotelInvoiceRefusal({ ...o, status })).toBe('NOT_YET');
    expect(hotelInvoiceRefusal({ ...o, payWay: 14 })).toBe('PAID_AT_HOTEL');
    for (const status of ['CANCELED', 'CONFIRM_FAILED', 'NO_SHOW'] as const) expect(hotelInvoiceRefusal({ ...o, status })).toBe('ENDED');
    expect(hotelInvoiceRefusal({ ...o, totalCnyAmount: 0 })).toBe('NOTHING_CHARGED');
  });
});
