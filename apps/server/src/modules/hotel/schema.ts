import { index, integer, pgTable, primaryKey, real, text, timestamp } from 'drizzle-orm/pg-core';

/** A member's favourite hotels (spec: favourite operation codes 1 add, 2 delete, 3 query). */
export const hotelFavorites = pgTable(
  'hotel_favorites',
  {
    enterpriseId: text('enterprise_id').notNull(),
    memberId: text('member_id').notNull(),
    hotelId: text('hotel_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.memberId, t.hotelId] }), index('hotel_favorites_latest').on(t.enterpriseId, t.memberId, t.createdAt)],
);

/** The hotels a member viewed, one row per hotel with the last view (a browse record on every detail view). */
export const hotelBrowseHistory = pgTable(
  'hotel_browse_history',
  {
    enterpriseId: text('enterprise_id').notNull(),
    memberId: text('member_id').notNull(),
    hotelId: text('hotel_id').notNull(),
    browsedAt: timestamp('browsed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.memberId, t.hotelId] }), index('hotel_browse_history_latest').on(t.enterpriseId, t.memberId, t.browsedAt)],
);

/** An enterprise's office zones, to search hotels near (spec: office zone list, status 1 in use). */
export const hotelOfficeZones = pgTable(
  'hotel_office_zones',
  {
    id: text('id').primaryKey(),
    enterpriseId: text('enterprise_id').notNull(),
    cityId: text('city_id').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    addressZh: text('address_zh').notNull(),
    addressEn: text('address_en').notNull(),
    latitude: real('latitude').notNull(),
    longitude: real('longitude').notNull(),
    status: integer('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('hotel_office_zones_enterprise').on(t.enterpriseId, t.cityId)],
);
