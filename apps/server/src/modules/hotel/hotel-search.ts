import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { HOTEL_SORT, type hotelSearchInput } from '@travel/contracts/hotel/search';
import type { Locale } from '@travel/contracts/platform/locales';
import type { Db } from '../../platform/db/database';
import type { MemberScope } from './browse-record';
import { hotelCity } from './hotel-city';
import type { HotelSummary, HotelSupplier } from './hotel-port';
import { contentFilter, matchesKeyword, needsAllPrices, pageOf, pinFirst, priceFilter, shownCount, type QueryContext } from './hotel-query';
import { sortHotels } from './hotel-sort';
import { bestOthers, FEW_HOTELS } from './recommend';
import { cityCentre, referencePoint } from './reference-point';
import { cardsOf, loadCity, pricesOf, standardFor, stayQuery, type CitySnapshot } from './search-context';
import { pageReach, soldOutLastOrder } from './sold-out-order';
import { checkStay } from './stay-check';

export type HotelSearchInput = z.output<typeof hotelSearchInput>;

/** The hotels of the city the search's own conditions keep, before any price is known. */
function candidates(snap: CitySnapshot, input: HotelSearchInput, ctx: QueryContext): HotelSummary[] {
  // An empty list limits nothing, as when it is left out.
  const only = input.HotelIdList?.length ? new Set(input.HotelIdList) : null;
  const keep = contentFilter(input.hotelFilter, ctx);
  const keyword = input.keyword ?? '';
  return snap.hotels.filter((h) => (!only || only.has(h.hotelId)) && matchesKeyword(h, keyword, snap.areas) && keep(h));
}

/**
 * hotel/search: the city's hotels for a stay, filtered, sorted and paged, each with its lowest price for the stay, and
 * the policy mark. Prices come from one supplier read: for every candidate when a filter or the sort needs them all,
 * otherwise for the page (and the recommendations) only. The recommend order puts sold-out hotels after every bookable
 * one of the list: its read covers the top of the list as far as the page reaches, and a second read the rest only
 * when too many of those are sold out (soldOutLastOrder).
 */
export async function searchHotels(db: Db, hotels: HotelSupplier, scope: MemberScope, input: HotelSearchInput, locale: Locale, now: Date) {
  const city = await hotelCity(db, input.cityId);
  await checkStay(db, scope, input, input.cityId, locale, now);
  const [snap, standard] = await Promise.all([loadCity(hotels, city), standardFor(db, scope, input.travelType, input.cityId, input.travellers)]);
  const { point, pinnedHotelId } = await referencePoint(db, scope, snap, input, locale);
  const landmark = point ?? (input.sort === HOTEL_SORT.DISTANCE || input.hotelFilter.maxDistance !== undefined ? cityCentre(snap, locale) : null);
  const ctx: QueryContext = { areas: snap.areas, origin: landmark, prices: null, standard };
  const stay = stayQuery(input, scope.enterpriseId);
  const allPrices = needsAllPrices(input.hotelFilter, input.sort);
  const found = candidates(snap, input, ctx);
  // The hotels recommendations may come from: the city, or when every candidate's price is read, the candidates and the
  // city's best others (read with them, so that one read prices all).
  let pool = snap.hotels;
  if (allPrices) {
    const ids = new Set(found.map((h) => h.hotelId));
    for (const h of bestOthers(snap.hotels, ids, ctx)) ids.add(h.hotelId);
    pool = snap.hotels.filter((h) => ids.has(h.hotelId));
    ctx.prices = await pricesOf(hotels, pool.map((h) => h.hotelId), stay);
  }

  const matched = found.filter(priceFilter(input.hotelFilter, ctx));
  let sorted = pinFirst(sortHotels(matched, input.sort, ctx), pinnedHotelId);
  const others = sorted.length < FEW_HOTELS ? bestOthers(pool, new Set(sorted.map((h) => h.hotelId)), ctx) : [];
  const read = (ids: readonly string[]) => pricesOf(hotels, ids, stay);
  if (!allPrices && input.sort === HOTEL_SORT.RECOMMEND) {
    // Sold out last across the whole list, reading the prices of the top of it only (as far as the page reaches).
    const need = pageReach(sorted.length, input.pageIndex, input.pageSize, shownCount(sorted, input.deduplicationList));
    ({ order: sorted, prices: ctx.prices } = await soldOutLastOrder(sorted, need, pinnedHotelId, others.map((h) => h.hotelId), read));
  }
  const page = pageOf(sorted, input.pageIndex, input.pageSize, input.deduplicationList);
  ctx.prices ??= await read([...page.items, ...others].map((h) => h.hotelId));

  const [list, recommended] = await cardsOf(snap, [page.items, others], { db, scope, locale, origin: landmark, standard, prices: ctx.prices });
  return {
    hotelInfoList: list!,
    recommendHotelInfoList: recommended!,
    totalSize: page.totalSize,
    pageIndex: page.pageIndex,
    totalPages: page.totalPages,
    landmarkInfo: landmark,
    searchId: input.searchId ?? randomUUID(),
    travelStandard: standard,
  };
}
