import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const JOB_STATUSES = ['PENDING', 'RUNNING', 'DONE', 'FAILED', 'CANCELED'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * The durable job queue: work due at an instant of the platform clock (approval deadlines, later payment deadlines and
 * ticketing). Claimed with FOR UPDATE SKIP LOCKED, so several server processes share it without running a job twice.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** Set for jobs that may be withdrawn or must not be queued twice while open (`approval.deadline:<instance>:<level>`). */
    dedupeKey: text('dedupe_key'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lastError: text('last_error'),
    /** A RUNNING job whose lock has passed belongs to a crashed process and is claimed again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('jobs_due').on(t.status, t.runAt), uniqueIndex('jobs_dedupe_key').on(t.dedupeKey).where(sql`status in ('PENDING', 'RUNNING')`)],
);
