import { boolean, doublePrecision, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** Reference data: global (not tenant data), loaded from apps/server/data by reference-loader.ts, read-only at run time. */

/** 12306 stations (data/rail/stations.csv). */
export const refStations = pgTable(
  'ref_stations',
  {
    telecode: text('telecode').primaryKey(),
    name: text('name').notNull(),
    pinyin: text('pinyin').notNull(),
    abbr: text('abbr').notNull(),
    /** The 12306 city field: a Chinese city short name, not an adcode. */
    city: text('city').notNull(),
  },
  (t) => [index('ref_stations_name').on(t.name), index('ref_stations_city').on(t.city)],
);

/** Chinese prefecture-level cities, municipalities, SARs and province-administered counties (data/geo/cities.csv). */
export const refCities = pgTable('ref_cities', {
  adcode: text('adcode').primaryKey(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull(),
  nameEn: text('name_en').notNull(),
  province: text('province').notNull(),
  lat: doublePrecision('lat').notNull(),
  lon: doublePrecision('lon').notNull(),
  level: text('level').notNull(),
});

/** Major cities outside mainland China (data/geo/intl_cities.csv), keyed by IATA city code. */
export const refIntlCities = pgTable('ref_intl_cities', {
  cityCode: text('city_code').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  countryIso2: text('country_iso2').notNull(),
  countryNumeric: text('country_numeric').notNull(),
  lat: doublePrecision('lat').notNull(),
  lon: doublePrecision('lon').notNull(),
});

/** ISO 3166-1 countries and territories (data/geo/countries.csv). */
export const refCountries = pgTable('ref_countries', {
  iso2: text('iso2').primaryKey(),
  iso3: text('iso3').notNull(),
  numeric: text('numeric').notNull(),
  nameEn: text('name_en').notNull(),
  nameZh: text('name_zh').notNull(),
  pinyin: text('pinyin').notNull(),
  phoneCode: text('phone_code'),
  currency: text('currency'),
  nameEnIso: text('name_en_iso').notNull(),
});

/** Active ISO 4217 currencies (data/geo/currencies.csv). */
export const refCurrencies = pgTable('ref_currencies', {
  code: text('code').primaryKey(),
  numeric: text('numeric').notNull(),
  minorUnit: integer('minor_unit').notNull(),
  nameEn: text('name_en').notNull(),
  nameZh: text('name_zh').notNull(),
  symbol: text('symbol'),
  isFund: boolean('is_fund').notNull(),
});

/**
 * Airports (data/air/airports.csv) plus what the loader derives: the Chinese names, the IATA city code, and the
 * reference city (an adcode of ref_cities for Chinese airports, a city code of ref_intl_cities otherwise).
 */
export const refAirports = pgTable(
  'ref_airports',
  {
    iata: text('iata').primaryKey(),
    icao: text('icao'),
    name: text('name').notNull(),
    nameZh: text('name_zh'),
    /** The source's English city name, cleaned. */
    cityEn: text('city_en').notNull(),
    cityZh: text('city_zh'),
    cityCode: text('city_code').notNull(),
    /** ref_cities.adcode or ref_intl_cities.city_code, when the airport maps to one. */
    cityRef: text('city_ref'),
    countryIso2: text('country_iso2').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    tz: text('tz').notNull(),
    /** 'china' (mainland, HK, Macau) or 'intl'. */
    airportGroup: text('airport_group').notNull(),
    routes2014: integer('routes_2014').notNull(),
  },
  (t) => [index('ref_airports_city_code').on(t.cityCode)],
);

/** Airlines (data/air/airlines.csv). */
export const refAirlines = pgTable('ref_airlines', {
  iata: text('iata').primaryKey(),
  icao: text('icao'),
  name: text('name'),
  nameZh: text('name_zh'),
  countryIso2: text('country_iso2').notNull(),
  /** 'china' (CN, HK, MO) or 'intl'. */
  airlineGroup: text('airline_group').notNull(),
  note: text('note'),
});

/** Railway lines (data/rail/lines.json). */
export const refRailLines = pgTable('ref_rail_lines', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  nameEn: text('name_en').notNull(),
  /** 'HSR', 'intercity' or 'conventional'. */
  kind: text('kind').notNull(),
  maxSpeedKmh: integer('max_speed_kmh').notNull(),
  lengthKm: integer('length_km').notNull(),
  approximate: boolean('approximate').notNull(),
  note: text('note'),
});

/**
 * The stations of a line in line order, with km from the line's origin. No foreign keys: the loader checks every
 * station, and per-row constraint triggers would double the load time of every test database.
 */
export const refRailLineStations = pgTable(
  'ref_rail_line_stations',
  {
    /** ref_rail_lines.id */
    lineId: integer('line_id').notNull(),
    seq: integer('seq').notNull(),
    /** ref_stations.telecode */
    telecode: text('telecode').notNull(),
    km: integer('km').notNull(),
    approximate: boolean('approximate').notNull(),
  },
  (t) => [primaryKey({ columns: [t.lineId, t.seq] }), index('ref_rail_line_stations_telecode').on(t.telecode)],
);
