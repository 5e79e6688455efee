import type { HotelSummary, LowestPrice } from './hotel-port';

/** Extra hotels read past the ones a page needs, so that a few sold-out ones among them need no second read. */
export const soldOutMargin = (need: number) => Math.ceil(need / 10) + 2;

/**
 * How many places from the top of the sorted list a page reaches: its own and, when hotels the client shows are left
 * out (pageOf), as many more; none for a page past the end. Prices of that many are what the page needs to know which
 * of them are sold out.
 */
export function pageReach(total: number, pageIndex: number, pageSize: number, alreadyShown: number): number {
  const start = Math.max(alreadyShown, (pageIndex - 1) * pageSize);
  return start >= total ? 0 : Math.min(total, start + pageSize);
}

/**
 * The recommend order with every sold-out hotel after every bookable one across the whole list, knowing only what a
 * page needs. Sold out is a lowest price without a price, so the order is read from the top: the first `need` places
 * and a margin in one read (with `alsoRead`, the other hotels the answer prices); when fewer than `need` of them are
 * bookable, the rest of the list in a second read. The first `need` places of the answer are then exactly those of the
 * fully known order; later places may hold hotels not read, in their order, before the sold-out ones read. A pinned
 * hotel (`keepFirst`, first in `sorted`) stays first.
 */
export async function soldOutLastOrder(
  sorted: readonly HotelSummary[],
  need: number,
  keepFirst: string | null,
  alsoRead: readonly string[],
  read: (ids: readonly string[]) => Promise<Map<string, LowestPrice>>,
): Promise<{ order: HotelSummary[]; prices: Map<string, LowestPrice> }> {
  const pinned = keepFirst !== null && sorted[0]?.hotelId === keepFirst ? sorted[0] : undefined;
  const rest = pinned ? sorted.slice(1) : sorted;
  const ahead = pinned ? 1 : 0;
  const firstCount = Math.min(rest.length, Math.max(0, need - ahead) + soldOutMargin(need));
  const prices = await read([...(pinned ? [pinned.hotelId] : []), ...rest.slice(0, firstCount).map((h) => h.hotelId), ...alsoRead]);
  const isSold = (h: HotelSummary) => prices.get(h.hotelId)?.averagePrice === null;
  let known = rest.slice(0, firstCount);
  let unread = rest.slice(firstCount);
  if (unread.length > 0 && ahead + known.filter((h) => !isSold(h)).length < need) {
    for (const [id, p] of await read(unread.map((h) => h.hotelId))) prices.set(id, p);
    known = [...rest];
    unread = [];
  }
  const order = [...(pinned ? [pinned] : []), ...known.filter((h) => !isSold(h)), ...unread, ...known.filter(isSold)];
  return { order, prices };
}
