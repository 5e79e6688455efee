import { boolean, date, index, integer, jsonb, pgTable, primaryKey, real, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { GuaranteeCardSummary, GuaranteeFormat } from '@travel/contracts/hotel/guarantee';
import type { HotelOrderStatus } from '@travel/contracts/hotel/order-status';
import type { CancelRule, Guarantee, LocalText, PayWay } from './hotel-port';

/** A member's favourite hotels (spec: favourite operation codes 1 add, 2 delete, 3 query). */
export const hotelFavorites = pgTable(
  'hotel_favorites',
  {
    enterpriseId: text('enterprise_id').notNull(),
    memberId: text('member_id').notNull(),
    hotelId: text('hotel_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.memberId, t.hotelId] }), index('hotel_favorites_latest').on(t.enterpriseId, t.memberId, t.createdAt)],
);

/** The hotels a member viewed, one row per hotel with the last view (a browse record on every detail view). */
export const hotelBrowseHistory = pgTable(
  'hotel_browse_history',
  {
    enterpriseId: text('enterprise_id').notNull(),
    memberId: text('member_id').notNull(),
    hotelId: text('hotel_id').notNull(),
    browsedAt: timestamp('browsed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.memberId, t.hotelId] }), index('hotel_browse_history_latest').on(t.enterpriseId, t.memberId, t.browsedAt)],
);

/** An enterprise's office zones, to search hotels near (spec: office zone list, status 1 in use). */
export const hotelOfficeZones = pgTable(
  'hotel_office_zones',
  {
    id: text('id').primaryKey(),
    enterpriseId: text('enterprise_id').notNull(),
    cityId: text('city_id').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    addressZh: text('address_zh').notNull(),
    addressEn: text('address_en').notNull(),
    latitude: real('latitude').notNull(),
    longitude: real('longitude').notNull(),
    status: integer('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('hotel_office_zones_enterprise').on(t.enterpriseId, t.cityId)],
);

/** The contact of a hotel order (spec 3 keyContact), stored whole; shown masked. */
export interface HotelOrderContact {
  name: string;
  mobileCountryCode: string;
  mobile: string;
  email: string | null;
}

/** A hotel booking (spec 3 "Order"): the stay, the plan as sold, who it is for, its status and money. */
export const hotelOrders = pgTable(
  'hotel_orders',
  {
    id: text('id').primaryKey(),
    enterpriseId: text('enterprise_id').notNull(),
    memberId: text('member_id').notNull(),
    /** who made the booking: the member, or the administrator acting for them (bookType 2) */
    bookedBy: text('booked_by').notNull(),
    /** 1 the member booked, 2 an administrator booked on their behalf (the back-office twin) */
    bookType: integer('book_type').notNull(),
    status: text('status').$type<HotelOrderStatus>().notNull(),
    /** 0 business, 1 private */
    travelType: integer('travel_type').notNull(),
    travelNo: text('travel_no'),
    hotelId: text('hotel_id').notNull(),
    cityId: text('city_id').notNull(),
    hotelName: jsonb('hotel_name').$type<LocalText>().notNull(),
    hotelAddress: jsonb('hotel_address').$type<LocalText>().notNull(),
    roomTypeId: text('room_type_id').notNull(),
    roomName: jsonb('room_name').$type<LocalText>().notNull(),
    bedName: jsonb('bed_name').$type<LocalText>().notNull(),
    ratePlanId: text('rate_plan_id').notNull(),
    planName: jsonb('plan_name').$type<LocalText>().notNull(),
    breakfast: integer('breakfast').notNull(),
    payWay: integer('pay_way').$type<PayWay>().notNull(),
    checkinDate: date('checkin_date', { mode: 'string' }).notNull(),
    checkoutDate: date('checkout_date', { mode: 'string' }).notNull(),
    roomNum: integer('room_num').notNull(),
    adultNum: integer('adult_num').notNull(),
    childAges: jsonb('child_ages').$type<number[]>().notNull(),
    /** HH:mm the guests expect to arrive by */
    latestArrivalTime: text('latest_arrival_time'),
    remark: text('remark'),
    contact: jsonb('contact').$type<HotelOrderContact>().notNull(),
    /** the plan's cancel rule for this stay as sold (penalties already in amounts) */
    cancelRule: jsonb('cancel_rule').$type<CancelRule>().notNull(),
    guarantee: jsonb('guarantee').$type<Guarantee>(),
    /** who guarantees the stay when it needs it: 1 the enterprise (self), 2 a card (third party); null: not needed */
    guaranteeFormat: smallint('guarantee_format').$type<GuaranteeFormat>(),
    /** what a no-show may cost the guarantee, in the order's currency */
    guaranteeAmount: integer('guarantee_amount'),
    /** the card the hotel keeps (brand, last four digits, holder, expiry), once given */
    guaranteeCard: jsonb('guarantee_card').$type<GuaranteeCardSummary>(),
    /** until when a card may be given (WAIT_GUARANTEE); the order is cancelled after it */
    guaranteeDeadline: timestamp('guarantee_deadline', { withTimezone: true }),
    instantConfirm: boolean('instant_confirm').notNull(),
    violationReason: text('violation_reason'),
    /** the policy's verdict at booking */
    control: jsonb('control'),
    /** the hotel's currency: every amount of the order is in its minor units */
    currency: text('currency').notNull(),
    totalAmount: integer('total_amount').notNull(),
    /** the traveller's part (private trip, personal or mixed pay) */
    personalAmount: integer('personal_amount').notNull().default(0),
    /** the total in CNY minor units: budgets and standards compare this */
    totalCnyAmount: integer('total_cny_amount').notNull(),
    /** the supplier's hold of every night of every room, and the key it was taken with */
    holdId: text('hold_id').notNull(),
    holdKey: text('hold_key').notNull(),
    hotelConfirmNum: text('hotel_confirm_num'),
    payOrderId: text('pay_order_id'),
    payDeadline: timestamp('pay_deadline', { withTimezone: true }),
    /** while it waits for its booking approval (WAIT_APPROVE): cancelled at this instant, within the hold's lapse */
    approvalDeadline: timestamp('approval_deadline', { withTimezone: true }),
    /** when the hotel's hold lapses unconfirmed (a longer hold is asked for an order awaiting approval) */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** an extension of the stay waiting for its payment (hotel_order_extensions): no other date change meanwhile */
    pendingExtensionId: text('pending_extension_id'),
    cancelReasonCode: text('cancel_reason_code'),
    cancelReason: text('cancel_reason'),
    penaltyAmount: integer('penalty_amount'),
    refundAmount: integer('refund_amount'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** the stay as the hotel reported it (its arrival, departure, or no-show instant) */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedOutAt: timestamp('checked_out_at', { withTimezone: true }),
    noShowAt: timestamp('no_show_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('hotel_orders_member').on(t.enterpriseId, t.memberId, t.createdAt), index('hotel_orders_status').on(t.status)],
);

/** The guests of each room of an order (spec 3 checkinPersonList). */
export const hotelOrderGuests = pgTable(
  'hotel_order_guests',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => hotelOrders.id),
    roomIndex: integer('room_index').notNull(),
    guestIndex: integer('guest_index').notNull(),
    /** SELF (the member or a saved passenger), STAFF (a colleague), CUSTOMER (typed in) */
    source: text('source').$type<'SELF' | 'STAFF' | 'CUSTOMER'>().notNull(),
    memberId: text('member_id'),
    passengerId: text('passenger_id'),
    name: text('name').notNull(),
    mobile: text('mobile'),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.roomIndex, t.guestIndex] })],
);

/** The price of each night of an order, per room (spec 3 dailyPriceList). */
export const hotelOrderNights = pgTable(
  'hotel_order_nights',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => hotelOrders.id),
    date: date('date', { mode: 'string' }).notNull(),
    /** per room, the hotel's currency minor units */
    price: integer('price').notNull(),
    cnyAmount: integer('cny_amount').notNull(),
    breakfast: integer('breakfast').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.date] })],
);

/** Each reminder the traveller sent the hotel about an order (spec 4 action 2): the latest keeps the interval. */
export const hotelOrderReminders = pgTable(
  'hotel_order_reminders',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => hotelOrders.id),
    remindedAt: timestamp('reminded_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.remindedAt] })],
);

/** The traveller's comment on an order's stay (comment/add): one per order, also sent to the hotel. */
export const hotelOrderComments = pgTable('hotel_order_comments', {
  orderId: text('order_id')
    .primaryKey()
    .references(() => hotelOrders.id),
  hotelId: text('hotel_id').notNull(),
  score: integer('score').notNull(),
  tags: jsonb('tags').$type<string[]>().notNull(),
  content: text('content').notNull(),
  /** the hotel's id of the comment */
  supplierCommentId: text('supplier_comment_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Each booking confirmation mailed for an order (order/confirm_email/send): when and where, for the resend limit. */
export const hotelConfirmMails = pgTable(
  'hotel_confirm_mails',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => hotelOrders.id),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    toAddress: text('to_address').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.sentAt] })],
);

/** The open verify code of an order's card guarantee (order/send_verify_code): kept hashed, with its tries. */
export const hotelGuaranteeCodes = pgTable('hotel_guarantee_codes', {
  orderId: text('order_id')
    .primaryKey()
    .references(() => hotelOrders.id),
  codeHash: text('code_hash').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
});

/** A traveller's report of a lower price seen elsewhere for a contract hotel (price_feedback/notify), for the travel manager. */
export const hotelPriceFeedback = pgTable(
  'hotel_price_feedback',
  {
    id: text('id').primaryKey(),
    enterpriseId: text('enterprise_id').notNull(),
    memberId: text('member_id').notNull(),
    hotelId: text('hotel_id').notNull(),
    checkinDate: date('checkin_date', { mode: 'string' }).notNull(),
    checkoutDate: date('checkout_date', { mode: 'string' }).notNull(),
    platform: text('platform').notNull(),
    otherPlatform: text('other_platform'),
    /** the nightly price seen, CNY minor units */
    platformPrice: integer('platform_price').notNull(),
    roomTypeName: text('room_type_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('hotel_price_feedback_enterprise').on(t.enterpriseId, t.createdAt)],
);

/**
 * A later checkout of an order (order/modify, spec 4 action 6): the new nights as the hotel sold them then, what they
 * cost and who pays; WAIT_PAY until its pay order is paid (the nights held at the hotel), then DONE and part of the
 * order, or CANCELED (the nights given back). What went back of it after an early checkout or a cancel is `refunded`.
 */
export const hotelOrderExtensions = pgTable(
  'hotel_order_extensions',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => hotelOrders.id),
    status: text('status').$type<'WAIT_PAY' | 'DONE' | 'CANCELED'>().notNull(),
    /** the order's checkout before the extension, and after it */
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    /** per room, the hotel's currency minor units, with the CNY reference */
    nights: jsonb('nights').$type<{ date: string; price: number; cnyAmount: number }[]>().notNull(),
    currency: text('currency').notNull(),
    totalAmount: integer('total_amount').notNull(),
    personalAmount: integer('personal_amount').notNull(),
    totalCnyAmount: integer('total_cny_amount').notNull(),
    /** the key the hotel took the nights with (its undo gives them back) */
    holdKey: text('hold_key').notNull(),
    /** the extension's own pay order (none when paid at the hotel) */
    payOrderId: text('pay_order_id'),
    payDeadline: timestamp('pay_deadline', { withTimezone: true }),
    /** the hotel's check-out time on the new checkout (the stay job asks then once the extension is the order's) */
    checkoutAt: timestamp('checkout_at', { withTimezone: true }).notNull(),
    refunded: integer('refunded').notNull().default(0),
    cancelReasonCode: text('cancel_reason_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('hotel_order_extensions_order').on(t.orderId, t.createdAt)],
);

/** A business stay's leave confirmation (order/staff_feedback/submit): once per order, when and how the traveller left. */
export const hotelStaffFeedback = pgTable('hotel_staff_feedback', {
  orderId: text('order_id')
    .primaryKey()
    .references(() => hotelOrders.id),
  enterpriseId: text('enterprise_id').notNull(),
  memberId: text('member_id').notNull(),
  leftAsBooked: boolean('left_as_booked').notNull(),
  bookedCheckoutDate: date('booked_checkout_date', { mode: 'string' }).notNull(),
  actualCheckoutDate: date('actual_checkout_date', { mode: 'string' }).notNull(),
  remark: text('remark'),
  /** given after HOTEL_STAFF_FEEDBACK_DAYS */
  late: boolean('late').notNull(),
  /** who submitted it (the traveller, or an administrator on the bg twin) */
  submittedBy: text('submitted_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * The back office's application to the hotel to cancel an order or let its guest leave early (spec 4 actions 18, 19):
 * one per kind per order; APPLYING until the hotel's answer (a job at its due time), then AGREED or REFUSED.
 */
export const hotelOrderApplications = pgTable(
  'hotel_order_applications',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => hotelOrders.id),
    enterpriseId: text('enterprise_id').notNull(),
    kind: text('kind').$type<'CANCEL' | 'CHECKOUT'>().notNull(),
    status: text('status').$type<'APPLYING' | 'AGREED' | 'REFUSED'>().notNull(),
    checkoutDate: date('checkout_date', { mode: 'string' }),
    reason: text('reason'),
    /** the hotel's application id, asked with the key `hotel-apply:<orderId>:<kind>` */
    supplierApplicationId: text('supplier_application_id').notNull(),
    appliedBy: text('applied_by').notNull(),
    answerDueAt: timestamp('answer_due_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    penaltyAmount: integer('penalty_amount'),
    refundAmount: integer('refund_amount'),
    refusalReason: text('refusal_reason').$type<'TOO_LATE'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('hotel_order_applications_kind').on(t.orderId, t.kind)],
);

/** A traveller's report of wrong information on a hotel's page (error_audit/add), for the enterprise's administrators. */
export const hotelErrorReports = pgTable(
  'hotel_error_reports',
  {
    id: text('id').primaryKey(),
    enterpriseId: text('enterprise_id').notNull(),
    memberId: text('member_id').notNull(),
    hotelId: text('hotel_id').notNull(),
    errorDesc: text('error_desc').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('hotel_error_reports_enterprise').on(t.enterpriseId, t.createdAt)],
);

/** The traveller's answer whether a stay matched its order (order/recheck_feedback/submit): once per order, after check-out. */
export const hotelRecheckFeedback = pgTable('hotel_recheck_feedback', {
  orderId: text('order_id')
    .primaryKey()
    .references(() => hotelOrders.id),
  enterpriseId: text('enterprise_id').notNull(),
  memberId: text('member_id').notNull(),
  matched: boolean('matched').notNull(),
  mismatchItems: jsonb('mismatch_items').$type<string[]>().notNull(),
  remark: text('remark'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
