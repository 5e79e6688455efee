import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { RailAccountStatus } from '@travel/contracts/train/account';
import type { Db } from '../../platform/db/database';
import { maskMobile } from '../../platform/masking';
import type { RailSession } from './rail-account-port';
import { railAccountLinks } from './schema';

export type Scope = { enterpriseId: string; memberId: string };
export type Link = typeof railAccountLinks.$inferSelect;

/** How the railway knows this member's client: opaque, the same for every call of the member. */
export const clientRefOf = (s: Scope) => createHash('sha256').update(`${s.enterpriseId}:${s.memberId}`).digest('hex').slice(0, 32);

const byScope = (s: Scope) => and(eq(railAccountLinks.enterpriseId, s.enterpriseId), eq(railAccountLinks.memberId, s.memberId));

export async function getLink(db: Db, s: Scope): Promise<Link | null> {
  const [row] = await db.select().from(railAccountLinks).where(byScope(s));
  return row ?? null;
}

/** Only the family name shows in full: the rest is masked as identity data is everywhere. */
const maskName = (family: string, given: string) => `${family} ${given.slice(0, 1)}${'*'.repeat(Math.max(given.length - 1, 1))}`;

/** Links the account with the railway's session (a login replaces another account's link). */
export async function saveSession(db: Db, s: Scope, session: RailSession, now: Date): Promise<Link> {
  const row = {
    ...s,
    accountName: session.accountName,
    sessionToken: session.token,
    sessionExpiresAt: new Date(session.expiresAt),
    realName: maskName(session.familyName, session.givenName),
    mobile: maskMobile(session.mobile) ?? '',
    loginTime: now,
    updatedAt: now,
  };
  const [saved] = await db.insert(railAccountLinks).values(row).onConflictDoUpdate({ target: [railAccountLinks.enterpriseId, railAccountLinks.memberId], set: row }).returning();
  return saved!;
}

export async function endSession(db: Db, s: Scope, now: Date): Promise<void> {
  await db.update(railAccountLinks).set({ sessionToken: null, sessionExpiresAt: null, updatedAt: now }).where(byScope(s));
}

export async function removeLink(db: Db, s: Scope): Promise<void> {
  await db.delete(railAccountLinks).where(byScope(s));
}

/** The live session's token, or null (none, logged out or lapsed). */
export const liveToken = (link: Link | null, now: Date): string | null => (link?.sessionToken && link.sessionExpiresAt && link.sessionExpiresAt > now ? link.sessionToken : null);

export function statusOf(link: Link | null, now: Date, required: boolean): RailAccountStatus {
  if (!link) return { loginStatus: 'NOT_LINKED', accountName: null, realName: null, mobile: null, loginTime: null, required };
  const loginStatus = liveToken(link, now) ? 'LOGGED_IN' : link.sessionToken ? 'EXPIRED' : 'LOGGED_OUT';
  return { loginStatus, accountName: link.accountName, realName: link.realName, mobile: link.mobile, loginTime: link.loginTime?.toISOString() ?? null, required };
}
