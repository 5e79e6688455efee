import { z } from 'zod';
import { defineCall } from '../platform/define-call';

export const clockStateSchema = z.object({
  now: z.string().describe('ISO-8601 instant the platform reads'),
  offsetSeconds: z.number().int(),
});

export const clockAdvanceCall = defineCall({
  service: 'dev',
  path: 'clock/advance',
  summary: 'Sandbox only: move the platform clock forward',
  auth: 'public',
  input: z.object({ seconds: z.number().int().min(1).max(10 * 365 * 86400) }),
  output: clockStateSchema,
});

export const clockResetCall = defineCall({
  service: 'dev',
  path: 'clock/reset',
  summary: 'Sandbox only: put the platform clock back to real time',
  auth: 'public',
  input: z.object({}).default({}),
  output: clockStateSchema,
});
