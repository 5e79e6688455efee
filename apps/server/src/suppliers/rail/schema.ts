import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { sandbox } from '../sandbox-schema';

/**
 * The rail sandbox's own tables (schema `sandbox`): the generated network (trains and stops, written once at first
 * start by ensureRailNetwork) and the sale state (seat inventory, holds). Nothing outside suppliers/rail reads them.
 */
export { sandbox };

/** One row: the seed and generator version the persisted network was made with. */
export const railNetwork = sandbox.table('rail_network', {
  id: integer('id').primaryKey(),
  seed: text('seed').notNull(),
  generatorVersion: integer('generator_version').notNull(),
  trainCount: integer('train_count').notNull(),
  stopCount: integer('stop_count').notNull(),
  generatedAt: timestamp('generated_at', { withTimezone: true }).notNull(),
});

export const railTrains = sandbox.table('rail_trains', {
  id: integer('id').primaryKey(),
  trainNo: text('train_no').notNull().unique(),
  /** G D C Z T K, or 'other' for number-only trains */
  trainClass: text('train_class').notNull(),
  trainTypeCode: smallint('train_type_code').notNull(),
  /** ref_rail_lines.id */
  lineId: integer('line_id').notNull(),
  /** 'down' runs in line order (odd numbers), 'up' against it (even numbers) */
  direction: text('direction').notNull(),
  /** stopping pattern: direct, express, semi, all */
  pattern: text('pattern').notNull(),
  originTelecode: text('origin_telecode').notNull(),
  terminusTelecode: text('terminus_telecode').notNull(),
  /** departure from the origin, minutes after local (Asia/Shanghai) midnight */
  departureMinute: integer('departure_minute').notNull(),
  /** bit 0 Monday .. bit 6 Sunday of the run date; 127 daily */
  runDays: smallint('run_days').notNull(),
  /** coach layout code (coach-layout.ts) */
  layout: text('layout').notNull(),
  cruiseKmh: integer('cruise_kmh').notNull(),
});

export const railStops = sandbox.table(
  'rail_stops',
  {
    trainId: integer('train_id').notNull(),
    seq: smallint('seq').notNull(),
    telecode: text('telecode').notNull(),
    /** km from the train's origin */
    km: integer('km').notNull(),
    /** minutes after the origin departure; null at the origin */
    arrivalOffset: integer('arrival_offset'),
    /** minutes after the origin departure; null at the terminus */
    departureOffset: integer('departure_offset'),
    dwellMinutes: smallint('dwell_minutes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.trainId, t.seq] })],
);

/** Train-dates whose seat rows exist (the guard that makes lazy materialisation happen once). */
export const railTrainDates = sandbox.table(
  'rail_train_dates',
  {
    trainId: integer('train_id').notNull(),
    runDate: date('run_date', { mode: 'string' }).notNull(),
    seats: integer('seats').notNull(),
    materialisedAt: timestamp('materialised_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.trainId, t.runDate] })],
);

/**
 * One row per seat (or berth, or standing place) per train-date; bit i of `mask` is sold for the section from stop i
 * to stop i + 1. Rows appear on a train-date's first hold; until then the whole layout is free.
 */
export const railSeats = sandbox.table(
  'rail_seats',
  {
    trainId: integer('train_id').notNull(),
    runDate: date('run_date', { mode: 'string' }).notNull(),
    coachNo: smallint('coach_no').notNull(),
    seatNo: text('seat_no').notNull(),
    seatClass: text('seat_class').notNull(),
    berth: text('berth'),
    mask: bigint('mask', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [
    primaryKey({ columns: [t.trainId, t.runDate, t.coachNo, t.seatNo] }),
    // Seat counts read only the rows with something sold: an unsold train-date costs one index probe.
    index('rail_seats_sold').on(t.trainId, t.runDate, t.seatClass).where(sql`${t.mask} <> 0`),
  ],
);

export const railHolds = sandbox.table(
  'rail_holds',
  {
    id: text('id').primaryKey(),
    trainId: integer('train_id').notNull(),
    runDate: date('run_date', { mode: 'string' }).notNull(),
    fromSeq: smallint('from_seq').notNull(),
    toSeq: smallint('to_seq').notNull(),
    mask: bigint('mask', { mode: 'bigint' }).notNull(),
    /** HELD, ISSUED, RELEASED */
    status: text('status').notNull(),
    eOrderNo: text('e_order_no').unique(),
    orderRef: text('order_ref'),
    /** the caller's key of the hold call: a retry finds the hold instead of taking seats twice */
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [index('rail_holds_train_date').on(t.trainId, t.runDate)],
);

export const railHoldSeats = sandbox.table(
  'rail_hold_seats',
  {
    holdId: text('hold_id').notNull(),
    idx: smallint('idx').notNull(),
    coachNo: smallint('coach_no').notNull(),
    seatNo: text('seat_no').notNull(),
    seatClass: text('seat_class').notNull(),
    berth: text('berth'),
    price: integer('price').notNull(),
    /** HELD, ISSUED, RELEASED, REFUNDED */
    status: text('status').notNull(),
    ticketNo: text('ticket_no'),
  },
  (t) => [primaryKey({ columns: [t.holdId, t.idx] })],
);

/** Electronic order numbers (E + 9 digits). */
export const railOrderNoSeq = sandbox.sequence('rail_order_no_seq', { startWith: 100000001 });

/**
 * The railway's account system (12306): accounts with their own password hash, the clients each has logged in
 * from, sessions, the codes it texts, and each account's passengers.
 */
export const railAccounts = sandbox.table('rail_accounts', {
  id: text('id').primaryKey(),
  /** lower-cased: names are unique whatever the case */
  accountName: text('account_name').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  familyName: text('family_name').notNull(),
  givenName: text('given_name').notNull(),
  idNumber: text('id_number').notNull(),
  mobile: text('mobile').notNull().unique(),
  /** ACTIVE, LOCKED (too many wrong passwords) */
  status: text('status').notNull(),
  failedLogins: smallint('failed_logins').notNull().default(0),
  /** what the railway asks of a new client: null (a code), IDENTITY (440042016), IDCARD (440042017), FACE (440002002) */
  risk: text('risk'),
  /** risk control: the railway sells through the account only after a texted code (RISK_SMS) */
  riskSmsRequired: boolean('risk_sms_required').notNull().default(false),
  /** the local day and count of sales through the account (the risk rule counts them) */
  saleDay: date('sale_day', { mode: 'string' }),
  saleCount: smallint('sale_count').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const railAccountClients = sandbox.table(
  'rail_account_clients',
  {
    accountId: text('account_id').notNull(),
    clientRef: text('client_ref').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.clientRef] })],
);

export const railAccountSessions = sandbox.table(
  'rail_account_sessions',
  {
    token: text('token').primaryKey(),
    accountId: text('account_id').notNull(),
    clientRef: text('client_ref').notNull(),
    idempotencyKey: text('idempotency_key').unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('rail_account_sessions_account').on(t.accountId)],
);

/** A verification the railway waits for; the code is kept hashed with its ticket. */
export const railAccountChallenges = sandbox.table('rail_account_challenges', {
  ticket: text('ticket').primaryKey(),
  scene: text('scene').notNull(),
  accountName: text('account_name').notNull(),
  accountId: text('account_id'),
  passengerId: text('passenger_id'),
  clientRef: text('client_ref').notNull(),
  mobile: text('mobile'),
  codeHash: text('code_hash'),
  needIdNumber: boolean('need_id_number').notNull(),
  needNewPassword: boolean('need_new_password').notNull(),
  /** REGISTER: the account to create once the code is answered */
  payload: jsonb('payload'),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attempts: smallint('attempts').notNull().default(0),
  sends: smallint('sends').notNull().default(1),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  lastSendKey: text('last_send_key'),
  doneAt: timestamp('done_at', { withTimezone: true }),
  /** the session a completed login scene made: a retried completion answers it again */
  sessionToken: text('session_token'),
});

export const railAccountPassengers = sandbox.table(
  'rail_account_passengers',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    familyName: text('family_name').notNull(),
    givenName: text('given_name').notNull(),
    birthday: date('birthday', { mode: 'string' }).notNull(),
    gender: text('gender').notNull(),
    nationality: text('nationality').notNull(),
    idNumber: text('id_number').notNull(),
    idExpiredDate: date('id_expired_date', { mode: 'string' }).notNull(),
    mobile: text('mobile'),
    passengerType: text('passenger_type').notNull(),
    verifyStatus: text('verify_status').notNull(),
    self: boolean('self').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rail_account_passengers_account').on(t.accountId)],
);

/**
 * Tickets the account's holder bought at the railway itself (its app, a counter): the railway's order with the hold
 * that took the seats, and who travels on each of its places (in the hold's order).
 */
export const railAccountOrders = sandbox.table(
  'rail_account_orders',
  {
    eOrderNo: text('e_order_no').primaryKey(),
    accountId: text('account_id').notNull(),
    holdId: text('hold_id').notNull(),
    /** the purchase's key: a retried purchase finds its order */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    passengers: jsonb('passengers').$type<{ familyName: string; givenName: string; idNumber: string; birthday: string; gender: string; nationality: string; idExpiredDate: string; passengerType: string }[]>().notNull(),
    orderedAt: timestamp('ordered_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rail_account_orders_account').on(t.accountId)],
);
