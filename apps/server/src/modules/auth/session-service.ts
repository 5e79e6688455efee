import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { sessionCache } from '../../platform/auth/session-cache';
import { processEvents } from '../../platform/cluster/process-events';
import type { SessionMember } from '../../platform/auth/session-member';
import { findMemberForSession } from '../member/member-service';
import { sessions } from './schema';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(
  db: Db,
  member: { id: string; enterpriseId: string },
  now: Date,
  ttlHours: number,
): Promise<{ token: string; csrfToken: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlHours * 3600_000);
  await db.insert(sessions).values({
    id: hashToken(token),
    memberId: member.id,
    enterpriseId: member.enterpriseId,
    csrfToken,
    createdAt: now,
    expiresAt,
  });
  // Housekeeping: a login is a good moment to drop this member's expired sessions.
  await db.delete(sessions).where(and(eq(sessions.memberId, member.id), lt(sessions.expiresAt, now)));
  return { token, csrfToken, expiresAt };
}

export async function resolveSession(db: Db, token: string, now: Date): Promise<SessionMember | null> {
  const sessionId = hashToken(token);
  const cached = sessionCache.get(sessionId, now);
  if (cached !== undefined) return cached;
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now)));
  if (!row) return null;
  const member = await findMemberForSession(db, row.memberId);
  if (!member || member.disabled) return null;
  const resolved: SessionMember = {
    memberId: member.id,
    enterpriseId: member.enterpriseId,
    userName: member.userName,
    role: member.role,
    travelManager: member.travelManager,
    sessionId: row.id,
    csrfToken: row.csrfToken,
  };
  sessionCache.set(Object.freeze(resolved), row.expiresAt);
  return resolved;
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  sessionCache.forgetSession(sessionId);
  await db.delete(sessions).where(eq(sessions.id, sessionId));
  // Every process forgets it, this one again: a call resolving it meanwhile may have cached it before the delete.
  await processEvents.publish({ kind: 'session-forget', sessionId });
}
