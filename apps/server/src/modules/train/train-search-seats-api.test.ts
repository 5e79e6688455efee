import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { trainCityHotCall, trainStationMatchCall, trainTimeListCall } from '@travel/contracts/train/stations';
import { materialise } from '../../suppliers/rail/seat-inventory';
import { sectionMask } from '../../suppliers/rail/section-mask';
import { addDays } from '../../platform/dates';
import { TRANSFER_RULES } from './search-engine';
import { RAIL_CLASS } from './book-common';
import { productListCall, type Itinerary } from '@travel/contracts/train/search';
import type { TestApp, TestClient } from '../../test/test-app';
import type { RailSandbox } from '../../suppliers/rail/rail-sandbox';
import { openSearchEnv, searchHelpers, type SearchEnv, ms } from './train-search-fixture';

describe('train search API: seats, products and transfers', () => {
  let env: SearchEnv;
  let t: TestApp;
  let employee: TestClient;
  let rail: RailSandbox;
  let date: string;
  const { search, everything, error } = searchHelpers(() => env);

  beforeAll(async () => {
    env = await openSearchEnv();
    ({ t, employee, rail, date } = env);
  }, 120_000);
  afterAll(async () => env?.t.close());

  describe('seat counts and products', () => {
    it('counts the places of the searched section: a hold on it lowers them, one on a later section does not', async () => {
      const list = (await search({ departure: { type: 'STATION', code: 'VNP' }, arrival: { type: 'STATION', code: 'AOH' } })).itineraryList;
      const trip = list.find((i) => i.tripList[0]!.seatList.some((s) => s.seatClass === 'FIRST' && s.seatRemain > 10))!.tripList[0]!;
      const remain = () =>
        employee
          .ok(productListCall, { trainNo: trip.trainNo, departureDate: trip.departureDate, fromStationCode: trip.fromStation.stationCode, toStationCode: trip.toStation.stationCode })
          .then((p) => p.trip.seatList.find((s) => s.seatClass === 'FIRST')!.seatRemain);
      const before = await remain();
      await rail.holdSeats({ idempotencyKey: crypto.randomUUID(), trainNo: trip.trainNo, departureDate: trip.departureDate, fromTelecode: trip.fromStation.stationCode, toTelecode: trip.toStation.stationCode, passengers: [{ seatClass: 'first' }, { seatClass: 'first' }] });
      expect(await remain()).toBe(before - 2);
      const searched = (await search({ departure: { type: 'STATION', code: 'VNP' }, arrival: { type: 'STATION', code: 'AOH' } })).itineraryList.find((i) => i.tripList[0]!.trainNo === trip.trainNo)!;
      expect(searched.tripList[0]!.seatList.find((s) => s.seatClass === 'FIRST')!.seatRemain).toBe(before - 2);
      // Shanghai Hongqiao onwards (a section after the searched one) does not touch Beijing South → Shanghai Hongqiao places.
      const stops = (await employee.ok(trainTimeListCall, { trainNo: trip.trainNo, departureDate: trip.departureDate, fromStationCode: 'VNP' })).stationList;
      const later = stops.filter((s) => !s.inSection || s.stationCode === 'AOH');
      if (later.length >= 2) {
        const onDate = addDays(trip.departureDate, later[0]!.dayOffset - stops[0]!.dayOffset);
        await rail.holdSeats({ idempotencyKey: crypto.randomUUID(), trainNo: trip.trainNo, departureDate: onDate, fromTelecode: later[0]!.stationCode, toTelecode: later[1]!.stationCode, passengers: [{ seatClass: 'first' }] });
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
    it('a transfer search asked again lists the same connections with their seats read again (the connections are kept per timetable, the seats are not)', async () => {
      const first = await everything({ pageSize: 50, searchMode: 'TRANSFER_ALL' });
      const counted = (s: { seatRemain: number }) => s.seatRemain > 3 && s.seatRemain < 99;
      const transfer = first.find((i) => i.searchType === 1 && i.tripList[0]!.seatList.some(counted));
      expect(transfer).toBeDefined();
      const leg = transfer!.tripList[0]!;
      const seatClass = leg.seatList.find(counted)!.seatClass;
      const seats = (list: Itinerary[]) => list.find((i) => i.itineraryId === transfer!.itineraryId)!.tripList[0]!.seatList.find((s) => s.seatClass === seatClass)!.seatRemain;
      const railClass = RAIL_CLASS[seatClass];
      await rail.holdSeats({ idempotencyKey: crypto.randomUUID(), trainNo: leg.trainNo, departureDate: leg.departureDate, fromTelecode: leg.fromStation.stationCode, toTelecode: leg.toStation.stationCode, passengers: [{ seatClass: railClass }, { seatClass: railClass }] });
      const again = await everything({ pageSize: 50, searchMode: 'TRANSFER_ALL' });
      expect(again.map((i) => i.itineraryId)).toEqual(first.map((i) => i.itineraryId));
      expect(seats(again)).toBe(seats(first) - 2);
    });

    it('follows the search modes: direct only, transfers when few direct trains, all transfers', async () => {
      const direct = await search({ searchMode: 'DIRECT' });
      expect(direct.transferCount).toBe(0);
      // Beijing–Shanghai has many direct trains: fewer-transfers mode adds none.
      expect((await search({ searchMode: 'TRANSFER_LESS' })).transferCount).toBe(0);
      expect((await search({ searchMode: 'TRANSFER_ALL' })).transferCount).toBeGreaterThan(0);
      // Hangzhou–Chengdu has no direct train on the sandbox network (Shanghai–Chengdu has through trains): fewer-transfers mode offers a few.
      const far = await search({ searchMode: 'TRANSFER_LESS', departure: { type: 'CITY', code: '杭州' }, arrival: { type: 'CITY', code: '成都' } });
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
      const net = await rail.network();
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
});
