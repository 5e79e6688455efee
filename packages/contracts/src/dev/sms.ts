import { z } from 'zod';
import { defineCall } from '../platform/define-call';

export const smsMessageSchema = z.object({
  messageId: z.string(),
  to: z.string().describe('the mobile number texted'),
  sender: z.string(),
  text: z.string(),
  sentAt: z.string(),
});

/** The SMS sandbox's messages: the texts a phone would have received (the railway's codes), for developers and tests. */
export const smsListCall = defineCall({
  service: 'dev',
  path: 'sandbox/sms/list',
  summary: 'Sandbox only: the texts the SMS sandbox delivered, newest first',
  auth: 'member',
  input: z.object({ mobile: z.string().trim().max(20).optional(), limit: z.number().int().min(1).max(100).default(50) }).default({ limit: 50 }),
  output: z.object({ list: z.array(smsMessageSchema) }),
});
