import { z } from 'zod';
import { railVerificationSchema } from './account';

/**
 * Refusals of the railway account calls (train/account/*): the spec's 4400420xx and 440002002 where the railway
 * answers them, ours for the codes' rules and the booking's "log in to the railway account in advance".
 */
export const RailAccountError = {
  /** spec: phone verification, wait for the texted code (a login from a new client). */
  PHONE_VERIFY: '440042010',
  /** spec: account password verification, the password is wrong. */
  PASSWORD_ERROR: '440042011',
  /** spec: the phone is already registered. */
  PHONE_REGISTERED: '440042012',
  /** spec: second identity verification (the texted code and the id number). */
  SECOND_IDENTITY: '440042016',
  /** spec: risk verification, the id card check. */
  RISK_VERIFY: '440042017',
  /** spec: face verification (only in the railway's own app). */
  FACE_VERIFY: '440002002',
  /** spec text: please log in to the railway account in advance. */
  LOGIN_REQUIRED: 'RAIL_ACCOUNT_LOGIN_REQUIRED',
  LOCKED: 'RAIL_ACCOUNT_LOCKED',
  NOT_LOCKED: 'RAIL_ACCOUNT_NOT_LOCKED',
  NAME_TAKEN: 'RAIL_ACCOUNT_NAME_TAKEN',
  ACCOUNT_NOT_FOUND: 'RAIL_ACCOUNT_NOT_FOUND',
  CODE_WRONG: 'RAIL_ACCOUNT_CODE_WRONG',
  CODE_EXPIRED: 'RAIL_ACCOUNT_CODE_EXPIRED',
  CODE_TRIES_EXCEEDED: 'RAIL_ACCOUNT_CODE_TRIES_EXCEEDED',
  CODE_TOO_SOON: 'RAIL_ACCOUNT_CODE_TOO_SOON',
  IDENTITY_MISMATCH: 'RAIL_ACCOUNT_IDENTITY_MISMATCH',
  PASSENGER_VERIFIED: 'RAIL_ACCOUNT_PASSENGER_VERIFIED',
  /** a booking names an account passenger the railway has not verified */
  PASSENGER_UNVERIFIED: 'RAIL_ACCOUNT_PASSENGER_UNVERIFIED',
} as const;
export type RailAccountError = (typeof RailAccountError)[keyof typeof RailAccountError];

/** What the railway now waits for: the code entry opens on it. */
const verificationData = z.object({ verification: railVerificationSchema });
const triesData = z.object({ remainingTries: z.number().int().nullable() });

export const railAccountErrorData = {
  [RailAccountError.PHONE_VERIFY]: verificationData,
  [RailAccountError.PASSWORD_ERROR]: triesData,
  [RailAccountError.PHONE_REGISTERED]: z.null(),
  [RailAccountError.SECOND_IDENTITY]: verificationData,
  [RailAccountError.RISK_VERIFY]: verificationData,
  [RailAccountError.FACE_VERIFY]: z.null(),
  [RailAccountError.LOGIN_REQUIRED]: z.null(),
  /** The locked account, for the unlock screen. */
  [RailAccountError.LOCKED]: z.object({ accountName: z.string() }),
  [RailAccountError.NOT_LOCKED]: z.null(),
  [RailAccountError.NAME_TAKEN]: z.null(),
  [RailAccountError.ACCOUNT_NOT_FOUND]: z.null(),
  [RailAccountError.CODE_WRONG]: triesData,
  [RailAccountError.CODE_EXPIRED]: z.null(),
  [RailAccountError.CODE_TRIES_EXCEEDED]: z.null(),
  [RailAccountError.CODE_TOO_SOON]: z.object({ resendAfter: z.string() }),
  [RailAccountError.IDENTITY_MISMATCH]: triesData,
  [RailAccountError.PASSENGER_VERIFIED]: z.null(),
  /** 1-based, in the booking's passengerList */
  [RailAccountError.PASSENGER_UNVERIFIED]: z.object({ passengerIndex: z.number().int() }),
} satisfies Record<RailAccountError, z.ZodType>;
