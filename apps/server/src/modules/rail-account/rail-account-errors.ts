import { RailAccountError } from '@travel/contracts/train/account-errors';
import { AppError, notFound } from '../../platform/errors';
import { RailAccountSupplierError } from './rail-account-port';

/** The railway's refusal in our words (the spec's codes where it has them); anything else goes up as a fault. */
export function fromRailway(err: unknown, accountName?: string): unknown {
  if (!(err instanceof RailAccountSupplierError)) return err;
  const tries = err.detail.remainingTries ?? null;
  switch (err.code) {
    case 'PASSWORD_ERROR':
      return new AppError(RailAccountError.PASSWORD_ERROR, {}, { remainingTries: tries });
    case 'LOCKED':
      return new AppError(RailAccountError.LOCKED, {}, { accountName: accountName ?? '' });
    case 'FACE_REQUIRED':
      return new AppError(RailAccountError.FACE_VERIFY);
    case 'MOBILE_REGISTERED':
      return new AppError(RailAccountError.PHONE_REGISTERED);
    case 'NAME_TAKEN':
      return new AppError(RailAccountError.NAME_TAKEN);
    case 'ACCOUNT_NOT_FOUND':
      return new AppError(RailAccountError.ACCOUNT_NOT_FOUND);
    case 'NOT_LOCKED':
      return new AppError(RailAccountError.NOT_LOCKED);
    case 'SESSION_INVALID':
      return new AppError(RailAccountError.LOGIN_REQUIRED);
    case 'CHALLENGE_NOT_FOUND':
      return notFound();
    case 'CODE_WRONG':
      return new AppError(RailAccountError.CODE_WRONG, {}, { remainingTries: tries });
    case 'CODE_EXPIRED':
      return new AppError(RailAccountError.CODE_EXPIRED);
    case 'CODE_TRIES_EXCEEDED':
      return new AppError(RailAccountError.CODE_TRIES_EXCEEDED);
    case 'CODE_TOO_SOON':
      return new AppError(RailAccountError.CODE_TOO_SOON, {}, { resendAfter: err.detail.resendAfter ?? '' });
    case 'IDENTITY_MISMATCH':
      return new AppError(RailAccountError.IDENTITY_MISMATCH, {}, { remainingTries: tries });
    case 'PASSENGER_NOT_FOUND':
      return notFound('passenger');
    case 'PASSENGER_VERIFIED':
      return new AppError(RailAccountError.PASSENGER_VERIFIED);
  }
}

/** Runs a railway call, answering its refusal as ours. */
export async function railway<T>(call: () => Promise<T>, accountName?: string): Promise<T> {
  try {
    return await call();
  } catch (err) {
    throw fromRailway(err, accountName);
  }
}
