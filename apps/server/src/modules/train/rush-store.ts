import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { PURCHASE_KINDS } from '@travel/contracts/train/statuses';
import type { RUSH_LOG_ACTIONS } from '@travel/contracts/train/rush';
import type { RushType } from '@travel/contracts/train/rush-request';
import type { Db } from '../../platform/db/database';
import { cancelJob, enqueueJob } from '../../platform/jobs/job-queue';
import { RUSH_DEADLINE_JOB, RUSH_JOB, RUSH_JOB_KEY, RUSH_UNDO_JOB, rushDeadlineKey } from './order-jobs';
import { trainRushLogs, trainRushOrders } from './schema';

export type RushRow = typeof trainRushOrders.$inferSelect;
export type RushOperator = 'TRAVELLER' | 'ADMINISTRATOR' | 'SYSTEM';
type RushLog = { action: (typeof RUSH_LOG_ACTIONS)[number]; operator: RushOperator; amount?: number | null; limitTime?: Date | null; optionIndex?: number | null };

/** The purchase kind of a rush order, and back. */
export const RUSH_KIND: Record<RushType, number> = { GRAB: PURCHASE_KINDS.GRAB, WAITLIST: PURCHASE_KINDS.WAITLIST };
export const isRushKind = (purchaseType: number) => purchaseType === PURCHASE_KINDS.GRAB || purchaseType === PURCHASE_KINDS.WAITLIST;

/** Who did it: the traveller, or an administrator acting for them from the back office. */
export const operatorOf = (backOffice: boolean): RushOperator => (backOffice ? 'ADMINISTRATOR' : 'TRAVELLER');

/** Queues a run of the rush engine (seats went back to sale, or a rush was paid): one pending run is enough. */
export async function queueRush(db: Db, now: Date): Promise<void> {
  await enqueueJob(db, { kind: RUSH_JOB, payload: {}, runAt: now, dedupeKey: RUSH_JOB_KEY, maxAttempts: 20 }, now);
}

export async function lockRush(db: Db, orderId: string): Promise<RushRow | null> {
  const [row] = await db.select().from(trainRushOrders).where(eq(trainRushOrders.orderId, orderId)).for('update');
  return row ?? null;
}

// Logs written at one instant keep their order: the id sorts by time, then by this process's sequence.
let logSeq = 0;
const logId = (now: Date) => `${String(now.getTime()).padStart(15, '0')}-${String(++logSeq % 1e9).padStart(9, '0')}-${randomUUID().slice(0, 8)}`;

export async function rushLog(db: Db, orderId: string, log: RushLog, now: Date): Promise<void> {
  await db.insert(trainRushLogs).values({ id: logId(now), orderId, at: now, action: log.action, operator: log.operator, amount: log.amount ?? null, limitTime: log.limitTime ?? null, optionIndex: log.optionIndex ?? null });
}

/** The deadline job of a rush order at its limit (or now, when paid after it). */
export async function scheduleDeadline(db: Db, rush: Pick<RushRow, 'orderId' | 'limitTime'>, now: Date): Promise<void> {
  const runAt = rush.limitTime > now ? rush.limitTime : now;
  await enqueueJob(db, { kind: RUSH_DEADLINE_JOB, payload: { orderId: rush.orderId }, runAt, dedupeKey: rushDeadlineKey(rush.orderId, rush.limitTime) }, now);
}

/** A rush order paid (inside the payment's transaction): it waits for a seat until its deadline; the engine runs now. */
export async function onRushPaid(db: Db, orderId: string, operator: RushOperator, now: Date): Promise<void> {
  const [rush] = await db.select().from(trainRushOrders).where(eq(trainRushOrders.orderId, orderId));
  if (!rush) return;
  await rushLog(db, orderId, { action: 'PAID', operator, amount: rush.prepaid }, now);
  await scheduleDeadline(db, rush, now);
  await queueRush(db, now);
}

/**
 * A rush ended (inside the caller's transaction, the rush row locked): its row closed, its deadline job withdrawn; seats
 * a racing engine run took at the railway meanwhile (an option marked won while still WAITING) go back by a job.
 */
export async function endRush(db: Db, rush: RushRow, change: Pick<RushRow, 'status'> & Partial<Pick<RushRow, 'refunded' | 'failReason' | 'wonOptionIndex'>>, now: Date): Promise<void> {
  await db.update(trainRushOrders).set({ ...change, updatedAt: now }).where(and(eq(trainRushOrders.orderId, rush.orderId), eq(trainRushOrders.status, 'WAITING')));
  await cancelJob(db, rushDeadlineKey(rush.orderId, rush.limitTime), now);
  if (change.status !== 'SUCCEEDED' && rush.wonOptionIndex !== null) {
    await enqueueJob(db, { kind: RUSH_UNDO_JOB, payload: { orderId: rush.orderId, optionIndex: rush.wonOptionIndex }, runAt: now, dedupeKey: `train-rush-undo:${rush.orderId}` }, now);
  }
}
