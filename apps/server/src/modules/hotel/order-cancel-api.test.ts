import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HotelError } from '@travel/contracts/hotel/errors';
import { cancelInfoGetCall, orderCancelCall, orderGetCall } from '@travel/contracts/hotel/order';
import { orderCreateCall } from '@travel/contracts/hotel/order-create';
import { runDueJobs } from '../../platform/jobs/job-queue';
import { paymentRecords, payOrders } from '../payment/schema';
import { bookPrivateStay, findPlan, openOrderEnv, orderStay, planRemaining, type FoundPlan, type OrderEnv } from './hotel-order-fixture';
import type { TestClient } from '../../test/test-app';

const contact = { name: 'Li Na', mobileCountryCode: '86', mobile: '13800001234' };
const self = { guestList: [{ source: 'SELF', name: 'Li Na' }] };

describe('hotel order/get_cancel_info and order/cancel', () => {
  let env: OrderEnv;
  beforeAll(async () => {
    env = await openOrderEnv();
  }, 120_000);
  afterAll(async () => env?.t.close());

  const runJobs = () => runDueJobs(env.t.database.db, env.t.clock, env.t.app.jobHandlers);
  const remaining = (f: FoundPlan, stay: { checkinDate: string; checkoutDate: string }) => planRemaining(env, f, stay);
  /** A private stay booked, paid when prepaid, and confirmed by the hotel. */
  const confirmedOrder = async (f: FoundPlan, stay: { checkinDate: string; checkoutDate: string }) => {
    const o = await bookPrivateStay(env, f, stay);
    expect(o.baseInfo.orderStatusName).toBe('CONFIRMED');
    return { orderId: o.baseInfo.orderId, total: o.orderPrice.totalPrice, firstNight: o.dailyPriceList[0]!.price, payOrderId: o.payOrderId };
  };
  /** The test clock at `instant` plus a minute, with a fresh session (sessions expire by the moved clock). */
  const at = async (instant: string): Promise<TestClient> => {
    env.t.clock.setOffsetSeconds(Math.ceil((Date.parse(instant) + 60_000 - Date.now()) / 1000));
    return env.t.login('notr');
  };

  it('cancels for free before the deadline: the whole payment goes back the way it came and the rooms go back on sale', async () => {
    const stay = env.stay(16, 2);
    const f = await findPlan(env.hotels, stay, (p) => p.payWay === 1 && p.cancel.type === 'FREE_CANCEL');
    const before = await remaining(f, stay);
    const { orderId, total, payOrderId } = await confirmedOrder(f, stay);
    const info = await env.notr.ok(cancelInfoGetCall, { orderId });
    expect(info).toMatchObject({ canCancelType: 'YES', paidAmount: { amount: total }, penaltyAmount: { amount: 0 }, refundAmount: { amount: total } });
    expect(info.cancelPolicyList.length).toBeGreaterThan(0);
    const out = await env.notr.ok(orderCancelCall, { orderId, currentStatus: 3, cancelReason: 'Trip called off' });
    expect(out).toMatchObject({ orderStatus: 7, orderStatusName: 'CANCELED', penaltyAmount: { amount: 0 }, refundAmount: { amount: total } });
    expect(await remaining(f, stay)).toEqual(before);
    await runJobs();
    const back = await env.t.database.db.select().from(paymentRecords).where(and(eq(paymentRecords.payOrderId, payOrderId!), eq(paymentRecords.direction, 'OUT')));
    expect(back.map((r) => ({ type: r.recordType, amount: r.amount, way: r.payWay }))).toEqual([{ type: 'CANCEL_REFUND', amount: total, way: 'online_payment' }]);
    const o = await env.notr.ok(orderGetCall, { orderId });
    expect(o).toMatchObject({ baseInfo: { orderStatus: 7 }, orderOperateInfo: { canCancelType: 'NONE' }, cancelInfo: { penalty: { amount: 0 }, refund: { amount: total }, cancelReason: 'Trip called off' } });
    expect((await env.notr.call(orderCancelCall, { orderId })).body).toMatchObject({ resultCode: HotelError.ORDER_NOT_CANCELABLE, data: { reason: 'STATUS' } });
  });

  it('cancels an unpaid order at no cost, closing its pay order', async () => {
    const stay = env.stay(16, 1);
    const f = await findPlan(env.hotels, stay, (p) => p.payWay === 1 && p.cancel.type === 'NO_CANCEL');
    const out = await env.notr.ok(orderCreateCall, orderStay(f, stay, { travelType: 1, roomList: [self], contact }));
    expect((await env.notr.ok(orderCancelCall, { orderId: out.orderId })).penaltyAmount.amount).toBe(0);
    const [po] = await env.t.database.db.select().from(payOrders).where(eq(payOrders.id, out.payOrder!.payOrderId));
    expect(po!.status).toBe('CANCELED');
  });

  it('shows a plan that cannot be cancelled with its reason and refuses to cancel it', async () => {
    const stay = env.stay(17, 2);
    const f = await findPlan(env.hotels, stay, (p) => p.payWay === 1 && p.cancel.type === 'NO_CANCEL');
    const { orderId } = await confirmedOrder(f, stay);
    const info = await env.notr.ok(cancelInfoGetCall, { orderId });
    expect(info.canCancelType).toBe('NO_OPERATE_BUT_SHOW');
    expect(info.cantCancelReasonDesc).toBeTruthy();
    expect((await env.notr.ok(orderGetCall, { orderId })).orderOperateInfo).toMatchObject({ canCancelType: 'NO_OPERATE_BUT_SHOW', cantCancelReasonDesc: info.cantCancelReasonDesc });
    expect((await env.notr.call(orderCancelCall, { orderId })).body).toMatchObject({ resultCode: HotelError.ORDER_NOT_CANCELABLE, data: { orderStatus: 'CONFIRMED', reason: 'NO_CANCEL' } });
  });

  it('charges a percentage penalty and sends the rest back', async () => {
    const stay = env.stay(18, 2);
    const f = await findPlan(env.hotels, stay, (p) => p.payWay === 1 && p.cancel.type === 'CANCEL_AND_PENALTY' && p.cancel.tiers[0]?.kind === 'PERCENT');
    const { orderId, total } = await confirmedOrder(f, stay);
    const rule = f.plan.cancel as Extract<typeof f.plan.cancel, { type: 'CANCEL_AND_PENALTY' }>;
    const penalty = Math.round((total * rule.tiers[0]!.value) / 100);
    expect((await env.notr.ok(cancelInfoGetCall, { orderId })).penaltyAmount.amount).toBe(penalty);
    expect(await env.notr.ok(orderCancelCall, { orderId })).toMatchObject({ penaltyAmount: { amount: penalty }, refundAmount: { amount: total - penalty } });
  });

  it('charges the whole stay after a free-cancel deadline, and the check-in night alone after a first-night deadline', async () => {
    try {
      const stay = env.stay(3, 2);
      const free = await findPlan(env.hotels, stay, (p) => p.payWay === 1 && p.cancel.type === 'FREE_CANCEL');
      const firstNight = await findPlan(env.hotels, stay, (p) => p.payWay === 14 && p.cancel.type === 'CANCEL_AND_PENALTY' && p.cancel.tiers[0]?.kind === 'FIRST_NIGHT');
      const a = await confirmedOrder(free, stay);
      const b = await confirmedOrder(firstNight, stay);
      const freeRule = free.plan.cancel as Extract<typeof free.plan.cancel, { type: 'FREE_CANCEL' }>;
      const late = await at(freeRule.freeCancelUntil);
      expect(await late.ok(orderCancelCall, { orderId: a.orderId })).toMatchObject({ penaltyAmount: { amount: a.total }, refundAmount: { amount: 0 } });
      env.t.clock.setOffsetSeconds(0);
      const tierRule = firstNight.plan.cancel as Extract<typeof firstNight.plan.cancel, { type: 'CANCEL_AND_PENALTY' }>;
      const later = await at(tierRule.tiers[0]!.from);
      // Paid at the hotel: nothing of ours to send back; the hotel charges the check-in night's own price.
      expect(await later.ok(cancelInfoGetCall, { orderId: b.orderId })).toMatchObject({ paidAmount: { amount: 0 }, penaltyAmount: { amount: b.firstNight }, refundAmount: { amount: 0 } });
      expect(await later.ok(orderCancelCall, { orderId: b.orderId })).toMatchObject({ orderStatus: 7, penaltyAmount: { amount: b.firstNight } });
    } finally {
      env.t.clock.setOffsetSeconds(0);
    }
  });
});
