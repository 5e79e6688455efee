import { TrainError } from '@travel/contracts/train/errors';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { cancelJob } from '../../platform/jobs/job-queue';
import type { Scope } from './book-common';
import { rushDeadlineKey } from './order-jobs';
import { lockOrder } from './order-moves';
import type { RailSupplier } from './rail-port';
import { limitChoicesOf, pickLimit } from './rush-commit';
import { rushOptionsOf } from './rush-options';
import { visibleRush } from './rush-read';
import { lockRush, rushLog, scheduleDeadline, type RushOperator } from './rush-store';
import { trainRushOrders } from './schema';
import { eq } from 'drizzle-orm';

/** The deadlines a waiting rush may move to: hours before its earliest option still ahead. */
async function choicesOf(rail: RailSupplier, db: Db, orderId: string, now: Date) {
  const options = await rushOptionsOf(db, orderId);
  return limitChoicesOf(options.map((o) => o.departureTime.getTime()), rail.saleCalendar().saleCloseMinutes, now);
}

/** train/waitlist/limit_time/list. */
export async function listLimitTimes(rail: RailSupplier, db: Db, scope: Scope, orderId: string, now: Date) {
  const { order, rush } = await visibleRush(db, scope, orderId);
  if (rush.status !== 'WAITING') throw new AppError(TrainError.RUSH_ENDED);
  const choices = await choicesOf(rail, db, order.id, now);
  return { orderId: order.id, limitTime: rush.limitTime.toISOString(), limitTimeList: choices.map((c) => ({ limitTime: c.limitTime.toISOString(), hoursBeforeDeparture: c.hoursBeforeDeparture })) };
}

/** train/waitlist/limit_time/modify: only to a listed choice; the deadline job follows the new limit. */
export async function modifyLimitTime(rail: RailSupplier, db: Db, scope: Scope, input: { orderId: string; limitTime: string }, operator: RushOperator, now: Date) {
  await visibleRush(db, scope, input.orderId);
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId, scope);
    const rush = await lockRush(tx, order.id);
    if (rush?.status !== 'WAITING') throw new AppError(TrainError.RUSH_ENDED);
    const limitTime = pickLimit(await choicesOf(rail, tx, order.id, now), input.limitTime);
    await tx.update(trainRushOrders).set({ limitTime, updatedAt: now }).where(eq(trainRushOrders.orderId, order.id));
    await cancelJob(tx, rushDeadlineKey(order.id, rush.limitTime), now);
    // Unpaid, the deadline job is queued when it is paid.
    if (order.status === 'PURCHASING') await scheduleDeadline(tx, { orderId: order.id, limitTime }, now);
    await rushLog(tx, order.id, { action: 'LIMIT_TIME_MODIFIED', operator, limitTime }, now);
    return { orderId: order.id, limitTime: limitTime.toISOString() };
  });
}
