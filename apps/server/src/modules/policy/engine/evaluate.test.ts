import { describe, expect, it } from 'vitest';
import { candidateSchema, hotelCandidateSchema } from '@travel/contracts/policy/control';
import { carStandardSchema, flightStandardSchema, hotelStandardSchema, trainStandardSchema } from '@travel/contracts/policy/standards';
import { evaluatePolicy, evaluateSharedRoomPolicy, type EngineTraveller, type HotelPolicyConfig, type StandardsByProduct } from './evaluate';

const NOW = new Date('2025-03-01T00:00:00Z');
const BEIJING = '156110000';

const staff: StandardsByProduct = {
  TRAIN: trainStandardSchema.parse({ allowedSeatClasses: ['SECOND'], highestStandard: '5', handleTypes: '3', controlSeconds: 30 }),
  HOTEL: hotelStandardSchema.parse({ defaultCap: 50000, tierCaps: [{ tier: 1, amount: 60000 }], controlSeconds: 90 }),
  FLIGHT: flightStandardSchema.parse({ cabinLevelLimit: 2, rules: [{ ruleType: 'BUNK', handleTypes: '4', rulePriority: 1 }] }),
  CAR: carStandardSchema.parse({ allowedRideTypes: ['STANDARD'], priceLimit: 20000, handling: 'NONE' }),
};
const traveller = (name: string, standards: StandardsByProduct = staff, travelLevel = 'L3'): EngineTraveller => ({
  passengerId: null,
  memberId: `mem-${name}`,
  name,
  travelLevel,
  standards,
});
const hotelControl = (over: Partial<HotelPolicyConfig> = {}): HotelPolicyConfig => ({
  lowPriceAdvice: 0,
  travelRuleViolationControl: 0,
  shareStandard: { mode: 'SUM', percent: 0 },
  ...over,
});
const run = (candidate: Record<string, unknown>, opts: { travellers?: EngineTraveller[]; control?: Partial<HotelPolicyConfig>; private?: boolean; locale?: 'en' | 'zh-CN' } = {}) =>
  evaluatePolicy({
    travelType: opts.private ? 'PRIVATE' : 'BUSINESS',
    candidate: candidateSchema.parse(candidate),
    travellers: opts.travellers ?? [traveller('wei')],
    hotelControl: hotelControl(opts.control),
    now: NOW,
    locale: opts.locale ?? 'en',
  });
const hotel = (prices: number[], extra: Record<string, unknown> = {}) => ({
  product: 'HOTEL',
  cityId: BEIJING,
  nightlyPrices: prices.map((amount, i) => ({ date: `2025-03-1${i}`, amount })),
  ...extra,
});
const trainWith = (handleTypes: string) => ({ ...staff, TRAIN: trainStandardSchema.parse({ allowedSeatClasses: ['SECOND'], highestStandard: '5', handleTypes }) });

describe('the engine reaches every outcome', () => {
  it.each([
    ['SUCCESS', { product: 'TRAIN', seatClass: 'SECOND', price: 55300 }, {}],
    ['TIP_REASON', { product: 'TRAIN', seatClass: 'FIRST', price: 93300 }, {}],
    ['TIP', { product: 'CAR', rideType: 'LUXURY', estimatedPrice: 1000 }, {}],
    ['TIP_APPROVAL', { product: 'FLIGHT', cabinLevel: 1, price: 300000, departureTime: '2025-03-20T08:00:00Z' }, {}],
    ['DENNY', hotel([70000]), { travelRuleViolationControl: 1 }],
    ['TO_PRIVATE', hotel([70000]), { travelRuleViolationControl: 5 }],
    ['HYBRID_PAYMENT', hotel([70000]), { travelRuleViolationControl: 4 }],
    ['TIP_REASON_WITHOUT_LOW_PRICE', hotel([70000], { lowestAveragePrice: 40000 }), { lowPriceAdvice: 2 }],
  ] as const)('%s', (outcome, candidate, control) => {
    const r = run(candidate, { control });
    expect(r.outcome).toBe(outcome);
    expect(r.travellers[0]!.outcome).toBe(outcome);
  });

  it('SECOND_APPROVAL and SHOW_AND_DENNY come from the standard’s handle types', () => {
    const first = { product: 'TRAIN', seatClass: 'FIRST', price: 93300 };
    expect(run(first, { travellers: [traveller('a', trainWith('1'))] })).toMatchObject({ outcome: 'SECOND_APPROVAL', approvalType: '1', checkResult: 'SUCCESS' });
    expect(run(first, { travellers: [traveller('a', trainWith('7'))] })).toMatchObject({ outcome: 'SHOW_AND_DENNY', approvalType: null, checkResult: 'DENNY' });
    expect(run(first, { travellers: [traveller('a', trainWith('2|1'))] })).toMatchObject({ outcome: 'TO_PRIVATE', approvalType: '1|8', checkResult: 'CHARGE_HYBRID_PAYMENT' });
  });
});

describe('hotel through the engine', () => {
  it('a stay whose average is within the cap but one night over violates that night only', () => {
    const r = run(hotel([50000, 50000, 75000])); // average 58333, cap 60000 in Beijing
    expect(r.outcome).toBe('TIP_REASON');
    expect(r.travellers[0]!.violations.map((v) => [v.rule, v.date, v.limit, v.actual])).toEqual([['HOTEL_NIGHTLY_CAP', '2025-03-12', '600.00 CNY', '750.00 CNY']]);
    expect(r.travellers[0]!.violations[0]!.description).toBe('The night of 03/12/2025 costs 750.00 CNY, above your hotel standard of 600.00 CNY per night.');
  });

  it('mixed pay carries the night-by-night split on the traveller', () => {
    const r = run(hotel([55000, 72000]), { control: { travelRuleViolationControl: 4 } });
    expect(r).toMatchObject({ outcome: 'HYBRID_PAYMENT', checkResult: 'TMC_HYBRID_PAYMENT', approvalType: '8', handleTypes: '8' });
    expect(r.travellers[0]!.payment).toEqual({
      companyAmount: { amount: 115000, currency: 'CNY' },
      personalAmount: { amount: 12000, currency: 'CNY' },
      nights: [
        { date: '2025-03-10', price: 55000, standard: 60000, company: 55000, personal: 0 },
        { date: '2025-03-11', price: 72000, standard: 60000, company: 60000, personal: 12000 },
      ],
    });
  });

  it('personal pay moves every night to the traveller; other outcomes carry no split', () => {
    expect(run(hotel([70000]), { control: { travelRuleViolationControl: 5 } }).travellers[0]!.payment!.personalAmount.amount).toBe(70000);
    expect(run(hotel([70000])).travellers[0]!.payment).toBeNull();
  });

  it('low-price control 1 asks a reason, 2 only shows it; 2 with an exceed is TIP_REASON_WITHOUT_LOW_PRICE', () => {
    const cheaper = hotel([45000], { lowestAveragePrice: 30000 });
    expect(run(cheaper, { control: { lowPriceAdvice: 0 } }).outcome).toBe('SUCCESS');
    expect(run(cheaper, { control: { lowPriceAdvice: 1 } }).outcome).toBe('TIP_REASON');
    expect(run(cheaper, { control: { lowPriceAdvice: 2 } }).outcome).toBe('TIP');
    const both = hotel([70000], { lowestAveragePrice: 30000 });
    expect(run(both, { control: { lowPriceAdvice: 1 } }).outcome).toBe('TIP_REASON');
    expect(run(both, { control: { lowPriceAdvice: 2 } })).toMatchObject({ outcome: 'TIP_REASON_WITHOUT_LOW_PRICE', checkResult: 'TIP_REASON', handleTypes: '3|5' });
  });
});

describe('several travellers, private trips, strength and words', () => {
  it('judges each traveller by their own standards; the booking takes the strictest', () => {
    const open = traveller('boss', { HOTEL: hotelStandardSchema.parse({ defaultCap: -1, controlSeconds: 150 }) }, 'L1');
    const r = run(hotel([70000]), { travellers: [traveller('wei'), open] });
    expect(r.travellers.map((t) => t.outcome)).toEqual(['TIP_REASON', 'SUCCESS']);
    expect(r).toMatchObject({ outcome: 'TIP_REASON', handleTypes: '3', approvalType: '3', checkResult: 'TIP_REASON', controlStrength: 'WEAK' });
  });

  it('unions handle types across travellers for the approval type', () => {
    const approver = traveller('li', trainWith('1'));
    const payer = traveller('wang', trainWith('8'));
    const r = run({ product: 'TRAIN', seatClass: 'FIRST', price: 93300 }, { travellers: [approver, payer] });
    expect(r).toMatchObject({ outcome: 'HYBRID_PAYMENT', handleTypes: '1|8', approvalType: '1|8' });
    // no money limit on a seat class: the traveller who pays personally pays it all
    expect(r.travellers[1]!.payment).toMatchObject({ companyAmount: { amount: 0 }, personalAmount: { amount: 93300 } });
  });

  it('never controls a private trip', () => {
    const r = run(hotel([900000]), { private: true, control: { travelRuleViolationControl: 1 } });
    expect(r).toMatchObject({ outcome: 'SUCCESS', handleTypes: '', approvalType: null, checkResult: 'SUCCESS', controlStrength: null, travelType: 'PRIVATE' });
    expect(r.travellers[0]!.violations).toEqual([]);
  });

  it('reports the strength of the product’s standard, none without one', () => {
    expect(run({ product: 'TRAIN', seatClass: 'SECOND', price: 1 }).controlStrength).toBe('STRONG');
    expect(run({ product: 'CAR', rideType: 'STANDARD', estimatedPrice: 1 }).controlStrength).toBeNull();
    expect(run({ product: 'TRAIN', seatClass: 'FIRST', price: 1 }, { travellers: [traveller('x', {})] })).toMatchObject({ outcome: 'SUCCESS', controlStrength: null });
  });

  it('says why in the caller’s language', () => {
    const zh = run({ product: 'TRAIN', seatClass: 'FIRST', price: 93300 }, { locale: 'zh-CN' }).travellers[0]!.violations;
    expect(zh.map((v) => v.description)).toEqual(['一等座不在您的差旅标准允许的席别内（二等座）。', '一等座高于您的最高火车标准：二等座。']);
    const en = run({ product: 'CAR', rideType: 'STANDARD', estimatedPrice: 25000 }).travellers[0]!.violations[0]!;
    expect(en).toMatchObject({ rule: 'CAR_PRICE_LIMIT', ruleType: 'PRICE_LIMIT', handleTypes: '5', limitAmount: { amount: 20000, currency: 'CNY' }, actualAmount: { amount: 25000, currency: 'CNY' } });
    expect(en.description).toBe('The estimated price of 250.00 CNY is above your car price limit of 200.00 CNY.');
  });
});

describe('shared room', () => {
  const room = (prices: number[], control: Partial<HotelPolicyConfig>, travellers = [traveller('a'), traveller('b')]) =>
    evaluateSharedRoomPolicy({
      travelType: 'BUSINESS',
      candidate: hotelCandidateSchema.parse(hotel(prices)),
      travellers,
      hotelControl: hotelControl(control),
      now: NOW,
      locale: 'en',
    });

  it('SUM: two 600.00 caps allow 1200.00 a night', () => {
    expect(room([110000], {})).toMatchObject({ outcome: 'SUCCESS', shareMode: 'SUM', sharedStandard: 120000 });
    const over = room([125000], { travelRuleViolationControl: 4 });
    expect(over).toMatchObject({ outcome: 'HYBRID_PAYMENT', sharedStandard: 120000 });
    expect(over.travellers[0]!.violations[0]).toMatchObject({ rule: 'HOTEL_SHARED_ROOM', limit: '1200.00 CNY', actual: '1250.00 CNY' });
    expect(over.travellers[1]!.payment!.personalAmount.amount).toBe(5000);
  });

  it('HIGHEST_PLUS_PERCENT: the highest cap plus the percent', () => {
    const r = room([75000], { shareStandard: { mode: 'HIGHEST_PLUS_PERCENT', percent: 20 } });
    expect(r).toMatchObject({ outcome: 'TIP_REASON', shareMode: 'HIGHEST_PLUS_PERCENT', sharedStandard: 72000 });
  });

  it('a roommate without a limit leaves the room without one', () => {
    const open = traveller('boss', { HOTEL: hotelStandardSchema.parse({ defaultCap: -1 }) });
    expect(room([500000], { shareStandard: { mode: 'HIGHEST_PLUS_PERCENT', percent: 20 } }, [traveller('a'), open])).toMatchObject({ outcome: 'SUCCESS', sharedStandard: -1 });
  });
});
