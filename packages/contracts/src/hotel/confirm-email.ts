import { z } from 'zod';
import { defineCall } from '../platform/define-call';
import { MAX } from '../platform/text';

/** One confirmation mail per order at most this often. */
export const CONFIRM_EMAIL_RESEND_SECONDS = 60;

export const confirmEmailSendCall = defineCall({
  service: 'hotel-app',
  path: 'order/confirm_email/send',
  summary: `Mails the booking confirmation of an order the hotel confirmed (spec 4 action 21), in the member's language, to the address given or else the order's contact or the member; once every ${CONFIRM_EMAIL_RESEND_SECONDS} seconds`,
  auth: 'member',
  write: true,
  bg: true,
  input: z.object({
    orderId: z.string().min(1).max(MAX.id),
    email: z.string().trim().max(254).email({ message: 'validation.email' }).optional().describe("absent: the order's contact email, else the member's"),
  }),
  output: z.object({ orderId: z.string(), sentTo: z.string().describe('the address, masked'), sentAt: z.string(), nextSendTime: z.string() }),
});
