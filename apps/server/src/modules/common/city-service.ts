import type { Locale } from '@travel/contracts/platform/locales';
import { TravelRequestError } from '@travel/contracts/travel-request/errors';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { getReferenceData, localName, type ReferenceData } from './reference-cache';

export const CHINA_COUNTRY_ID = '156';

/** A city of an itinerary: domestic ids are '156' + adcode, international ones the country's numeric code + IATA city code. */
export interface CityInfo {
  cityId: string;
  nameZh: string;
  nameEn: string;
  city3Code: string | null;
  countryId: string;
  countryNameZh: string;
  countryNameEn: string;
  isInternational: boolean;
  /** the city centre */
  latitude: number;
  longitude: number;
}

/** The spec shows every city whose id does not begin with 156 as international. */
export const isInternationalCityId = (cityId: string) => !cityId.startsWith(CHINA_COUNTRY_ID);

// Per reference data: a domestic city's adcode to the code of its busiest airport's city (searches ask per call).
const busiestCodes = new WeakMap<ReferenceData, ReadonlyMap<string, string>>();

function busiestCityCode(ref: ReferenceData, adcode: string): string | null {
  let codes = busiestCodes.get(ref);
  if (!codes) {
    const best = new Map<string, { code: string; routes: number }>();
    for (const a of ref.airports) {
      if (a.airportGroup !== 'china' || !a.cityRef || a.routes2014 <= 0) continue;
      const now = best.get(a.cityRef);
      if (!now || a.routes2014 > now.routes) best.set(a.cityRef, { code: a.cityCode, routes: a.routes2014 });
    }
    codes = new Map([...best].map(([ad, b]) => [ad, b.code]));
    busiestCodes.set(ref, codes);
  }
  return codes.get(adcode) ?? null;
}

export function findCity(ref: ReferenceData, cityId: string): CityInfo | null {
  if (!isInternationalCityId(cityId)) {
    const city = ref.cityByAdcode.get(cityId.slice(CHINA_COUNTRY_ID.length));
    if (!city) return null;
    const china = ref.countryByIso2.get('CN');
    return {
      cityId,
      nameZh: city.shortName,
      nameEn: city.nameEn,
      city3Code: busiestCityCode(ref, city.adcode),
      countryId: CHINA_COUNTRY_ID,
      countryNameZh: china?.nameZh ?? '中国',
      countryNameEn: china?.nameEn ?? 'China',
      isInternational: false,
      latitude: city.lat,
      longitude: city.lon,
    };
  }
  const code = cityId.slice(-3);
  const city = ref.intlCityByCode.get(code);
  if (!city || `${city.countryNumeric}${city.cityCode}` !== cityId) return null;
  const country = ref.countryByIso2.get(city.countryIso2);
  return {
    cityId,
    nameZh: city.name,
    nameEn: city.nameEn,
    city3Code: city.cityCode,
    countryId: city.countryNumeric,
    countryNameZh: country?.nameZh ?? city.countryIso2,
    countryNameEn: country?.nameEn ?? city.countryIso2,
    isInternational: true,
    latitude: city.lat,
    longitude: city.lon,
  };
}

/** China's zone: every domestic city (Hong Kong and Macau keep the same clock) plans and sells by it. */
export const CHINA_TIME_ZONE = 'Asia/Shanghai';

// Per reference data (read once per process): international city code to the zone of its airports.
const intlZones = new WeakMap<ReferenceData, ReadonlyMap<string, string>>();

/**
 * A city's IANA time zone: China's for domestic cities; for an international one the zone of its (first) airport in
 * the reference data, UTC when it has none. Hotels sell nights by it (today and the late-night rule are the city's).
 */
export function cityTimeZone(ref: ReferenceData, cityId: string): string {
  if (!isInternationalCityId(cityId)) return CHINA_TIME_ZONE;
  let zones = intlZones.get(ref);
  if (!zones) {
    const byCity = new Map<string, string>();
    for (const a of ref.airports) if (a.cityRef && !byCity.has(a.cityRef)) byCity.set(a.cityRef, a.tz);
    zones = byCity;
    intlZones.set(ref, zones);
  }
  return zones.get(cityId.slice(-3)) ?? 'UTC';
}

/** Looks the cities up once; an unknown id is CITY_NOT_FOUND {cityId}. */
export async function resolveCities(db: Db, cityIds: Iterable<string>): Promise<Map<string, CityInfo>> {
  const ref = await getReferenceData(db);
  const out = new Map<string, CityInfo>();
  for (const id of cityIds) {
    if (out.has(id)) continue;
    const city = findCity(ref, id);
    if (!city) throw new AppError(TravelRequestError.CITY_NOT_FOUND, { cityId: id });
    out.set(id, city);
  }
  return out;
}

/** A name for the reader: cities that vanished from the reference data show their id. */
export function cityName(cities: ReadonlyMap<string, CityInfo>, cityId: string, locale: Locale): string {
  const c = cities.get(cityId);
  return c ? localName(locale, c.nameZh, c.nameEn) : cityId;
}

/** Like resolveCities, but tolerant: stored requests keep showing when reference data changes. */
export async function lookupCities(db: Db, cityIds: Iterable<string>): Promise<Map<string, CityInfo>> {
  const ref = await getReferenceData(db);
  const out = new Map<string, CityInfo>();
  for (const id of cityIds) {
    const city = findCity(ref, id);
    if (city) out.set(id, city);
  }
  return out;
}
