import { HOTEL_SORT } from '@travel/contracts/hotel/search';
import type { HotelTravelType } from '@travel/contracts/hotel/stay';
import { HotelError } from '@travel/contracts/hotel/errors';
import type { Locale } from '@travel/contracts/platform/locales';
import type { TravellerRef } from '@travel/contracts/policy/standards';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import type { MemberScope } from './browse-record';
import { distanceKm } from '../../platform/geo-distance';
import { hotelCity } from './hotel-city';
import type { HotelSummary, HotelSupplier } from './hotel-port';
import type { QueryContext } from './hotel-query';
import { firstHotels, sortHotels } from './hotel-sort';
import { cardsOf, loadCity, pricesOf, standardFor, stayQuery } from './search-context';
import { checkStay } from './stay-check';

/** A search that finds fewer hotels than this also shows this many of the city's best others. */
export const FEW_HOTELS = 5;
/** Contract hotels this far from the hotel count as near it. */
export const SPECIAL_RADIUS_KM = 10;

/** The city's best hotels the list does not hold: the recommend order (contract, recommended, sold out last). */
export function bestOthers(all: readonly HotelSummary[], listed: ReadonlySet<string>, ctx: QueryContext, size = FEW_HOTELS): HotelSummary[] {
  return firstHotels(
    all.filter((h) => !listed.has(h.hotelId)),
    HOTEL_SORT.RECOMMEND,
    ctx,
    size,
  );
}

/** The hotels of the city nearest to one of them, itself left out (ties in the supplier's order). */
export function nearestTo(all: readonly HotelSummary[], hotel: HotelSummary, size: number): HotelSummary[] {
  const others = all.filter((h) => h.hotelId !== hotel.hotelId);
  return firstHotels(others, HOTEL_SORT.DISTANCE, { areas: new Map(), origin: hotel, prices: null, standard: null }, size);
}

type RecommendInput = { hotelId: string; size: number; checkinDate: string; checkoutDate: string; roomNum: number; adultNum: number; childAgeList: number[]; travelType: HotelTravelType; trNo?: string; travellers: TravellerRef[] };

/** The hotel, its city's hotels and the travellers' standard, after the stay's checks. */
async function around(db: Db, hotels: HotelSupplier, scope: MemberScope, input: RecommendInput, locale: Locale, now: Date) {
  const hotel = await hotels.findHotel(input.hotelId);
  if (!hotel) throw new AppError(HotelError.HOTEL_NOT_FOUND);
  const city = await hotelCity(db, hotel.cityId);
  await checkStay(db, scope, input, hotel.cityId, locale, now);
  const [snap, standard] = await Promise.all([loadCity(hotels, city), standardFor(db, scope, input.travelType, hotel.cityId, input.travellers)]);
  return { hotel, snap, standard, stay: stayQuery(input, scope.enterpriseId) };
}

/** hotel/nearby_recommend: the hotels nearest to a hotel, with their prices for the stay. */
export async function nearbyRecommend(db: Db, hotels: HotelSupplier, scope: MemberScope, input: RecommendInput, locale: Locale, now: Date) {
  const { hotel, snap, standard, stay } = await around(db, hotels, scope, input, locale, now);
  const near = nearestTo(snap.hotels, hotel, input.size);
  const prices = await pricesOf(hotels, near.map((h) => h.hotelId), stay);
  const [list] = await cardsOf(snap, [near], { db, scope, locale, origin: hotel, standard, prices });
  return { recommendHotelList: list! };
}

/**
 * hotel/special_recommend: the company's contract hotels near a hotel that have rooms for the stay, those within the
 * traveller's standard first, then the nearest.
 */
export async function specialRecommend(db: Db, hotels: HotelSupplier, scope: MemberScope, input: RecommendInput, locale: Locale, now: Date) {
  const { hotel, snap, standard, stay } = await around(db, hotels, scope, input, locale, now);
  const near = snap.hotels.filter((h) => h.protocol && h.hotelId !== hotel.hotelId && distanceKm(hotel, h) <= SPECIAL_RADIUS_KM);
  const prices = await pricesOf(hotels, near.map((h) => h.hotelId), stay);
  const within = (h: HotelSummary) => standard === null || standard < 0 || (prices.get(h.hotelId)?.averageCnyAmount ?? Infinity) <= standard;
  const chosen = sortHotels(
    near.filter((h) => prices.get(h.hotelId)?.averageCnyAmount != null),
    HOTEL_SORT.DISTANCE,
    { areas: snap.areas, origin: hotel, prices, standard },
  )
    .sort((a, b) => Number(within(b)) - Number(within(a)))
    .slice(0, input.size);
  const [list] = await cardsOf(snap, [chosen], { db, scope, locale, origin: hotel, standard, prices });
  return { hotelList: list! };
}
