import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateplanListCall } from '@travel/contracts/hotel/rateplan';
import { hotelSearchCall, nearbyRecommendCall, priceConditionListCall, specialRecommendCall } from '@travel/contracts/hotel/search';
import { passengerListCall } from '@travel/contracts/member/passenger';
import type { CallDef } from '@travel/contracts/platform/define-call';
import { addDays } from '../../platform/dates';
import type { TestClient } from '../../test/test-app';
import { BEIJING, openHotelEnv, searchBody, type HotelEnv } from './hotel-search-fixture';

/** The demo's nightly caps in Beijing (a tier-1 city), CNY fen: L3 staff (notr, employee), L2 manager; L1 admin has none. */
const L3_BEIJING = 60000;
const L2_BEIJING = 80000;
const NO_LIMIT = -1;

describe("hotel calls judged by the travellers' standard", () => {
  let env: HotelEnv;
  let hotelId: string;
  let outsiderPassengerId: string;
  let employeePassengerId: string;
  beforeAll(async () => {
    env = await openHotelEnv();
    hotelId = (await env.hotels.listHotels(BEIJING))[0]!.hotelId;
    outsiderPassengerId = (await env.outsider.ok(passengerListCall, { pageIndex: 1, pageSize: 10 })).list[0]!.passengerId;
    employeePassengerId = (await env.employee.ok(passengerListCall, { pageIndex: 1, pageSize: 10 })).list[0]!.passengerId;
  }, 120_000);
  afterAll(async () => env?.t.close());

  const business = (over: Record<string, unknown> = {}) => searchBody(env, { travelType: 0, ...over });
  const stay = (over: Record<string, unknown> = {}) => ({ hotelId, checkinDate: addDays(env.today, 7), checkoutDate: addDays(env.today, 9), travelType: 0, ...over });
  const standardTag = async (travellers: unknown[], client = env.notr) =>
    (await client.ok(priceConditionListCall, { cityId: BEIJING, travelType: 0, travellers })).priceTagList.find((t) => t.travelStandard) ?? null;

  it("hotel/search marks the cards against a colleague's standard, the caller's when none is given", async () => {
    const mine = await env.notr.ok(hotelSearchCall, business({ sort: 2, pageSize: 50 }));
    expect(mine.travelStandard).toBe(L3_BEIJING);
    const manager = await env.notr.ok(hotelSearchCall, business({ sort: 2, pageSize: 50, travellers: [{ memberId: 'mem-manager' }] }));
    expect(manager.travelStandard).toBe(L2_BEIJING);
    for (const h of manager.hotelInfoList.filter((x) => x.lowestPrice)) expect(h.exceeding).toBe(h.lowestPrice!.averageCnyAmount > L2_BEIJING);
    // Hotels between the two caps are over the caller's standard and within the manager's.
    const between = { sort: 2, hotelFilter: { price: { minPrice: L3_BEIJING + 1, maxPrice: L2_BEIJING } } };
    const overMine = await env.notr.ok(hotelSearchCall, business(between));
    const withinManager = await env.notr.ok(hotelSearchCall, business({ ...between, travellers: [{ memberId: 'mem-manager' }] }));
    expect(overMine.hotelInfoList.length).toBeGreaterThan(0);
    expect(withinManager.hotelInfoList.map((h) => h.hotelId)).toEqual(overMine.hotelInfoList.map((h) => h.hotelId));
    expect(overMine.hotelInfoList.every((h) => h.exceeding === true)).toBe(true);
    expect(withinManager.hotelInfoList.every((h) => h.exceeding === false)).toBe(true);
    const admin = await env.notr.ok(hotelSearchCall, business({ travellers: [{ memberId: 'mem-admin' }] }));
    expect(admin.travelStandard).toBe(NO_LIMIT);
    expect(admin.hotelInfoList.every((h) => h.exceeding !== true)).toBe(true);
    // Naming the caller is the same as naming nobody; a private trip has no standard whoever travels.
    expect((await env.notr.ok(hotelSearchCall, business({ travellers: [{ memberId: 'mem-notr' }] }))).travelStandard).toBe(L3_BEIJING);
    expect((await env.notr.ok(hotelSearchCall, searchBody(env, { travellers: [{ memberId: 'mem-manager' }] }))).travelStandard).toBeNull();
  });

  it("search/price/condition/list offers the travellers' standard as a tag (none for an unlimited one)", async () => {
    expect(await standardTag([])).toMatchObject({ minPrice: 0, maxPrice: L3_BEIJING });
    expect(await standardTag([{ memberId: 'mem-manager' }])).toMatchObject({ minPrice: 0, maxPrice: L2_BEIJING });
    expect(await standardTag([{ memberId: 'mem-admin' }])).toBeNull();
    // Two sharing a room (the demo's default share mode): a standard no lower than either's own.
    expect((await standardTag([{}, { memberId: 'mem-manager' }]))!.maxPrice).toBeGreaterThanOrEqual(L2_BEIJING);
  });

  it("rateplan/list and the detail's recommendations mark against the chosen travellers", async () => {
    const mine = await env.notr.ok(rateplanListCall, stay());
    const manager = await env.notr.ok(rateplanListCall, stay({ travellers: [{ memberId: 'mem-manager', name: 'WANG/QIANG' }] }));
    expect(mine.originalTravelStandard).toBe(L3_BEIJING);
    expect(manager.originalTravelStandard).toBe(L2_BEIJING);
    for (const p of manager.roomList.flatMap((r) => r.ratePlanList)) {
      expect(p.tmcControl.exceedDates).toEqual(p.dailyInfoList.filter((d) => d.cnyAmount > L2_BEIJING).map((d) => d.date));
    }
    const admin = await env.notr.ok(rateplanListCall, stay({ travellers: [{ memberId: 'mem-admin' }] }));
    expect(admin.originalTravelStandard).toBe(NO_LIMIT);
    expect(admin.roomList.flatMap((r) => r.ratePlanList).some((p) => p.tmcControl.exceeding)).toBe(false);
    for (const call of [nearbyRecommendCall, specialRecommendCall]) {
      const out = await env.notr.ok(call, stay({ travellers: [{ memberId: 'mem-admin' }] }));
      const list = 'recommendHotelList' in out ? out.recommendHotelList : out.hotelList;
      expect(list.every((h) => h.exceeding !== true)).toBe(true);
    }
  });

  it("refuses a traveller of another enterprise, or someone else's passenger, as not found, naming nothing of theirs", async () => {
    const refused = async (client: TestClient, def: CallDef, body: Record<string, unknown>, lang = 'en') => {
      const r = await client.call(def, body, { lang });
      expect(r.res.statusCode).toBe(200);
      expect(r.body.resultCode).toBe('DATA_NOT_FOUND');
      expect(r.body.data).toBeNull();
      return r.body.description;
    };
    const calls: [CallDef, (travellers: unknown[]) => Record<string, unknown>][] = [
      [hotelSearchCall, (travellers) => business({ travellers })],
      [priceConditionListCall, (travellers) => ({ cityId: BEIJING, travelType: 0, travellers })],
      [rateplanListCall, (travellers) => stay({ travellers })],
      [nearbyRecommendCall, (travellers) => stay({ travellers })],
      [specialRecommendCall, (travellers) => stay({ travellers })],
    ];
    for (const [def, body] of calls) {
      const foreign = await refused(env.notr, def, body([{ memberId: 'mem-outsider' }]));
      // The same answer as for an id that does not exist: the refusal tells nothing of the other enterprise.
      expect(await refused(env.notr, def, body([{ memberId: 'mem-nobody' }]))).toBe(foreign);
      expect(foreign).toBe('The requested employee was not found.');
      expect(foreign).not.toMatch(/赵|ZHAO|outsider|ent-other/i);
      expect(await refused(env.notr, def, body([{}, { memberId: 'mem-outsider' }]), 'zh-CN')).toBe('未找到请求的员工。');
      await refused(env.notr, def, body([{ passengerId: outsiderPassengerId }]));
      await refused(env.notr, def, body([{ passengerId: employeePassengerId }]));
    }
    // The other way round too (price tags: no stay check, whose travel-request gate would answer first for this member).
    await refused(env.outsider, priceConditionListCall, { cityId: BEIJING, travelType: 0, travellers: [{ memberId: 'mem-manager' }] });
  });
});
