import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ChangeOrderStatus, OperationStatus, RefundStatus, TrainOrderStatus, TrainTicketStatus } from '@travel/contracts/train/statuses';
import type { TrainSeatClass } from '@travel/contracts/policy/enums';
import type { RUSH_LOG_ACTIONS } from '@travel/contracts/train/rush';

/**
 * A search's ordered result keys, so further pages (next_trip) list exactly what the first page counted, in the same
 * order, from any server process and after a restart; seat counts are read again for each page.
 */
export const trainSearchSessions = pgTable(
  'train_search_sessions',
  {
    searchId: text('search_id').primaryKey(),
    enterpriseId: text('enterprise_id').notNull(),
    memberId: text('member_id').notNull(),
    request: jsonb('request').notNull(),
    itineraryKeys: jsonb('itinerary_keys').$type<string[]>().notNull(),
    pageSize: integer('page_size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('train_search_sessions_expires').on(t.expiresAt)],
);

/** The no-result report of spec 4 and 7: searches that found no train, for the operators to review. */
export const trainNoResultReports = pgTable(
  'train_no_result_reports',
  {
    id: text('id').primaryKey(),
    enterpriseId: text('enterprise_id').notNull(),
    memberId: text('member_id').notNull(),
    departureCode: text('departure_code').notNull(),
    arrivalCode: text('arrival_code').notNull(),
    departureDate: text('departure_date').notNull(),
    searchMode: text('search_mode').notNull(),
    /** true when trains exist but the filters hid them all */
    filtered: boolean('filtered').notNull(),
    request: jsonb('request').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('train_no_result_reports_enterprise').on(t.enterpriseId, t.createdAt)],
);

/** What a booking approval of the order shows the approver and judges again when approving. */
export interface TrainApprovalRequest {
  title: string;
  cityIds: string[];
  policyInput: Record<string, unknown>;
}

/** A train booking (spec section 3, order detail): who booked, for what trip, its status and money. */
export const trainOrders = pgTable(
  'train_orders',
  {
    id: text('id').primaryKey(),
    enterpriseId: text('enterprise_id').notNull(),
    memberId: text('member_id').notNull(),
    /** the administrator who booked on the member's behalf (bg) */
    bookedBy: text('booked_by').notNull(),
    status: text('status').$type<TrainOrderStatus>().notNull(),
    travelType: text('travel_type').$type<'BUSINESS' | 'PRIVATE'>().notNull(),
    travelNo: text('travel_no'),
    purchaseType: integer('purchase_type').notNull().default(0),
    /** a queued purchase (presale, night order): when the railway sells it, the queue buys it in booking order */
    purchaseAt: timestamp('purchase_at', { withTimezone: true }),
    serviceProviderId: text('service_provider_id').notNull(),
    contact: jsonb('contact').$type<{ name: string; mobileCountryCode: string; mobile: string; email: string }>().notNull(),
    acceptNoSeat: boolean('accept_no_seat').notNull(),
    violationReason: text('violation_reason'),
    /** the policy's verdict at booking */
    control: jsonb('control'),
    /** set when the policy asks for approval (handle types 1, 4) and no over-standard request covers it */
    approvalRequest: jsonb('approval_request').$type<TrainApprovalRequest>(),
    currency: text('currency').notNull(),
    totalAmount: integer('total_amount').notNull(),
    /** the traveller's part of the total (private trip, policy's personal or hybrid payment) */
    personalAmount: integer('personal_amount').notNull().default(0),
    payOrderId: text('pay_order_id'),
    /** WAIT_CONFIRM: unconfirmed by then, the order is cancelled */
    confirmDeadline: timestamp('confirm_deadline', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** the channel that bought the tickets: the traveller's own railway account (12306) or the agency's (GTGJ) */
    ticketSource: text('ticket_source').$type<'12306' | 'GTGJ'>().notNull().default('GTGJ'),
    /** the order this one was booked from (book again, return ticket), when the booker could open it */
    relatedOrderId: text('related_order_id'),
    /** the enterprise's cost centre and project the booking is charged to (enterprise module's ids) */
    costCentreId: text('cost_centre_id'),
    projectId: text('project_id'),
    /** imported orders (purchase kinds 4 and 5): the railway's order number, imported once per member */
    importedOrderNo: text('imported_order_no'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('train_orders_member').on(t.enterpriseId, t.memberId, t.createdAt), uniqueIndex('train_orders_imported_once').on(t.enterpriseId, t.memberId, t.importedOrderNo)],
);

/** The trips of an order (two for a transfer), each with the railway's hold of its seats (none yet while queued). */
export const trainOrderTrips = pgTable(
  'train_order_trips',
  {
    orderId: text('order_id').notNull(),
    tripIndex: integer('trip_index').notNull(),
    trainNo: text('train_no').notNull(),
    departureDate: text('departure_date').notNull(),
    fromStationCode: text('from_station_code').notNull(),
    toStationCode: text('to_station_code').notNull(),
    departureTime: timestamp('departure_time', { withTimezone: true }).notNull(),
    arrivalTime: timestamp('arrival_time', { withTimezone: true }).notNull(),
    seatClass: text('seat_class').notNull(),
    /** the trip as search showed it (stations, numbers, durations), for the order pages */
    snapshot: jsonb('snapshot').notNull(),
    holdId: text('hold_id'),
    eOrderNo: text('e_order_no'),
    /** set on the trip a change created: its tickets replace the changed ones */
    changeId: text('change_id'),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.tripIndex] })],
);

export const trainOrderPassengers = pgTable(
  'train_order_passengers',
  {
    orderId: text('order_id').notNull(),
    passengerIndex: integer('passenger_index').notNull(),
    source: text('source').$type<'SELF' | 'STAFF' | 'CUSTOMER'>().notNull(),
    passengerId: text('passenger_id'),
    memberId: text('member_id'),
    familyName: text('family_name').notNull(),
    givenName: text('given_name').notNull(),
    passengerType: text('passenger_type').$type<'ADT' | 'TEEN' | 'ELDER' | 'CHILD'>().notNull(),
    birthday: text('birthday').notNull(),
    gender: text('gender').notNull(),
    nationality: text('nationality').notNull(),
    mobileCountryCode: text('mobile_country_code').notNull(),
    mobile: text('mobile'),
    idType: text('id_type').notNull(),
    idNumber: text('id_number').notNull(),
    placeOfIssue: text('place_of_issue').notNull(),
    idExpiredDate: text('id_expired_date').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.passengerIndex] })],
);

/**
 * One ticket per passenger per trip. The partial unique index keeps the railway's rule that one identity holds one
 * live ticket per train, date and boarding station even against racing bookings; overlapping sections from other
 * boarding stations are refused by the booking's own check.
 */
export const trainTickets = pgTable(
  'train_tickets',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull(),
    tripIndex: integer('trip_index').notNull(),
    passengerIndex: integer('passenger_index').notNull(),
    status: text('status').$type<TrainTicketStatus>().notNull(),
    /** idType:idNumber, the identity the railway knows the traveller by */
    identity: text('identity').notNull(),
    trainNo: text('train_no').notNull(),
    departureDate: text('departure_date').notNull(),
    fromStationCode: text('from_station_code').notNull(),
    seatClass: text('seat_class').notNull(),
    /** position in the railway hold */
    holdIndex: integer('hold_index').notNull(),
    coachNo: text('coach_no'),
    seatNo: text('seat_no'),
    berth: text('berth'),
    /** the passenger's wish at booking (seat letter 'A'..'F', berth 'upper'|'middle'|'lower'): a queued purchase asks the railway for it */
    wishSeatLetter: text('wish_seat_letter').$type<'A' | 'B' | 'C' | 'D' | 'F'>(),
    wishBerth: text('wish_berth').$type<'upper' | 'middle' | 'lower'>(),
    ticketPrice: integer('ticket_price').notNull(),
    serviceFee: integer('service_fee').notNull(),
    ticketNo: text('ticket_no'),
    /** on a ticket a change replaced or is replacing: the ticket the change issues in its place (the wire's value) */
    beforeChangeTicketId: text('before_change_ticket_id'),
    /** changed while the old departure was under 8 days away: a later refund keeps the 5% tier */
    changedInsideEightDays: boolean('changed_inside_eight_days').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('train_tickets_order').on(t.orderId),
    uniqueIndex('train_tickets_one_per_identity')
      .on(t.identity, t.trainNo, t.departureDate, t.fromStationCode)
      // LIVE_TICKET_STATUSES (order-status.ts)
      .where(sql`status in ('NON_ISSUE', 'ISSUED', 'GOT', 'CHANGE_APPLYING', 'REFUND_APPLYING')`),
  ],
);

/** The insurance bought with an order, per passenger: created with the booking, purchased when tickets are issued. */
export const trainOrderInsurances = pgTable(
  'train_order_insurances',
  {
    orderId: text('order_id').notNull(),
    passengerIndex: integer('passenger_index').notNull(),
    insuranceProductId: text('insurance_product_id').notNull(),
    fee: integer('fee').notNull(),
    status: text('status').$type<'CREATED' | 'PURCHASED' | 'USED' | 'CANCELED' | 'REFUNDING' | 'REFUNDED'>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.passengerIndex, t.insuranceProductId] })],
);

/** A refund work order: its fees fixed at submission, then the railway's refund and the money back the way it came. */
export const trainRefunds = pgTable(
  'train_refunds',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull(),
    enterpriseId: text('enterprise_id').notNull(),
    memberId: text('member_id').notNull(),
    bookedBy: text('booked_by').notNull(),
    status: text('status').$type<RefundStatus>().notNull(),
    operationStatus: text('operation_status').$type<OperationStatus>().notNull(),
    channel: text('channel').$type<'ONLINE' | 'OFFLINE'>().notNull(),
    /** The common reason chosen (shown in the reader's language); `reason` holds the traveller's own words. */
    reasonCode: text('reason_code'),
    reason: text('reason'),
    remark: text('remark'),
    quotationId: text('quotation_id'),
    currency: text('currency').notNull(),
    refundTicketPrice: integer('refund_ticket_price').notNull(),
    refundFee: integer('refund_fee').notNull(),
    refundServiceFee: integer('refund_service_fee').notNull(),
    /** the insurance of passengers left with no ticket, returned with the refund */
    refundInsurancePrice: integer('refund_insurance_price').notNull().default(0),
    totalRefundPrice: integer('total_refund_price').notNull(),
    actualTotalRefundPrice: integer('actual_total_refund_price'),
    companyRefund: integer('company_refund').notNull().default(0),
    personalRefund: integer('personal_refund').notNull().default(0),
    rejectReason: text('reject_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('train_refunds_order').on(t.orderId), index('train_refunds_member').on(t.enterpriseId, t.memberId, t.createdAt)],
);

export const trainRefundTickets = pgTable(
  'train_refund_tickets',
  {
    refundId: text('refund_id').notNull(),
    ticketId: text('ticket_id').notNull(),
    ticketPrice: integer('ticket_price').notNull(),
    /** basis points */
    rate: integer('rate').notNull(),
    rule: text('rule').notNull(),
    fee: integer('fee').notNull(),
    refundAmount: integer('refund_amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.refundId, t.ticketId] })],
);

/** A change (reschedule) of one or more tickets of an order to one new train: the new seats held until issued. */
export const trainChanges = pgTable(
  'train_changes',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull(),
    enterpriseId: text('enterprise_id').notNull(),
    memberId: text('member_id').notNull(),
    bookedBy: text('booked_by').notNull(),
    status: text('status').$type<ChangeOrderStatus>().notNull(),
    operationStatus: text('operation_status').$type<OperationStatus>().notNull(),
    /** The common reason chosen (shown in the reader's language); `reason` holds the traveller's own words. */
    reasonCode: text('reason_code'),
    reason: text('reason'),
    remark: text('remark'),
    quotationId: text('quotation_id'),
    /** the new trip's index in train_order_trips */
    tripIndex: integer('trip_index').notNull(),
    currency: text('currency').notNull(),
    ticketPriceDiff: integer('ticket_price_diff').notNull(),
    changeFee: integer('change_fee').notNull(),
    changeRefundFee: integer('change_refund_fee').notNull(),
    payAmount: integer('pay_amount').notNull(),
    refundAmount: integer('refund_amount').notNull(),
    direction: text('direction').$type<'PAY_MORE' | 'REFUND_DIFFERENCE' | 'NONE'>().notNull(),
    changeAfterDeparture: boolean('change_after_departure').notNull().default(false),
    /** the policy's verdict on the new train (business trips) */
    control: jsonb('control'),
    payOrderId: text('pay_order_id'),
    payEndTime: timestamp('pay_end_time', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('train_changes_order').on(t.orderId), index('train_changes_member').on(t.enterpriseId, t.memberId, t.createdAt)],
);

export const trainChangeTickets = pgTable(
  'train_change_tickets',
  {
    changeId: text('change_id').notNull(),
    oldTicketId: text('old_ticket_id').notNull(),
    newTicketId: text('new_ticket_id').notNull(),
    oldFare: integer('old_fare').notNull(),
    newFare: integer('new_fare').notNull(),
    changeFee: integer('change_fee').notNull(),
    changeRefundFee: integer('change_refund_fee').notNull(),
  },
  (t) => [primaryKey({ columns: [t.changeId, t.oldTicketId] }), uniqueIndex('train_change_tickets_new').on(t.newTicketId)],
);

/**
 * Free-ticket children (spec 5): under 6, no seat, each riding on one passenger's ticket — the primary key keeps one
 * per passenger even against racing adds. It travels while that passenger has a live ticket.
 */
export const trainFreeChildren = pgTable(
  'train_free_children',
  {
    orderId: text('order_id').notNull(),
    /** the accompanying passenger */
    passengerIndex: integer('passenger_index').notNull(),
    id: text('id').notNull(),
    familyName: text('family_name').notNull(),
    givenName: text('given_name').notNull(),
    birthday: text('birthday').notNull(),
    gender: text('gender').notNull(),
    idType: text('id_type').notNull(),
    idNumber: text('id_number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.passengerIndex] }), uniqueIndex('train_free_children_id').on(t.id)],
);

/**
 * A grab (purchase kind 3) or waitlist (kind 6) order's rush: paid up front at `prepaid`, waiting until `limitTime`
 * for a seat on one of its options; WAITING ones are served waitlists first, then grabs, each oldest first.
 */
export const trainRushOrders = pgTable(
  'train_rush_orders',
  {
    orderId: text('order_id').primaryKey(),
    type: text('type').$type<'GRAB' | 'WAITLIST'>().notNull(),
    status: text('status').$type<'WAITING' | 'SUCCEEDED' | 'FAILED' | 'CANCELED'>().notNull(),
    limitTime: timestamp('limit_time', { withTimezone: true }).notNull(),
    /** the option that won a seat (1-based) */
    wonOptionIndex: integer('won_option_index'),
    /** seated passengers (each waits for one seat of the option won) */
    passengerCount: integer('passenger_count').notNull(),
    /** fen paid up front (the highest fare of the options for every passenger, with the service fee) */
    prepaid: integer('prepaid').notNull(),
    /** fen given back: the difference after a cheaper option, or everything */
    refunded: integer('refunded').notNull().default(0),
    failReason: text('fail_reason').$type<'LIMIT_TIME' | 'DEPARTED' | 'RAIL_REFUSED'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('train_rush_orders_waiting').on(t.status, t.type, t.createdAt)],
);

/** The options of a rush order (option 1 is the trip asked for), with the adult fare each had when booked. */
export const trainRushOptions = pgTable(
  'train_rush_options',
  {
    orderId: text('order_id').notNull(),
    optionIndex: integer('option_index').notNull(),
    trainNo: text('train_no').notNull(),
    departureDate: text('departure_date').notNull(),
    fromStationCode: text('from_station_code').notNull(),
    toStationCode: text('to_station_code').notNull(),
    seatClass: text('seat_class').$type<TrainSeatClass>().notNull(),
    departureTime: timestamp('departure_time', { withTimezone: true }).notNull(),
    arrivalTime: timestamp('arrival_time', { withTimezone: true }).notNull(),
    /** fen, one adult */
    fare: integer('fare').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.optionIndex] }), index('train_rush_options_train').on(t.trainNo, t.departureDate, t.seatClass)],
);

/** What happened to a rush order, for train/alternate/operate_log. */
export const trainRushLogs = pgTable(
  'train_rush_logs',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    action: text('action').$type<(typeof RUSH_LOG_ACTIONS)[number]>().notNull(),
    operator: text('operator').$type<'TRAVELLER' | 'ADMINISTRATOR' | 'SYSTEM'>().notNull(),
    amount: integer('amount'),
    limitTime: timestamp('limit_time', { withTimezone: true }),
    optionIndex: integer('option_index'),
  },
  (t) => [index('train_rush_logs_order').on(t.orderId, t.at)],
);
