import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A search's ordered result keys, so further pages (next_trip) list exactly what the first page counted, in the same
 * order, from any server process and after a restart; seat counts are read again for each page.
 */
export const trainSearchSessions = pgTable(
  'train_search_sessions',
  {
    searchId: text('search_id').primaryKey(),
    enterpriseId: text('enterprise_id').notNull(),
    memberId: text('member_id').notNull(),
    request: jsonb('request').notNull(),
    itineraryKeys: jsonb('itinerary_keys').$type<string[]>().notNull(),
    pageSize: integer('page_size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('train_search_sessions_expires').on(t.expiresAt)],
);

/** The no-result report of spec 4 and 7: searches that found no train, for the operators to review. */
export const trainNoResultReports = pgTable(
  'train_no_result_reports',
  {
    id: text('id').primaryKey(),
    enterpriseId: text('enterprise_id').notNull(),
    memberId: text('member_id').notNull(),
    departureCode: text('departure_code').notNull(),
    arrivalCode: text('arrival_code').notNull(),
    departureDate: text('departure_date').notNull(),
    searchMode: text('search_mode').notNull(),
    /** true when trains exist but the filters hid them all */
    filtered: boolean('filtered').notNull(),
    request: jsonb('request').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('train_no_result_reports_enterprise').on(t.enterpriseId, t.createdAt)],
);
