import { RailAccountError } from '@travel/contracts/train/account-errors';
import type { RailAccountPassenger } from '@travel/contracts/train/account';
import type { Db } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/errors';
import { maskCertNo, maskMobile } from '../../platform/masking';
import { endSession, getLink, liveToken, type Scope } from './account-link';
import type { RailAccountOrder, RailAccountSupplier } from './rail-account-port';
import { newVerifyId, recordChallenge } from './account-verification';
import { railway } from './rail-account-errors';

/** What the train module asks of the member's railway account (booking and pre-booking). */

/** Whether the member has linked a railway account, and whether its session is live (no railway call). */
export async function railAccountLinkState(db: Db, s: Scope, now: Date): Promise<{ linked: boolean; live: boolean }> {
  const link = await getLink(db, s);
  return { linked: link !== null, live: liveToken(link, now) !== null };
}

/** The account's passengers as the railway holds them, masked; a lapsed session answers LOGIN_REQUIRED. */
export async function railAccountPassengers(accounts: RailAccountSupplier, db: Db, s: Scope, now: Date): Promise<RailAccountPassenger[]> {
  const token = liveToken(await getLink(db, s), now);
  if (!token) throw new AppError(RailAccountError.LOGIN_REQUIRED);
  const list = await railway(() => accounts.passengers(token)).catch(async (err: unknown) => {
    if (err instanceof AppError && err.code === RailAccountError.LOGIN_REQUIRED) await endSession(db, s, now);
    throw err;
  });
  return list.map((p) => ({
    passengerId: p.passengerId,
    name: `${p.familyName} ${p.givenName}`,
    familyName: p.familyName,
    givenName: p.givenName,
    birthday: p.birthday,
    gender: p.gender,
    nationality: p.nationality,
    placeOfIssue: p.placeOfIssue,
    idExpiredDate: p.idExpiredDate,
    idType: p.idType,
    idNumber: maskCertNo(p.idNumber) ?? '',
    mobile: maskMobile(p.mobile),
    passengerType: p.passengerType === 'ADULT' ? 0 : 1,
    railPassengerType: p.passengerType,
    verifyStatus: p.verifyStatus,
    self: p.self,
  }));
}

/** The token of the member's live session, for calls made on the account (a lapsed one answers LOGIN_REQUIRED). */
export async function railSessionToken(db: Db, s: Scope, now: Date): Promise<string> {
  const token = liveToken(await getLink(db, s), now);
  if (!token) throw new AppError(RailAccountError.LOGIN_REQUIRED);
  return token;
}


type Identity = { accountPassengerId?: string; familyName: string; givenName: string; birthday: string; gender: 'M' | 'F'; nationality: string; idType: 'PASSPORT'; idNumber: string; placeOfIssue: string; idExpiredDate: string };

/**
 * A booking's passengers with those of the railway account as the railway holds them (the page shows their numbers
 * masked): each must be a verified passenger of the member's logged-in account.
 */
export async function withAccountPassengers<P extends Identity>(accounts: RailAccountSupplier | undefined, db: Db, s: Scope, list: readonly P[], now: Date): Promise<P[]> {
  if (!list.some((p) => p.accountPassengerId)) return [...list];
  if (!accounts) throw notFound('passenger');
  const token = await railSessionToken(db, s, now);
  const held = await railway(() => accounts.passengers(token));
  return list.map((p, i) => {
    if (!p.accountPassengerId) return p;
    const r = held.find((x) => x.passengerId === p.accountPassengerId);
    if (!r) throw notFound('passenger');
    if (r.verifyStatus !== 'VERIFIED') throw new AppError(RailAccountError.PASSENGER_UNVERIFIED, { passengerIndex: i + 1 }, { passengerIndex: i + 1 });
    return { ...p, familyName: r.familyName, givenName: r.givenName, birthday: r.birthday, gender: r.gender, nationality: r.nationality, idType: r.idType, idNumber: r.idNumber, placeOfIssue: r.placeOfIssue, idExpiredDate: r.idExpiredDate };
  });
}

/**
 * A booking through the member's railway account: the account must be logged in ("please log in in advance"), and
 * the railway's risk control may first ask for a texted code — 440042010 (phone verification: wait for the code) with
 * the verification the code dialog answers through risk_sms/send and risk_sms/verify.
 */
export async function assertRailAccountMaySell(accounts: RailAccountSupplier | undefined, db: Db, s: Scope, now: Date): Promise<void> {
  const token = liveToken(await getLink(db, s), now);
  if (!token) throw new AppError(RailAccountError.LOGIN_REQUIRED);
  if (!accounts) return;
  const id = newVerifyId();
  const challenge = await railway(() => accounts.saleCheck({ token, idempotencyKey: id }));
  if (!challenge) return;
  const verification = await recordChallenge(db, s, id, challenge, now);
  throw new AppError(RailAccountError.PHONE_VERIFY, {}, { verification });
}

/** The orders the member's logged-in railway account bought at the railway itself (a lapsed session: LOGIN_REQUIRED). */
export async function railAccountOrders(accounts: RailAccountSupplier | undefined, db: Db, s: Scope, now: Date): Promise<RailAccountOrder[]> {
  const token = await railSessionToken(db, s, now);
  return accounts ? railway(() => accounts.orders(token)) : [];
}

/** Any account's railway order by its number and a passenger's id number; null when none matches. */
export async function findRailOrder(accounts: RailAccountSupplier | undefined, q: { eOrderNo: string; idNumber: string }): Promise<RailAccountOrder | null> {
  return accounts ? railway(() => accounts.findOrder(q)) : null;
}
