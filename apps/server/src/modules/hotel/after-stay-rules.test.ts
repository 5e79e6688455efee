import { describe, expect, it } from 'vitest';
import { applicationDecision } from '../../suppliers/hotel/applications';
import { applyCancelRefusal, applyCheckoutRefusal, applyFlags } from './apply-rules';
import type { CancelRule } from './hotel-port';
import { staffFeedbackStatusOf } from './staff-feedback-rules';

const noCancel: CancelRule = { type: 'NO_CANCEL' } as CancelRule;
const free: CancelRule = { type: 'FREE_CANCEL', freeCancelUntil: '2026-01-01T00:00:00Z' } as CancelRule;

describe('staff feedback status (spec 4: 1 needs, 2 done, 3 overdue)', () => {
  const o = { travelType: 0, status: 'CHECKED_OUT' as const, checkoutDate: '2026-03-10' };
  it('is asked of a business stay from its checkout date, overdue after the deadline', () => {
    expect(staffFeedbackStatusOf({ ...o, status: 'CHECKED_IN' }, false, '2026-03-09')).toBeNull();
    expect(staffFeedbackStatusOf(o, false, '2026-03-10')).toBe(1);
    expect(staffFeedbackStatusOf(o, false, '2026-03-13')).toBe(1);
    expect(staffFeedbackStatusOf(o, false, '2026-03-14')).toBe(3);
    expect(staffFeedbackStatusOf(o, true, '2026-03-14')).toBe(2);
  });
  it('is never asked of a private stay or a stay that did not happen', () => {
    expect(staffFeedbackStatusOf({ ...o, travelType: 1 }, false, '2026-03-11')).toBeNull();
    expect(staffFeedbackStatusOf({ ...o, status: 'NO_SHOW' }, false, '2026-03-11')).toBeNull();
    expect(staffFeedbackStatusOf({ ...o, status: 'CANCELED' }, false, '2026-03-11')).toBeNull();
  });
});

describe('apply cancel and checkout (actions 18, 19)', () => {
  it('opens cancel only for a confirmed stay the traveller cannot cancel free, once', () => {
    expect(applyCancelRefusal({ status: 'CONFIRMED' }, { canCancelType: 'NO_OPERATE_BUT_SHOW', penalty: 0 })).toBeNull();
    expect(applyCancelRefusal({ status: 'CONFIRMED' }, { canCancelType: 'YES', penalty: 100 })).toBeNull();
    expect(applyCancelRefusal({ status: 'CONFIRMED' }, { canCancelType: 'YES', penalty: 0 })).toBe('NOT_NEEDED');
    expect(applyCancelRefusal({ status: 'WAIT_PAY' }, { canCancelType: 'YES', penalty: 0 })).toBe('STATUS');
    expect(applyCancelRefusal({ status: 'CONFIRMED' }, { canCancelType: 'NO_OPERATE_BUT_SHOW', penalty: 0 }, { status: 'APPLYING' })).toBe('WAITING');
    expect(applyCancelRefusal({ status: 'CONFIRMED' }, { canCancelType: 'NO_OPERATE_BUT_SHOW', penalty: 0 }, { status: 'REFUSED' })).toBe('ANSWERED');
  });
  it('opens checkout after check-in with a night to give up, when the traveller may not leave early free', () => {
    const o = { status: 'CHECKED_IN' as const, cancelRule: noCancel, checkinDate: '2026-03-01', checkoutDate: '2026-03-05' };
    expect(applyCheckoutRefusal(o, '2026-03-02', null)).toBeNull();
    expect(applyCheckoutRefusal({ ...o, cancelRule: free }, '2026-03-02', 0)).toBe('NOT_NEEDED');
    expect(applyCheckoutRefusal({ ...o, cancelRule: free }, '2026-03-02', 5000)).toBeNull();
    expect(applyCheckoutRefusal(o, '2026-03-04', null)).toBeNull();
    expect(applyCheckoutRefusal(o, '2026-03-05', null)).toBe('STATUS');
    expect(applyCheckoutRefusal({ ...o, status: 'CONFIRMED' }, '2026-02-27', null)).toBe('STATUS');
  });
  it('shows the flags to administrators only', () => {
    expect(applyFlags(false, { CANCEL: null, CHECKOUT: null })).toEqual({ canApplyCancel: false, canApplyCheckout: false });
    expect(applyFlags(true, { CANCEL: null, CHECKOUT: 'STATUS' })).toEqual({ canApplyCancel: true, canApplyCheckout: false });
  });
});

describe('the hotel sandbox’s answer to an application', () => {
  const night = new Date('2026-03-10T06:00:00Z');
  const hoursBefore = (h: number) => new Date(night.getTime() - h * 3_600_000);
  it('waives two days ahead, charges the first night one day ahead, refuses later', () => {
    expect(applicationDecision(night, 300, 2, hoursBefore(48))).toEqual({ decision: 'AGREED', penalty: 0 });
    expect(applicationDecision(night, 300, 2, hoursBefore(47.9))).toEqual({ decision: 'AGREED', penalty: 600 });
    expect(applicationDecision(night, 300, 2, hoursBefore(24))).toEqual({ decision: 'AGREED', penalty: 600 });
    expect(applicationDecision(night, 300, 2, hoursBefore(23.9))).toEqual({ decision: 'REFUSED', penalty: 0 });
  });
});
