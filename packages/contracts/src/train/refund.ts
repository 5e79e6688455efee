import { z } from 'zod';
import { defineCall } from '../platform/define-call';
import { moneySchema, pageOf, pageRequestSchema } from '../platform/envelope';
import { payWaySchema } from '../payment/payment';
import { trainSeatClassSchema } from '../policy/enums';
import { maskedContactSchema } from './order';
import { operationStatusSchema, refundStatusSchema, trainTicketStatusSchema } from './statuses';
import { needsOwnWords } from './after-sale-reason';

const id = z.string().min(1).max(64);

/** Which fee rule priced a ticket: free (8 days or more), a time tier, the kept 5% of the 8-day rule, Spring Festival, or the service desk (offline). */
export const refundRuleSchema = z.enum(['FREE', 'TIER', 'EIGHT_DAY_KEPT', 'SPRING_FESTIVAL', 'DEPARTED', 'OFFLINE']);

export const refundTicketQuoteSchema = z.object({
  ticketId: z.string(),
  passengerIndex: z.number().int(),
  passengerName: z.string(),
  trainNo: z.string(),
  fromStationName: z.string(),
  toStationName: z.string(),
  departureTime: z.string(),
  seatClass: trainSeatClassSchema,
  coachNo: z.string().nullable(),
  seatNo: z.string().nullable(),
  ticketPrice: moneySchema,
  rate: z.number().int().describe('basis points of the ticket price'),
  rule: refundRuleSchema,
  hoursBefore: z.number().describe('hours from now to departure when quoted'),
  refundFee: moneySchema,
  refundAmount: moneySchema.describe('ticket price less the refund fee'),
});

export const receivablePriceSchema = z.object({
  refundTicketPrice: moneySchema,
  refundTax: moneySchema,
  refundFee: moneySchema,
  refundServiceFee: moneySchema,
  refundInsurancePrice: moneySchema.describe('insurance of passengers the refund leaves with no ticket, returned in full'),
  totalRefundPrice: moneySchema.describe('what goes back: ticket prices less fees, plus returned insurance'),
  actualTotalRefundPrice: moneySchema.nullable().describe('what went back, once done'),
  promotionPrice: moneySchema,
});

export const refundQuoteCall = defineCall({
  service: 'train-app',
  path: 'train/refund/quote',
  summary: 'Quotes the refund of tickets by the railway fee rules; the quotationId holds until expireTime',
  auth: 'member',
  bg: true,
  input: z.object({ orderId: id, ticketIdList: z.array(id).min(1).max(18) }),
  output: z.object({
    quotationId: z.string(),
    expireTime: z.string(),
    expireSeconds: z.number().int().describe('seconds the quote holds from this answer, by the server clock'),
    ticketList: z.array(refundTicketQuoteSchema),
    receivablePrice: receivablePriceSchema,
  }),
});

/** The common refund reasons a traveller picks from (shown in the reader's language); OTHER needs their own words. */
export const REFUND_REASON_CODES = ['PLAN_CHANGED', 'TRIP_CANCELED', 'WRONG_BOOKING', 'WRONG_PASSENGER', 'ILLNESS', 'CHANGE_FAILED', 'OTHER'] as const;
export const refundReasonCodeSchema = z.enum(REFUND_REASON_CODES);

export const refundSubmitCall = defineCall({
  service: 'train-app',
  path: 'train/refund/submit',
  summary: 'Submits a refund work order for the quoted tickets; its fees cannot change afterwards (ItrainResouce.1350 when the quote expired)',
  auth: 'member',
  bg: true,
  write: true,
  input: z.object({
    orderId: id,
    quotationId: id,
    ticketIdList: z.array(id).min(1).max(18),
    reasonCode: refundReasonCodeSchema.optional(),
    reason: z.string().trim().max(200).optional().describe("the traveller's own words, after the common reason or instead of one"),
    remark: z.string().trim().max(500).optional(),
  }).superRefine(needsOwnWords),
  output: z.object({ refundId: z.string(), refundStatus: refundStatusSchema }),
});

export const refundActionSchema = z.object({ orderId: id, refundId: id });

export const refundCancelCall = defineCall({
  service: 'train-app',
  path: 'train/refund/cancel',
  summary: 'Cancels a refund not yet processed; the tickets are back as they were',
  auth: 'member',
  bg: true,
  write: true,
  input: refundActionSchema,
  output: z.object({ refundId: z.string(), refundStatus: refundStatusSchema }),
});

export const refundUserConfirmCall = defineCall({
  service: 'train-app',
  path: 'train/refund/user_confirm',
  summary: 'The traveller confirms a refund waiting for them (an offline refund entered by the service desk)',
  auth: 'member',
  bg: true,
  write: true,
  input: refundActionSchema,
  output: z.object({ refundId: z.string(), refundStatus: refundStatusSchema }),
});

export const refundRecordSchema = z.object({
  refundOrderNo: z.string().describe('the payment record reference'),
  recordType: z.string().describe('TICKET_REFUND, OFFLINE_REFUND, ...'),
  payWay: payWaySchema,
  amount: moneySchema,
  refundTime: z.string(),
});

export const refundDetailSchema = z.object({
  orderId: z.string(),
  refundId: z.string(),
  contactList: z.array(maskedContactSchema),
  refundOrder: z.object({
    refundTime: z.string().describe('applied at'),
    userRefundReason: z.string().nullable().describe("the reason in the reader's language, with the traveller's own words"),
    userRefundReasonCode: refundReasonCodeSchema.nullable(),
    userRemark: z.string().nullable(),
    rejectReason: z.string().nullable(),
    refundStatus: refundStatusSchema,
    operationStatus: operationStatusSchema,
    channelType: z.enum(['ONLINE', 'OFFLINE']),
    travelType: z.enum(['BUSINESS', 'PRIVATE']),
    opCanRefund: z.boolean(),
    refundAuditTime: z.string().nullable().describe('done at'),
  }),
  productList: z.array(
    z.object({
      passengerIndex: z.number().int(),
      passengerName: z.string(),
      ticketList: z.array(refundTicketQuoteSchema.omit({ hoursBefore: true }).extend({ ticketNo: z.string().nullable(), ticketStatus: trainTicketStatusSchema })),
    }),
  ),
  payment: z.object({ payType: z.enum(['COMPANY', 'PERSONAL', 'HYBRID']), priceList: z.array(z.object({ payWay: payWaySchema, amount: moneySchema })) }),
  receivablePrice: receivablePriceSchema,
  recordList: z.array(refundRecordSchema),
  buttons: z.object({ cancel: z.boolean(), confirm: z.boolean() }),
});
export type RefundDetail = z.infer<typeof refundDetailSchema>;

export const refundDetailCall = defineCall({
  service: 'train-app',
  path: 'train/refund/detail',
  summary: 'A refund: status, tickets with their fees, the money by way it goes back, the records',
  auth: 'member',
  bg: true,
  input: refundActionSchema,
  output: refundDetailSchema,
});

export const refundSummarySchema = z.object({
  refundId: z.string(),
  orderId: z.string(),
  refundStatus: refundStatusSchema,
  channelType: z.enum(['ONLINE', 'OFFLINE']),
  applyTime: z.string(),
  passengerNames: z.array(z.string()),
  trainNoList: z.array(z.string()),
  totalRefundPrice: moneySchema,
  refundFee: moneySchema,
});

export const refundHistoryCall = defineCall({
  service: 'train-app',
  path: 'train/refund/history',
  summary: "An order's refunds, newest first",
  auth: 'member',
  bg: true,
  input: z.object({ orderId: id }),
  output: z.object({ list: z.array(refundSummarySchema) }),
});

export const refundListCall = defineCall({
  service: 'train-app',
  path: 'train/refund/list',
  summary: "The member's train refunds, newest first",
  auth: 'member',
  bg: true,
  input: pageRequestSchema.extend({ statusList: z.array(refundStatusSchema).max(8).default([]) }),
  output: pageOf(refundSummarySchema),
});
