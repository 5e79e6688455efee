import { z } from 'zod';
import { defineCall } from '../platform/define-call';
import { moneySchema, pageOf, pageRequestSchema } from '../platform/envelope';
import { productSchema } from '../platform/products';

/**
 * What an order waits for (spec: operation pending kinds; WAIT_GUARANTEE: the traveller's card before its deadline;
 * WAIT_APPROVE: a booking's approval before its deadline, its rooms or seats held meanwhile; every product alike).
 */
export const WAIT_TYPES = ['WAIT_PAY', 'BOOKING_CONFIRM', 'CHANGE_CONFIRM', 'WAIT_GUARANTEE', 'WAIT_APPROVE'] as const;
export const waitTypeSchema = z.enum(WAIT_TYPES);
export type WaitType = z.infer<typeof waitTypeSchema>;

export const orderCenterItemSchema = z.object({
  product: productSchema,
  orderId: z.string(),
  orderStatus: z.string().describe("the product's own status name (spec section 4 of its document)"),
  title: z.string().describe('e.g. G1 Beijing South → Shanghai Hongqiao'),
  travelDate: z.string().describe('YYYY-MM-DD of the first travel day'),
  orderTime: z.string(),
  amount: moneySchema,
  waitType: waitTypeSchema.nullable(),
  payEndTime: z.string().nullable(),
  payEndLeftSecond: z.number().int(),
  changeId: z.string().nullable().describe('set when a change of the order waits (CHANGE_CONFIRM, or WAIT_PAY of a change)'),
  queue: z
    .object({ kind: z.enum(['NIGHT', 'PRESALE']), purchaseTime: z.string() })
    .optional()
    .describe('a train order waiting to be bought when the railway sells (night order, presale)'),
  imported: z.enum(['IMPORTED', 'USER_IMPORTED']).optional().describe('a train order bought at the railway and imported: through the linked railway account (IMPORTED, kind 4) or by its order number (USER_IMPORTED, kind 5)'),
  rush: z
    .object({
      // train/rush.ts's enums, spelled out: importing that file would bring the train booking contracts into the home page's first load
      type: z.enum(['GRAB', 'WAITLIST']),
      status: z.enum(['WAITING', 'SUCCEEDED', 'FAILED', 'CANCELED']),
      chance: z.enum(['LOW', 'MID', 'HIGH', 'FULL']).nullable().describe('while waiting: the best chance of its options'),
    })
    .optional()
    .describe('a grab or waitlist train order: its state, and while it waits the best chance of its options'),
});
export type OrderCenterItem = z.infer<typeof orderCenterItemSchema>;

export const countByWaitTypeCall = defineCall({
  service: 'order-center',
  path: 'order_center/count_by_wait_type',
  summary: "How many of the member's orders wait for them, by what they wait for",
  auth: 'member',
  bg: true,
  input: z.object({}).default({}),
  output: z.object({ countList: z.array(z.object({ waitType: waitTypeSchema, count: z.number().int() })), total: z.number().int() }),
});

export const waitingListCall = defineCall({
  service: 'order-center',
  path: 'order_center/waiting_list',
  summary: "The member's orders waiting for them (to pay, to confirm), the most urgent first",
  auth: 'member',
  bg: true,
  input: z.object({ waitType: waitTypeSchema.optional() }).default({}),
  output: z.object({ list: z.array(orderCenterItemSchema) }),
});

export const orderCenterListCall = defineCall({
  service: 'order-center',
  path: 'order_center/list',
  summary: "All the member's orders of every product, newest first",
  auth: 'member',
  bg: true,
  input: pageRequestSchema.extend({ product: productSchema.optional() }),
  output: pageOf(orderCenterItemSchema),
});
