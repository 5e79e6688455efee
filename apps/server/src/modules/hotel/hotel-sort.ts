import { HOTEL_SORT, type HotelSort } from '@travel/contracts/hotel/search';
import { distanceKm } from '../../platform/geo-distance';
import type { HotelSummary } from './hotel-port';
import type { QueryContext } from './hotel-query';

const PRICE_SPAN = 2 ** 36;
const COMMENT_SPAN = 2 ** 24;

/**
 * Per hotel, one non-negative integer whose order is the sort's (equal when tied), worked out once per hotel: a
 * comparator that looks prices up or measures distances repeats that n log n times. Quantised to what a traveller can
 * tell apart: distances to the millimetre, prices to the cent, scores to 0.01. At most 2^37.
 */
function rankKeys(hotels: readonly HotelSummary[], sort: HotelSort, ctx: QueryContext): Float64Array {
  const keys = new Float64Array(hotels.length);
  const { prices, origin } = ctx;
  for (let i = 0; i < hotels.length; i++) {
    const h = hotels[i]!;
    const p = prices?.get(h.hotelId);
    // Sold out: a price row without a price (a hotel not asked for is not sold out).
    const sold = p !== undefined && p.averagePrice === null ? 1 : 0;
    if (sort === HOTEL_SORT.RECOMMEND) keys[i] = sold * 4 + (h.protocol ? 0 : 2) + (h.recommend ? 0 : 1);
    else if (sort === HOTEL_SORT.PRICE_ASC || sort === HOTEL_SORT.PRICE_DESC) {
      const price = p?.averageCnyAmount ?? null;
      const cents = price === null ? PRICE_SPAN - 1 : Math.min(Math.max(Math.round(price * 100), 0), PRICE_SPAN - 2);
      keys[i] = sold * PRICE_SPAN + (price === null || sort === HOTEL_SORT.PRICE_ASC ? cents : PRICE_SPAN - 2 - cents);
    } else if (sort === HOTEL_SORT.SCORE) {
      const score = Math.round(Math.min(Math.max(h.score, 0), 10) * 100);
      keys[i] = (1000 - score) * COMMENT_SPAN + (COMMENT_SPAN - 1 - Math.min(h.commentCount, COMMENT_SPAN - 1));
    } else keys[i] = origin ? Math.round(distanceKm(origin, h) * 1e6) : 0;
  }
  return keys;
}

/**
 * Sorts a copy (ties keep the input order). Recommend: protocol, then recommended, then the supplier's order; price
 * ascending or descending; score (then comments); distance from the origin. Sold out last in recommend and price.
 */
export function sortHotels(hotels: readonly HotelSummary[], sort: HotelSort, ctx: QueryContext): HotelSummary[] {
  const keys = rankKeys(hotels, sort, ctx);
  // Key and input place packed into one double, so that the typed array's native numeric sort does the work.
  const scale = 2 ** Math.max(1, Math.ceil(Math.log2(hotels.length + 1)));
  if (scale > 2 ** 16) return [...hotels.keys()].sort((i, j) => keys[i]! - keys[j]! || i - j).map((i) => hotels[i]!);
  const packed = new Float64Array(hotels.length);
  for (let i = 0; i < packed.length; i++) packed[i] = keys[i]! * scale + i;
  packed.sort();
  const out = new Array<HotelSummary>(packed.length);
  for (let j = 0; j < packed.length; j++) out[j] = hotels[packed[j]! % scale]!;
  return out;
}

/** The first `k` of sortHotels' order, without sorting the rest (partial selection). */
export function firstHotels(hotels: readonly HotelSummary[], sort: HotelSort, ctx: QueryContext, k: number): HotelSummary[] {
  if (k <= 0) return [];
  const keys = rankKeys(hotels, sort, ctx);
  const cmp = (i: number, j: number) => keys[i]! - keys[j]! || i - j;
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
