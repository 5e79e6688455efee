import { z } from 'zod';
import { moneySchema } from '../platform/envelope';
import { modifyReasonSchema, modifyTypeSchema } from './modify';

/** Refusals of the hotel module: the spec's catalogue codes (hotel.md section 8) where it has them. */
export const HotelError = {
  HOTEL_NOT_FOUND: 'HOTEL_NOT_FOUND',
  CITY_NOT_FOUND: 'HOTEL_CITY_NOT_FOUND',
  /** check-in before today (yesterday before 5 am for international) or beyond the 180-day window */
  DATE_OUT_OF_RANGE: 'HOTEL_DATE_OUT_OF_RANGE',
  /** a favourite list is full (spec gives no limit; ours is FAVOURITE_LIMIT) */
  FAVOURITE_LIMIT: 'HOTEL_FAVOURITE_LIMIT',
  /** spec 8 room errors (the rate plans reload): the room or plan is gone */
  ROOM_GONE: '5130',
  /** a night of the stay has fewer rooms left than asked */
  ROOM_FULL: '5316',
  /** the stay's price is not the one shown (data: the price now) */
  ROOM_PRICE_CHANGED: '5321',
  /** the plan does not sell these dates (closed to arrival, minimum stay, outside its sale window) */
  ROOM_NOT_BOOKABLE: '330093008',
  /** more guests a room than the plan sells to */
  ROOM_GUESTS_EXCEEDED: '330093009',
  /** spec 8 guarantee confirm: the plan asks a guarantee; continue with checkGuaranteeConfirmRemind off */
  GUARANTEE_CONFIRM: '330060033',
  /** spec 8 overtime booking: a same-day stay booked late; continue with overtimeBooking on (hap.1002: an administrator books) */
  OVERTIME_BOOKING: 'hap.1001',
  OVERTIME_BOOKING_ADMIN: 'hap.1002',
  /** spec 8: the room's price has exceeded the travel request's budget */
  BUDGET_EXCEEDED: '730052028',
  /** the order's status or its cancel rule does not let it be cancelled (data: why) */
  ORDER_NOT_CANCELABLE: 'HOTEL_ORDER_NOT_CANCELABLE',
  /** the stay has begun (the hotel's check-in time passed, checked in or out, or a no-show): no cancel any more */
  ORDER_STAY_STARTED: 'HOTEL_ORDER_STAY_STARTED',
  /** the hotel may be reminded only while the order waits for or has its confirmation, before check-in (data: the status) */
  REMIND_NOT_ALLOWED: 'HOTEL_REMIND_NOT_ALLOWED',
  /** the hotel was reminded less than HOTEL_REMIND_INTERVAL_MINUTES ago (data: when it may be reminded again) */
  REMIND_TOO_SOON: 'HOTEL_REMIND_TOO_SOON',
  /** a stay is commented on only after check-out (data: the status) */
  COMMENT_NOT_ALLOWED: 'HOTEL_COMMENT_NOT_ALLOWED',
  /** the order's stay was already commented on (once per order) */
  COMMENT_EXISTS: 'HOTEL_COMMENT_EXISTS',
  /** the same person named twice among an order's guests */
  GUEST_TWICE: 'HOTEL_GUEST_TWICE',
  /** the order's state or plan does not allow this modification now (data: which and why; see contracts/hotel/modify.ts) */
  ORDER_NOT_MODIFIABLE: 'HOTEL_ORDER_NOT_MODIFIABLE',
  /** a new checkout outside what the modification allows (data: the range) */
  MODIFY_DATE_OUT_OF_RANGE: 'HOTEL_MODIFY_DATE_OUT_OF_RANGE',
  /** the order does not wait for a card guarantee (data: its status) */
  GUARANTEE_NOT_WAITING: 'HOTEL_GUARANTEE_NOT_WAITING',
  /** the verify code is not the one sent (data: tries left) */
  GUARANTEE_CODE_WRONG: 'HOTEL_GUARANTEE_CODE_WRONG',
  /** no verify code is open: none sent, it expired, or its tries are used up */
  GUARANTEE_CODE_EXPIRED: 'HOTEL_GUARANTEE_CODE_EXPIRED',
  /** a code was sent less than GUARANTEE_CODE_RESEND_SECONDS ago (data: when another may be sent) */
  GUARANTEE_CODE_TOO_SOON: 'HOTEL_GUARANTEE_CODE_TOO_SOON',
  /** the card's expiry is past */
  GUARANTEE_CARD_EXPIRED: 'HOTEL_GUARANTEE_CARD_EXPIRED',
  /** the card's brand is not one the guarantee takes (data: the brands taken) */
  GUARANTEE_CARD_BRAND: 'HOTEL_GUARANTEE_CARD_BRAND',
  /** the card issuer refused the guarantee */
  GUARANTEE_CARD_DECLINED: 'HOTEL_GUARANTEE_CARD_DECLINED',
  /** the booking confirmation (mail, credential) exists once the hotel confirmed the order (data: its status) */
  ORDER_NOT_CONFIRMED: 'HOTEL_ORDER_NOT_CONFIRMED',
  /** the confirmation was mailed less than CONFIRM_EMAIL_RESEND_SECONDS ago (data: when it may be sent again) */
  CONFIRM_EMAIL_TOO_SOON: 'HOTEL_CONFIRM_EMAIL_TOO_SOON',
  /** no address was given and neither the order's contact nor the member has one */
  CONFIRM_EMAIL_NO_ADDRESS: 'HOTEL_CONFIRM_EMAIL_NO_ADDRESS',
  /** an extension's new nights go over the traveller's standard and the enterprise forbids that (data: the cap, the nights over) */
  EXTEND_OVER_STANDARD: 'HOTEL_EXTEND_OVER_STANDARD',
  /** price feedback is taken only when the enterprise allows it and the hotel sells a contract rate for the stay */
  PRICE_FEEDBACK_NOT_OFFERED: 'HOTEL_PRICE_FEEDBACK_NOT_OFFERED',
  /** the leave confirmation is not asked of this order now: not a business stay, its checkout not yet due, or already given (data: the status) */
  STAFF_FEEDBACK_CLOSED: 'HOTEL_STAFF_FEEDBACK_CLOSED',
  /** the day left is outside the night after check-in up to the hotel's today (data: the range) */
  STAFF_FEEDBACK_DATE_OUT_OF_RANGE: 'HOTEL_STAFF_FEEDBACK_DATE_OUT_OF_RANGE',
  /** the order may not be applied for now (data: which and why: its status, nothing to apply for, an application waiting or answered) */
  APPLY_NOT_ALLOWED: 'HOTEL_APPLY_NOT_ALLOWED',
  /** the stay may be rechecked once, after check-out (data: its status) */
  RECHECK_CLOSED: 'HOTEL_RECHECK_CLOSED',
} as const;
export type HotelError = (typeof HotelError)[keyof typeof HotelError];

export const hotelErrorData = {
  [HotelError.HOTEL_NOT_FOUND]: z.null(),
  [HotelError.CITY_NOT_FOUND]: z.null(),
  [HotelError.DATE_OUT_OF_RANGE]: z.object({ minDate: z.string(), maxDate: z.string() }),
  [HotelError.FAVOURITE_LIMIT]: z.object({ limit: z.number().int() }),
  [HotelError.ROOM_GONE]: z.null(),
  [HotelError.ROOM_FULL]: z.null(),
  [HotelError.ROOM_PRICE_CHANGED]: z.object({ totalPrice: moneySchema }),
  [HotelError.ROOM_NOT_BOOKABLE]: z.null(),
  [HotelError.ROOM_GUESTS_EXCEEDED]: z.object({ maxGuests: z.number().int() }),
  [HotelError.GUARANTEE_CONFIRM]: z.object({ condition: z.union([z.literal(1), z.literal(3)]), afterTime: z.string().nullable(), amount: z.enum(['FIRST_NIGHT', 'FULL']) }),
  [HotelError.OVERTIME_BOOKING]: z.null(),
  [HotelError.OVERTIME_BOOKING_ADMIN]: z.null(),
  [HotelError.BUDGET_EXCEEDED]: z.object({ travelNO: z.string(), estimatedAmount: moneySchema, spentAmount: moneySchema, bookingAmount: moneySchema }),
  [HotelError.ORDER_NOT_CANCELABLE]: z.object({ orderStatus: z.string(), reason: z.enum(['STATUS', 'NO_CANCEL']) }),
  [HotelError.ORDER_STAY_STARTED]: z.object({ orderStatus: z.string() }),
  [HotelError.REMIND_NOT_ALLOWED]: z.object({ orderStatus: z.string() }),
  [HotelError.REMIND_TOO_SOON]: z.object({ nextRemindTime: z.string() }),
  [HotelError.COMMENT_NOT_ALLOWED]: z.object({ orderStatus: z.string() }),
  [HotelError.COMMENT_EXISTS]: z.null(),
  [HotelError.GUEST_TWICE]: z.object({ roomIndex: z.number().int(), guestIndex: z.number().int() }),
  [HotelError.ORDER_NOT_MODIFIABLE]: z.object({ orderStatus: z.string(), modifyType: modifyTypeSchema, reason: modifyReasonSchema }),
  [HotelError.MODIFY_DATE_OUT_OF_RANGE]: z.object({ minDate: z.string(), maxDate: z.string() }),
  [HotelError.GUARANTEE_NOT_WAITING]: z.object({ orderStatus: z.string() }),
  [HotelError.GUARANTEE_CODE_WRONG]: z.object({ attemptsLeft: z.number().int() }),
  [HotelError.GUARANTEE_CODE_EXPIRED]: z.null(),
  [HotelError.GUARANTEE_CODE_TOO_SOON]: z.object({ resendAfter: z.string() }),
  [HotelError.GUARANTEE_CARD_EXPIRED]: z.null(),
  [HotelError.GUARANTEE_CARD_BRAND]: z.object({ cardBrandList: z.array(z.string()) }),
  [HotelError.GUARANTEE_CARD_DECLINED]: z.null(),
  [HotelError.ORDER_NOT_CONFIRMED]: z.object({ orderStatus: z.string() }),
  [HotelError.CONFIRM_EMAIL_TOO_SOON]: z.object({ nextSendTime: z.string() }),
  [HotelError.CONFIRM_EMAIL_NO_ADDRESS]: z.null(),
  [HotelError.EXTEND_OVER_STANDARD]: z.object({ standard: moneySchema, exceedDates: z.array(z.string()) }),
  [HotelError.PRICE_FEEDBACK_NOT_OFFERED]: z.null(),
  [HotelError.STAFF_FEEDBACK_CLOSED]: z.object({ staffFeedbackStatus: z.number().int().nullable() }),
  [HotelError.STAFF_FEEDBACK_DATE_OUT_OF_RANGE]: z.object({ minDate: z.string(), maxDate: z.string() }),
  [HotelError.APPLY_NOT_ALLOWED]: z.object({ orderStatus: z.string(), kind: z.enum(['CANCEL', 'CHECKOUT']), reason: z.enum(['STATUS', 'NOT_NEEDED', 'WAITING', 'ANSWERED']) }),
  [HotelError.RECHECK_CLOSED]: z.object({ orderStatus: z.string() }),
} satisfies Record<HotelError, z.ZodType>;
