import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueJobs } from '../../platform/jobs/job-queue';
import { jobs } from '../../platform/jobs/schema';
import { railHousekeepingJobs, RAIL_HOUSEKEEPING_JOB, scheduleHousekeeping } from './housekeeping';
import { createRailTestBed, type RailTestBed } from './rail-test-setup';
import { railSeats } from './schema';

describe('rail sandbox housekeeping', () => {
  let t: RailTestBed;
  beforeAll(async () => {
    t = await createRailTestBed();
    t.setNow('2026-06-01T06:00:00+08:00');
  });
  afterAll(async () => t?.database.close());

  const seatRows = async (runDate: string) =>
    Number(((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(railSeats).where(eq(railSeats.runDate, runDate))) as [{ n: number }])[0].n);

  it('drops the seat rows of train-dates three days past, keeps the rest, and queues the next day', async () => {
    const [from, to] = [t.code('北京南'), t.code('上海虹桥')];
    for (const date of ['2026-06-01', '2026-06-10']) {
      const train = (await t.rail.findTrains([{ fromTelecodes: [from], toTelecodes: [to], departureDate: date }]))[0]!.find((s) => s.saleStatus === 'onSale');
      await t.rail.holdSeats({ idempotencyKey: crypto.randomUUID(), trainNo: train!.trainNo, departureDate: date, fromTelecode: from, toTelecode: to, passengers: [{ seatClass: 'second' }] });
    }
    expect(await seatRows('2026-06-01')).toBeGreaterThan(100);
    await scheduleHousekeeping(t.database.db, t.clock);
    t.setNow('2026-06-05T03:00:00+08:00');
    expect(await runDueJobs(t.database.db, t.clock, railHousekeepingJobs)).toEqual({ done: 1, failed: 0 });
        expect(await seatRows('2026-06-01')).toBe(0);
    expect(await seatRows('2026-06-10')).toBeGreaterThan(100);
    const next = await t.database.db.select().from(jobs).where(and(eq(jobs.kind, RAIL_HOUSEKEEPING_JOB), eq(jobs.status, 'PENDING')));
    expect(next.map((j) => j.dedupeKey)).toEqual([`${RAIL_HOUSEKEEPING_JOB}:2026-06-06`]);
  });
});
