import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { HotelError } from '@travel/contracts/hotel/errors';
import { browseHistoryListCall, FAVORITE_LIMIT, favoriteListCall, favoriteOperateCall } from '@travel/contracts/hotel/favorite';
import { recordBrowse } from './browse-record';
import type { HotelSummary } from './hotel-port';
import { BEIJING, openHotelEnv, search, SHANGHAI, type HotelEnv } from './hotel-search-fixture';
import { hotelBrowseHistory, hotelFavorites } from './schema';

const DEMO = 'ent-demo';

describe('hotel favourites and browse history', () => {
  let env: HotelEnv;
  let city: readonly HotelSummary[];
  beforeAll(async () => {
    env = await openHotelEnv();
    city = [...(await env.hotels.listHotels(BEIJING)), ...(await env.hotels.listHotels(SHANGHAI))];
  }, 120_000);
  afterAll(async () => env?.t.close());

  const operate = (client = env.employee, hotelId: string, operation: 1 | 2 | 3, bg?: Record<string, string>) =>
    client.call(favoriteOperateCall, { hotelId, operation, ...bg }, { bg: !!bg });
  const favourites = async (client = env.employee, bg?: Record<string, string>) =>
    (await client.ok(favoriteListCall, { pageIndex: 1, pageSize: 50, ...bg }, { bg: !!bg })).list.map((h) => h.hotelId);

  it('adds (again without change), asks and removes a favourite; the search marks it', async () => {
    const hotel = city[3]!;
    // Searched first, so the member's favourites are kept in the process before they change.
    expect((await search(env, { HotelIdList: [hotel.hotelId] }, env.employee)).hotelInfoList[0]).toMatchObject({ favorite: false });
    expect((await operate(env.employee, hotel.hotelId, 1)).body.data).toEqual({ favorite: true });
    expect((await operate(env.employee, hotel.hotelId, 1)).body.data).toEqual({ favorite: true });
    expect((await operate(env.employee, hotel.hotelId, 3)).body.data).toEqual({ favorite: true });
    expect(await favourites()).toEqual([hotel.hotelId]);
    const listed = await search(env, { HotelIdList: [hotel.hotelId] }, env.employee);
    expect(listed.hotelInfoList[0]).toMatchObject({ hotelId: hotel.hotelId, favorite: true });
    expect((await operate(env.employee, hotel.hotelId, 2)).body.data).toEqual({ favorite: false });
    expect((await operate(env.employee, hotel.hotelId, 3)).body.data).toEqual({ favorite: false });
    expect((await search(env, { HotelIdList: [hotel.hotelId] }, env.employee)).hotelInfoList[0]).toMatchObject({ favorite: false });
    expect(await favourites()).toEqual([]);
    expect((await operate(env.employee, 'H-NOPE', 1)).body.resultCode).toBe(HotelError.HOTEL_NOT_FOUND);
  });

  it('lists the latest first, 30 a page by default, across cities, with the time each was added', async () => {
    for (const h of [city[0]!, city.at(-1)!, city[1]!]) await operate(env.employee, h.hotelId, 1);
    const page = await env.employee.ok(favoriteListCall, {});
    expect(page.list.map((h) => h.hotelId)).toEqual([city[1]!.hotelId, city.at(-1)!.hotelId, city[0]!.hotelId]);
    expect(page).toMatchObject({ totalSize: 3, totalPages: 1, pageIndex: 1 });
    expect(page.list.every((h) => h.favorite && !Number.isNaN(Date.parse(h.favoriteTime)))).toBe(true);
    expect(page.list[1]).toMatchObject({ cityId: SHANGHAI, lowestPrice: null, soldOut: false });
  });

  it(`refuses a favourite over the limit of ${FAVORITE_LIMIT}; pages of 30`, async () => {
    const base = Date.now() - 86_400_000;
    const rows = city.slice(100, 100 + FAVORITE_LIMIT).map((h, i) => ({ enterpriseId: DEMO, memberId: 'mem-manager', hotelId: h.hotelId, createdAt: new Date(base + i * 1000) }));
    await env.t.database.db.insert(hotelFavorites).values(rows);
    const manager = await env.t.login('manager');
    const refused = await operate(manager, city[2]!.hotelId, 1);
    expect(refused.body).toMatchObject({ resultCode: HotelError.FAVOURITE_LIMIT, data: { limit: FAVORITE_LIMIT } });
    // One already kept is no new one.
    expect((await operate(manager, rows[0]!.hotelId, 1)).body.resultCode).toBe('0');
    const first = await manager.ok(favoriteListCall, {});
    expect(first).toMatchObject({ totalSize: FAVORITE_LIMIT, totalPages: Math.ceil(FAVORITE_LIMIT / 30) });
    expect(first.list).toHaveLength(30);
    expect(first.list[0]!.hotelId).toBe(rows.at(-1)!.hotelId);
    await operate(manager, rows[0]!.hotelId, 2);
    expect((await operate(manager, city[2]!.hotelId, 1)).body.resultCode).toBe('0');
  });

  it('two adds at once at one below the limit: one is kept, the other refused', async () => {
    const base = Date.now() - 86_400_000;
    const rows = city.slice(700, 700 + FAVORITE_LIMIT - 1).map((h, i) => ({ enterpriseId: DEMO, memberId: 'mem-admin', hotelId: h.hotelId, createdAt: new Date(base + i) }));
    await env.t.database.db.insert(hotelFavorites).values(rows);
    const [a, b] = await Promise.all([operate(env.admin, city[20]!.hotelId, 1), operate(env.admin, city[21]!.hotelId, 1)]);
    expect([a.body.resultCode, b.body.resultCode].sort()).toEqual(['0', HotelError.FAVOURITE_LIMIT].sort());
    const [kept] = await env.t.database.db.select({ n: count() }).from(hotelFavorites).where(and(eq(hotelFavorites.enterpriseId, DEMO), eq(hotelFavorites.memberId, 'mem-admin')));
    expect(kept!.n).toBe(FAVORITE_LIMIT);
  });

  it("never shows another member's or enterprise's favourites; a back-office twin sees the member's it acts for", async () => {
    const mine = await favourites(env.employee);
    expect(mine.length).toBeGreaterThan(0);
    expect(await favourites(env.outsider)).toEqual([]);
    expect(await favourites(env.notr)).toEqual([]);
    expect((await operate(env.outsider, mine[0]!, 3)).body.data).toEqual({ favorite: false });
    expect(await favourites(env.admin, { enterpriseId: DEMO, memberId: 'mem-employee' })).toEqual(mine);
    expect(await favourites(env.admin, { enterpriseId: DEMO, memberId: 'mem-notr' })).toEqual([]);
    await operate(env.admin, city[7]!.hotelId, 1, { enterpriseId: DEMO, memberId: 'mem-notr' });
    expect(await favourites(env.notr)).toEqual([city[7]!.hotelId]);
    expect(await favourites(env.employee)).toEqual(mine);
    const foreign = await env.admin.call(favoriteListCall, { enterpriseId: DEMO, memberId: 'mem-outsider' }, { bg: true });
    expect(foreign.body.resultCode).not.toBe('0');
  });

  it('browse history: the latest views first (4 by default), one row per hotel, at most 100 kept', async () => {
    const db = env.t.database.db;
    const employee = { enterpriseId: DEMO, memberId: 'mem-employee' };
    const base = Date.now() - 3_600_000;
    for (let i = 0; i < 6; i++) await recordBrowse(db, employee, city[i]!.hotelId, new Date(base + i * 1000));
    await recordBrowse(db, employee, city[0]!.hotelId, new Date(base + 10_000));
    const four = (await env.employee.ok(browseHistoryListCall, {})).list;
    expect(four.map((h) => h.hotelId)).toEqual([city[0]!, city[5]!, city[4]!, city[3]!].map((h) => h.hotelId));
    expect(four[0]!.browseTime).toBe(new Date(base + 10_000).toISOString());
    expect((await env.employee.ok(browseHistoryListCall, { size: 20 })).list).toHaveLength(6);

    const notr = { enterpriseId: DEMO, memberId: 'mem-notr' };
    for (let i = 0; i < 103; i++) await recordBrowse(db, notr, city[200 + i]!.hotelId, new Date(base + i * 1000));
    // The views themselves trim: the oldest three are gone before anything reads the history.
    const [rows] = await db.select({ n: count() }).from(hotelBrowseHistory).where(and(eq(hotelBrowseHistory.enterpriseId, DEMO), eq(hotelBrowseHistory.memberId, 'mem-notr')));
    expect(rows!.n).toBe(100);
    const kept = await env.notr.ok(browseHistoryListCall, { size: 100 });
    expect(kept.list).toHaveLength(100);
    expect(kept.list.at(-1)!.hotelId).toBe(city[203]!.hotelId);

    expect((await env.outsider.ok(browseHistoryListCall, { size: 100 })).list).toEqual([]);
    const twin = await env.admin.ok(browseHistoryListCall, { enterpriseId: DEMO, memberId: 'mem-employee', size: 10 }, { bg: true });
    expect(twin.list.map((h) => h.hotelId)).toEqual((await env.employee.ok(browseHistoryListCall, { size: 10 })).list.map((h) => h.hotelId));
  });
});
