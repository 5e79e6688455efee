import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StayQuery } from '../../modules/hotel/hotel-port';
import { createHotelTestBed, type HotelTestBed } from './hotel-test-setup';
import { hotelInventory } from './schema';
import { isBookable } from './stay-offers';

const stay = (checkinDate: string, checkoutDate: string, extra: Partial<StayQuery> = {}): StayQuery => ({ checkinDate, checkoutDate, roomNum: 1, adultNum: 1, childAges: [], ...extra });

describe('hotel sandbox availability', () => {
  let t: HotelTestBed;
  beforeAll(async () => {
    t = await createHotelTestBed();
    t.setNow('2026-06-01T09:00:00+08:00');
  });
  afterAll(async () => {
    await t?.database.close();
  });

  it('answers every room and plan with nightly prices, rooms left and cancel rules as instants', async () => {
    const hotelId = t.catalog.summaries('156110000')[0]!.hotelId;
    const s = (await t.hotels.getStay(hotelId, stay('2026-06-10', '2026-06-12')))!;
    expect(s.currency).toBe('CNY');
    expect(s.rooms.length).toBeGreaterThanOrEqual(2);
    for (const { room, ratePlans } of s.rooms) {
      expect(ratePlans.length).toBeGreaterThan(0);
      for (const p of ratePlans) {
        expect(p.roomTypeId).toBe(room.roomTypeId);
        expect(p.sourceType).toBe('0');
        expect(p.nights.map((n) => n.date)).toEqual(['2026-06-10', '2026-06-11']);
        expect(p.totalPrice.amount).toBe(p.nights.reduce((a, n) => a + n.price.amount, 0));
        if (p.cancel.type === 'FREE_CANCEL') expect(p.cancel.freeCancelUntil).toMatch(/^2026-06-(0\d|10)T\d\d:\d\d:00\+08:00$/);
      }
    }
    expect(await t.hotels.getStay('H1561100009999', stay('2026-06-10', '2026-06-12'))).toBeNull();
  });

  it('offers contract rates only to a corporate account', async () => {
    const hotel = t.catalog.summaries('156310000').find((h) => h.protocol)!;
    const plain = (await t.hotels.getStay(hotel.hotelId, stay('2026-06-10', '2026-06-11')))!;
    const corp = (await t.hotels.getStay(hotel.hotelId, stay('2026-06-10', '2026-06-11', { corporateId: 'E1' })))!;
    const contract = corp.rooms.flatMap((r) => r.ratePlans).filter((p) => p.sourceType === '1');
    expect(plain.rooms.flatMap((r) => r.ratePlans).some((p) => p.sourceType === '1')).toBe(false);
    expect(contract.length).toBeGreaterThan(0);
    expect(contract.every((p) => [0, 6, 10].includes(p.payWay))).toBe(true);
  });

  it('prices international hotels in local currency with a CNY reference and taxes', async () => {
    const hotelId = t.catalog.summaries('392TYO')[0]!.hotelId;
    const s = (await t.hotels.getStay(hotelId, stay('2026-06-10', '2026-06-11')))!;
    const p = s.rooms[0]!.ratePlans[0]!;
    expect(p.totalPrice.currency).toBe('JPY');
    expect(p.totalPrice.amount % 10).toBe(0);
    // about 0.049 CNY per yen: the CNY reference (fen) is about 4.9 times the yen amount
    expect(p.totalCnyAmount / p.totalPrice.amount).toBeCloseTo(4.9, 1);
    expect(p.taxAndFee.amount).toBeGreaterThan(0);
    expect(p.cancel.type === 'NO_CANCEL' || JSON.stringify(p.cancel).includes('+09:00')).toBe(true);
  });

  it('varies prices by weekday for business hotels and by season', async () => {
    const meta = t.catalog.summaries('156110000').map((h) => t.catalog.hotel(h.hotelId)!).find((m) => m.business)!;
    const nightly = async (d: string, e: string) => {
      const s = (await t.hotels.getStay(meta.summary.hotelId, stay(d, e)))!;
      return s.rooms[0]!.ratePlans[0]!.nights.map((n) => n.price.amount);
    };
    // Tuesday–Wednesday nights against Friday–Saturday nights of the same week
    const week = await nightly('2026-06-08', '2026-06-15');
    expect(Math.min(week[1]!, week[2]!)).toBeGreaterThan(Math.max(week[4]!, week[5]!));
    const [november] = await nightly('2026-11-10', '2026-11-11');
    const [peak] = await nightly('2026-10-02', '2026-10-03');
    expect(peak!).toBeGreaterThan(november!);
  });

  it('answers the lowest average price of many hotels in one read, null outside the window', async () => {
    const ids = t.catalog.summaries('156310000').map((h) => h.hotelId);
    const started = performance.now();
    const prices = await t.hotels.lowestPrices(ids, stay('2026-06-10', '2026-06-12'));
    expect(performance.now() - started).toBeLessThan(1500);
    expect(prices.map((p) => p.hotelId)).toEqual(ids);
    expect(prices.filter((p) => p.averagePrice).length).toBeGreaterThan(ids.length * 0.8);
    for (const p of prices.filter((x) => x.averagePrice)) expect(p.averageCnyAmount).toBe(p.averagePrice!.amount);
    // The search's lowest price is the detail page's cheapest bookable plan, per room and night.
    for (const [i, hotelId] of ids.slice(0, 20).entries()) {
      const q = stay('2026-06-10', '2026-06-12', { roomNum: 2, adultNum: 3, corporateId: 'E1' });
      const plans = (await t.hotels.getStay(hotelId, q))!.rooms.flatMap((r) => r.ratePlans).filter((p) => isBookable(p, q));
      const [lowest] = await t.hotels.lowestPrices([hotelId], q);
      const cheapest = plans.length ? Math.min(...plans.map((p) => p.totalCnyAmount)) / 4 : null;
      expect(lowest!.averageCnyAmount, `hotel ${i}`).toBe(cheapest === null ? null : Math.round(cheapest));
      expect(lowest!.protocol).toBe(plans.some((p) => p.sourceType === '1'));
    }
    const late = await t.hotels.lowestPrices(ids.slice(0, 5), stay('2027-01-10', '2027-01-11'));
    expect(late.every((p) => p.averagePrice === null)).toBe(true);
    const unknown = await t.hotels.lowestPrices(['nope'], stay('2026-06-10', '2026-06-11'));
    expect(unknown).toEqual([{ hotelId: 'nope', averagePrice: null, averageCnyAmount: null, protocol: false }]);
  });

  it('reads stored inventory: sold rooms lower what is left and raise the hotel price', async () => {
    const hotelId = t.catalog.summaries('156440300')[3]!.hotelId;
    const q = stay('2026-07-07', '2026-07-08');
    const before = (await t.hotels.getStay(hotelId, q))!;
    const room = before.rooms[0]!;
    const left = room.ratePlans[0]!.nights[0]!.remaining;
    const guestRooms = t.catalog.hotel(hotelId)!.guestRoomNum;
    // Another room type sold out to a big group, and one room of the first type sold.
    await t.database.db.insert(hotelInventory).values([
      { hotelId, roomTypeId: room.room.roomTypeId, date: '2026-07-07', allotment: left, sold: 1 },
      { hotelId, roomTypeId: before.rooms[1]!.room.roomTypeId, date: '2026-07-07', allotment: guestRooms, sold: Math.floor(guestRooms * 0.6) },
    ]);
    const after = (await t.hotels.getStay(hotelId, q))!;
    expect(after.rooms[0]!.ratePlans[0]!.nights[0]!.remaining).toBe(left - 1);
    expect(after.rooms[0]!.ratePlans[0]!.nights[0]!.price.amount).toBeGreaterThan(room.ratePlans[0]!.nights[0]!.price.amount);
    const [{ n }] = (await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM sandbox.hotel_inventory')) as [{ n: number }];
    expect(n).toBe(2);
    await t.database.db.execute(sql`DELETE FROM sandbox.hotel_inventory`);
  });
});
