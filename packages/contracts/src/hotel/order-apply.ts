import { z } from 'zod';
import { defineCall } from '../platform/define-call';
import { moneySchema } from '../platform/envelope';
import { MAX } from '../platform/text';
import { hotelDateSchema } from './stay';

/** Spec 4 actions 18 and 19: the back office asks the hotel to let an order go that the traveller may not end alone. */
export const applyKindSchema = z.enum(['CANCEL', 'CHECKOUT']);
export type ApplyKind = z.infer<typeof applyKindSchema>;
/** APPLYING until the hotel answers; then AGREED (the order cancelled or shortened) or REFUSED (the order stays). */
export const applyStatusSchema = z.enum(['APPLYING', 'AGREED', 'REFUSED']);
export type ApplyStatus = z.infer<typeof applyStatusSchema>;
/** Why the hotel refused: asked less than a day before the first night it would give up. */
export const applyRefusalSchema = z.enum(['TOO_LATE']);

export const orderApplicationSchema = z.object({
  applicationId: z.string(),
  kind: applyKindSchema,
  status: applyStatusSchema,
  /** the new checkout asked (CHECKOUT) */
  checkoutDate: z.string().nullable(),
  reason: z.string().nullable(),
  appliedAt: z.string(),
  /** when the hotel's answer is due */
  answerDueAt: z.string(),
  decidedAt: z.string().nullable(),
  /** AGREED: what the hotel still charges, and what went back */
  penalty: moneySchema.nullable(),
  refund: moneySchema.nullable(),
  refusalReason: applyRefusalSchema.nullable(),
});
export type OrderApplication = z.infer<typeof orderApplicationSchema>;

const applyBase = z.object({ orderId: z.string().min(1).max(MAX.id), reason: z.string().trim().max(MAX.text).optional() });

export const applyCancelCall = defineCall({
  service: 'hotel-app',
  path: 'order/apply_cancel',
  summary: 'The back office asks the hotel to cancel an order the traveller may not cancel free (a no-cancel plan or a penalty due); the hotel answers later (spec 4 action 18)',
  auth: 'admin',
  write: true,
  bg: true,
  input: applyBase,
  output: orderApplicationSchema,
});

export const applyCheckoutCall = defineCall({
  service: 'hotel-app',
  path: 'order/apply_checkout',
  summary: 'The back office asks the hotel to let a checked-in guest leave early when the plan forbids it or charges for it; the hotel answers later (spec 4 action 19)',
  auth: 'admin',
  write: true,
  bg: true,
  input: applyBase.extend({ checkoutDate: hotelDateSchema }),
  output: orderApplicationSchema,
});
