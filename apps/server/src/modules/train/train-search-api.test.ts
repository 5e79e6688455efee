import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trCreateCall } from '@travel/contracts/travel-request/travel-request';
import { taskApproveCall, taskListCall } from '@travel/contracts/approval/approval';
import { trainDateRangeCall } from '@travel/contracts/train/date-range';
import {
  firstTripCall,
  nextTripCall,
  preSearchVerifyCall,
  productListCall,
  type Itinerary,
  type TrainSearchRequest,
} from '@travel/contracts/train/search';
import { trainCityHotCall, trainStationMatchCall, trainTimeListCall } from '@travel/contracts/train/stations';
import { buildApp } from '../../app';
import { loadConfig } from '../../platform/config';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { materialise } from '../../suppliers/rail/seat-inventory';
import { createRailSandbox, type RailSandbox } from '../../suppliers/rail/rail-sandbox';
import { sectionMask } from '../../suppliers/rail/section-mask';
import { loadRailConfig } from '../../suppliers/rail/rail-config';
import { addDays } from '../travel-request/orderability';
import { trInput } from '../travel-request/tr-test-fixtures';
import { trainNoResultReports } from './schema';
import { TRANSFER_RULES } from './search-engine';

type SearchInput = Partial<Omit<TrainSearchRequest, 'filter' | 'sort'>> & { filter?: Partial<TrainSearchRequest['filter']>; sort?: Partial<TrainSearchRequest['sort']> };

const ms = (iso: string) => Date.parse(iso);
const hourOf = (iso: string) => Number(iso.slice(11, 13));

describe('train search API', () => {
  let t: TestApp;
  let employee: TestClient;
  let rail: RailSandbox;
  let today: string;
  let date: string;

  const request = (over: SearchInput = {}) => ({
    passengerList: [{ passengerType: 'ADT' as const }],
    departureDate: date,
    departure: { type: 'CITY' as const, code: '北京' },
    arrival: { type: 'CITY' as const, code: '上海' },
    searchMode: 'DIRECT' as const,
    pageSize: 20,
    ...over,
  });
  const search = (over: SearchInput = {}, client = employee) => client.ok(firstTripCall, request(over));
  /** Every itinerary of a search, page by page through next_trip. */
  const everything = async (over: SearchInput = {}, client = employee): Promise<Itinerary[]> => {
    const first = await search(over, client);
    const all = [...first.itineraryList];
    for (let page = 2; !first.finish; page++) {
      const next = await client.ok(nextTripCall, { searchId: first.searchId, pageIndex: page });
      all.push(...next.itineraryList);
      if (next.finish) break;
    }
    expect(all).toHaveLength(first.totalSize);
    return all;
  };
  const error = async (def: Parameters<TestClient['call']>[0], body: Record<string, unknown>, client = employee) => (await client.call(def, body)).body;

  beforeAll(async () => {
    t = await createTestApp({ rail: true });
    employee = await t.login('employee');
    // A second handle on the same sandbox railway, for the other buyers the tests need.
    rail = createRailSandbox({ clock: t.clock, config: loadRailConfig({}) });
    today = (await employee.ok(trainDateRangeCall, {})).today;
    date = addDays(today, 3);
  }, 120_000);
  afterAll(async () => t?.close());

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
      const counts = await rail.stationTraffic(t.database.db);
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

    it('shows presale dates with fares and seats that cannot be booked yet', async () => {
      const presale = await search({ departureDate: addDays(today, 20) });
      expect(presale.totalSize).toBeGreaterThan(0);
      for (const it of presale.itineraryList) {
        expect(it.saleFlag).toBe('PRESALE');
        expect(it.hasTicket).toBe(false);
        expect(it.tripList[0]!.seatList.every((s) => s.seatBookAble === 'N' && s.seatRemain > 0)).toBe(true);
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

  describe('sorting', () => {
    const keys = {
      DEPARTURE: (i: Itinerary) => ms(i.departureTime),
      ARRIVAL: (i: Itinerary) => ms(i.arrivalTime),
      DURATION: (i: Itinerary) => i.runDuration,
      PRICE: (i: Itinerary) => i.perLowestPrice.amount,
    } as const;
    for (const [key, value] of Object.entries(keys) as [keyof typeof keys, (i: Itinerary) => number][]) {
      for (const order of ['ASC', 'DESC'] as const) {
        it(`sorts by ${key.toLowerCase()} ${order === 'ASC' ? 'ascending' : 'descending'} across every page`, async () => {
          const list = await everything({ searchMode: 'TRANSFER_ALL', sort: { key, order }, pageSize: 30 });
          const values = list.map(value);
          const sorted = [...values].sort((a, b) => (order === 'ASC' ? a - b : b - a));
          expect(values).toEqual(sorted);
          expect(new Set(values).size).toBeGreaterThan(1);
        });
      }
    }

    it('sorts by departure ascending when no sort is given', async () => {
      const list = (await search({ pageSize: 50 })).itineraryList.map((i) => ms(i.departureTime));
      expect(list).toEqual([...list].sort((a, b) => a - b));
    });

    it('recommends bookable trips first, direct before transfers, then the fastest', async () => {
      const list = await everything({ searchMode: 'TRANSFER_ALL', sort: { key: 'RECOMMENDED' }, pageSize: 50 });
      const firstTransfer = list.findIndex((i) => i.searchType === 1);
      expect(firstTransfer).toBeGreaterThan(0);
      expect(list.slice(0, firstTransfer).every((i) => i.searchType === 0)).toBe(true);
      const bookableDirectDaytime = list.filter((i) => i.searchType === 0 && i.hasTicket && hourOf(i.departureTime) >= 6);
      const durations = bookableDirectDaytime.map((i) => i.runDuration);
      expect(durations).toEqual([...durations].sort((a, b) => a - b));
    });
  });

  describe('filters', () => {
    let all: Itinerary[];
    beforeAll(async () => {
      all = await everything({ searchMode: 'TRANSFER_ALL', pageSize: 100 });
    });
    const ids = (list: Itinerary[]) => list.map((i) => i.itineraryId).sort();

    it('filters by train type: G/C, D, other', async () => {
      for (const type of ['GC', 'D', 'OTHER'] as const) {
        const got = await everything({ searchMode: 'TRANSFER_ALL', pageSize: 100, filter: { trainTypes: [type] } });
        expect(ids(got)).toEqual(ids(all.filter((i) => i.tripList.every((trip) => trip.trainType === type))));
        expect(got.every((i) => i.tripList.every((trip) => (type === 'GC' ? /^[GC]/ : type === 'D' ? /^D/ : /^[^GCD]/).test(trip.trainNo)))).toBe(true);
      }
      expect((await everything({ searchMode: 'TRANSFER_ALL', pageSize: 100, filter: { trainTypes: ['GC'] } })).length).toBeGreaterThan(0);
    });

    it('filters by departure and arrival time slots; none or all four means any', async () => {
      const morning = await everything({ searchMode: 'TRANSFER_ALL', pageSize: 100, filter: { departureTimeSlots: ['06-12'] } });
      expect(morning.length).toBeGreaterThan(0);
      expect(ids(morning)).toEqual(ids(all.filter((i) => hourOf(i.departureTime) >= 6 && hourOf(i.departureTime) < 12)));
      const evening = await everything({ searchMode: 'TRANSFER_ALL', pageSize: 100, filter: { arrivalTimeSlots: ['18-24', '00-06'] } });
      expect(ids(evening)).toEqual(ids(all.filter((i) => hourOf(i.arrivalTime) >= 18 || hourOf(i.arrivalTime) < 6)));
      const any = await everything({ searchMode: 'TRANSFER_ALL', pageSize: 100, filter: { departureTimeSlots: ['00-06', '06-12', '12-18', '18-24'] } });
      expect(ids(any)).toEqual(ids(all));
    });

    it('filters by departure and arrival stations', async () => {
      const first = await search({ searchMode: 'TRANSFER_ALL' });
      const from = first.departureStationList[0]!.stationCode;
      const to = first.arrivalStationList.map((s) => s.stationCode).slice(0, 2);
      const got = await everything({ searchMode: 'TRANSFER_ALL', pageSize: 100, filter: { departureStationCodes: [from], arrivalStationCodes: to } });
      expect(got.length).toBeGreaterThan(0);
      expect(ids(got)).toEqual(ids(all.filter((i) => i.stations.from.stationCode === from && to.includes(i.stations.to.stationCode))));
    });

    it('filters trains starting at the boarding station from those passing it', async () => {
      const starting = await everything({ searchMode: 'TRANSFER_ALL', pageSize: 100, filter: { stationType: 'STARTING' } });
      const passing = await everything({ searchMode: 'TRANSFER_ALL', pageSize: 100, filter: { stationType: 'PASSING' } });
      expect(starting.length).toBeGreaterThan(0);
      expect(starting.every((i) => i.tripList[0]!.startingStation)).toBe(true);
      expect(passing.every((i) => !i.tripList[0]!.startingStation)).toBe(true);
      expect(starting.length + passing.length).toBe(all.length);
    });

    it('shows only trains with tickets when asked, from the real inventory of the searched section', async () => {
      const target = all.find((i) => i.searchType === 0 && i.tripList[0]!.seatList.length === 1) ?? all.find((i) => i.searchType === 0)!;
      await sellOut(target.tripList[0]!);
      const after = await everything({ searchMode: 'TRANSFER_ALL', pageSize: 100 });
      const soldOut = after.find((i) => i.itineraryId === target.itineraryId)!;
      expect(soldOut.hasTicket).toBe(false);
      expect(soldOut.tripList[0]!.seatList.every((s) => s.seatRemain === 0 && s.seatBookAble === 'N')).toBe(true);
      const withTickets = await everything({ searchMode: 'TRANSFER_ALL', pageSize: 100, filter: { onlyHasTicket: true } });
      expect(withTickets.some((i) => i.itineraryId === target.itineraryId)).toBe(false);
      expect(withTickets.every((i) => i.hasTicket)).toBe(true);
      expect(ids(withTickets)).toEqual(ids(after.filter((i) => i.hasTicket)));
    });
  });

  /** Takes every place of a trip's section at the railway, through the sandbox's own holds. */
  async function sellOut(trip: Itinerary['tripList'][number]) {
    const product = await employee.ok(productListCall, { trainNo: trip.trainNo, departureDate: trip.departureDate, fromStationCode: trip.fromStation.stationCode, toStationCode: trip.toStation.stationCode });
    const classOf = { BUSINESS: 'business', FIRST: 'first', SECOND: 'second', SOFT_SLEEPER: 'softSleeper', HARD_SLEEPER: 'hardSleeper', HARD_SEAT: 'hardSeat', NO_SEAT: 'noSeat' } as const;
    for (const seat of product.trip.seatList) {
      if (seat.seatRemain === 0) continue;
      await rail.holdSeats(t.database.db, {
        trainNo: trip.trainNo,
        departureDate: trip.departureDate,
        fromTelecode: trip.fromStation.stationCode,
        toTelecode: trip.toStation.stationCode,
        passengers: Array.from({ length: seat.seatRemain }, () => ({ seatClass: classOf[seat.seatClass as keyof typeof classOf] })),
      });
    }
  }

  describe('seat counts and products', () => {
    it('counts the places of the searched section: a hold on it lowers them, one on a later section does not', async () => {
      const list = (await search({ departure: { type: 'STATION', code: 'VNP' }, arrival: { type: 'STATION', code: 'AOH' } })).itineraryList;
      const trip = list.find((i) => i.tripList[0]!.seatList.some((s) => s.seatClass === 'FIRST' && s.seatRemain > 10))!.tripList[0]!;
      const remain = () =>
        employee
          .ok(productListCall, { trainNo: trip.trainNo, departureDate: trip.departureDate, fromStationCode: trip.fromStation.stationCode, toStationCode: trip.toStation.stationCode })
          .then((p) => p.trip.seatList.find((s) => s.seatClass === 'FIRST')!.seatRemain);
      const before = await remain();
      await rail.holdSeats(t.database.db, { trainNo: trip.trainNo, departureDate: trip.departureDate, fromTelecode: trip.fromStation.stationCode, toTelecode: trip.toStation.stationCode, passengers: [{ seatClass: 'first' }, { seatClass: 'first' }] });
      expect(await remain()).toBe(before - 2);
      const searched = (await search({ departure: { type: 'STATION', code: 'VNP' }, arrival: { type: 'STATION', code: 'AOH' } })).itineraryList.find((i) => i.tripList[0]!.trainNo === trip.trainNo)!;
      expect(searched.tripList[0]!.seatList.find((s) => s.seatClass === 'FIRST')!.seatRemain).toBe(before - 2);
      // Shanghai Hongqiao onwards (a section after the searched one) does not touch Beijing South → Shanghai Hongqiao places.
      const stops = (await employee.ok(trainTimeListCall, { trainNo: trip.trainNo, departureDate: trip.departureDate, fromStationCode: 'VNP' })).stationList;
      const later = stops.filter((s) => !s.inSection || s.stationCode === 'AOH');
      if (later.length >= 2) {
        const onDate = addDays(trip.departureDate, later[0]!.dayOffset - stops[0]!.dayOffset);
        await rail.holdSeats(t.database.db, { trainNo: trip.trainNo, departureDate: onDate, fromTelecode: later[0]!.stationCode, toTelecode: later[1]!.stationCode, passengers: [{ seatClass: 'first' }] });
        expect(await remain()).toBe(before - 2);
      }
    });

    it('lists each train once between two cities: boarding where it first leaves the origin city, alighting where it first reaches the destination, as booking finds it', async () => {
      const hot = (await employee.ok(trainCityHotCall, {})).list;
      const stationsOf = (city: string) => new Set(hot.find((c) => c.cityCode === city)!.stationList.map((s) => s.stationCode));
      const [beijing, shanghai] = [stationsOf('北京'), stationsOf('上海')];
      const all = await everything({ pageSize: 30, searchMode: 'TRANSFER_ALL' });
      const directs = all.filter((i) => i.searchType === 0);
      expect(new Set(directs.map((i) => i.trainNo)).size).toBe(directs.length);
      // Every train's stops in each city, from its timetable; the conventional trains call at several Beijing stations.
      const stops = new Map<string, { first: string; last: string; beijingStops: number }>();
      const trains = new Map(all.flatMap((i) => [[i.tripList[0]!.trainNo, i.tripList[0]!] as const, [i.tripList.at(-1)!.trainNo, i.tripList.at(-1)!] as const]));
      for (const [trainNo, trip] of trains) {
        const list = (await employee.ok(trainTimeListCall, { trainNo, departureDate: trip.departureDate, fromStationCode: trip.fromStation.stationCode })).stationList.map((s) => s.stationCode);
        const inBeijing = list.filter((c) => beijing.has(c));
        stops.set(trainNo, { first: inBeijing[0] ?? '', last: list.find((c, i) => shanghai.has(c) && i > list.indexOf(inBeijing[0]!)) ?? '', beijingStops: inBeijing.length });
      }
      expect(directs.filter((i) => stops.get(i.trainNo)!.beijingStops > 1).length).toBeGreaterThan(2);
      for (const i of all) {
        const [first, last] = [i.tripList[0]!, i.tripList.at(-1)!];
        expect(first.fromStation.stationCode).toBe(stops.get(first.trainNo)!.first);
        expect(shanghai.has(last.toStation.stationCode)).toBe(true);
        if (i.searchType === 0) expect(last.toStation.stationCode).toBe(stops.get(last.trainNo)!.last);
      }
      const several = directs.find((i) => stops.get(i.trainNo)!.beijingStops > 1)!.tripList[0]!;
      const product = await employee.ok(productListCall, { trainNo: several.trainNo, departureDate: several.departureDate, fromStationCode: several.fromStation.stationCode, toStationCode: several.toStation.stationCode });
      expect(product.trip).toMatchObject({ trainNo: several.trainNo, departureTime: several.departureTime, fromStation: { stationCode: several.fromStation.stationCode }, toStation: { stationCode: several.toStation.stationCode } });
    });

    it('lists the stops of a train with arrival, departure and dwell', async () => {
      const trip = (await search()).itineraryList[0]!.tripList[0]!;
      const list = await employee.ok(trainTimeListCall, { trainNo: trip.trainNo, departureDate: trip.departureDate, fromStationCode: trip.fromStation.stationCode, toStationCode: trip.toStation.stationCode }, { lang: 'zh-CN' });
      const stops = list.stationList;
      expect(stops[0]).toMatchObject({ stationNo: 1, arrivalTime: null, stationType: 'starting', dwellMinutes: 0 });
      expect(stops.at(-1)!.departureTime).toBeNull();
      expect(stops.slice(1).every((s) => s.stationType === 'passing')).toBe(true);
      expect(stops.map((s) => s.stationNo)).toEqual(stops.map((_, i) => i + 1));
      const inSection = stops.filter((s) => s.inSection);
      expect(inSection[0]!.stationCode).toBe(trip.fromStation.stationCode);
      expect(inSection.at(-1)!.stationCode).toBe(trip.toStation.stationCode);
      for (const s of stops.slice(1, -1)) expect(s.dwellMinutes).toBeGreaterThan(0);
      expect((await error(trainTimeListCall, { trainNo: 'G99999', departureDate: date })).resultCode).toBe('TRAIN_NOT_FOUND');
    });
  });

  describe('transfers', () => {
    it('follows the search modes: direct only, transfers when few direct trains, all transfers', async () => {
      const direct = await search({ searchMode: 'DIRECT' });
      expect(direct.transferCount).toBe(0);
      // Beijing–Shanghai has many direct trains: fewer-transfers mode adds none.
      expect((await search({ searchMode: 'TRANSFER_LESS' })).transferCount).toBe(0);
      expect((await search({ searchMode: 'TRANSFER_ALL' })).transferCount).toBeGreaterThan(0);
      // Shanghai–Chengdu has no direct train on the sandbox network: fewer-transfers mode offers a few.
      const far = await search({ searchMode: 'TRANSFER_LESS', departure: { type: 'CITY', code: '上海' }, arrival: { type: 'CITY', code: '成都' } });
      expect(far.directCount).toBe(0);
      expect(far.transferCount).toBeGreaterThan(0);
      expect(far.transferCount).toBeLessThanOrEqual(TRANSFER_RULES.capLess);
    });

    it('connects at the same station or another station of the city, after the minimum connection time', async () => {
      const pairs = [
        ['上海', '成都'],
        ['北京', '上海'],
        ['广州', '武汉'],
      ];
      let sameStation = 0;
      let differentStation = 0;
      for (const [from, to] of pairs) {
        const list = await everything({ searchMode: 'TRANSFER_ALL', pageSize: 100, departure: { type: 'CITY', code: from! }, arrival: { type: 'CITY', code: to! } });
        for (const it of list.filter((i) => i.searchType === 1 && i.transferInfo!.transferType !== 'SAME_TRAIN')) {
          const [a, b] = it.tripList as [Itinerary['tripList'][number], Itinerary['tripList'][number]];
          const info = it.transferInfo!;
          const wait = (ms(b.departureTime) - ms(a.arrivalTime)) / 60000;
          expect(info.waitMinutes).toBe(wait);
          expect(a.trainNo).not.toBe(b.trainNo);
          expect(info.arrivalStation.stationCode).toBe(a.toStation.stationCode);
          expect(info.departureStation.stationCode).toBe(b.fromStation.stationCode);
          expect(wait).toBeLessThanOrEqual(TRANSFER_RULES.maxWait);
          if (info.transferType === 'SAME_STATION') {
            sameStation++;
            expect(a.toStation.stationCode).toBe(b.fromStation.stationCode);
            expect(wait).toBeGreaterThanOrEqual(TRANSFER_RULES.minSameStation);
          } else {
            differentStation++;
            expect(a.toStation.stationCode).not.toBe(b.fromStation.stationCode);
            expect(wait).toBeGreaterThanOrEqual(TRANSFER_RULES.minDifferentStation);
          }
          expect(it.runDuration).toBe((ms(b.arrivalTime) - ms(a.departureTime)) / 60000);
          expect(it.perLowestPrice.amount).toBe(a.perLowestPrice.amount + b.perLowestPrice.amount);
        }
      }
      expect(sameStation).toBeGreaterThan(0);
      expect(differentStation).toBeGreaterThan(0);
    });

    it('offers a change of seat on the same train when the whole way is sold out but its two halves are not', async () => {
      const list = await everything({ searchMode: 'DIRECT', pageSize: 100, departure: { type: 'CITY', code: '武汉' }, arrival: { type: 'CITY', code: '广州' } });
      const target = list.find((i) => i.hasTicket)!.tripList[0]!;
      const stops = (await employee.ok(trainTimeListCall, { trainNo: target.trainNo, departureDate: target.departureDate, fromStationCode: target.fromStation.stationCode, toStationCode: target.toStation.stationCode })).stationList;
      const inside = stops.filter((s) => s.inSection);
      expect(inside.length).toBeGreaterThan(2);
      // Other buyers hold every place: half of them from the boarding station to a stop on the way, half from it onwards.
      const net = await rail.network(t.database.db);
      const train = net.byNo.get(target.trainNo)!;
      const fromSeq = train.seqOf.get(target.fromStation.stationCode)!;
      const toSeq = train.seqOf.get(target.toStation.stationCode)!;
      const midSeq = train.seqOf.get(inside[1]!.stationCode)!;
      const runDate = addDays(target.departureDate, -inside[0]!.dayOffset + stops[0]!.dayOffset);
      await materialise(t.database.db, train.id, runDate, train.layout);
      await t.database.db.execute(sql`
        UPDATE sandbox.rail_seats SET mask = CASE WHEN (ascii(right(seat_no, 1)) + coach_no) % 2 = 0 THEN ${sectionMask(fromSeq, midSeq)}::bigint ELSE ${sectionMask(midSeq, toSeq)}::bigint END
        WHERE train_id = ${train.id} AND run_date = ${runDate}`);
      const after = await everything({ searchMode: 'TRANSFER_ALL', pageSize: 100, departure: { type: 'CITY', code: '武汉' }, arrival: { type: 'CITY', code: '广州' } });
      const direct = after.find((i) => i.searchType === 0 && i.trainNo === target.trainNo)!;
      expect(direct.hasTicket).toBe(false);
      const sameTrain = after.find((i) => i.transferInfo?.transferType === 'SAME_TRAIN' && i.trainNo === `${target.trainNo}/${target.trainNo}`)!;
      expect(sameTrain).toBeDefined();
      expect(sameTrain.hasTicket).toBe(true);
      expect(sameTrain.tripList[0]!.toStation.stationCode).toBe(sameTrain.tripList[1]!.fromStation.stationCode);
      expect(sameTrain.tripList[0]!.fromStation.stationCode).toBe(target.fromStation.stationCode);
      expect(sameTrain.tripList[1]!.toStation.stationCode).toBe(target.toStation.stationCode);
    });
  });

  it('serves the search to administrators for an employee (bg)', async () => {
    const admin = await t.login('admin');
    const first = await admin.ok(firstTripCall, { ...request(), enterpriseId: 'ent-demo', memberId: 'mem-employee' }, { bg: true });
    expect(first.totalSize).toBeGreaterThan(0);
    expect((await employee.call(firstTripCall, { ...request(), enterpriseId: 'ent-demo', memberId: 'mem-employee' }, { bg: true })).res.statusCode).toBe(403);
  });
});
