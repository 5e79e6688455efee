import { z } from 'zod';
import { defineCall } from '../platform/define-call';
import { okSchema, pageOf, pageRequestSchema } from '../platform/envelope';
import { MAX } from '../platform/text';

export const notificationSchema = z.object({
  notificationId: z.string(),
  kind: z.string().describe('APPROVAL_TASK, APPROVAL_APPROVED, APPROVAL_REJECTED, APPROVAL_ESCALATED, …'),
  title: z.string().describe("in the caller's language"),
  body: z.string(),
  link: z.string().nullable().describe('a web-app path'),
  read: z.boolean(),
  createTime: z.string(),
});

export const notificationListCall = defineCall({
  service: 'notification',
  path: 'list',
  summary: "The caller's in-app notifications, newest first, with the unread count",
  auth: 'member',
  input: pageRequestSchema.extend({ unreadOnly: z.boolean().default(false) }),
  output: pageOf(notificationSchema).extend({ unreadCount: z.number().int() }),
});

export const notificationReadCall = defineCall({
  service: 'notification',
  path: 'read',
  summary: 'Mark notifications read (all when no id is given)',
  auth: 'member',
  write: true,
  input: z.object({ notificationIds: z.array(z.string().max(MAX.id)).max(MAX.items).optional() }).default({}),
  output: okSchema,
});

export const mailSchema = z.object({
  mailId: z.string(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  status: z.enum(['OUTBOX', 'SENT', 'FAILED']),
  createTime: z.string(),
});

export const mailOutboxCall = defineCall({
  service: 'notification',
  path: 'mail_outbox/list',
  summary: 'Administrators: the mail the platform would send, kept in a local outbox until SMTP is configured',
  auth: 'admin',
  input: pageRequestSchema.extend({ to: z.string().trim().max(254).optional() }),
  output: pageOf(mailSchema),
});
