import { z } from 'zod';
import { payOrderSchema } from '../payment/payment';
import { defineCall } from '../platform/define-call';
import { moneySchema } from '../platform/envelope';
import { MAX } from '../platform/text';
import { HOTEL_ORDER_MAX_ROOMS } from './order-check';
import { orderContactSchema, orderGuestSchema } from './order-create';
import { HOTEL_LIMITS } from './stay';

/** What an order may have changed (spec 3 "Modify info"): its guests, contact, latest arrival, remark, or its dates. */
export const modifyTypeSchema = z.enum(['GUESTS', 'CONTACT', 'ARRIVAL_TIME', 'REMARK', 'EXTEND', 'EARLY_CHECKOUT']);
export type ModifyType = z.infer<typeof modifyTypeSchema>;

/**
 * Why a modification is not open now: the order ended or is not confirmed, the stay began, the plan forbids date
 * changes, no night is left to give up, the booking window, an extension still waiting for its payment.
 */
export const modifyReasonSchema = z.enum(['ENDED', 'CHECKED_OUT', 'NOT_CONFIRMED', 'STAY_STARTED', 'NO_CANCEL', 'LAST_NIGHT', 'WINDOW', 'EXTENSION_PENDING']);
export type ModifyReason = z.infer<typeof modifyReasonSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'validation.date' });
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'validation.time' });
const orderIdInput = z.object({ orderId: z.string().min(1).max(MAX.id) });

/**
 * An extension of the stay (a later checkout): WAIT_PAY while its pay order waits (the nights held at the hotel, not
 * yet the order's), DONE once part of the order, CANCELED when its payment lapsed or the order ended first.
 */
export const extensionSchema = z.object({
  extensionId: z.string(),
  status: z.enum(['WAIT_PAY', 'DONE', 'CANCELED']),
  checkoutDate: isoDate,
  nights: z.number().int(),
  totalPrice: moneySchema,
  companyAmount: moneySchema,
  personalAmount: moneySchema,
  payOrder: payOrderSchema.nullable(),
});
export type HotelExtension = z.infer<typeof extensionSchema>;

export const modifyTypeStateSchema = z.object({ modifyType: modifyTypeSchema, canModify: z.boolean(), reason: modifyReasonSchema.nullable(), reasonDesc: z.string().nullable() });

export const modifyTypeCheckCall = defineCall({
  service: 'hotel-app',
  path: 'modify/type/check',
  summary: 'Which modifications the order allows now (guests, contact, arrival time, remark, extend, early checkout), each with its reason when not',
  auth: 'member',
  bg: true,
  input: orderIdInput.extend({ modifySubtype: modifyTypeSchema.optional() }),
  output: z.object({ orderId: z.string(), modifyTypeList: z.array(modifyTypeStateSchema) }),
});

export const modifyInfoQueryCall = defineCall({
  service: 'hotel-app',
  path: 'modify/info/query',
  summary: 'The modify page: what may change, the date range a new checkout may take, the dates that are full, and for a proposed checkout the price difference (company / personal)',
  auth: 'member',
  bg: true,
  input: orderIdInput.extend({ checkoutDate: isoDate.optional() }),
  output: z.object({
    orderId: z.string(),
    /** any date change is open */
    canModifyMode: z.boolean(),
    canModifyCheckinPersonInfo: z.boolean(),
    canModifyLinkmanInfo: z.boolean(),
    canModifyClientRemark: z.boolean(),
    canModifyArrivalTime: z.boolean(),
    modifyTypeList: z.array(modifyTypeStateSchema),
    checkinDate: isoDate,
    /** the earliest new checkout (early checkout: check-in + 1 day, not before today) */
    minCheckinDate: isoDate,
    /** the latest new checkout: the booking window */
    maxCheckoutDate: isoDate,
    defaultCheckoutDate: isoDate,
    /** nights with no room of this room type and plan left (extension cannot run across them) */
    fullDateList: z.array(isoDate),
    /** the proposed checkout's kind, null when none was proposed or it equals the current one */
    modifyType: z.enum(['EXTEND', 'EARLY_CHECKOUT']).nullable(),
    /** what the proposed checkout changes: positive is paid more, negative comes back (after the plan's penalty) */
    afterModifyDifferencePrice: z.object({ company: moneySchema, personal: moneySchema }).nullable(),
    /** a proposed extension's new nights at the hotel's price now (per room), each over the travel standard or not */
    extendNightList: z.array(z.object({ date: isoDate, price: moneySchema, exceeding: z.boolean() })).max(HOTEL_LIMITS.bookingWindowDays + 1),
    guaranteeCancelRule: z.array(z.object({ timeDesc: z.string(), cancelPolicy: z.string() })),
  }),
});

export const orderModifyCall = defineCall({
  service: 'hotel-app',
  path: 'order/modify',
  summary:
    "Modifies the order: its guests (told to the hotel), contact, latest arrival time and remark in one transaction; or its checkout (early checkout releases the last nights and refunds by the plan's rule; an extension takes the new nights at today's price, paid online before they join the order when prepaid)",
  auth: 'member',
  write: true,
  bg: true,
  input: orderIdInput
    .extend({
      /** the new checkout (YYYY-MM-DD): earlier is an early checkout, later an extension */
      checkoutDate: isoDate.optional(),
      /** the guests of each room, as at create (one list a room) */
      checkinPersonInfoList: z
        .array(z.object({ guestList: z.array(orderGuestSchema).min(1, { message: 'validation.required' }).max(HOTEL_LIMITS.maxAdults) }))
        .min(1)
        .max(HOTEL_ORDER_MAX_ROOMS)
        .optional(),
      contacts: orderContactSchema.optional(),
      latestArrivalTime: hhmm.optional(),
      clientRemark: z.string().trim().max(MAX.text).optional(),
    })
    .refine((v) => v.checkoutDate !== undefined || v.checkinPersonInfoList || v.contacts || v.latestArrivalTime !== undefined || v.clientRemark !== undefined, { message: 'validation.required' }),
  output: z.object({
    orderId: z.string(),
    modifyTypeList: z.array(modifyTypeSchema),
    checkoutDate: isoDate,
    totalPrice: moneySchema,
    /** what the early checkout kept under the plan's rule, and what goes back */
    penaltyAmount: moneySchema,
    refundAmount: moneySchema,
    /** an extension: its nights' price, who pays it, and its pay order while it waits for the traveller */
    extension: extensionSchema.nullable().optional(),
  }),
});
