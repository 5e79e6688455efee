import { describe, expect, it } from 'vitest';
import { hotelCandidateSchema } from '@travel/contracts/policy/control';
import { hotelStandardSchema } from '@travel/contracts/policy/standards';
import { cityTierOf } from './city-tiers';
import { exceedHandleTypes, hotelCapFor, judgeHotel, judgeLowPrice, judgeNights } from './hotel-rules';
import { splitNights } from './payment-split';
import { sharedRoomStandard } from './shared-room';

const SHANGHAI = '156310000';
const BEIJING = '156110000';
const CHENGDU = '156510100';
const LHASA = '156540100';
const TOKYO = '392TYO';

const standard = hotelStandardSchema.parse({
  defaultCap: 50000,
  tierCaps: [
    { tier: 1, amount: 60000 },
    { tier: 2, amount: 55000 },
  ],
  cityCaps: [{ cityId: SHANGHAI, amount: 65000 }],
});

const stay = (prices: number[], extra: Record<string, unknown> = {}) =>
  hotelCandidateSchema.parse({
    product: 'HOTEL',
    cityId: BEIJING,
    nightlyPrices: prices.map((amount, i) => ({ date: `2025-03-${String(10 + i).padStart(2, '0')}`, amount })),
    ...extra,
  });

describe('hotel caps', () => {
  it('knows the city tiers: tier-1 and tier-2 Chinese cities, everything else tier 3', () => {
    expect([SHANGHAI, BEIJING, '156440300', CHENGDU, LHASA, TOKYO].map(cityTierOf)).toEqual([1, 1, 1, 2, 3, 3]);
  });

  it('looks the cap up by city, then tier, then default; no standard is no limit', () => {
    expect(hotelCapFor(standard, SHANGHAI)).toBe(65000);
    expect(hotelCapFor(standard, BEIJING)).toBe(60000);
    expect(hotelCapFor(standard, CHENGDU)).toBe(55000);
    expect(hotelCapFor(standard, LHASA)).toBe(50000);
    expect(hotelCapFor(standard, TOKYO)).toBe(50000);
    expect(hotelCapFor(undefined, BEIJING)).toBe(-1);
  });

  it('checks each night, not the average: one dear night violates although the average is within the cap', () => {
    const candidate = stay([50000, 50000, 75000]); // average 58333 < 60000
    const hits = judgeNights('HOTEL_NIGHTLY_CAP', 60000, candidate, '3');
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({ date: '2025-03-12', limit: '600.00 CNY', actual: '750.00 CNY', limitAmount: { amount: 60000, currency: 'CNY' } });
    expect(judgeNights('HOTEL_NIGHTLY_CAP', 60000, stay([60000, 60000]), '3')).toEqual([]);
    expect(judgeNights('HOTEL_NIGHTLY_CAP', -1, stay([999999]), '3')).toEqual([]);
  });

  it.each([
    [0, '3'],
    [5, '2'],
    [4, '8'],
    [1, '6'],
    [3, '6'],
  ])('travelRuleViolationControl %s handles an exceed as %s', (control, handle) => {
    expect(exceedHandleTypes(control)).toBe(handle);
    const { hits } = judgeHotel(standard, stay([70000]), { lowPriceAdvice: 0, travelRuleViolationControl: control });
    expect(hits.map((h) => h.handleTypes)).toEqual([handle]);
  });
});

describe('low-price control', () => {
  const dear = stay([40000, 42000], { lowestAveragePrice: 30000 }); // average 41000, within the cap

  it('0: off', () => {
    expect(judgeLowPrice(0, dear)).toEqual([]);
  });
  it('1: a reason is needed', () => {
    expect(judgeLowPrice(1, dear)).toMatchObject([{ rule: 'HOTEL_LOW_PRICE', handleTypes: '3', limit: '300.00 CNY', actual: '410.00 CNY' }]);
  });
  it('2: shown without a reason', () => {
    expect(judgeLowPrice(2, dear)).toMatchObject([{ rule: 'HOTEL_LOW_PRICE', handleTypes: '5' }]);
  });
  it('nothing fires at the lowest price or without one', () => {
    expect(judgeLowPrice(1, stay([30000], { lowestAveragePrice: 30000 }))).toEqual([]);
    expect(judgeLowPrice(1, stay([90000]))).toEqual([]);
  });
});

describe('mixed pay', () => {
  it('splits night by night: the company pays up to the standard, the traveller the excess', () => {
    const split = splitNights(
      [
        { date: '2025-03-10', amount: 55000 },
        { date: '2025-03-11', amount: 72000 },
        { date: '2025-03-12', amount: 60000 },
      ],
      60000,
      'CNY',
    );
    expect(split.nights).toEqual([
      { date: '2025-03-10', price: 55000, standard: 60000, company: 55000, personal: 0 },
      { date: '2025-03-11', price: 72000, standard: 60000, company: 60000, personal: 12000 },
      { date: '2025-03-12', price: 60000, standard: 60000, company: 60000, personal: 0 },
    ]);
    expect(split.companyAmount).toEqual({ amount: 175000, currency: 'CNY' });
    expect(split.personalAmount).toEqual({ amount: 12000, currency: 'CNY' });
  });

  it('pays all personally when transferred to private, and nothing personally without a limit', () => {
    const nights = [{ date: '2025-03-10', amount: 70000 }];
    expect(splitNights(nights, 60000, 'CNY', true).personalAmount.amount).toBe(70000);
    expect(splitNights(nights, -1, 'CNY').personalAmount.amount).toBe(0);
  });
});

describe('shared room', () => {
  it('SUM adds the roommates’ caps', () => {
    expect(sharedRoomStandard([50000, 60000], 'SUM', 0)).toBe(110000);
  });
  it('HIGHEST_PLUS_PERCENT takes the highest cap plus a percent, rounded down', () => {
    expect(sharedRoomStandard([50000, 60000], 'HIGHEST_PLUS_PERCENT', 20)).toBe(72000);
    expect(sharedRoomStandard([33333, 10000], 'HIGHEST_PLUS_PERCENT', 15)).toBe(38332);
  });
  it('-1 anywhere means no limit, in either mode', () => {
    expect(sharedRoomStandard([50000, -1], 'SUM', 0)).toBe(-1);
    expect(sharedRoomStandard([-1, 60000], 'HIGHEST_PLUS_PERCENT', 50)).toBe(-1);
  });
});
