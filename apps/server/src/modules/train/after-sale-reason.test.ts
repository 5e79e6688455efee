import { describe, expect, it } from 'vitest';
import { refundSubmitCall } from '@travel/contracts/train/refund';
import { afterSaleReason } from './after-sale-reason';

describe('the reason of a refund or change', () => {
  it('is read in the reader’s language, with the traveller’s own words after it', () => {
    expect(afterSaleReason('en', 'refund', 'PLAN_CHANGED', 'Meeting moved')).toBe('Travel plans changed: Meeting moved');
    expect(afterSaleReason('de', 'refund', 'PLAN_CHANGED', 'Meeting moved')).toBe('Reisepläne geändert: Meeting moved');
    expect(afterSaleReason('ja', 'change', 'LATER_TRAIN', null)).toBe('もっと遅い列車が必要');
  });

  it('is the words alone for OTHER or without a common reason (as older refunds were stored)', () => {
    expect(afterSaleReason('de', 'refund', 'OTHER', 'Visa refused')).toBe('Visa refused');
    expect(afterSaleReason('de', 'refund', null, 'Travel plans changed: Meeting moved')).toBe('Travel plans changed: Meeting moved');
    expect(afterSaleReason('en', 'refund', null, null)).toBeNull();
  });

  it('needs the traveller’s words without a common reason or with OTHER (the contract)', () => {
    const base = { orderId: 'o', quotationId: 'q', ticketIdList: ['t'] };
    expect(refundSubmitCall.input.safeParse({ ...base, reasonCode: 'ILLNESS' }).success).toBe(true);
    expect(refundSubmitCall.input.safeParse({ ...base, reason: 'Mine' }).success).toBe(true);
    const other = refundSubmitCall.input.safeParse({ ...base, reasonCode: 'OTHER', reason: '  ' });
    expect(other.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['reason', 'validation.required']]);
    expect(refundSubmitCall.input.safeParse({ ...base, reasonCode: 'NOPE', reason: 'x' }).success).toBe(false);
  });
});
