import { HOTEL_SORT, type HotelSort } from '@travel/contracts/hotel/search';
import { distanceKm } from '../../platform/geo-distance';
import type { HotelSummary } from './hotel-port';
import type { QueryContext } from './hotel-query';

/**
 * Per hotel, the two numbers its order compares (lower first), then its place in the input: worked out once per hotel,
 * because a comparator that looks prices up or measures distances repeats that n log n times.
 */
function keysOf(hotels: readonly HotelSummary[], sort: HotelSort, ctx: QueryContext): { first: Float64Array; second: Float64Array } {
  const first = new Float64Array(hotels.length);
  const second = new Float64Array(hotels.length);
  const { prices, origin } = ctx;
  for (let i = 0; i < hotels.length; i++) {
    const h = hotels[i]!;
    const p = prices?.get(h.hotelId);
    // Sold out: a price row without a price (a hotel not asked for is not sold out).
    const sold = p !== undefined && p.averagePrice === null ? 1 : 0;
    const price = p?.averageCnyAmount ?? null;
    if (sort === HOTEL_SORT.RECOMMEND) first[i] = sold * 4 + (h.protocol ? 0 : 2) + (h.recommend ? 0 : 1);
    else if (sort === HOTEL_SORT.PRICE_ASC || sort === HOTEL_SORT.PRICE_DESC) {
      first[i] = sold;
      second[i] = price === null ? Infinity : sort === HOTEL_SORT.PRICE_ASC ? price : -price;
    } else if (sort === HOTEL_SORT.SCORE) {
      first[i] = -h.score;
      second[i] = -h.commentCount;
    } else first[i] = origin ? distanceKm(origin, h) : 0;
  }
  return { first, second };
}

function comparator(keys: { first: Float64Array; second: Float64Array }) {
  const { first, second } = keys;
  return (i: number, j: number): number => {
    const a = first[i]!;
    const b = first[j]!;
    if (a !== b) return a < b ? -1 : 1;
    const c = second[i]!;
    const d = second[j]!;
    if (c !== d) return c < d ? -1 : 1;
    return i - j;
  };
}

/**
 * Sorts a copy (ties keep the input order). Recommend: protocol, then recommended, then the supplier's order; price
 * ascending or descending; score (then comments); distance from the origin. Sold out last in recommend and price.
 */
export function sortHotels(hotels: readonly HotelSummary[], sort: HotelSort, ctx: QueryContext): HotelSummary[] {
  const order = Array.from({ length: hotels.length }, (_, i) => i).sort(comparator(keysOf(hotels, sort, ctx)));
  return order.map((i) => hotels[i]!);
}

/** The first `k` of sortHotels' order, without sorting the rest (partial selection). */
export function firstHotels(hotels: readonly HotelSummary[], sort: HotelSort, ctx: QueryContext, k: number): HotelSummary[] {
  if (k <= 0) return [];
  const cmp = comparator(keysOf(hotels, sort, ctx));
  const best: number[] = [];
  for (let i = 0; i < hotels.length; i++) {
    if (best.length === k && cmp(i, best[k - 1]!) >= 0) continue;
    let at = best.length === k ? k - 1 : best.length;
    while (at > 0 && cmp(i, best[at - 1]!) < 0) {
      best[at] = best[at - 1]!;
      at--;
    }
    best[at] = i;
  }
  return best.map((i) => hotels[i]!);
}
