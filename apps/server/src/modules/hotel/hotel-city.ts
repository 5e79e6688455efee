import { HotelError } from '@travel/contracts/hotel/errors';
import type { Locale } from '@travel/contracts/platform/locales';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { findCity } from '../common/city-service';
import { getReferenceData, localName, type ReferenceData } from '../common/reference-cache';

/** A city hotels are searched in: its names for matching and showing, and its centre (the default reference point). */
export interface HotelCityRef {
  cityId: string;
  zh: string;
  en: string;
  /** full pinyin and initials of the Chinese name, lower case ('' for international cities) */
  pinyin: string;
  initials: string;
  latitude: number;
  longitude: number;
  intl: boolean;
}

/** The station named after the city carries the pinyin and initials 12306 spells it with; the English name otherwise. */
function spelling(ref: ReferenceData, shortName: string, nameEn: string): { pinyin: string; initials: string } {
  const station = ref.stationByName.get(shortName);
  if (station) return { pinyin: station.pinyin, initials: station.abbr };
  const pinyin = nameEn.toLowerCase().replace(/[^a-z]/g, '');
  return { pinyin, initials: pinyin.slice(0, 1) };
}

export function cityRefOf(ref: ReferenceData, cityId: string): HotelCityRef | null {
  const c = findCity(ref, cityId);
  if (!c) return null;
  const spelt = c.isInternational ? { pinyin: '', initials: '' } : spelling(ref, c.nameZh, c.nameEn);
  return { cityId, zh: c.nameZh, en: c.nameEn, ...spelt, latitude: c.latitude, longitude: c.longitude, intl: c.isInternational };
}

/** The city of a search; an id the reference data does not know is HOTEL_CITY_NOT_FOUND. */
export async function hotelCity(db: Db, cityId: string): Promise<HotelCityRef> {
  const city = cityRefOf(await getReferenceData(db), cityId);
  if (!city) throw new AppError(HotelError.CITY_NOT_FOUND, {}, null);
  return city;
}

export const cityNameIn = (locale: Locale, city: Pick<HotelCityRef, 'zh' | 'en'>) => localName(locale, city.zh, city.en);
