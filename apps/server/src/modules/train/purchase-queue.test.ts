import { describe, expect, it } from 'vitest';
import { purchaseQueueOf, purchaseTypeName } from './purchase-queue';

const selling = { selling: true, sellingResumesAt: null };
const night = { selling: false, sellingResumesAt: '2026-06-02T06:00:00+08:00' };
const onSale = { saleStatus: 'onSale' as const, saleOpenTime: null, saleCloseTime: '2026-06-02T09:30:00+08:00' };
const presale = (opens: string) => ({ saleStatus: 'presale' as const, saleOpenTime: opens, saleCloseTime: '2026-06-20T09:30:00+08:00' });

describe('the purchase queue rule', () => {
  it('buys at once what is on sale while the railway sells', () => {
    expect(purchaseQueueOf(selling, [onSale])).toBeNull();
  });

  it('queues a presale date until it opens, the latest opening of the trips', () => {
    expect(purchaseQueueOf(selling, [presale('2026-06-07T08:00:00+08:00')])).toEqual({ kind: 2, purchaseAt: new Date('2026-06-07T08:00:00+08:00') });
    const transfer = purchaseQueueOf(night, [presale('2026-06-07T08:00:00+08:00'), presale('2026-06-08T08:00:00+08:00')]);
    expect(transfer).toEqual({ kind: 2, purchaseAt: new Date('2026-06-08T08:00:00+08:00') });
  });

  it('queues a booking during the nightly close as a night order until sales reopen', () => {
    expect(purchaseQueueOf(night, [onSale])).toEqual({ kind: 1, purchaseAt: new Date('2026-06-02T06:00:00+08:00') });
  });

  it('refuses a queue that would buy after the sale closed', () => {
    expect(purchaseQueueOf(night, [{ ...onSale, saleCloseTime: '2026-06-02T05:30:00+08:00' }])).toBe('closed');
    expect(purchaseQueueOf(night, [{ ...onSale, saleCloseTime: '2026-06-02T06:00:00+08:00' }])).toBe('closed');
  });

  it('names the purchase kinds as the order detail does', () => {
    expect([0, 1, 2, 6, 7].map(purchaseTypeName)).toEqual(['order', 'night', 'pre', 'alternate', 'order']);
  });
});
