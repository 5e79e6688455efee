import { z } from 'zod';
import { genderSchema } from '../member/enums';
import { defineCall } from '../platform/define-call';

// The railway account (12306) a traveller links: spec 2 "Railway account login, register, password reset, identity
// verification by SMS code, unlock, unbind" and the calls of spec 7, at the paths API.md names.

/** 12306 account names: a letter, then letters, digits or _ (6 to 30 in all). */
export const RAIL_ACCOUNT_NAME = /^[A-Za-z][A-Za-z0-9_]{5,29}$/;
/** The railway's password rule: 6 to 20 characters with a letter and a digit. */
export const RAIL_PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{6,20}$/;
export const RAIL_MOBILE = /^1\d{10}$/;

const accountName = z.string().trim().regex(RAIL_ACCOUNT_NAME, { message: 'validation.railAccountName' });
const newPassword = z.string().max(20).regex(RAIL_PASSWORD, { message: 'validation.railPassword' });
const mobile = z.string().trim().regex(RAIL_MOBILE, { message: 'validation.mobile' });
const code = z.string().regex(/^\d{6}$/, { message: 'validation.verifyCode' });
const idNumber = z.string().trim().regex(/^[A-Za-z0-9]{5,20}$/, { message: 'validation.certNo' });
const verifyId = z.string().min(1).max(64);

/** The railway's code rules (the sandbox's), for the screens' texts. */
export const RAIL_CODE_RULES = { codeMinutes: 5, resendSeconds: 60, codeTries: 5, passwordTries: 5 } as const;

/** RISK_SMS: the railway's risk control asks the booking account to confirm a sale with a texted code. */
export const railVerificationSceneSchema = z.enum(['LOGIN', 'LOGIN_IDENTITY', 'RISK', 'REGISTER', 'RESET', 'UNLOCK', 'PASSENGER', 'RISK_SMS']);
export type RailVerificationScene = z.infer<typeof railVerificationSceneSchema>;

/** A verification the railway waits for; the code entry shows it (resend countdown from resendAfter). */
export const railVerificationSchema = z.object({
  verifyId: z.string(),
  scene: railVerificationSceneSchema,
  accountName: z.string(),
  mobile: z.string().nullable().describe('masked; null when nothing was texted'),
  expiresAt: z.string(),
  resendAfter: z.string(),
  /** seconds until a new code may be sent, counted at the answer (the web counts down on its own clock) */
  resendInSeconds: z.number().int(),
  needCode: z.boolean(),
  needIdNumber: z.boolean(),
  needNewPassword: z.boolean(),
});
export type RailVerification = z.infer<typeof railVerificationSchema>;

export const railLoginStatusSchema = z.enum(['NOT_LINKED', 'LOGGED_IN', 'LOGGED_OUT', 'EXPIRED']);

export const railAccountStatusSchema = z.object({
  loginStatus: railLoginStatusSchema,
  accountName: z.string().nullable(),
  realName: z.string().nullable().describe('masked'),
  mobile: z.string().nullable().describe('masked'),
  loginTime: z.string().nullable(),
  /** bookings need a logged-in railway account (the platform's setting) */
  required: z.boolean(),
});
export type RailAccountStatus = z.infer<typeof railAccountStatusSchema>;

export const railAccountPassengerSchema = z.object({
  passengerId: z.string(),
  name: z.string(),
  familyName: z.string(),
  givenName: z.string(),
  birthday: z.string(),
  gender: z.enum(['M', 'F']),
  nationality: z.string(),
  placeOfIssue: z.string(),
  idExpiredDate: z.string(),
  idType: z.literal('PASSPORT'),
  idNumber: z.string().describe('masked'),
  mobile: z.string().nullable().describe('masked'),
  /** spec 3: ADULT is 0, anything else 1 */
  passengerType: z.union([z.literal(0), z.literal(1)]),
  railPassengerType: z.enum(['ADULT', 'CHILD', 'STUDENT']),
  verifyStatus: z.enum(['VERIFIED', 'PENDING']),
  self: z.boolean(),
});
export type RailAccountPassenger = z.infer<typeof railAccountPassengerSchema>;

const call = <I extends z.ZodTypeAny, O extends z.ZodTypeAny>(path: string, summary: string, input: I, output: O, write = true) =>
  defineCall({ service: 'train-app', path: `train/account/${path}`, summary, auth: 'member', write, input, output });

const empty = z.object({}).default({});

export const railLoginStatusCall = call('login_status', "The member's railway account: linked, logged in, and whether bookings need it", empty, railAccountStatusSchema, false);
export const railLoginCall = call(
  'login',
  'Logs in to the railway account and links it; a new client answers 440042010, 440042016 or 440042017 with the verification to complete',
  z.object({ accountName, password: z.string().min(1).max(64) }),
  railAccountStatusSchema,
);
export const railLogoutCall = call('logout', 'Ends the railway session; the account stays linked', empty, railAccountStatusSchema);
export const railRegisterCall = call(
  'register',
  'Registers a railway account; the railway texts a code to the mobile (440042012 when the mobile has an account)',
  z.object({ accountName, password: newPassword, familyName: z.string().trim().min(1).max(30), givenName: z.string().trim().min(1).max(30), gender: genderSchema, birthday: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'validation.date' }), idType: z.literal('PASSPORT', { message: 'validation.passportOnly' }).default('PASSPORT'), idNumber, mobile }),
  railVerificationSchema,
);
export const railPasswordResetCall = call('password_reset', "Starts a password reset: the railway texts a code to the account's registered mobile", z.object({ accountName, mobile }), railVerificationSchema);
export const railUnlockCall = call('unlock', 'Starts unlocking an account locked by wrong passwords: a code to its registered mobile', z.object({ accountName }), railVerificationSchema);
export const railVerifyCodeSendCall = call('verify_code/send', 'Texts a new code for a verification (once a minute)', z.object({ verifyId }), railVerificationSchema);
export const railVerifyCodeSubmitCall = call(
  'verify_code/submit',
  'Answers a verification (register, reset, unlock, the identity checks, a passenger) with the texted code and what else it asks',
  z.object({ verifyId, code: code.optional(), idNumber: idNumber.optional(), newPassword: newPassword.optional() }),
  z.object({ scene: railVerificationSceneSchema, accountName: z.string(), status: railAccountStatusSchema }),
);
export const railLoginCodeVerifyCall = call('login_code/verify', 'Completes a login waiting for its texted code (440042010)', z.object({ verifyId, code }), railAccountStatusSchema);
export const railUnbindCall = call('unbind', 'Unlinks the railway account from the member (and ends its session)', empty, railAccountStatusSchema);
export const railPassengerQueryCall = call('passenger/query', "The railway account's passengers with their verification status", empty, z.object({ list: z.array(railAccountPassengerSchema) }), false);
export const railPassengerVerifyCall = call('passenger/verify', "Starts a passenger's verification: the railway texts a code to the passenger's mobile", z.object({ passengerId: z.string().min(1).max(64) }), railVerificationSchema);
export const railRiskSmsSendCall = call(
  'risk_sms/send',
  "Texts the risk-control code to the booking account's mobile (the verification of a booking refused with 440042010); once a minute",
  z.object({ verifyId }),
  railVerificationSchema,
);
export const railRiskSmsVerifyCall = call('risk_sms/verify', 'Answers the risk-control code: the railway sells through the account again, the booking may be submitted again', z.object({ verifyId, code }), railAccountStatusSchema);
