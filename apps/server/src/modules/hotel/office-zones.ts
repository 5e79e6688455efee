import { and, asc, count, eq } from 'drizzle-orm';
import type { Locale } from '@travel/contracts/platform/locales';
import type { Db } from '../../platform/db/database';
import { getReferenceData } from '../common/reference-cache';
import { textIn } from './hotel-card';
import { cityNameIn, cityRefOf } from './hotel-city';
import type { LocalText } from './hotel-port';
import { hotelOfficeZones } from './schema';

/** Office zones in use (spec: status 1). */
export const OFFICE_ZONE_IN_USE = 1;

export interface OfficeZone {
  id: string;
  cityId: string;
  name: LocalText;
  address: LocalText;
  latitude: number;
  longitude: number;
  status: number;
}

type Row = typeof hotelOfficeZones.$inferSelect;

const toZone = (r: Row): OfficeZone => ({
  id: r.id,
  cityId: r.cityId,
  name: { zh: r.nameZh, en: r.nameEn },
  address: { zh: r.addressZh, en: r.addressEn },
  latitude: r.latitude,
  longitude: r.longitude,
  status: r.status,
});

/** One office zone of the enterprise in use, or null (another enterprise's is not found). */
export async function findOfficeZone(db: Db, enterpriseId: string, id: string): Promise<OfficeZone | null> {
  const [row] = await db
    .select()
    .from(hotelOfficeZones)
    .where(and(eq(hotelOfficeZones.enterpriseId, enterpriseId), eq(hotelOfficeZones.id, id), eq(hotelOfficeZones.status, OFFICE_ZONE_IN_USE)));
  return row ? toZone(row) : null;
}

/** office_zone/list: the enterprise's zones in use, optionally of one city, a page at a time. */
export async function listOfficeZones(db: Db, enterpriseId: string, input: { pageIndex: number; pageSize: number; cityId?: string; status: number }, locale: Locale) {
  const where = and(
    eq(hotelOfficeZones.enterpriseId, enterpriseId),
    eq(hotelOfficeZones.status, input.status),
    input.cityId ? eq(hotelOfficeZones.cityId, input.cityId) : undefined,
  );
  const [counted] = await db.select({ total: count() }).from(hotelOfficeZones).where(where);
  const total = counted?.total ?? 0;
  const rows = await db
    .select()
    .from(hotelOfficeZones)
    .where(where)
    .orderBy(asc(hotelOfficeZones.cityId), asc(hotelOfficeZones.createdAt), asc(hotelOfficeZones.id))
    .limit(input.pageSize)
    .offset((input.pageIndex - 1) * input.pageSize);
  const ref = await getReferenceData(db);
  return {
    list: rows.map(toZone).map((z) => {
      const city = cityRefOf(ref, z.cityId);
      return {
        officeZoneId: z.id,
        name: textIn(locale, z.name),
        cityId: z.cityId,
        cityName: city ? cityNameIn(locale, city) : z.cityId,
        address: textIn(locale, z.address),
        latitude: z.latitude,
        longitude: z.longitude,
        status: z.status,
      };
    }),
    totalSize: total,
    pageIndex: input.pageIndex,
    totalPages: Math.ceil(total / input.pageSize),
  };
}
