import { z } from 'zod';
import { moneySchema } from '../platform/envelope';
import { controlResultSchema, hybridPaymentDataSchema } from './control';

/** Travel control codes of specs/platform.md section 8. */
export const PolicyError = {
  SELECT_REASON: '432002021',
  ALREADY_IN_QUEUE: '432002028',
  EXCEEDING_STANDARD: '432002029',
  HYBRID_WAIT_PAY: '432002034',
  EXCEEDING_STANDARD_HYBRID_PAY: '432002035',
} as const;
export type PolicyError = (typeof PolicyError)[keyof typeof PolicyError];

export const policyErrorData = {
  [PolicyError.SELECT_REASON]: controlResultSchema,
  [PolicyError.ALREADY_IN_QUEUE]: z.object({ travelNO: z.string() }),
  /** The control result; null when an approver's re-check of the policy refuses the approval. */
  [PolicyError.EXCEEDING_STANDARD]: controlResultSchema.nullable(),
  [PolicyError.HYBRID_WAIT_PAY]: z.object({ orderId: z.string(), payOrderId: z.string().nullable().optional(), personalAmount: moneySchema }),
  [PolicyError.EXCEEDING_STANDARD_HYBRID_PAY]: hybridPaymentDataSchema,
} satisfies Record<PolicyError, z.ZodType>;
