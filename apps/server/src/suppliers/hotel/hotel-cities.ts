import { CHINA_TIME_ZONE, cityTimeZone } from '../../modules/common/city-service';
import type { ReferenceData } from '../../modules/common/reference-cache';
import { HOTEL_COUNT, sizeClassOf, type SizeClass } from './city-sizes';
import { currencyFor } from './reference-rates';
import { createRandom } from '../../platform/seeded-random';

/** A city the sandbox has hotels in, with what generation needs of it. */
export interface HotelCity {
  /** the platform's id: '156' + adcode, or country numeric + IATA city code */
  cityId: string;
  /** adcode or IATA city code: the key of the area tables */
  key: string;
  zh: string;
  en: string;
  pinyin: string;
  initials: string;
  lat: number;
  lon: number;
  intl: boolean;
  sizeClass: SizeClass;
  hotelCount: number;
  currency: string;
  /** digits of the currency's minor unit (JPY 0) */
  minorUnit: number;
  timeZone: string;
  /** the country's phone code, for hotel phone numbers */
  phoneCode: string;
}

function cityPinyin(ref: ReferenceData, shortName: string, nameEn: string): { pinyin: string; initials: string } {
  // The station named after the city carries the pinyin and initials 12306 uses; nameEn is the fallback.
  const station = ref.stationByName.get(shortName);
  if (station) return { pinyin: station.pinyin, initials: station.abbr };
  const pinyin = nameEn.toLowerCase().replace(/[^a-z]/g, '');
  return { pinyin, initials: pinyin.slice(0, 1) };
}

function hotelCount(seed: string, cityId: string, sizeClass: SizeClass): number {
  const [min, max] = HOTEL_COUNT[sizeClass];
  return createRandom(`${seed}/count/${cityId}`).int(min, max);
}

/** Every city of the reference data, domestic first, in file order. */
export function buildHotelCities(ref: ReferenceData, seed: string): HotelCity[] {
  const china = ref.countryByIso2.get('CN');
  const domestic = ref.cities.map((c): HotelCity => {
    const cityId = `156${c.adcode}`;
    const sizeClass = sizeClassOf(c.adcode, false, c.level);
    return {
      cityId,
      key: c.adcode,
      zh: c.shortName,
      en: c.nameEn,
      ...cityPinyin(ref, c.shortName, c.nameEn),
      lat: c.lat,
      lon: c.lon,
      intl: false,
      sizeClass,
      hotelCount: hotelCount(seed, cityId, sizeClass),
      currency: 'CNY',
      minorUnit: 2,
      timeZone: CHINA_TIME_ZONE,
      phoneCode: china?.phoneCode ?? '86',
    };
  });
  const intl = ref.intlCities.map((c): HotelCity => {
    const cityId = `${c.countryNumeric}${c.cityCode}`;
    const sizeClass = sizeClassOf(c.cityCode, true, null);
    const country = ref.countryByIso2.get(c.countryIso2);
    const currency = currencyFor(country?.currency ?? null);
    const pinyin = c.nameEn.toLowerCase().replace(/[^a-z]/g, '');
    return {
      cityId,
      key: c.cityCode,
      zh: c.name,
      en: c.nameEn,
      pinyin,
      initials: pinyin.slice(0, 1),
      lat: c.lat,
      lon: c.lon,
      intl: true,
      sizeClass,
      hotelCount: hotelCount(seed, cityId, sizeClass),
      currency,
      minorUnit: ref.currencyByCode.get(currency)?.minorUnit ?? 2,
      // The platform's zone of the city: the hotel module's booking window reads the same.
      timeZone: cityTimeZone(ref, cityId),
      phoneCode: country?.phoneCode ?? '1',
    };
  });
  return [...domestic, ...intl];
}
