import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RailSupplierError } from '../../modules/train/rail-port';
import { openDatabase, type Database } from '../../platform/db/database';
import { layoutCapacity } from './coach-layout';
import { departureAt, type NetTrain } from './rail-network';
import { createRailTestBed, type RailTestBed } from './rail-test-setup';
import { readMasks } from './seat-inventory';
import { sectionMask } from './section-mask';

const D1 = '2026-06-02';

// PGlite runs one connection, so nothing is concurrent there: this needs a PostgreSQL server (DATABASE_URL).
describe.skipIf(!process.env.DATABASE_URL)('rail seat holds under concurrency (PostgreSQL)', () => {
  let t: RailTestBed;
  /** The racing holders' own pool, closed (and its sessions gone) before the test database is dropped. */
  let holders: Database;
  beforeAll(async () => {
    t = await createRailTestBed();
    t.setNow('2026-06-01T06:00:00+08:00');
    const [{ name }] = (await t.database.query<{ name: string }>('SELECT current_database() AS name')) as [{ name: string }];
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    url.searchParams.set('application_name', 'rail-holders');
    holders = await openDatabase({ url: url.toString(), poolSize: 16 });
  });
  afterAll(async () => {
    await holders?.close();
    for (let i = 0; i < 100; i++) {
      const [row] = await t.database.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'rail-holders'");
      if (row?.n === 0) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    await t?.database.close();
  });

  const sameDayTrain = (skip: number) =>
    t.net.trains.filter((x) => x.layout === 'H8' && x.runDays === 127 && x.stops.length >= 6 && departureAt(x, 5) < 1440)[skip]!;

  /** Each holder in its own transaction, with a little order work after the take, all started at once. */
  async function holdAll(train: NetTrain, sections: [number, number][], seatClass: 'business' | 'first', party = (_i: number) => 1) {
    return Promise.all(
      sections.map(([a, b], i) =>
        holders.db
          .transaction(async (tx) => {
            const hold = await t.rail.holdSeats({ idempotencyKey: crypto.randomUUID(),
              trainNo: train.trainNo,
              departureDate: D1,
              fromTelecode: train.stops[a]!.telecode,
              toTelecode: train.stops[b]!.telecode,
              passengers: Array.from({ length: party(i) }, () => ({ seatClass })),
            });
            await tx.execute(sql`SELECT pg_sleep(0.005)`);
            return hold;
          })
          .then(
            (hold) => ({ ok: true as const, hold, a, b }),
            (err: unknown) => {
              if (err instanceof RailSupplierError) return { ok: false as const, code: err.code };
              throw err;
            },
          ),
      ),
    );
  }

  it('sells each of N places once to 4N concurrent holders of overlapping sections', async () => {
    const train = sameDayTrain(0);
    const n = layoutCapacity('H8').get('business')!;
    // Every section covers stop 2 → 3, so any two of them overlap.
    const sections = Array.from({ length: 4 * n }, (_, i): [number, number] => [i % 3, 3 + ((i * 7) % 3)]);
    const results = await holdAll(train, sections, 'business');
    const won = results.filter((r) => r.ok);
    expect(won).toHaveLength(n);
    expect(results.filter((r) => !r.ok).every((r) => r.code === 'SOLD_OUT')).toBe(true);
    // No place twice among the winners, and each place's mask is exactly its one winner's section.
    const places = won.map((r) => `${r.hold.seats[0]!.coachNo}/${r.hold.seats[0]!.seatNo}`);
    expect(new Set(places).size).toBe(n);
    const masks = new Map((await readMasks(t.database.db, train.id, D1)).map((m) => [`${String(m.coachNo).padStart(2, '0')}/${m.seatNo}`, m]));
    for (const r of won) {
      expect(masks.get(`${r.hold.seats[0]!.coachNo}/${r.hold.seats[0]!.seatNo}`)!.mask).toBe(sectionMask(r.a, r.b));
    }
    const [{ rows }] = [(await t.database.db.execute(sql`SELECT count(*)::int AS n FROM sandbox.rail_train_dates WHERE train_id = ${train.id}`)) as unknown as { rows: { n: number }[] }];
    expect(rows[0]!.n).toBe(1);
  });

  it('sells the same places to concurrent holders of sections that do not overlap', async () => {
    const train = sameDayTrain(1);
    const n = layoutCapacity('H8').get('first')!;
    const sections = Array.from({ length: 2 * n }, (_, i): [number, number] => (i % 2 === 0 ? [0, 2] : [2, 5]));
    const results = await holdAll(train, sections, 'first');
    expect(results.every((r) => r.ok)).toBe(true);
    const first = (await readMasks(t.database.db, train.id, D1)).filter((m) => m.seatClass === 'first');
    // SKIP LOCKED may pair them differently, but every place ends up sold 0 → 5 exactly once per section.
    expect(first.map((m) => m.mask)).toEqual(first.map(() => sectionMask(0, 5)));
  });

  it('keeps every place free of overlaps when parties of several passengers race for mixed sections', async () => {
    const train = sameDayTrain(2);
    const sections = Array.from({ length: 60 }, (_, i): [number, number] => {
      const a = (i * 5) % 5;
      return [a % 4, Math.min(5, (a % 4) + 1 + ((i * 3) % 3))];
    });
    const results = await holdAll(train, sections, 'first', (i) => 1 + (i % 3));
    expect(results.filter((r) => !r.ok).every((r) => r.code === 'SOLD_OUT')).toBe(true);
    const byPlace = new Map<string, bigint[]>();
    for (const r of results) {
      if (!r.ok) continue;
      for (const seat of r.hold.seats) {
        const key = `${seat.coachNo}/${seat.seatNo}`;
        byPlace.set(key, [...(byPlace.get(key) ?? []), sectionMask(r.a, r.b)]);
      }
    }
    const stored = new Map((await readMasks(t.database.db, train.id, D1)).map((m) => [`${String(m.coachNo).padStart(2, '0')}/${m.seatNo}`, m.mask]));
    for (const [place, masks] of byPlace) {
      let union = 0n;
      for (const m of masks) {
        expect(union & m).toBe(0n);
        union |= m;
      }
      expect(stored.get(place)).toBe(union);
    }
    expect(results.filter((r) => r.ok).length).toBeGreaterThan(20);
  });
});
