import { z } from 'zod';
import { defineCall } from '../platform/define-call';
import { moneySchema } from '../platform/envelope';
import { genderSchema } from '../member/enums';
import { controlResultSchema } from '../policy/control';
import { trainSeatClassSchema } from '../policy/enums';
import { travellerRefSchema, travelStandardQueryCall } from '../policy/standards';
import { payOrderSchema } from '../payment/payment';
import { tripSchema } from './search';
import { trainOrderStatusSchema, trainTicketStatusSchema } from './statuses';
import { freeChildSchema, orderFreeChildSchema } from './free-child';
import { BOOK_PASSENGER_TYPES } from './passenger-age';
import { ticketRushRequestSchema } from './rush-request';

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'validation.date' });
export const MAX_NAME_UNITS = 30;
/** The booking channels a traveller chooses from (spec: service provider selection, required). */
export const SERVICE_PROVIDER_IDS = ['SP-RAIL-1', 'SP-TMC-1'] as const;

/**
 * Insurance sale policies (platform spec 4, train spec 3): CLOSE_SALE hidden, ALLOW_SALE offered, DEFAULT_SALE
 * preselected, FORCED_SALE preselected and not removable.
 */
export const INSURANCE_SALE_CONFIGS = ['CLOSE_SALE', 'ALLOW_SALE', 'DEFAULT_SALE', 'FORCED_SALE'] as const;
export const insuranceSaleConfigSchema = z.enum(INSURANCE_SALE_CONFIGS).describe('CLOSE_SALE hidden, ALLOW_SALE offered, DEFAULT_SALE preselected, FORCED_SALE preselected and not removable');
/** Insurance statuses (platform spec): created, purchased, used, canceled, refunding, refunded. */
export const INSURANCE_STATUSES = ['CREATED', 'PURCHASED', 'USED', 'CANCELED', 'REFUNDING', 'REFUNDED'] as const;
export const insuranceStatusSchema = z.enum(INSURANCE_STATUSES);

export const insuranceProductSchema = z.object({
  insuranceProductId: z.string(),
  name: z.string(),
  description: z.string(),
  insuranceFee: moneySchema.describe('per passenger'),
  saleConfig: insuranceSaleConfigSchema,
});
export type InsuranceProduct = z.infer<typeof insuranceProductSchema>;

/** One trip of a booking: a train between two stations on a date, in a seat class (two trips for a transfer). */
export const bookTripSchema = z.object({
  tripIndex: z.number().int().min(1).max(2),
  trainNo: z.string().trim().min(1).max(10),
  departureDate: date,
  fromStationCode: z.string().min(1).max(5),
  toStationCode: z.string().min(1).max(5),
  seatClass: trainSeatClassSchema,
  /** the fare per passenger the traveller saw; a different current fare answers TRAIN_PRICE_CHANGED */
  price: moneySchema.optional(),
});
export type BookTrip = z.infer<typeof bookTripSchema>;

/** Who a passenger is to the booker (spec 6): self or a saved passenger, a colleague, a customer (0, 1, 2). */
export const passengerSourceSchema = z.enum(['SELF', 'STAFF', 'CUSTOMER']);

export const bookPassengerSchema = z.object({
  source: passengerSourceSchema,
  /** a saved passenger of the booker (their own profile for SELF) */
  passengerId: z.string().max(64).optional(),
  /** a colleague, for STAFF */
  memberId: z.string().max(64).optional(),
  familyName: z.string().trim().min(1).max(60),
  givenName: z.string().trim().min(1).max(60),
  birthday: date,
  gender: genderSchema,
  nationality: z.string().regex(/^[A-Z]{2}$/, { message: 'validation.country' }).default('CN'),
  mobileCountryCode: z.string().regex(/^\d{1,4}$/).default('86'),
  mobile: z.string().trim().max(20).optional(),
  /** only the passport is selectable for train passengers (spec 5) */
  idType: z.literal('PASSPORT', { message: 'validation.passportOnly' }),
  /** masked (with *) only for a passenger of the railway account, whose number the railway gives */
  idNumber: z.string().trim().max(20).regex(/^[A-Za-z0-9*]{5,20}$/, { message: 'validation.certNo' }),
  placeOfIssue: z.string().regex(/^[A-Z]{2}$/, { message: 'validation.country' }),
  idExpiredDate: date,
  /** seat letter wished (seated classes of G/D/C trains) */
  seatLetter: z.enum(['A', 'B', 'C', 'D', 'F']).optional(),
  /** berth wished (sleepers) */
  berth: z.enum(['upper', 'middle', 'lower']).optional(),
  insuranceProductIds: z.array(z.string().max(40)).max(3).default([]),
  /** a free-ticket child under 6 riding on this passenger's ticket (spec 5: one per passenger, no seat) */
  freeChild: freeChildSchema.optional(),
  /** a passenger of the booker's railway account (train/account/passenger/query): the railway's identity is booked */
  accountPassengerId: z.string().max(64).optional(),
}).refine((p) => p.accountPassengerId !== undefined || !p.idNumber.includes('*'), { message: 'validation.certNo', path: ['idNumber'] });
export type BookPassenger = z.infer<typeof bookPassengerSchema>;

export const bookContactSchema = z.object({
  name: z.string().trim().min(1).max(60),
  mobileCountryCode: z.string().regex(/^\d{1,4}$/).default('86'),
  mobile: z.string().trim().min(5).max(20),
  /** required: the refund notice goes there (spec 5) */
  email: z.string().trim().max(254).email({ message: 'validation.email' }),
});

export const bookSubmitInputSchema = z.object({
  tripList: z.array(bookTripSchema).min(1).max(2),
  passengerList: z.array(bookPassengerSchema).min(1, { message: 'validation.selectPassengerType' }).max(9, { message: 'validation.passengerCheckError' }),
  contact: bookContactSchema,
  serviceProviderId: z.enum(SERVICE_PROVIDER_IDS, { message: 'validation.serviceProvider' }),
  travelType: z.enum(['BUSINESS', 'PRIVATE']).default('BUSINESS'),
  travelNO: z.string().trim().max(40).optional(),
  violationReason: z.object({ reasonCode: z.string().max(40).optional(), reasonText: z.string().max(200).optional() }).optional(),
  /** take a no-seat (standing) place when the class is sold out */
  acceptNoSeat: z.boolean().default(false),
  /** the traveller accepts paying the part over the standard (hybrid payment) */
  acceptHybridPayment: z.boolean().default(false),
  /** go on after the repeat-order warning (430019095) */
  ignoreDuplicate: z.boolean().default(false),
  /** the enterprise's cost centre and project (member/cost_centre/list, member/project/list) the booking is charged to */
  costCentreId: z.string().max(64).optional(),
  projectId: z.string().max(64).optional(),
  /** the order this booking starts from (book again, return ticket); kept only when the booker may open it */
  relatedOrderId: z.string().max(64).optional(),
  /** a sold-out trip grabbed (purchase kind 3): one trip, paid up front at the highest fare of its options (train/rush.ts) */
  ticketRush: ticketRushRequestSchema.optional(),
});
export type BookSubmitInput = z.infer<typeof bookSubmitInputSchema>;

export const bookSubmitOutputSchema = z.object({
  orderId: z.string(),
  bookOrderStatus: trainOrderStatusSchema,
  /** null while the order waits for the traveller to confirm its places (WAIT_CONFIRM) */
  payOrder: payOrderSchema.nullable(),
  /** WAIT_CONFIRM: the places given that differ from the wish, by passenger and trip */
  confirmList: z.array(z.object({ tripIndex: z.number().int(), passengerIndex: z.number().int(), seatClass: trainSeatClassSchema, coachNo: z.string(), seatNo: z.string(), berth: z.string().nullable() })),
  confirmEndTime: z.string().nullable(),
});

export const bookSubmitCall = defineCall({
  service: 'train-app',
  path: 'train/book/submit',
  summary: 'Books: validates, applies the travel request gate and policy, takes the seats and writes the order in one transaction',
  auth: 'member',
  write: true,
  bg: true,
  input: bookSubmitInputSchema,
  output: bookSubmitOutputSchema,
});

export const priceChangeConfirmCall = defineCall({
  service: 'train-app',
  path: 'train/book/price_change/confirm',
  summary: 'Books at the latest fares the traveller accepted after TRAIN_PRICE_CHANGED',
  auth: 'member',
  write: true,
  bg: true,
  input: bookSubmitInputSchema,
  output: bookSubmitOutputSchema,
});

export const bookCancelCall = defineCall({
  service: 'train-app',
  path: 'train/book/cancel',
  summary: 'Cancels an order before payment: its seats return to sale',
  auth: 'member',
  write: true,
  bg: true,
  input: z.object({ orderId: z.string().min(1).max(64), reason: z.string().max(200).optional() }),
  output: z.object({ orderId: z.string(), bookOrderStatus: trainOrderStatusSchema }),
});

export const ticketSchema = z.object({
  ticketId: z.string(),
  tripIndex: z.number().int(),
  passengerIndex: z.number().int(),
  ticketStatus: trainTicketStatusSchema,
  ticketNo: z.string().nullable(),
  beforeChangeTicketId: z
    .string()
    .nullable()
    .describe(
      'Set on a ticket a change replaced (CHANGED) or is replacing (CHANGE_APPLYING): the ticketId of the ticket the change issued, or is issuing, in its place — this ticket is that one\'s before-change ticket. Null on every other ticket, the tickets a change made included, and again when a change is cancelled, lapses or fails. Spec 4: the tickets carrying it form the original trip, the others the new trip.',
    ),
  seatClass: trainSeatClassSchema,
  coachNo: z.string().nullable(),
  seatNo: z.string().nullable(),
  berth: z.string().nullable(),
  ticketPrice: moneySchema,
  serviceFee: moneySchema,
  totalPrice: moneySchema,
  canRefund: z.boolean(),
  canChange: z.boolean(),
});

export const orderPassengerSchema = z.object({
  passengerIndex: z.number().int(),
  source: passengerSourceSchema,
  name: z.string(),
  familyName: z.string(),
  givenName: z.string(),
  passengerType: z.enum(BOOK_PASSENGER_TYPES).exclude(['FREE_CHILD']).describe('by age at departure; CHILD (under 14) pays the child fare'),
  birthday: z.string(),
  gender: z.string(),
  idType: z.string(),
  idNumber: z.string().describe('masked; train/field/query reveals it'),
  mobile: z.string().nullable().describe('masked'),
  insuranceList: z.array(z.object({ insuranceProductId: z.string(), name: z.string(), insuranceFee: moneySchema, insuranceStatus: insuranceStatusSchema })),
  /** the free-ticket child riding on this passenger's ticket, if any */
  freeChild: orderFreeChildSchema.nullable(),
  /** train/free_child/add would take a child for this passenger now (travelling, 14 or over, none yet, before departure) */
  canAddFreeChild: z.boolean(),
});

export const orderTripSchema = tripSchema.omit({ seatList: true, perLowestPrice: true, saleFlag: true, saleCloseTime: true, saleOpenTime: true, carrierList: true }).extend({
  seatClass: trainSeatClassSchema,
  eOrderNo: z.string().nullable().describe('the railway electronic order number'),
  changeId: z.string().nullable().describe('set on a trip a change created; its tickets replace the changed ones'),
});

/** How an order was bought (purchase kinds of spec 1 by name). */
export const purchaseTypeSchema = z
  .enum(['order', 'night', 'pre', 'snap', 'alternate', 'imported', 'user_imported'])
  .describe(
    'order: bought at booking; night: a night order; pre: presale; snap: a ticket grab; alternate: waitlist; imported: bought at the railway through the linked railway account and imported (kind 4); user_imported: imported by its order number and a passenger id number (kind 5)',
  );

export const orderSummarySchema = z.object({
  orderId: z.string(),
  bookOrderStatus: trainOrderStatusSchema,
  purchaseType: purchaseTypeSchema,
  orderTime: z.string(),
  travelType: z.enum(['BUSINESS', 'PRIVATE']),
  trainNo: z.string(),
  departureTime: z.string(),
  arrivalTime: z.string(),
  fromStationName: z.string(),
  toStationName: z.string(),
  passengerNames: z.array(z.string()),
  orderAmount: moneySchema,
});

export const productVerifyCall = defineCall({
  service: 'train-app',
  path: 'train/product/verify',
  summary: 'Checks the chosen trains are still sold at the fares shown; a changed fare answers TRAIN_PRICE_CHANGED with the latest',
  auth: 'member',
  bg: true,
  input: z.object({ tripList: z.array(bookTripSchema.extend({ price: moneySchema })).min(1).max(2) }),
  output: z.object({ tripList: z.array(z.object({ tripIndex: z.number().int(), price: moneySchema, seatRemain: z.number().int(), trip: tripSchema })) }),
});

/** Which masked value of an order to reveal (spec 3: by orderId, fieldType and passengerId). */
export const orderFieldTypeSchema = z.enum(['ID_NUMBER', 'MOBILE', 'CONTACT_MOBILE', 'CONTACT_EMAIL']);

export const fieldQueryCall = defineCall({
  service: 'train-app',
  path: 'train/field/query',
  summary: "Reveals one full value of an order (a passenger's identity number or mobile, the contact's mobile or email); audited",
  auth: 'member',
  bg: true,
  input: z.object({ orderId: z.string().min(1).max(64), fieldType: orderFieldTypeSchema, passengerId: z.number().int().min(1).max(9).optional().describe('the passengerIndex') }),
  output: z.object({ fieldValue: z.string().nullable() }),
});

export const prebookDataCall = defineCall({
  service: 'train-app',
  path: 'train/prebook_data/query',
  summary: 'What the pre-booking page needs: the trips with their seat products and choices, contacts, service providers, limits',
  auth: 'member',
  bg: true,
  input: z.object({ tripList: z.array(bookTripSchema).min(1).max(2), passengerCount: z.number().int().min(1).max(9).default(1) }),
  output: z.object({
    tripList: z.array(
      z.object({
        tripIndex: z.number().int(),
        trip: tripSchema,
        seatClass: trainSeatClassSchema,
        supportSelect: z.boolean().describe('seat letters can be chosen'),
        supportBed: z.boolean().describe('berths can be chosen'),
        maxSelectedNum: z.number().int().describe('choices allowed: one per passenger'),
        seatLetterList: z.array(z.enum(['A', 'B', 'C', 'D', 'F'])),
        berthList: z.array(z.enum(['upper', 'middle', 'lower'])),
        /**
         * the class has no place left: what the traveller can do instead — on a date on sale WAITLIST (the railway's
         * waitlist, train/alternate/*) or, once that is FULL, GRAB (no capacity limit), with the dates its options may use;
         * otherwise PRESALE with the presale dates to try
         */
        ticketRushInfo: z.object({ type: z.enum(['PRESALE', 'GRAB', 'WAITLIST']), dateList: z.array(z.string()) }).nullable(),
      }),
    ),
    maxPassengerNumber: z.number().int(),
    pickWay: z.literal('CONCENTRATION'),
    contactList: z.array(z.object({ contactId: z.string(), name: z.string(), mobileCountryCode: z.string(), mobile: z.string().describe('masked'), email: z.string().nullable().describe('masked'), isDefault: z.boolean() })),
    serviceProviderList: z.array(z.object({ serviceProviderId: z.enum(SERVICE_PROVIDER_IDS), name: z.string() })),
    /** for sale with this booking (CLOSED ones are hidden) */
    insuranceList: z.array(insuranceProductSchema),
  }),
});

export const priceLineSchema = z.object({
  tripIndex: z.number().int(),
  passengerIndex: z.number().int(),
  seatClass: trainSeatClassSchema,
  /** CHILD pays the child fare; a FREE_CHILD line (no seat) costs nothing and follows its passenger's line */
  passengerType: z.enum(BOOK_PASSENGER_TYPES),
  ticketPrice: moneySchema,
  serviceFee: moneySchema,
  /** the passenger's insurance, on the first trip's line */
  insuranceFee: moneySchema,
  totalPrice: moneySchema,
});

export const prebookFeeCall = defineCall({
  service: 'train-app',
  path: 'train/prebook/fee',
  summary: 'The price lines of a booking before it is made: per passenger and trip the ticket price, service fee and total',
  auth: 'member',
  bg: true,
  input: z.object({
    tripList: z.array(bookTripSchema).min(1).max(2),
    passengerList: z
      .array(
        z.object({
          insuranceProductIds: z.array(z.string().max(40)).max(3).default([]),
          /** prices a child under 14 at the child fare (full fare without it) */
          birthday: date.optional(),
          /** the passenger takes a free-ticket child along (a line of 0) */
          freeChild: z.boolean().default(false),
        }),
      )
      .min(1)
      .max(9),
  }),
  output: z.object({ priceList: z.array(priceLineSchema), totalPrice: moneySchema }),
});

export const trainTravelStandardCall = defineCall({
  service: 'train-app',
  path: 'train/travel_standard/travellers',
  summary: "Each traveller's train standard (the caller when none is given)",
  auth: 'member',
  bg: true,
  input: z.object({ travellers: z.array(travellerRefSchema).max(9).default([]) }).default({ travellers: [] }),
  output: travelStandardQueryCall.output,
});

export const trainTmcControlCall = defineCall({
  service: 'train-app',
  path: 'train/tmc_control',
  summary: "Judges each trip's fare and seat class against each business traveller's standard: outcome, reasons, approval, split",
  auth: 'member',
  bg: true,
  input: z.object({
    tripList: z.array(bookTripSchema).min(1).max(2),
    travellers: z.array(travellerRefSchema).min(1).max(9),
    /** each traveller's birthday (YYYY-MM-DD, same order; null when unknown): a child is judged at the child fare */
    birthdayList: z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/).nullable()).max(9).optional(),
    travelType: z.enum(['BUSINESS', 'PRIVATE']).default('BUSINESS'),
  }),
  output: z.object({ tripList: z.array(z.object({ tripIndex: z.number().int(), control: controlResultSchema })) }),
});

export const insuranceQueryCall = defineCall({
  service: 'train-app',
  path: 'train/insurance/query',
  summary: "An order's insurance per passenger: what was bought (with its status) and what is for sale",
  auth: 'member',
  bg: true,
  input: z.object({ orderId: z.string().min(1).max(64) }),
  output: z.object({
    passengerList: z.array(
      z.object({
        passengerIndex: z.number().int(),
        purchasedList: z.array(z.object({ insuranceProductId: z.string(), name: z.string(), insuranceFee: moneySchema, insuranceStatus: insuranceStatusSchema })),
        purchasableList: z.array(insuranceProductSchema),
      }),
    ),
  }),
});

export const ticketConfirmCall = defineCall({
  service: 'train-app',
  path: 'train/ticket/confirm',
  summary: 'Accepts the places the railway gave when they differ from the wish (another seat, a berth, a standing place): the order goes on to payment or issuing',
  auth: 'member',
  write: true,
  bg: true,
  input: z.object({ orderId: z.string().min(1).max(64) }),
  output: bookSubmitOutputSchema,
});
