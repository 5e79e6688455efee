import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseCsv } from '../../platform/csv';
import { dataDir } from '../../platform/paths';

/** The reference files of apps/server/data, parsed into typed rows (see apps/server/data/README.md for their sources). */

export interface StationRow {
  telecode: string;
  name: string;
  pinyin: string;
  abbr: string;
  city: string;
}
export interface CityRow {
  adcode: string;
  name: string;
  shortName: string;
  nameEn: string;
  province: string;
  lat: number;
  lon: number;
  level: string;
}
export interface IntlCityRow {
  cityCode: string;
  name: string;
  nameEn: string;
  countryIso2: string;
  countryNumeric: string;
  lat: number;
  lon: number;
}
export interface CountryRow {
  iso2: string;
  iso3: string;
  numeric: string;
  nameEn: string;
  nameZh: string;
  pinyin: string;
  phoneCode: string | null;
  currency: string | null;
  nameEnIso: string;
}
export interface CurrencyRow {
  code: string;
  numeric: string;
  minorUnit: number;
  nameEn: string;
  nameZh: string;
  symbol: string | null;
  isFund: boolean;
}
export interface AirportFileRow {
  iata: string;
  icao: string | null;
  name: string;
  city: string;
  countryIso2: string;
  lat: number;
  lon: number;
  tz: string;
  group: 'china' | 'intl';
  routes2014: number;
}
export interface AirlineRow {
  iata: string;
  icao: string | null;
  name: string | null;
  nameZh: string | null;
  countryIso2: string;
  airlineGroup: 'china' | 'intl';
  note: string | null;
}
export interface RailLineFile {
  name: string;
  nameEn: string;
  kind: 'HSR' | 'intercity' | 'conventional';
  maxSpeedKmh: number;
  lengthKm: number;
  approximate?: boolean;
  note?: string;
  stations: { name: string; km: number; approximate?: boolean }[];
}

export interface ReferenceFiles {
  stations: StationRow[];
  cities: CityRow[];
  intlCities: IntlCityRow[];
  countries: CountryRow[];
  currencies: CurrencyRow[];
  airports: AirportFileRow[];
  airlines: AirlineRow[];
  railLines: RailLineFile[];
}

const orNull = (v: string): string | null => (v === '' ? null : v);

function num(v: string, what: string): number {
  const n = Number(v);
  if (v === '' || !Number.isFinite(n)) throw new Error(`reference data: ${what} is not a number: "${v}"`);
  return n;
}

/** A column of a parsed row; a column missing from the header is a broken data file, not an empty value. */
function f(row: Record<string, string>, column: string): string {
  const v = row[column];
  if (v === undefined) throw new Error(`reference data: column "${column}" missing`);
  return v;
}

async function csv(path: string): Promise<Record<string, string>[]> {
  return parseCsv(await readFile(join(dataDir, path), 'utf8'));
}

export async function readReferenceFiles(): Promise<ReferenceFiles> {
  const [stations, cities, intlCities, countries, currencies, airports, airlines, linesJson] = await Promise.all([
    csv('rail/stations.csv'),
    csv('geo/cities.csv'),
    csv('geo/intl_cities.csv'),
    csv('geo/countries.csv'),
    csv('geo/currencies.csv'),
    csv('air/airports.csv'),
    csv('air/airlines.csv'),
    readFile(join(dataDir, 'rail/lines.json'), 'utf8'),
  ]);
  return {
    stations: stations.map((r) => ({
      telecode: f(r, 'telecode'),
      name: f(r, 'name'),
      pinyin: f(r, 'pinyin'),
      abbr: f(r, 'abbr'),
      city: f(r, 'city'),
    })),
    cities: cities.map((r) => ({
      adcode: f(r, 'adcode'),
      name: f(r, 'name'),
      shortName: f(r, 'shortName'),
      nameEn: f(r, 'nameEn'),
      province: f(r, 'province'),
      lat: num(f(r, 'lat'), 'city lat'),
      lon: num(f(r, 'lon'), 'city lon'),
      level: f(r, 'level'),
    })),
    intlCities: intlCities.map((r) => ({
      cityCode: f(r, 'iataCityCode'),
      name: f(r, 'name'),
      nameEn: f(r, 'nameEn'),
      countryIso2: f(r, 'country_iso2'),
      countryNumeric: f(r, 'country_numeric'),
      lat: num(f(r, 'lat'), 'intl city lat'),
      lon: num(f(r, 'lon'), 'intl city lon'),
    })),
    countries: countries.map((r) => ({
      iso2: f(r, 'iso2'),
      iso3: f(r, 'iso3'),
      numeric: f(r, 'numeric'),
      nameEn: f(r, 'nameEn'),
      nameZh: f(r, 'nameZh'),
      pinyin: f(r, 'pinyin'),
      phoneCode: orNull(f(r, 'phoneCode')),
      currency: orNull(f(r, 'currency')),
      nameEnIso: f(r, 'nameEnIso'),
    })),
    currencies: currencies.map((r) => ({
      code: f(r, 'code'),
      numeric: f(r, 'numeric'),
      minorUnit: num(f(r, 'minorUnit'), 'minor unit'),
      nameEn: f(r, 'nameEn'),
      nameZh: f(r, 'nameZh'),
      symbol: orNull(f(r, 'symbol')),
      isFund: f(r, 'isFund') === 'true',
    })),
    airports: airports.map((r) => ({
      iata: f(r, 'iata'),
      icao: orNull(f(r, 'icao')),
      name: f(r, 'name'),
      city: f(r, 'city'),
      countryIso2: f(r, 'country_iso2'),
      lat: num(f(r, 'lat'), 'airport lat'),
      lon: num(f(r, 'lon'), 'airport lon'),
      tz: f(r, 'tz'),
      group: f(r, 'group') === 'china' ? 'china' : 'intl',
      routes2014: num(f(r, 'routes_2014') || '0', 'routes'),
    })),
    airlines: airlines.map((r) => ({
      iata: f(r, 'iata'),
      icao: orNull(f(r, 'icao')),
      name: orNull(f(r, 'name')),
      nameZh: orNull(f(r, 'nameZh')),
      countryIso2: f(r, 'country_iso2'),
      airlineGroup: f(r, 'group') === 'china' ? 'china' : 'intl',
      note: orNull(f(r, 'note')),
    })),
    railLines: (JSON.parse(linesJson) as { lines: RailLineFile[] }).lines,
  };
}
