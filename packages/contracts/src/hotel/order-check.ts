import { z } from 'zod';
import { defineCall } from '../platform/define-call';
import { moneySchema } from '../platform/envelope';
import { MAX } from '../platform/text';
import { travellerRefSchema } from '../policy/standards';
import { HOTEL_LIMITS, refineStay, stayFields } from './stay';

/** The most rooms one order books (spec: the passenger room index limits rooms). */
export const HOTEL_ORDER_MAX_ROOMS = 10;

/** Spec 3 "Pre-check parameters": the stay and the chosen plan, as order/check, pre_create and create take them. */
export const orderStayFields = {
  ...stayFields,
  roomNum: z.number().int().min(1).max(HOTEL_ORDER_MAX_ROOMS).default(HOTEL_LIMITS.roomNum),
  hotelId: z.string().min(1).max(MAX.id),
  roomTypeId: z.string().min(1).max(MAX.id),
  ratePlanId: z.string().min(1).max(MAX.id),
  /** the answer of rateplan/list the plan was picked from (spec detailId) */
  detailId: z.string().max(MAX.id).optional(),
  /** the whole stay's total the traveller saw; another price now answers 5321 with the new one */
  totalPrice: moneySchema.optional(),
};

export const orderStaySchema = z.object(orderStayFields).superRefine(refineStay);
export type OrderStay = z.output<typeof orderStaySchema>;

/** Spec 4 order-check outcome types answered as data; the others are the catalogue codes of spec 8 (refusals). */
export const ORDER_CHECK_TYPES = ['NONE', 'EXCEED_FORBIDDEN', 'EXCEED_CHOOSE_REASON', 'EXCEED_PERSONAL_PAY', 'EXCEED_MIX_PAY', 'EXCEED_NO_MIX_PAY', 'PART_EXCEED'] as const;
export const orderCheckTypeSchema = z.enum(ORDER_CHECK_TYPES);
export type OrderCheckType = z.infer<typeof orderCheckTypeSchema>;

export const orderCheckCall = defineCall({
  service: 'hotel-app',
  path: 'order/check',
  summary:
    'Checks a chosen plan before the booking page: the plan read again from the hotel (5130, 5316, 5321, 330093008, 330093009), the travel request and its budget (730052028), overtime booking (hap.1001/hap.1002), the guarantee reminder (330060033), then the over-standard outcome night by night',
  auth: 'member',
  bg: true,
  input: z
    .object({
      ...orderStayFields,
      /** the booking is made after the trip (spec postTr) */
      postTr: z.boolean().default(false),
      /** whose standard applies: the caller when none is given */
      travellers: z.array(travellerRefSchema).max(HOTEL_ORDER_MAX_ROOMS).default([]),
      /** false once the traveller has seen the guarantee reminder (spec: continue) */
      checkGuaranteeConfirmRemind: z.boolean().default(true),
      /** true once the traveller accepted booking late for tonight (spec: continue) */
      overtimeBooking: z.boolean().default(false),
      orderId: z.string().max(MAX.id).optional(),
    })
    .superRefine(refineStay),
  output: z.object({
    checkType: orderCheckTypeSchema,
    /** for PART_EXCEED: what the nights over the standard lead to; else the same as checkType */
    exceedHandling: orderCheckTypeSchema,
    /** the nights over the standard */
    exceedDates: z.array(z.string()),
    /** the nightly standard, CNY minor units; -1 no limit; null for a private stay */
    standard: z.number().int().nullable(),
    /** what the outcome means, in the reader's language (empty for NONE) */
    message: z.string(),
    totalPrice: moneySchema,
    /** the part over the standard, all nights and rooms, CNY minor units */
    exceedAmount: z.number().int(),
  }),
});
