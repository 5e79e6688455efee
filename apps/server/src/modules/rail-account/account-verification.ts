import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { RailVerification } from '@travel/contracts/train/account';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { maskMobile } from '../../platform/masking';
import { clientRefOf, type Scope } from './account-link';
import { railway } from './rail-account-errors';
import type { RailAccountSupplier, RailChallenge } from './rail-account-port';
import { railAccountVerifications } from './schema';

type Row = typeof railAccountVerifications.$inferSelect;

export const newVerifyId = () => `rv_${randomUUID().replace(/-/g, '').slice(0, 24)}`;

export const verificationView = (r: Row, now: Date): RailVerification => ({
  verifyId: r.id,
  scene: r.scene as RailVerification['scene'],
  accountName: r.accountName,
  mobile: r.mobile,
  expiresAt: r.expiresAt.toISOString(),
  resendAfter: r.resendAfter.toISOString(),
  resendInSeconds: Math.max(0, Math.ceil((r.resendAfter.getTime() - now.getTime()) / 1000)),
  needCode: r.needCode,
  needIdNumber: r.needIdNumber,
  needNewPassword: r.needNewPassword,
});

const fields = (c: RailChallenge) => ({
  scene: c.scene,
  ticket: c.ticket,
  accountName: c.accountName,
  mobile: maskMobile(c.mobile),
  needCode: c.needCode,
  needIdNumber: c.needIdNumber,
  needNewPassword: c.needNewPassword,
  expiresAt: new Date(c.expiresAt),
  resendAfter: new Date(c.resendAfter),
});

/** Keeps the railway's challenge as the member's verification (ours by id, theirs by ticket). */
export async function recordChallenge(db: Db, s: Scope, id: string, c: RailChallenge, now: Date): Promise<RailVerification> {
  const [row] = await db
    .insert(railAccountVerifications)
    .values({ id, ...s, ...fields(c), createdAt: now })
    .onConflictDoUpdate({ target: railAccountVerifications.id, set: fields(c) })
    .returning();
  return verificationView(row!, now);
}

/** The member's own verification; another member's id is simply not found. */
export async function getVerification(db: Db, s: Scope, verifyId: string): Promise<Row> {
  const [row] = await db
    .select()
    .from(railAccountVerifications)
    .where(and(eq(railAccountVerifications.id, verifyId), eq(railAccountVerifications.enterpriseId, s.enterpriseId), eq(railAccountVerifications.memberId, s.memberId)));
  if (!row) throw notFound();
  return row;
}

/** Starts something the railway verifies with a code; the verification's id is the call's idempotency key there. */
export async function startVerification(db: Db, s: Scope, now: Date, start: (idempotencyKey: string, clientRef: string) => Promise<RailChallenge>, accountName?: string): Promise<RailVerification> {
  const id = newVerifyId();
  const challenge = await railway(() => start(id, clientRefOf(s)), accountName);
  return recordChallenge(db, s, id, challenge, now);
}

/** verify_code/send: a new code (the railway keeps the once-a-minute rule). */
export async function resendCode(accounts: RailAccountSupplier, db: Db, s: Scope, verifyId: string, now: Date): Promise<RailVerification> {
  const row = await getVerification(db, s, verifyId);
  const challenge = await railway(() => accounts.resendCode({ ticket: row.ticket, clientRef: clientRefOf(s), idempotencyKey: randomUUID() }));
  return recordChallenge(db, s, row.id, challenge, now);
}

export async function markDone(db: Db, id: string, now: Date) {
  await db.update(railAccountVerifications).set({ doneAt: now }).where(eq(railAccountVerifications.id, id));
}
