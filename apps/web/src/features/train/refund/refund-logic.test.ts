import { describe, expect, it } from 'vitest';
import { isRefundProcessing, ratePercent, REFUND_STATUS_COLOR, refundRuleKey } from './refund-logic';

describe('refund rule in words', () => {
  it('names a time tier by its band and keeps the other rules', () => {
    expect(refundRuleKey('TIER', 72)).toBe('TIER_48H');
    expect(refundRuleKey('TIER', 48)).toBe('TIER_48H');
    expect(refundRuleKey('TIER', 47.99)).toBe('TIER_24H');
    expect(refundRuleKey('TIER', 24)).toBe('TIER_24H');
    expect(refundRuleKey('TIER', 3)).toBe('TIER_UNDER_24H');
    expect(refundRuleKey('TIER', null)).toBe('TIER');
    expect(refundRuleKey('FREE', 300)).toBe('FREE');
    expect(refundRuleKey('EIGHT_DAY_KEPT', 300)).toBe('EIGHT_DAY_KEPT');
    expect(refundRuleKey('SPRING_FESTIVAL', 30)).toBe('SPRING_FESTIVAL');
  });

  it('shows basis points as a percentage in the language of the page', () => {
    expect(ratePercent(500, 'en')).toBe('5%');
    expect(ratePercent(1250, 'en')).toBe('12.5%');
    expect(ratePercent(2000, 'de')).toBe('20\u00a0%');
    expect(ratePercent(0, 'en')).toBe('0%');
  });
});

describe('refund status', () => {
  it('colours complete green, wait bill amber, reject red, canceled grey and the rest blue', () => {
    expect(REFUND_STATUS_COLOR.COMPLETE).toBe('green');
    expect(REFUND_STATUS_COLOR.WAIT_BILL).toBe('gold');
    expect(REFUND_STATUS_COLOR.REJECT).toBe('red');
    expect(REFUND_STATUS_COLOR.CANCELED).toBe('default');
    expect(REFUND_STATUS_COLOR.CREATED).toBe('blue');
  });

  it('polls only while the railway or the payment is at work', () => {
    expect(isRefundProcessing('CREATED')).toBe(true);
    expect(isRefundProcessing('REFUND_TICKET')).toBe(true);
    expect(isRefundProcessing('COMPLETE')).toBe(false);
    expect(isRefundProcessing('WAIT_CONFIRM')).toBe(false);
    expect(isRefundProcessing(undefined)).toBe(false);
  });
});
