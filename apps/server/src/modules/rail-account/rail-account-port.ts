/**
 * The port to the national railway's account system (12306): the traveller's own booking account, which the
 * railway verifies with codes it texts to the account's mobile. The project ships the sandbox (suppliers/rail,
 * createRailAccountSandbox). A remote system: no database handle of ours, no transaction of ours; every call that
 * starts something carries an idempotency key, and the railway keeps its own codes, tries and locks.
 */

/**
 * What a code is for. LOGIN: a login from a new client (440042010); LOGIN_IDENTITY: the second identity check (440042016);
 * RISK: the id card check (440042017); RISK_SMS: the risk control of sales through the account (its code is texted on
 * the first resendCode).
 */
export type RailChallengeScene = 'LOGIN' | 'LOGIN_IDENTITY' | 'RISK' | 'REGISTER' | 'RESET' | 'UNLOCK' | 'PASSENGER' | 'RISK_SMS';

/** A verification the railway waits for: a code it texted, and what else it asks for. */
export interface RailChallenge {
  ticket: string;
  scene: RailChallengeScene;
  accountName: string;
  /** the number texted (full: we mask it); null when nothing was texted */
  mobile: string | null;
  expiresAt: string;
  /** no new code before this instant */
  resendAfter: string;
  needCode: boolean;
  needIdNumber: boolean;
  needNewPassword: boolean;
}

/** A logged-in railway session: the token acts on the account until it lapses. */
export interface RailSession {
  token: string;
  accountName: string;
  familyName: string;
  givenName: string;
  mobile: string;
  expiresAt: string;
}

export interface RailAccountPassenger {
  passengerId: string;
  familyName: string;
  givenName: string;
  birthday: string;
  gender: 'M' | 'F';
  nationality: string;
  idType: 'PASSPORT';
  idNumber: string;
  placeOfIssue: string;
  idExpiredDate: string;
  mobile: string | null;
  /** ADULT, CHILD, STUDENT (the railway's passenger types) */
  passengerType: 'ADULT' | 'CHILD' | 'STUDENT';
  /** VERIFIED: bookable; PENDING: the railway waits for the passenger's mobile check */
  verifyStatus: 'VERIFIED' | 'PENDING';
  /** the account holder */
  self: boolean;
}

/** One place of an order the railway sold to an account's holder, with who travels on it. */
export interface RailAccountTicket {
  /** position in the railway's hold */
  index: number;
  familyName: string;
  givenName: string;
  idNumber: string;
  birthday: string;
  gender: 'M' | 'F';
  nationality: string;
  idExpiredDate: string;
  passengerType: 'ADULT' | 'CHILD' | 'STUDENT';
  /** the rail port's seat class (second, first, ...) */
  seatClass: string;
  coachNo: string;
  seatNo: string;
  /** upper, middle, lower */
  berth: string | null;
  /** fen */
  price: number;
  ticketNo: string | null;
  status: 'HELD' | 'ISSUED' | 'RELEASED' | 'REFUNDED';
}

/** An order the railway sold directly (its own app or counter), outside the platform. */
export interface RailAccountOrder {
  eOrderNo: string;
  trainNo: string;
  departureDate: string;
  fromTelecode: string;
  toTelecode: string;
  departureTime: string;
  arrivalTime: string;
  orderedAt: string;
  tickets: RailAccountTicket[];
}

export type RailAccountErrorCode =
  | 'PASSWORD_ERROR'
  | 'LOCKED'
  | 'FACE_REQUIRED'
  | 'MOBILE_REGISTERED'
  | 'NAME_TAKEN'
  | 'ACCOUNT_NOT_FOUND'
  | 'NOT_LOCKED'
  | 'SESSION_INVALID'
  | 'CHALLENGE_NOT_FOUND'
  | 'CODE_WRONG'
  | 'CODE_EXPIRED'
  | 'CODE_TRIES_EXCEEDED'
  | 'CODE_TOO_SOON'
  | 'IDENTITY_MISMATCH'
  | 'PASSENGER_NOT_FOUND'
  | 'PASSENGER_VERIFIED';

/** A refusal by the railway; `detail` carries what the code needs (tries left, the instant a resend is allowed). */
export class RailAccountSupplierError extends Error {
  constructor(
    readonly code: RailAccountErrorCode,
    readonly detail: { remainingTries?: number; resendAfter?: string } = {},
  ) {
    super(code);
    this.name = 'RailAccountSupplierError';
  }
}

/** `clientRef` names the client (our member's link) to the railway: a login from a client it does not know asks for a code. */
export interface RailAccountSupplier {
  login(req: { accountName: string; password: string; clientRef: string; idempotencyKey: string }): Promise<{ session: RailSession } | { challenge: RailChallenge }>;
  register(req: { accountName: string; password: string; familyName: string; givenName: string; gender: 'M' | 'F'; birthday: string; idNumber: string; mobile: string; clientRef: string; idempotencyKey: string }): Promise<RailChallenge>;
  startPasswordReset(req: { accountName: string; mobile: string; clientRef: string; idempotencyKey: string }): Promise<RailChallenge>;
  startUnlock(req: { accountName: string; clientRef: string; idempotencyKey: string }): Promise<RailChallenge>;
  startPassengerVerify(req: { token: string; passengerId: string; idempotencyKey: string }): Promise<RailChallenge>;
  /** A new code for a challenge (the old one stops working). */
  resendCode(req: { ticket: string; clientRef: string; idempotencyKey: string }): Promise<RailChallenge>;
  /** Answers a challenge; a login scene answers the session. Idempotent: a completed challenge answers the same again. */
  completeChallenge(req: { ticket: string; clientRef: string; code?: string; idNumber?: string; newPassword?: string }): Promise<{ scene: RailChallengeScene; accountName: string; session: RailSession | null }>;
  /** The session's account, or SESSION_INVALID when it lapsed or was ended. */
  session(token: string): Promise<RailSession>;
  logout(token: string): Promise<void>;
  passengers(token: string): Promise<RailAccountPassenger[]>;
  /** The orders the account's holder bought at the railway itself (outside any platform), newest first. */
  orders(token: string): Promise<RailAccountOrder[]>;
  /** Any account's order by its number and one of its passengers' id number (case-insensitive); null when none matches. */
  findOrder(req: { eOrderNo: string; idNumber: string }): Promise<RailAccountOrder | null>;
  /**
   * Asks to sell through the account (a booking on the traveller's account): null when the railway sells, or the
   * risk-control challenge (scene RISK_SMS, its code not yet texted) to answer first. Counted once per key.
   */
  saleCheck(req: { token: string; idempotencyKey: string }): Promise<RailChallenge | null>;
}
