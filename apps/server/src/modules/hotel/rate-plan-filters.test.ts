import { describe, expect, it } from 'vitest';
import { ratePlanFilterSchema, type RatePlanFilter } from '@travel/contracts/hotel/rateplan';
import { cancelsFreeNow } from './cancel-info';
import { comparePlans, filterPlans, sortRooms, type PlanFacts } from './rate-plan-filters';

const now = new Date('2026-11-25T04:00:00Z');
const base: PlanFacts = {
  averageCnyAmount: 50000,
  bedType: 'BIG',
  breakfast: 0,
  payWay: 1,
  addBed: false,
  cancel: { type: 'NO_CANCEL' },
  memberRate: false,
  exceeding: false,
  averageWithin: true,
  soldState: 'CAN_BOOK',
};
const plan = (id: string, over: Partial<PlanFacts> = {}) => ({ id, facts: { ...base, ...over } });
const filter = (f: Partial<RatePlanFilter>) => ratePlanFilterSchema.parse(f);
const kept = (plans: ReturnType<typeof plan>[], f: Partial<RatePlanFilter>) => filterPlans(plans, filter(f), now).map((p) => p.id);

describe('rate plan filters', () => {
  it('keeps everything with no filter set', () => {
    expect(kept([plan('a'), plan('b', { soldState: 'FULL' })], {})).toEqual(['a', 'b']);
  });

  it('price range: the average night in CNY, both ends included', () => {
    const plans = [plan('low', { averageCnyAmount: 29999 }), plan('mid', { averageCnyAmount: 30000 }), plan('high', { averageCnyAmount: 60001 })];
    expect(kept(plans, { minPrice: 30000, maxPrice: 60000 })).toEqual(['mid']);
    expect(kept(plans, { maxPrice: 30000 })).toEqual(['low', 'mid']);
  });

  it('bed type: any of those asked', () => {
    expect(kept([plan('big'), plan('twin', { bedType: 'TWIN' }), plan('single', { bedType: 'SINGLE' })], { bedTypes: ['TWIN', 'SINGLE'] })).toEqual(['twin', 'single']);
  });

  it('breakfast: single or double', () => {
    expect(kept([plan('none'), plan('one', { breakfast: 1 }), plan('two', { breakfast: 2 })], { breakfast: true })).toEqual(['one', 'two']);
  });

  it('pay at hotel (14) and prepay as the company pays (0, 6, 10)', () => {
    const plans = [plan('online'), plan('hotel', { payWay: 14 }), plan('c0', { payWay: 0 }), plan('c6', { payWay: 6 }), plan('c10', { payWay: 10 })];
    expect(kept(plans, { payAtHotel: true })).toEqual(['hotel']);
    expect(kept(plans, { prepay: true })).toEqual(['c0', 'c6', 'c10']);
  });

  it('extra bed and member card', () => {
    expect(kept([plan('a'), plan('bed', { addBed: true })], { addBed: true })).toEqual(['bed']);
    expect(kept([plan('a'), plan('card', { memberRate: true })], { memberCard: true })).toEqual(['card']);
  });

  it('free cancel: free, or a penalty rule still free now; not one whose free period ended, nor no cancel', () => {
    const plans = [
      plan('free', { cancel: { type: 'FREE_CANCEL', freeCancelUntil: '2026-11-20T00:00:00+08:00' } }),
      plan('limited', { cancel: { type: 'CANCEL_AND_PENALTY', freeCancelUntil: '2026-11-26T18:00:00+08:00', tiers: [] } }),
      plan('ended', { cancel: { type: 'CANCEL_AND_PENALTY', freeCancelUntil: '2026-11-25T11:00:00+08:00', tiers: [] } }),
      plan('never', { cancel: { type: 'CANCEL_AND_PENALTY', freeCancelUntil: null, tiers: [] } }),
      plan('none'),
    ];
    expect(kept(plans, { freeCancel: true })).toEqual(['free', 'limited']);
    expect(cancelsFreeNow({ type: 'CANCEL_AND_PENALTY', freeCancelUntil: '2026-11-25T12:00:01+08:00', tiers: [] }, now)).toBe(true);
  });

  it('travel standard (average within) and under standard (no night over) differ for a plan with one dear night', () => {
    const plans = [plan('within'), plan('oneNight', { exceeding: true, averageWithin: true }), plan('over', { exceeding: true, averageWithin: false })];
    expect(kept(plans, { travelStandard: true })).toEqual(['within', 'oneNight']);
    expect(kept(plans, { underStandard: true })).toEqual(['within']);
  });

  it('applies every filter given at once', () => {
    const plans = [plan('a', { breakfast: 1, payWay: 14 }), plan('b', { breakfast: 1 }), plan('c', { payWay: 14 })];
    expect(kept(plans, { breakfast: true, payAtHotel: true })).toEqual(['a']);
  });
});

describe('rate plan order', () => {
  it('puts bookable plans first, then the cheaper', () => {
    const plans = [plan('fullCheap', { soldState: 'FULL', averageCnyAmount: 100 }), plan('dear', { averageCnyAmount: 90000 }), plan('cheap', { averageCnyAmount: 30000 }), plan('part', { soldState: 'PART_FULL', averageCnyAmount: 50 })];
    expect([...plans].sort((a, b) => comparePlans(a.facts, b.facts)).map((p) => p.id)).toEqual(['cheap', 'dear', 'part', 'fullCheap']);
  });

  it('orders rooms by their best plan and leaves out a room with no plan left', () => {
    const rooms = [
      { id: 'R1', plans: [plan('r1full', { soldState: 'FULL', averageCnyAmount: 100 })] },
      { id: 'R2', plans: [plan('r2dear', { averageCnyAmount: 80000 }), plan('r2cheap', { averageCnyAmount: 40000 })] },
      { id: 'R3', plans: [] },
      { id: 'R4', plans: [plan('r4', { averageCnyAmount: 45000 })] },
    ];
    const sorted = sortRooms(rooms);
    expect(sorted.map((r) => r.id)).toEqual(['R2', 'R4', 'R1']);
    expect(sorted[0]!.plans.map((p) => p.id)).toEqual(['r2cheap', 'r2dear']);
  });
});
