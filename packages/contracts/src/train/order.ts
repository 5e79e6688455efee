import { z } from 'zod';
import { defineCall } from '../platform/define-call';
import { moneySchema, pageOf, pageRequestSchema } from '../platform/envelope';
import { payOrderSchema, payWaySchema } from '../payment/payment';
import { orderPassengerSchema, orderSummarySchema, orderTripSchema, purchaseTypeSchema, ticketSchema } from './booking';
import { operationStatusSchema, trainOrderStatusSchema, trainTicketStatusSchema, changeOrderStatusSchema, refundStatusSchema } from './statuses';
import { collectionStatusSchema, ticketSourceSchema } from './order-extras';
import { invoiceInfoSchema } from '../invoice/invoice';
import { costCentreSchema, projectSchema } from '../member/company';
import { rushInfoSchema } from './rush';

export const orderListCall = defineCall({
  service: 'train-app',
  path: 'train/order/list',
  summary: "The member's train orders, newest first, by status",
  auth: 'member',
  bg: true,
  input: pageRequestSchema.extend({ statusList: z.array(trainOrderStatusSchema).max(14).default([]) }),
  output: pageOf(orderSummarySchema),
});

/** An order's contact as shown: mobile and email masked (revealed one at a time through train/field/query). */
export const maskedContactSchema = z.object({ name: z.string(), mobileCountryCode: z.string(), mobile: z.string().describe('masked'), email: z.string().describe('masked') });

export const orderDetailSchema = z.object({
  orderBaseInfo: z.object({
    orderId: z.string(),
    bookOrderStatus: trainOrderStatusSchema,
    orderTime: z.string(),
    bookingType: z.enum(['SELF', 'OTHERS']),
    travelType: z.enum(['BUSINESS', 'PRIVATE']),
    travelNO: z.string().nullable(),
    serviceProviderId: z.string(),
    purchaseType: purchaseTypeSchema,
    purchaseTime: z.string().nullable().describe('night and pre: when the railway sells and the order is bought (in booking order)'),
    acceptNoSeat: z.boolean(),
    violationReason: z.string().nullable(),
    bookingUser: z.object({ memberId: z.string(), enterpriseId: z.string(), name: z.string() }),
    approvalEndTime: z.string().nullable().describe('WAIT_APPROVE: until when the seats are kept for the booking approval'),
    ticketSource: ticketSourceSchema,
    collectionStatus: collectionStatusSchema.describe('by the tickets still travelling: GOT ones collected'),
    relatedOrderId: z.string().nullable().describe('the order this one was booked from (book again, return ticket)'),
    requireTrain: z.boolean().describe('true: only the booked trains are bought; false: a waitlist that may take its alternative trains'),
    costCentre: costCentreSchema.nullable(),
    project: projectSchema.nullable(),
  }),
  tripMode: z.enum(['0', '1']).describe("'1' is private"),
  contactList: z.array(maskedContactSchema),
  tripList: z.array(
    orderTripSchema.extend({
      passengerList: z.array(orderPassengerSchema),
      ticketList: z.array(ticketSchema),
      segmentList: z.array(z.object({ ticketId: z.string(), passengerIndex: z.number().int(), coachNo: z.string().nullable(), seatNo: z.string().nullable(), berth: z.string().nullable() })).describe("each ticket's place on the train"),
    }),
  ),
  trainSegmentList: z
    .array(
      z.object({
        segmentSeq: z.number().int().nullable().describe('transfer tickets: 1 for the first train, 2 for the onward one (a changed ticket keeps its segment); null on a direct order'),
        tripIndex: z.number().int(),
        ticketId: z.string(),
        passengerIndex: z.number().int(),
        trainNo: z.string(),
        fromStationName: z.string(),
        toStationName: z.string(),
        departureTime: z.string(),
        arrivalTime: z.string(),
        coachNo: z.string().nullable(),
        seatNo: z.string().nullable(),
        ticketStatus: trainTicketStatusSchema,
      }),
    )
    .describe('the tickets still travelling (not replaced by a change), in journey order'),
  refundChangeInfo: z.object({
    refundList: z.array(z.object({ refundId: z.string(), refundStatus: refundStatusSchema, operationStatus: operationStatusSchema, channel: z.enum(['ONLINE', 'OFFLINE']), ticketIdList: z.array(z.string()), applyTime: z.string(), totalRefundPrice: moneySchema })),
    changeList: z.array(z.object({ changeId: z.string(), changeStatus: changeOrderStatusSchema, operationStatus: operationStatusSchema, oldTicketIdList: z.array(z.string()), newTicketIdList: z.array(z.string()), applyTime: z.string() })),
  }),
  invoice: invoiceInfoSchema,
  waitProcessInfo: z.object({
    isWaitProcess: z.boolean(),
    waitProcessType: z.enum(['WAIT_PAY', 'BOOKING_CONFIRM']).nullable(),
    payEndTime: z.string().nullable(),
    payEndLeftSecond: z.number().int(),
  }),
  payment: payOrderSchema.nullable(),
  orderAmount: moneySchema,
  canCancelOrder: z.boolean(),
  buttons: z.object({ pay: z.boolean(), cancel: z.boolean(), confirm: z.boolean(), refund: z.boolean(), change: z.boolean(), bookAgain: z.boolean(), buyReturn: z.boolean(), modifyHbLimitTime: z.boolean().describe('a waitlist still waiting may move its deadline') }),
  supplierType: z.literal('OFFICIAL_RAIL'),
  /** a grab or waitlist order: its options, deadline, chance and outcome (null for any other order) */
  rushInfo: rushInfoSchema.nullable(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderDetailCall = defineCall({
  service: 'train-app',
  path: 'train/order/detail',
  summary: 'A train order: base info, masked contacts, trips with passengers and tickets, payment, what can be done now',
  auth: 'member',
  bg: true,
  input: z.object({ orderId: z.string().min(1).max(64) }),
  output: orderDetailSchema,
});

export const trainPaymentDetailCall = defineCall({
  service: 'train-app',
  path: 'train/payment/detail',
  summary: "A train order's pay order: amounts, who pays what, the deadline and the seconds left",
  auth: 'member',
  bg: true,
  input: z.object({ orderId: z.string().min(1).max(64) }),
  output: payOrderSchema,
});

export const trainPayTypeCheckCall = defineCall({
  service: 'train-app',
  path: 'train/pay_type/check',
  summary: "Whether a way of paying is allowed for a train order's pay order",
  auth: 'member',
  bg: true,
  input: z.object({ orderId: z.string().min(1).max(64), payWay: payWaySchema }),
  output: z.object({ allowed: z.boolean(), payWayList: z.array(payWaySchema) }),
});

export const tripDetailCall = defineCall({
  service: 'train-app',
  path: 'train/trip/detail',
  summary: 'One trip of a train order with its passengers and tickets',
  auth: 'member',
  bg: true,
  input: z.object({ orderId: z.string().min(1).max(64), tripIndex: z.number().int().min(1).max(20).default(1).describe('3 and up: the trips changes added') }),
  output: orderDetailSchema.shape.tripList.element,
});

export const detailForOperateCall = defineCall({
  service: 'train-app',
  path: 'train/order/detail_for_operate',
  summary: "What can be done with an order's tickets now: each ticket with its passenger, train and whether it can be refunded or changed",
  auth: 'member',
  bg: true,
  input: z.object({ orderId: z.string().min(1).max(64) }),
  output: z.object({
    orderId: z.string(),
    bookOrderStatus: trainOrderStatusSchema,
    canCancelOrder: z.boolean(),
    ticketList: z.array(
      z.object({
        ticketId: z.string(),
        tripIndex: z.number().int(),
        passengerName: z.string(),
        trainNo: z.string(),
        departureTime: z.string(),
        ticketStatus: z.string(),
        canRefund: z.boolean(),
        canChange: z.boolean(),
      }),
    ),
  }),
});

export const trainViewMaskCall = defineCall({
  service: 'train-app',
  path: 'train/view_mask',
  summary: "Reveals every masked value of the member's own order at once (identity numbers, mobiles, the contact); audited",
  auth: 'member',
  bg: true,
  input: z.object({ orderId: z.string().min(1).max(64) }),
  output: z.object({
    contact: z.object({ mobile: z.string(), email: z.string() }),
    passengerList: z.array(z.object({ passengerIndex: z.number().int(), idNumber: z.string(), mobile: z.string().nullable() })),
  }),
});
