import { describe, expect, it } from 'vitest';
import { nextPage } from './next-page';

const payOrder = (needPay: boolean) => ({ needPay }) as Parameters<typeof nextPage>[0]['payOrder'];

describe('where a new hotel order goes on', () => {
  it('guarantees a stay that waits for a card, pays one that waits for money, else opens the order', () => {
    expect(nextPage({ orderId: 'H1', orderStatus: 'WAIT_GUARANTEE', payOrder: null })).toBe('/hotel/guarantee/H1');
    expect(nextPage({ orderId: 'H1', orderStatus: 'WAIT_APPROVE', payOrder: null })).toBe('/hotel/orders/H1');
    expect(nextPage({ orderId: 'H1', orderStatus: 'WAIT_PAY', payOrder: payOrder(true) })).toBe('/hotel/pay/H1');
    expect(nextPage({ orderId: 'H1', orderStatus: 'WAIT_CONFIRM', payOrder: payOrder(false) })).toBe('/hotel/orders/H1');
    expect(nextPage({ orderId: 'H1', orderStatus: 'WAIT_CONFIRM', payOrder: null })).toBe('/hotel/orders/H1');
  });
});
