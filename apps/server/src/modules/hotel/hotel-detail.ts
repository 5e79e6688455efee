import { and, eq } from 'drizzle-orm';
import type { HotelDetail as HotelDetailOut } from '@travel/contracts/hotel/detail';
import { HotelError } from '@travel/contracts/hotel/errors';
import type { Locale } from '@travel/contracts/platform/locales';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { cityName, lookupCities } from '../common/city-service';
import { recordBrowse, type MemberScope } from './browse-record';
import { toHotelDetail } from './hotel-detail-view';
import type { HotelSupplier } from './hotel-port';
import { hotelFavorites } from './schema';

async function isFavorite(db: Db, scope: MemberScope, hotelId: string): Promise<boolean> {
  const rows = await db
    .select({ hotelId: hotelFavorites.hotelId })
    .from(hotelFavorites)
    .where(and(eq(hotelFavorites.enterpriseId, scope.enterpriseId), eq(hotelFavorites.memberId, scope.memberId), eq(hotelFavorites.hotelId, hotelId)))
    .limit(1);
  return rows.length > 0;
}

/** A hotel's whole content for the member acted for, whose browse history then keeps it as the latest view. */
export async function hotelDetail(hotels: HotelSupplier, db: Db, scope: MemberScope, hotelId: string, locale: Locale, now: Date): Promise<HotelDetailOut> {
  const hotel = await hotels.getHotel(hotelId);
  if (!hotel) throw new AppError(HotelError.HOTEL_NOT_FOUND);
  const [areas, cities, favorite] = await Promise.all([hotels.listAreas(hotel.cityId), lookupCities(db, [hotel.cityId]), isFavorite(db, scope, hotelId)]);
  await recordBrowse(db, scope, hotelId, now);
  return toHotelDetail(hotel, { locale, cityName: cityName(cities, hotel.cityId, locale), areas: new Map(areas.map((a) => [a.areaId, a])), favorite });
}
