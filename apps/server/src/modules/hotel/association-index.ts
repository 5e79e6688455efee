import type { AreaType } from '@travel/contracts/hotel/hotel-card';
import type { Db } from '../../platform/db/database';
import { getReferenceData } from '../common/reference-cache';
import { cityRefOf, type HotelCityRef } from './hotel-city';
import type { HotelSupplier, LocalText } from './hotel-port';
import { matchClass, matchKeys, normalise, type MatchClass, type MatchKeys } from './text-match';

/** A destination the traveller can type: a city, a place in a city, or a hotel. */
export interface Destination {
  type: Extract<AreaType, 'CITY' | 'DISTRICT' | 'BUSINESS_DISTRICT' | 'STATION' | 'AIRPORT' | 'LANDMARK' | 'HOTEL'>;
  id: string;
  city: IndexedCity;
  name: LocalText;
  latitude: number;
  longitude: number;
  keys: MatchKeys;
}

export interface IndexedCity extends HotelCityRef {
  hotelCount: number;
}

export interface AssociationIndex {
  cities: ReadonlyMap<string, IndexedCity>;
  destinations: readonly Destination[];
  /** each city's own places and hotels */
  byCity: ReadonlyMap<string, readonly Destination[]>;
}

const TYPE_RANK: Record<Destination['type'], number> = { CITY: 0, DISTRICT: 1, BUSINESS_DISTRICT: 1, STATION: 1, AIRPORT: 1, LANDMARK: 1, HOTEL: 2 };

async function build(db: Db, supplier: HotelSupplier): Promise<AssociationIndex> {
  const ref = await getReferenceData(db);
  const cities = new Map<string, IndexedCity>();
  for (const { cityId, hotelCount } of await supplier.listCities()) {
    const city = cityRefOf(ref, cityId);
    if (city) cities.set(cityId, { ...city, hotelCount });
  }
  const destinations: Destination[] = [];
  for (const city of cities.values()) {
    destinations.push({ type: 'CITY', id: city.cityId, city, name: { zh: city.zh, en: city.en }, latitude: city.latitude, longitude: city.longitude, keys: matchKeys([city.zh, city.en], [city.pinyin, city.initials]) });
  }
  const byCity = new Map<string, Destination[]>();
  const perCity = await Promise.all([...cities.values()].map(async (city) => ({ city, areas: await supplier.listAreas(city.cityId), hotels: await supplier.listHotels(city.cityId) })));
  for (const { city, areas, hotels } of perCity) {
    const own: Destination[] = [];
    byCity.set(city.cityId, own);
    for (const a of areas) own.push({ type: a.type, id: a.areaId, city, name: a.name, latitude: a.latitude, longitude: a.longitude, keys: matchKeys([a.name.zh, a.name.en], [a.pinyin, a.initials]) });
    for (const h of hotels) own.push({ type: 'HOTEL', id: h.hotelId, city, name: h.name, latitude: h.latitude, longitude: h.longitude, keys: matchKeys([h.name.zh, h.name.en], [h.pinyin, h.initials]) });
    destinations.push(...own);
  }
  return { cities, destinations, byCity };
}

// Content is static for a supplier's seed: one index per supplier instance per process, built on first use.
const indexes = new WeakMap<HotelSupplier, Promise<AssociationIndex>>();

export function associationIndex(db: Db, supplier: HotelSupplier): Promise<AssociationIndex> {
  let pending = indexes.get(supplier);
  if (!pending) {
    pending = build(db, supplier);
    indexes.set(supplier, pending);
    // A failed build is not kept: the next call tries again.
    pending.catch(() => indexes.delete(supplier));
  }
  return pending;
}

export interface MatchOptions {
  size: number;
  /** only domestic (false) or only international (true) destinations; both when undefined */
  intl?: boolean;
  /** only destinations of this city */
  cityId?: string;
}

/**
 * The destinations matching what was typed: exact matches first, then prefixes, then names containing it; within each
 * cities before places before hotels, bigger cities (more hotels) first, then shorter names.
 */
export function matchDestinations(list: readonly Destination[], query: string, opts: MatchOptions): Destination[] {
  const q = normalise(query);
  if (!q) return [];
  const hits: { d: Destination; m: MatchClass }[] = [];
  for (const d of list) {
    if (opts.intl !== undefined && d.city.intl !== opts.intl) continue;
    if (opts.cityId !== undefined && d.city.cityId !== opts.cityId) continue;
    const m = matchClass(d.keys, q);
    if (m !== null) hits.push({ d, m });
  }
  hits.sort(
    (a, b) =>
      a.m - b.m ||
      TYPE_RANK[a.d.type] - TYPE_RANK[b.d.type] ||
      b.d.city.hotelCount - a.d.city.hotelCount ||
      a.d.name.zh.length - b.d.name.zh.length ||
      (a.d.id < b.d.id ? -1 : a.d.id > b.d.id ? 1 : 0),
  );
  return hits.slice(0, opts.size).map((h) => h.d);
}
