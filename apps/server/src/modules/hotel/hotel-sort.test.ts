import { describe, expect, it } from 'vitest';
import { HOTEL_SORT, type HotelSort } from '@travel/contracts/hotel/search';
import { distanceKm } from '../../platform/geo-distance';
import type { HotelSummary } from './hotel-port';
import type { QueryContext } from './hotel-query';
import { CENTRE, ctxOf, makeHotels, makePrices } from './hotel-query-fixture';
import { firstHotels, sortHotels } from './hotel-sort';

const hotels = makeHotels(120);
const prices = makePrices(hotels);
const ids = (list: readonly HotelSummary[]) => list.map((h) => h.hotelId);
const SORTS = Object.values(HOTEL_SORT) as HotelSort[];

/** The order as one comparator over the hotel objects states it (prices looked up, distances measured per comparison). */
function plainSort(list: readonly HotelSummary[], sort: HotelSort, ctx: QueryContext): HotelSummary[] {
  const rank = new Map(list.map((h, i) => [h.hotelId, i]));
  const price = (h: HotelSummary) => ctx.prices?.get(h.hotelId)?.averageCnyAmount ?? null;
  const sold = (h: HotelSummary) => Number(ctx.prices?.get(h.hotelId) !== undefined && ctx.prices.get(h.hotelId)!.averagePrice === null);
  const dist = (h: HotelSummary) => (ctx.origin ? distanceKm(ctx.origin, h) : 0);
  const compare: Record<HotelSort, (a: HotelSummary, b: HotelSummary) => number> = {
    [HOTEL_SORT.RECOMMEND]: (a, b) => sold(a) - sold(b) || Number(b.protocol) - Number(a.protocol) || Number(b.recommend) - Number(a.recommend),
    [HOTEL_SORT.PRICE_ASC]: (a, b) => sold(a) - sold(b) || (price(a) ?? Infinity) - (price(b) ?? Infinity),
    [HOTEL_SORT.PRICE_DESC]: (a, b) => sold(a) - sold(b) || (price(b) ?? -Infinity) - (price(a) ?? -Infinity),
    [HOTEL_SORT.SCORE]: (a, b) => b.score - a.score || b.commentCount - a.commentCount,
    [HOTEL_SORT.DISTANCE]: (a, b) => dist(a) - dist(b),
  };
  return [...list].sort((a, b) => compare[sort](a, b) || rank.get(a.hotelId)! - rank.get(b.hotelId)!);
}

describe('hotel order from precomputed keys', () => {
  it('is the plain comparator order for every sort, with and without prices and origin (some hotels unpriced)', () => {
    const somePrices = new Map([...prices].filter((_, i) => i % 3 !== 0));
    for (const sort of SORTS) {
      for (const ctx of [ctxOf(), ctxOf({ prices, origin: CENTRE }), ctxOf({ prices: somePrices, origin: { latitude: 31.3, longitude: 121.4 } })]) {
        expect(ids(sortHotels(hotels, sort, ctx)), `sort ${sort}`).toEqual(ids(plainSort(hotels, sort, ctx)));
      }
    }
  });

  it('keeps the plain order for a city-sized list and past the packed keys\' size', () => {
    for (const size of [3000, 70_000]) {
      const many = makeHotels(size);
      const ctx = ctxOf({ prices: makePrices(many), origin: CENTRE });
      for (const sort of [HOTEL_SORT.DISTANCE, HOTEL_SORT.PRICE_DESC] as HotelSort[]) {
        expect(ids(sortHotels(many, sort, ctx)), `size ${size} sort ${sort}`).toEqual(ids(plainSort(many, sort, ctx)));
      }
    }
  });

  it('picks the first k as the full sort does, without sorting the rest', () => {
    const ctx = ctxOf({ prices, origin: CENTRE });
    for (const sort of SORTS) {
      const full = ids(sortHotels(hotels, sort, ctx));
      for (const k of [0, 1, 5, 20, 119, 120, 200]) expect(ids(firstHotels(hotels, sort, ctx, k)), `sort ${sort} k ${k}`).toEqual(full.slice(0, k));
    }
  });
});
