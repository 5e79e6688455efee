import { z } from 'zod';
import { defineCall } from '../platform/define-call';
import { fileAnswerSchema } from '../platform/envelope';
import { MAX } from '../platform/text';

export const orderCredentialCall = defineCall({
  service: 'hotel-app',
  path: 'order/credential',
  summary: "The order credential (spec 4 action 20): the booking confirmation of an order the hotel confirmed, as a PDF attachment in the caller's language",
  auth: 'member',
  bg: true,
  file: true,
  input: z.object({ orderId: z.string().min(1).max(MAX.id) }),
  output: fileAnswerSchema,
});
