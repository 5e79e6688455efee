import { lt } from 'drizzle-orm';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { enqueueJob, type JobHandlers } from '../../platform/jobs/job-queue';
import { addDays, localDate } from './rail-time';
import { railSeats, railTrainDates } from './schema';

export const RAIL_HOUSEKEEPING_JOB = 'rail.sandbox.housekeeping';
/** Seat rows are kept this many days after a train's run date (the longest trains run three days). */
const KEEP_DAYS = 3;

/** Drops the seat inventory of train-dates long past; holds keep their own copy of coach and seat. */
export async function purgePastInventory(db: Db, today: string): Promise<{ seats: number; trainDates: number }> {
  const before = addDays(today, -KEEP_DAYS);
  const seats = await db.delete(railSeats).where(lt(railSeats.runDate, before)).returning({ t: railSeats.trainId });
  const dates = await db.delete(railTrainDates).where(lt(railTrainDates.runDate, before)).returning({ t: railTrainDates.trainId });
  return { seats: seats.length, trainDates: dates.length };
}

/** Queues the next daily clean-up (one per date, by dedupe key), at 03:00 railway time tomorrow. */
export async function scheduleHousekeeping(db: Db, clock: Clock): Promise<void> {
  const tomorrow = addDays(localDate(clock.nowMs()), 1);
  const runAt = new Date(`${tomorrow}T03:00:00+08:00`);
  await enqueueJob(db, { kind: RAIL_HOUSEKEEPING_JOB, runAt, dedupeKey: `${RAIL_HOUSEKEEPING_JOB}:${tomorrow}` }, clock.now());
}

export const railHousekeepingJobs: JobHandlers = {
  [RAIL_HOUSEKEEPING_JOB]: async (db, _payload, ctx) => {
    await purgePastInventory(db, localDate(ctx.clock.nowMs()));
    await scheduleHousekeeping(db, ctx.clock);
  },
};
