import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cityTimeZone } from '../../modules/common/city-service';
import { HotelSupplierError, type RatePlanOffer, type StayQuery } from '../../modules/hotel/hotel-port';
import { createHotelTestBed, type HotelTestBed } from './hotel-test-setup';
import { hotelInventory } from './schema';
import { localInstant } from './stay-dates';
import { isBookable } from './stay-offers';

const NOW = '2026-06-01T09:00:00+08:00';
const q: StayQuery = { checkinDate: '2026-06-10', checkoutDate: '2026-06-12', roomNum: 2, adultNum: 2, childAges: [] };
const iso = (s: string) => new Date(s).toISOString();

describe('hotel sandbox front desk', () => {
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

  async function findPlan(want: (p: RatePlanOffer) => boolean, cityId = '156320100') {
    for (const h of t.catalog.summaries(cityId)) {
      const plan = (await t.hotels.getStay(h.hotelId, q))!.rooms.flatMap((r) => r.ratePlans).find((p) => isBookable(p, q) && want(p));
      if (plan) return { hotelId: h.hotelId, plan };
    }
    throw new Error('no plan found');
  }
  /** A confirmed reservation of the plan for `q`, with these guests. */
  async function reserve(want: (p: RatePlanOffer) => boolean, guestNames: string[], cityId?: string, byCard = false) {
    const { hotelId, plan } = await findPlan(want, cityId);
    const held = await t.hotels.holdRooms({ ...q, hotelId, roomTypeId: plan.roomTypeId, ratePlanId: plan.ratePlanId, idempotencyKey: crypto.randomUUID(), guestNames });
    if (byCard) await t.hotels.guaranteeHold(held.holdId, CARD);
    return { hotelId, plan, hold: await t.hotels.confirmHold(held.holdId) };
  }
  const CARD = { cardNumber: '4242424242424242', holderName: 'LI NA', expiryMonth: 12, expiryYear: 2035, cvv: '123', brand: 'VISA' };
  const refusal = (p: Promise<unknown>) => p.then(() => 'done', (e: unknown) => (e instanceof HotelSupplierError ? e.code : Promise.reject(e)));
  const sold = async () => (await t.database.db.select().from(hotelInventory)).map((r) => r.sold);

  it("checks the guest in at the hotel's check-in time and out at its check-out time, in the hotel's zone", async () => {
    const { hotelId, hold } = await reserve(() => true, ['Li Na', 'Wang Wei']);
    const policy = (await t.hotels.getHotel(hotelId))!.checkinPolicy;
    expect(hold.checkinAt).toBe(iso(`2026-06-10T${policy.checkinEarliest}:00+08:00`));
    expect(hold.checkoutAt).toBe(iso(`2026-06-12T${policy.checkoutLatest}:00+08:00`));
    expect((await t.hotels.stayStatus(hold.holdId)).state).toBe('EXPECTED');
    t.setNow(new Date(Date.parse(hold.checkinAt) + 60_000).toISOString());
    expect(await t.hotels.stayStatus(hold.holdId)).toMatchObject({ state: 'IN_HOUSE', arrivedAt: hold.checkinAt, departedAt: null, noShowPenalty: null });
    // Recorded by the front desk: the reservation can no longer be cancelled.
    await expect(refusal(t.hotels.cancelReservation(hold.holdId))).resolves.toBe('NOT_CANCELLABLE');
    t.setNow(new Date(Date.parse(hold.checkoutAt) + 60_000).toISOString());
    const out = await t.hotels.stayStatus(hold.holdId);
    expect(out).toMatchObject({ state: 'CHECKED_OUT', arrivedAt: hold.checkinAt, departedAt: hold.checkoutAt });
    expect(await t.hotels.stayStatus(hold.holdId)).toEqual(out);
  });

  it('goes straight to checked out when first asked after the stay, and refuses a reservation not confirmed', async () => {
    const { hold } = await reserve(() => true, ['Li Na']);
    t.setNow('2026-06-20T09:00:00+08:00');
    expect(await t.hotels.stayStatus(hold.holdId)).toMatchObject({ state: 'CHECKED_OUT', arrivedAt: hold.checkinAt, departedAt: hold.checkoutAt });
    t.setNow(NOW);
    const { hotelId, plan } = await findPlan(() => true);
    const held = await t.hotels.holdRooms({ ...q, hotelId, roomTypeId: plan.roomTypeId, ratePlanId: plan.ratePlanId, idempotencyKey: crypto.randomUUID() });
    await expect(refusal(t.hotels.stayStatus(held.holdId))).resolves.toBe('NOT_CONFIRMED');
    await expect(refusal(t.hotels.stayStatus('nope'))).resolves.toBe('HOLD_NOT_FOUND');
  });

  it("declares a guest named No Show a no-show at the latest check-in, charging the guarantee card the first night and releasing the rooms", async () => {
    const { hotelId, plan, hold } = await reserve((p) => p.payWay === 14 && p.guarantee?.amount === 'FIRST_NIGHT', ['Li Na', 'no show'], undefined, true);
    expect(hold.guarantee).toEqual({ format: 'CARD', card: { brand: 'VISA', last4: '4242', holderName: 'LI NA', expiry: '12/2035' } });
    expect(await sold()).toEqual([2, 2]);
    t.setNow(new Date(Date.parse(hold.checkinAt) + 60_000).toISOString());
    const waiting = await t.hotels.stayStatus(hold.holdId);
    expect(waiting.state).toBe('EXPECTED');
    expect(waiting.noShowAt).toBe(iso(`2026-06-10T${(await t.hotels.getHotel(hotelId))!.checkinPolicy.checkinLatest}:00+08:00`));
    t.setNow(new Date(Date.parse(waiting.noShowAt) + 60_000).toISOString());
    expect(await t.hotels.stayStatus(hold.holdId)).toMatchObject({ state: 'NO_SHOW', arrivedAt: null, noShowPenalty: { amount: plan.nights[0]!.price.amount * 2, currency: 'CNY' } });
    expect(await sold()).toEqual([0, 0]);
    await expect(refusal(t.hotels.cancelReservation(hold.holdId))).resolves.toBe('NOT_CANCELLABLE');
  });

  it('charges nothing for a no-show whose plan asked a guarantee that was never given (an early arrival kept the room)', async () => {
    const { hold } = await reserve((p) => p.payWay === 14 && p.guarantee !== null, ['NO_SHOW']);
    expect(hold.guarantee).toBeNull();
    t.setNow('2026-06-11T09:00:00+08:00');
    expect(await t.hotels.stayStatus(hold.holdId)).toMatchObject({ state: 'NO_SHOW', noShowPenalty: { amount: 0 } });
  });

  it('refuses a declined guarantee card and keeps the hold unguaranteed; the enterprise may guarantee when holding', async () => {
    const { hotelId, plan } = await findPlan((p) => p.payWay === 14 && p.guarantee !== null);
    const held = await t.hotels.holdRooms({ ...q, hotelId, roomTypeId: plan.roomTypeId, ratePlanId: plan.ratePlanId, idempotencyKey: crypto.randomUUID() });
    await expect(refusal(t.hotels.guaranteeHold(held.holdId, { ...CARD, cardNumber: '4000000000000002' }))).resolves.toBe('CARD_DECLINED');
    expect((await t.hotels.getHold(held.holdId))!.guarantee).toBeNull();
    await expect(refusal(t.hotels.guaranteeHold('nope', CARD))).resolves.toBe('HOLD_NOT_FOUND');
    const self = await t.hotels.holdRooms({ ...q, hotelId, roomTypeId: plan.roomTypeId, ratePlanId: plan.ratePlanId, idempotencyKey: crypto.randomUUID(), selfGuarantee: true });
    expect(self.guarantee).toEqual({ format: 'SELF' });
  });

  it('charges nothing for a no-show paid at the hotel without a guarantee', async () => {
    const { hold } = await reserve((p) => p.payWay === 14 && p.guarantee === null, ['NO_SHOW']);
    t.setNow('2026-06-11T09:00:00+08:00');
    expect(await t.hotels.stayStatus(hold.holdId)).toMatchObject({ state: 'NO_SHOW', noShowPenalty: { amount: 0 } });
  });

  it("keeps an international hotel's times in its city's own zone", async () => {
    const cityId = t.catalog.cities.find((c) => c.intl && cityTimeZone(t.ref, c.cityId) !== 'Asia/Shanghai')!.cityId;
    const { hotelId, hold } = await reserve(() => true, ['Li Na'], cityId);
    const policy = (await t.hotels.getHotel(hotelId))!.checkinPolicy;
    expect(hold.checkinAt).toBe(iso(localInstant('2026-06-10', policy.checkinEarliest, cityTimeZone(t.ref, cityId))));
  });
});
