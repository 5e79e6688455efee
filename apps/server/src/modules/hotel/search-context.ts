import type { HotelInfo } from '@travel/contracts/hotel/hotel-card';
import type { TravellerRef } from '@travel/contracts/policy/standards';
import { HOTEL_TRAVEL_TYPE, type HotelTravelType } from '@travel/contracts/hotel/stay';
import type { Locale } from '@travel/contracts/platform/locales';
import type { Db } from '../../platform/db/database';
import { hotelNightStandard } from '../policy/control-service';
import type { MemberScope } from './browse-record';
import { favoriteIds } from './favorites';
import type { LatLon } from '../../platform/geo-distance';
import { toHotelInfo } from './hotel-card';
import { cityNameIn, type HotelCityRef } from './hotel-city';
import type { HotelArea, HotelSummary, HotelSupplier, LowestPrice, StayQuery } from './hotel-port';

/** A city's hotels and places as one search reads them. */
export interface CitySnapshot {
  city: HotelCityRef;
  hotels: readonly HotelSummary[];
  areas: ReadonlyMap<string, HotelArea>;
}

export async function loadCity(hotels: HotelSupplier, city: HotelCityRef): Promise<CitySnapshot> {
  const [list, areas] = await Promise.all([hotels.listHotels(city.cityId), hotels.listAreas(city.cityId)]);
  return { city, hotels: list, areas: new Map(areas.map((a) => [a.areaId, a])) };
}

/**
 * The travellers' nightly standard in CNY minor units (-1 no limit) for a business stay in the city (the caller's when
 * none are given; a colleague or passenger not the caller's is DATA_NOT_FOUND); null for a private stay. Prices are compared in CNY (Night.cnyAmount): a standard kept in another currency cannot be compared with them
 * without a rate of the day, so it marks nothing here (null) and the booking's own check judges it.
 */
export async function standardFor(db: Db, scope: MemberScope, travelType: HotelTravelType, cityId: string, travellers: TravellerRef[]): Promise<number | null> {
  if (travelType === HOTEL_TRAVEL_TYPE.PRIVATE) return null;
  const s = await hotelNightStandard(db, scope, { travellers, cityId });
  return s.currency === 'CNY' ? s.standard : null;
}

/** The supplier's stay query of a call's stay fields; the enterprise is the corporate account contract rates are for. */
export function stayQuery(input: { checkinDate: string; checkoutDate: string; roomNum: number; adultNum: number; childAgeList: number[] }, enterpriseId: string): StayQuery {
  return { checkinDate: input.checkinDate, checkoutDate: input.checkoutDate, roomNum: input.roomNum, adultNum: input.adultNum, childAges: input.childAgeList, corporateId: enterpriseId };
}

export async function pricesOf(hotels: HotelSupplier, ids: readonly string[], stay: StayQuery): Promise<Map<string, LowestPrice>> {
  if (ids.length === 0) return new Map();
  return new Map((await hotels.lowestPrices(ids, stay)).map((p) => [p.hotelId, p]));
}

/** What the cards of one list share besides the city. */
export interface CardsInput {
  db: Db;
  scope: MemberScope;
  locale: Locale;
  origin: LatLon | null;
  standard: number | null;
  prices: ReadonlyMap<string, LowestPrice> | null;
}

/** Cards of several lists of one city at once (one read of the member's favourites). */
export async function cardsOf(snap: CitySnapshot, lists: readonly (readonly HotelSummary[])[], c: CardsInput): Promise<HotelInfo[][]> {
  const favs = await favoriteIds(c.db, c.scope, lists.flat().map((h) => h.hotelId));
  const ctx = { locale: c.locale, cityName: cityNameIn(c.locale, snap.city), areas: snap.areas, origin: c.origin, standard: c.standard };
  // A hotel the supplier gave no price row for is sold out for the stay, not unpriced.
  const priceOf = (id: string) => (c.prices ? (c.prices.get(id) ?? { hotelId: id, averagePrice: null, averageCnyAmount: null, protocol: false }) : undefined);
  return lists.map((list) => list.map((h) => toHotelInfo(h, ctx, priceOf(h.hotelId), favs.has(h.hotelId))));
}
