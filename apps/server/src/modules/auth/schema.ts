import { bigserial, boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from '../member/schema';

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the cookie token: a leaked table does not give live sessions. */
    id: text('id').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    enterpriseId: text('enterprise_id').notNull(),
    csrfToken: text('csrf_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_member').on(t.memberId)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userKey: text('user_key').notNull(),
    ip: text('ip').notNull(),
    success: boolean('success').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_attempts_user').on(t.userKey, t.at), index('login_attempts_ip').on(t.ip, t.at)],
);
