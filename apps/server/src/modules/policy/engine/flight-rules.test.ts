import { describe, expect, it } from 'vitest';
import { flightCandidateSchema } from '@travel/contracts/policy/control';
import { flightStandardSchema } from '@travel/contracts/policy/standards';
import { judgeFlight, keepsRule, overRate } from './flight-rules';
import { toViolation } from './violation';

const NOW = new Date('2025-03-01T00:00:00Z');
const flight = (extra: Record<string, unknown> = {}) =>
  flightCandidateSchema.parse({ product: 'FLIGHT', cabinLevel: 2, price: 110000, departureTime: '2025-03-20T08:00:00+08:00', ...extra });
const standardWith = (rules: unknown[], extra: Record<string, unknown> = {}) =>
  flightStandardSchema.parse({ cabinLevelLimit: 2, advanceBookingDays: 3, rules, ...extra });
const rulesFired = (rules: unknown[], candidate = flight(), extra: Record<string, unknown> = {}) =>
  judgeFlight(standardWith(rules, extra), candidate, NOW, 'en').map((h) => h.rule);

describe('flight cabin', () => {
  it('a cabin above the limit fires, handled as the BUNK rule says (a reason without one)', () => {
    expect(judgeFlight(standardWith([]), flight({ cabinLevel: 1 }), NOW, 'en')).toMatchObject([
      { rule: 'FLIGHT_BUNK', handleTypes: '3', limit: 'Economy class', actual: 'Business class' },
    ]);
    const bunk = [{ ruleType: 'BUNK', handleTypes: '6', rulePriority: 1 }];
    expect(judgeFlight(standardWith(bunk), flight({ cabinLevel: 0 }), NOW, 'en')[0]).toMatchObject({ handleTypes: '6', actual: 'First class' });
  });
  it('the cabin within the limit, or limit NONE (9), does not fire', () => {
    expect(rulesFired([], flight({ cabinLevel: 2 }))).toEqual([]);
    expect(rulesFired([], flight({ cabinLevel: 0 }), { cabinLevelLimit: 9 })).toEqual([]);
    expect(rulesFired([], flight({ cabinLevel: 1 }), { cabinLevelLimit: 1 })).toEqual([]);
  });
  it('premium economy reads as such', () => {
    expect(judgeFlight(standardWith([]), flight({ cabinLevel: 2, premiumEconomy: true }), NOW, 'en')).toEqual([]);
    expect(judgeFlight(standardWith([], { cabinLevelLimit: 1 }), flight({ cabinLevel: 0 }), NOW, 'zh-CN')[0]!.actual).toBe('头等舱');
  });
});

describe('flight rule filters', () => {
  it('computes the over-rate against a reference fare', () => {
    expect(overRate(110000, 100000)).toBe(10);
    expect(overRate(110000, undefined)).toBeNull();
    expect(overRate(110000, 0)).toBeNull();
  });

  it('nearby price is kept only above its approveRate', () => {
    const nearby = (approveRate: number) => [{ ruleType: 'NEARBY_PRICE', handleTypes: '3', rulePriority: 1, addInfo: { approveRate } }];
    expect(rulesFired(nearby(5), flight({ lowestFareInWindow: 100000 }))).toEqual(['FLIGHT_NEARBY_PRICE']);
    expect(rulesFired(nearby(10), flight({ lowestFareInWindow: 100000 }))).toEqual([]); // exactly at the rate: dropped
    expect(rulesFired(nearby(20), flight({ lowestFareInWindow: 100000 }))).toEqual([]);
    expect(rulesFired(nearby(0), flight())).toEqual([]); // no lowest fare known
    const hit = judgeFlight(standardWith(nearby(5), { lowestFareWindowMinutes: 90 }), flight({ lowestFareInWindow: 100000 }), NOW, 'en')[0]!;
    expect(toViolation('en', hit).description).toBe('The fare of 1100.00 CNY is 10% above the lowest fare within 90 minutes of this departure, 1000.00 CNY (allowed: 5%).');
    expect(toViolation('zh-CN', hit).description).toBe('票价1100.00 CNY比该航班起飞前后90分钟内的最低价1000.00 CNY高10%（允许：5%）。');
  });

  it('history price is kept only above its approveRate', () => {
    const history = [{ ruleType: 'HISTORY_PRICE', handleTypes: '1', rulePriority: 1, addInfo: { approveRate: 30 } }];
    expect(rulesFired(history, flight({ historyLowestFare: 80000 }))).toEqual(['FLIGHT_HISTORY_PRICE']); // 37.5%
    expect(rulesFired(history, flight({ historyLowestFare: 90000 }))).toEqual([]); // 22.2%
  });

  it('premium economy is judged against the economy fare and only for premium economy', () => {
    const pe = [{ ruleType: 'PREMIUM_ECONOMY', handleTypes: '3', rulePriority: 1, addInfo: { approveRate: 20 } }];
    expect(rulesFired(pe, flight({ premiumEconomy: true, economyFare: 80000 }))).toEqual(['FLIGHT_PREMIUM_ECONOMY']);
    expect(rulesFired(pe, flight({ premiumEconomy: true, economyFare: 100000 }))).toEqual([]);
    expect(rulesFired(pe, flight({ premiumEconomy: false, economyFare: 80000 }))).toEqual([]);
  });

  it('urgent is kept only for handle types containing 1, 3 or 4', () => {
    for (const handleTypes of ['1', '3', '4', '3|5', '1|8']) expect(keepsRule({ ruleType: 'URGENT', handleTypes })).toBe(true);
    for (const handleTypes of ['2', '5', '6', '7', '8', '2|8']) expect(keepsRule({ ruleType: 'URGENT', handleTypes })).toBe(false);
  });

  it('urgent fires for a departure within advanceBookingDays', () => {
    const urgent = (handleTypes: string) => [{ ruleType: 'URGENT', handleTypes, rulePriority: 1 }];
    const soon = flight({ departureTime: '2025-03-02T12:00:00Z' });
    expect(judgeFlight(standardWith(urgent('4')), soon, NOW, 'en')).toMatchObject([{ rule: 'FLIGHT_URGENT', limit: '3 days', actual: '1 day' }]);
    expect(rulesFired(urgent('5'), soon)).toEqual([]); // a tip-only urgent rule is dropped
    expect(rulesFired(urgent('4'), flight({ departureTime: '2025-03-04T00:00:00Z' }))).toEqual([]); // exactly 3 days ahead
    expect(rulesFired(urgent('4'), soon, { advanceBookingDays: 0 })).toEqual([]);
  });

  it('baseline is kept only for tips-and-reason (3)', () => {
    expect(keepsRule({ ruleType: 'BASELINE', handleTypes: '3' })).toBe(true);
    for (const handleTypes of ['1', '4', '5', '6', '3|5', '1|3']) expect(keepsRule({ ruleType: 'BASELINE', handleTypes })).toBe(false);
    const baseline = (handleTypes: string) => [{ ruleType: 'BASELINE', handleTypes, rulePriority: 1, addInfo: { baselineAmount: 100000 } }];
    expect(rulesFired(baseline('3'))).toEqual(['FLIGHT_BASELINE']);
    expect(rulesFired(baseline('1'))).toEqual([]);
    expect(rulesFired(baseline('3'), flight({ price: 100000 }))).toEqual([]);
  });

  it('nearby, history, bunk and premium economy are always kept', () => {
    for (const ruleType of ['NEARBY_PRICE', 'HISTORY_PRICE', 'BUNK', 'PREMIUM_ECONOMY'] as const) {
      expect(keepsRule({ ruleType, handleTypes: '5' })).toBe(true);
    }
  });

  it('evaluates rules in rulePriority order, the cabin where its BUNK rule stands', () => {
    const rules = [
      { ruleType: 'BASELINE', handleTypes: '3', rulePriority: 9, addInfo: { baselineAmount: 50000 } },
      { ruleType: 'HISTORY_PRICE', handleTypes: '1', rulePriority: 2, addInfo: { approveRate: 0 } },
      { ruleType: 'BUNK', handleTypes: '4', rulePriority: 5 },
      { ruleType: 'NEARBY_PRICE', handleTypes: '3', rulePriority: 1, addInfo: { approveRate: 0 } },
    ];
    const candidate = flight({ cabinLevel: 1, lowestFareInWindow: 100000, historyLowestFare: 100000 });
    expect(rulesFired(rules, candidate)).toEqual(['FLIGHT_NEARBY_PRICE', 'FLIGHT_HISTORY_PRICE', 'FLIGHT_BUNK', 'FLIGHT_BASELINE']);
  });
});
