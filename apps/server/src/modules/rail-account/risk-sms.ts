import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import type { AccountDeps } from './account-actions';
import { submitCode } from './account-actions';
import type { Scope } from './account-link';
import { getVerification, resendCode } from './account-verification';
import type { RailAccountSupplier } from './rail-account-port';

/** The member's own risk-control verification; any other is not found. */
async function riskVerification(db: Db, s: Scope, verifyId: string) {
  const row = await getVerification(db, s, verifyId);
  if (row.scene !== 'RISK_SMS') throw notFound();
  return row;
}

/** risk_sms/send: texts the code (the first at once, then once a minute, as the railway rules). */
export async function sendRiskSms(accounts: RailAccountSupplier, db: Db, s: Scope, verifyId: string, now: Date) {
  await riskVerification(db, s, verifyId);
  return resendCode(accounts, db, s, verifyId, now);
}

/** risk_sms/verify: the railway sells through the account again; wrong, expired and too many tries as any code. */
export async function verifyRiskSms(deps: AccountDeps, db: Db, s: Scope, input: { verifyId: string; code: string }, now: Date) {
  await riskVerification(db, s, input.verifyId);
  return (await submitCode(deps, db, s, input, now)).status;
}
