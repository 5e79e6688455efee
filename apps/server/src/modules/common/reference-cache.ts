import type { Locale } from '@travel/contracts/platform/locales';
import type { Db } from '../../platform/db/database';
import {
  refAirlines,
  refAirports,
  refCities,
  refCountries,
  refCurrencies,
  refIntlCities,
  refRailLines,
  refRailLineStations,
  refStations,
} from './schema';

export type Station = typeof refStations.$inferSelect;
export type City = typeof refCities.$inferSelect;
export type IntlCity = typeof refIntlCities.$inferSelect;
export type Country = typeof refCountries.$inferSelect;
export type Currency = typeof refCurrencies.$inferSelect;
export type Airport = typeof refAirports.$inferSelect;
export type Airline = typeof refAirlines.$inferSelect;
export type RailLine = typeof refRailLines.$inferSelect & {
  stations: { telecode: string; name: string; km: number; approximate: boolean }[];
};

/** All reference tables in memory, in file order, with lookups by key. Read-only: never mutate. */
export interface ReferenceData {
  stations: Station[];
  cities: City[];
  intlCities: IntlCity[];
  countries: Country[];
  currencies: Currency[];
  airports: Airport[];
  airlines: Airline[];
  railLines: RailLine[];
  stationByCode: ReadonlyMap<string, Station>;
  stationByName: ReadonlyMap<string, Station>;
  cityByAdcode: ReadonlyMap<string, City>;
  /** Chinese short name (北京, 苏州) to city; the 12306 `city` field of stations uses these names. */
  cityByShortName: ReadonlyMap<string, City>;
  /** Full official name (北京市, 巴音郭楞蒙古自治州) to city. */
  cityByFullName: ReadonlyMap<string, City>;
  intlCityByCode: ReadonlyMap<string, IntlCity>;
  countryByIso2: ReadonlyMap<string, Country>;
  currencyByCode: ReadonlyMap<string, Currency>;
  airportByIata: ReadonlyMap<string, Airport>;
  airlineByIata: ReadonlyMap<string, Airline>;
}

// Reference data never changes while the server runs (it is loaded from files at start), so one copy per process.
let cached: Promise<ReferenceData> | null = null;

async function read(db: Db): Promise<ReferenceData> {
  const [stations, cities, intlCities, countries, currencies, airports, airlines, lines, lineStations] = await Promise.all([
    db.select().from(refStations),
    db.select().from(refCities),
    db.select().from(refIntlCities),
    db.select().from(refCountries),
    db.select().from(refCurrencies),
    db.select().from(refAirports),
    db.select().from(refAirlines),
    db.select().from(refRailLines).orderBy(refRailLines.id),
    db.select().from(refRailLineStations).orderBy(refRailLineStations.lineId, refRailLineStations.seq),
  ]);
  const stationByCode = new Map(stations.map((s) => [s.telecode, s]));
  const railLines: RailLine[] = lines.map((l) => ({
    ...l,
    stations: lineStations
      .filter((ls) => ls.lineId === l.id)
      .map((ls) => ({ telecode: ls.telecode, name: stationByCode.get(ls.telecode)?.name ?? ls.telecode, km: ls.km, approximate: ls.approximate })),
  }));
  return {
    stations,
    cities,
    intlCities,
    countries,
    currencies,
    airports,
    airlines,
    railLines,
    stationByCode,
    stationByName: new Map(stations.map((s) => [s.name, s])),
    cityByAdcode: new Map(cities.map((c) => [c.adcode, c])),
    cityByShortName: new Map(cities.map((c) => [c.shortName, c])),
    cityByFullName: new Map(cities.map((c) => [c.name, c])),
    intlCityByCode: new Map(intlCities.map((c) => [c.cityCode, c])),
    countryByIso2: new Map(countries.map((c) => [c.iso2, c])),
    currencyByCode: new Map(currencies.map((c) => [c.code, c])),
    airportByIata: new Map(airports.map((a) => [a.iata, a])),
    airlineByIata: new Map(airlines.map((a) => [a.iata, a])),
  };
}

/**
 * The reference data, read once per process. Before loadReferenceData has run the tables are empty: that answer is
 * returned but not kept, so a later call sees the loaded data.
 */
export async function getReferenceData(db: Db): Promise<ReferenceData> {
  if (cached) return cached;
  const pending = read(db);
  cached = pending;
  try {
    const data = await pending;
    if (data.stations.length === 0 || data.countries.length === 0) cached = null;
    return data;
  } catch (err) {
    cached = null;
    throw err;
  }
}

/** Forgets the cached copy (tests that reload the tables). */
export function clearReferenceCache(): void {
  cached = null;
}

/** zh-CN and zh-TW read Chinese names (simplified for both); every other locale reads English. */
export function isChineseLocale(locale: Locale): boolean {
  return locale === 'zh-CN' || locale === 'zh-TW';
}

/** The name for the caller: Chinese for Chinese locales, English otherwise, each falling back to the other. */
export function localName(locale: Locale, zh: string | null | undefined, en: string | null | undefined): string {
  return (isChineseLocale(locale) ? zh || en : en || zh) ?? '';
}

/** The currency of an ISO 4217 code (its minor unit scales money amounts), or null. */
export async function findCurrency(db: Db, code: string): Promise<Currency | null> {
  return (await getReferenceData(db)).currencyByCode.get(code.toUpperCase()) ?? null;
}
