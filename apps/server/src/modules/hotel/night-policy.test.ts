import { describe, expect, it } from 'vitest';
import type { HotelNightStandard } from '../policy/control-service';
import { markPlan, nightCap } from './night-policy';
import { nights, offer } from './rate-plan-fixtures';

const checkin = '2026-12-01';
// What hotelNightStandard reads from travelRuleViolationControl: 0 a reason (3), 4 mixed pay (8), 1 forbidden (6).
const explain: HotelNightStandard = { standard: 50000, currency: 'CNY', handleTypes: '3', mixedPay: false, forbidden: false };
const mixed: HotelNightStandard = { ...explain, handleTypes: '8', mixedPay: true };
const forbid: HotelNightStandard = { ...explain, handleTypes: '6', forbidden: true };

describe('per-night policy marks', () => {
  const overSecond = offer({ nights: nights(checkin, [48000, 52000, 50000]) });

  it('marks only the night over the standard, with its date; a night at the standard is within', () => {
    const { tmcControl, averageWithin } = markPlan(overSecond, explain, nightCap(explain, 'CNY'));
    expect(tmcControl).toEqual({ exceeding: true, mixedPay: false, forbidden: false, handleTypes: '3', standard: 50000, exceedDates: ['2026-12-02'] });
    expect(averageWithin).toBe(true);
  });

  it('tells mixed pay or forbidden from the enterprise control, only on a plan that goes over', () => {
    expect(markPlan(overSecond, mixed, nightCap(mixed, 'CNY')).tmcControl).toMatchObject({ exceeding: true, mixedPay: true, forbidden: false, handleTypes: '8' });
    expect(markPlan(overSecond, forbid, nightCap(forbid, 'CNY')).tmcControl).toMatchObject({ exceeding: true, mixedPay: false, forbidden: true });
    const within = offer({ nights: nights(checkin, [40000, 45000]) });
    expect(markPlan(within, forbid, nightCap(forbid, 'CNY')).tmcControl).toMatchObject({ exceeding: false, forbidden: false, handleTypes: '', exceedDates: [] });
  });

  it('averages over the standard even when only one night is (the travel-standard filter)', () => {
    const plan = offer({ nights: nights(checkin, [40000, 70000]) });
    expect(markPlan(plan, explain, nightCap(explain, 'CNY')).averageWithin).toBe(false);
  });

  it('marks nothing for a private trip, no limit, or a standard in a third currency', () => {
    const dear = offer({ nights: nights(checkin, [900000]) });
    expect(markPlan(dear, null, nightCap(null, 'CNY'))).toEqual({ tmcControl: { exceeding: false, mixedPay: false, forbidden: false, handleTypes: '', standard: -1, exceedDates: [] }, averageWithin: true });
    const none: HotelNightStandard = { standard: -1, currency: 'CNY', handleTypes: '', mixedPay: false, forbidden: false };
    expect(markPlan(dear, none, nightCap(none, 'CNY')).tmcControl.exceeding).toBe(false);
    const usd: HotelNightStandard = { ...explain, currency: 'USD' };
    expect(nightCap(usd, 'JPY')).toBeNull();
    expect(markPlan(dear, usd, nightCap(usd, 'JPY')).tmcControl).toMatchObject({ exceeding: false, standard: 50000 });
  });

  it("compares in the hotel's own currency when the standard shares it, else in CNY", () => {
    const usdNights = nights(checkin, [20000, 30000]).map((n) => ({ ...n, price: { amount: n.price.amount / 100, currency: 'USD' } }));
    const usdStandard: HotelNightStandard = { ...explain, standard: 250, currency: 'USD' };
    expect(markPlan(offer({ nights: usdNights }), usdStandard, nightCap(usdStandard, 'USD')).tmcControl.exceedDates).toEqual(['2026-12-02']);
    expect(markPlan(offer({ nights: usdNights }), explain, nightCap(explain, 'USD')).tmcControl.exceeding).toBe(false);
  });
});
