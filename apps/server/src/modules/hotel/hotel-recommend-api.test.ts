import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HotelError } from '@travel/contracts/hotel/errors';
import { nearbyRecommendCall, officeZoneListCall, specialRecommendCall } from '@travel/contracts/hotel/search';
import { addDays } from '../../platform/dates';
import { distanceKm } from '../../platform/geo-distance';
import type { HotelSummary } from './hotel-port';
import { BEIJING, openHotelEnv, search, SHANGHAI, type HotelEnv } from './hotel-search-fixture';
import { SPECIAL_RADIUS_KM } from './recommend';

describe('hotel recommendations and office zones', () => {
  let env: HotelEnv;
  let city: readonly HotelSummary[];
  beforeAll(async () => {
    env = await openHotelEnv();
    city = await env.hotels.listHotels(BEIJING);
  }, 120_000);
  afterAll(async () => env?.t.close());

  const stay = () => ({ checkinDate: addDays(env.today, 7), checkoutDate: addDays(env.today, 9), travelType: 1 as const });
  const byId = (id: string) => city.find((h) => h.hotelId === id)!;

  it('nearby: the 8 nearest hotels, nearest first, itself left out, with prices', async () => {
    const hotel = city[10]!;
    const { recommendHotelList } = await env.notr.ok(nearbyRecommendCall, { ...stay(), hotelId: hotel.hotelId });
    expect(recommendHotelList).toHaveLength(8);
    expect(recommendHotelList.map((h) => h.hotelId)).not.toContain(hotel.hotelId);
    const d = recommendHotelList.map((h) => distanceKm(hotel, byId(h.hotelId)));
    expect(d).toEqual([...d].sort((a, b) => a - b));
    const farthest = d.at(-1)!;
    const closerLeftOut = city.filter((h) => h.hotelId !== hotel.hotelId && distanceKm(hotel, h) < farthest && !recommendHotelList.some((r) => r.hotelId === h.hotelId));
    expect(closerLeftOut).toEqual([]);
    expect(recommendHotelList.every((h) => h.lowestPrice !== null || h.soldOut)).toBe(true);
    expect((await env.notr.ok(nearbyRecommendCall, { ...stay(), hotelId: hotel.hotelId, size: 3 })).recommendHotelList).toHaveLength(3);
    const unknown = await env.notr.call(nearbyRecommendCall, { ...stay(), hotelId: 'H-NOPE' });
    expect(unknown.body.resultCode).toBe(HotelError.HOTEL_NOT_FOUND);
  });

  it('special: contract hotels near the hotel with rooms, within the standard first', async () => {
    const hotel = city[0]!;
    const { hotelList } = await env.notr.ok(specialRecommendCall, { ...stay(), travelType: 0, hotelId: hotel.hotelId });
    expect(hotelList.length).toBeGreaterThan(0);
    for (const h of hotelList) {
      expect(h).toMatchObject({ protocolHotel: true, soldOut: false });
      expect(distanceKm(hotel, byId(h.hotelId))).toBeLessThanOrEqual(SPECIAL_RADIUS_KM);
    }
    const marks = hotelList.map((h) => (h.exceeding ? 1 : 0));
    expect(marks).toEqual([...marks].sort((a, b) => a - b));
    expect(hotelList.map((h) => h.hotelId)).not.toContain(hotel.hotelId);
  });

  it("office zones: the enterprise's own, by city, a page at a time, in the reader's language", async () => {
    const all = await env.employee.ok(officeZoneListCall, {}, { lang: 'zh-CN' });
    expect(all.totalSize).toBe(6);
    expect(all.list.every((z) => z.status === 1)).toBe(true);
    expect(all.list.find((z) => z.cityId === BEIJING)).toMatchObject({ cityName: '北京' });
    const beijing = await env.employee.ok(officeZoneListCall, { cityId: BEIJING }, { lang: 'en' });
    expect(beijing.list.map((z) => z.name).sort()).toEqual(['Beijing Guomao Office', 'Beijing Zhongguancun Software Park']);
    const paged = await env.employee.ok(officeZoneListCall, { pageSize: 4, pageIndex: 2 });
    expect(paged).toMatchObject({ totalSize: 6, totalPages: 2, pageIndex: 2 });
    expect(paged.list).toHaveLength(2);
    const other = await env.outsider.ok(officeZoneListCall, {});
    expect(other.totalSize).toBe(1);
    expect(other.list.some((z) => all.list.some((d) => d.officeZoneId === z.officeZoneId))).toBe(false);
  });

  it('an office zone of the enterprise is a destination to search near; another enterprise cannot use it', async () => {
    const zone = (await env.employee.ok(officeZoneListCall, { cityId: SHANGHAI })).list[0]!;
    const near = await search(env, { cityId: SHANGHAI, destinationId: zone.officeZoneId, sort: 5 }, env.employee);
    expect(near.landmarkInfo).toMatchObject({ type: 'OFFICE_ZONE', latitude: zone.latitude, longitude: zone.longitude });
    expect(near.hotelInfoList[0]!.distance).toBeLessThan(near.hotelInfoList.at(-1)!.distance!);
    const foreign = await search(env, { cityId: SHANGHAI, destinationId: zone.officeZoneId, sort: 5 }, env.outsider);
    expect(foreign.landmarkInfo).toMatchObject({ type: 'CITY' });
  });
});
