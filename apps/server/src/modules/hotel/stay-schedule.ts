import type { Db } from '../../platform/db/database';
import { enqueueJob } from '../../platform/jobs/job-queue';
import { STAY_JOB, stayKey } from './order-jobs';

/** Asks the hotel about the stay at `at` (inside the caller's transaction; the same instant is queued once). */
export async function queueStayCheck(db: Db, orderId: string, at: Date, now: Date): Promise<void> {
  await enqueueJob(db, { kind: STAY_JOB, payload: { orderId }, runAt: at, dedupeKey: stayKey(orderId, at) }, now);
}

/** On confirmation: the hotel is asked at its check-in time and at its check-out time, as its confirmation states them. */
export async function scheduleStay(db: Db, orderId: string, hold: { checkinAt: string; checkoutAt: string }, now: Date): Promise<void> {
  await queueStayCheck(db, orderId, new Date(hold.checkinAt), now);
  await queueStayCheck(db, orderId, new Date(hold.checkoutAt), now);
}
