import type { HotelSort } from '@travel/contracts/hotel/search';
import { pageOf, pinFirst, type Page, type QueryContext } from './hotel-query';
import type { HotelSummary } from './hotel-port';
import { firstHotels, sortHotels } from './hotel-sort';

/**
 * The page of the sorted list (a pinned hotel first), as pageOf(pinFirst(sortHotels(…))) gives it. When no hotel is
 * already shown and the page ends well before the list does, only the hotels up to the page's end are put in order:
 * a city's first page by distance needs its 20 nearest, not all its hotels sorted.
 */
export function sortedPage(matched: readonly HotelSummary[], sort: HotelSort, ctx: QueryContext, pinnedHotelId: string | null, p: { pageIndex: number; pageSize: number; shown: readonly string[] }): Page<HotelSummary> {
  const end = p.pageIndex * p.pageSize;
  if (p.shown.length > 0 || end + 1 >= matched.length) return pageOf(pinFirst(sortHotels(matched, sort, ctx), pinnedHotelId), p.pageIndex, p.pageSize, p.shown);
  // The pinned hotel takes one place before the others, so one more of them may reach the page.
  const top = firstHotels(matched, sort, ctx, end + 1);
  const pinned = pinnedHotelId && !top.some((h) => h.hotelId === pinnedHotelId) ? matched.find((h) => h.hotelId === pinnedHotelId) : undefined;
  const head = pinned ? [pinned, ...top] : pinFirst(top, pinnedHotelId);
  const start = (p.pageIndex - 1) * p.pageSize;
  return { items: head.slice(start, end), totalSize: matched.length, totalPages: Math.ceil(matched.length / p.pageSize), pageIndex: p.pageIndex };
}
