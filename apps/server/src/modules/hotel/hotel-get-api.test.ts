import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotelGetCall } from '@travel/contracts/hotel/detail';
import { HotelError } from '@travel/contracts/hotel/errors';
import { openDetailEnv, type DetailEnv } from './hotel-detail-fixture';
import { hotelBrowseHistory, hotelFavorites } from './schema';

describe('hotel/get', () => {
  let env: DetailEnv;
  beforeAll(async () => {
    env = await openDetailEnv();
  }, 120_000);
  afterAll(async () => env?.t.close());

  const viewers = async (hotelId: string) =>
    (await env.t.database.db.select({ memberId: hotelBrowseHistory.memberId }).from(hotelBrowseHistory).where(eq(hotelBrowseHistory.hotelId, hotelId))).map((r) => r.memberId).sort();

  it("answers every field group, in the reader's language", async () => {
    const { hotel, notr } = env;
    const en = await notr.ok(hotelGetCall, { hotelId: hotel.hotelId });
    expect(en).toMatchObject({ hotelId: hotel.hotelId, hotelName: hotel.name.en, hotelNameCn: hotel.name.zh, cityName: 'Beijing', businessType: 'CHOTEL', hotelStar: hotel.star, hotelStarRating: '★'.repeat(hotel.star), protocolHotel: true, favorite: false, currency: 'CNY' });
    expect(en.hotelStarName).toBe({ 2: 'Budget (2 stars)', 3: 'Comfort (3 stars)', 4: 'Premium (4 stars)', 5: 'Luxury (5 stars)' }[hotel.star]);
    expect(en.districtName).toBeTruthy();
    expect(en.hotelPhone).toMatch(/^[\d+ -]+(,[\d+ -]+)*$/);
    expect(en.pictures[0]!.type).toBe('HOTEL_COVER');
    expect(en.pictures[0]!.pictureUrlList[0]!.bigUrl).toBeTruthy();
    expect(en.roomList.length).toBeGreaterThan(0);
    expect(en.roomList[0]!.roomTypeName).toMatch(/[a-z]/i);
    expect(en.introduction.length).toBeGreaterThan(10);
    expect(en.businessTimePolicy.weekdayDesc).toBeTruthy();
    expect(en.checkinPolicy.checkinDesc).toBe(`Check-in from ${en.checkinPolicy.checkinEarliest} to ${en.checkinPolicy.checkinLatest}`);
    expect(en.payWayList.length).toBeGreaterThan(0);
    // Facilities by name, the main ones first.
    expect(en.facilityList.map((f) => f.code).sort()).toEqual([...hotel.facilityCodes].sort());
    expect(en.facilityList.every((f) => !f.name.startsWith('hotel.'))).toBe(true);
    const types = en.facilityList.map((f) => f.facilityType);
    expect(types.indexOf('OTHER') === -1 || types.lastIndexOf('HOT') < types.indexOf('OTHER')).toBe(true);
    // Google's pin is WGS-84: a few hundred metres from the GCJ-02 one in China.
    expect(Math.abs(en.googleLongitude - en.longitude)).toBeGreaterThan(0.001);
    expect(Math.abs(en.googleLongitude - en.longitude)).toBeLessThan(0.01);

    const zh = await notr.ok(hotelGetCall, { hotelId: hotel.hotelId }, { lang: 'zh-CN' });
    expect(zh).toMatchObject({ hotelName: hotel.name.zh, cityName: '北京', hotelStarName: { 2: '经济型（二星及以下）', 3: '舒适型（三星）', 4: '高档型（四星）', 5: '豪华型（五星）' }[hotel.star] });
    expect(zh.checkinPolicy.checkinDesc).toContain('办理入住');
  });

  it('keeps the pin of an international hotel (already WGS-84) and its own currency', async () => {
    const tokyo = (await env.hotels.listHotels('392TYO'))[0]!;
    const out = await env.notr.ok(hotelGetCall, { hotelId: tokyo.hotelId });
    expect(out).toMatchObject({ businessType: 'IHOTEL', currency: 'JPY', googleLatitude: out.latitude, googleLongitude: out.longitude });
  });

  it("shows the favourite flag from the reader's own favourites only", async () => {
    const { hotel, notr, employee, t } = env;
    await t.database.db.insert(hotelFavorites).values({ enterpriseId: 'ent-demo', memberId: 'mem-notr', hotelId: hotel.hotelId, createdAt: t.clock.now() });
    expect((await notr.ok(hotelGetCall, { hotelId: hotel.hotelId })).favorite).toBe(true);
    expect((await employee.ok(hotelGetCall, { hotelId: hotel.hotelId })).favorite).toBe(false);
    await t.database.db.delete(hotelFavorites).where(and(eq(hotelFavorites.memberId, 'mem-notr'), eq(hotelFavorites.hotelId, hotel.hotelId)));
  });

  it('records the view for the member acted for: the caller, or on the bg twin the member it names', async () => {
    const { hotels, notr, admin } = env;
    const [first, second] = (await hotels.listHotels('156310000')).slice(0, 2);
    await notr.ok(hotelGetCall, { hotelId: first!.hotelId });
    expect(await viewers(first!.hotelId)).toEqual(['mem-notr']);
    const viaBg = await admin.ok(hotelGetCall, { hotelId: second!.hotelId, enterpriseId: 'ent-demo', memberId: 'mem-employee' }, { bg: true });
    expect(viaBg.hotelId).toBe(second!.hotelId);
    expect(await viewers(second!.hotelId)).toEqual(['mem-employee']);
    // A second view keeps one row, with the later time.
    await notr.ok(hotelGetCall, { hotelId: first!.hotelId });
    expect(await viewers(first!.hotelId)).toEqual(['mem-notr']);
  });

  it('refuses an unknown hotel and records nothing', async () => {
    const { body } = await env.notr.call(hotelGetCall, { hotelId: 'H-NOPE' });
    expect(body.resultCode).toBe(HotelError.HOTEL_NOT_FOUND);
    expect(await viewers('H-NOPE')).toEqual([]);
  });
});
