import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destinationAssociationCall, queryAssociationCall, queryHotCall } from '@travel/contracts/hotel/association';
import { taskApproveCall, taskListCall } from '@travel/contracts/approval/approval';
import { HotelError } from '@travel/contracts/hotel/errors';
import { priceConditionListCall, searchConditionListCall } from '@travel/contracts/hotel/search';
import { trCreateCall } from '@travel/contracts/travel-request/travel-request';
import { addDays } from '../../platform/dates';
import { trInput } from '../travel-request/tr-test-fixtures';
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

  it("a business search under a travel request ranks the request's cities first, the one of the check-in date leading", async () => {
    const manager = await env.t.login('manager');
    const today = env.today;
    // Shanghai to Beijing in three days, back two days later.
    const { travelNO } = await env.employee.ok(trCreateCall, trInput(today));
    for (const task of (await manager.ok(taskListCall, { pageIndex: 1, pageSize: 50 })).list) await manager.ok(taskApproveCall, { taskId: task.taskId });
    type Word = { cityId: string; destinationId: string };
    const cities = (words: Word[]) => words.map((w) => w.cityId);
    /** How many words at the top are of the city. */
    const lead = (words: Word[], cityId: string) => {
      const other = words.findIndex((w) => w.cityId !== cityId);
      return other === -1 ? words.length : other;
    };
    const inBeijing = { travelType: 0, trNo: travelNO, checkinDate: addDays(today, 3), checkoutDate: addDays(today, 4) };
    // 中山 is a city of its own, first without a request; Beijing and Shanghai have a few places and hotels of the name.
    const plain = (await associate('中山')).associationWordsList;
    expect(plain[0]!.destinationId).toBe('156442000');
    expect(cities(plain)).not.toContain(BEIJING);
    const ranked = (await associate('中山', 'zh-CN', inBeijing)).associationWordsList;
    const bj = lead(ranked, BEIJING);
    const sh = lead(ranked.slice(bj), SHANGHAI);
    expect(bj).toBeGreaterThan(0);
    expect(sh).toBeGreaterThan(0);
    // Other cities are not refused: they follow in their usual order.
    const rest = ranked.slice(bj + sh);
    expect(rest.map((w) => w.destinationId)).toEqual(plain.filter((w) => w.cityId !== BEIJING && w.cityId !== SHANGHAI).slice(0, rest.length).map((w) => w.destinationId));
    expect(rest[0]!.destinationId).toBe('156442000');
    expect(ranked).toHaveLength(20);
    // Checking in on the day back: Shanghai leads.
    const back = (await associate('中山', 'zh-CN', { ...inBeijing, checkinDate: addDays(today, 5), checkoutDate: addDays(today, 6) })).associationWordsList;
    expect(cities(back.slice(0, sh + bj))).toEqual([...Array(sh).fill(SHANGHAI), ...Array(bj).fill(BEIJING)]);
    // A private stay, a stay without a request, or another member's request: no ranking.
    for (const [client, extra] of [[env.employee, { ...inBeijing, travelType: 1 }], [env.employee, { travelType: 0 }], [env.notr, inBeijing]] as const) {
      expect((await client.ok(destinationAssociationCall, { query: '中山', ...extra }, { lang: 'zh-CN' })).associationWordsList).toEqual(plain);
    }
    // The bg twin ranks for the member it names.
    const bg = await env.admin.ok(destinationAssociationCall, { query: '中山', ...inBeijing, enterpriseId: 'ent-demo', memberId: 'mem-employee' }, { bg: true, lang: 'zh-CN' });
    expect(bg.associationWordsList).toEqual(ranked);
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
