import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trCreateCall } from '@travel/contracts/travel-request/travel-request';
import { taskApproveCall, taskListCall } from '@travel/contracts/approval/approval';
import { trainDateRangeCall } from '@travel/contracts/train/date-range';
import { trainCityHotCall, trainStationMatchCall, trainTimeListCall } from '@travel/contracts/train/stations';
import { buildApp } from '../../app';
import { loadConfig } from '../../platform/config';
import { addDays } from '../../platform/dates';
import { trInput } from '../travel-request/tr-test-fixtures';
import { trainNoResultReports } from './schema';
import { firstTripCall, nextTripCall, preSearchVerifyCall, type Itinerary } from '@travel/contracts/train/search';
import type { TestApp, TestClient } from '../../test/test-app';
import type { RailSandbox } from '../../suppliers/rail/rail-sandbox';
import { openSearchEnv, searchHelpers, type SearchEnv, ms } from './train-search-fixture';

describe('train search API: places, dates, travellers, pages', () => {
  let env: SearchEnv;
  let t: TestApp;
  let employee: TestClient;
  let rail: RailSandbox;
  let today: string;
  let date: string;
  const { request, search, everything, error } = searchHelpers(() => env);

  beforeAll(async () => {
    env = await openSearchEnv();
    ({ t, employee, rail, today, date } = env);
  }, 120_000);
  afterAll(async () => env?.t.close());

  describe('stations and cities', () => {
    it('offers hot cities with all their stations', async () => {
      const hot = await employee.ok(trainCityHotCall, {}, { lang: 'zh-CN' });
      const beijing = hot.list.find((c) => c.cityCode === '北京')!;
      expect(hot.list[0]!.cityName).toBe('北京');
      expect(beijing.stationList.map((s) => s.stationName)).toEqual(expect.arrayContaining(['北京', '北京南', '北京西']));
    });

    it('matches by Chinese name, pinyin, abbreviation and telegraph code; a city stands for all its stations', async () => {
      const match = async (keyword: string, lang = 'zh-CN') => (await employee.ok(trainStationMatchCall, { keyword }, { lang })).list;
      const byName = await match('上海');
      expect(byName[0]).toMatchObject({ type: 'CITY', code: '上海' });
      expect(byName[0]!.stationList.map((s) => s.stationName)).toEqual(expect.arrayContaining(['上海', '上海虹桥', '上海南']));
      expect((await match('shanghaihongqiao'))[0]).toMatchObject({ type: 'STATION', name: '上海虹桥' });
      expect((await match('bj'))[0]).toMatchObject({ type: 'CITY', code: '北京' });
      expect((await match('VNP'))[0]).toMatchObject({ type: 'STATION', code: 'VNP', name: '北京南' });
      expect((await match('VNP', 'en'))[0]).toMatchObject({ name: 'Beijing South', cityName: 'Beijing' });
      // Equal matches, busy stations first: Beijing South, where many trains call, before Baoji South.
      const bjn = (await match('bjn')).map((m) => m.code);
      expect(bjn[0]).toBe('VNP');
      expect(bjn.indexOf('BBY')).toBeGreaterThan(0);
      const counts = await rail.stationTraffic();
      expect(counts.get('VNP') ?? 0).toBeGreaterThan(counts.get('BBY') ?? 0);
      expect(await match('zzzzzz')).toEqual([]);
    });
  });

  describe('dates', () => {
    it('answers the 15-day sale window and the presale dates after it', async () => {
      const range = await employee.ok(trainDateRangeCall, { departureDate: addDays(today, 20) });
      expect(range.saleDateList).toHaveLength(15);
      expect(range.saleDateList[0]).toBe(today);
      expect(range.preSaleDateList).toHaveLength(15);
      expect(range.preSaleDateList[0]).toBe(addDays(today, 15));
      expect(range).toMatchObject({ saleBeginDate: today, saleEndDate: addDays(today, 14), saleDays: 15, preSaleDays: 15, departureDate: addDays(today, 20), expired: false, outOfRange: false, trBeginDate: null });
      expect(range.dateRange).toEqual({ begin: today, end: addDays(today, 14) });
      const past = await employee.ok(trainDateRangeCall, { departureDate: addDays(today, -1) });
      expect(past).toMatchObject({ expired: true, outOfRange: true, departureDate: today });
      expect(await employee.ok(trainDateRangeCall, { departureDate: addDays(today, 30) })).toMatchObject({ expired: false, outOfRange: true });
    });

    it("narrows the dates to a travel request's, widened by the enterprise's train days before and after", async () => {
      const manager = await t.login('manager');
      const { travelNO } = await employee.ok(trCreateCall, trInput(today, {}, 5, 2));
      for (const task of (await manager.ok(taskListCall, { pageIndex: 1, pageSize: 50 })).list) await manager.ok(taskApproveCall, { taskId: task.taskId });
      const range = await employee.ok(trainDateRangeCall, { travelNO, departureDate: addDays(today, 2) });
      // The demo enterprise allows one day before and after (trainControl).
      expect(range.saleDateList).toEqual([4, 5, 6, 7, 8].map((d) => addDays(today, d)));
      expect(range).toMatchObject({ trBeginDate: addDays(today, 5), trEndDate: addDays(today, 7), outOfRange: true, departureDate: addDays(today, 4) });
      expect(range.preSaleDateList).toEqual([]);
      // A search outside the request's dates is refused by the booking gate.
      const outside = await error(firstTripCall, request({ travelType: 'BUSINESS', travelNO, departureDate: addDays(today, 2), departure: { type: 'CITY', code: '上海' }, arrival: { type: 'CITY', code: '北京' } }));
      expect(outside.resultCode).toBe('TR_DATE_MISMATCH');
      const inside = await search({ travelType: 'BUSINESS', travelNO, departureDate: addDays(today, 5), departure: { type: 'CITY', code: '上海' }, arrival: { type: 'CITY', code: '北京' } });
      expect(inside.totalSize).toBeGreaterThan(0);
    });
  });

  describe('pre-search check of travellers', () => {
    it('accepts types that fit their ages', async () => {
      const list = [{ passengerType: 'ADT' }, { passengerType: 'TEEN', age: 12 }, { passengerType: 'ELDER', age: 70 }];
      expect((await employee.ok(preSearchVerifyCall, { passengerList: list })).passengerList).toEqual(list);
    });

    it('answers ItrainTrading.1518 with the regrouped ages when a type does not fit', async () => {
      const body = await error(preSearchVerifyCall, { passengerList: [{ passengerType: 'TEEN', age: 45 }, { passengerType: 'ADT', age: 65 }, { passengerType: 'ELDER', age: 95 }, { passengerType: 'ELDER', age: 20 }] });
      expect(body.resultCode).toBe('ItrainTrading.1518');
      expect(body.description).toMatch(/age/);
      expect(body.data).toEqual({ passengerList: [{ passengerType: 'ADT' }, { passengerType: 'ELDER', age: 65 }, { passengerType: 'ELDER', age: 88 }, { passengerType: 'TEEN', age: 20 }] });
      // The regrouped list passes, and the search refuses the mismatched one too.
      expect((await employee.ok(preSearchVerifyCall, { passengerList: (body.data as { passengerList: unknown[] }).passengerList })).passengerList).toHaveLength(4);
      expect((await error(firstTripCall, request({ passengerList: [{ passengerType: 'TEEN', age: 45 }] }))).resultCode).toBe('ItrainTrading.1518');
    });

    it("gives the spec's messages for no traveller, more than 9 and a missing age", async () => {
      const none = await employee.call(preSearchVerifyCall, { passengerList: [] });
      expect(none.res.statusCode).toBe(400);
      expect(JSON.stringify(none.body.data)).toContain('Add at least one traveller.');
      const ten = await employee.call(firstTripCall, request({ passengerList: Array.from({ length: 10 }, () => ({ passengerType: 'ADT' as const })) }));
      expect(JSON.stringify(ten.body.data)).toContain('A maximum of 9 passengers per order.');
      const noAge = await employee.call(preSearchVerifyCall, { passengerList: [{ passengerType: 'ELDER' }] }, { lang: 'zh-CN' });
      expect(JSON.stringify(noAge.body.data)).toContain('请为每位青年或老年出行人选择年龄。');
    });
  });

  describe('first and next trip', () => {
    it('answers direct trains between two cities with the spec fields', async () => {
      const first = await search();
      expect(first.totalSize).toBeGreaterThan(20);
      expect(first.finish).toBe(false);
      expect(first.transferCount).toBe(0);
      const it0 = first.itineraryList[0]!;
      expect(it0).toMatchObject({ searchType: 0, transferInfo: null, saleFlag: 'ON_SALE', hasTicket: true });
      const trip = it0.tripList[0]!;
      expect(trip.departureTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\+08:00$/);
      expect(trip.runDuration).toBe((ms(trip.arrivalTime) - ms(trip.departureTime)) / 60000);
      expect(trip.trainTypeCode).toBe(trip.trainNo.startsWith('G') || trip.trainNo.startsWith('C') ? 1 : trip.trainNo.startsWith('D') ? 2 : trip.trainNo.match(/^[ZTK]/) ? 3 : 4);
      expect(trip.seatList.length).toBeGreaterThan(0);
      for (const seat of trip.seatList) {
        expect(seat.seatBookAble).toBe(seat.seatRemain > 0 ? 'Y' : 'N');
        expect(seat.price.currency).toBe('CNY');
      }
      expect(it0.perLowestPrice.amount).toBe(Math.min(...trip.seatList.map((s) => s.price.amount)));
      expect(first.departureStationList.map((s) => s.stationCode)).toContain(trip.fromStation.stationCode);
    });

    it('pages with no duplicate or missing itinerary, whatever the page size', async () => {
      const small = await everything({ pageSize: 7, searchMode: 'TRANSFER_ALL' });
      const large = await everything({ pageSize: 100, searchMode: 'TRANSFER_ALL' });
      const ids = small.map((i) => i.itineraryId);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toEqual(large.map((i) => i.itineraryId));
    });

    it('keeps search sessions in the database: another server process on it serves the next page', async () => {
      const first = await search({ pageSize: 5 });
      const other = await buildApp({ config: loadConfig({ NODE_ENV: 'test', SERVE_WEB: '0' }), database: t.database, clock: t.clock });
      try {
        const res = await other.inject({
          method: 'POST',
          url: '/api/train-app/train/search/next_trip',
          payload: { searchId: first.searchId, pageIndex: 2 },
          headers: { 'content-type': 'application/json', 'x-csrf-token': employee.cookies.csrf_token! },
          cookies: employee.cookies,
        });
        const body = res.json() as { resultCode: string; data: { itineraryList: Itinerary[] } };
        expect(body.resultCode).toBe('0');
        const firstIds = new Set(first.itineraryList.map((i) => i.itineraryId));
        expect(body.data.itineraryList).toHaveLength(5);
        expect(body.data.itineraryList.some((i) => firstIds.has(i.itineraryId))).toBe(false);
      } finally {
        await other.close();
      }
    });

    it("refuses another member's search and an expired one", async () => {
      const first = await search({ pageSize: 5 });
      const manager = await t.login('manager');
      expect((await error(nextTripCall, { searchId: first.searchId, pageIndex: 2 }, manager)).resultCode).toBe('TRAIN_SEARCH_EXPIRED');
      t.clock.setOffsetSeconds(t.clock.offsetSeconds + 31 * 60);
      try {
        expect((await error(nextTripCall, { searchId: first.searchId, pageIndex: 2 })).resultCode).toBe('TRAIN_SEARCH_EXPIRED');
      } finally {
        t.clock.setOffsetSeconds(t.clock.offsetSeconds - 31 * 60);
      }
    });

    it('files the no-result report when nothing is found', async () => {
      const before = (await t.database.db.select().from(trainNoResultReports)).length;
      // Trains exist, but a station filter that none passes hides them all.
      const filtered = await search({ filter: { departureStationCodes: ['XXX'] } });
      expect(filtered).toMatchObject({ totalSize: 0, itineraryList: [], finish: true, noResultReported: true });
      const reports = await t.database.db.select().from(trainNoResultReports);
      expect(reports).toHaveLength(before + 1);
      expect(reports.at(-1)).toMatchObject({ departureCode: '北京', arrivalCode: '上海', filtered: true, memberId: 'mem-employee' });
    });

    it('refuses unknown places, the same place twice and dates outside the sale and presale window', async () => {
      expect((await error(firstTripCall, request({ departure: { type: 'CITY', code: '不存在' } }))).resultCode).toBe('TRAIN_STATION_NOT_FOUND');
      expect((await error(firstTripCall, request({ arrival: { type: 'STATION', code: 'VNP' } }))).resultCode).toBe('TRAIN_SEARCH_PARAM');
      const far = await error(firstTripCall, request({ departureDate: addDays(today, 30) }));
      expect(far.resultCode).toBe('TRAIN_DATE_OUT_OF_RANGE');
      expect((await error(firstTripCall, request({ departureDate: addDays(today, -1) }))).resultCode).toBe('TRAIN_DATE_OUT_OF_RANGE');
    });

    it('shows presale dates with fares and seats bookable for presale, with the moment they go on sale', async () => {
      const presale = await search({ departureDate: addDays(today, 20) });
      expect(presale.totalSize).toBeGreaterThan(0);
      for (const it of presale.itineraryList) {
        expect(it.saleFlag).toBe('PRESALE');
        expect(it.hasTicket).toBe(true);
        expect(it.tripList[0]!.seatList.every((s) => s.seatBookAble === 'Y' && s.seatRemain > 0)).toBe(true);
        expect(it.tripList[0]!.saleOpenTime).toBe(`${addDays(today, 6)}T00:00:00+08:00`);
      }
    });

    it('closes sales 30 minutes before departure from the boarding station', async () => {
      const all = await everything({ departureDate: date, pageSize: 100 });
      const target = all[Math.floor(all.length / 2)]!;
      const departure = ms(target.departureTime);
      const offset = t.clock.offsetSeconds;
      try {
        t.clock.setOffsetSeconds(offset + Math.round((departure - 40 * 60000 - t.clock.nowMs()) / 1000));
        // Days later: another member logs in (a login then would clear the employee's own expired-by-then session).
        const later = await t.login('notr');
        const open = (await everything({ departureDate: date, pageSize: 100 }, later)).find((i) => i.itineraryId === target.itineraryId)!;
        expect(open.saleFlag).toBe('ON_SALE');
        expect(open.hasTicket).toBe(true);
        t.clock.setOffsetSeconds(t.clock.offsetSeconds + 20 * 60);
        const closed = (await everything({ departureDate: date, pageSize: 100 }, later)).find((i) => i.itineraryId === target.itineraryId)!;
        expect(closed.saleFlag).toBe('SALE_CLOSED');
        expect(closed.tripList[0]!.seatList.every((s) => s.seatBookAble === 'N')).toBe(true);
      } finally {
        t.clock.setOffsetSeconds(offset);
      }
    });
  });

  it('serves the search to administrators for an employee (bg)', async () => {
    const admin = await t.login('admin');
    const first = await admin.ok(firstTripCall, { ...request(), enterpriseId: 'ent-demo', memberId: 'mem-employee' }, { bg: true });
    expect(first.totalSize).toBeGreaterThan(0);
    expect((await employee.call(firstTripCall, { ...request(), enterpriseId: 'ent-demo', memberId: 'mem-employee' }, { bg: true })).res.statusCode).toBe(403);
  });
});
