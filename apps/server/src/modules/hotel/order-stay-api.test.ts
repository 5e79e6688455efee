import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clockAdvanceCall, clockResetCall } from '@travel/contracts/dev/clock';
import { HotelError } from '@travel/contracts/hotel/errors';
import { listGuaranteeTypeCall } from '@travel/contracts/hotel/guarantee';
import { orderModifyCall } from '@travel/contracts/hotel/modify';
import { cancelInfoGetCall, orderCancelCall, orderGetCall } from '@travel/contracts/hotel/order';
import { orderCreateCall } from '@travel/contracts/hotel/order-create';
import { paymentPayCall, SANDBOX_CARDS } from '@travel/contracts/payment/payment';
import { addDays, localDate } from '../../platform/dates';
import { runDueJobs } from '../../platform/jobs/job-queue';
import { commerceOrders } from '../commerce/schema';
import { paymentRecords } from '../payment/schema';
import type { RatePlanOffer } from './hotel-port';
import { guaranteeByCard } from './guarantee-fixture';
import { findPlan, openOrderEnv, orderStay, type OrderEnv } from './hotel-order-fixture';
import { hotelOrders } from './schema';

const contact = { name: 'Li Na', mobileCountryCode: '86', mobile: '13800001234' };
const guests = (...names: string[]) => [{ guestList: names.map((name, i) => (i === 0 ? { source: 'SELF', name } : { source: 'CUSTOMER', name })) }];

describe('hotel order: the stay by the test clock (checked in, out, no-show)', () => {
  let env: OrderEnv;
  beforeAll(async () => {
    env = await openOrderEnv();
  }, 120_000);
  afterEach(async () => {
    await env.t.anonymous().ok(clockResetCall, {});
  });
  afterAll(async () => env?.t.close());

  /** A private stay starting `startIn` days from the clock's today, booked for the guests, paid when prepaid, confirmed. */
  async function confirmedOrder(startIn: number, nights: number, want: (p: RatePlanOffer) => boolean, names: string[], latestArrivalTime?: string) {
    const today = localDate(env.t.clock.now());
    const stay = { checkinDate: addDays(today, startIn), checkoutDate: addDays(today, startIn + nights) };
    const f = await findPlan(env.hotels, stay, want);
    const out = await env.notr.ok(orderCreateCall, orderStay(f, stay, { travelType: 1, totalPrice: undefined, roomList: guests(...names), contact, latestArrivalTime }));
    // A private stay paid at the hotel that needs a guarantee gets the traveller's card first.
    if (out.orderStatus === 'WAIT_GUARANTEE') await guaranteeByCard(env.notr, out.orderId);
    if (out.payOrder?.status === 'WAIT_PAY') await env.notr.ok(paymentPayCall, { payOrderId: out.payOrder.payOrderId, payWay: 'online_payment', cardNumber: SANDBOX_CARDS.SUCCEED });
    await runDueJobs(env.t.database.db, env.t.clock, env.t.app.jobHandlers);
    const [row] = await env.t.database.db.select().from(hotelOrders).where(eq(hotelOrders.id, out.orderId));
    expect(row!.status).toBe('CONFIRMED');
    return { orderId: out.orderId, plan: f.plan, row: row!, hold: (await env.hotels.getHold(row!.holdId))! };
  }
  /** The test clock moved (by the dev call, which runs what fell due) to a minute after `instant`; a fresh session. */
  async function advanceTo(instant: string) {
    await env.t.anonymous().ok(clockAdvanceCall, { seconds: Math.ceil((Date.parse(instant) + 60_000 - env.t.clock.nowMs()) / 1000) });
    return env.t.login('notr');
  }
  const live = async (orderId: string) => (await env.t.database.db.select().from(commerceOrders).where(and(eq(commerceOrders.product, 'HOTEL'), eq(commerceOrders.orderId, orderId))))[0]!.live;

  it('checks in at the hotel’s check-in time and out at its check-out time, and refuses to cancel after check-in', async () => {
    const { orderId, hold } = await confirmedOrder(2, 2, (p) => p.payWay === 1 && p.cancel.type === 'FREE_CANCEL', ['Li Na']);
    let me = await advanceTo(addMinutes(hold.checkinAt, -2));
    expect((await me.ok(orderGetCall, { orderId })).baseInfo.orderStatusName).toBe('CONFIRMED');
    me = await advanceTo(hold.checkinAt);
    const inHouse = await me.ok(orderGetCall, { orderId });
    expect(inHouse.baseInfo).toMatchObject({ orderStatus: 4, orderStatusName: 'CHECKED_IN', showOrderStatus: 'Checked in' });
    expect(inHouse.stayInfo).toEqual({ checkedInAt: hold.checkinAt, checkedOutAt: null, noShowAt: null });
    expect(inHouse.orderOperateInfo).toMatchObject({ canCancelType: 'NONE', cantCancelReasonDesc: 'The stay has begun: the order can no longer be cancelled' });
    expect(await me.ok(cancelInfoGetCall, { orderId })).toMatchObject({ canCancelType: 'NONE', cantCancelReasonDesc: 'The stay has begun: the order can no longer be cancelled' });
    const refused = (await me.call(orderCancelCall, { orderId })).body;
    expect(refused).toMatchObject({ resultCode: HotelError.ORDER_STAY_STARTED, data: { orderStatus: 'CHECKED_IN' } });
    expect(refused.description).toMatch(/no longer be cancelled/);
    me = await advanceTo(hold.checkoutAt);
    const out = await me.ok(orderGetCall, { orderId });
    expect(out.baseInfo).toMatchObject({ orderStatus: 5, orderStatusName: 'CHECKED_OUT' });
    expect(out.stayInfo).toEqual({ checkedInAt: hold.checkinAt, checkedOutAt: hold.checkoutAt, noShowAt: null });
    expect((await me.call(orderCancelCall, { orderId })).body.resultCode).toBe(HotelError.ORDER_STAY_STARTED);
    // A stay that happened stays in the ledger (budgets, overlapping stays).
    expect(await live(orderId)).toBe(true);
  });

  it('charges a guaranteed pay-at-hotel no-show its guarantee, on the order only (the hotel charges the card)', async () => {
    const { orderId, plan, row, hold } = await confirmedOrder(3, 2, (p) => p.payWay === 14 && p.guarantee !== null, ['Li Na', 'No Show'], '23:00');
    expect(row.guaranteeCard).toMatchObject({ brand: 'VISA', last4: '4242' });
    const penalty = plan.guarantee!.amount === 'FULL' ? plan.totalPrice.amount : plan.nights[0]!.price.amount;
    let me = await advanceTo(hold.checkinAt);
    // Not come yet: the hotel waits until its latest check-in.
    expect((await me.ok(orderGetCall, { orderId })).baseInfo.orderStatusName).toBe('CONFIRMED');
    const { noShowAt } = await env.hotels.stayStatus(row.holdId);
    me = await advanceTo(noShowAt);
    const o = await me.ok(orderGetCall, { orderId });
    expect(o.baseInfo).toMatchObject({ orderStatus: 9, orderStatusName: 'NO_SHOW', showOrderStatus: 'No-show' });
    expect(o.cancelInfo).toMatchObject({ penalty: { amount: penalty, currency: 'CNY' }, refund: { amount: 0 } });
    expect(o.stayInfo).toEqual({ checkedInAt: null, checkedOutAt: null, noShowAt });
    expect(o.orderOperateInfo.canCancelType).toBe('NONE');
    expect((await me.call(orderCancelCall, { orderId })).body).toMatchObject({ resultCode: HotelError.ORDER_STAY_STARTED, data: { orderStatus: 'NO_SHOW' } });
    expect(o.payOrderId).toBeNull();
    // The rooms went back: the order no longer counts as a live stay.
    expect(await live(orderId)).toBe(false);
  });

  it('moves the guarantee of a whole-stay guarantee with an extension and an early checkout; a no-show then costs the stay as it stands', async () => {
    const today = localDate(env.t.clock.now());
    const stay = { checkinDate: addDays(today, 6), checkoutDate: addDays(today, 8) };
    const longer = addDays(stay.checkoutDate, 1);
    const f = await findPlan(env.hotels, { ...stay, checkoutDate: longer }, (p) => p.payWay === 14 && p.guarantee?.amount === 'FULL' && p.cancel.type !== 'NO_CANCEL' && p.minStay <= 1);
    const created = await env.notr.ok(orderCreateCall, orderStay(f, stay, { travelType: 1, totalPrice: undefined, roomList: guests('Li Na', 'No Show'), contact, latestArrivalTime: '23:00' }));
    const { orderId } = created;
    expect(created.orderStatus).toBe('WAIT_GUARANTEE');
    await guaranteeByCard(env.notr, orderId);
    await runDueJobs(env.t.database.db, env.t.clock, env.t.app.jobHandlers);
    const booked = await env.notr.ok(orderGetCall, { orderId });
    expect(booked.baseInfo).toMatchObject({ orderStatusName: 'CONFIRMED', guaranteeFormat: 2, guaranteeAmount: { amount: booked.orderPrice.totalPrice }, guaranteeAmountType: 'FULL' });

    // A night more: the guarantee is the longer stay's, on the order and where the card is asked.
    expect((await env.notr.ok(orderModifyCall, { orderId, checkoutDate: longer })).extension).toMatchObject({ status: 'DONE', payOrder: null });
    const extended = await env.notr.ok(orderGetCall, { orderId });
    expect(extended.orderPrice.totalPrice).toBeGreaterThan(booked.orderPrice.totalPrice);
    expect(extended.baseInfo.guaranteeAmount).toEqual({ amount: extended.orderPrice.totalPrice, currency: extended.orderPrice.currency });
    expect((await env.notr.ok(listGuaranteeTypeCall, { orderId })).guaranteeAmount.amount).toBe(extended.orderPrice.totalPrice);

    // Two nights fewer before check-in: the guarantee shrinks with the stay.
    const shorter = addDays(stay.checkinDate, 1);
    await env.notr.ok(orderModifyCall, { orderId, checkoutDate: shorter });
    const shortened = await env.notr.ok(orderGetCall, { orderId });
    expect(shortened.dailyPriceList).toHaveLength(1);
    expect(shortened.baseInfo.guaranteeAmount).toEqual({ amount: shortened.orderPrice.totalPrice, currency: shortened.orderPrice.currency });

    // The guest never comes: the hotel charges the guarantee of the stay as it stands, and the order records it.
    const [row] = await env.t.database.db.select().from(hotelOrders).where(eq(hotelOrders.id, orderId));
    const { noShowAt } = await env.hotels.stayStatus(row!.holdId);
    const me = await advanceTo(noShowAt);
    const o = await me.ok(orderGetCall, { orderId });
    expect(o.baseInfo.orderStatusName).toBe('NO_SHOW');
    expect(o.cancelInfo).toMatchObject({ penalty: { amount: shortened.orderPrice.totalPrice }, refund: { amount: 0 } });
  });

  it('releases a no-show paid at the hotel without a guarantee at no charge', async () => {
    const { orderId, hold } = await confirmedOrder(4, 1, (p) => p.payWay === 14 && p.guarantee === null, ['NO SHOW']);
    const me = await advanceTo(addMinutes(hold.checkoutAt, 0));
    const o = await me.ok(orderGetCall, { orderId });
    expect(o.baseInfo.orderStatusName).toBe('NO_SHOW');
    expect(o.cancelInfo).toMatchObject({ penalty: { amount: 0 }, refund: { amount: 0 } });
  });

  it('keeps a prepaid no-show’s penalty and sends the rest back through payment', async () => {
    const { orderId, plan, row, hold } = await confirmedOrder(5, 2, (p) => p.payWay === 1 && p.cancel.type === 'CANCEL_AND_PENALTY' && p.cancel.tiers.at(-1)?.kind === 'PERCENT', ['Li Na', 'No Show']);
    const rule = plan.cancel as Extract<RatePlanOffer['cancel'], { type: 'CANCEL_AND_PENALTY' }>;
    const penalty = Math.round((plan.totalPrice.amount * rule.tiers.at(-1)!.value) / 100);
    const me = await advanceTo(addMinutes(hold.checkoutAt, 0));
    expect((await me.ok(orderGetCall, { orderId })).cancelInfo).toMatchObject({ penalty: { amount: penalty }, refund: { amount: plan.totalPrice.amount - penalty } });
    const back = await env.t.database.db.select().from(paymentRecords).where(and(eq(paymentRecords.payOrderId, row.payOrderId!), eq(paymentRecords.direction, 'OUT')));
    expect(back.map((r) => ({ type: r.recordType, amount: r.amount, way: r.payWay }))).toEqual([{ type: 'NO_SHOW_REFUND', amount: plan.totalPrice.amount - penalty, way: 'online_payment' }]);
  });
});

function addMinutes(iso: string, minutes: number): string {
  return new Date(Date.parse(iso) + minutes * 60_000).toISOString();
}
