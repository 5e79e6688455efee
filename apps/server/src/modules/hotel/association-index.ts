import type { Db } from '../../platform/db/database';
import { getReferenceData } from '../common/reference-cache';
import { cityRefOf } from './hotel-city';
import type { HotelSupplier } from './hotel-port';
import { byRank, type Destination, type IndexedCity } from './destination';
import { buildKeyTable, type KeyTable } from './key-table';
import { matchKeys } from './text-match';

export interface AssociationIndex {
  cities: ReadonlyMap<string, IndexedCity>;
  destinations: readonly Destination[];
  /** each city's own places and hotels */
  byCity: ReadonlyMap<string, readonly Destination[]>;
  /** each city as a destination */
  cityWords: ReadonlyMap<string, Destination>;
  /** the keys of `destinations` (in rank order) for fast matching */
  table: KeyTable;
}

async function build(db: Db, supplier: HotelSupplier): Promise<AssociationIndex> {
  const ref = await getReferenceData(db);
  const cities = new Map<string, IndexedCity>();
  for (const { cityId, hotelCount } of await supplier.listCities()) {
    const city = cityRefOf(ref, cityId);
    if (city) cities.set(cityId, { ...city, hotelCount });
  }
  const destinations: Destination[] = [];
  const cityWords = new Map<string, Destination>();
  for (const city of cities.values()) {
    const word: Destination = { type: 'CITY', id: city.cityId, city, name: { zh: city.zh, en: city.en }, latitude: city.latitude, longitude: city.longitude, keys: matchKeys([city.zh, city.en], [city.pinyin, city.initials]) };
    destinations.push(word);
    cityWords.set(city.cityId, word);
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
  // Rank order: matching the whole index then needs no sort of its hits (destination-match's matchIndexed).
  destinations.sort(byRank);
  return { cities, destinations, byCity, cityWords, table: buildKeyTable(destinations) };
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

