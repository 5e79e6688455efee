import { FACILITY_CODES } from '@travel/contracts/hotel/hotel-card';
import type { Locale } from '@travel/contracts/platform/locales';
import type { Db } from '../../platform/db/database';
import { t } from '../../platform/i18n';
import { brandsOf } from './association-words';
import { textIn } from './hotel-card';
import { hotelCity } from './hotel-city';
import type { HotelSupplier } from './hotel-port';
import { inArea } from './hotel-query';
import { loadCity, type CitySnapshot } from './search-context';

/** The distance filter's choices, in metres. */
export const DISTANCE_CHOICES = [1000, 3000, 5000, 10000] as const;
const STARS = [2, 3, 4, 5] as const;

/** The filter options of a city with how many of its hotels each keeps, pure. */
export function conditionsOf(snap: CitySnapshot, locale: Locale) {
  const hotels = snap.hotels;
  const countOf = (keep: (h: (typeof hotels)[number]) => boolean) => hotels.reduce((n, h) => n + Number(keep(h)), 0);
  return {
    starList: STARS.map((s) => ({ id: String(s), name: t(locale, `hotel.star.${s}`), count: countOf((h) => h.star === s) })),
    brandList: brandsOf(hotels).map(({ brand, count }) => ({
      id: brand.brandId,
      name: textIn(locale, brand.name),
      count,
      groupName: brand.group ? textIn(locale, brand.group) : null,
    })),
    facilityList: FACILITY_CODES.map((code) => ({ id: String(code), name: t(locale, `hotel.facility.${code}`), count: countOf((h) => h.facilityCodes.includes(code)) })),
    areaList: [...snap.areas.values()].map((a) => ({
      id: a.areaId,
      name: textIn(locale, a.name),
      count: countOf((h) => inArea(h, a)),
      type: a.type,
      latitude: a.latitude,
      longitude: a.longitude,
    })),
    distanceList: DISTANCE_CHOICES.map((value) => ({ value, name: t(locale, 'hotel.distance', { km: value / 1000 }) })),
  };
}

/** search/condition/list: stars, brands (with their groups), facilities, districts and places, distances. */
export async function searchConditionList(db: Db, hotels: HotelSupplier, input: { cityId: string }, locale: Locale) {
  return conditionsOf(await loadCity(hotels, await hotelCity(db, input.cityId)), locale);
}
