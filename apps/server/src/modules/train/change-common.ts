import { TrainError } from '@travel/contracts/train/errors';
import { and, eq, inArray } from 'drizzle-orm';
import type { ChangeTrip } from '@travel/contracts/train/change';
import type { Db } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/errors';
import { cancelJob, enqueueJob } from '../../platform/jobs/job-queue';
import { isUniqueViolation } from '../../platform/db/errors';
import type { AfterSaleConfig, Scope, TicketRow } from './after-sale-common';
import { nextChangeStatus, OPERATION_OF_CHANGE, type ChangeEvent } from './after-sale-status';
import type { ChangeLine, ChangeTotals } from './change-rules';
import { queueRelease } from './order-lifecycle';
import { holdOf, lockOrder, type OrderRow } from './order-moves';
import { nextTicketStatus, type TicketEvent } from './order-status';
import { RailSupplierError } from './rail-port';
import { trainChanges, trainChangeTickets, trainOrderTrips, trainTickets } from './schema';

export const CHANGE_ISSUE_JOB = 'train.change.issue';
export const CHANGE_CONFIRM_TIMEOUT_JOB = 'train.change.confirm.timeout';
export const confirmKey = (changeId: string) => `train-change-confirm:${changeId}`;
export const releaseKeyOf = (changeId: string) => `train-change-release:${changeId}`;

export type ChangeRow = typeof trainChanges.$inferSelect;
export type Actor = Scope & { bookedBy: string };

/** What a quote keeps, to be honoured at submit. */
export interface StoredQuote {
  trip: Omit<ChangeTrip, 'price'>;
  quotedAt: string;
  lines: ChangeLine[];
  totals: ChangeTotals;
}

export const sameTrip = (a: Omit<ChangeTrip, 'price'>, b: ChangeTrip) =>
  a.trainNo === b.trainNo && a.departureDate === b.departureDate && a.fromStationCode === b.fromStationCode && a.toStationCode === b.toStationCode && a.seatClass === b.seatClass;

/** How long the traveller has to confirm a change. */
export const confirmEndOf = (config: AfterSaleConfig, change: ChangeRow) => new Date(change.createdAt.getTime() + config.changePayMinutes * 60_000);

/** The railway's refusals and the one-ticket index, as the change's answers. */
export function changeError(err: unknown, trip: { trainNo: string; departureDate: string }): unknown {
  if (err instanceof RailSupplierError) return new AppError(err.code === 'SALE_CLOSED' ? '420011006' : 'ItrainResouce.1222');
  if (isUniqueViolation(err)) return new AppError(TrainError.TICKET_EXISTS, { trainNo: trip.trainNo, date: trip.departureDate }, {});
  return err;
}

export async function moveTicketsById(db: Db, ids: readonly string[], event: TicketEvent, now: Date, extra: (row: TicketRow) => Partial<TicketRow> = () => ({})) {
  if (ids.length === 0) return;
  const rows = await db.select().from(trainTickets).where(inArray(trainTickets.id, [...ids]));
  for (const row of rows) await db.update(trainTickets).set({ ...extra(row), status: nextTicketStatus(row.status, event), updatedAt: now }).where(eq(trainTickets.id, row.id));
}

/** A change that did not go through: its old tickets are valid again and no longer anyone's before-change tickets. */
export const restoreOldTickets = (db: Db, ids: readonly string[], now: Date) => moveTicketsById(db, ids, 'CHANGE_UNDONE', now, () => ({ beforeChangeTicketId: null }));

/** A change of the order, or not found; read after the order row is locked so its status is current. */
export async function changeOfOrder(db: Db, orderId: string, changeId: string): Promise<ChangeRow> {
  const [row] = await db.select().from(trainChanges).where(and(eq(trainChanges.id, changeId), eq(trainChanges.orderId, orderId)));
  if (!row) throw notFound('change');
  return row;
}

/** The change of a TRAIN_CHANGE pay order, with its order locked first (the order row is the one lock of both). */
export async function lockedChange(db: Db, changeId: string): Promise<{ order: OrderRow; change: ChangeRow } | null> {
  const [head] = await db.select({ orderId: trainChanges.orderId }).from(trainChanges).where(eq(trainChanges.id, changeId));
  if (!head) return null;
  const order = await lockOrder(db, head.orderId);
  return { order, change: await changeOfOrder(db, order.id, changeId) };
}

/** The one way a change's status moves: by its machine, with the operation status and completion time kept with it. */
export async function moveChange(db: Db, change: ChangeRow, event: ChangeEvent, now: Date, extra: Partial<ChangeRow> = {}) {
  const status = nextChangeStatus(change.status, event);
  await db
    .update(trainChanges)
    .set({ ...extra, status, operationStatus: OPERATION_OF_CHANGE[status], updatedAt: now, ...(status === 'COMPLETE' ? { completedAt: now } : {}) })
    .where(eq(trainChanges.id, change.id));
  return status;
}

export async function pairsOf(db: Db, changeId: string) {
  return db.select().from(trainChangeTickets).where(eq(trainChangeTickets.changeId, changeId));
}

export async function newTripOf(db: Db, change: ChangeRow) {
  const [trip] = await db.select().from(trainOrderTrips).where(and(eq(trainOrderTrips.orderId, change.orderId), eq(trainOrderTrips.tripIndex, change.tripIndex)));
  if (!trip) throw new Error(`change ${change.id} has no trip ${change.tripIndex}`);
  return trip;
}

/** The issue job of a change, queued inside the caller's transaction. */
export const queueIssue = (db: Db, changeId: string, now: Date) => enqueueJob(db, { kind: CHANGE_ISSUE_JOB, payload: { changeId }, runAt: now, dedupeKey: `train-change-issue:${changeId}` }, now);

/** Undoes a change not yet issued: the new seats' release queued (the railway joins no transaction of ours), new tickets cancelled, old tickets valid again. */
export async function undoChange(db: Db, change: ChangeRow, event: 'CANCEL' | 'PAY_TIMEOUT', now: Date) {
  const status = await moveChange(db, change, event, now);
  const pairs = await pairsOf(db, change.id);
  await queueRelease(db, releaseKeyOf(change.id), [holdOf(await newTripOf(db, change))], now);
  await moveTicketsById(db, pairs.map((p) => p.newTicketId), 'CANCEL', now);
  await restoreOldTickets(db, pairs.map((p) => p.oldTicketId), now);
  await cancelJob(db, confirmKey(change.id), now);
  return status;
}
