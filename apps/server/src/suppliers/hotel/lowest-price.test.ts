import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StayQuery } from '../../modules/hotel/hotel-port';
import { stayContext } from './availability';
import { cheapestOf, NightScratch } from './lowest-price';
import { priceScale } from './money';
import { nightDay } from './nightly-rules';
import { createHotelTestBed, type HotelTestBed } from './hotel-test-setup';
import { cheapestPlan, prepareStay, type InventoryRow } from './stay-offers';
import { stayNights } from './stay-dates';

let t: HotelTestBed;
beforeAll(async () => {
  t = await createHotelTestBed();
  t.setNow('2026-06-01T04:00:00Z');
}, 120_000);
afterAll(async () => {
  await t?.database.close();
});

const query = (checkinDate: string, checkoutDate: string, more: Partial<StayQuery> = {}): StayQuery => ({
  checkinDate, checkoutDate, roomNum: 1, adultNum: 1, childAges: [], corporateId: '', ...more,
});

/** The full path (every room night and plan built, then the cheapest taken) against the profile path, for one hotel. */
function bothWays(hotelId: string, q: StayQuery, rows: InventoryRow[]) {
  const rates = t.catalog.hotelRates(hotelId)!;
  const nights = stayNights(q.checkinDate, q.checkoutDate);
  const deps = { db: t.database.db, catalog: t.catalog, config: t.hotels.config, nowMs: () => t.clock.nowMs() };
  const ctx = stayContext(deps, rates.meta.city);
  const full = cheapestPlan(rates, prepareStay(ctx, rates, q, nights, rows), q);
  const stay = { days: nights.map(nightDay), dayIndex: new Map(nights.map((d, i) => [d, i])), sellable: nights.map((d) => ctx.sellable(d)) };
  const lq = { roomNum: q.roomNum, guestsPerRoom: Math.ceil((q.adultNum + q.childAges.length) / Math.max(1, q.roomNum)), corporate: Boolean(q.corporateId) };
  const fast = cheapestOf(t.catalog.priceProfile(hotelId)!, stay, priceScale(rates.meta.city), rows, lq, new NightScratch(nights.length));
  return { full, fast };
}

describe('lowest price from the price profile', () => {
  it('gives exactly the figures of the full stay pricing: domestic and international, stays, guests, contracts', () => {
    const stays: StayQuery[] = [
      query('2026-06-10', '2026-06-11'),
      query('2026-06-12', '2026-06-15', { adultNum: 2, corporateId: 'E1' }),
      query('2026-09-30', '2026-10-03', { roomNum: 2, adultNum: 5, corporateId: 'E1' }),
      query('2026-06-01', '2026-06-04', { adultNum: 3, childAges: [4] }),
      query('2026-11-27', '2026-12-02', { roomNum: 3, adultNum: 3 }),
    ];
    let priced = 0;
    let differentAmount = 0;
    for (const cityId of ['156110000', '156440300', '392TYO', '702SIN']) {
      for (const h of t.catalog.summaries(cityId).slice(0, 60)) {
        for (const q of stays) {
          const { full, fast } = bothWays(h.hotelId, q, []);
          expect(fast, `${h.hotelId} ${q.checkinDate}`).toEqual(full);
          if (full) priced++;
          if (full && full.amount !== full.cny) differentAmount++;
        }
      }
    }
    // The comparison covered priced stays, and currencies whose amount is not the CNY figure.
    expect(priced).toBeGreaterThan(500);
    expect(differentAmount).toBeGreaterThan(100);
  });

  it('reads stored rows like the full path: what is left, and the load that raises prices', () => {
    const [a, b] = t.catalog.summaries('156310000').slice(5, 7).map((h) => t.catalog.hotelRates(h.hotelId)!);
    for (const rates of [a!, b!]) {
      const hotelId = rates.meta.summary.hotelId;
      const [first, second] = rates.rooms;
      const rows: InventoryRow[] = [
        { roomTypeId: first!.room.roomTypeId, date: '2026-07-08', allotment: 5, sold: 5 },
        { roomTypeId: second!.room.roomTypeId, date: '2026-07-07', allotment: rates.meta.guestRoomNum, sold: Math.floor(rates.meta.guestRoomNum * 0.5) },
      ];
      const q = query('2026-07-07', '2026-07-09');
      const { full, fast } = bothWays(hotelId, q, rows);
      expect(full).not.toBeNull();
      expect(fast).toEqual(full);
      expect(bothWays(hotelId, q, []).fast).not.toEqual(fast);
    }
  });
});
