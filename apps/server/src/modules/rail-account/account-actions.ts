import { randomUUID } from 'node:crypto';
import { RailAccountError } from '@travel/contracts/train/account-errors';
import type { CallInput } from '@travel/contracts/platform/define-call';
import type { railLoginCall, railRegisterCall, railVerifyCodeSubmitCall } from '@travel/contracts/train/account';
import type { Db } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/errors';
import { clientRefOf, endSession, getLink, liveToken, removeLink, saveSession, statusOf, type Scope } from './account-link';
import { getVerification, markDone, recordChallenge, startVerification } from './account-verification';
import { railway } from './rail-account-errors';
import type { RailAccountSupplier, RailChallenge } from './rail-account-port';

export type AccountDeps = { accounts: RailAccountSupplier; required: boolean };

const CHALLENGE_CODE = { LOGIN: RailAccountError.PHONE_VERIFY, LOGIN_IDENTITY: RailAccountError.SECOND_IDENTITY, RISK: RailAccountError.RISK_VERIFY } as const;
const LOGIN_SCENES = new Set(['LOGIN', 'LOGIN_IDENTITY', 'RISK']);

/** login_status: the link as kept, checked with the railway while we think it is live (a reset there ends it). */
export async function loginStatus({ accounts, required }: AccountDeps, db: Db, s: Scope, now: Date) {
  const link = await getLink(db, s);
  const token = liveToken(link, now);
  if (token) {
    const live = await accounts.session(token).then(
      () => true,
      () => false,
    );
    if (!live) {
      await endSession(db, s, now);
      return statusOf({ ...link!, sessionToken: null, sessionExpiresAt: null }, now, required);
    }
  }
  return statusOf(link, now, required);
}

/** login: logged in and linked, or the verification the railway asks of a new client (its code as the refusal). */
export async function login({ accounts, required }: AccountDeps, db: Db, s: Scope, input: CallInput<typeof railLoginCall>, now: Date) {
  const answer = await railway(() => accounts.login({ accountName: input.accountName, password: input.password, clientRef: clientRefOf(s), idempotencyKey: randomUUID() }), input.accountName);
  if ('session' in answer) return statusOf(await saveSession(db, s, answer.session, now), now, required);
  const challenge: RailChallenge = answer.challenge;
  const verification = await recordChallenge(db, s, `rv_${randomUUID().replace(/-/g, '').slice(0, 24)}`, challenge, now);
  throw new AppError(CHALLENGE_CODE[challenge.scene as keyof typeof CHALLENGE_CODE], {}, { verification });
}

export async function logout({ accounts, required }: AccountDeps, db: Db, s: Scope, now: Date) {
  const link = await getLink(db, s);
  if (link?.sessionToken) await railway(() => accounts.logout(link.sessionToken!));
  await endSession(db, s, now);
  return statusOf(await getLink(db, s), now, required);
}

export async function unbind(deps: AccountDeps, db: Db, s: Scope, now: Date) {
  await logout(deps, db, s, now);
  await removeLink(db, s);
  return statusOf(null, now, deps.required);
}

export const register = (deps: AccountDeps, db: Db, s: Scope, input: CallInput<typeof railRegisterCall>, now: Date) =>
  startVerification(db, s, now, (idempotencyKey, clientRef) => deps.accounts.register({ ...input, clientRef, idempotencyKey }));

export const passwordReset = (deps: AccountDeps, db: Db, s: Scope, input: { accountName: string; mobile: string }, now: Date) =>
  startVerification(db, s, now, (idempotencyKey, clientRef) => deps.accounts.startPasswordReset({ ...input, clientRef, idempotencyKey }));

export const unlock = (deps: AccountDeps, db: Db, s: Scope, input: { accountName: string }, now: Date) =>
  startVerification(db, s, now, (idempotencyKey, clientRef) => deps.accounts.startUnlock({ ...input, clientRef, idempotencyKey }), input.accountName);

/** verify_code/submit: any verification; a login scene links the account, a reset of the linked account ends its session. */
export async function submitCode(deps: AccountDeps, db: Db, s: Scope, input: CallInput<typeof railVerifyCodeSubmitCall>, now: Date) {
  const row = await getVerification(db, s, input.verifyId);
  const done = await railway(() => deps.accounts.completeChallenge({ ticket: row.ticket, clientRef: clientRefOf(s), code: input.code, idNumber: input.idNumber, newPassword: input.newPassword }), row.accountName);
  await markDone(db, row.id, now);
  if (done.session) await saveSession(db, s, done.session, now);
  const link = await getLink(db, s);
  if (done.scene === 'RESET' && link?.accountName === done.accountName) await endSession(db, s, now);
  return { scene: done.scene, accountName: done.accountName, status: statusOf(await getLink(db, s), now, deps.required) };
}

/** login_code/verify: only a login waiting for its code (440042010). */
export async function verifyLoginCode(deps: AccountDeps, db: Db, s: Scope, input: { verifyId: string; code: string }, now: Date) {
  const row = await getVerification(db, s, input.verifyId);
  if (!LOGIN_SCENES.has(row.scene)) throw notFound();
  return (await submitCode(deps, db, s, input, now)).status;
}
