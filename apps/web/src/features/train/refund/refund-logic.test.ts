import { describe, expect, it } from 'vitest';
import { composeReason, hoursBetween, isRefundProcessing, quoteSecondsLeft, railDateTime, ratePercent, REFUND_STATUS_COLOR, refundRuleKey, selectionKey, serverSkewMs } from './refund-logic';

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

describe('quote countdown', () => {
  const received = Date.parse('2026-03-01T10:00:00Z');
  it('ignores the rounding of hoursBefore but follows a moved server clock', () => {
    // 72 h before a departure at 2026-03-04T10:00Z, seen exactly when received: no skew.
    expect(serverSkewMs('2026-03-04T10:00:00.000Z', 72, received)).toBe(0);
    // Rounded to 0.01 h (36 s): still no skew.
    expect(serverSkewMs('2026-03-04T10:00:30.000Z', 72, received)).toBe(0);
    // The server is 11 minutes ahead (test clock).
    expect(serverSkewMs('2026-03-04T10:00:00.000Z', 72 - 11 / 60, received)).toBeCloseTo(11 * 60_000, -2);
  });

  it('counts down to the expiry by the server clock, never below zero', () => {
    expect(quoteSecondsLeft('2026-03-01T10:10:00Z', received, 0)).toBe(600);
    expect(quoteSecondsLeft('2026-03-01T10:10:00Z', received, 11 * 60_000)).toBe(0);
    expect(quoteSecondsLeft('2026-03-01T10:21:00Z', received, 11 * 60_000)).toBe(600);
  });
});

describe('refund helpers', () => {
  it('composes the reason from the choice and the free text', () => {
    expect(composeReason('PLAN_CHANGED', 'Travel plans changed', '')).toBe('Travel plans changed');
    expect(composeReason('PLAN_CHANGED', 'Travel plans changed', ' meeting moved ')).toBe('Travel plans changed: meeting moved');
    expect(composeReason('OTHER', 'Other reason', ' lost my bag ')).toBe('lost my bag');
  });

  it('reads instants on the railway clock (UTC+8)', () => {
    expect(railDateTime('2026-03-04T01:30:00.000Z')).toBe('2026-03-04 09:30');
    expect(railDateTime('2026-03-04T20:05:00.000Z')).toBe('2026-03-05 04:05');
    expect(railDateTime('2026-03-04T09:30:00+08:00')).toBe('2026-03-04 09:30');
    expect(hoursBetween('2026-03-01T00:00:00Z', '2026-03-04T00:00:00Z')).toBe(72);
  });

  it('keys a selection independently of the order of clicks', () => {
    expect(selectionKey(['b', 'a', 'b'])).toEqual(['a', 'b']);
  });
});
