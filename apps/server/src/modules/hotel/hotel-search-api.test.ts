import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HotelInfo } from '@travel/contracts/hotel/hotel-card';
import { distanceKm } from '../../platform/geo-distance';
import type { HotelSummary } from './hotel-port';
import { allPages, BEIJING, openHotelEnv, search, type HotelEnv } from './hotel-search-fixture';

describe('hotel/search through the API', () => {
  let env: HotelEnv;
  let city: readonly HotelSummary[];
  beforeAll(async () => {
    env = await openHotelEnv();
    city = await env.hotels.listHotels(BEIJING);
  }, 120_000);
  afterAll(async () => env?.t.close());

  const byId = (id: string) => city.find((h) => h.hotelId === id)!;
  const cny = (h: HotelInfo) => h.lowestPrice?.averageCnyAmount ?? null;

  it('answers a page of the city with prices for the stay, totals, a search id and no standard on a private trip', async () => {
    const reads = env.priceReads.length;
    const res = await search(env, { sort: 1, searchId: 'mine-1' });
    expect(res.hotelInfoList).toHaveLength(20);
    expect(res).toMatchObject({ totalSize: city.length, totalPages: Math.ceil(city.length / 20), pageIndex: 1, searchId: 'mine-1', travelStandard: null, landmarkInfo: null });
    expect(res.hotelInfoList.every((h) => h.lowestPrice !== null || h.soldOut)).toBe(true);
    expect(res.hotelInfoList.every((h) => h.exceeding === null && h.distance === null && h.cityId === BEIJING)).toBe(true);
    // A sort that needs no price reads the page's prices (and a few more, in case some are sold out) in one read.
    expect(env.priceReads.length - reads).toBe(1);
    expect(env.priceReads.at(-1)).toEqual(expect.arrayContaining(res.hotelInfoList.map((h) => h.hotelId)));
    expect(env.priceReads.at(-1)!.length).toBeLessThan(30);
    const scoreReads = env.priceReads.length;
    const byScore = await search(env, { sort: 4 });
    expect(env.priceReads.length - scoreReads).toBe(1);
    expect(env.priceReads.at(-1)!.sort()).toEqual(byScore.hotelInfoList.map((h) => h.hotelId).sort());
    expect((await search(env)).searchId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reads every candidate in one read when the sort or a filter needs every price', async () => {
    for (const over of [{ sort: 2 }, { sort: 3 }, { hotelFilter: { availableOnly: true } }, { hotelFilter: { price: { maxPrice: 30000 } } }]) {
      const reads = env.priceReads.length;
      await search(env, over);
      expect(env.priceReads.length - reads).toBe(1);
      expect(env.priceReads.at(-1)).toHaveLength(city.length);
    }
    // The candidates (five stars) and the city's five best others, which recommendations may need.
    const reads = env.priceReads.length;
    const fives = await search(env, { sort: 2, hotelFilter: { starList: [5] } });
    expect(env.priceReads.length - reads).toBe(1);
    expect(env.priceReads.at(-1)).toHaveLength(fives.totalSize + 5);
    // A keyword leaves few hotels: the others shown come priced from the same read.
    const narrow = await search(env, { sort: 2, keyword: city[9]!.name.zh, hotelFilter: { availableOnly: true } });
    expect(narrow.totalSize).toBeLessThan(5);
    expect(narrow.recommendHotelInfoList).toHaveLength(5);
    expect(narrow.recommendHotelInfoList.every((h) => env.priceReads.at(-1)!.includes(h.hotelId))).toBe(true);
  });

  it('marks prices over the standard on a business trip', async () => {
    const res = await search(env, { travelType: 0, sort: 2, pageSize: 50 });
    expect(res.travelStandard).toBeGreaterThan(0);
    const priced = res.hotelInfoList.filter((h) => h.lowestPrice);
    expect(priced.length).toBeGreaterThan(0);
    for (const h of priced) expect(h.exceeding).toBe(cny(h)! > res.travelStandard!);
    const within = await search(env, { travelType: 0, hotelFilter: { price: { travelStandard: true } }, pageSize: 50 });
    expect(within.totalSize).toBeGreaterThan(0);
    expect(within.hotelInfoList.every((h) => h.exceeding === false)).toBe(true);
  });

  it('filters by stars, brands, facilities, areas, score and contract rates', async () => {
    const check = async (hotelFilter: Record<string, unknown>, keep: (h: HotelSummary) => boolean) => {
      const res = await search(env, { hotelFilter, pageSize: 50, sort: 4 });
      expect(res.totalSize, JSON.stringify(hotelFilter)).toBe(city.filter(keep).length);
      expect(res.totalSize).toBeGreaterThan(0);
      expect(res.hotelInfoList.every((h) => keep(byId(h.hotelId)))).toBe(true);
    };
    const brand = city.find((h) => h.brand)!.brand!.brandId;
    const district = city[0]!.districtId;
    await check({ starList: [5] }, (h) => h.star === 5);
    await check({ brandIdList: [brand] }, (h) => h.brand?.brandId === brand);
    await check({ facilityCodeList: [1001, 1005] }, (h) => h.facilityCodes.includes(1001) && h.facilityCodes.includes(1005));
    await check({ areaIdList: [district] }, (h) => h.districtId === district || h.businessDistrictId === district);
    await check({ minScore: 4.5 }, (h) => h.score >= 4.5);
    await check({ protocolOnly: true }, (h) => h.protocol);
  });

  it('filters by availability and price range, and by a keyword', async () => {
    const open = await search(env, { hotelFilter: { availableOnly: true }, pageSize: 50 });
    expect(open.hotelInfoList.every((h) => !h.soldOut && h.lowestPrice)).toBe(true);
    const range = await search(env, { hotelFilter: { price: { minPrice: 30000, maxPrice: 60000 } }, pageSize: 50 });
    expect(range.totalSize).toBeGreaterThan(0);
    expect(range.totalSize).toBeLessThan(city.length);
    expect(range.hotelInfoList.every((h) => cny(h)! >= 30000 && cny(h)! <= 60000)).toBe(true);
    const named = city[5]!;
    const byName = await search(env, { keyword: named.name.zh });
    expect(byName.hotelInfoList.map((h) => h.hotelId)).toContain(named.hotelId);
    expect(byName.totalSize).toBeLessThan(city.length);
  });

  it('sorts by price both ways (sold out last), score, and distance from the city centre', async () => {
    for (const [sort, dir] of [[2, 1], [3, -1]] as const) {
      const list = (await search(env, { sort, pageSize: 50 })).hotelInfoList;
      const prices = list.filter((h) => !h.soldOut).map((h) => cny(h)!);
      expect(prices).toEqual([...prices].sort((a, b) => dir * (a - b)));
      const last = await search(env, { sort, pageSize: 50, pageIndex: Math.ceil(city.length / 50) });
      expect(last.hotelInfoList.at(-1)!.soldOut || list.every((h) => !h.soldOut)).toBe(true);
    }
    const scores = (await search(env, { sort: 4, pageSize: 50 })).hotelInfoList.map((h) => h.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const near = await search(env, { sort: 5, pageSize: 50 });
    expect(near.landmarkInfo).toMatchObject({ type: 'CITY' });
    const d = near.hotelInfoList.map((h) => distanceKm(near.landmarkInfo!, byId(h.hotelId)));
    expect(d).toEqual([...d].sort((a, b) => a - b));
  });

  it('recommend order: contract and recommended hotels first, every sold-out hotel after every bookable one of the list', async () => {
    const rank = (h: HotelInfo) => (h.soldOut ? 10 : 0) + (h.protocolHotel ? 0 : 2) + (h.recommend ? 0 : 1);
    // Three adults in one room: most plans take two, so about two hotels in three are sold out, on every page.
    const over = { sort: 1, adultNum: 3, pageSize: 50 };
    for (const dedup of [false, true]) {
      const list: HotelInfo[] = [];
      const first = await search(env, { ...over, pageIndex: 1 });
      for (let pageIndex = 1; pageIndex <= first.totalPages; pageIndex++) {
        const shown = dedup ? { deduplicationList: list.map((h) => h.hotelId) } : {};
        const page = pageIndex === 1 ? first : await search(env, { ...over, pageIndex, ...shown });
        list.push(...page.hotelInfoList);
      }
      const ids = list.map((h) => h.hotelId);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toHaveLength(city.length);
      const open = list.filter((h) => !h.soldOut).length;
      expect(open).toBeGreaterThan(50);
      expect(open).toBeLessThan(city.length - 50);
      expect(list.slice(open).every((h) => h.soldOut)).toBe(true);
      const ranks = list.map(rank);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    }
  });

  it('a destination place is the reference point; a destination hotel comes first; the user location wins', async () => {
    const area = (await env.hotels.listAreas(BEIJING)).find((a) => a.type === 'BUSINESS_DISTRICT')!;
    const near = await search(env, { destinationId: area.areaId, sort: 5, hotelFilter: { maxDistance: 2000 }, pageSize: 50 });
    expect(near.landmarkInfo).toMatchObject({ type: 'BUSINESS_DISTRICT', latitude: area.latitude });
    expect(near.totalSize).toBe(city.filter((h) => distanceKm(area, h) <= 2).length);
    expect(near.hotelInfoList.every((h) => h.distance === null || h.distance <= 2)).toBe(true);
    const hotel = city[100]!;
    const pinned = await search(env, { destinationId: hotel.hotelId, sort: 2 });
    expect(pinned.hotelInfoList[0]!.hotelId).toBe(hotel.hotelId);
    expect(pinned.landmarkInfo).toMatchObject({ type: 'HOTEL', latitude: hotel.latitude });
    const mine = await search(env, { destinationId: area.areaId, userLocation: { latitude: 39.95, longitude: 116.3 } });
    expect(mine.landmarkInfo).toMatchObject({ type: 'USER_LOCATION', latitude: 39.95, longitude: 116.3 });
  });

  it('only the hotels of HotelIdList; few results bring up to 5 others of the city', async () => {
    const ids = [city[1]!.hotelId, city[2]!.hotelId];
    const res = await search(env, { HotelIdList: ids });
    expect(res.hotelInfoList.map((h) => h.hotelId).sort()).toEqual([...ids].sort());
    expect(res.recommendHotelInfoList).toHaveLength(5);
    expect(res.recommendHotelInfoList.some((h) => ids.includes(h.hotelId))).toBe(false);
    expect((await search(env, { sort: 4 })).recommendHotelInfoList).toEqual([]);
    expect((await search(env, { HotelIdList: [] })).totalSize).toBe(city.length);
  });

  it('pages give every hotel once, with and without the deduplication list', async () => {
    const over = { hotelFilter: { starList: [5] }, pageSize: 7, sort: 4 };
    for (const dedup of [false, true]) {
      const { first, seen } = await allPages(env, over, dedup);
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen).toHaveLength(first.totalSize);
    }
  });
});
