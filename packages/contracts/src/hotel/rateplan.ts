import { z } from 'zod';
import { defineCall } from '../platform/define-call';
import { moneySchema } from '../platform/envelope';
import { MAX } from '../platform/text';
import { bedTypeSchema, payWaySchema, roomSchema } from './detail';
import { refineStay, stayFields, stayTravellersSchema } from './stay';

/** Spec 4: a plan is bookable (CAN_BOOK), full on some nights (PART_FULL), full (FULL) or not for sale to this stay (NOT_BOOK). */
export const soldStateSchema = z.enum(['CAN_BOOK', 'PART_FULL', 'FULL', 'NOT_BOOK']);
export type SoldState = z.infer<typeof soldStateSchema>;
export const cancelPolicyTypeSchema = z.enum(['FREE_CANCEL', 'CANCEL_AND_PENALTY', 'NO_CANCEL']);
export type CancelPolicyType = z.infer<typeof cancelPolicyTypeSchema>;

/** The local filters of spec 5 (all optional; a plan passes when it meets every one given). */
export const ratePlanFilterSchema = z
  .object({
    /** per night, CNY minor units */
    minPrice: z.number().int().min(0).optional(),
    maxPrice: z.number().int().min(0).optional(),
    bedTypes: z.array(bedTypeSchema).max(4).default([]),
    /** with breakfast (1 or 2) */
    breakfast: z.boolean().default(false),
    payAtHotel: z.boolean().default(false),
    addBed: z.boolean().default(false),
    /** company pay (the month account) */
    prepay: z.boolean().default(false),
    /** free or limited cancel passes (spec 5) */
    freeCancel: z.boolean().default(false),
    /** the special price value: the average price within the traveller's standard */
    travelStandard: z.boolean().default(false),
    /** no night over the traveller's standard */
    underStandard: z.boolean().default(false),
    memberCard: z.boolean().default(false),
  })
  .default({ bedTypes: [], breakfast: false, payAtHotel: false, addBed: false, prepay: false, freeCancel: false, travelStandard: false, underStandard: false, memberCard: false });
export type RatePlanFilter = z.output<typeof ratePlanFilterSchema>;

export const cancelInfoSchema = z.object({
  cancelPolicyType: cancelPolicyTypeSchema,
  /** free until this instant (ISO-8601); null when never free */
  freeCancelTime: z.string().nullable(),
  /** from each instant on, cancelling costs this */
  penalties: z.array(z.object({ from: z.string(), kind: z.enum(['FIRST_NIGHT', 'PERCENT', 'FIXED']), value: z.number(), amount: moneySchema })),
});

export const dailyInfoSchema = z.object({
  date: z.string(),
  price: moneySchema,
  cnyAmount: z.number().int(),
  breakfastCount: z.number().int(),
  /** rooms left that night */
  remaining: z.number().int(),
  /** this night is over the traveller's standard */
  exceeding: z.boolean(),
});

/** The policy engine's mark on a plan (spec 3: tmcControl), night by night. */
export const tmcControlSchema = z.object({
  exceeding: z.boolean(),
  /** the excess would be paid by the traveller online (mixed pay) */
  mixedPay: z.boolean(),
  /** the enterprise forbids booking over standard: the plan cannot be chosen */
  forbidden: z.boolean(),
  /** handle types of the violation (policy engine), empty when within standard */
  handleTypes: z.string(),
  /** the nightly standard compared with, CNY minor units; -1 no limit */
  standard: z.number().int(),
  exceedDates: z.array(z.string()),
});
export type TmcControl = z.infer<typeof tmcControlSchema>;

export const ratePlanSchema = z.object({
  ratePlanId: z.string(),
  roomTypeId: z.string(),
  ratePlanShowName: z.string(),
  bedTypeName: z.string(),
  bedTypeFilter: bedTypeSchema,
  /** 0 none, 1 single, 2 double */
  breakfastCount: z.number().int(),
  cancelInfo: cancelInfoSchema,
  soldState: soldStateSchema,
  /** the fewest rooms left on any night of the stay */
  lastCount: z.number().int(),
  /** few rooms left (3 or fewer) */
  roomShortage: z.boolean(),
  payWay: payWaySchema,
  guarantee: z.object({ condition: z.union([z.literal(1), z.literal(3)]), afterTime: z.string().nullable(), amount: z.enum(['FIRST_NIGHT', 'FULL']) }).nullable(),
  tmcControl: tmcControlSchema,
  /** '1' a contract (protocol) rate of the company */
  sourceType: z.enum(['1', '0']),
  hidePrice: z.boolean(),
  priceInfo: z.object({ averagePrice: z.number().int(), averageCnyAmount: z.number().int(), currency: z.string() }),
  bffPriceInfo: z.object({
    averagePrice: z.number().int(),
    currency: z.string(),
    totalPrice: z.number().int(),
    totalShowPriceExclusive: z.number().int(),
    totalTaxAndFee: z.number().int(),
    averagePromotionAmount: z.number().int(),
    averageGuidedPrice: z.number().int(),
  }),
  supportMemberCard: z.boolean(),
  channelType: z.number().int(),
  instantConfirm: z.boolean(),
  supportCentralPay: z.boolean(),
  addBed: z.boolean(),
  minStay: z.number().int(),
  dailyInfoList: z.array(dailyInfoSchema),
});
export type RatePlan = z.infer<typeof ratePlanSchema>;

export const rateplanListCall = defineCall({
  service: 'hotel-app',
  path: 'rateplan/list',
  summary:
    "A hotel's rooms and rate plans for a stay: sold state and rooms left, nightly prices, cancel rule, pay way and the policy mark per night; local filters; bookable first, then by average price",
  auth: 'member',
  bg: true,
  input: z
    .object({
      ...stayFields,
      hotelId: z.string().min(1).max(MAX.id),
      /** whose standard marks the plans: the caller when none is given */
      travellers: stayTravellersSchema,
      filter: ratePlanFilterSchema,
    })
    .superRefine(refineStay),
  output: z.object({
    roomList: z.array(roomSchema.extend({ lowestPrice: z.number().int().nullable().describe('average nightly, CNY minor units'), ratePlanList: z.array(ratePlanSchema) })),
    /** an id of this answer, for the booking's pre-check */
    detailId: z.string(),
    protocolHotel: z.boolean(),
    /** per room type, its lowest bookable average price */
    lowestPriceInfoList: z.array(z.object({ roomTypeId: z.string(), averagePrice: z.number().int(), currency: z.string() })),
    originalTravelStandardCurrency: z.string().nullable(),
    /** the nightly standard, minor units; -1 no limit; null for private trips */
    originalTravelStandard: z.number().int().nullable(),
    /** the bookable plan within standard with the lowest price */
    recommendRoom: z.object({ roomTypeId: z.string(), ratePlanId: z.string() }).nullable(),
    needProtocolTip: z.boolean(),
    /** plans before the filters (the filters left the others out) */
    totalRatePlans: z.number().int(),
  }),
});
