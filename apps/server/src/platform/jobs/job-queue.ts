import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lt, lte, or } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { jobs } from './schema';

export type JobRow = typeof jobs.$inferSelect;

export interface JobContext {
  /** The platform clock's now when the job was claimed. */
  now: Date;
  clock: Clock;
  job: JobRow;
  log: JobLog;
}

export interface JobLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/**
 * Runs one job inside a transaction (`db` is that transaction): its work and the job's completion commit together.
 * A handler marked `ownTransactions` gets the plain database instead (see `withOwnTransactions`).
 */
export type JobHandler = ((db: Db, payload: Record<string, unknown>, ctx: JobContext) => Promise<void>) & { readonly ownTransactions?: true };

/**
 * A job whose work calls a remote supplier, which must never run inside a transaction of ours: it opens its own
 * transactions around our writes. It must be idempotent: a crash after its work and before it is marked done runs it
 * again.
 */
export function withOwnTransactions(fn: (db: Db, payload: Record<string, unknown>, ctx: JobContext) => Promise<void>): JobHandler {
  return Object.assign(fn, { ownTransactions: true as const });
}
export type JobHandlers = Readonly<Record<string, JobHandler>>;

export interface EnqueueInput {
  kind: string;
  payload?: Record<string, unknown>;
  runAt: Date;
  dedupeKey?: string;
  maxAttempts?: number;
}

const silentLog: JobLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
/** How long a claimed job is ours before another process may take it over. */
const LOCK_MS = 5 * 60_000;

/** Queues a job (inside the caller's transaction when given one); a second open job with the same dedupe key is ignored. */
export async function enqueueJob(db: Db, input: EnqueueInput, now: Date): Promise<string | null> {
  const id = randomUUID();
  const rows = await db
    .insert(jobs)
    .values({
      id,
      kind: input.kind,
      payload: input.payload ?? {},
      dedupeKey: input.dedupeKey ?? null,
      runAt: input.runAt,
      maxAttempts: input.maxAttempts ?? 5,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return rows[0]?.id ?? null;
}

/** Withdraws the open job with this dedupe key (an approval decided before its deadline). */
export async function cancelJob(db: Db, dedupeKey: string, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'CANCELED', updatedAt: now, lockedUntil: null })
    .where(and(eq(jobs.dedupeKey, dedupeKey), eq(jobs.status, 'PENDING')));
}

/** Frees a running job's dedupe key, so work arriving while it runs queues one more run (a queue-draining job). */
export async function releaseDedupeKey(db: Db, jobId: string): Promise<void> {
  await db.update(jobs).set({ dedupeKey: null }).where(eq(jobs.id, jobId));
}

/** Retry delay after the n-th failed attempt: 10 s, 20 s, 40 s … at most an hour. */
export function backoffMs(attempts: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/** Claims up to `limit` jobs due at `now` (the platform clock's, not the database's), skipping those another process holds. */
export async function claimDueJobs(db: Db, now: Date, limit: number): Promise<JobRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(or(and(eq(jobs.status, 'PENDING'), lte(jobs.runAt, now)), and(eq(jobs.status, 'RUNNING'), lt(jobs.lockedUntil, now))))
      .orderBy(asc(jobs.runAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(jobs)
      .set({ status: 'RUNNING', lockedUntil: new Date(now.getTime() + LOCK_MS), updatedAt: now })
      .where(inArray(
        jobs.id,
        due.map((d) => d.id),
      ))
      .returning();
  });
}

async function runOne(db: Db, clock: Clock, handlers: JobHandlers, job: JobRow, now: Date, log: JobLog): Promise<boolean> {
  const handler = handlers[job.kind];
  const attempts = job.attempts + 1;
  try {
    if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
    if (handler.ownTransactions) {
      await handler(db, job.payload, { now, clock, job, log });
      await db.update(jobs).set({ status: 'DONE', attempts, lockedUntil: null, lastError: null, updatedAt: clock.now() }).where(eq(jobs.id, job.id));
      return true;
    }
    await db.transaction(async (tx) => {
      await handler(tx, job.payload, { now, clock, job, log });
      await tx
        .update(jobs)
        .set({ status: 'DONE', attempts, lockedUntil: null, lastError: null, updatedAt: clock.now() })
        .where(eq(jobs.id, job.id));
    });
    return true;
  } catch (err) {
    const failed = attempts >= job.maxAttempts;
    log.error({ err, jobId: job.id, kind: job.kind, attempts }, failed ? 'job failed for good' : 'job failed, will retry');
    await db
      .update(jobs)
      .set({
        status: failed ? 'FAILED' : 'PENDING',
        attempts,
        lastError: String((err as Error)?.stack ?? err).slice(0, 2000),
        runAt: failed ? job.runAt : new Date(now.getTime() + backoffMs(attempts)),
        lockedUntil: null,
        updatedAt: clock.now(),
      })
      .where(eq(jobs.id, job.id));
    return false;
  }
}

export interface RunSummary {
  done: number;
  failed: number;
}

/**
 * Runs every job due at the clock's now, batch after batch, until none is left (a job may queue another that is due
 * already). Tests and `dev/clock/advance` call it directly; the JobRunner calls it on every tick.
 */
export async function runDueJobs(db: Db, clock: Clock, handlers: JobHandlers, opts: { log?: JobLog; batchSize?: number } = {}): Promise<RunSummary> {
  const log = opts.log ?? silentLog;
  const summary: RunSummary = { done: 0, failed: 0 };
  for (;;) {
    const now = clock.now();
    const batch = await claimDueJobs(db, now, opts.batchSize ?? 20);
    if (batch.length === 0) return summary;
    for (const job of batch) {
      if (await runOne(db, clock, handlers, job, now, log)) summary.done++;
      else summary.failed++;
    }
  }
}

export async function getJob(db: Db, id: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

export async function findJobsByKey(db: Db, dedupeKey: string): Promise<JobRow[]> {
  return db.select().from(jobs).where(eq(jobs.dedupeKey, dedupeKey)).orderBy(asc(jobs.createdAt));
}
