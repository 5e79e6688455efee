import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destinationAssociationCall, queryAssociationCall, queryHotCall } from '@travel/contracts/hotel/association';
import { HotelError } from '@travel/contracts/hotel/errors';
import { priceConditionListCall, searchConditionListCall } from '@travel/contracts/hotel/search';
import { associationIndex } from './association-index';
import { matchDestinations, matchIndexed } from './destination-match';
import { BEIJING, openHotelEnv, SHANGHAI, TOKYO, type HotelEnv } from './hotel-search-fixture';

describe('hotel destinations, hot words, conditions and price tags', () => {
  let env: HotelEnv;
  beforeAll(async () => {
    env = await openHotelEnv();
  }, 120_000);
  afterAll(async () => env?.t.close());

  const associate = async (query: string, lang = 'zh-CN', extra: Record<string, unknown> = {}) =>
    env.employee.ok(destinationAssociationCall, { query, ...extra }, { lang });

  it('finds a city by Chinese, full pinyin, initials and English, the city first, with a search id', async () => {
    for (const q of ['北京', 'beijing', 'BJ', 'Beijing', 'bei jing']) {
      const { associationWordsList, searchId } = await associate(q);
      expect(associationWordsList[0], q).toMatchObject({ type: 'CITY', destinationId: BEIJING, nameCn: '北京', businessType: 'CHOTEL' });
      expect(associationWordsList[0]!.hotelCount).toBeGreaterThan(100);
      expect(searchId).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect((await associate('上海', 'en')).associationWordsList[0]).toMatchObject({ destinationId: SHANGHAI, name: 'Shanghai' });
    expect((await associate('zzzzqqqq')).associationWordsList).toEqual([]);
  });

  it('finds places and hotels: cities before places before hotels, at most `size`', async () => {
    const words = (await associate('国贸')).associationWordsList;
    expect(words[0]).toMatchObject({ type: 'BUSINESS_DISTRICT', cityId: BEIJING });
    const hotel = (await env.hotels.listHotels(BEIJING))[3]!;
    for (const q of [hotel.name.zh, hotel.pinyin, hotel.name.en]) {
      const found = (await associate(q, 'en', { size: 20 })).associationWordsList;
      expect(found.map((w) => w.destinationId), q).toContain(hotel.hotelId);
      expect(found.find((w) => w.destinationId === hotel.hotelId)).toMatchObject({ type: 'HOTEL', name: hotel.name.en, cityId: BEIJING });
    }
    const mixed = (await associate('shang', 'zh-CN', { size: 20 })).associationWordsList;
    expect(mixed.length).toBeLessThanOrEqual(20);
    expect(mixed[0]).toMatchObject({ type: 'CITY', destinationId: SHANGHAI });
    const rank = { CITY: 0, HOTEL: 2 } as Record<string, number>;
    const ranks = mixed.map((w) => rank[w.type] ?? 1);
    // Within one match class (all are prefixes of "shang" here) the type order holds.
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect((await associate('shang', 'zh-CN', { size: 3 })).associationWordsList).toHaveLength(3);
  });

  it('keeps to domestic or international destinations when asked', async () => {
    expect((await associate('东京', 'zh-CN', { businessType: 'IHOTEL' })).associationWordsList[0]).toMatchObject({ destinationId: TOKYO, businessType: 'IHOTEL' });
    expect((await associate('Tokyo', 'en', { businessType: 'CHOTEL' })).associationWordsList.every((w) => w.businessType === 'CHOTEL')).toBe(true);
  });

  it('answers a query in well under 5 ms once the index is built', async () => {
    const index = await associationIndex(env.t.database.db, env.hotels);
    expect(index.destinations.length).toBeGreaterThan(20_000);
    const times: number[] = [];
    for (const q of ['beijing', 'sh', '北京', 'hilton', '希尔顿', 'guomao', 'a', 'zhongguancun', '酒店', 'xian']) {
      const start = performance.now();
      const found = matchIndexed(index, q, { size: 20 });
      times.push(performance.now() - start);
      // The key table answers what testing every name answers.
      expect(found.map((d) => d.id), q).toEqual(matchDestinations(index.destinations, q, { size: 20 }).map((d) => d.id));
    }
    times.sort((a, b) => a - b);
    expect(times[Math.floor(times.length / 2)]).toBeLessThan(5);
  });

  it("hot words: a city's business districts, landmarks, stations, airports and biggest brands", async () => {
    const { hotWordList } = await env.employee.ok(queryHotCall, { cityId: BEIJING }, { lang: 'zh-CN' });
    const types = new Set(hotWordList.map((w) => w.type));
    expect(types).toContain('BUSINESS_DISTRICT');
    expect(types).toContain('BRAND');
    expect(types.has('DISTRICT')).toBe(false);
    expect(hotWordList.length).toBeLessThanOrEqual(20);
    const refused = await env.employee.call(queryHotCall, { cityId: '156999999' });
    expect(refused.body.resultCode).toBe(HotelError.CITY_NOT_FOUND);
  });

  it('keyword suggestions inside a city: places, brands, hotels', async () => {
    const hotels = await env.hotels.listHotels(BEIJING);
    const branded = hotels.find((h) => h.brand)!;
    const brand = (await env.employee.ok(queryAssociationCall, { cityId: BEIJING, query: branded.brand!.name.zh }, { lang: 'zh-CN' })).associationWordsList;
    expect(brand.find((w) => w.type === 'BRAND')).toMatchObject({ destinationId: branded.brand!.brandId, hotelCount: hotels.filter((h) => h.brand?.brandId === branded.brand!.brandId).length });
    const place = (await env.employee.ok(queryAssociationCall, { cityId: BEIJING, query: 'wangjing' }, { lang: 'en' })).associationWordsList;
    expect(place[0]).toMatchObject({ type: 'BUSINESS_DISTRICT', name: 'Wangjing' });
    const own = (await env.employee.ok(queryAssociationCall, { cityId: SHANGHAI, query: 'wangjing' })).associationWordsList;
    expect(own.every((w) => w.cityId === SHANGHAI)).toBe(true);
  });

  it("filter options: stars and brands with counts, facility names in the reader's language, areas, distances", async () => {
    const hotels = await env.hotels.listHotels(BEIJING);
    const en = await env.employee.ok(searchConditionListCall, { cityId: BEIJING }, { lang: 'en' });
    const de = await env.employee.ok(searchConditionListCall, { cityId: BEIJING }, { lang: 'de' });
    expect(en.starList.map((s) => s.id)).toEqual(['2', '3', '4', '5']);
    expect(en.starList.reduce((n, s) => n + s.count!, 0)).toBe(hotels.length);
    expect(en.brandList.reduce((n, b) => n + b.count!, 0)).toBe(hotels.filter((h) => h.brand).length);
    expect(en.facilityList).toHaveLength(20);
    expect(en.facilityList[0]).toMatchObject({ id: '1001', name: 'Free Wi-Fi' });
    expect(de.facilityList.find((f) => f.id === '1002')!.name).toBe('Parkplatz');
    expect(en.areaList.some((a) => a.type === 'DISTRICT' && a.count! > 0)).toBe(true);
    expect(en.distanceList.map((d) => d.value)).toEqual([1000, 3000, 5000, 10000]);
    expect(en.distanceList[1]!.name).toBe('Within 3 km');
  });

  it('price tags: unlimited first, the travel standard on a business trip with a limit, then bands', async () => {
    const tags = async (client = env.notr, travelType = 0, lang = 'en') => (await client.ok(priceConditionListCall, { cityId: BEIJING, travelType }, { lang })).priceTagList;
    const business = await tags();
    expect(business[0]).toMatchObject({ unlimited: true, minPrice: null, maxPrice: null });
    expect(business[1]).toMatchObject({ travelStandard: true, minPrice: 0, currency: 'CNY' });
    expect(business[1]!.maxPrice).toBeGreaterThan(0);
    expect(business.slice(2).map((t) => [t.minPrice, t.maxPrice])).toEqual([[null, 15000], [15000, 30000], [30000, 45000], [45000, 60000], [60000, 100000], [100000, null]]);
    const priv = await tags(env.notr, 1);
    expect(priv.some((t) => t.travelStandard)).toBe(false);
    expect(priv).toHaveLength(7);
    // The admin's level has no hotel limit (-1): no standard tag either.
    expect((await tags(env.admin)).some((t) => t.travelStandard)).toBe(false);
    const zh = await tags(env.notr, 0, 'zh-CN');
    expect(zh[0]!.name).toBe('不限');
    expect(zh[2]!.name).toBe('¥150以下');
    expect(business[3]!.name).toBe('¥150–¥300');
  });
});
