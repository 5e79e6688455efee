import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** In-app notifications: the kind and its parameters are kept, the text is written in the reader's language when listed. */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    enterpriseId: text('enterprise_id').notNull(),
    memberId: text('member_id').notNull(),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('notifications_member').on(t.enterpriseId, t.memberId, t.createdAt)],
);

/** Mail the platform sends, rendered in the recipient's language; kept here (OUTBOX) until SMTP is configured. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: text('id').primaryKey(),
    enterpriseId: text('enterprise_id').notNull(),
    toAddress: text('to_address').notNull(),
    toMemberId: text('to_member_id'),
    locale: text('locale').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: ['OUTBOX', 'SENT', 'FAILED'] }).notNull().default('OUTBOX'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_enterprise').on(t.enterpriseId, t.createdAt)],
);
