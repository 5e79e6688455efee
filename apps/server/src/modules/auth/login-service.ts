import { and, desc, eq, gt } from 'drizzle-orm';
import { AuthError } from '@travel/contracts/auth/errors';
import type { Db } from '../../platform/db/database';
import { AppError, TooManyRequestsError } from '../../platform/errors';
import { findMemberForLogin } from '../member/member-service';
import { DUMMY_HASH, verifyPassword } from '../../platform/auth/password';
import { loginAttempts } from './schema';

export interface ThrottleOptions {
  maxFailures: number;
  windowMinutes: number;
}

/** Checks the password and the throttle; records the attempt. Returns the member on success. */
export async function authenticate(
  db: Db,
  input: { userName: string; password: string; ip: string; now: Date },
  throttle: ThrottleOptions,
) {
  const userKey = input.userName.trim().toLowerCase();
  const since = new Date(input.now.getTime() - throttle.windowMinutes * 60_000);
  /** When the throttle on `value` lifts: the max-th newest failure leaving the window frees one attempt; null if open. */
  const blockedUntil = async (column: typeof loginAttempts.userKey | typeof loginAttempts.ip, value: string, max: number) => {
    const rows = await db
      .select({ at: loginAttempts.at })
      .from(loginAttempts)
      .where(and(eq(column, value), eq(loginAttempts.success, false), gt(loginAttempts.at, since)))
      .orderBy(desc(loginAttempts.at))
      .limit(max);
    return rows.length < max ? null : rows[max - 1]!.at.getTime() + throttle.windowMinutes * 60_000;
  };
  // Per account and, more loosely, per address: guessing one password or spraying many accounts are both slowed.
  const until = Math.max((await blockedUntil(loginAttempts.userKey, userKey, throttle.maxFailures)) ?? 0, (await blockedUntil(loginAttempts.ip, input.ip, throttle.maxFailures * 6)) ?? 0);
  if (until > input.now.getTime()) {
    throw new TooManyRequestsError((until - input.now.getTime()) / 1000, { count: Math.ceil((until - input.now.getTime()) / 60_000) });
  }
  const member = await findMemberForLogin(db, userKey);
  const ok = await verifyPassword(input.password, member?.passwordHash ?? DUMMY_HASH);
  const success = Boolean(member && ok && !member.disabled);
  await db.insert(loginAttempts).values({ userKey, ip: input.ip, success, at: input.now });
  if (!member || !ok) throw new AppError(AuthError.LOGIN_FAILED);
  if (member.disabled) throw new AppError(AuthError.ACCOUNT_DISABLED);
  return member;
}
