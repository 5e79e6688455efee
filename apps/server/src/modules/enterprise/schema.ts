import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { EnterpriseConfig } from '@travel/contracts/member/company';

export const enterprises = pgTable('enterprises', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en'),
  config: jsonb('config').$type<EnterpriseConfig>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const travelLevels = pgTable(
  'travel_levels',
  {
    id: text('id').primaryKey(),
    enterpriseId: text('enterprise_id').notNull().references(() => enterprises.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    cabinLevelLimit: integer('cabin_level_limit').notNull().default(2),
  },
  (t) => [uniqueIndex('travel_levels_code').on(t.enterpriseId, t.code)],
);

export const departments = pgTable(
  'departments',
  {
    id: text('id').primaryKey(),
    enterpriseId: text('enterprise_id').notNull().references(() => enterprises.id),
    parentId: text('parent_id'),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('departments_enterprise').on(t.enterpriseId, t.parentId)],
);

export const costCentres = pgTable(
  'cost_centres',
  {
    id: text('id').primaryKey(),
    enterpriseId: text('enterprise_id').notNull().references(() => enterprises.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** The name in English, read by every locale but Chinese (as departments and travel levels). */
    nameEn: text('name_en'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('cost_centres_code').on(t.enterpriseId, t.code)],
);

export const projects = pgTable(
  'projects',
  {
    id: text('id').primaryKey(),
    enterpriseId: text('enterprise_id').notNull().references(() => enterprises.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** The name in English, read by every locale but Chinese (as departments and travel levels). */
    nameEn: text('name_en'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('projects_code').on(t.enterpriseId, t.code)],
);
