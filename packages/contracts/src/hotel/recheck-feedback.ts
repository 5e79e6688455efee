import { z } from 'zod';
import { defineCall } from '../platform/define-call';
import { MAX } from '../platform/text';

/**
 * Recheck feedback (spec 7): after a stay the traveller says whether it matched the order — the hotel, the room, the
 * dates and the price charged — and, when not, which of them differed. Once per order, after check-out.
 */
export const recheckItemSchema = z.enum(['HOTEL', 'ROOM', 'DATES', 'PRICE', 'OTHER']);
export type RecheckItem = z.infer<typeof recheckItemSchema>;

const answer = z.object({ matched: z.boolean(), mismatchItems: z.array(recheckItemSchema), remark: z.string().nullable(), submittedAt: z.string() });
const orderIdInput = z.object({ orderId: z.string().min(1).max(MAX.id) });

export const recheckFeedbackGetCall = defineCall({
  service: 'hotel-app',
  path: 'order/recheck_feedback/get',
  summary: 'Whether the stay may be rechecked now (checked out, not yet answered), and the answer once given',
  auth: 'member',
  bg: true,
  input: orderIdInput,
  output: z.object({ orderId: z.string(), canSubmit: z.boolean(), feedback: answer.nullable() }),
});

export const recheckFeedbackSubmitCall = defineCall({
  service: 'hotel-app',
  path: 'order/recheck_feedback/submit',
  summary: 'The traveller answers whether the stay matched the order (and what differed); once per order, after check-out',
  auth: 'member',
  write: true,
  bg: true,
  input: orderIdInput
    .extend({
      matched: z.boolean(),
      mismatchItems: z.array(recheckItemSchema).max(5).default([]),
      remark: z.string().trim().max(MAX.text).optional(),
    })
    .superRefine((v, ctx) => {
      if (!v.matched && v.mismatchItems.length === 0) ctx.addIssue({ code: 'custom', path: ['mismatchItems'], message: 'validation.required' });
    }),
  output: z.object({ orderId: z.string(), feedback: answer }),
});
