import type { z } from 'zod';
import type { airportSchema, hotCitySchema } from '@travel/contracts/common/reference';
import type { Locale } from '@travel/contracts/platform/locales';
import type { Db } from '../../platform/db/database';
import { areaOf } from './geo-areas';
import { getReferenceData, localName, type Airport, type ReferenceData } from './reference-cache';

type HotCity = z.infer<typeof hotCitySchema>;
type AirportItem = z.infer<typeof airportSchema>;

/** Domestic hot cities in rank order (adcodes of cities.csv): the largest business-travel destinations. */
export const DOMESTIC_HOT_CITIES = [
  '110000', // 北京
  '310000', // 上海
  '440100', // 广州
  '440300', // 深圳
  '510100', // 成都
  '330100', // 杭州
  '420100', // 武汉
  '610100', // 西安
  '500000', // 重庆
  '320100', // 南京
  '120000', // 天津
  '320500', // 苏州
  '430100', // 长沙
  '410100', // 郑州
  '370200', // 青岛
  '350200', // 厦门
  '530100', // 昆明
  '210100', // 沈阳
  '230100', // 哈尔滨
  '210200', // 大连
] as const;

const HOT_DOMESTIC_AIRPORTS = 20;
const HOT_INTL_AIRPORTS = 10;

/** The id of an international city: ISO numeric country code and IATA city code (392TYO); never begins with 156. */
/** The spec shows cities whose id does not begin with 156 (China's numeric code) as international. */
export function domesticCityId(adcode: string): string {
  return `156${adcode}`;
}

export function intlCityId(countryNumeric: string, cityCode: string): string {
  return `${countryNumeric}${cityCode}`;
}

/** The IATA city code of a Chinese city's busiest airport (by 2014 routes), or null when no airport there has routes. */
function mainCityCode(ref: ReferenceData, adcode: string): string | null {
  let best: Airport | null = null;
  for (const a of ref.airports) {
    if (a.airportGroup === 'china' && a.cityRef === adcode && a.routes2014 > 0 && (!best || a.routes2014 > best.routes2014)) best = a;
  }
  return best?.cityCode ?? null;
}

/** common/city/hot: domestic hot cities first, then the international ones (all of intl_cities.csv, in its order). */
export async function listHotCities(db: Db, locale: Locale, input: { scope?: 'ALL' | 'DOMESTIC' | 'INTERNATIONAL' }): Promise<{ list: HotCity[] }> {
  const ref = await getReferenceData(db);
  const scope = input.scope ?? 'ALL';
  const list: HotCity[] = [];
  if (scope !== 'INTERNATIONAL') {
    const china = ref.countryByIso2.get('CN');
    DOMESTIC_HOT_CITIES.forEach((adcode, idx) => {
      const city = ref.cityByAdcode.get(adcode);
      if (!city) return;
      list.push({
        cityId: domesticCityId(city.adcode),
        cityName: localName(locale, city.shortName, city.nameEn),
        cityNameEn: city.nameEn,
        city3Code: mainCityCode(ref, city.adcode),
        countryCode: 'CN',
        countryName: localName(locale, china?.nameZh, china?.nameEn ?? 'China'),
        area: null,
        isInternational: false,
        hotRank: idx + 1,
      });
    });
  }
  if (scope !== 'DOMESTIC') {
    ref.intlCities.forEach((city, idx) => {
      const country = ref.countryByIso2.get(city.countryIso2);
      list.push({
        cityId: intlCityId(city.countryNumeric, city.cityCode),
        cityName: localName(locale, city.name, city.nameEn),
        cityNameEn: city.nameEn,
        city3Code: city.cityCode,
        countryCode: city.countryIso2,
        countryName: localName(locale, country?.nameZh, country?.nameEn ?? city.countryIso2),
        area: areaOf(city.countryIso2),
        isInternational: true,
        hotRank: idx + 1,
      });
    });
  }
  return { list };
}

function toAirportItem(ref: ReferenceData, locale: Locale, a: Airport): AirportItem {
  const country = ref.countryByIso2.get(a.countryIso2);
  const intlCity = a.airportGroup === 'intl' && a.cityRef ? ref.intlCityByCode.get(a.cityRef) : undefined;
  return {
    airport3Code: a.iata,
    airportName: localName(locale, a.nameZh, a.name),
    city3Code: a.cityCode,
    cityId: intlCity ? intlCityId(intlCity.countryNumeric, intlCity.cityCode) : a.airportGroup === 'china' && a.cityRef ? domesticCityId(a.cityRef) : null,
    cityName: localName(locale, a.cityZh, a.cityEn),
    country2Code: a.countryIso2,
    countryId: country?.numeric ?? null,
    countryName: localName(locale, country?.nameZh, country?.nameEn ?? a.countryIso2),
    timeZone: a.tz,
  };
}

const byRoutes = (a: Airport, b: Airport) => b.routes2014 - a.routes2014 || a.iata.localeCompare(b.iata);
const chinaFirst = (a: Airport, b: Airport) => Number(b.airportGroup === 'china') - Number(a.airportGroup === 'china');

/**
 * common/airport/list: Chinese airports (mainland, Hong Kong, Macau) first, busiest first within each group; a keyword
 * matches the IATA or ICAO code, the airport's or the city's name in Chinese or English, and the city code. An exact
 * airport code comes first, then an exact city code.
 */
export async function listAirports(db: Db, locale: Locale, input: { keyword?: string }): Promise<{ list: AirportItem[] }> {
  const ref = await getReferenceData(db);
  const keyword = input.keyword?.trim().toLowerCase() ?? '';
  const matches = (a: Airport) =>
    [a.iata, a.icao, a.cityCode, a.name, a.nameZh, a.cityEn, a.cityZh].some((v) => v != null && v.toLowerCase().includes(keyword));
  const exact = (a: Airport) => (a.iata.toLowerCase() === keyword ? 2 : a.cityCode.toLowerCase() === keyword ? 1 : 0);
  const found = keyword ? ref.airports.filter(matches) : [...ref.airports];
  found.sort((a, b) => exact(b) - exact(a) || chinaFirst(a, b) || byRoutes(a, b));
  return { list: found.map((a) => toAirportItem(ref, locale, a)) };
}

/** common/airport/hot: the busiest Chinese airports, then the busiest international ones (OpenFlights 2014 routes). */
export async function listHotAirports(db: Db, locale: Locale, _input: unknown): Promise<{ list: AirportItem[] }> {
  const ref = await getReferenceData(db);
  const domestic = ref.airports.filter((a) => a.airportGroup === 'china').sort(byRoutes).slice(0, HOT_DOMESTIC_AIRPORTS);
  const intl = ref.airports.filter((a) => a.airportGroup === 'intl').sort(byRoutes).slice(0, HOT_INTL_AIRPORTS);
  return { list: [...domestic, ...intl].map((a) => toAirportItem(ref, locale, a)) };
}
