import { z } from 'zod';
import { defineCall } from '../platform/define-call';
import { moneySchema } from '../platform/envelope';
import { MAX } from '../platform/text';
import { payOrderSchema } from '../payment/payment';
import { payWaySchema } from './detail';
import { guaranteeFormatSchema } from './guarantee';
import { HOTEL_ORDER_MAX_ROOMS, orderCheckTypeSchema, orderStayFields } from './order-check';
import { hotelOrderStatusSchema } from './order-status';
import { cancelPolicyTypeSchema, tmcControlSchema } from './rateplan';
import { HOTEL_LIMITS, refineStay } from './stay';

/** 1 the member booked; 2 an administrator booked on the member's behalf (the back-office twin). */
export const HOTEL_BOOK_TYPE = { MEMBER: 1, ADMIN: 2 } as const;

/** Who a guest is to the booker: the member or one of their saved passengers, a colleague, a customer typed in. */
export const guestSourceSchema = z.enum(['SELF', 'STAFF', 'CUSTOMER']);

export const orderGuestSchema = z.object({
  source: guestSourceSchema,
  /** a saved passenger of the booker (SELF); none for the member themself */
  passengerId: z.string().max(MAX.id).optional(),
  /** the colleague (STAFF) */
  memberId: z.string().max(MAX.id).optional(),
  /** the name the hotel registers */
  name: z.string().trim().min(1, { message: 'validation.name' }).max(MAX.name),
  mobile: z.string().trim().max(MAX.phone).optional(),
});
export type OrderGuest = z.infer<typeof orderGuestSchema>;

export const orderContactSchema = z.object({
  name: z.string().trim().min(1, { message: 'validation.name' }).max(MAX.name),
  mobileCountryCode: z.string().regex(/^\d{1,4}$/).default('86'),
  mobile: z.string().trim().min(5).max(MAX.phone),
  email: z.string().trim().max(254).email({ message: 'validation.email' }).optional(),
});

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'validation.time' });

const bookingStayInput = z.object(orderStayFields);

export const preCreateCall = defineCall({
  service: 'hotel-app',
  path: 'order/pre_create',
  summary: "The booking page's data (spec 3 booking data): the stay and plan as the hotel sells them now, arrival times, pay way, cancel policy, calendar prices, price info and the member's contacts",
  auth: 'member',
  bg: true,
  input: bookingStayInput.superRefine(refineStay),
  output: z.object({
    /** showInvoiceModule: the platform issues the stay's e-invoice (after check-out); false when paid at the hotel, whose desk invoices it */
    baseInfo: z.object({ checkinDate: z.string(), checkoutDate: z.string(), nights: z.number().int(), showInvoiceModule: z.boolean() }),
    hotelInfo: z.object({ hotelId: z.string(), hotelName: z.string(), address: z.string(), cityId: z.string(), star: z.number().int() }),
    ratePlanId: z.string(),
    roomTypeId: z.string(),
    roomTypeName: z.string(),
    ratePlanName: z.string(),
    bedTypeName: z.string(),
    breakfastCount: z.number().int(),
    /** rooms one order may take now (the fewest left on a night, at most HOTEL_ORDER_MAX_ROOMS) */
    maxRoomNum: z.number().int(),
    /** guests a room */
    liveNum: z.number().int(),
    selectTimeList: z.array(z.object({ selectTimeValue: z.string(), selectTimeTitle: z.string(), selected: z.boolean() })),
    payWay: payWaySchema,
    payWayName: z.string(),
    payOnline: z.boolean(),
    mixedPay: z.boolean(),
    /** 1 self guarantee (a business stay: the enterprise), 2 third-party (a card, asked after booking); null when the plan asks none */
    guaranteeFormat: guaranteeFormatSchema.nullable(),
    guaranteeCondition: z.union([z.literal(1), z.literal(3)]).nullable(),
    /** HH:mm from which arriving needs the guarantee (condition 1) */
    guaranteeStartTime: z.string().nullable(),
    cancelPolicyType: cancelPolicyTypeSchema,
    cancelPolicyList: z.array(z.object({ timeDesc: z.string(), cancelPolicy: z.string() })),
    freeCancelTime: z.string().nullable(),
    /** the last instant it may be cancelled at all; null when any time (or never) */
    latestCancelTime: z.string().nullable(),
    instantConfirm: z.boolean(),
    hidePrice: z.boolean(),
    exceeding: z.boolean(),
    supportCentralPay: z.boolean(),
    tmcControl: tmcControlSchema,
    calendarPriceList: z.array(z.object({ date: z.string(), price: moneySchema, cnyAmount: z.number().int(), breakfastCount: z.number().int(), exceeding: z.boolean() })),
    priceInfo: z.object({
      currency: z.string(),
      totalPrice: z.number().int(),
      totalPriceIncServiceFee: z.number().int(),
      /** what is paid before the stay (online prepay and company pay); 0 paid at the hotel */
      prepayPrice: z.number().int(),
      serviceFee: z.number().int(),
      totalTaxAndFee: z.number().int(),
      couponAmount: z.number().int(),
      totalPayPrice: z.number().int(),
      totalCnyAmount: z.number().int(),
    }),
    contactList: z.array(z.object({ contactId: z.string(), name: z.string(), mobileCountryCode: z.string(), mobile: z.string().describe('masked'), email: z.string().nullable().describe('masked'), isDefault: z.boolean() })),
  }),
});

export const orderCreateCall = defineCall({
  service: 'hotel-app',
  path: 'order/create',
  summary:
    'Books the plan: every night of every room held at the hotel together, then the order, its ledger row and its pay order in one transaction; online prepay waits for payment, pay at the hotel and company pay go to the hotel at once',
  auth: 'member',
  write: true,
  bg: true,
  input: bookingStayInput
    .extend({
      roomList: z
        .array(z.object({ guestList: z.array(orderGuestSchema).min(1, { message: 'validation.required' }).max(HOTEL_LIMITS.maxAdults) }))
        .min(1)
        .max(HOTEL_ORDER_MAX_ROOMS),
      contact: orderContactSchema,
      latestArrivalTime: hhmm.optional(),
      remark: z.string().trim().max(MAX.text).optional(),
      violationReason: z.object({ reasonCode: z.string().max(MAX.code).optional(), reasonText: z.string().max(MAX.text).optional() }).optional(),
      /** the traveller accepts paying the part over the standard (mixed pay) */
      acceptHybridPayment: z.boolean().default(false),
    })
    .superRefine((v, ctx) => {
      refineStay(v, ctx);
      if (v.roomList.length !== v.roomNum) ctx.addIssue({ code: 'custom', path: ['roomList'], message: 'validation.hotel.guestsPerRoom' });
    }),
  output: z.object({
    orderId: z.string(),
    orderStatus: hotelOrderStatusSchema,
    orderStatusCode: z.number().int(),
    bookType: z.number().int(),
    totalPrice: moneySchema,
    personalAmount: moneySchema,
    /** the pay order: null when paid at the hotel */
    payOrder: payOrderSchema.nullable(),
    /** the over-standard handling the booking went through */
    exceedHandling: orderCheckTypeSchema,
  }),
});
