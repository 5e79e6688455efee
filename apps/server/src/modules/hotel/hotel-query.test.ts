import { describe, expect, it } from 'vitest';
import { HOTEL_SORT } from '@travel/contracts/hotel/search';
import { distanceKm } from '../../platform/geo-distance';
import type { HotelSummary } from './hotel-port';
import { AREA_RADIUS_KM, contentFilter, inArea, matchesKeyword, needsAllPrices, pageOf, pinFirst, priceFilter } from './hotel-query';
import { sortHotels } from './hotel-sort';
import { AREAS, CENTRE, ctxOf, filterOf, makeHotels, makePrices } from './hotel-query-fixture';

const hotels = makeHotels();
const prices = makePrices(hotels);
const ids = (list: readonly HotelSummary[]) => list.map((h) => h.hotelId);
const keep = (f: Parameters<typeof filterOf>[0], ctx = ctxOf()) => hotels.filter(contentFilter(filterOf(f), ctx));

describe('content filters', () => {
  it('keeps the chosen stars and brands', () => {
    const stars = keep({ starList: [4, 5] });
    expect(stars.length).toBeGreaterThan(0);
    expect(stars.every((h) => h.star >= 4)).toBe(true);
    expect(stars.length).toBe(hotels.filter((h) => h.star >= 4).length);
    const brands = keep({ brandIdList: ['BR2'] });
    expect(brands.length).toBe(hotels.filter((h) => h.brand?.brandId === 'BR2').length);
    expect(brands.every((h) => h.brand?.brandId === 'BR2')).toBe(true);
  });

  it('keeps hotels with every chosen facility', () => {
    const both = keep({ facilityCodeList: [1002, 1005] });
    expect(both.length).toBe(hotels.filter((h) => h.facilityCodes.includes(1002) && h.facilityCodes.includes(1005)).length);
    expect(both.length).toBeLessThan(keep({ facilityCodeList: [1002] }).length);
  });

  it('keeps hotels in a district or business district, or within 3 km of a station; an unknown area keeps none', () => {
    expect(ids(keep({ areaIdList: ['D1'] }))).toEqual(ids(hotels.filter((h) => h.districtId === 'D1')));
    expect(ids(keep({ areaIdList: ['B1'] }))).toEqual(ids(hotels.filter((h) => h.businessDistrictId === 'B1')));
    const station = AREAS.get('S1')!;
    const near = keep({ areaIdList: ['S1'] });
    expect(near.length).toBeGreaterThan(0);
    expect(ids(near)).toEqual(ids(hotels.filter((h) => distanceKm(station, h) <= AREA_RADIUS_KM)));
    expect(near.length).toBeLessThan(hotels.length);
    expect(ids(keep({ areaIdList: ['B1', 'S1'] }))).toEqual(ids(hotels.filter((h) => inArea(h, AREAS.get('B1')!) || inArea(h, station))));
    expect(keep({ areaIdList: ['NOPE'] })).toEqual([]);
  });

  it('keeps hotels within the distance of the origin, above the score, with contract rates', () => {
    const within = keep({ maxDistance: 3000 }, ctxOf({ origin: CENTRE }));
    expect(within.length).toBeGreaterThan(0);
    expect(within.length).toBeLessThan(hotels.length);
    expect(ids(within)).toEqual(ids(hotels.filter((h) => distanceKm(CENTRE, h) <= 3)));
    expect(keep({ minScore: 4.5 }).every((h) => h.score >= 4.5)).toBe(true);
    expect(keep({ minScore: 4.5 }).length).toBe(hotels.filter((h) => h.score >= 4.5).length);
    expect(ids(keep({ protocolOnly: true }))).toEqual(ids(hotels.filter((h) => h.protocol)));
  });

  it('matches a keyword in the name, brand, address or area', () => {
    const k = (word: string) => ids(hotels.filter((h) => matchesKeyword(h, word, AREAS)));
    expect(k('Hotel 12')).toEqual(['H012']);
    expect(k('希尔顿')).toEqual(ids(hotels.filter((h) => h.brand?.brandId === 'BR2')));
    expect(k('33 road')).toEqual(['H033']);
    expect(k('Area B1')).toEqual(ids(hotels.filter((h) => h.businessDistrictId === 'B1')));
    expect(k('nowhere')).toEqual([]);
  });
});

describe('price filters', () => {
  it('keeps only hotels with rooms when asked', () => {
    const available = hotels.filter(priceFilter(filterOf({ availableOnly: true }), ctxOf({ prices })));
    expect(available.length).toBe([...prices.values()].filter((p) => p.averagePrice).length);
    expect(hotels.filter(priceFilter(filterOf({}), ctxOf({ prices })))).toHaveLength(hotels.length);
  });

  it('keeps prices in the range, and the travel standard as [0, standard]', () => {
    const inRange = hotels.filter(priceFilter(filterOf({ price: { minPrice: 30000, maxPrice: 45000 } }), ctxOf({ prices })));
    expect(inRange.length).toBeGreaterThan(0);
    expect(inRange.every((h) => prices.get(h.hotelId)!.averageCnyAmount! >= 30000 && prices.get(h.hotelId)!.averageCnyAmount! <= 45000)).toBe(true);
    const std = (standard: number | null) => hotels.filter(priceFilter(filterOf({ price: { travelStandard: true } }), ctxOf({ prices, standard }))).length;
    const priced = [...prices.values()].filter((p) => p.averageCnyAmount !== null);
    expect(std(50000)).toBe(priced.filter((p) => p.averageCnyAmount! <= 50000).length);
    expect(std(50000)).toBeLessThan(priced.length);
    expect(std(-1)).toBe(priced.length);
    expect(std(null)).toBe(priced.length);
  });

  it('needs every price for price sorts, price filters and availability, not for the recommend order', () => {
    expect(needsAllPrices(filterOf({}), HOTEL_SORT.PRICE_ASC)).toBe(true);
    expect(needsAllPrices(filterOf({}), HOTEL_SORT.PRICE_DESC)).toBe(true);
    expect(needsAllPrices(filterOf({ availableOnly: true }), HOTEL_SORT.SCORE)).toBe(true);
    expect(needsAllPrices(filterOf({ price: { maxPrice: 100 } }), HOTEL_SORT.DISTANCE)).toBe(true);
    expect(needsAllPrices(filterOf({}), HOTEL_SORT.SCORE)).toBe(false);
    expect(needsAllPrices(filterOf({}), HOTEL_SORT.RECOMMEND)).toBe(false);
    expect(needsAllPrices(filterOf({}), HOTEL_SORT.DISTANCE)).toBe(false);
  });
});

describe('sorts', () => {
  const sold = (h: HotelSummary) => prices.get(h.hotelId)!.averagePrice === null;
  const cny = (h: HotelSummary) => prices.get(h.hotelId)!.averageCnyAmount!;

  it('recommend: contract first, then recommended, then the supplier order; sold out last', () => {
    const list = sortHotels(hotels, HOTEL_SORT.RECOMMEND, ctxOf({ prices }));
    const firstSold = list.findIndex(sold);
    expect(list.slice(firstSold).every(sold)).toBe(true);
    const open = list.slice(0, firstSold);
    const key = (h: HotelSummary) => (h.protocol ? 0 : 2) + (h.recommend ? 0 : 1);
    for (let i = 1; i < open.length; i++) {
      expect(key(open[i - 1]!) <= key(open[i]!)).toBe(true);
      if (key(open[i - 1]!) === key(open[i]!)) expect(open[i - 1]!.hotelId < open[i]!.hotelId).toBe(true);
    }
  });

  it('price ascending and descending, sold out last in both', () => {
    for (const [sort, dir] of [[HOTEL_SORT.PRICE_ASC, 1], [HOTEL_SORT.PRICE_DESC, -1]] as const) {
      const list = sortHotels(hotels, sort, ctxOf({ prices }));
      const firstSold = list.findIndex(sold);
      expect(firstSold).toBeGreaterThan(0);
      expect(list.slice(firstSold).every(sold)).toBe(true);
      const open = list.slice(0, firstSold).map(cny);
      expect(open).toEqual([...open].sort((a, b) => dir * (a - b)));
    }
  });

  it('score: best first, then more comments', () => {
    const list = sortHotels(hotels, HOTEL_SORT.SCORE, ctxOf());
    for (let i = 1; i < list.length; i++) {
      const [a, b] = [list[i - 1]!, list[i]!];
      expect(a.score > b.score || (a.score === b.score && a.commentCount >= b.commentCount)).toBe(true);
    }
  });

  it('distance: nearest to the origin first, as distanceKm measures', () => {
    const origin = { latitude: 31.25, longitude: 121.45 };
    const d = sortHotels(hotels, HOTEL_SORT.DISTANCE, ctxOf({ origin })).map((h) => distanceKm(origin, h));
    expect(d).toEqual([...d].sort((a, b) => a - b));
    expect(d[0]).toBeLessThan(d[d.length - 1]!);
  });

  it('pins a chosen hotel first', () => {
    expect(ids(pinFirst(hotels, 'H030')).slice(0, 2)).toEqual(['H030', 'H000']);
    expect(pinFirst(hotels, 'NOPE')).toEqual(hotels);
  });
});

describe('paging', () => {
  const walk = (list: readonly HotelSummary[], size: number, dedup: boolean, shift?: (page: number) => HotelSummary[]) => {
    const seen: string[] = [];
    const first = pageOf(list, 1, size, []);
    for (let p = 1; p <= first.totalPages; p++) {
      const current = shift ? shift(p) : list;
      const page = pageOf(current, p, size, dedup ? seen : []);
      expect(page.totalPages).toBe(Math.ceil(current.length / size));
      seen.push(...ids(page.items));
    }
    return { seen, first };
  };

  it('gives every hotel exactly once over all pages, with and without the deduplication list', () => {
    for (const size of [1, 5, 10, 20, 47, 50]) {
      for (const dedup of [false, true]) {
        const { seen, first } = walk(hotels, size, dedup);
        expect(first.totalSize).toBe(47);
        expect(seen).toEqual(ids(hotels));
      }
    }
  });

  it('with the deduplication list, a list that moved between pages repeats none and skips none', () => {
    const extra = makeHotels(50).slice(47).map((h) => ({ ...h, hotelId: `N${h.hotelId}` }));
    // Before page 2 a new hotel appears at the top; before page 3 another one.
    const shifted = (p: number) => [...extra.slice(0, Math.max(0, p - 1)), ...hotels];
    const { seen } = walk(hotels, 10, true, shifted);
    expect(new Set(seen).size).toBe(seen.length);
    expect(ids(hotels).every((id) => seen.includes(id))).toBe(true);
  });

  it('a page beyond the last is empty', () => {
    expect(pageOf(hotels, 4, 20, []).items).toEqual([]);
    expect(pageOf([], 1, 20, [])).toEqual({ items: [], totalSize: 0, totalPages: 0, pageIndex: 1 });
  });
});
