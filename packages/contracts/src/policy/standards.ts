import { z } from 'zod';
import { defineCall } from '../platform/define-call';
import { okSchema } from '../platform/envelope';
import { productSchema } from '../platform/products';
import { MAX, idSchema } from '../platform/text';
import { cabinLevelCodeSchema, carPolicyHandlingSchema, flightRuleTypeSchema, handleTypesSchema, trainSeatClassSchema } from './enums';

/** An amount in minor units per night, or -1 for no limit. */
const capSchema = z.number().int().min(-1).describe('minor units; -1 means no limit');

export const trainStandardSchema = z.object({
  allowedSeatClasses: z.array(trainSeatClassSchema).min(1).max(20),
  /** Highest seat grade allowed (1 business … 8 no seat); '999' is unrestricted. */
  highestStandard: z.string().regex(/^(999|[1-8])$/),
  handleTypes: handleTypesSchema.default('3'),
  /** Seconds of the control-strength rule: under 60 strong, 60 to under 120 weak, 120 or more none. */
  controlSeconds: z.number().int().min(0).default(0),
});

export const hotelStandardSchema = z.object({
  currency: z.string().length(3).default('CNY'),
  defaultCap: capSchema,
  tierCaps: z.array(z.object({ tier: z.union([z.literal(1), z.literal(2), z.literal(3)]), amount: capSchema })).max(3).default([]),
  cityCaps: z.array(z.object({ cityId: z.string().max(MAX.code), cityName: z.string().max(MAX.name).optional(), amount: capSchema })).max(MAX.items).default([]),
  controlSeconds: z.number().int().min(0).default(0),
});

export const flightRuleSchema = z.object({
  ruleType: flightRuleTypeSchema,
  handleTypes: handleTypesSchema,
  rulePriority: z.number().int().min(0),
  addInfo: z
    .object({
      /** Percent over the lowest (or economy) fare above which the rule applies. */
      approveRate: z.number().min(0).optional(),
      parityHour: z.number().min(0).optional(),
      /** BASELINE: the fare above which the rule applies, minor units. */
      baselineAmount: z.number().int().min(0).optional(),
    })
    .default({}),
});

export const flightStandardSchema = z.object({
  cabinLevelLimit: cabinLevelCodeSchema,
  /** Minutes either side of the chosen departure in which the lowest fare is sought. */
  lowestFareWindowMinutes: z.number().int().min(0).default(120),
  advanceBookingDays: z.number().int().min(0).default(0),
  rules: z.array(flightRuleSchema).max(20).default([]),
  controlSeconds: z.number().int().min(0).default(0),
});

export const carStandardSchema = z.object({
  allowedRideTypes: z.array(z.string().max(MAX.code)).min(1).max(20),
  priceLimit: capSchema,
  handling: carPolicyHandlingSchema,
});

export const travelStandardSchema = z.discriminatedUnion('product', [
  z.object({ product: z.literal('TRAIN'), standard: trainStandardSchema }),
  z.object({ product: z.literal('HOTEL'), standard: hotelStandardSchema }),
  z.object({ product: z.literal('FLIGHT'), standard: flightStandardSchema }),
  z.object({ product: z.literal('CAR'), standard: carStandardSchema }),
]);
export type TravelStandard = z.infer<typeof travelStandardSchema>;
export type TrainStandard = z.infer<typeof trainStandardSchema>;
export type HotelStandard = z.infer<typeof hotelStandardSchema>;
export type FlightStandard = z.infer<typeof flightStandardSchema>;
export type FlightRule = z.infer<typeof flightRuleSchema>;
export type CarStandard = z.infer<typeof carStandardSchema>;

export const travelStandardEntrySchema = z.object({
  travelLevel: z.string(),
  travelLevelName: z.string(),
  standards: z.array(travelStandardSchema.and(z.object({ updatedAt: z.string().nullable() }))),
});

export const travelStandardListCall = defineCall({
  service: 'tmc',
  path: 'travel_standard/list',
  summary: "Every travel level's standards per product (travel managers and administrators)",
  auth: 'member',
  bg: true,
  input: z.object({}).default({}),
  output: z.object({ list: z.array(travelStandardEntrySchema) }),
});

export const travelStandardSaveCall = defineCall({
  service: 'tmc',
  path: 'travel_standard/save',
  summary: "Set one travel level's standard for one product (travel managers and administrators)",
  auth: 'member',
  write: true,
  bg: true,
  input: z.object({ travelLevel: z.string().min(1).max(MAX.code) }).and(travelStandardSchema),
  output: okSchema,
});

export const travelStandardDeleteCall = defineCall({
  service: 'tmc',
  path: 'travel_standard/delete',
  summary: "Remove one travel level's standard for one product: that product is then unrestricted for the level",
  auth: 'member',
  write: true,
  bg: true,
  input: z.object({ travelLevel: z.string().min(1).max(MAX.code), product: productSchema }),
  output: okSchema,
});

export const travellerRefSchema = z.object({
  /** A colleague (or the caller); their travel level applies. */
  memberId: z.string().max(MAX.id).optional(),
  /** A saved passenger of the caller; a customer or guest, to whom the caller's level applies. */
  passengerId: z.string().max(MAX.id).optional(),
  name: z.string().max(MAX.name).optional(),
});
export type TravellerRef = z.infer<typeof travellerRefSchema>;

export const travelStandardQueryCall = defineCall({
  service: 'tmc',
  path: 'travel_standard/query',
  summary: 'The standards that apply to each traveller (the caller when none is given), per product',
  auth: 'member',
  bg: true,
  input: z.object({ travellers: z.array(travellerRefSchema).max(9).default([]), product: productSchema.optional() }).default({ travellers: [] }),
  output: z.object({
    passengerStandardList: z.array(
      z.object({
        passengerId: z.string().nullable(),
        passengerMemberId: z.string().nullable(),
        passengerName: z.string(),
        travelLevel: z.string().nullable(),
        standards: z.array(travelStandardSchema),
      }),
    ),
  }),
});

export const violationReasonSchema = z.object({
  recordID: z.string(),
  violationType: z.number().int().describe('1 flight, 2 flight reservation, 3 hotel, 4 train, 5 car'),
  reasonCode: z.string(),
  reasonDescription: z.string().describe("in the caller's language: Chinese for Chinese locales, English for the others"),
  reasonDescriptionCn: z.string().describe('as entered, in Chinese (editors)'),
  reasonDescriptionEn: z.string().nullable().describe('as entered, in English (editors)'),
});
export type ViolationReason = z.infer<typeof violationReasonSchema>;

export const violationReasonListCall = defineCall({
  service: 'tmc',
  path: 'violation_reason/list',
  summary: "The enterprise's violation reasons, optionally of one type",
  auth: 'member',
  bg: true,
  input: z.object({ violationType: z.number().int().min(1).max(5).optional() }).default({}),
  output: z.object({ list: z.array(violationReasonSchema) }),
});

export const violationReasonSaveCall = defineCall({
  service: 'tmc',
  path: 'violation_reason/save',
  summary: 'Add or edit a violation reason (travel managers and administrators)',
  auth: 'member',
  write: true,
  bg: true,
  input: z.object({
    recordID: z.string().max(MAX.id).optional(),
    violationType: z.number().int().min(1).max(5),
    reasonCode: z.string().trim().min(1).max(20),
    reasonDescription: z.string().trim().min(1, { message: 'validation.required' }).max(200).describe('in Chinese'),
    reasonDescriptionEn: z.string().trim().max(200).optional().describe('in English, for readers of every other language'),
  }),
  output: z.object({ recordID: z.string() }),
});

export const violationReasonDeleteCall = defineCall({
  service: 'tmc',
  path: 'violation_reason/delete',
  summary: 'Delete a violation reason (travel managers and administrators)',
  auth: 'member',
  write: true,
  bg: true,
  input: z.object({ recordID: idSchema }),
  output: okSchema,
});
