import { index, text, timestamp } from 'drizzle-orm/pg-core';
import { sandbox } from '../sandbox-schema';

/** The SMS sandbox's sent messages: what a phone would have received, one per sender's key. */
export const smsMessages = sandbox.table(
  'sms_messages',
  {
    id: text('id').primaryKey(),
    toMobile: text('to_mobile').notNull(),
    sender: text('sender').notNull(),
    body: text('body').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sms_messages_to').on(t.toMobile, t.sentAt)],
);
