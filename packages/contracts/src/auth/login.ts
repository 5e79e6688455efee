import { z } from 'zod';
import { defineCall } from '../platform/define-call';
import { okSchema } from '../platform/envelope';
import { localeSchema } from '../platform/locales';
import { V } from '../platform/patterns';
import { userProfileSchema } from '../member/user';

export const loginCall = defineCall({
  service: 'auth',
  path: 'login',
  summary: 'Log in with the user name or the email; sets the HttpOnly session cookie and the CSRF cookie',
  auth: 'public',
  input: z.object({
    userName: z.string().trim().min(1, { message: V.required }).max(100),
    password: z.string().min(1, { message: V.required }).max(200),
    /** The UI language the member logs in with; kept as the member's language (mail and notifications follow it). */
    language: localeSchema.optional(),
  }),
  output: z.object({ user: userProfileSchema, csrfToken: z.string() }),
});

export const logoutCall = defineCall({
  service: 'auth',
  path: 'logout',
  summary: 'End the session',
  auth: 'public',
  input: z.object({}).default({}),
  output: okSchema,
});
