import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HotelSupplierError, type RatePlanOffer, type StayQuery } from '../../modules/hotel/hotel-port';
import { openDatabase, type Database } from '../../platform/db/database';
import { createHotelSandbox, type HotelSandbox } from './hotel-sandbox';
import { loadHotelConfig } from './hotel-config';
import { createHotelTestBed, type HotelTestBed } from './hotel-test-setup';
import { hotelInventory } from './schema';

const Q: StayQuery = { checkinDate: '2026-06-10', checkoutDate: '2026-06-13', roomNum: 1, adultNum: 1, childAges: [] };

// PGlite runs one connection, so nothing is concurrent there: this needs a PostgreSQL server (DATABASE_URL).
describe.skipIf(!process.env.DATABASE_URL)('hotel holds under concurrency (PostgreSQL)', () => {
  let t: HotelTestBed;
  /** The racing holders' own pool and sandbox, closed before the test database is dropped. */
  let holders: Database;
  let racing: HotelSandbox;
  beforeAll(async () => {
    t = await createHotelTestBed();
    t.setNow('2026-06-01T09:00:00+08:00');
    const [{ name }] = (await t.database.query<{ name: string }>('SELECT current_database() AS name')) as [{ name: string }];
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    url.searchParams.set('application_name', 'hotel-holders');
    holders = await openDatabase({ url: url.toString(), poolSize: 16 });
    racing = createHotelSandbox({ clock: t.clock, db: holders.db, config: loadHotelConfig({}) });
  });
  afterAll(async () => {
    await holders?.close();
    for (let i = 0; i < 100; i++) {
      const [row] = await t.database.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'hotel-holders'");
      if (row?.n === 0) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    await t?.database.close();
  });

  async function planWithRooms(min: number, skip: number): Promise<{ hotelId: string; plan: RatePlanOffer }> {
    let found = 0;
    for (const h of t.catalog.summaries('156110000')) {
      const s = (await t.hotels.getStay(h.hotelId, Q))!;
      const plan = s.rooms.flatMap((r) => r.ratePlans).find((p) => p.minStay === 1 && !p.nights[0]!.closedToArrival && p.nights.every((n) => n.remaining >= min));
      if (plan && found++ === skip) return { hotelId: h.hotelId, plan };
    }
    throw new Error('no plan found');
  }

  const race = (hotelId: string, plan: RatePlanOffer, stays: { q: StayQuery; rooms: number }[]) =>
    Promise.all(
      stays.map(({ q, rooms }) =>
        racing
          .holdRooms({ ...q, roomNum: rooms, hotelId, roomTypeId: plan.roomTypeId, ratePlanId: plan.ratePlanId, idempotencyKey: crypto.randomUUID() })
          .then(
            (hold) => ({ ok: true as const, hold }),
            (err: unknown) => {
              if (err instanceof HotelSupplierError) return { ok: false as const, code: err.code };
              throw err;
            },
          ),
      ),
    );

  const stored = (hotelId: string, roomTypeId: string) =>
    t.database.db.select().from(hotelInventory).where(and(eq(hotelInventory.hotelId, hotelId), eq(hotelInventory.roomTypeId, roomTypeId))).orderBy(hotelInventory.date);

  it('sells each of the last rooms once to four times as many concurrent holders of the same stay', async () => {
    const { hotelId, plan } = await planWithRooms(3, 0);
    const left = Math.min(...plan.nights.map((n) => n.remaining));
    const results = await race(hotelId, plan, Array.from({ length: 4 * left }, () => ({ q: Q, rooms: 1 })));
    expect(results.filter((r) => r.ok)).toHaveLength(left);
    expect(results.filter((r) => !r.ok).every((r) => r.code === 'SOLD_OUT')).toBe(true);
    const rows = await stored(hotelId, plan.roomTypeId);
    expect(rows.map((r) => r.sold)).toEqual(plan.nights.map(() => left));
    expect(rows.every((r) => r.sold <= r.allotment)).toBe(true);
  });

  it('never oversells a night when overlapping stays of several rooms race, and keeps every hold whole', async () => {
    const { hotelId, plan } = await planWithRooms(4, 1);
    const dates = ['2026-06-10', '2026-06-11', '2026-06-12', '2026-06-13'];
    const stays = Array.from({ length: 40 }, (_, i) => {
      const a = i % 3;
      const b = Math.min(3, a + 1 + (i % 2));
      return { q: { ...Q, checkinDate: dates[a]!, checkoutDate: dates[b]! }, rooms: 1 + (i % 3) };
    });
    const results = await race(hotelId, plan, stays);
    expect(results.filter((r) => !r.ok).every((r) => r.code === 'SOLD_OUT')).toBe(true);
    const soldByNight = new Map<string, number>();
    for (const r of results) if (r.ok) for (const n of r.hold.nights) soldByNight.set(n.date, (soldByNight.get(n.date) ?? 0) + r.hold.roomNum);
    const rows = await stored(hotelId, plan.roomTypeId);
    for (const row of rows) {
      expect(row.sold).toBe(soldByNight.get(row.date) ?? 0);
      expect(row.sold).toBeLessThanOrEqual(row.allotment);
    }
    expect(results.some((r) => r.ok)).toBe(true);
  });
});
