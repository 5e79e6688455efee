import { z } from 'zod';
import { defineCall } from '../platform/define-call';
import { moneySchema } from '../platform/envelope';
import { trainSeatClassSchema } from '../policy/enums';
import { controlResultSchema } from '../policy/control';
import { bookSubmitInputSchema, bookSubmitOutputSchema } from './booking';
import { trainOrderStatusSchema } from './statuses';
import { MAX_RUSH_OPTIONS, rushOptionSchema, rushTypeSchema } from './rush-request';

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'validation.date' });
const instant = z.string().max(40).datetime({ offset: true });
const orderIdInput = z.object({ orderId: z.string().min(1).max(64) });

/** The chance an option is won (spec: seat availability LOW, MID, HIGH, FULL): FULL means no more waitlists are taken. */
export const rushChanceSchema = z.enum(['LOW', 'MID', 'HIGH', 'FULL']);
export type RushChance = z.infer<typeof rushChanceSchema>;

/** The rush's state (spec: grab outcomes CANCELED, SUCCEEDED, FAILED; LOW, MID, HIGH are the chance while it waits). */
export const rushStatusSchema = z.enum(['WAITING', 'SUCCEEDED', 'FAILED', 'CANCELED']);
export const grabStatusSchema = z.enum(['CANCELED', 'SUCCEEDED', 'FAILED', 'LOW', 'MID', 'HIGH']);

/** An option as priced and judged now. */
export const rushOptionViewSchema = rushOptionSchema.extend({
  optionIndex: z.number().int().describe('1-based; 1 is the trip asked for'),
  fromStationName: z.string(),
  toStationName: z.string(),
  departureTime: z.string(),
  arrivalTime: z.string(),
  /** the adult fare of one passenger */
  price: moneySchema,
  seatRemain: z.number().int(),
  chance: rushChanceSchema,
  /** the chance as a percent (0 when FULL) */
  percent: z.number().int().min(0).max(100),
  /** false: this option cannot be waited for now (seats on sale, FULL, not on sale, departed); reason says why */
  supported: z.boolean(),
  reason: z.enum(['ON_SALE', 'FULL', 'NOT_ON_SALE', 'DEPARTED']).nullable(),
});
export type RushOptionView = z.infer<typeof rushOptionViewSchema>;

/** A deadline the rush may wait until: hours before its earliest option's departure. */
export const limitTimeChoiceSchema = z.object({ limitTime: instant, hoursBeforeDeparture: z.number().int() });

/** The rush of an order, for its detail screen (the grab and waitlist detail screens of spec section 2). */
export const rushInfoSchema = z.object({
  type: rushTypeSchema,
  status: rushStatusSchema,
  grabStatus: grabStatusSchema.describe('the outcome once ended; the best chance of its options while waiting'),
  limitTime: z.string(),
  dateList: z.array(z.string()).describe('the dates of its options'),
  optionList: z.array(rushOptionViewSchema.extend({ won: z.boolean() })),
  prepaid: moneySchema,
  refunded: moneySchema.describe('the difference back after a cheaper option was won, or everything back'),
  failReason: z.enum(['LIMIT_TIME', 'DEPARTED', 'RAIL_REFUSED']).nullable(),
  canCancel: z.boolean(),
  canModifyLimitTime: z.boolean(),
});
export type RushInfo = z.infer<typeof rushInfoSchema>;

/** A train of the route with its seat classes as the waitlist sees them. */
export const rushTrainSchema = z.object({
  trainNo: z.string(),
  departureDate: date,
  fromStationCode: z.string(),
  fromStationName: z.string(),
  toStationCode: z.string(),
  toStationName: z.string(),
  departureTime: z.string(),
  arrivalTime: z.string(),
  seatList: z.array(z.object({ seatClass: trainSeatClassSchema, price: moneySchema, seatRemain: z.number().int(), chance: rushChanceSchema, percent: z.number().int(), supported: z.boolean() })),
});

export const alternatePreDataCall = defineCall({
  service: 'train-app',
  path: 'train/alternate/pre_data',
  summary: 'What a waitlist on a sold-out trip could take: the dates, the other trains of the route, the deadlines, the most options',
  auth: 'member',
  bg: true,
  input: z.object({ trip: rushOptionSchema, passengerCount: z.number().int().min(1).max(9).default(1) }),
  output: z.object({
    trip: rushOptionViewSchema,
    dateList: z.array(date).describe('dates on sale the options may use'),
    trainList: z.array(rushTrainSchema).describe("the trip's date: trains between the same cities"),
    limitTimeList: z.array(limitTimeChoiceSchema),
    maxOptionCount: z.number().int(),
  }),
});

export const alternateSearchCall = defineCall({
  service: 'train-app',
  path: 'train/alternate/search/first_trip',
  summary: 'Trains between two stations on a date with each seat class as the waitlist sees it (chance, supported)',
  auth: 'member',
  bg: true,
  input: z.object({ fromStationCode: z.string().min(1).max(5), toStationCode: z.string().min(1).max(5), departureDate: date }),
  output: z.object({ trainList: z.array(rushTrainSchema) }),
});

const optionListInput = z.array(rushOptionSchema).min(1).max(MAX_RUSH_OPTIONS);

export const alternateProductVerifyCall = defineCall({
  service: 'train-app',
  path: 'train/alternate/product/verify',
  summary: 'Prices and judges waitlist options now; TRAIN_WAITLIST_NOT_SUPPORTED names the first that cannot be waited for',
  auth: 'member',
  bg: true,
  input: z.object({ optionList: optionListInput, passengerCount: z.number().int().min(1).max(9).default(1) }),
  output: z.object({ optionList: z.array(rushOptionViewSchema) }),
});

/** The prepay: each passenger at the highest fare among the options (child fare for a child), plus the service fee. */
export const rushQuoteSchema = z.object({
  priceList: z.array(z.object({ passengerIndex: z.number().int(), ticketPrice: moneySchema, serviceFee: moneySchema, totalPrice: moneySchema })),
  highestOptionIndex: z.number().int(),
  totalPrepay: moneySchema,
});

export const alternateQuoteCall = defineCall({
  service: 'train-app',
  path: 'train/alternate/quote',
  summary: 'The prepay of a waitlist: the highest fare of its options for each passenger',
  auth: 'member',
  bg: true,
  input: z.object({ optionList: optionListInput, passengerList: z.array(z.object({ birthday: date.optional() })).min(1).max(9) }),
  output: rushQuoteSchema,
});

export const alternatePrebookCall = defineCall({
  service: 'train-app',
  path: 'train/alternate/prebook',
  summary: "A waitlist's pre-booking page: the options judged, the deadlines, contacts and service providers",
  auth: 'member',
  bg: true,
  input: z.object({ optionList: optionListInput, passengerCount: z.number().int().min(1).max(9).default(1) }),
  output: z.object({
    optionList: z.array(rushOptionViewSchema),
    limitTimeList: z.array(limitTimeChoiceSchema),
    maxPassengerNumber: z.number().int(),
    contactList: z.array(z.object({ contactId: z.string(), name: z.string(), mobileCountryCode: z.string(), mobile: z.string().describe('masked'), email: z.string().nullable().describe('masked'), isDefault: z.boolean() })),
    serviceProviderList: z.array(z.object({ serviceProviderId: z.string(), name: z.string() })),
  }),
});

export const alternateTmcControlCall = defineCall({
  service: 'train-app',
  path: 'train/alternate/tmc_control',
  summary: "The travel policy's verdict on a waitlist, judged at its highest fare",
  auth: 'member',
  bg: true,
  input: z.object({ optionList: optionListInput, passengerList: z.array(z.object({ source: z.enum(['SELF', 'STAFF', 'CUSTOMER']), memberId: z.string().max(64).optional() })).min(1).max(9), travelType: z.enum(['BUSINESS', 'PRIVATE']).default('BUSINESS'), travelNO: z.string().max(40).optional() }),
  output: z.object({ control: controlResultSchema, highestOptionIndex: z.number().int() }),
});

/** A waitlist booking: the passengers, contact and policy answers of a booking, with its options and deadline. */
export const alternateSubmitInputSchema = bookSubmitInputSchema.omit({ tripList: true, acceptNoSeat: true, ticketRush: true }).extend({
  optionList: optionListInput,
  limitTime: instant.optional().describe('default: the latest the options allow'),
  /** the prepay the traveller saw (train/alternate/quote); a different one answers TRAIN_PRICE_CHANGED */
  expectedPrepay: moneySchema.optional(),
});
export type AlternateSubmitInput = z.infer<typeof alternateSubmitInputSchema>;

export const alternateSubmitCall = defineCall({
  service: 'train-app',
  path: 'train/alternate/submit',
  summary: 'Books a waitlist: policy and travel request as a booking, paid up front at the highest fare of its options',
  auth: 'member',
  write: true,
  bg: true,
  input: alternateSubmitInputSchema,
  output: bookSubmitOutputSchema,
});

export const alternatePriceChangeConfirmCall = defineCall({
  service: 'train-app',
  path: 'train/alternate/price_change/confirm',
  summary: 'Books the waitlist at the prepay the traveller accepted after TRAIN_PRICE_CHANGED',
  auth: 'member',
  write: true,
  bg: true,
  input: alternateSubmitInputSchema,
  output: bookSubmitOutputSchema,
});

export const alternateCancelCall = defineCall({
  service: 'train-app',
  path: 'train/alternate/cancel',
  summary: 'Cancels a waiting waitlist or grab: everything paid goes back',
  auth: 'member',
  write: true,
  bg: true,
  input: orderIdInput,
  output: z.object({ orderId: z.string(), bookOrderStatus: trainOrderStatusSchema, refunded: moneySchema }),
});

export const alternateTripDetailCall = defineCall({
  service: 'train-app',
  path: 'train/alternate/trip/detail',
  summary: 'The waitlist (or grab) detail: deadline, dates, trains and seats, chance, prepaid and refunded',
  auth: 'member',
  bg: true,
  input: orderIdInput,
  output: z.object({ orderId: z.string(), bookOrderStatus: trainOrderStatusSchema, rushInfo: rushInfoSchema }),
});

export const RUSH_LOG_ACTIONS = ['SUBMITTED', 'PAID', 'LIMIT_TIME_MODIFIED', 'SUCCEEDED', 'DIFFERENCE_REFUNDED', 'FAILED', 'CANCELED', 'REFUNDED'] as const;

export const alternateOperateLogCall = defineCall({
  service: 'train-app',
  path: 'train/alternate/operate_log',
  summary: "A rush order's history: submitted, paid, deadline moved, won, refunded, failed, cancelled",
  auth: 'member',
  bg: true,
  input: orderIdInput,
  output: z.object({
    list: z.array(z.object({ time: z.string(), action: z.enum(RUSH_LOG_ACTIONS), operator: z.enum(['TRAVELLER', 'ADMINISTRATOR', 'SYSTEM']), amount: moneySchema.nullable(), limitTime: z.string().nullable(), optionIndex: z.number().int().nullable() })),
  }),
});

export const waitlistLimitTimeListCall = defineCall({
  service: 'train-app',
  path: 'train/waitlist/limit_time/list',
  summary: 'The deadlines a waiting rush order may move to, and its current one',
  auth: 'member',
  bg: true,
  input: orderIdInput,
  output: z.object({ orderId: z.string(), limitTime: z.string(), limitTimeList: z.array(limitTimeChoiceSchema) }),
});

export const waitlistLimitTimeModifyCall = defineCall({
  service: 'train-app',
  path: 'train/waitlist/limit_time/modify',
  summary: 'Moves the deadline of a waiting rush order to one of train/waitlist/limit_time/list',
  auth: 'member',
  write: true,
  bg: true,
  input: orderIdInput.extend({ limitTime: instant }),
  output: z.object({ orderId: z.string(), limitTime: z.string() }),
});
