import type { HotelInfo } from '@travel/contracts/hotel/hotel-card';
import type { Locale } from '@travel/contracts/platform/locales';
import type { Db } from '../../platform/db/database';
import { getReferenceData } from '../common/reference-cache';
import { toHotelInfo } from './hotel-card';
import { cityNameIn, cityRefOf } from './hotel-city';
import type { HotelArea, HotelSupplier } from './hotel-port';

/**
 * Cards of hotels of any cities, without a stay (no price, no distance, no standard): favourites and browse history.
 * Hotels the supplier no longer knows are left out.
 */
export async function cardsAnywhere(db: Db, hotels: HotelSupplier, hotelIds: readonly string[], locale: Locale, favorites: ReadonlySet<string>): Promise<Map<string, HotelInfo>> {
  const found = (await Promise.all(hotelIds.map((id) => hotels.findHotel(id)))).filter((h): h is NonNullable<typeof h> => h !== null);
  const cityIds = [...new Set(found.map((h) => h.cityId))];
  const areaLists = await Promise.all(cityIds.map((id) => hotels.listAreas(id)));
  const areas = new Map<string, HotelArea>(areaLists.flat().map((a) => [a.areaId, a]));
  const ref = await getReferenceData(db);
  const out = new Map<string, HotelInfo>();
  for (const h of found) {
    const city = cityRefOf(ref, h.cityId);
    const ctx = { locale, cityName: city ? cityNameIn(locale, city) : h.cityId, areas, origin: null, standard: null };
    out.set(h.hotelId, toHotelInfo(h, ctx, undefined, favorites.has(h.hotelId)));
  }
  return out;
}
