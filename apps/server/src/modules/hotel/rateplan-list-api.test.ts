import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyConfigSaveCall, companyDetailCall } from '@travel/contracts/member/company';
import { HotelError } from '@travel/contracts/hotel/errors';
import { rateplanListCall, type RatePlan } from '@travel/contracts/hotel/rateplan';
import { TravelRequestError } from '@travel/contracts/travel-request/errors';
import { addDays } from '../../platform/dates';
import { L3_BEIJING_CAP, openDetailEnv, type DetailEnv } from './hotel-detail-fixture';

describe('rateplan/list', () => {
  let env: DetailEnv;
  beforeAll(async () => {
    env = await openDetailEnv();
  }, 120_000);
  afterAll(async () => env?.t.close());

  const stay = (extra: Record<string, unknown> = {}) => ({ hotelId: env.hotel.hotelId, checkinDate: env.checkinDate, checkoutDate: env.checkoutDate, ...extra });
  const list = (extra: Record<string, unknown> = {}) => env.notr.ok(rateplanListCall, stay(extra));
  const plansOf = (out: Awaited<ReturnType<typeof list>>) => out.roomList.flatMap((r) => r.ratePlanList);
  const rank = (p: RatePlan) => [p.soldState === 'CAN_BOOK' ? 0 : 1, p.priceInfo.averageCnyAmount] as const;
  const inOrder = (a: readonly [number, number], b: readonly [number, number]) => a[0] < b[0] || (a[0] === b[0] && a[1] <= b[1]);

  it('lists rooms and plans bookable first, then by average price; rooms by their best plan', async () => {
    const out = await list();
    expect(out.roomList.length).toBeGreaterThan(1);
    for (const room of out.roomList) {
      const ranks = room.ratePlanList.map(rank);
      ranks.slice(1).forEach((r, i) => expect(inOrder(ranks[i]!, r)).toBe(true));
      expect(room.ratePlanList.every((p) => p.roomTypeId === room.roomTypeId)).toBe(true);
    }
    const best = out.roomList.map((r) => rank(r.ratePlanList[0]!));
    best.slice(1).forEach((r, i) => expect(inOrder(best[i]!, r)).toBe(true));
    expect(out.totalRatePlans).toBe(plansOf(out).length);
    expect(out.detailId).toMatch(/^[\w-]{32}$/);
    expect(out).toMatchObject({ protocolHotel: true, originalTravelStandard: L3_BEIJING_CAP, originalTravelStandardCurrency: 'CNY' });
  });

  it('prices each plan per night and in total, and marks only the nights over the standard', async () => {
    const plans = plansOf(await list());
    for (const p of plans) {
      expect(p.dailyInfoList).toHaveLength(2);
      const total = p.dailyInfoList.reduce((s, d) => s + d.price.amount, 0);
      expect(p.bffPriceInfo.totalPrice).toBe(total);
      expect(p.priceInfo.averagePrice).toBe(Math.floor((2 * total + 2) / 4));
      expect(p.bffPriceInfo.averagePromotionAmount).toBe(Math.max(0, p.bffPriceInfo.averageGuidedPrice - p.priceInfo.averagePrice));
      const over = p.dailyInfoList.filter((d) => d.cnyAmount > L3_BEIJING_CAP).map((d) => d.date);
      expect(p.tmcControl.exceedDates).toEqual(over);
      expect(p.dailyInfoList.filter((d) => d.exceeding).map((d) => d.date)).toEqual(over);
      expect(p.tmcControl.exceeding).toBe(over.length > 0);
      expect(p.supportCentralPay).toBe([0, 6, 10].includes(p.payWay));
      expect(p.roomShortage).toBe(p.lastCount > 0 && p.lastCount <= 3);
    }
    expect(plans.some((p) => p.tmcControl.exceeding)).toBe(true);
    expect(plans.some((p) => p.sourceType === '1')).toBe(true);
  });

  it('recommends the cheapest bookable plan within the standard', async () => {
    const out = await list();
    const within = plansOf(out).filter((p) => p.soldState === 'CAN_BOOK' && !p.tmcControl.exceeding);
    const cheapest = Math.min(...within.map((p) => p.priceInfo.averageCnyAmount));
    const rec = plansOf(out).find((p) => p.ratePlanId === out.recommendRoom?.ratePlanId)!;
    expect(rec.priceInfo.averageCnyAmount).toBe(cheapest);
    expect(rec.tmcControl.exceeding).toBe(false);
  });

  it('applies each local filter, keeping the count of all plans', async () => {
    const all = await list();
    const check = async (filter: Record<string, unknown>, ok: (p: RatePlan) => boolean) => {
      const out = await list({ filter });
      const plans = plansOf(out);
      expect(plans.length).toBeGreaterThan(0);
      expect(plans.length).toBeLessThan(plansOf(all).length);
      expect(plans.length).toBe(plansOf(all).filter(ok).length);
      expect(plans.every(ok)).toBe(true);
      expect(out.totalRatePlans).toBe(all.totalRatePlans);
      expect(out.roomList.every((r) => r.ratePlanList.length > 0)).toBe(true);
    };
    await check({ breakfast: true }, (p) => p.breakfastCount > 0);
    await check({ prepay: true }, (p) => [0, 6, 10].includes(p.payWay));
    await check({ underStandard: true }, (p) => !p.tmcControl.exceeding);
    await check({ travelStandard: true }, (p) => p.priceInfo.averageCnyAmount <= L3_BEIJING_CAP);
    await check({ maxPrice: L3_BEIJING_CAP }, (p) => p.priceInfo.averageCnyAmount <= L3_BEIJING_CAP);
    const bed = all.roomList[0]!.bedType;
    await check({ bedTypes: [bed] }, (p) => p.bedTypeFilter === bed);
  });

  it('prices an international hotel in its currency and compares its nights with the standard in CNY', async () => {
    const tokyo = (await env.hotels.listHotels('392TYO'))[0]!;
    const out = await env.notr.ok(rateplanListCall, { ...stay(), hotelId: tokyo.hotelId });
    const plans = plansOf(out);
    expect(plans.length).toBeGreaterThan(0);
    for (const p of plans) {
      expect(p.priceInfo.currency).toBe('JPY');
      expect(p.bffPriceInfo.totalTaxAndFee).toBeGreaterThan(0);
      expect(p.bffPriceInfo.totalShowPriceExclusive).toBe(p.bffPriceInfo.totalPrice - p.bffPriceInfo.totalTaxAndFee);
      expect(p.tmcControl.exceedDates).toEqual(p.dailyInfoList.filter((d) => d.cnyAmount > out.originalTravelStandard!).map((d) => d.date));
    }
    expect(out.originalTravelStandardCurrency).toBe('CNY');
  });

  it('marks nothing on a private trip', async () => {
    const out = await list({ travelType: 1 });
    expect(out).toMatchObject({ originalTravelStandard: null, originalTravelStandardCurrency: null });
    expect(plansOf(out).every((p) => !p.tmcControl.exceeding && p.tmcControl.exceedDates.length === 0 && p.tmcControl.standard === -1)).toBe(true);
  });

  it("tells mixed pay or forbidden on plans over the standard from the enterprise's travelRuleViolationControl", async () => {
    const { config } = await env.manager.ok(companyDetailCall, {});
    const withControl = async (travelRuleViolationControl: number) => {
      await env.manager.ok(companyConfigSaveCall, { ...config, hotelControl: { ...config.hotelControl, travelRuleViolationControl } });
      return plansOf(await list());
    };
    try {
      const mixed = await withControl(4);
      expect(mixed.filter((p) => p.tmcControl.exceeding).every((p) => p.tmcControl.mixedPay && !p.tmcControl.forbidden && p.tmcControl.handleTypes === '8')).toBe(true);
      expect(mixed.filter((p) => !p.tmcControl.exceeding).every((p) => !p.tmcControl.mixedPay && p.tmcControl.handleTypes === '')).toBe(true);
      const forbidden = await withControl(1);
      expect(forbidden.filter((p) => p.tmcControl.exceeding).every((p) => p.tmcControl.forbidden && !p.tmcControl.mixedPay)).toBe(true);
      expect(forbidden.some((p) => p.tmcControl.exceeding)).toBe(true);
    } finally {
      await env.manager.ok(companyConfigSaveCall, config);
    }
  });

  it("marks by the member acted for on the bg twin (the admin's own level has no limit)", async () => {
    const own = await env.admin.ok(rateplanListCall, { ...stay(), travelType: 1 });
    expect(own.originalTravelStandard).toBeNull();
    const forNotr = await env.admin.ok(rateplanListCall, { ...stay(), enterpriseId: 'ent-demo', memberId: 'mem-notr' }, { bg: true });
    expect(forNotr.originalTravelStandard).toBe(L3_BEIJING_CAP);
  });

  it('checks the stay first: a business stay needs a travel request, dates keep to the window, the hotel must exist', async () => {
    expect((await env.employee.call(rateplanListCall, stay())).body.resultCode).toBe(TravelRequestError.REQUIRED);
    expect((await env.employee.call(rateplanListCall, stay({ travelType: 1 }))).body.resultCode).toBe('0');
    const past = { checkinDate: addDays(env.checkinDate, -11), checkoutDate: addDays(env.checkinDate, -10) };
    expect((await env.notr.call(rateplanListCall, stay(past))).body.resultCode).toBe(HotelError.DATE_OUT_OF_RANGE);
    expect((await env.notr.call(rateplanListCall, stay({ hotelId: 'H-NOPE' }))).body.resultCode).toBe(HotelError.HOTEL_NOT_FOUND);
  });

  it('shows a plan whose last rooms were held as PART_FULL (some nights) then FULL (every night), after the bookable ones', async () => {
    const { hotels, notr, checkinDate, checkoutDate } = env;
    const other = (await hotels.listHotels('156110000')).find((h) => h.hotelId !== env.hotel.hotelId)!;
    const ask = () => notr.ok(rateplanListCall, { hotelId: other.hotelId, checkinDate, checkoutDate });
    const before = await ask();
    const target = plansOf(before).find((p) => p.sourceType === '0' && p.soldState === 'CAN_BOOK')!;
    const holdAll = async (from: string, to: string, left: number, tag: string) => {
      for (let i = 0; i < left; i++) {
        await hotels.holdRooms({ hotelId: other.hotelId, roomTypeId: target.roomTypeId, ratePlanId: target.ratePlanId, checkinDate: from, checkoutDate: to, roomNum: 1, adultNum: 1, childAges: [], idempotencyKey: `${tag}-${i}` });
      }
    };
    const find = async () => {
      const out = await ask();
      const room = out.roomList.find((r) => r.roomTypeId === target.roomTypeId)!;
      return { room, plan: room.ratePlanList.find((p) => p.ratePlanId === target.ratePlanId)! };
    };
    const secondNight = addDays(checkinDate, 1);
    await holdAll(secondNight, checkoutDate, target.dailyInfoList[1]!.remaining, 'second');
    const part = await find();
    expect(part.plan).toMatchObject({ soldState: 'PART_FULL', lastCount: 0, roomShortage: false });
    expect(part.plan.dailyInfoList.map((d) => d.remaining)).toEqual([target.dailyInfoList[0]!.remaining, 0]);
    const states = part.room.ratePlanList.map((p) => p.soldState);
    expect(states.indexOf('PART_FULL')).toBeGreaterThan(states.lastIndexOf('CAN_BOOK'));

    await holdAll(checkinDate, secondNight, target.dailyInfoList[0]!.remaining, 'first');
    expect((await find()).plan).toMatchObject({ soldState: 'FULL', lastCount: 0 });
  });
});
