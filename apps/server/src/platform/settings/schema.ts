import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/** Process-wide settings that must survive restarts and be shared by every server process (the test clock). */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});
