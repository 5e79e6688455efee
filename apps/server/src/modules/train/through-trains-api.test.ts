import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookSubmitCall } from '@travel/contracts/train/booking';
import { productListCall } from '@travel/contracts/train/search';
import { trainTimeListCall } from '@travel/contracts/train/stations';
import { sectionFare } from '../../suppliers/rail/fares';
import { departureAt, type NetTrain, type RailNetwork } from '../../suppliers/rail/rail-network';
import { addDays } from '../../platform/dates';
import { railSeats } from '../../suppliers/rail/schema';
import { sectionMask } from '../../suppliers/rail/section-mask';
import type { TestApp, TestClient } from '../../test/test-app';
import { openSearchEnv, searchHelpers, type SearchEnv } from './train-search-fixture';

describe('through trains: one train over several lines in search, timetable and booking', () => {
  let env: SearchEnv;
  let t: TestApp;
  let employee: TestClient;
  let net: RailNetwork;
  const { search } = searchHelpers(() => env);
  const cities = (from: string, to: string) => ({ departure: { type: 'CITY' as const, code: from }, arrival: { type: 'CITY' as const, code: to } });
  const code = (name: string) => [...net.trains.flatMap((x) => x.stops)].find((s) => net.stationName(s.telecode) === name)!.telecode;

  beforeAll(async () => {
    env = await openSearchEnv();
    ({ t, employee } = env);
    net = await env.rail.network();
  }, 120_000);
  afterAll(async () => env?.t.close());

  it('lists Beijing → Hangzhou and Shanghai → Chengdu trains as direct trains, which no single line runs', async () => {
    const bh = await search({ ...cities('北京', '杭州'), pageSize: 50 });
    const directs = bh.itineraryList.filter((i) => i.searchType === 0);
    expect(bh.directCount).toBeGreaterThanOrEqual(4);
    expect(directs).toHaveLength(bh.directCount);
    const nanjingSouth = code('南京南');
    for (const it of directs) {
      const train = net.byNo.get(it.trainNo)!;
      // Down the Beijing–Shanghai line to Nanjing South, then the Nanjing–Hangzhou line: one train number all the way.
      expect([net.stationName(train.originTelecode), net.stationName(train.terminusTelecode)]).toEqual(['北京南', '杭州东']);
      expect(train.seqOf.has(nanjingSouth)).toBe(true);
      const trip = it.tripList[0]!;
      expect(trip.tripIndex).toBe(1);
      expect(trip.km).toBe(1279);
      // One fare over the whole way (the second class of G trains: 46 fen a km, to 50 fen).
      expect(trip.seatList.find((s) => s.seatClass === 'SECOND')!.price.amount).toBe(sectionFare('G', 'second', 1279));
    }

    const sc = await search({ ...cities('上海', '成都'), pageSize: 50 });
    const scDirect = sc.itineraryList.filter((i) => i.searchType === 0).map((i) => i.tripList[0]!);
    expect(scDirect.some((trip) => trip.trainNo.startsWith('G'))).toBe(true);
    expect(scDirect.some((trip) => trip.trainNo.startsWith('K'))).toBe(true);
    // Transfers are still found when asked for, next to the through trains.
    const all = await search({ ...cities('北京', '杭州'), searchMode: 'TRANSFER_ALL', pageSize: 50 });
    expect(all.directCount).toBe(bh.directCount);
    expect(all.transferCount).toBeGreaterThan(0);
  });

  it("answers a through train's stops as one timetable: each station once, the junction with its dwell, times running on", async () => {
    const train = [...net.trains].find((x) => net.stationName(x.originTelecode) === '上海虹桥' && net.stationName(x.terminusTelecode) === '成都东')!;
    const list = await employee.ok(trainTimeListCall, { trainNo: train.trainNo, departureDate: env.date });
    const stops = list.stationList;
    expect(stops.map((s) => s.stationNo)).toEqual(stops.map((_, i) => i + 1));
    expect(new Set(stops.map((s) => s.stationCode)).size).toBe(stops.length);
    for (const junction of ['徐州东', '西安北']) expect(stops.find((s) => s.stationCode === code(junction))!.dwellMinutes).toBeGreaterThanOrEqual(4);
    const minute = (hhmm: string, day: number) => day * 1440 + Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
    let last = -1;
    for (const s of stops) {
      for (const time of [s.arrivalTime, s.departureTime]) {
        if (time === null) continue;
        const at = minute(time, s.dayOffset);
        expect(at).toBeGreaterThanOrEqual(last);
        last = at;
      }
    }
    expect(stops.at(-1)!.departureTime).toBeNull();
  });

  it('sells a trip across the junction from the train\'s one inventory: its seat is gone for overlapping sections, still on sale before and after it', async () => {
    // The Beijing–Hangzhou train with the most stops, boarded after its first stop and left after the junction.
    const train: NetTrain = net.trains
      .filter((x) => net.stationName(x.originTelecode) === '北京南' && net.stationName(x.terminusTelecode) === '杭州东')
      .sort((a, b) => b.stops.length - a.stops.length || a.id - b.id)[0]!;
    const junction = train.seqOf.get(code('南京南'))!;
    expect(junction).toBeGreaterThan(1);
    expect(junction + 2).toBeLessThan(train.stops.length);
    const last = train.stops.length - 1;
    const runDate = env.date;
    const at = (seq: number) => ({ code: train.stops[seq]!.telecode, date: addDays(runDate, Math.floor(departureAt(train, seq) / 1440)) });
    const remain = async (a: number, b: number) =>
      (await employee.ok(productListCall, { trainNo: train.trainNo, departureDate: at(a).date, fromStationCode: at(a).code, toStationCode: at(b).code })).trip.seatList.find(
        (s) => s.seatClass === 'SECOND',
      )!;
    const sections: [number, number][] = [
      [0, last],
      [0, junction],
      [junction - 1, junction + 1],
      [junction, last],
      [0, 1],
      [junction + 1, last],
    ];
    const before = await Promise.all(sections.map(([a, b]) => remain(a, b)));

    const [board, leave] = [1, junction + 1];
    const booked = await employee.ok(bookSubmitCall, {
      tripList: [{ tripIndex: 1, trainNo: train.trainNo, departureDate: at(board).date, fromStationCode: at(board).code, toStationCode: at(leave).code, seatClass: 'SECOND' }],
      passengerList: [
        {
          source: 'CUSTOMER',
          familyName: 'LI',
          givenName: 'THROUGH',
          birthday: '1986-04-01',
          gender: 'F',
          nationality: 'CN',
          mobileCountryCode: '86',
          mobile: '13800009901',
          idType: 'PASSPORT',
          idNumber: 'E90000001',
          placeOfIssue: 'CN',
          idExpiredDate: '2034-01-01',
          insuranceProductIds: [],
        },
      ],
      contact: { name: 'LI THROUGH', mobileCountryCode: '86', mobile: '13800009901', email: 'li@example.com' },
      serviceProviderId: 'SP-RAIL-1',
      travelType: 'PRIVATE',
      acceptNoSeat: false,
      acceptHybridPayment: false,
      ignoreDuplicate: false,
    });
    expect(booked.bookOrderStatus).toBe('WAIT_PAY');
    const fare = (await remain(board, leave)).price.amount;
    expect(fare).toBe(sectionFare('G', 'second', train.stops[leave]!.km - train.stops[board]!.km));

    const after = await Promise.all(sections.map(([a, b]) => remain(a, b)));
    const overlaps = ([a, b]: [number, number]) => a < leave && b > board;
    sections.forEach((section, i) => {
      const expected = before[i]!.seatRemain - (overlaps(section) ? 1 : 0);
      expect(after[i]!.seatRemain, `section ${section.join('→')}`).toBe(expected);
      if (!overlaps(section)) expect(after[i]!.seatBookAble).toBe('Y');
    });

    // The one place taken is sold for exactly the booked sections, across the junction: before and after, it is free.
    const sold = await t.database.db
      .select({ mask: railSeats.mask, seatClass: railSeats.seatClass })
      .from(railSeats)
      .where(and(eq(railSeats.trainId, train.id), eq(railSeats.runDate, runDate), ne(railSeats.mask, 0n)));
    expect(sold).toEqual([{ mask: sectionMask(board, leave), seatClass: 'second' }]);
    expect(sold[0]!.mask & sectionMask(0, board)).toBe(0n);
    expect(sold[0]!.mask & sectionMask(leave, last)).toBe(0n);
    expect(sold[0]!.mask & sectionMask(junction - 1, junction + 1)).not.toBe(0n);
  });
});
