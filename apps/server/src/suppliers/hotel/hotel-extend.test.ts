import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HotelSupplierError, type RatePlanOffer, type StayQuery } from '../../modules/hotel/hotel-port';
import { createHotelTestBed, type HotelTestBed } from './hotel-test-setup';
import { hotelInventory } from './schema';
import { isBookable } from './stay-offers';

const stay = (checkinDate: string, checkoutDate: string): StayQuery => ({ checkinDate, checkoutDate, roomNum: 1, adultNum: 1, childAges: [] });
const NOW = '2026-06-01T09:00:00+08:00';

describe('hotel sandbox: a reservation extended (later checkout) and the extension given back', () => {
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

  const refusal = (p: Promise<unknown>) => p.then(() => 'done', (e: unknown) => (e instanceof HotelSupplierError ? e.code : Promise.reject(e)));
  const sold = async (hotelId: string, roomTypeId: string, date: string) =>
    (await t.database.db.select().from(hotelInventory).where(and(eq(hotelInventory.hotelId, hotelId), eq(hotelInventory.roomTypeId, roomTypeId), eq(hotelInventory.date, date))))[0]?.sold ?? 0;

  /** A confirmed one-night reservation (10 June) of a plan bookable for three nights, and the plan as sold for the nights after. */
  async function confirmedReservation(want: (p: RatePlanOffer) => boolean = () => true) {
    for (const h of t.catalog.summaries('156320100')) {
      const long = (await t.hotels.getStay(h.hotelId, stay('2026-06-10', '2026-06-13')))!;
      const plan = long.rooms.flatMap((r) => r.ratePlans).find((p) => isBookable(p, { ...stay('2026-06-10', '2026-06-13'), roomNum: 2 }) && p.minStay === 1 && want(p));
      if (!plan) continue;
      const q = stay('2026-06-10', '2026-06-11');
      const hold = await t.hotels.holdRooms({ ...q, hotelId: h.hotelId, roomTypeId: plan.roomTypeId, ratePlanId: plan.ratePlanId, idempotencyKey: crypto.randomUUID() });
      return { hotelId: h.hotelId, plan, hold: await t.hotels.confirmHold(hold.holdId) };
    }
    throw new Error('no plan found');
  }
  const nightsAfter = async (hotelId: string, plan: RatePlanOffer, until: string) =>
    (await t.hotels.getStay(hotelId, stay('2026-06-11', until)))!.rooms.flatMap((r) => r.ratePlans).find((p) => p.ratePlanId === plan.ratePlanId)!;

  it('takes the new nights at the price they sell for now, answers a retry with the same, and gives them back once', async () => {
    const { hotelId, plan, hold } = await confirmedReservation();
    const now = await nightsAfter(hotelId, plan, '2026-06-13');
    const key = crypto.randomUUID();
    const extended = await t.hotels.extendReservation(hold.holdId, { checkoutDate: '2026-06-13', idempotencyKey: key, expectedTotal: now.totalPrice });
    expect(extended).toMatchObject({ status: 'CONFIRMED', checkoutDate: '2026-06-13', totalPrice: { amount: hold.totalPrice.amount + now.totalPrice.amount } });
    expect(extended.nights.map((n) => [n.date, n.price.amount])).toEqual([[hold.nights[0]!.date, hold.nights[0]!.price.amount], ...now.nights.map((n) => [n.date, n.price.amount])]);
    // The hotel's check-out time moved to the new date.
    expect(Date.parse(extended.checkoutAt) - Date.parse(hold.checkoutAt)).toBe(2 * 86_400_000);
    expect([await sold(hotelId, plan.roomTypeId, '2026-06-11'), await sold(hotelId, plan.roomTypeId, '2026-06-12')]).toEqual([1, 1]);
    expect((await t.hotels.extendReservation(hold.holdId, { checkoutDate: '2026-06-13', idempotencyKey: key })).totalPrice).toEqual(extended.totalPrice);
    expect(await sold(hotelId, plan.roomTypeId, '2026-06-11')).toBe(1);

    const back = await t.hotels.releaseExtension({ idempotencyKey: key });
    expect(back).toMatchObject({ checkoutDate: '2026-06-11', totalPrice: hold.totalPrice, checkoutAt: hold.checkoutAt });
    expect(await sold(hotelId, plan.roomTypeId, '2026-06-11')).toBe(0);
    // Another guest takes the second night: giving the extension back again must not give their room away.
    await t.hotels.holdRooms({ ...stay('2026-06-12', '2026-06-13'), hotelId, roomTypeId: plan.roomTypeId, ratePlanId: plan.ratePlanId, idempotencyKey: crypto.randomUUID() });
    await t.hotels.releaseExtension({ idempotencyKey: key });
    expect([await sold(hotelId, plan.roomTypeId, '2026-06-11'), await sold(hotelId, plan.roomTypeId, '2026-06-12')]).toEqual([0, 1]);
    expect(await t.hotels.releaseExtension({ idempotencyKey: 'never-used' })).toBeNull();
    // A key given back is not taken again.
    await expect(refusal(t.hotels.extendReservation(hold.holdId, { checkoutDate: '2026-06-13', idempotencyKey: key }))).resolves.toBe('NOT_CANCELLABLE');
    expect((await t.hotels.getHold(hold.holdId))!.checkoutDate).toBe('2026-06-11');
  });

  it('takes nothing when one new night is full, or the nights cost other than expected, or the stay ended', async () => {
    const { hotelId, plan, hold } = await confirmedReservation((p) => p.cancel.type !== 'NO_CANCEL');
    await t.database.db.insert(hotelInventory).values({ hotelId, roomTypeId: plan.roomTypeId, date: '2026-06-12', allotment: 3, sold: 3 });
    await expect(refusal(t.hotels.extendReservation(hold.holdId, { checkoutDate: '2026-06-13', idempotencyKey: crypto.randomUUID() }))).resolves.toBe('SOLD_OUT');
    // The free night before the full one was not taken either.
    expect(await sold(hotelId, plan.roomTypeId, '2026-06-11')).toBe(0);
    expect((await t.hotels.getHold(hold.holdId))!.checkoutDate).toBe('2026-06-11');
    await expect(refusal(t.hotels.extendReservation(hold.holdId, { checkoutDate: '2026-06-12', idempotencyKey: crypto.randomUUID(), expectedTotal: { amount: 1, currency: 'CNY' } }))).resolves.toBe('PRICE_CHANGED');
    await expect(refusal(t.hotels.extendReservation(hold.holdId, { checkoutDate: '2026-12-30', idempotencyKey: crypto.randomUUID() }))).resolves.toBe('OUT_OF_WINDOW');
    await expect(refusal(t.hotels.extendReservation(hold.holdId, { checkoutDate: '2026-06-11', idempotencyKey: crypto.randomUUID() }))).resolves.toBe('NOT_CANCELLABLE');
    expect(await sold(hotelId, plan.roomTypeId, '2026-06-11')).toBe(0);
    await t.hotels.cancelReservation(hold.holdId);
    await expect(refusal(t.hotels.extendReservation(hold.holdId, { checkoutDate: '2026-06-12', idempotencyKey: crypto.randomUUID() }))).resolves.toBe('NOT_CANCELLABLE');
  });

  it('gives nothing back twice when the reservation was cancelled after its extension', async () => {
    const { hotelId, plan, hold } = await confirmedReservation((p) => p.cancel.type !== 'NO_CANCEL');
    const key = crypto.randomUUID();
    await t.hotels.extendReservation(hold.holdId, { checkoutDate: '2026-06-12', idempotencyKey: key });
    await t.hotels.cancelReservation(hold.holdId);
    expect(await sold(hotelId, plan.roomTypeId, '2026-06-11')).toBe(0);
    // The night is sold again to another guest; the extension's undo finds nothing of its own left to give back.
    await t.hotels.holdRooms({ ...stay('2026-06-11', '2026-06-12'), hotelId, roomTypeId: plan.roomTypeId, ratePlanId: plan.ratePlanId, idempotencyKey: crypto.randomUUID() });
    expect(await t.hotels.releaseExtension({ idempotencyKey: key })).toMatchObject({ status: 'CANCELLED', checkoutDate: '2026-06-12' });
    expect(await sold(hotelId, plan.roomTypeId, '2026-06-11')).toBe(1);
  });
});
