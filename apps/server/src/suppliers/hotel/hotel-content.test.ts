import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../platform/dates';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createHotelTestBed, type HotelTestBed } from './hotel-test-setup';

describe('hotel sandbox content', () => {
  let t: HotelTestBed;
  beforeAll(async () => {
    t = await createHotelTestBed();
  });
  afterAll(async () => {
    await t?.database.close();
  });

  it('answers a detail page: policies, phones, pay ways of its plans, rooms, pictures with the cover first', async () => {
    const summary = t.catalog.summaries('156440100')[2]!;
    const d = (await t.hotels.getHotel(summary.hotelId))!;
    expect(d).toMatchObject({ hotelId: summary.hotelId, name: summary.name, star: summary.star });
    expect(d.phones.length).toBeGreaterThan(0);
    expect(d.phones[0]).toMatch(/^020-\d{8}$/);
    expect(d.pictures[0]!.type).toBe('HOTEL_COVER');
    expect(d.pictures[0]!.pictureUrlList[0]!.url).toBe(summary.coverPictureUrl);
    expect(d.pictures.find((g) => g.type === 'ROOM')!.pictureUrlList.length).toBe(d.rooms.length * 2);
    expect(d.checkinPolicy.checkinEarliest).toMatch(/^\d\d:\d\d$/);
    expect(d.payWays).toEqual(expect.arrayContaining([1, 14]));
    expect(d.introduction.zh).toContain(summary.name.zh);
    expect(new Set(d.rooms.map((r) => r.roomTypeId)).size).toBe(d.rooms.length);
    expect(d.rooms.every((r) => ['SINGLE', 'TWIN', 'BIG', 'MULTI'].includes(r.bedType) && r.area > 8 && r.maxGuests >= 1)).toBe(true);
    expect(await t.hotels.getHotel(summary.hotelId)).toEqual(d);
    expect(await t.hotels.getHotel('H1564401009999')).toBeNull();
    expect(await t.hotels.getHotel('nonsense')).toBeNull();
  });

  it('lists the cities with their counts', async () => {
    const cities = await t.hotels.listCities();
    expect(cities.length).toBe(t.catalog.cities.length);
    expect(cities.find((c) => c.cityId === '156110000')!.hotelCount).toBe(t.catalog.summaries('156110000').length);
  });

  it('pages comments newest first with no duplicates, filters by catalog and tag, and agrees with the stats', async () => {
    const hotel = t.catalog.summaries('156330100').find((h) => h.commentCount > 60 && h.commentCount < 400)!;
    const stats = (await t.hotels.getCommentStats(hotel.hotelId))!;
    expect(stats.total).toBe(hotel.commentCount);
    expect(stats.subScores.map((s) => s.key)).toEqual(['LOCATION', 'FACILITY', 'SERVICE', 'HYGIENE']);
    expect(stats.summary.zh.length).toBeGreaterThan(5);
    const seen: string[] = [];
    let times: string[] = [];
    for (let page = 1; ; page++) {
      const p = await t.hotels.getComments(hotel.hotelId, { pageIndex: page, pageSize: 20 });
      expect(p.total).toBe(hotel.commentCount);
      if (p.list.length === 0) break;
      seen.push(...p.list.map((c) => c.commentId));
      times = [...times, ...p.list.map((c) => c.commentTime)];
    }
    expect(seen.length).toBe(hotel.commentCount);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...times].sort().reverse()).toEqual(times);
    for (const { catalog, count } of stats.catalogs) {
      const page = await t.hotels.getComments(hotel.hotelId, { catalog, pageIndex: 1, pageSize: 500 });
      expect(page.total).toBe(count);
      expect(page.list.every((c) => c.catalogs.includes(catalog))).toBe(true);
      if (catalog === 'BAD') expect(page.list.every((c) => c.score < 3)).toBe(true);
      if (catalog === 'PICTURE') expect(page.list.every((c) => c.pictureUrls.length > 0)).toBe(true);
    }
    const tag = stats.tags[0]!;
    const tagged = await t.hotels.getComments(hotel.hotelId, { tag: tag.tag, pageIndex: 1, pageSize: 500 });
    expect(tagged.total).toBe(tag.count);
    expect(await t.hotels.getCommentStats('nope')).toBeNull();
  });

  it("dates comments back from the clock's yesterday in the hotel's zone: never ahead of now, the same all day", async () => {
    const all = async (hotelId: string) => (await t.hotels.getComments(hotelId, { pageIndex: 1, pageSize: 1000 })).list;
    const local = (iso: string, timeZone: string) => new Date(iso).toLocaleDateString('en-CA', { timeZone });
    try {
      for (const [cityId, timeZone, zone] of [['156330100', 'Asia/Shanghai', '+08:00'], ['840NYC', 'America/New_York', '-04:00']] as const) {
        const hotel = t.catalog.summaries(cityId).find((h) => h.commentCount > 20 && h.commentCount < 1000)!;
        // Just after midnight in the hotel's zone, and late the same day.
        t.setNow(`2031-06-10T00:05:00${zone}`);
        const early = await all(hotel.hotelId);
        expect(early).toHaveLength(hotel.commentCount);
        expect(local(early[0]!.commentTime, timeZone)).toBe('2031-06-09');
        for (const c of early) {
          expect(Date.parse(c.commentTime)).toBeLessThan(t.clock.nowMs());
          expect(c.stayDate < local(c.commentTime, timeZone)).toBe(true);
        }
        t.setNow(`2031-06-10T23:55:00${zone}`);
        expect(await all(hotel.hotelId)).toEqual(early);
        // A day later every comment is a day later.
        t.setNow(`2031-06-11T12:00:00${zone}`);
        const next = await all(hotel.hotelId);
        expect(next.map((c) => c.commentId)).toEqual(early.map((c) => c.commentId));
        expect(next.map((c) => local(c.commentTime, timeZone))).toEqual(early.map((c) => addDays(local(c.commentTime, timeZone), 1)));
        expect(next.map((c) => c.stayDate)).toEqual(early.map((c) => addDays(c.stayDate, 1)));
      }
    } finally {
      t.clock.setOffsetSeconds(0);
    }
  });
});

describe('hotel pictures route', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ seed: false });
  });
  afterAll(async () => app?.close());

  it('answers generated SVG with a long public cache, the same every time, and 404 for other names', async () => {
    const url = '/sandbox/hotel/pictures/H1561100000001/cover-1.svg';
    const res = await app.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(res.body).not.toMatch(/href|<text|<script/);
    expect((await app.app.inject({ method: 'GET', url })).body).toBe(res.body);
    const room = await app.app.inject({ method: 'GET', url: '/sandbox/hotel/pictures/H1561100000001/room-2-1-big.svg' });
    expect(room.statusCode).toBe(200);
    expect(room.body).toContain('width="1200"');
    expect(room.body).not.toBe(res.body);
    for (const bad of ['/sandbox/hotel/pictures/H1561100000001/cover-1.png', '/sandbox/hotel/pictures/x/cover-1.svg', '/sandbox/hotel/pictures/H1561100000001/..%2Fcover-1.svg']) {
      expect((await app.app.inject({ method: 'GET', url: bad })).statusCode).toBe(404);
    }
  });
});
