import { z } from 'zod';

/** Refusals of paying a pay order (PAY_TIMEOUT also ends a train confirmation that came too late). */
export const PaymentError = {
  PAY_ORDER_CLOSED: 'PAY_ORDER_CLOSED',
  PAY_TIMEOUT: 'PAY_TIMEOUT',
  PAY_WAY_NOT_ALLOWED: 'PAY_WAY_NOT_ALLOWED',
  PAYMENT_DECLINED: 'PAYMENT_DECLINED',
} as const;
export type PaymentError = (typeof PaymentError)[keyof typeof PaymentError];

export const paymentErrorData = {
  [PaymentError.PAY_ORDER_CLOSED]: z.null(),
  [PaymentError.PAY_TIMEOUT]: z.null(),
  [PaymentError.PAY_WAY_NOT_ALLOWED]: z.null(),
  [PaymentError.PAYMENT_DECLINED]: z.null(),
} satisfies Record<PaymentError, z.ZodType>;
