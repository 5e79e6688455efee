import { lt } from 'drizzle-orm';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { addDays, localDate } from '../../platform/dates';
import { enqueueJob, withOwnTransactions, type JobHandlers } from '../../platform/jobs/job-queue';
import { releaseLapsedHolds } from './hold-actions';
import { hotelInventory } from './schema';

export const HOTEL_EXPIRE_JOB = 'hotel.sandbox.expire';
/** How often lapsed holds are looked for: a lapsed hold's rooms are back on sale within this. */
const EVERY_MS = 5 * 60_000;
/** Inventory rows are kept this many days after their night (holds keep their own copy of the nights). */
const KEEP_DAYS = 7;

/** Queues the next sweep (one per 5-minute slot, by dedupe key). */
export async function scheduleHotelHousekeeping(db: Db, clock: Clock): Promise<void> {
  const slot = Math.floor(clock.nowMs() / EVERY_MS) + 1;
  await enqueueJob(db, { kind: HOTEL_EXPIRE_JOB, runAt: new Date(slot * EVERY_MS), dedupeKey: `${HOTEL_EXPIRE_JOB}:${slot}` }, clock.now());
}

/** Drops inventory rows of nights long past: a fresh night comes from the seed again (only future nights sell). */
export async function purgePastInventory(db: Db, today: string): Promise<number> {
  const rows = await db.delete(hotelInventory).where(lt(hotelInventory.date, addDays(today, -KEEP_DAYS))).returning({ h: hotelInventory.hotelId });
  return rows.length;
}

export const hotelHousekeepingJobs: JobHandlers = {
  // The sandbox keeps its own transactions, as a remote hotel system would: one per released hold.
  [HOTEL_EXPIRE_JOB]: withOwnTransactions(async (db, _payload, ctx) => {
    await releaseLapsedHolds(db, ctx.clock.now());
    await purgePastInventory(db, localDate(ctx.clock.now()));
    await scheduleHotelHousekeeping(db, ctx.clock);
  }),
};
