import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HotelSupplierError, type HoldRequest, type RatePlanOffer, type StayQuery } from '../../modules/hotel/hotel-port';
import { runDueJobs } from '../../platform/jobs/job-queue';
import { hotelHousekeepingJobs, scheduleHotelHousekeeping } from './housekeeping';
import { closedToArrival } from './nightly-rules';
import { createHotelTestBed, type HotelTestBed } from './hotel-test-setup';
import { isBookable } from './stay-offers';
import { hotelInventory } from './schema';

const stay = (checkinDate: string, checkoutDate: string, extra: Partial<StayQuery> = {}): StayQuery => ({ checkinDate, checkoutDate, roomNum: 1, adultNum: 1, childAges: [], ...extra });
const NOW = '2026-06-01T09:00:00+08:00';

describe('hotel sandbox reservations', () => {
  let t: HotelTestBed;
  beforeAll(async () => {
    t = await createHotelTestBed();
  });
  beforeEach(async () => {
    t.setNow(NOW);
    await t.database.db.execute(sql`DELETE FROM sandbox.hotel_inventory`);
  });
  afterAll(async () => {
    await t?.database.close();
  });

  const rows = () => t.database.db.select().from(hotelInventory).orderBy(hotelInventory.date);
  const refusal = (p: Promise<unknown>) => p.then(() => 'held', (e: unknown) => (e instanceof HotelSupplierError ? e.code : Promise.reject(e)));

  /** A public plan with at least `rooms` rooms every night of the stay, in a hotel of the city. */
  async function findPlan(q: StayQuery, cityId = '156320100', want: (p: RatePlanOffer) => boolean = () => true) {
    for (const h of t.catalog.summaries(cityId)) {
      const s = (await t.hotels.getStay(h.hotelId, q))!;
      const plan = s.rooms.flatMap((r) => r.ratePlans).find((p) => isBookable(p, { ...q, roomNum: 3 }) && want(p));
      if (plan) return { hotelId: h.hotelId, plan };
    }
    throw new Error('no plan found');
  }
  const request = (hotelId: string, plan: RatePlanOffer, q: StayQuery, extra: Partial<HoldRequest> = {}): HoldRequest => ({
    ...q, hotelId, roomTypeId: plan.roomTypeId, ratePlanId: plan.ratePlanId, idempotencyKey: crypto.randomUUID(), ...extra,
  });

  it('holds rooms for every night, writes rows only for those nights, and answers a retry with the same hold', async () => {
    const q = stay('2026-06-10', '2026-06-12', { roomNum: 2, adultNum: 2 });
    const { hotelId, plan } = await findPlan(q);
    const req = request(hotelId, plan, q, { orderRef: 'O1', expectedTotal: plan.totalPrice });
    const hold = await t.hotels.holdRooms(req);
    expect(hold).toMatchObject({ status: 'HELD', hotelId, roomNum: 2, totalPrice: plan.totalPrice, orderRef: 'O1', confirmationNo: null });
    expect(hold.nights.map((n) => n.date)).toEqual(['2026-06-10', '2026-06-11']);
    // The clock runs on from NOW (set to the second) while the test works.
    expect(Date.parse(hold.expiresAt) - Date.parse(NOW)).toBeGreaterThan(30 * 60_000 - 1000);
    expect(Date.parse(hold.expiresAt) - Date.parse(NOW)).toBeLessThan(31 * 60_000);
    expect((await rows()).map((r) => [r.roomTypeId, r.date, r.sold])).toEqual([[plan.roomTypeId, '2026-06-10', 2], [plan.roomTypeId, '2026-06-11', 2]]);
    expect((await t.hotels.holdRooms(req)).holdId).toBe(hold.holdId);
    expect((await rows()).map((r) => r.sold)).toEqual([2, 2]);
    const after = (await t.hotels.getStay(hotelId, q))!.rooms.flatMap((r) => r.ratePlans).find((p) => p.ratePlanId === plan.ratePlanId)!;
    expect(after.nights.map((n) => n.remaining)).toEqual(plan.nights.map((n) => n.remaining - 2));
  });

  it('releases (by id or key, twice is a no-op), confirms once with a number, cancels free before the deadline', async () => {
    const q = stay('2026-06-20', '2026-06-21');
    const { hotelId, plan } = await findPlan(q, '156320100', (p) => p.cancel.type === 'FREE_CANCEL');
    const a = await t.hotels.holdRooms(request(hotelId, plan, q));
    await t.hotels.releaseHold({ holdId: a.holdId });
    await t.hotels.releaseHold({ holdId: a.holdId });
    await t.hotels.releaseHold({ idempotencyKey: 'never-used' });
    expect((await t.hotels.getHold(a.holdId))!.status).toBe('RELEASED');
    expect((await rows())[0]!.sold).toBe(0);
    const bReq = request(hotelId, plan, q);
    const b = await t.hotels.holdRooms(bReq);
    const confirmed = await t.hotels.confirmHold(b.holdId);
    expect(confirmed.status).toBe('CONFIRMED');
    expect(confirmed.confirmationNo).toMatch(/^HC\d{10}$/);
    expect((await t.hotels.confirmHold(b.holdId)).confirmationNo).toBe(confirmed.confirmationNo);
    await expect(refusal(t.hotels.releaseHold({ idempotencyKey: bReq.idempotencyKey }))).resolves.toBe('NOT_CANCELLABLE');
    const { hold, penalty } = await t.hotels.cancelReservation(b.holdId);
    expect(hold.status).toBe('CANCELLED');
    expect(penalty).toEqual({ amount: 0, currency: 'CNY' });
    expect((await rows())[0]!.sold).toBe(0);
    await expect(refusal(t.hotels.confirmHold(b.holdId))).resolves.toBe('HOLD_EXPIRED');
    await expect(refusal(t.hotels.confirmHold('nope'))).resolves.toBe('HOLD_NOT_FOUND');
  });

  it('charges the rule after the free deadline and refuses to cancel a non-refundable plan', async () => {
    const q = stay('2026-06-03', '2026-06-04');
    const { hotelId, plan } = await findPlan(q, '156320100', (p) => p.cancel.type === 'FREE_CANCEL');
    const hold = await t.hotels.confirmHold((await t.hotels.holdRooms(request(hotelId, plan, q))).holdId);
    t.setNow('2026-06-03T20:00:00+08:00');
    expect((await t.hotels.cancelReservation(hold.holdId)).penalty.amount).toBe(plan.totalPrice.amount);
    t.setNow(NOW);
    const saver = await findPlan(q, '156320100', (p) => p.cancel.type === 'NO_CANCEL');
    const held = await t.hotels.confirmHold((await t.hotels.holdRooms(request(saver.hotelId, saver.plan, q))).holdId);
    await expect(refusal(t.hotels.cancelReservation(held.holdId))).resolves.toBe('NOT_CANCELLABLE');
  });

  it('rolls the whole hold back when one night is sold out', async () => {
    const q = stay('2026-06-15', '2026-06-18');
    const { hotelId, plan } = await findPlan(q);
    await t.database.db.insert(hotelInventory).values({ hotelId, roomTypeId: plan.roomTypeId, date: '2026-06-16', allotment: 4, sold: 4 });
    await expect(refusal(t.hotels.holdRooms(request(hotelId, plan, q)))).resolves.toBe('SOLD_OUT');
    expect((await rows()).map((r) => [r.date, r.sold])).toEqual([['2026-06-16', 4]]);
    // The stay shows the plan, full on that night.
    const shown = (await t.hotels.getStay(hotelId, q))!.rooms.flatMap((r) => r.ratePlans).find((p) => p.ratePlanId === plan.ratePlanId)!;
    expect(shown.nights[1]!.remaining).toBe(0);
  });

  it('refuses stays closed to arrival, too short, too full, outside the window, or at another price', async () => {
    const q = stay('2026-06-10', '2026-06-11');
    const { hotelId, plan } = await findPlan(q);
    await expect(refusal(t.hotels.holdRooms(request(hotelId, plan, q, { expectedTotal: { amount: 1, currency: 'CNY' } })))).resolves.toBe('PRICE_CHANGED');
    await expect(refusal(t.hotels.holdRooms(request(hotelId, plan, stay('2026-12-01', '2026-12-02'))))).resolves.toBe('OUT_OF_WINDOW');
    await expect(refusal(t.hotels.holdRooms(request(hotelId, plan, { ...q, adultNum: 5 })))).resolves.toBe('TOO_MANY_GUESTS');
    await expect(refusal(t.hotels.holdRooms(request('H1563201009999', plan, q)))).resolves.toBe('HOTEL_NOT_FOUND');
    await expect(refusal(t.hotels.holdRooms(request(hotelId, { ...plan, ratePlanId: 'x' }, q)))).resolves.toBe('RATE_PLAN_NOT_FOUND');
    const long = (await findPlan(stay('2026-06-10', '2026-06-12'), '156310000', (p) => p.minStay === 2));
    await expect(refusal(t.hotels.holdRooms(request(long.hotelId, long.plan, q)))).resolves.toBe('MIN_STAY');
    // A room-date closed to arrival, found from the rule itself.
    const rates = t.catalog.summaries('156320100').map((h) => t.catalog.hotelRates(h.hotelId)!);
    for (let d = 10; d < 28; d++) {
      const date = `2026-06-${d}`;
      const closed = rates.flatMap((r) => r.rooms).find((room) => closedToArrival(t.catalog.seed, room, date));
      if (!closed) continue;
      const cq = stay(date, `2026-06-${d + 1}`);
      const p = (await t.hotels.getStay(closed.room.roomTypeId.replace(/R\d+$/, ''), cq))!.rooms.find((r) => r.room.roomTypeId === closed.room.roomTypeId)!.ratePlans[0]!;
      expect(p.nights[0]!.closedToArrival).toBe(true);
      await expect(refusal(t.hotels.holdRooms(request(closed.room.roomTypeId.replace(/R\d+$/, ''), p, cq)))).resolves.toBe('CLOSED_TO_ARRIVAL');
      return;
    }
    throw new Error('no closed-to-arrival date found');
  });

  it('fails confirmations at HOTEL_FAILURE_RATE, leaving the hold held', async () => {
    const q = stay('2026-06-10', '2026-06-11');
    const { hotelId, plan } = await findPlan(q);
    const failing = t.sandbox({ failureRate: 1 });
    const hold = await failing.holdRooms(request(hotelId, plan, q));
    await expect(failing.confirmHold(hold.holdId)).rejects.toThrow(/injected failure/);
    expect((await failing.getHold(hold.holdId))!.status).toBe('HELD');
    expect((await t.hotels.confirmHold(hold.holdId)).status).toBe('CONFIRMED');
  });

  it('gives a lapsed hold back by the housekeeping job, and refuses to confirm it', async () => {
    const q = stay('2026-06-10', '2026-06-11');
    const { hotelId, plan } = await findPlan(q);
    const hold = await t.hotels.holdRooms(request(hotelId, plan, q));
    await scheduleHotelHousekeeping(t.database.db, t.clock);
    t.setNow('2026-06-01T09:31:00+08:00');
    expect(await runDueJobs(t.database.db, t.clock, hotelHousekeepingJobs)).toEqual({ done: 1, failed: 0 });
    expect((await t.hotels.getHold(hold.holdId))!.status).toBe('RELEASED');
    expect((await rows())[0]!.sold).toBe(0);
    await expect(refusal(t.hotels.confirmHold(hold.holdId))).resolves.toBe('HOLD_EXPIRED');
    // A hold lapsed before the sweep is released by the confirm itself.
    const late = await t.hotels.holdRooms(request(hotelId, plan, q));
    t.setNow('2026-06-01T10:02:00+08:00');
    await expect(refusal(t.hotels.confirmHold(late.holdId))).resolves.toBe('HOLD_EXPIRED');
    expect((await t.hotels.getHold(late.holdId))!.status).toBe('RELEASED');
  });
});
