import { z } from 'zod';
import { defineCall } from '../platform/define-call';
import { moneySchema } from '../platform/envelope';
import { MAX } from '../platform/text';
import { payWaySchema } from './detail';
import { guestSourceSchema } from './order-create';
import { guaranteeCardSummarySchema, guaranteeFormatSchema } from './guarantee';
import { extensionSchema } from './modify';
import { invoiceInfoSchema } from '../invoice/invoice';
import { hotelOrderActionSchema } from './order-actions';
import { orderApplicationSchema } from './order-apply';
import { hotelOrderStatusSchema } from './order-status';
import { cancelPolicyTypeSchema } from './rateplan';
import { staffFeedbackSchema } from './staff-feedback';

/** Spec 3 orderOperateInfo.canCancelType; NONE: no cancel button at all. */
export const canCancelTypeSchema = z.enum(['YES', 'NO_OPERATE_BUT_SHOW', 'NONE']);

const yyyymmdd = z.string().regex(/^\d{8}$/);
const orderIdInput = z.object({ orderId: z.string().min(1).max(MAX.id) });

export const hotelOrderSchema = z.object({
  baseInfo: z.object({
    orderId: z.string(),
    /** the status code (7 cancelled; see contracts/hotel/order-status.ts) */
    orderStatus: z.number().int(),
    orderStatusName: hotelOrderStatusSchema,
    /** the status in the reader's words */
    showOrderStatus: z.string(),
    payType: payWaySchema,
    travelType: z.number().int(),
    travelNo: z.string().nullable(),
    travelPurpose: z.string().nullable(),
    bookingTime: z.string(),
    /** 1 the member booked, 2 an administrator on their behalf */
    bookType: z.number().int(),
    cancelPolicyType: cancelPolicyTypeSchema,
    /** 1 self guarantee (the enterprise), 2 third-party (a card); null when the stay needs none */
    guaranteeFormat: guaranteeFormatSchema.nullable(),
    /** the card that guarantees the stay (brand, last four digits) */
    guaranteeCard: guaranteeCardSummarySchema.nullable(),
    /** what a no-show may cost the guarantee for the stay as it stands (it follows an extension or early checkout); null: none */
    guaranteeAmount: moneySchema.nullable(),
    /** FIRST_NIGHT: the check-in night of every room; FULL: the whole stay */
    guaranteeAmountType: z.enum(['FIRST_NIGHT', 'FULL']).nullable(),
    hotelConfirmNum: z.string().nullable(),
    memberNumber: z.string().nullable(),
  }),
  hotelInfo: z.object({
    hotelId: z.string(),
    hotelName: z.string(),
    address: z.string(),
    roomTypeName: z.string(),
    ratePlanName: z.string(),
    roomNum: z.number().int(),
    adultNum: z.number().int(),
    childNum: z.number().int(),
    checkinDate: yyyymmdd,
    checkoutDate: yyyymmdd,
    planArrivalTime: z.string().nullable(),
    breakfastTypeName: z.string(),
    bedTypeName: z.string(),
    customerRemark: z.string().nullable(),
  }),
  orderPrice: z.object({
    currency: z.string(),
    totalPrice: z.number().int(),
    /** what is still to be paid online now */
    waitPayPrice: z.number().int(),
    roomPriceExclusive: z.number().int(),
    taxAndFee: z.number().int(),
    serviceFee: z.number().int(),
    promotionPrice: z.number().int(),
    surchargeDesc: z.string().nullable(),
    companyAmount: z.number().int(),
    personalAmount: z.number().int(),
  }),
  dailyPriceList: z.array(z.object({ date: yyyymmdd, price: z.number().int(), breakfastTypeName: z.string() })),
  checkinPersonList: z.array(z.object({ roomIndex: z.number().int(), guestIndex: z.number().int(), source: guestSourceSchema, name: z.string() })),
  keyContact: z.object({
    name: z.string(),
    mobileCountryCode: z.string(),
    mobile: z.string().describe('masked'),
    email: z.string().nullable().describe('masked'),
    /** opaque keys for bff/view_mask_data, which reveals the full value to whoever may open the order */
    mobileMaskKey: z.string(),
    emailMaskKey: z.string().nullable(),
  }),
  orderOperateInfo: z.object({
    waitPay: z.boolean(),
    waitGuarantee: z.boolean(),
    /** the guarantee deadline while it waits for the card (the order is cancelled after it) */
    latestGuaranteeTime: z.string().nullable(),
    /** the pay deadline while it waits for payment */
    latestPayTime: z.string().nullable(),
    /** waiting for its booking approval (WAIT_APPROVE, rooms held): cancelled at latestApproveTime if still undecided */
    waitApprove: z.boolean().default(false),
    latestApproveTime: z.string().nullable().default(null),
    /** seconds left to pay (0 when not waiting) */
    secondToLatestPayTime: z.number().int(),
    canCancelType: canCancelTypeSchema,
    cantCancelReasonDesc: z.string().nullable(),
    canBookingAgain: z.boolean(),
    /** the hotel may be reminded: waiting for or having its confirmation, before check-in (order/remind keeps the interval) */
    canRemind: z.boolean(),
    /** checked out and not yet commented: comment/add is open */
    canComment: z.boolean(),
    /** the traveller commented on this stay */
    commented: z.boolean(),
    /** what modify/type/check would open now (order/modify): the order's details, the arrival time, an early checkout, an extension */
    canModify: z.boolean(),
    canModifyArrivalTime: z.boolean(),
    canEarlyCheckout: z.boolean(),
    canExtend: z.boolean(),
    /** spec 4 staff feedback of a business stay whose checkout is due: 1 needs feedback (confirm leave), 2 fed back, 3 overdue; null: none asked */
    staffFeedbackStatus: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
    /** the order's invoice status (contracts/invoice INVOICE_STATUS; 3: issued and sent, may be resent); null: none asked for */
    invoiceStatus: z.number().int().nullable(),
    /** spec 3 canCreateInvoice: the stay may be invoiced now (checked out, charged through us) and has no invoice yet */
    canSupplyInvoice: z.boolean(),
    /** the invoice was issued: its facts and PDF (invoice/detail, invoice/pdf) */
    canViewInvoice: z.boolean(),
    /** administrators: the hotel may be asked to cancel (no-cancel plan or a penalty due) or to let the guest leave early (actions 18, 19) */
    canApplyCancel: z.boolean(),
    canApplyCheckout: z.boolean(),
    /** the hotel confirmed the order (confirmed, checked in or out): its credential (order/credential) and confirmation mail (order/confirm_email/send) */
    canViewCredential: z.boolean(),
    canSendConfirmEmail: z.boolean(),
  }),
  /** spec 4 order actions (contracts/hotel/order-actions.ts ids), derived from orderOperateInfo; empty without an order id */
  actionList: z.array(hotelOrderActionSchema),
  /** set once cancelled: what the cancel cost and what went back */
  cancelInfo: z.object({ penalty: moneySchema, refund: moneySchema, cancelReason: z.string().nullable() }).nullable(),
  /** the stay as the hotel reported it: when the guest checked in and out, or when it declared a no-show (its penalty in cancelInfo) */
  stayInfo: z.object({ checkedInAt: z.string().nullable(), checkedOutAt: z.string().nullable(), noShowAt: z.string().nullable() }).nullable().optional(),
  payOrderId: z.string().nullable(),
  /** an extension waiting for its payment (waitPay and the pay countdown are then its own; paid, its nights join the order) */
  pendingExtension: extensionSchema.nullable().optional(),
  /** spec 3 invoiceInfo: the order's invoice (title, status, method) and whether it was issued */
  invoiceInfo: invoiceInfoSchema.optional(),
  /** a business stay's leave confirmation once its checkout is due (staffFeedbackStatus says where it stands) */
  staffFeedback: staffFeedbackSchema.nullable().optional(),
  /** the back office's applications to the hotel (cancel, early checkout), newest first, with the hotel's answer */
  applications: z.array(orderApplicationSchema).optional(),
});
export type HotelOrder = z.infer<typeof hotelOrderSchema>;

export const orderGetCall = defineCall({
  service: 'hotel-app',
  path: 'order/get',
  summary: "A hotel order's detail (spec 3 Order): base info, stay (YYYYMMDD dates), prices, nightly prices, guests, masked contact, what may be done now",
  auth: 'member',
  bg: true,
  input: orderIdInput,
  output: hotelOrderSchema,
});

export const HOTEL_ORDER_HISTORY_SIZE = 30;

export const orderHistoryListCall = defineCall({
  service: 'hotel-app',
  path: 'hotel/order_history/list',
  summary: "The member's latest hotel orders, newest first",
  auth: 'member',
  bg: true,
  input: z.object({ size: z.number().int().min(1).max(100).default(HOTEL_ORDER_HISTORY_SIZE) }).default({ size: HOTEL_ORDER_HISTORY_SIZE }),
  output: z.object({
    list: z.array(
      z.object({
        orderId: z.string(),
        hotelId: z.string(),
        hotelName: z.string(),
        checkinDate: yyyymmdd,
        checkoutDate: yyyymmdd,
        roomNum: z.number().int(),
        orderStatus: z.number().int(),
        showOrderStatus: z.string(),
        totalPrice: moneySchema,
        bookingTime: z.string(),
      }),
    ),
  }),
});

export const cancelInfoGetCall = defineCall({
  service: 'hotel-app',
  path: 'order/get_cancel_info',
  summary: 'What cancelling the order costs now under its plan’s rule: the penalty, what goes back, or why it cannot be cancelled',
  auth: 'member',
  bg: true,
  input: orderIdInput,
  output: z.object({
    orderId: z.string(),
    canCancelType: canCancelTypeSchema,
    cantCancelReasonDesc: z.string().nullable(),
    cancelPolicyType: cancelPolicyTypeSchema,
    cancelPolicyList: z.array(z.object({ timeDesc: z.string(), cancelPolicy: z.string() })),
    paidAmount: moneySchema,
    penaltyAmount: moneySchema,
    refundAmount: moneySchema,
  }),
});

export const orderCancelCall = defineCall({
  service: 'hotel-app',
  path: 'order/cancel',
  summary: "Cancels the order: the penalty of its plan's rule now, the rooms back at the hotel, the money back the way it came",
  auth: 'member',
  write: true,
  bg: true,
  input: orderIdInput.extend({
    /** the status code the traveller saw; another status now refuses */
    currentStatus: z.number().int().optional(),
    cancelReasonCode: z.string().max(MAX.code).optional(),
    cancelReason: z.string().trim().max(MAX.text).optional(),
  }),
  output: z.object({ orderId: z.string(), orderStatus: z.number().int(), orderStatusName: hotelOrderStatusSchema, penaltyAmount: moneySchema, refundAmount: moneySchema }),
});
