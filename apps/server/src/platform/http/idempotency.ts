import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { ErrorCode } from '@travel/contracts/platform/error-codes';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import { idempotencyKeys } from './schema';

export interface StoredAnswer {
  httpStatus: number;
  body: unknown;
}

const hashBody = (path: string, body: unknown) => createHash('sha256').update(path).update(JSON.stringify(body ?? {})).digest('hex');

/**
 * Claims a key before the write runs. Returns the stored answer of a finished first attempt, or null when this
 * request now owns the key. A concurrent attempt with the same key is refused rather than run twice.
 */
export async function claimKey(db: Db, scope: string, key: string, path: string, body: unknown, now: Date): Promise<StoredAnswer | null> {
  const requestHash = hashBody(path, body);
  // A PROCESSING row older than this belongs to a crashed request and may be taken over.
  const stale = new Date(now.getTime() - 5 * 60_000);
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key), eq(idempotencyKeys.status, 'PROCESSING'), lt(idempotencyKeys.createdAt, stale)));
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ scope, key, path, requestHash, status: 'PROCESSING', createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return null;
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  if (!row) return null;
  if (row.requestHash !== requestHash) throw new AppError(ErrorCode.IDEMPOTENCY_CONFLICT);
  if (row.status === 'PROCESSING') throw new AppError(ErrorCode.REQUEST_IN_PROGRESS);
  return { httpStatus: row.httpStatus ?? 200, body: row.response };
}

export async function storeAnswer(db: Db, scope: string, key: string, answer: StoredAnswer): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ status: 'DONE', httpStatus: answer.httpStatus, response: answer.body })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}

/** A real fault is not an answer: release the key so that the retry runs. */
export async function releaseKey(db: Db, scope: string, key: string): Promise<void> {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}
