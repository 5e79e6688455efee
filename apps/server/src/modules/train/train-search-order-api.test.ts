import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListCall, type Itinerary } from '@travel/contracts/train/search';
import type { TestApp, TestClient } from '../../test/test-app';
import type { RailSandbox } from '../../suppliers/rail/rail-sandbox';
import { openSearchEnv, searchHelpers, type SearchEnv, ms, hourOf } from './train-search-fixture';

describe('train search API: sorting and filters', () => {
  let env: SearchEnv;
  let t: TestApp;
  let employee: TestClient;
  let rail: RailSandbox;
  const { search, everything } = searchHelpers(() => env);

  beforeAll(async () => {
    env = await openSearchEnv();
    ({ t, employee, rail } = env);
  }, 120_000);
  afterAll(async () => env?.t.close());

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
      await rail.holdSeats({ idempotencyKey: crypto.randomUUID(),
        trainNo: trip.trainNo,
        departureDate: trip.departureDate,
        fromTelecode: trip.fromStation.stationCode,
        toTelecode: trip.toStation.stationCode,
        passengers: Array.from({ length: seat.seatRemain }, () => ({ seatClass: classOf[seat.seatClass as keyof typeof classOf] })),
      });
    }
  }
});
