import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { enqueueJob, type JobHandlers } from '../../platform/jobs/job-queue';
import { lockOrder } from './order-moves';
import { nextTicketStatus } from './order-status';
import { trainOrderTrips, trainTickets } from './schema';

export const COLLECT_JOB = 'train.collect';

/**
 * The sandbox has no station gates: an issued ticket counts as collected (GOT) when its train leaves, so a job waits
 * for the next departure of a trip that still has issued tickets. Called wherever tickets become ISSUED.
 */
export async function scheduleCollection(db: Db, orderId: string, now: Date): Promise<void> {
  const issued = await db
    .select({ departureTime: trainOrderTrips.departureTime })
    .from(trainTickets)
    .innerJoin(trainOrderTrips, and(eq(trainOrderTrips.orderId, trainTickets.orderId), eq(trainOrderTrips.tripIndex, trainTickets.tripIndex)))
    .where(and(eq(trainTickets.orderId, orderId), eq(trainTickets.status, 'ISSUED')));
  if (issued.length === 0) return;
  const runAt = new Date(Math.max(now.getTime(), Math.min(...issued.map((x) => x.departureTime.getTime()))));
  await enqueueJob(db, { kind: COLLECT_JOB, payload: { orderId }, runAt, dedupeKey: `train-collect:${orderId}:${runAt.toISOString()}` }, now);
}

/** Moves the issued tickets of every departed trip to GOT (under the order's lock, so after-sale writes serialise), then waits for the next. */
export const collectionJobHandlers: JobHandlers = {
  [COLLECT_JOB]: async (db, payload, { now }) => {
    const orderId = String(payload.orderId);
    await lockOrder(db, orderId);
    const trips = await db.select().from(trainOrderTrips).where(eq(trainOrderTrips.orderId, orderId));
    const departed = trips.filter((t) => t.departureTime <= now).map((t) => t.tripIndex);
    if (departed.length > 0) {
      const tickets = await db.select().from(trainTickets).where(and(eq(trainTickets.orderId, orderId), eq(trainTickets.status, 'ISSUED'), inArray(trainTickets.tripIndex, departed)));
      for (const ticket of tickets) await db.update(trainTickets).set({ status: nextTicketStatus(ticket.status, 'COLLECT'), updatedAt: now }).where(eq(trainTickets.id, ticket.id));
    }
    await scheduleCollection(db, orderId, now);
  },
};
