import { eq } from 'drizzle-orm';
import type { Product } from '@travel/contracts/platform/products';
import type { Db } from '../../platform/db/database';
import { commerceWorkflows } from './schema';

/**
 * One remote step of a booking (a supplier hold): its work and its undo. `undo` says what the undo needs (idempotency
 * keys), known before the step runs, so the recovery job can undo a step whose answer a crash lost.
 */
export interface RemoteStep<R = unknown> {
  name: string;
  undo: Record<string, unknown>;
  run(): Promise<R>;
}

/** Undoes one remote step from its logged `undo`; must be idempotent and safe when the step never ran. */
export type StepUndo = (step: { name: string; undo: Record<string, unknown> }) => Promise<void>;

export interface BookingWorkflow<R> {
  id: string;
  product: Product;
  kind: string;
  /**
   * The order whose ledger row the commit writes: that row marks the workflow committed (no second write); the
   * recovery job treats a RUNNING workflow whose order is in the ledger as done. Absent: the commit marks it DONE.
   */
  ledgerRef?: string;
  steps: readonly RemoteStep[];
  /** the product's undo of its remote steps, the same the recovery job uses */
  undoStep: StepUndo;
  /** our writes (order, ledger row, pay order) in one transaction, with the results of the remote steps */
  commit(tx: Db, results: readonly unknown[]): Promise<R>;
}

/**
 * Runs a booking as steps with undo (medusa's workflows): the log row first (committed on its own), then each remote
 * step in order, then the commit transaction, which also marks the log DONE. Any failure undoes the remote steps that
 * may have run, in reverse, and rethrows. A crash leaves the log RUNNING: `recoverWorkflows` undoes it later.
 */
export async function runBookingWorkflow<R>(db: Db, wf: BookingWorkflow<R>, now: Date): Promise<R> {
  const logged = wf.steps.map((s) => ({ name: s.name, undo: s.undo }));
  await db.insert(commerceWorkflows).values({ id: wf.id, product: wf.product, kind: wf.kind, ledgerRef: wf.ledgerRef ?? null, status: 'RUNNING', steps: logged, startedAt: now, updatedAt: now });
  const results: unknown[] = [];
  let started = 0;
  try {
    for (const step of wf.steps) {
      started++;
      results.push(await step.run());
    }
    return await db.transaction(async (tx) => {
      const out = await wf.commit(tx, results);
      if (!wf.ledgerRef) await tx.update(commerceWorkflows).set({ status: 'DONE', updatedAt: now }).where(eq(commerceWorkflows.id, wf.id));
      return out;
    });
  } catch (err) {
    await undoSteps(db, wf.id, logged.slice(0, started), wf.undoStep, now, err);
    throw err;
  }
}

/** The undo of every step that may have run, last first; the log says UNDONE only once all undos went through. */
export async function undoSteps(db: Db, id: string, steps: readonly { name: string; undo: Record<string, unknown> }[], undoStep: StepUndo, now: Date, cause?: unknown): Promise<boolean> {
  try {
    for (const step of [...steps].reverse()) await undoStep(step);
  } catch (undoErr) {
    // Left RUNNING: the recovery job tries again.
    await db.update(commerceWorkflows).set({ error: String(undoErr).slice(0, 500), updatedAt: now }).where(eq(commerceWorkflows.id, id));
    return false;
  }
  await db
    .update(commerceWorkflows)
    .set({ status: 'UNDONE', error: cause === undefined ? 'recovered' : String((cause as Error)?.message ?? cause).slice(0, 500), updatedAt: now })
    .where(eq(commerceWorkflows.id, id));
  return true;
}
