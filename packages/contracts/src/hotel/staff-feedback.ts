import { z } from 'zod';
import { defineCall } from '../platform/define-call';
import { MAX } from '../platform/text';
import { hotelDateSchema } from './stay';

/**
 * Days after the booked checkout date within which the traveller of a business stay confirms when they left; the day
 * after the last of them the confirmation is overdue (staffFeedbackStatus 3). A platform constant (not an enterprise setting).
 */
export const HOTEL_STAFF_FEEDBACK_DAYS = 3;

/** Spec 4 staff feedback status: 1 needs feedback (confirm leave), 2 already fed back, 3 feedback overdue. */
export const STAFF_FEEDBACK_STATUS = { NEEDED: 1, DONE: 2, OVERDUE: 3 } as const;
export const staffFeedbackStatusSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** What order/get shows of a business stay's leave confirmation. */
export const staffFeedbackSchema = z.object({
  /** the booked checkout date (YYYY-MM-DD) */
  bookedCheckoutDate: z.string(),
  /** the last day to confirm before it is overdue */
  deadlineDate: z.string(),
  /** the days that may be given as the day left: the night after check-in up to the hotel's today */
  earliestDate: z.string(),
  latestDate: z.string(),
  /** the confirmation once given */
  feedback: z
    .object({
      leftAsBooked: z.boolean(),
      actualCheckoutDate: z.string(),
      remark: z.string().nullable(),
      /** given after the deadline */
      late: z.boolean(),
      submittedAt: z.string(),
    })
    .nullable(),
});
export type StaffFeedback = z.infer<typeof staffFeedbackSchema>;

export const staffFeedbackSubmitCall = defineCall({
  service: 'hotel-app',
  path: 'order/staff_feedback/submit',
  summary: `The traveller of a business stay confirms when they actually left (spec 4 actions 7 and 10): once its checkout is due; after ${HOTEL_STAFF_FEEDBACK_DAYS} days it is overdue but still taken, marked late`,
  auth: 'member',
  write: true,
  bg: true,
  input: z
    .object({
      orderId: z.string().min(1).max(MAX.id),
      /** true: left on the booked checkout date */
      leftAsBooked: z.boolean(),
      /** the day they left, when not as booked: from the night after check-in up to the hotel's today */
      actualCheckoutDate: hotelDateSchema.optional(),
      remark: z.string().trim().max(MAX.text).optional(),
    })
    .superRefine((v, ctx) => {
      if (!v.leftAsBooked && !v.actualCheckoutDate) ctx.addIssue({ code: 'custom', path: ['actualCheckoutDate'], message: 'validation.required' });
    }),
  output: z.object({ orderId: z.string(), staffFeedbackStatus: staffFeedbackStatusSchema, actualCheckoutDate: z.string(), late: z.boolean() }),
});
