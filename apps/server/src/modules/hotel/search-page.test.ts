import { describe, expect, it } from 'vitest';
import { HOTEL_SORT, type HotelSort } from '@travel/contracts/hotel/search';
import { pageOf, pinFirst } from './hotel-query';
import { CENTRE, ctxOf, makeHotels, makePrices } from './hotel-query-fixture';
import { sortHotels } from './hotel-sort';
import { sortedPage } from './search-page';

const hotels = makeHotels(90);
const ctx = ctxOf({ prices: makePrices(hotels), origin: CENTRE });

describe('sorted page by partial selection', () => {
  it('is the page of the fully sorted list: every sort, page, pinned hotel (on, beyond or off the page), shown hotels', () => {
    const pins = [null, hotels[0]!.hotelId, hotels[45]!.hotelId, hotels[89]!.hotelId, 'H-none'];
    let partial = 0;
    for (const sort of Object.values(HOTEL_SORT) as HotelSort[]) {
      const full = sortHotels(hotels, sort, ctx);
      for (const pin of pins) {
        for (const [pageIndex, pageSize] of [[1, 20], [2, 20], [4, 20], [5, 20], [1, 10], [3, 7], [1, 89], [1, 90]] as const) {
          for (const shown of [[], full.slice(0, 3).map((h) => h.hotelId)]) {
            const want = pageOf(pinFirst(full, pin), pageIndex, pageSize, shown);
            expect(sortedPage(hotels, sort, ctx, pin, { pageIndex, pageSize, shown }), `${sort} ${pin} ${pageIndex}/${pageSize}`).toEqual(want);
            if (shown.length === 0 && pageIndex * pageSize + 1 < hotels.length) partial++;
          }
        }
      }
    }
    expect(partial).toBeGreaterThan(100);
  });
});
