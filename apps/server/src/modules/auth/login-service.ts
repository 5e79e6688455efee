import { and, count, eq, gt } from 'drizzle-orm';
import { ErrorCode } from '@travel/contracts/platform/error-codes';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { findMemberForLogin } from '../member/member-service';
import { DUMMY_HASH, verifyPassword } from './password';
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
  const failures = async (column: typeof loginAttempts.userKey | typeof loginAttempts.ip, value: string) => {
    const [row] = await db
      .select({ n: count() })
      .from(loginAttempts)
      .where(and(eq(column, value), eq(loginAttempts.success, false), gt(loginAttempts.at, since)));
    return row?.n ?? 0;
  };
  // Per account and, more loosely, per address: guessing one password or spraying many accounts are both slowed.
  if ((await failures(loginAttempts.userKey, userKey)) >= throttle.maxFailures ||
      (await failures(loginAttempts.ip, input.ip)) >= throttle.maxFailures * 6) {
    throw new AppError(ErrorCode.TOO_MANY_REQUESTS, { count: throttle.windowMinutes });
  }
  const member = await findMemberForLogin(db, userKey);
  const ok = await verifyPassword(input.password, member?.passwordHash ?? DUMMY_HASH);
  const success = Boolean(member && ok && !member.disabled);
  await db.insert(loginAttempts).values({ userKey, ip: input.ip, success, at: input.now });
  if (!member || !ok) throw new AppError(ErrorCode.LOGIN_FAILED);
  if (member.disabled) throw new AppError(ErrorCode.ACCOUNT_DISABLED);
  return member;
}
