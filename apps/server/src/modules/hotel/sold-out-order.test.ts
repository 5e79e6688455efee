import { describe, expect, it } from 'vitest';
import type { HotelSummary, LowestPrice } from './hotel-port';
import { pageOf, pinFirst } from './hotel-query';
import { makeHotels, makePrices } from './hotel-query-fixture';
import { pageReach, soldOutLastOrder } from './sold-out-order';

const ids = (list: readonly { hotelId: string }[]) => list.map((h) => h.hotelId);

/** The supplier's lowest prices behind a reader that records what each read asked for. */
function reader(prices: ReadonlyMap<string, LowestPrice>) {
  const reads: string[][] = [];
  const read = async (asked: readonly string[]) => {
    reads.push([...asked]);
    return new Map(asked.map((id) => [id, prices.get(id)!]));
  };
  return { reads, read };
}

/** The order when every price is known: bookable hotels in their order, then the sold-out ones, a pinned one first. */
function fullOrder(sorted: readonly HotelSummary[], prices: ReadonlyMap<string, LowestPrice>, pinned: string | null) {
  const head = pinned && sorted[0]?.hotelId === pinned ? [sorted[0]] : [];
  const rest = sorted.slice(head.length);
  const sold = (h: HotelSummary) => prices.get(h.hotelId)!.averagePrice === null;
  return [...head, ...rest.filter((h) => !sold(h)), ...rest.filter(sold)];
}

describe('sold out last across the whole recommend list', () => {
  const hotels = makeHotels(200);
  // Every fifth hotel sold out (makePrices), and a run of twelve from 40 on: pages there need a second read.
  const prices = new Map([...makePrices(hotels)].map(([id, p], i) => [id, i >= 40 && i < 52 ? { ...p, averagePrice: null, averageCnyAmount: null } : p]));

  it('gives every page of the fully known order (a pinned hotel first, sold out or not), reading the top once unless too many are sold out', async () => {
    for (const pinned of [null, 'H120', 'H123']) {
      const sorted = pinFirst(hotels, pinned);
      const whole = fullOrder(sorted, prices, pinned);
      const seen: string[] = [];
      for (let pageIndex = 1; pageIndex <= 11; pageIndex++) {
        for (const shown of [[], seen]) {
          const need = pageReach(sorted.length, pageIndex, 20, shown.length);
          const { reads, read } = reader(prices);
          const { order, prices: got } = await soldOutLastOrder(sorted, need, pinned, [], read);
          const page = pageOf(order, pageIndex, 20, shown);
          expect(ids(page.items), `page ${pageIndex} shown ${shown.length}`).toEqual(ids(pageOf(whole, pageIndex, 20, shown).items));
          expect(page.items.every((h) => got.has(h.hotelId))).toBe(true);
          expect(new Set(ids(order)).size).toBe(sorted.length);
          expect(reads.length).toBeLessThanOrEqual(2);
          if (reads.length === 2) expect(reads.flat()).toHaveLength(sorted.length);
        }
        seen.push(...ids(pageOf(whole, pageIndex, 20, []).items));
      }
    }
  });

  it('reads the first page and a margin, with the others the answer prices, in one read when few are sold out', async () => {
    // Two of the first page sold out, as a real stay has at most a few.
    const few = new Map(
      hotels.map((h): [string, LowestPrice] => {
        const sold = h.hotelId === 'H003' || h.hotelId === 'H008';
        return [h.hotelId, { hotelId: h.hotelId, averagePrice: sold ? null : { amount: 20000, currency: 'CNY' }, averageCnyAmount: sold ? null : 20000, protocol: false }];
      }),
    );
    const { reads, read } = reader(few);
    const { order } = await soldOutLastOrder(hotels, pageReach(hotels.length, 1, 20, 0), null, ['H199'], read);
    expect(reads).toHaveLength(1);
    expect(reads[0]!.length).toBeLessThan(30);
    expect(reads[0]).toContain('H199');
    expect(ids(order.slice(0, 20))).toEqual(ids(fullOrder(hotels, few, null).slice(0, 20)));
    expect(ids(order.slice(0, 20))).not.toContain('H003');
    // Deep in the list, past the run of sold-out hotels: the rest is read once more.
    const deep = reader(prices);
    await soldOutLastOrder(hotels, pageReach(hotels.length, 3, 20, 0), null, [], deep.read);
    expect(deep.reads).toHaveLength(2);
  });

  it('puts a sold-out hotel of the first page after the bookable hotels of later pages', async () => {
    const { read } = reader(prices);
    const { order } = await soldOutLastOrder(hotels, 20, null, [], read);
    expect(ids(order.slice(0, 20))).not.toContain('H003');
    expect(order.slice(0, 20).every((h) => prices.get(h.hotelId)!.averagePrice !== null)).toBe(true);
  });

  it('a page reaches as far as its own end, or as many places as the client shows, plus a page; past the end nowhere', () => {
    expect(pageReach(100, 1, 20, 0)).toBe(20);
    expect(pageReach(100, 3, 20, 0)).toBe(60);
    expect(pageReach(100, 3, 20, 40)).toBe(60);
    expect(pageReach(100, 2, 20, 35)).toBe(55);
    expect(pageReach(50, 3, 20, 0)).toBe(50);
    expect(pageReach(50, 4, 20, 0)).toBe(0);
    expect(pageReach(50, 2, 20, 50)).toBe(0);
  });
});
