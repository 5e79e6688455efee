import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HotelError } from '@travel/contracts/hotel/errors';
import { modifyInfoQueryCall, modifyTypeCheckCall, orderModifyCall } from '@travel/contracts/hotel/modify';
import { orderCancelCall, orderGetCall } from '@travel/contracts/hotel/order';
import { HOTEL_ORDER_ACTION } from '@travel/contracts/hotel/order-actions';
import { taskApproveCall, taskListCall } from '@travel/contracts/approval/approval';
import { orderCreateCall } from '@travel/contracts/hotel/order-create';
import { waitingListCall } from '@travel/contracts/order-center/order-center';
import { companyConfigSaveCall, companyDetailCall } from '@travel/contracts/member/company';
import { paymentPayCall, SANDBOX_CARDS } from '@travel/contracts/payment/payment';
import { travelStandardListCall, travelStandardSaveCall, type HotelStandard } from '@travel/contracts/policy/standards';
import { trCreateCall } from '@travel/contracts/travel-request/travel-request';
import { addDays } from '../../platform/dates';
import { runDueJobs } from '../../platform/jobs/job-queue';
import { jobs } from '../../platform/jobs/schema';
import { commerceOrders, commerceOrderTravellers, commerceWorkflows } from '../commerce/schema';
import { paymentRecords, payOrders } from '../payment/schema';
import { trInput } from '../travel-request/tr-test-fixtures';
import { BEIJING, bookPrivateStay, L3_BEIJING_CAP, findPlan, openOrderEnv, orderStay, planRemaining, type FoundPlan, type OrderEnv } from './hotel-order-fixture';
import type { RatePlanOffer } from './hotel-port';
import { STAY_JOB, stayKey } from './order-jobs';
import { hotelOrderExtensions, hotelOrders } from './schema';

type Stay = { checkinDate: string; checkoutDate: string };
const compact = (d: string) => d.replace(/-/g, '');
const contact = { name: 'Wang Fang', mobileCountryCode: '86', mobile: '13800001234' };

describe('hotel order/modify: extending a stay (a later checkout)', () => {
  let env: OrderEnv;
  beforeAll(async () => {
    env = await openOrderEnv();
  }, 120_000);
  afterEach(() => env.t.clock.setOffsetSeconds(0));
  afterAll(async () => env?.t.close());

  const db = () => env.t.database.db;
  const runJobs = () => runDueJobs(env.t.database.db, env.t.clock, env.t.app.jobHandlers);
  /** A Beijing plan of the kind asked for that sells the stay and the `extra` nights after it. */
  const planFor = (stay: Stay, extra: number, ok: (p: RatePlanOffer) => boolean) =>
    findPlan(env.hotels, { checkinDate: stay.checkinDate, checkoutDate: addDays(stay.checkoutDate, extra) }, (p) => p.minStay <= 1 && ok(p));
  /** The plan's nights from `from` to `until` as the hotel sells them at this moment. */
  const hotelNights = async (f: FoundPlan, from: string, until: string) => {
    const got = await env.hotels.getStay(f.hotelId, { checkinDate: from, checkoutDate: until, roomNum: 1, adultNum: 1, childAges: [], corporateId: 'ent-demo' });
    return got!.rooms.find((r) => r.room.roomTypeId === f.room.roomTypeId)!.ratePlans.find((p) => p.ratePlanId === f.plan.ratePlanId)!.nights;
  };
  const holdOf = async (orderId: string) => {
    const [row] = await db().select().from(hotelOrders).where(eq(hotelOrders.id, orderId));
    return (await env.hotels.getHold(row!.holdId))!;
  };

  it('extends a prepaid stay by a night at the hotel’s price now; paid, the order, its nights, the ledger and the stay job agree', async () => {
    const stay = env.stay(20, 2);
    const f = await planFor(stay, 1, (p) => p.payWay === 1 && p.cancel.type === 'FREE_CANCEL');
    const o = await bookPrivateStay(env, f, stay);
    const orderId = o.baseInfo.orderId;
    expect(o.actionList).toContain(HOTEL_ORDER_ACTION.EXTEND);
    expect(o.orderOperateInfo.canExtend).toBe(true);
    const newCheckout = addDays(stay.checkoutDate, 1);
    const night = stay.checkoutDate;
    const [before] = await planRemaining(env, f, { checkinDate: night, checkoutDate: newCheckout });
    const [then] = await hotelNights(f, night, newCheckout);
    // Another guest takes rooms of that night: the hotel's load, and with it the price, moves after the booking.
    const others = await env.hotels.holdRooms({ hotelId: f.hotelId, roomTypeId: f.room.roomTypeId, ratePlanId: f.plan.ratePlanId, checkinDate: night, checkoutDate: newCheckout, roomNum: Math.max(1, before! - 2), adultNum: 1, childAges: [], corporateId: 'ent-demo', idempotencyKey: `other:${orderId}` });
    const [now] = await hotelNights(f, night, newCheckout);
    expect(now!.price.amount).toBeGreaterThan(then!.price.amount);

    const check = await env.notr.ok(modifyTypeCheckCall, { orderId, modifySubtype: 'EXTEND' });
    expect(check.modifyTypeList).toEqual([{ modifyType: 'EXTEND', canModify: true, reason: null, reasonDesc: null }]);
    const info = await env.notr.ok(modifyInfoQueryCall, { orderId, checkoutDate: newCheckout });
    expect(info).toMatchObject({ canModifyMode: true, modifyType: 'EXTEND', defaultCheckoutDate: stay.checkoutDate, extendNightList: [{ date: night, price: now!.price, exceeding: false }] });
    // A private stay's new nights are the traveller's.
    expect(info.afterModifyDifferencePrice).toEqual({ company: { amount: 0, currency: 'CNY' }, personal: now!.price });
    expect(info.maxCheckoutDate > newCheckout).toBe(true);

    const key = { headers: { 'idempotency-key': `extend:${orderId}` } };
    const out = await env.notr.ok(orderModifyCall, { orderId, checkoutDate: newCheckout }, key);
    expect(out).toMatchObject({ modifyTypeList: ['EXTEND'], checkoutDate: stay.checkoutDate, totalPrice: { amount: o.orderPrice.totalPrice } });
    expect(out.extension).toMatchObject({ status: 'WAIT_PAY', checkoutDate: newCheckout, nights: 1, totalPrice: now!.price, personalAmount: now!.price, payOrder: { needPay: true, purpose: 'CHANGE', personalAmount: now!.price } });
    // The same key answers the same extension and takes nothing twice.
    expect((await env.notr.ok(orderModifyCall, { orderId, checkoutDate: newCheckout }, key)).extension!.extensionId).toBe(out.extension!.extensionId);
    expect(await planRemaining(env, f, { checkinDate: night, checkoutDate: newCheckout })).toEqual([before! - Math.max(1, before! - 2) - 1]);
    expect(await db().select().from(hotelOrderExtensions).where(eq(hotelOrderExtensions.orderId, orderId))).toHaveLength(1);

    // Until paid the nights are held, not the order's: the order waits for the extension's payment.
    const waiting = await env.notr.ok(orderGetCall, { orderId });
    expect(waiting.pendingExtension).toMatchObject({ extensionId: out.extension!.extensionId, status: 'WAIT_PAY', checkoutDate: newCheckout });
    expect(waiting.orderOperateInfo).toMatchObject({ waitPay: true, canExtend: false, canEarlyCheckout: false });
    expect(waiting.orderOperateInfo.secondToLatestPayTime).toBeGreaterThan(0);
    expect(waiting.orderPrice.waitPayPrice).toBe(now!.price.amount);
    expect(waiting.actionList).toContain(HOTEL_ORDER_ACTION.GO_PAY);
    expect(waiting.hotelInfo.checkoutDate).toBe(compact(stay.checkoutDate));
    const closed = (await env.notr.ok(modifyTypeCheckCall, { orderId })).modifyTypeList.filter((m) => m.reason === 'EXTENSION_PENDING').map((m) => m.modifyType);
    expect(closed).toEqual(['EXTEND', 'EARLY_CHECKOUT']);
    // The order centre lists the extension among what waits for payment: its amount, its deadline.
    const listed = (await env.notr.ok(waitingListCall, {})).list.find((i) => i.orderId === orderId);
    expect(listed).toMatchObject({ product: 'HOTEL', waitType: 'WAIT_PAY', changeId: out.extension!.extensionId, amount: now!.price, travelDate: stay.checkoutDate });
    expect(listed!.payEndLeftSecond).toBeGreaterThan(0);

    await env.notr.ok(paymentPayCall, { payOrderId: out.extension!.payOrder!.payOrderId, payWay: 'online_payment', cardNumber: SANDBOX_CARDS.SUCCEED });
    const after = await env.notr.ok(orderGetCall, { orderId });
    expect(after.hotelInfo.checkoutDate).toBe(compact(newCheckout));
    expect(after.dailyPriceList.map((n) => [n.date, n.price])).toEqual([...o.dailyPriceList.map((n) => [n.date, n.price]), [compact(night), now!.price.amount]]);
    expect(after.orderPrice).toMatchObject({ totalPrice: o.orderPrice.totalPrice + now!.price.amount, personalAmount: o.orderPrice.personalAmount + now!.price.amount, waitPayPrice: 0 });
    expect(after.pendingExtension).toBeNull();
    expect(after.orderOperateInfo.waitPay).toBe(false);
    const [ledger] = await db().select().from(commerceOrders).where(eq(commerceOrders.orderId, orderId));
    expect(ledger).toMatchObject({ endDate: newCheckout, personalAmount: after.orderPrice.personalAmount, companyAmount: after.orderPrice.companyAmount });
    const travellers = await db().select().from(commerceOrderTravellers).where(eq(commerceOrderTravellers.orderId, orderId));
    expect(travellers.length).toBeGreaterThan(0);
    expect(travellers.every((t) => t.endDate === newCheckout)).toBe(true);
    const hold = await holdOf(orderId);
    expect(hold).toMatchObject({ checkoutDate: newCheckout, totalPrice: { amount: after.orderPrice.totalPrice } });
    expect(await db().select().from(jobs).where(and(eq(jobs.kind, STAY_JOB), eq(jobs.dedupeKey, stayKey(orderId, new Date(hold.checkoutAt)))))).toHaveLength(1);
    const paid = await db().select().from(paymentRecords).where(eq(paymentRecords.payOrderId, out.extension!.payOrder!.payOrderId));
    expect(paid.map((r) => [r.recordType, r.direction, r.payWay, r.amount])).toEqual([['CHANGE_PAYMENT', 'IN', 'online_payment', now!.price.amount]]);
    await env.hotels.releaseHold({ holdId: others.holdId });

    // Cancelled before the free deadline, everything paid goes back: the new night from its own pay order.
    await env.notr.ok(orderCancelCall, { orderId });
    await runJobs();
    const back = await db().select().from(paymentRecords).where(eq(paymentRecords.direction, 'OUT'));
    const refunds = (po: string | null) => back.filter((r) => r.payOrderId === po).reduce((s, r) => s + r.amount, 0);
    expect([refunds(o.payOrderId), refunds(out.extension!.payOrder!.payOrderId)]).toEqual([o.orderPrice.totalPrice, now!.price.amount]);
  });

  it('charges a business extension over the standard under mixed pay only the new night’s excess', async () => {
    // A prepaid plan whose second night is dearer than its first by a few yuan: the standard between the two.
    let found: { f: FoundPlan; stay: Stay } | null = null;
    for (let start = 30; start < 60 && !found; start++) {
      const stay = env.stay(start, 1);
      const f = await planFor(stay, 1, (p) => p.payWay === 1 && p.cancel.type !== 'NO_CANCEL' && p.nights[1]!.cnyAmount - p.nights[0]!.cnyAmount >= 600 && p.totalPrice.currency === 'CNY').catch(() => null);
      if (f) found = { f, stay };
    }
    if (!found) throw new Error('no Beijing plan dearer on its second night');
    const { f, stay } = found;
    const standard = Math.floor((f.plan.nights[0]!.cnyAmount + f.plan.nights[1]!.cnyAmount) / 2);
    const levels = (await env.manager.ok(travelStandardListCall, {})).list;
    const l3 = levels.find((l) => l.travelLevel === 'L3')!.standards.find((s) => s.product === 'HOTEL')!.standard as HotelStandard;
    const { config } = await env.manager.ok(companyDetailCall, {});
    await env.manager.ok(travelStandardSaveCall, { travelLevel: 'L3', product: 'HOTEL', standard: { ...l3, cityCaps: [...l3.cityCaps.filter((c) => c.cityId !== BEIJING), { cityId: BEIJING, amount: standard }] } });
    await env.manager.ok(companyConfigSaveCall, { ...config, hotelControl: { ...config.hotelControl, travelRuleViolationControl: 4 } });
    try {
      // The booked night is within the standard: the company's, settled at once.
      const created = await env.notr.ok(orderCreateCall, orderStay(f, stay, { totalPrice: undefined, travelType: 0, roomList: [{ guestList: [{ source: 'SELF', name: 'Wang Fang' }] }], contact, checkGuaranteeConfirmRemind: false }));
      expect(created).toMatchObject({ personalAmount: { amount: 0 }, payOrder: { status: 'PAID' } });
      await runJobs();
      const orderId = created.orderId;
      const o = await env.notr.ok(orderGetCall, { orderId });
      expect(o.baseInfo.orderStatusName).toBe('CONFIRMED');
      const newCheckout = addDays(stay.checkoutDate, 1);
      const info = await env.notr.ok(modifyInfoQueryCall, { orderId, checkoutDate: newCheckout });
      const price = info.extendNightList[0]!.price.amount;
      const excess = price - standard;
      expect(excess).toBeGreaterThan(0);
      expect(info.extendNightList).toEqual([{ date: stay.checkoutDate, price: { amount: price, currency: 'CNY' }, exceeding: true }]);
      expect(info.afterModifyDifferencePrice).toEqual({ company: { amount: standard, currency: 'CNY' }, personal: { amount: excess, currency: 'CNY' } });

      const out = await env.notr.ok(orderModifyCall, { orderId, checkoutDate: newCheckout });
      expect(out.extension).toMatchObject({ status: 'WAIT_PAY', companyAmount: { amount: standard }, personalAmount: { amount: excess }, payOrder: { payMode: 'HYBRID', personalAmount: { amount: excess } } });
      await env.notr.ok(paymentPayCall, { payOrderId: out.extension!.payOrder!.payOrderId, payWay: 'online_payment', cardNumber: SANDBOX_CARDS.SUCCEED });
      const after = await env.notr.ok(orderGetCall, { orderId });
      // Only the new night's excess is the traveller's; the rest of both nights the company's.
      expect(after.orderPrice).toMatchObject({ totalPrice: o.orderPrice.totalPrice + price, personalAmount: excess, companyAmount: o.orderPrice.totalPrice + standard });
      const [ledger] = await db().select().from(commerceOrders).where(eq(commerceOrders.orderId, orderId));
      expect(ledger).toMatchObject({ travelType: 'BUSINESS', personalAmount: excess, companyAmount: o.orderPrice.totalPrice + standard, endDate: newCheckout });
      const [po] = await db().select().from(payOrders).where(eq(payOrders.id, out.extension!.payOrder!.payOrderId));
      expect(po).toMatchObject({ status: 'PAID', companyAmount: standard, personalAmount: excess });

      // Forbidden over the standard (now just below the next night's price): refused with its reason, nothing taken.
      const third = { checkinDate: newCheckout, checkoutDate: addDays(newCheckout, 1) };
      const [next] = await hotelNights(f, third.checkinDate, third.checkoutDate);
      const lower = next!.cnyAmount - 100;
      await env.manager.ok(travelStandardSaveCall, { travelLevel: 'L3', product: 'HOTEL', standard: { ...l3, cityCaps: [...l3.cityCaps.filter((c) => c.cityId !== BEIJING), { cityId: BEIJING, amount: lower }] } });
      await env.manager.ok(companyConfigSaveCall, { ...config, hotelControl: { ...config.hotelControl, travelRuleViolationControl: 1 } });
      const left = await planRemaining(env, f, third);
      const refused = await env.notr.call(orderModifyCall, { orderId, checkoutDate: third.checkoutDate });
      expect(refused.body).toMatchObject({ resultCode: HotelError.EXTEND_OVER_STANDARD, data: { standard: { amount: lower, currency: 'CNY' }, exceedDates: [newCheckout] } });
      expect(refused.body.description).toMatch(/standard/);
      expect(await planRemaining(env, f, third)).toEqual(left);
    } finally {
      await env.manager.ok(companyConfigSaveCall, config);
      await env.manager.ok(travelStandardSaveCall, { travelLevel: 'L3', product: 'HOTEL', standard: l3 });
    }
  });

  it('extends a stay paid at the hotel at once (nothing online), and refuses a full night after it with the room error, taking nothing', async () => {
    const stay = env.stay(70, 1);
    const f = await planFor(stay, 3, (p) => p.payWay === 14 && p.guarantee === null && p.cancel.type !== 'NO_CANCEL');
    const o = await bookPrivateStay(env, f, stay);
    const orderId = o.baseInfo.orderId;
    const second = addDays(stay.checkoutDate, 1);
    const [price] = await hotelNights(f, stay.checkoutDate, second);
    const out = await env.notr.ok(orderModifyCall, { orderId, checkoutDate: second });
    expect(out).toMatchObject({ checkoutDate: second, totalPrice: { amount: o.orderPrice.totalPrice + price!.price.amount }, extension: { status: 'DONE', payOrder: null } });
    expect((await env.notr.ok(orderGetCall, { orderId })).dailyPriceList).toHaveLength(2);

    // Every room of the night after next goes to others: that night is full.
    const full = addDays(second, 1);
    const [left] = await planRemaining(env, f, { checkinDate: full, checkoutDate: addDays(full, 1) });
    await env.hotels.holdRooms({ hotelId: f.hotelId, roomTypeId: f.room.roomTypeId, ratePlanId: f.plan.ratePlanId, checkinDate: full, checkoutDate: addDays(full, 1), roomNum: left!, adultNum: 1, childAges: [], corporateId: 'ent-demo', idempotencyKey: `fill:${orderId}` });
    const info = await env.notr.ok(modifyInfoQueryCall, { orderId });
    expect(info.fullDateList).toContain(full);
    expect(info.fullDateList).not.toContain(second);
    const free = await planRemaining(env, f, { checkinDate: second, checkoutDate: full });
    const refused = await env.notr.call(orderModifyCall, { orderId, checkoutDate: addDays(full, 1) });
    expect(refused.body).toMatchObject({ resultCode: HotelError.ROOM_FULL });
    // The free night before the full one was not taken either, and the order did not move.
    expect(await planRemaining(env, f, { checkinDate: second, checkoutDate: full })).toEqual(free);
    expect((await env.notr.ok(orderGetCall, { orderId })).hotelInfo.checkoutDate).toBe(compact(second));
    expect((await holdOf(orderId)).checkoutDate).toBe(second);
  });

  it('gives the new nights back when our commit refuses after the hotel took them (the travel request’s budget)', async () => {
    const begin = addDays(env.today, 3);
    const stay = { checkinDate: begin, checkoutDate: addDays(begin, 1) };
    const f = await planFor(stay, 1, (p) => p.payWay === 1 && p.cancel.type !== 'NO_CANCEL' && p.nights.every((n) => n.cnyAmount <= L3_BEIJING_CAP));
    const { travelNO } = await env.employee.ok(trCreateCall, trInput(env.today, { estimatedAmount: f.plan.nights[0]!.cnyAmount + 100 }));
    for (let level = 0; level < 3; level++) {
      for (const task of (await env.manager.ok(taskListCall, { pageIndex: 1, pageSize: 50 })).list) await env.manager.ok(taskApproveCall, { taskId: task.taskId });
    }
    const created = await env.employee.ok(orderCreateCall, orderStay(f, stay, { trNo: travelNO, totalPrice: undefined, travelType: 0, roomList: [{ guestList: [{ source: 'SELF', name: 'Zhang Wei' }] }], contact, checkGuaranteeConfirmRemind: false }));
    await runJobs();
    const night = { checkinDate: stay.checkoutDate, checkoutDate: addDays(stay.checkoutDate, 1) };
    const before = await planRemaining(env, f, night);
    const refused = await env.employee.call(orderModifyCall, { orderId: created.orderId, checkoutDate: night.checkoutDate });
    expect(refused.body).toMatchObject({ resultCode: HotelError.BUDGET_EXCEEDED, data: { travelNO } });
    // The hotel had taken the night (the budget is asked under the request's lock, in our commit): it is back.
    expect(await planRemaining(env, f, night)).toEqual(before);
    expect((await holdOf(created.orderId)).checkoutDate).toBe(stay.checkoutDate);
    const undone = await db().select().from(commerceWorkflows).where(and(eq(commerceWorkflows.kind, 'HOTEL_EXTEND'), eq(commerceWorkflows.status, 'UNDONE')));
    expect(undone).toHaveLength(1);
    expect(await db().select().from(hotelOrderExtensions).where(eq(hotelOrderExtensions.orderId, created.orderId))).toEqual([]);
  });

  it('gives the nights back to the hotel when the extension is not paid by its deadline', async () => {
    const stay = env.stay(80, 1);
    const f = await planFor(stay, 1, (p) => p.payWay === 1 && p.cancel.type !== 'NO_CANCEL');
    const o = await bookPrivateStay(env, f, stay);
    const orderId = o.baseInfo.orderId;
    const newCheckout = addDays(stay.checkoutDate, 1);
    const night = { checkinDate: stay.checkoutDate, checkoutDate: newCheckout };
    const before = await planRemaining(env, f, night);
    const out = await env.notr.ok(orderModifyCall, { orderId, checkoutDate: newCheckout });
    expect(out.extension!.status).toBe('WAIT_PAY');
    expect(await planRemaining(env, f, night)).toEqual([before[0]! - 1]);
    env.t.clock.setOffsetSeconds(16 * 60);
    await runJobs();
    expect(await planRemaining(env, f, night)).toEqual(before);
    const [ext] = await db().select().from(hotelOrderExtensions).where(eq(hotelOrderExtensions.id, out.extension!.extensionId));
    expect(ext).toMatchObject({ status: 'CANCELED', cancelReasonCode: 'PAY_TIMEOUT' });
    const [po] = await db().select().from(payOrders).where(eq(payOrders.id, out.extension!.payOrder!.payOrderId));
    expect(po!.status).toBe('PAY_TIMEOUT');
    const me = await env.t.login('notr');
    const after = await me.ok(orderGetCall, { orderId });
    expect(after).toMatchObject({ pendingExtension: null, hotelInfo: { checkoutDate: compact(stay.checkoutDate) }, orderPrice: { totalPrice: o.orderPrice.totalPrice } });
    expect(after.orderOperateInfo).toMatchObject({ waitPay: false, canExtend: true });
    expect((await holdOf(orderId)).checkoutDate).toBe(stay.checkoutDate);
    const [ledger] = await db().select().from(commerceOrders).where(eq(commerceOrders.orderId, orderId));
    expect(ledger!.endDate).toBe(stay.checkoutDate);
  });

  it('refuses a no-cancel plan, a checked-out stay and another member, taking nothing', async () => {
    const stay = env.stay(90, 1);
    const strict = await planFor(stay, 1, (p) => p.cancel.type === 'NO_CANCEL');
    const o = await bookPrivateStay(env, strict, stay);
    const later = addDays(stay.checkoutDate, 1);
    expect(o.actionList).not.toContain(HOTEL_ORDER_ACTION.EXTEND);
    expect((await env.notr.call(orderModifyCall, { orderId: o.baseInfo.orderId, checkoutDate: later })).body).toMatchObject({ resultCode: HotelError.ORDER_NOT_MODIFIABLE, data: { modifyType: 'EXTEND', reason: 'NO_CANCEL' } });

    const f = await planFor(env.stay(1, 1), 1, (p) => p.payWay === 14 && p.guarantee === null && p.cancel.type !== 'NO_CANCEL');
    const mine = await bookPrivateStay(env, f, env.stay(1, 1));
    const orderId = mine.baseInfo.orderId;
    const next = { checkinDate: env.stay(2, 1).checkinDate, checkoutDate: env.stay(2, 1).checkoutDate };
    const before = await planRemaining(env, f, next);
    for (const client of [env.employee, await env.t.login('outsider')]) {
      const res = await client.call(orderModifyCall, { orderId, checkoutDate: next.checkoutDate });
      expect(res.body.resultCode).toBe('DATA_NOT_FOUND');
      expect(JSON.stringify(res.body)).not.toContain(orderId);
    }
    expect(await planRemaining(env, f, next)).toEqual(before);

    const hold = await holdOf(orderId);
    env.t.clock.setOffsetSeconds(Math.ceil((Date.parse(hold.checkoutAt) + 60_000 - Date.now()) / 1000));
    await runJobs();
    const me = await env.t.login('notr');
    const out = await me.ok(orderGetCall, { orderId });
    expect(out.baseInfo.orderStatusName).toBe('CHECKED_OUT');
    expect(out.actionList).not.toContain(HOTEL_ORDER_ACTION.EXTEND);
    const res = await me.call(orderModifyCall, { orderId, checkoutDate: addDays(mine.hotelInfo.checkoutDate.replace(/(\d{4})(\d{2})(\d{2})/, '$1-$2-$3'), 1) });
    expect(res.body).toMatchObject({ resultCode: HotelError.ORDER_NOT_MODIFIABLE, data: { modifyType: 'EXTEND', reason: 'CHECKED_OUT' } });
  });
});
