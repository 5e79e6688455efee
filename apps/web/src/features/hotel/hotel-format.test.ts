import { describe, expect, it } from 'vitest';
import { cancelRuleOf, distanceText, planButton, priceText, starMarks } from './hotel-format';

const control = (exceeding: boolean, forbidden: boolean) => ({ exceeding, forbidden, mixedPay: false, handleTypes: '', standard: 30000, exceedDates: [] });

describe('hotel format', () => {
  it('shows distances from 0.01 km with two decimals', () => {
    expect(distanceText(1.254)).toBe('1.25 km');
    expect(distanceText(0.009)).toBeNull();
    expect(distanceText(null)).toBeNull();
  });

  it('shows CNY with the yen sign and a local currency with its CNY equivalent', () => {
    expect(priceText({ amount: 45000, currency: 'CNY' }, 45000, 'en')).toEqual({ main: '¥450.00', cny: null });
    expect(priceText({ amount: 12000, currency: 'USD' }, 86500, 'en')).toEqual({ main: '$120.00', cny: '≈ ¥865.00' });
  });

  it('writes room prices without thousand separators (spec 5)', () => {
    expect(priceText({ amount: 124250, currency: 'CNY' }, 124250, 'en').main).toBe('¥1242.50');
    const yen = priceText({ amount: 25000, currency: 'JPY' }, 120000, 'de');
    expect(yen.main).toMatch(/^25000\s¥$/u);
    expect(yen.cny).toMatch(/^≈ 1200,00\s¥$/u);
  });

  it('writes stars as marks', () => {
    expect(starMarks(4)).toBe('★★★★');
  });

  it('reads cancel rules', () => {
    expect(cancelRuleOf({ cancelPolicyType: 'NO_CANCEL', freeCancelTime: null, penalties: [] })).toEqual({ kind: 'none' });
    expect(cancelRuleOf({ cancelPolicyType: 'FREE_CANCEL', freeCancelTime: '2031-07-01T10:00:00Z', penalties: [] })).toEqual({ kind: 'free', until: '2031-07-01T10:00:00Z' });
    const penalty = { from: '2031-07-01T10:00:00Z', kind: 'FIRST_NIGHT' as const, value: 1, amount: { amount: 30000, currency: 'CNY' } };
    expect(cancelRuleOf({ cancelPolicyType: 'CANCEL_AND_PENALTY', freeCancelTime: null, penalties: [penalty] }).kind).toBe('penalty');
  });

  it('enables Book only for bookable plans the policy does not forbid', () => {
    expect(planButton({ soldState: 'CAN_BOOK', tmcControl: control(false, false) })).toEqual({ label: 'CAN_BOOK', enabled: true });
    expect(planButton({ soldState: 'CAN_BOOK', tmcControl: control(true, false) })).toEqual({ label: 'CAN_BOOK', enabled: true });
    expect(planButton({ soldState: 'CAN_BOOK', tmcControl: control(true, true) })).toEqual({ label: 'FORBIDDEN', enabled: false });
    expect(planButton({ soldState: 'PART_FULL', tmcControl: control(false, false) })).toEqual({ label: 'PART_FULL', enabled: false });
    expect(planButton({ soldState: 'NOT_BOOK', tmcControl: control(false, false) }).enabled).toBe(false);
  });
});
