import { describe, expect, it } from 'vitest';
import { HOTEL_ORDER_STATUSES } from '@travel/contracts/hotel/order-status';
import { actLink, orderLink, pageOfParam, PRODUCT_FILTERS, PRODUCT_PAGES, productOfParam } from './order-products';

const item = (over: Partial<Parameters<typeof actLink>[0]> = {}) => ({ product: 'TRAIN' as const, orderId: 'T1', orderStatus: 'WAIT_PAY', waitType: null, changeId: null, ...over });

describe('the orders page’s product table', () => {
  it('opens a train order on its page and a waiting change on the change’s page', () => {
    expect(orderLink(item())).toBe('/train/orders/T1');
    expect(orderLink(item({ changeId: 'C9', waitType: 'CHANGE_CONFIRM' }))).toBe('/train/change/detail?orderId=T1&changeId=C9');
  });

  it('acts on what the order waits for: pay the booking, confirm the seats, confirm or pay the change', () => {
    expect(actLink(item({ waitType: 'WAIT_PAY' }))).toBe('/train/pay/T1');
    expect(actLink(item({ waitType: 'BOOKING_CONFIRM', orderStatus: 'WAIT_CONFIRM' }))).toBe('/train/orders/T1');
    expect(actLink(item({ waitType: 'CHANGE_CONFIRM', changeId: 'C9' }))).toBe('/train/change/detail?orderId=T1&changeId=C9');
    expect(actLink(item({ waitType: 'WAIT_PAY', changeId: 'C9' }))).toBe('/train/change/pay?orderId=T1&changeId=C9');
    expect(actLink(item())).toBeNull();
  });

  it('opens a hotel order on its page, pays a waiting one on the hotel pay page and guarantees one on the guarantee page', () => {
    expect(orderLink(item({ product: 'HOTEL', orderId: 'H1' }))).toBe('/hotel/orders/H1');
    expect(actLink(item({ product: 'HOTEL', orderId: 'H1', waitType: 'WAIT_PAY' }))).toBe('/hotel/pay/H1');
    expect(actLink(item({ product: 'HOTEL', orderId: 'H1', waitType: 'WAIT_GUARANTEE' }))).toBe('/hotel/guarantee/H1');
    // Waiting for the company's approval: the order itself (nothing to act on but to look or cancel).
    expect(actLink(item({ product: 'HOTEL', orderId: 'H1', waitType: 'WAIT_APPROVE' }))).toBe('/hotel/orders/H1');
    expect(actLink(item({ product: 'HOTEL', orderId: 'H1', waitType: 'BOOKING_CONFIRM' }))).toBe('/hotel/orders/H1');
    expect(actLink(item({ product: 'HOTEL', orderId: 'H1' }))).toBeNull();
  });

  it('names a hotel status by the hotel catalog and colours every hotel status', () => {
    const hotel = PRODUCT_PAGES.HOTEL!;
    expect(hotel.statusKey('CONFIRMED')).toBe('hotel.orderStatus.CONFIRMED');
    for (const s of HOTEL_ORDER_STATUSES) expect(hotel.statusColor(s)).toBeTruthy();
    expect(hotel.statusColor('CONFIRM_FAILED')).toBe('red');
  });

  it('has no page for a product that has none yet, but names it in the filter', () => {
    expect(orderLink(item({ product: 'FLIGHT' }))).toBeNull();
    expect(actLink(item({ product: 'CAR', waitType: 'WAIT_PAY' }))).toBeNull();
    expect(PRODUCT_FILTERS).toEqual(['ALL', 'TRAIN', 'HOTEL', 'FLIGHT', 'CAR']);
  });

  it('reads the product and page of the address, ignoring what it does not know', () => {
    expect(productOfParam('TRAIN')).toBe('TRAIN');
    expect(productOfParam('BOAT')).toBeNull();
    expect(productOfParam(null)).toBeNull();
    expect(pageOfParam('3')).toBe(3);
    expect(pageOfParam('0')).toBe(1);
    expect(pageOfParam('x')).toBe(1);
  });
});
