import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Product } from '@travel/contracts/platform/products';
import { enterprises } from '../enterprise/schema';

/** One travel level's standard for one product; `standard` is the product's standard contract, as parsed. */
export const travelStandards = pgTable(
  'travel_standards',
  {
    enterpriseId: text('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    travelLevel: text('travel_level').notNull(),
    product: text('product').$type<Product>().notNull(),
    standard: jsonb('standard').$type<Record<string, unknown>>().notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'travel_standards_pk', columns: [t.enterpriseId, t.travelLevel, t.product] })],
);

/** The reasons a traveller may give for an out-of-standard booking (violationType 1 flight, 2 flight reservation, 3 hotel, 4 train, 5 car). */
export const violationReasons = pgTable(
  'violation_reasons',
  {
    id: text('id').primaryKey(),
    enterpriseId: text('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    violationType: integer('violation_type').notNull(),
    reasonCode: text('reason_code').notNull(),
    reasonDescription: text('reason_description').notNull(),
    /** The description in English, read by every locale but Chinese. */
    reasonDescriptionEn: text('reason_description_en'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('violation_reasons_code').on(t.enterpriseId, t.violationType, t.reasonCode),
    index('violation_reasons_enterprise').on(t.enterpriseId, t.violationType, t.sort),
  ],
);
