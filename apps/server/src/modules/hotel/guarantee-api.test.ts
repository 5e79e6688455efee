import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clockAdvanceCall, clockResetCall } from '@travel/contracts/dev/clock';
import { HotelError } from '@travel/contracts/hotel/errors';
import { confirmGuaranteeCall, listGuaranteeTypeCall, sendVerifyCodeCall } from '@travel/contracts/hotel/guarantee';
import { orderCancelCall, orderGetCall } from '@travel/contracts/hotel/order';
import { orderCreateCall } from '@travel/contracts/hotel/order-create';
import { HOTEL_ORDER_ACTION } from '@travel/contracts/hotel/order-actions';
import { waitingListCall } from '@travel/contracts/order-center/order-center';
import { runDueJobs } from '../../platform/jobs/job-queue';
import { commerceOrders } from '../commerce/schema';
import { hotelHolds } from '../../suppliers/hotel/schema';
import { goodCard, guaranteeByCard, latestVerifyCode } from './guarantee-fixture';
import { findPlan, openOrderEnv, orderStay, planRemaining, type FoundPlan, type OrderEnv } from './hotel-order-fixture';
import type { RatePlanOffer } from './hotel-port';
import { hotelOrders } from './schema';

const contact = { name: 'Li Na', mobileCountryCode: '86', mobile: '13800001234' };
const roomList = [{ guestList: [{ source: 'SELF', name: 'Li Na' }] }];
/** A plan paid at the hotel that asks a guarantee for a late arrival (time-based) or always. */
const guaranteed = (p: RatePlanOffer) => p.payWay === 14 && p.guarantee !== null;

describe('hotel order: the card guarantee of a stay paid at the hotel (spec 4, order/list_guarantee_type, send_verify_code, confirm_guarantee)', () => {
  let env: OrderEnv;
  let f: FoundPlan;
  const stay = () => env.stay(5, 2);
  beforeAll(async () => {
    env = await openOrderEnv();
    f = await findPlan(env.hotels, stay(), guaranteed);
  }, 120_000);
  afterEach(async () => {
    await env.t.anonymous().ok(clockResetCall, {});
  });
  afterAll(async () => env?.t.close());

  /** A private stay arriving late (so any guarantee plan asks for it), booked by notr. */
  const book = (extra: Record<string, unknown> = {}) =>
    env.notr.ok(orderCreateCall, orderStay(f, stay(), { travelType: 1, totalPrice: undefined, latestArrivalTime: '23:00', roomList, contact, ...extra }));
  const row = async (orderId: string) => (await env.t.database.db.select().from(hotelOrders).where(eq(hotelOrders.id, orderId)))[0]!;
  const holdOf = async (orderId: string) => (await env.t.database.db.select().from(hotelHolds).where(eq(hotelHolds.id, (await row(orderId)).holdId)))[0]!;
  const live = async (orderId: string) => (await env.t.database.db.select().from(commerceOrders).where(and(eq(commerceOrders.product, 'HOTEL'), eq(commerceOrders.orderId, orderId))))[0]!.live;

  it('waits for the card before the hotel, refuses a missing, wrong or used-up code and a bad card, then confirms with a good one', async () => {
    const before = await planRemaining(env, f, stay());
    const out = await book();
    expect(out.orderStatus).toBe('WAIT_GUARANTEE');
    expect(out.orderStatusCode).toBe(10);
    expect(out.payOrder).toBeNull();
    const { orderId } = out;
    // The rooms are held while it waits.
    expect(await planRemaining(env, f, stay())).toEqual(before.map((n) => n - 1));

    const waiting = await env.notr.ok(orderGetCall, { orderId });
    expect(waiting.baseInfo).toMatchObject({ orderStatusName: 'WAIT_GUARANTEE', showOrderStatus: 'Awaiting card guarantee', guaranteeFormat: 2, guaranteeCard: null });
    expect(waiting.orderOperateInfo.waitGuarantee).toBe(true);
    expect(waiting.orderOperateInfo.latestGuaranteeTime).not.toBeNull();
    expect(waiting.actionList).toContain(HOTEL_ORDER_ACTION.GO_GUARANTEE);
    expect(waiting.orderOperateInfo.canCancelType).toBe('YES');
    const info = await env.notr.ok(listGuaranteeTypeCall, { orderId });
    const firstNight = f.plan.nights[0]!.price.amount;
    expect(info).toMatchObject({ guaranteeFormat: 2, needCard: true, waitGuarantee: true, card: null, guaranteeAmountType: f.plan.guarantee!.amount });
    expect(info.guaranteeAmount.amount).toBe(f.plan.guarantee!.amount === 'FULL' ? f.plan.totalPrice.amount : firstNight);
    expect(info.secondToLatestGuaranteeTime).toBeGreaterThan(0);
    expect(info.cardBrandList).toContain('VISA');
    const centre = await env.notr.ok(waitingListCall, { waitType: 'WAIT_GUARANTEE' });
    expect(centre.list.map((i) => i.orderId)).toContain(orderId);

    // No code yet, then one sent; another at once is too soon.
    expect((await env.notr.call(confirmGuaranteeCall, { orderId, verifyCode: '000000', card: goodCard() })).body.resultCode).toBe(HotelError.GUARANTEE_CODE_EXPIRED);
    const sent = await env.notr.ok(sendVerifyCodeCall, { orderId });
    expect(sent.sentTo).toMatch(/messages/);
    expect((await env.notr.call(sendVerifyCodeCall, { orderId })).body.resultCode).toBe(HotelError.GUARANTEE_CODE_TOO_SOON);
    const code = await latestVerifyCode(env.notr);
    const wrong = code === '000000' ? '000001' : '000000';
    const refused = (await env.notr.call(confirmGuaranteeCall, { orderId, verifyCode: wrong, card: goodCard() })).body;
    expect(refused).toMatchObject({ resultCode: HotelError.GUARANTEE_CODE_WRONG, data: { attemptsLeft: 4 } });
    expect(refused.description).toContain('4');
    // Card checks come before the code's tries: an expired card or a brand not taken uses none.
    expect((await env.notr.call(confirmGuaranteeCall, { orderId, verifyCode: code, card: { ...goodCard(), expiryYear: 2020 } })).body.resultCode).toBe(HotelError.GUARANTEE_CARD_EXPIRED);
    expect((await env.notr.call(confirmGuaranteeCall, { orderId, verifyCode: code, card: goodCard('6011111111111117') })).body.resultCode).toBe(HotelError.GUARANTEE_CARD_BRAND);
    expect((await env.notr.call(confirmGuaranteeCall, { orderId, verifyCode: code, card: goodCard('4242424242424241') })).body.resultCode).toBe('PARAM_ERROR');
    // The issuer declines: still waiting, the code still open for another card.
    expect((await env.notr.call(confirmGuaranteeCall, { orderId, verifyCode: code, card: goodCard('4000000000000002') })).body.resultCode).toBe(HotelError.GUARANTEE_CARD_DECLINED);
    expect((await row(orderId)).status).toBe('WAIT_GUARANTEE');

    const done = await env.notr.ok(confirmGuaranteeCall, { orderId, verifyCode: code, card: goodCard() });
    expect(done).toEqual({ orderId, orderStatus: 2, card: { brand: 'VISA', last4: '4242', holderName: 'LI NA', expiry: '12/2035' } });
    await runDueJobs(env.t.database.db, env.t.clock, env.t.app.jobHandlers);
    const confirmed = await env.notr.ok(orderGetCall, { orderId });
    expect(confirmed.baseInfo).toMatchObject({ orderStatusName: 'CONFIRMED', guaranteeFormat: 2, guaranteeCard: { brand: 'VISA', last4: '4242' } });
    expect(confirmed.actionList).not.toContain(HOTEL_ORDER_ACTION.GO_GUARANTEE);
    expect((await env.notr.ok(listGuaranteeTypeCall, { orderId })).card).toMatchObject({ last4: '4242' });
    expect((await env.notr.call(confirmGuaranteeCall, { orderId, verifyCode: code, card: goodCard() })).body.resultCode).toBe(HotelError.GUARANTEE_NOT_WAITING);
    // The hotel keeps the card for a no-show; neither side keeps its number or security code.
    const hold = await holdOf(orderId);
    expect(hold.guarantee).toEqual({ format: 'CARD', card: { brand: 'VISA', last4: '4242', holderName: 'LI NA', expiry: '12/2035' } });
    expect(JSON.stringify([hold, await row(orderId)])).not.toMatch(/4242424242424242/);
  });

  it('ends the code after five wrong tries', async () => {
    const { orderId } = await book();
    await env.notr.ok(sendVerifyCodeCall, { orderId });
    const code = await latestVerifyCode(env.notr);
    const wrong = code === '111111' ? '222222' : '111111';
    const left = [];
    for (let i = 0; i < 5; i++) left.push((await env.notr.call(confirmGuaranteeCall, { orderId, verifyCode: wrong, card: goodCard() })).body);
    expect(left.slice(0, 4).map((b) => (b.data as { attemptsLeft?: number } | null)?.attemptsLeft)).toEqual([4, 3, 2, 1]);
    expect(left[4]!.resultCode).toBe(HotelError.GUARANTEE_CODE_EXPIRED);
    expect((await env.notr.call(confirmGuaranteeCall, { orderId, verifyCode: code, card: goodCard() })).body.resultCode).toBe(HotelError.GUARANTEE_CODE_EXPIRED);
    await env.notr.ok(orderCancelCall, { orderId });
  });

  it('cancels an order left without its card at the deadline, rooms back on sale', async () => {
    const before = await planRemaining(env, f, stay());
    const { orderId } = await book();
    const deadline = (await row(orderId)).guaranteeDeadline!;
    await env.t.anonymous().ok(clockAdvanceCall, { seconds: Math.ceil((deadline.getTime() - env.t.clock.nowMs()) / 1000) + 60 });
    await runDueJobs(env.t.database.db, env.t.clock, env.t.app.jobHandlers);
    const o = await row(orderId);
    expect(o).toMatchObject({ status: 'CANCELED', cancelReasonCode: 'GUARANTEE_TIMEOUT' });
    expect(await live(orderId)).toBe(false);
    expect(await planRemaining(env, f, stay())).toEqual(before);
  });

  it('cancels free while waiting, rooms back', async () => {
    const before = await planRemaining(env, f, stay());
    const { orderId } = await book();
    await env.notr.ok(orderCancelCall, { orderId });
    await runDueJobs(env.t.database.db, env.t.clock, env.t.app.jobHandlers);
    expect(await row(orderId)).toMatchObject({ status: 'CANCELED', penaltyAmount: 0 });
    expect(await planRemaining(env, f, stay())).toEqual(before);
  });

  it('lets the enterprise guarantee a business stay (self guarantee, no card) and asks none for an early arrival', async () => {
    const business = await book({ travelType: 0, violationReason: { reasonText: 'Client meeting next door' } });
    expect(business.orderStatus).toBe('WAIT_CONFIRM');
    expect((await row(business.orderId)).guaranteeFormat).toBe(1);
    expect((await holdOf(business.orderId)).guarantee).toEqual({ format: 'SELF' });
    expect(await env.notr.ok(listGuaranteeTypeCall, { orderId: business.orderId })).toMatchObject({ guaranteeFormat: 1, needCard: false, waitGuarantee: false });
    expect((await env.notr.call(sendVerifyCodeCall, { orderId: business.orderId })).body.resultCode).toBe(HotelError.GUARANTEE_NOT_WAITING);
    // Arriving before a time-based plan's hour: the hotel keeps the room without a guarantee.
    const timed = await findPlan(env.hotels, stay(), (p) => p.payWay === 14 && p.guarantee?.condition === 1 && p.guarantee.afterTime !== null);
    const early = await env.notr.ok(orderCreateCall, orderStay(timed, stay(), { travelType: 1, totalPrice: undefined, latestArrivalTime: '15:00', roomList, contact }));
    expect(early.orderStatus).toBe('WAIT_CONFIRM');
    expect((await row(early.orderId)).guaranteeFormat).toBeNull();
    expect((await holdOf(early.orderId)).guarantee).toBeNull();
  });

  it("keeps another member's order out of reach", async () => {
    const { orderId } = await book();
    for (const call of [listGuaranteeTypeCall, sendVerifyCodeCall] as const) {
      const other = (await env.employee.call(call, { orderId })).body;
      expect(other.resultCode).toBe('DATA_NOT_FOUND');
      expect(JSON.stringify(other)).not.toContain(orderId);
    }
    expect((await env.employee.call(confirmGuaranteeCall, { orderId, verifyCode: '123456', card: goodCard() })).body.resultCode).toBe('DATA_NOT_FOUND');
    await guaranteeByCard(env.notr, orderId);
    expect((await row(orderId)).status).toBe('WAIT_CONFIRM');
  });
});
