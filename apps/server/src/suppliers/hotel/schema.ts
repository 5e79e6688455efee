import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { CancelRule, HoldGuarantee } from '../../modules/hotel/hotel-port';
import { sandbox } from '../sandbox-schema';

/**
 * The hotel sandbox's own tables (schema `sandbox`). Hotels, rooms, plans and prices are generated from the seed and
 * never stored; these hold only what sales touched: the nightly inventory of room types someone held or bought, and
 * the holds. Nothing outside suppliers/hotel reads them.
 */

/**
 * One row per room type and night that something has held or sold; until then the night's allotment comes from the
 * seed. The check makes overselling impossible even for a faulty update.
 */
export const hotelInventory = sandbox.table(
  'hotel_inventory',
  {
    hotelId: text('hotel_id').notNull(),
    roomTypeId: text('room_type_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    allotment: integer('allotment').notNull(),
    sold: integer('sold').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.hotelId, t.date, t.roomTypeId] }), check('hotel_inventory_sold_within', sql`${t.sold} >= 0 AND ${t.sold} <= ${t.allotment}`)],
);

export interface HoldNight {
  date: string;
  /** per room, minor units of the hold's currency */
  amount: number;
}

export const hotelHolds = sandbox.table(
  'hotel_holds',
  {
    id: text('id').primaryKey(),
    /** the caller's key: a retry finds the hold instead of taking rooms twice */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    hotelId: text('hotel_id').notNull(),
    roomTypeId: text('room_type_id').notNull(),
    ratePlanId: text('rate_plan_id').notNull(),
    checkinDate: date('checkin_date', { mode: 'string' }).notNull(),
    checkoutDate: date('checkout_date', { mode: 'string' }).notNull(),
    roomNum: smallint('room_num').notNull(),
    currency: text('currency').notNull(),
    nights: jsonb('nights').$type<HoldNight[]>().notNull(),
    totalAmount: integer('total_amount').notNull(),
    /** the plan's cancel rule resolved for the stay when the hold was made */
    cancelRule: jsonb('cancel_rule').$type<CancelRule>().notNull(),
    /** HELD, CONFIRMED, RELEASED, CANCELLED */
    status: text('status').notNull(),
    confirmationNo: text('confirmation_no'),
    orderRef: text('order_ref'),
    penaltyAmount: integer('penalty_amount'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** the names the hotel registers (a guest named "No Show" never arrives: the sandbox's no-show switch) */
    guestNames: jsonb('guest_names').$type<string[]>().notNull().default([]),
    /** what stands behind the reservation (the booker's enterprise, or a card of which only brand and last digits are kept) */
    guarantee: jsonb('guarantee').$type<HoldGuarantee>(),
    /** the hotel's check-in time on the check-in date, its check-out time on the check-out date, its latest check-in */
    checkinAt: timestamp('checkin_at', { withTimezone: true }).notNull(),
    checkoutAt: timestamp('checkout_at', { withTimezone: true }).notNull(),
    noShowAt: timestamp('no_show_at', { withTimezone: true }).notNull(),
    /** a confirmed reservation's stay once its check-in time passed: IN_HOUSE, CHECKED_OUT or NO_SHOW */
    stayState: text('stay_state').$type<'IN_HOUSE' | 'CHECKED_OUT' | 'NO_SHOW'>(),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    departedAt: timestamp('departed_at', { withTimezone: true }),
  },
  (t) => [index('hotel_holds_lapsing').on(t.expiresAt).where(sql`${t.status} = 'HELD'`)],
);

/** Guests' real comments sent by the platform (addComment): listed before the generated ones, newest first. */
export const hotelGuestComments = sandbox.table(
  'hotel_guest_comments',
  {
    id: text('id').primaryKey(),
    /** the caller's key (its order): sending again answers the first comment */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    hotelId: text('hotel_id').notNull(),
    nickName: text('nick_name').notNull(),
    score: smallint('score').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull(),
    content: text('content').notNull(),
    roomTypeName: jsonb('room_type_name').$type<{ zh: string; en: string }>(),
    stayDate: date('stay_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('hotel_guest_comments_hotel').on(t.hotelId, t.createdAt)],
);

/** Reminders the hotel received about a hold (remindReservation): the front desk's log. */
export const hotelHoldReminders = sandbox.table(
  'hotel_hold_reminders',
  {
    holdId: text('hold_id').notNull(),
    remindedAt: timestamp('reminded_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.holdId, t.remindedAt] })],
);

/**
 * The later checkouts asked of a reservation (extendReservation), by the caller's key: a retry answers the extension
 * made first, and its undo (releaseExtension) gives back exactly the nights it took, once.
 */
export const hotelHoldExtensions = sandbox.table('hotel_hold_extensions', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  holdId: text('hold_id').notNull(),
  /** the reservation's checkout before, and after the extension */
  fromDate: date('from_date', { mode: 'string' }).notNull(),
  toDate: date('to_date', { mode: 'string' }).notNull(),
  /** TAKEN, or RETURNED once given back */
  status: text('status').$type<'TAKEN' | 'RETURNED'>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  returnedAt: timestamp('returned_at', { withTimezone: true }),
});

/**
 * Applications the hotel received to cancel a reservation or end it early (applyToHotel), by the caller's key. The
 * hotel decides by the moment it was asked (see applications.ts) and gives its answer at `answerAt`; agreeing, it
 * cancels or shortens the reservation itself.
 */
export const hotelApplications = sandbox.table('hotel_applications', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  holdId: text('hold_id').notNull(),
  kind: text('kind').$type<'CANCEL' | 'CHECKOUT'>().notNull(),
  checkoutDate: date('checkout_date', { mode: 'string' }),
  askedAt: timestamp('asked_at', { withTimezone: true }).notNull(),
  answerAt: timestamp('answer_at', { withTimezone: true }).notNull(),
  /** decided when asked, told at answerAt */
  decision: text('decision').$type<'AGREED' | 'REFUSED'>().notNull(),
  penaltyAmount: integer('penalty_amount').notNull(),
  status: text('status').$type<'PENDING' | 'AGREED' | 'REFUSED'>().notNull(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
});
