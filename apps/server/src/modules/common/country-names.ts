import type { Locale } from '@travel/contracts/platform/locales';
import type { Db } from '../../platform/db/database';
import { getReferenceData, localName, type Country } from './reference-cache';

/** A country's name in the caller's language (中国 / China), or null for an unknown ISO alpha-2 code. */
export async function countryNameOf(db: Db, iso2: string, locale: Locale): Promise<string | null> {
  const country = (await getReferenceData(db)).countryByIso2.get(iso2.toUpperCase());
  return country ? localName(locale, country.nameZh, country.nameEn) : null;
}

/** The country of an ISO alpha-2 code (to validate a nationality or an issue place), or null. */
export async function findCountry(db: Db, iso2: string): Promise<Country | null> {
  return (await getReferenceData(db)).countryByIso2.get(iso2.toUpperCase()) ?? null;
}
