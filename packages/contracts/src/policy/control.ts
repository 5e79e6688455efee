import { z } from 'zod';
import { defineCall } from '../platform/define-call';
import { moneySchema } from '../platform/envelope';
import { productSchema } from '../platform/products';
import { MAX } from '../platform/text';
import {
  bookingCheckResultSchema,
  cabinLevelCodeSchema,
  controlOutcomeSchema,
  controlStrengthSchema,
  trainSeatClassSchema,
} from './enums';
import { travellerRefSchema } from './standards';

const amount = z.number().int().min(0).describe('minor units');
const dateSchema = z.string().max(10).regex(/^\d{4}-\d{2}-\d{2}$/);

/** The candidate booking the engine judges, one shape per product. */
export const trainCandidateSchema = z.object({
  product: z.literal('TRAIN'),
  trainNo: z.string().max(MAX.code).optional(),
  seatClass: trainSeatClassSchema,
  price: amount,
  currency: z.string().length(3).default('CNY'),
  departureDate: dateSchema.optional(),
});

export const hotelCandidateSchema = z.object({
  product: z.literal('HOTEL'),
  cityId: z.string().min(1).max(MAX.code),
  hotelName: z.string().max(MAX.name).optional(),
  currency: z.string().length(3).default('CNY'),
  /** The price of each night, checked night by night against the standard. */
  nightlyPrices: z.array(z.object({ date: dateSchema, amount })).min(1).max(90),
  /** The lowest nightly average on offer at the hotel, for low-price control. */
  lowestAveragePrice: amount.optional(),
  lowPriceReasonCode: z.string().max(MAX.code).optional(),
});

export const flightCandidateSchema = z.object({
  product: z.literal('FLIGHT'),
  flightNo: z.string().max(MAX.code).optional(),
  cabinLevel: cabinLevelCodeSchema.describe('FIRST 0, BUSINESS 1, ECONOMY 2'),
  premiumEconomy: z.boolean().default(false),
  price: amount,
  currency: z.string().length(3).default('CNY'),
  departureTime: z.string().max(40).describe('ISO-8601 instant'),
  /** Lowest fare within the standard's time window around this departure. */
  lowestFareInWindow: amount.optional(),
  /** Lowest historical fare of the route. */
  historyLowestFare: amount.optional(),
  /** Economy fare of the same flight, for premium economy. */
  economyFare: amount.optional(),
});

export const carCandidateSchema = z.object({
  product: z.literal('CAR'),
  rideType: z.string().min(1).max(MAX.code),
  estimatedPrice: amount,
  currency: z.string().length(3).default('CNY'),
});

export const candidateSchema = z.discriminatedUnion('product', [trainCandidateSchema, hotelCandidateSchema, flightCandidateSchema, carCandidateSchema]);
export type Candidate = z.infer<typeof candidateSchema>;

export const violationSchema = z.object({
  /** The rule that fired, e.g. TRAIN_SEAT_CLASS, HOTEL_NIGHTLY_CAP, FLIGHT_BUNK. */
  rule: z.string(),
  ruleType: z.string().nullable(),
  handleTypes: z.string(),
  /** The limit and the booking's value, readable (amounts formatted with their currency). */
  limit: z.string(),
  actual: z.string(),
  limitAmount: moneySchema.nullable(),
  actualAmount: moneySchema.nullable(),
  date: z.string().nullable().describe('the night, for per-night hotel rules'),
  /** The violation in plain words, in the caller's language. */
  description: z.string(),
});
export type Violation = z.infer<typeof violationSchema>;

export const paymentSplitSchema = z.object({
  companyAmount: moneySchema,
  personalAmount: moneySchema,
  nights: z.array(z.object({ date: z.string(), price: amount, standard: z.number().int(), company: amount, personal: amount })),
});
export type PaymentSplit = z.infer<typeof paymentSplitSchema>;

/** The data of a 432002035 refusal: what the company and the traveller would pay, in total and per traveller. */
export const hybridPaymentDataSchema = z.object({
  companyAmount: moneySchema,
  personalAmount: moneySchema,
  travellers: z.array(z.object({ passengerId: z.string().nullable(), memberId: z.string().nullable(), name: z.string(), payment: paymentSplitSchema })),
});
export type HybridPaymentData = z.infer<typeof hybridPaymentDataSchema>;

export const travellerControlSchema = z.object({
  passengerId: z.string().nullable(),
  memberId: z.string().nullable(),
  name: z.string(),
  travelLevel: z.string().nullable(),
  outcome: controlOutcomeSchema,
  handleTypes: z.string().describe('pipe-combined action codes; empty when no rule fired'),
  approvalType: z.string().nullable().describe('commit for approval 1, self pay 8, hybrid 1|8, show reason 3'),
  checkResult: bookingCheckResultSchema,
  violations: z.array(violationSchema),
  payment: paymentSplitSchema.nullable(),
});
export type TravellerControl = z.infer<typeof travellerControlSchema>;

export const controlResultSchema = z.object({
  product: productSchema,
  travelType: z.enum(['BUSINESS', 'PRIVATE']),
  controlStrength: controlStrengthSchema.nullable(),
  /** The strictest of the travellers'. */
  outcome: controlOutcomeSchema,
  checkResult: bookingCheckResultSchema,
  approvalType: z.string().nullable(),
  handleTypes: z.string(),
  travellers: z.array(travellerControlSchema),
});
export type ControlResult = z.infer<typeof controlResultSchema>;

export const controlInputSchema = z.object({
  travelType: z.enum(['BUSINESS', 'PRIVATE']).default('BUSINESS'),
  travellers: z.array(travellerRefSchema).max(9).default([]),
  candidate: candidateSchema,
});

export const controlCall = defineCall({
  service: 'tmc',
  path: 'control',
  summary: 'Judge a candidate booking against each traveller’s travel standard: outcome, handle types, approval type, violations',
  auth: 'member',
  bg: true,
  input: controlInputSchema,
  output: controlResultSchema,
});

export const multiPassengerControlCall = defineCall({
  service: 'tmc',
  path: 'multi_passenger_control/query',
  summary: 'Judge one shared hotel room for several travellers against the shared-room standard',
  auth: 'member',
  bg: true,
  input: z.object({
    travelType: z.enum(['BUSINESS', 'PRIVATE']).default('BUSINESS'),
    travellers: z.array(travellerRefSchema).min(2).max(9),
    candidate: hotelCandidateSchema,
  }),
  output: controlResultSchema.extend({
    shareMode: z.enum(['SUM', 'HIGHEST_PLUS_PERCENT']),
    sharedStandard: z.number().int().describe('per night, minor units; -1 no limit'),
  }),
});

export const bookingCheckCall = defineCall({
  service: 'tmc',
  path: 'booking_check',
  summary:
    'The booking gate of policy: refuses with 432002029 (denied), 432002021 (reason needed), 432002035 (hybrid pay not accepted) or 432002028 (an exceed application is already queued)',
  auth: 'member',
  bg: true,
  input: controlInputSchema.extend({
    travelNO: z.string().max(MAX.id).optional(),
    reasonCode: z.string().max(MAX.code).optional(),
    reasonText: z.string().max(200).optional(),
    acceptHybridPayment: z.boolean().default(false),
  }),
  output: controlResultSchema,
});
