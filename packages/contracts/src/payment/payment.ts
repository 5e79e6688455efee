import { z } from 'zod';
import { defineCall } from '../platform/define-call';
import { moneySchema } from '../platform/envelope';
import { productSchema } from '../platform/products';

/** Payment and refund ways (spec "Other"): how money moves for an order, and back. */
export const PAY_WAYS = [
  'employee_electronic_flow',
  'online_payment',
  'ivr_payment',
  'personal_cash',
  'pos',
  'related_monthly_settlement',
  'public_debt',
  'vip_debt',
  'guaranteed_debt',
  'company_monthly_settlement',
  'transfers',
] as const;
export const payWaySchema = z.enum(PAY_WAYS);
export type PayWay = z.infer<typeof payWaySchema>;

/** Who pays: the company (monthly settlement), the traveller (online), or both (hybrid: the personal part online). */
export const PAY_MODES = ['COMPANY', 'PERSONAL', 'HYBRID'] as const;
export const payModeSchema = z.enum(PAY_MODES);
export type PayMode = z.infer<typeof payModeSchema>;

/** What a pay order pays for: an order's booking, or a change of it (the fare difference and the fee). */
export const PAY_PURPOSES = ['BOOKING', 'CHANGE'] as const;
export const payPurposeSchema = z.enum(PAY_PURPOSES);
export type PayPurpose = z.infer<typeof payPurposeSchema>;

export const PAY_ORDER_STATUSES = ['WAIT_PAY', 'PAID', 'CANCELED', 'PAY_TIMEOUT', 'REFUNDED'] as const;
export const payOrderStatusSchema = z.enum(PAY_ORDER_STATUSES);
export type PayOrderStatus = z.infer<typeof payOrderStatusSchema>;

export const payOrderSchema = z.object({
  payOrderId: z.string(),
  orderId: z.string(),
  product: productSchema,
  purpose: payPurposeSchema.describe('CHANGE: orderId is the change id'),
  status: payOrderStatusSchema,
  payMode: payModeSchema,
  totalAmount: moneySchema,
  companyAmount: moneySchema.describe('settled monthly by the company'),
  personalAmount: moneySchema.describe('paid online by the traveller'),
  paidAmount: moneySchema,
  needPay: z.boolean().describe('a personal part is still to pay and the deadline has not passed'),
  overTime: z.boolean().describe('the deadline has passed unpaid'),
  payEndTime: z.string().describe('ISO instant: endTimeToBePaid'),
  payDeadLineSeconds: z.number().int().describe('seconds left to pay; 0 when over'),
  payWayList: z.array(payWaySchema).describe('the ways the personal part can be paid'),
});
export type PayOrder = z.infer<typeof payOrderSchema>;

export const paymentDetailCall = defineCall({
  service: 'payment',
  path: 'payment/detail',
  summary: 'A pay order: amounts, who pays what, the deadline and the seconds left',
  auth: 'member',
  bg: true,
  input: z.object({ payOrderId: z.string().min(1).max(64) }),
  output: payOrderSchema,
});

/** The sandbox's test cards decide the outcome, like a payment provider's test mode. */
export const SANDBOX_CARDS = { SUCCEED: '4242424242424242', DECLINE: '4000000000000002' } as const;

export const paymentPayCall = defineCall({
  service: 'payment',
  path: 'payment/pay',
  summary: 'Pays the personal part of a pay order online (the sandbox provider: test card numbers decide the outcome)',
  auth: 'member',
  write: true,
  bg: true,
  input: z.object({
    payOrderId: z.string().min(1).max(64),
    payWay: payWaySchema.default('online_payment'),
    cardNumber: z.string().regex(/^\d{12,19}$/, { message: 'validation.cardNumber' }).default(SANDBOX_CARDS.SUCCEED),
  }),
  output: payOrderSchema,
});

export const payTypeCheckCall = defineCall({
  service: 'payment',
  path: 'payment/pay_type/check',
  summary: 'Whether a way of paying is allowed for a pay order',
  auth: 'member',
  bg: true,
  input: z.object({ payOrderId: z.string().min(1).max(64), payWay: payWaySchema }),
  output: z.object({ allowed: z.boolean(), payWayList: z.array(payWaySchema) }),
});
