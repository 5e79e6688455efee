import { and, eq, lt } from 'drizzle-orm';
import type { Product } from '@travel/contracts/platform/products';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { enqueueJob, withOwnTransactions, type JobHandlers } from '../../platform/jobs/job-queue';
import { undoSteps, type StepUndo } from './booking-workflow';
import { commerceOrders, commerceWorkflows } from './schema';

export const WORKFLOW_RECOVERY_JOB = 'commerce.workflow.recover';
/** A booking still RUNNING this long after it started has lost its process: its remote steps are undone. */
export const WORKFLOW_LEASE_MS = 2 * 60_000;
const SWEEP_EVERY_MS = 60_000;

/** Undoes the remote steps of every booking that crashed before its commit (the log still RUNNING past the lease). */
export async function recoverWorkflows(db: Db, undoOf: (product: Product) => StepUndo, now: Date): Promise<{ undone: number; failed: number }> {
  const stale = await db
    .select()
    .from(commerceWorkflows)
    .where(and(eq(commerceWorkflows.status, 'RUNNING'), lt(commerceWorkflows.startedAt, new Date(now.getTime() - WORKFLOW_LEASE_MS))))
    .limit(100);
  let undone = 0;
  let committed = 0;
  for (const wf of stale) {
    // A booking whose order is in the ledger committed: nothing to undo.
    if (wf.ledgerRef && (await db.select({ o: commerceOrders.orderId }).from(commerceOrders).where(and(eq(commerceOrders.product, wf.product), eq(commerceOrders.orderId, wf.ledgerRef)))).length > 0) {
      await db.update(commerceWorkflows).set({ status: 'DONE', updatedAt: now }).where(eq(commerceWorkflows.id, wf.id));
      committed++;
      continue;
    }
    await db.update(commerceWorkflows).set({ attempts: wf.attempts + 1, updatedAt: now }).where(eq(commerceWorkflows.id, wf.id));
    if (await undoSteps(db, wf.id, wf.steps, undoOf(wf.product), now)) undone++;
  }
  return { undone, failed: stale.length - undone - committed };
}

/** Queues the next sweep (one per minute slot, by dedupe key). */
export async function scheduleWorkflowRecovery(db: Db, clock: Clock): Promise<void> {
  const runAt = new Date(Math.ceil((clock.nowMs() + 1) / SWEEP_EVERY_MS) * SWEEP_EVERY_MS);
  await enqueueJob(db, { kind: WORKFLOW_RECOVERY_JOB, runAt, dedupeKey: `${WORKFLOW_RECOVERY_JOB}:${runAt.toISOString()}` }, clock.now());
}

export function workflowRecoveryJobs(undoOf: (product: Product) => StepUndo): JobHandlers {
  return {
    // Supplier undos are remote calls: this job opens its own transactions.
    [WORKFLOW_RECOVERY_JOB]: withOwnTransactions(async (db, _payload, ctx) => {
      const result = await recoverWorkflows(db, undoOf, ctx.now);
      if (result.undone + result.failed > 0) ctx.log.warn(result, 'bookings that crashed before their commit were undone');
      await scheduleWorkflowRecovery(db, ctx.clock);
    }),
  };
}
