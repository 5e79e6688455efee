import { describe, expect, it } from 'vitest';
import { nights, offer } from './rate-plan-fixtures';
import { averageHalfUp, planPrices } from './rate-plan-price';

const checkin = '2026-12-01';

describe('rate plan prices', () => {
  it('averages per night rounded half up', () => {
    expect(averageHalfUp(1001, 2)).toBe(501);
    expect(averageHalfUp(1003, 3)).toBe(334);
    expect(averageHalfUp(1000, 3)).toBe(333);
    expect(averageHalfUp(0, 0)).toBe(0);
  });

  it('gives totals, tax and fee and the price without them', () => {
    const plan = offer({ nights: nights(checkin, [40001, 40000]), taxAndFee: { amount: 8000, currency: 'CNY' } });
    expect(planPrices(plan, [plan])).toMatchObject({ averagePrice: 40001, averageCnyAmount: 40001, totalPrice: 80001, totalTaxAndFee: 8000, totalShowPriceExclusive: 72001, currency: 'CNY' });
  });

  it('measures a contract or member plan against the public price of the same room with the same breakfast', () => {
    const publicNoBreakfast = offer({ ratePlanId: 'PUB0', nights: nights(checkin, [45000, 45000]) });
    const publicBreakfast = offer({ ratePlanId: 'PUB1', breakfast: 1, nights: nights(checkin, [52000, 52000]) });
    const contract = offer({ ratePlanId: 'CON', sourceType: '1', breakfast: 1, nights: nights(checkin, [48000, 48000]) });
    const member = offer({ ratePlanId: 'MEM', memberRate: true, nights: nights(checkin, [43000, 43000]) });
    const plans = [publicNoBreakfast, publicBreakfast, contract, member];
    expect(planPrices(contract, plans)).toMatchObject({ averageGuidedPrice: 52000, averagePromotionAmount: 4000 });
    expect(planPrices(member, plans)).toMatchObject({ averageGuidedPrice: 45000, averagePromotionAmount: 2000 });
    expect(planPrices(publicBreakfast, plans)).toMatchObject({ averageGuidedPrice: 52000, averagePromotionAmount: 0 });
  });

  it('shows no saving when the contract rate is dearer than the public one, and its own price with no public sibling', () => {
    const pub = offer({ ratePlanId: 'PUB', nights: nights(checkin, [40000, 40000]) });
    const contract = offer({ ratePlanId: 'CON', sourceType: '1', nights: nights(checkin, [41000, 41000]) });
    expect(planPrices(contract, [pub, contract])).toMatchObject({ averageGuidedPrice: 40000, averagePromotionAmount: 0 });
    expect(planPrices(contract, [contract])).toMatchObject({ averageGuidedPrice: 41000, averagePromotionAmount: 0 });
  });
});
