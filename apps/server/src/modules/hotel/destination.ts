import type { AreaType } from '@travel/contracts/hotel/hotel-card';
import type { HotelCityRef } from './hotel-city';
import type { LocalText } from './hotel-port';
import type { MatchClass, MatchKeys } from './text-match';

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

const TYPE_RANK: Record<Destination['type'], number> = { CITY: 0, DISTRICT: 1, BUSINESS_DISTRICT: 1, STATION: 1, AIRPORT: 1, LANDMARK: 1, HOTEL: 2 };

export type Hit = { d: Destination; m: MatchClass };

/** Exact matches first, then prefixes, then names containing it; cities, places, hotels; bigger cities; shorter names. */
export const compareHits = (a: Hit, b: Hit) =>
  a.m - b.m ||
  TYPE_RANK[a.d.type] - TYPE_RANK[b.d.type] ||
  b.d.city.hotelCount - a.d.city.hotelCount ||
  a.d.name.zh.length - b.d.name.zh.length ||
  (a.d.id < b.d.id ? -1 : a.d.id > b.d.id ? 1 : 0);

/** The static part of the rank: cities, places, hotels; bigger cities first; shorter names; ids. */
export function byRank(a: Destination, b: Destination): number {
  return compareHits({ d: a, m: 0 }, { d: b, m: 0 });
}
