import { boolean, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A member's link to their railway account (12306). We keep the account name and the session the railway gave at
 * login (it acts on that account only and lapses with it), never the railway password.
 */
export const railAccountLinks = pgTable(
  'rail_account_links',
  {
    enterpriseId: text('enterprise_id').notNull(),
    memberId: text('member_id').notNull(),
    accountName: text('account_name').notNull(),
    /** the railway's session token; null once logged out */
    sessionToken: text('session_token'),
    sessionExpiresAt: timestamp('session_expires_at', { withTimezone: true }),
    /** masked as shown: the railway holds the full values */
    realName: text('real_name').notNull(),
    mobile: text('mobile').notNull(),
    loginTime: timestamp('login_time', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.memberId] })],
);

/** A verification the railway waits for on a member's behalf: its ticket is the railway's, the id ours (per member). */
export const railAccountVerifications = pgTable(
  'rail_account_verifications',
  {
    id: text('id').primaryKey(),
    enterpriseId: text('enterprise_id').notNull(),
    memberId: text('member_id').notNull(),
    scene: text('scene').notNull(),
    ticket: text('ticket').notNull(),
    accountName: text('account_name').notNull(),
    /** masked */
    mobile: text('mobile'),
    needCode: boolean('need_code').notNull(),
    needIdNumber: boolean('need_id_number').notNull(),
    needNewPassword: boolean('need_new_password').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    resendAfter: timestamp('resend_after', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [index('rail_account_verifications_member').on(t.enterpriseId, t.memberId)],
);
