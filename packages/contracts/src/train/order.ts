import { z } from 'zod';
import { defineCall } from '../platform/define-call';
import { moneySchema, pageOf, pageRequestSchema } from '../platform/envelope';
import { payOrderSchema } from '../payment/payment';
import { orderPassengerSchema, orderSummarySchema, orderTripSchema, ticketSchema } from './booking';
import { trainOrderStatusSchema } from './statuses';

export const orderListCall = defineCall({
  service: 'train-app',
  path: 'train/order/list',
  summary: "The member's train orders, newest first, by status",
  auth: 'member',
  bg: true,
  input: pageRequestSchema.extend({ statusList: z.array(trainOrderStatusSchema).max(14).default([]) }),
  output: pageOf(orderSummarySchema),
});

export const orderDetailSchema = z.object({
  orderBaseInfo: z.object({
    orderId: z.string(),
    bookOrderStatus: trainOrderStatusSchema,
    orderTime: z.string(),
    bookingType: z.enum(['SELF', 'OTHERS']),
    travelType: z.enum(['BUSINESS', 'PRIVATE']),
    travelNO: z.string().nullable(),
    serviceProviderId: z.string(),
    purchaseType: z.number().int().describe('0 booking, 2 presale, ...'),
    acceptNoSeat: z.boolean(),
    violationReason: z.string().nullable(),
    bookingUser: z.object({ memberId: z.string(), enterpriseId: z.string(), name: z.string() }),
  }),
  tripMode: z.enum(['0', '1']).describe("'1' is private"),
  contactList: z.array(z.object({ name: z.string(), mobileCountryCode: z.string(), mobile: z.string().describe('masked'), email: z.string().describe('masked') })),
  tripList: z.array(orderTripSchema.extend({ passengerList: z.array(orderPassengerSchema), ticketList: z.array(ticketSchema) })),
  waitProcessInfo: z.object({
    isWaitProcess: z.boolean(),
    waitProcessType: z.enum(['WAIT_PAY', 'BOOKING_CONFIRM']).nullable(),
    payEndTime: z.string().nullable(),
    payEndLeftSecond: z.number().int(),
  }),
  payment: payOrderSchema.nullable(),
  orderAmount: moneySchema,
  canCancelOrder: z.boolean(),
  buttons: z.object({ pay: z.boolean(), cancel: z.boolean(), confirm: z.boolean(), refund: z.boolean(), change: z.boolean(), bookAgain: z.boolean(), buyReturn: z.boolean() }),
  supplierType: z.literal('OFFICIAL_RAIL'),
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
