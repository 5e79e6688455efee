import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookSubmitCall, type BookSubmitInput } from '@travel/contracts/train/booking';
import { trainDateRangeCall } from '@travel/contracts/train/date-range';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { layoutCapacity } from '../../suppliers/rail/coach-layout';
import { departureAt, type NetTrain } from '../../suppliers/rail/rail-network';
import { loadRailConfig } from '../../suppliers/rail/rail-config';
import { createRailSandbox } from '../../suppliers/rail/rail-sandbox';
import { addDays } from '../../platform/dates';
import { trainOrderTrips, trainTickets } from './schema';

// PGlite runs one connection, so nothing races there: this needs a PostgreSQL server (DATABASE_URL).
describe.skipIf(!process.env.DATABASE_URL)('train booking under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let employee: TestClient;
  let train: NetTrain;
  let date: string;

  beforeAll(async () => {
    t = await createTestApp({ rail: true });
    employee = await t.login('employee');
    date = addDays((await employee.ok(trainDateRangeCall, {})).today, 3);
    const net = await createRailSandbox({ clock: t.clock, db: t.database.db, config: loadRailConfig({ RAIL_NIGHT_CLOSED: 'off' }) }).network();
    train = net.trains.find((x) => x.layout === 'H8' && x.runDays === 127 && x.stops.length >= 6 && departureAt(x, 5) < 1440 && x.departureMinute > 8 * 60)!;
  }, 120_000);
  afterAll(async () => t?.close());

  it('N free business seats and 4N bookers on sections that all overlap: exactly N orders, no seat sold twice', async () => {
    const n = layoutCapacity(train.layout).get('business')!;
    // Every section covers stop 2 → 3, so no two of them can share a seat.
    const sections: [number, number][] = [[0, 3], [1, 4], [2, 5], [2, 3]];
    const input = (i: number): BookSubmitInput => {
      const [a, b] = sections[i % sections.length]!;
      return {
        tripList: [{ tripIndex: 1, trainNo: train.trainNo, departureDate: date, fromStationCode: train.stops[a]!.telecode, toStationCode: train.stops[b]!.telecode, seatClass: 'BUSINESS' }],
        passengerList: [
          {
            source: 'CUSTOMER',
            familyName: 'RACE',
            givenName: `P${i}`,
            birthday: '1980-01-01',
            gender: 'F',
            nationality: 'CN',
            mobileCountryCode: '86',
            idType: 'PASSPORT',
            idNumber: `R${String(1000000 + i)}`,
            placeOfIssue: 'CN',
            idExpiredDate: '2034-01-01',
            insuranceProductIds: [],
          },
        ],
        contact: { name: 'RACE', mobileCountryCode: '86', mobile: '13800009999', email: 'race@example.com' },
        serviceProviderId: 'SP-RAIL-1',
        travelType: 'PRIVATE',
        acceptNoSeat: false,
        acceptHybridPayment: false,
        ignoreDuplicate: true,
      };
    };
    const answers = await Promise.all(Array.from({ length: 4 * n }, (_, i) => employee.call(bookSubmitCall, input(i))));
    const codes = answers.map((a) => a.body.resultCode);
    expect(codes.filter((c) => c === '0')).toHaveLength(n);
    expect(new Set(codes.filter((c) => c !== '0'))).toEqual(new Set(['ItrainResouce.1222']));

    const orderIds = answers.filter((a) => a.body.resultCode === '0').map((a) => (a.body.data as { orderId: string }).orderId);
    const tickets = await t.database.db.select().from(trainTickets).where(and(inArray(trainTickets.orderId, orderIds), eq(trainTickets.status, 'NON_ISSUE')));
    const trips = await t.database.db.select().from(trainOrderTrips).where(inArray(trainOrderTrips.orderId, orderIds));
    expect(tickets).toHaveLength(n);
    const seqOf = (code: string) => train.seqOf.get(code)!;
    const bySeat = new Map<string, [number, number][]>();
    for (const ticket of tickets) {
      const trip = trips.find((x) => x.orderId === ticket.orderId)!;
      const key = `${ticket.coachNo}/${ticket.seatNo}`;
      bySeat.set(key, [...(bySeat.get(key) ?? []), [seqOf(trip.fromStationCode), seqOf(trip.toStationCode)]]);
    }
    for (const [seat, held] of bySeat) {
      for (let i = 0; i < held.length; i++) {
        for (let j = i + 1; j < held.length; j++) {
          const [a, b] = [held[i]!, held[j]!];
          expect(a[0] < b[1] && b[0] < a[1], `seat ${seat} sold twice for overlapping sections`).toBe(false);
        }
      }
    }
  }, 120_000);
});
