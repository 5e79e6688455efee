import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HotelError } from '@travel/contracts/hotel/errors';
import { orderCreateCall, preCreateCall } from '@travel/contracts/hotel/order-create';
import { paymentPayCall, SANDBOX_CARDS } from '@travel/contracts/payment/payment';
import { companyConfigSaveCall, companyDetailCall } from '@travel/contracts/member/company';
import { PolicyError } from '@travel/contracts/policy/errors';
import { addDays } from '../../platform/dates';
import { runDueJobs } from '../../platform/jobs/job-queue';
import { taskApproveCall, taskListCall } from '@travel/contracts/approval/approval';
import { trCreateCall } from '@travel/contracts/travel-request/travel-request';
import { commerceOrders, commerceWorkflows } from '../commerce/schema';
import { recoverWorkflows } from '../commerce/workflow-recovery';
import { trInput } from '../travel-request/tr-test-fixtures';
import { undoHotelStep } from './hotel-undo';
import { paymentRecords } from '../payment/schema';
import { findPlan, L3_BEIJING_CAP, openOrderEnv, orderStay, type FoundPlan, type OrderEnv } from './hotel-order-fixture';
import type { RatePlanOffer } from './hotel-port';
import { hotelOrders } from './schema';

const within = (p: RatePlanOffer) => p.nights.every((n) => n.cnyAmount <= L3_BEIJING_CAP);
const over = (p: RatePlanOffer) => p.nights.every((n) => n.cnyAmount > L3_BEIJING_CAP);
const contact = { name: 'Wang Fang', mobileCountryCode: '86', mobile: '13800001234', email: 'wang@example.com' };
const self = { guestList: [{ source: 'SELF', name: 'Wang Fang' }] };

describe('hotel order/pre_create and order/create', () => {
  let env: OrderEnv;
  let stay: { checkinDate: string; checkoutDate: string };
  beforeAll(async () => {
    env = await openOrderEnv();
    stay = env.stay(12, 2);
  }, 120_000);
  afterAll(async () => env?.t.close());

  const runJobs = () => runDueJobs(env.t.database.db, env.t.clock, env.t.app.jobHandlers);
  const orderRow = async (orderId: string) => (await env.t.database.db.select().from(hotelOrders).where(eq(hotelOrders.id, orderId)))[0]!;
  const remaining = async (f: FoundPlan, s = stay) => {
    const got = await env.hotels.getStay(f.hotelId, { ...s, roomNum: 1, adultNum: 1, childAges: [], corporateId: 'ent-demo' });
    return got!.rooms.find((r) => r.room.roomTypeId === f.room.roomTypeId)!.ratePlans.find((p) => p.ratePlanId === f.plan.ratePlanId)!.nights.map((n) => n.remaining);
  };
  const create = (f: FoundPlan, extra: Record<string, unknown> = {}, s = stay) => orderStay(f, s, { roomList: [self], contact, latestArrivalTime: '20:00', remark: 'Quiet room', ...extra });

  it('gives the booking page its data: plan, pay way, cancel policy, calendar prices, price info, arrival times', async () => {
    const f = await findPlan(env.hotels, stay, (p) => p.payWay === 1 && p.cancel.type === 'FREE_CANCEL');
    const data = await env.notr.ok(preCreateCall, orderStay(f, stay));
    expect(data).toMatchObject({ ratePlanId: f.plan.ratePlanId, roomTypeId: f.room.roomTypeId, payWay: 1, payOnline: true, cancelPolicyType: 'FREE_CANCEL', baseInfo: { nights: 2 } });
    expect(data.calendarPriceList.map((d) => d.price)).toEqual(f.plan.nights.map((n) => n.price));
    expect(data.priceInfo).toMatchObject({ totalPrice: f.plan.totalPrice.amount, prepayPrice: f.plan.totalPrice.amount, currency: 'CNY' });
    expect(data.cancelPolicyList).toHaveLength(2);
    expect(data.selectTimeList.filter((x) => x.selected)).toHaveLength(1);
    expect(data.payWayName).not.toBe('');
  });

  it('books an online prepay stay: held at the hotel, WAIT_PAY with its pay order; paid, the hotel confirms it', async () => {
    const f = await findPlan(env.hotels, stay, (p) => p.payWay === 1 && p.instantConfirm);
    const before = await remaining(f);
    const out = await env.notr.ok(orderCreateCall, create(f, { travelType: 1 }));
    expect(out).toMatchObject({ orderStatus: 'WAIT_PAY', orderStatusCode: 1, bookType: 1, totalPrice: f.plan.totalPrice, personalAmount: f.plan.totalPrice, payOrder: { status: 'WAIT_PAY', personalAmount: f.plan.totalPrice } });
    expect(await remaining(f)).toEqual(before.map((n) => n - 1));
    const [ledger] = await env.t.database.db.select().from(commerceOrders).where(eq(commerceOrders.orderId, out.orderId));
    expect(ledger).toMatchObject({ product: 'HOTEL', live: true, personalAmount: f.plan.totalPrice.amount, companyAmount: 0, beginDate: stay.checkinDate, endDate: stay.checkoutDate });
    await env.notr.ok(paymentPayCall, { payOrderId: out.payOrder!.payOrderId, payWay: 'online_payment', cardNumber: SANDBOX_CARDS.SUCCEED });
    expect((await orderRow(out.orderId)).status).toBe('WAIT_CONFIRM');
    await runJobs();
    const done = await orderRow(out.orderId);
    expect(done.status).toBe('CONFIRMED');
    expect(done.hotelConfirmNum).toMatch(/^HC\d+/);
    expect((await env.hotels.getHold(done.holdId))!.status).toBe('CONFIRMED');
  });

  it('cancels an unpaid prepay order at its deadline and gives its rooms back', async () => {
    const f = await findPlan(env.hotels, stay, (p) => p.payWay === 1);
    const before = await remaining(f);
    const out = await env.notr.ok(orderCreateCall, create(f, { travelType: 1 }));
    const deadline = Date.parse(out.payOrder!.payEndTime);
    try {
      env.t.clock.setOffsetSeconds(Math.ceil((deadline - Date.now()) / 1000) + 5);
      await runJobs();
    } finally {
      env.t.clock.setOffsetSeconds(0);
    }
    const row = await orderRow(out.orderId);
    expect(row).toMatchObject({ status: 'CANCELED', cancelReasonCode: 'PAY_TIMEOUT' });
    expect(await remaining(f)).toEqual(before);
    expect((await env.hotels.getHold(row.holdId))!.status).toBe('CANCELLED');
    const [ledger] = await env.t.database.db.select().from(commerceOrders).where(eq(commerceOrders.orderId, out.orderId));
    expect(ledger!.live).toBe(false);
  });

  it('sends a pay-at-hotel stay and a company-paid one to the hotel at once, with nothing to pay online', async () => {
    const atHotel = await findPlan(env.hotels, stay, (p) => p.payWay === 14 && within(p));
    const a = await env.notr.ok(orderCreateCall, create(atHotel));
    expect(a).toMatchObject({ orderStatus: 'WAIT_CONFIRM', orderStatusCode: 2, payOrder: null });
    const company = await findPlan(env.hotels, stay, (p) => [0, 6, 10].includes(p.payWay) && within(p));
    const c = await env.notr.ok(orderCreateCall, create(company, { roomList: [{ guestList: [{ source: 'STAFF', memberId: 'mem-notr', name: 'Notr' }] }] }));
    expect(c).toMatchObject({ orderStatus: 'WAIT_CONFIRM', payOrder: { status: 'PAID', payMode: 'COMPANY', personalAmount: { amount: 0 } } });
    await runJobs();
    expect((await orderRow(a.orderId)).status).toBe('CONFIRMED');
    expect((await orderRow(c.orderId)).status).toBe('CONFIRMED');
  });

  it('ends an order whose hold lapsed before the hotel confirmed it CONFIRM_FAILED, with the money back', async () => {
    const company = await findPlan(env.hotels, stay, (p) => [0, 6, 10].includes(p.payWay) && within(p));
    const before = await remaining(company);
    const out = await env.notr.ok(orderCreateCall, create(company, { totalPrice: undefined, roomList: [{ guestList: [{ source: 'CUSTOMER', name: 'Late Guest' }] }] }));
    try {
      // The confirm job runs only after the hotel's hold lapsed (HOTEL_HOLD_MINUTES, 30).
      env.t.clock.setOffsetSeconds(31 * 60);
      await runJobs();
    } finally {
      env.t.clock.setOffsetSeconds(0);
    }
    expect(await orderRow(out.orderId)).toMatchObject({ status: 'CONFIRM_FAILED', hotelConfirmNum: null, refundAmount: out.totalPrice.amount });
    const back = await env.t.database.db.select().from(paymentRecords).where(and(eq(paymentRecords.payOrderId, out.payOrder!.payOrderId), eq(paymentRecords.direction, 'OUT')));
    expect(back.map((r) => [r.recordType, r.amount])).toEqual([['CONFIRM_FAILURE_REFUND', out.totalPrice.amount]]);
    expect(await remaining(company)).toEqual(before);
  });

  it('books several rooms with their guests in one hold, and refuses a guest named twice', async () => {
    const f = await findPlan(env.hotels, { ...stay, roomNum: 2 }, (p) => p.payWay === 1);
    const before = await remaining(f);
    const rooms = [self, { guestList: [{ source: 'CUSTOMER', name: 'Li Lei' }, { source: 'CUSTOMER', name: 'Han Meimei' }] }];
    const twice = await env.notr.call(orderCreateCall, create(f, { travelType: 1, roomNum: 2, adultNum: 3, roomList: [self, self], totalPrice: undefined }));
    expect(twice.body).toMatchObject({ resultCode: HotelError.GUEST_TWICE, data: { roomIndex: 2, guestIndex: 1 } });
    const out = await env.notr.ok(orderCreateCall, create(f, { travelType: 1, roomNum: 2, adultNum: 3, roomList: rooms, totalPrice: undefined }));
    expect(await remaining(f)).toEqual(before.map((n) => n - 2));
    expect((await orderRow(out.orderId)).roomNum).toBe(2);
  });

  it('makes the traveller accept paying the excess under mixed pay, and charges them only that', async () => {
    const { config } = await env.manager.ok(companyDetailCall, {});
    const f = await findPlan(env.hotels, stay, (p) => p.payWay === 1 && over(p));
    await env.manager.ok(companyConfigSaveCall, { ...config, hotelControl: { ...config.hotelControl, travelRuleViolationControl: 4 } });
    try {
      const asked = await env.notr.call(orderCreateCall, create(f));
      expect(asked.body.resultCode).toBe(PolicyError.EXCEEDING_STANDARD_HYBRID_PAY);
      const excess = f.plan.nights.reduce((s, n) => s + n.cnyAmount - L3_BEIJING_CAP, 0);
      const out = await env.notr.ok(orderCreateCall, create(f, { acceptHybridPayment: true }));
      expect(out).toMatchObject({ orderStatus: 'WAIT_PAY', exceedHandling: 'EXCEED_MIX_PAY', personalAmount: { amount: excess }, payOrder: { payMode: 'HYBRID', personalAmount: { amount: excess } } });
      await env.manager.ok(companyConfigSaveCall, { ...config, hotelControl: { ...config.hotelControl, travelRuleViolationControl: 1 } });
      // The hotel's price moves with its rooms sold: the dearer plan is forbidden all the same.
      expect((await env.notr.call(orderCreateCall, create(f, { totalPrice: undefined }))).body.resultCode).toBe(PolicyError.EXCEEDING_STANDARD);
    } finally {
      await env.manager.ok(companyConfigSaveCall, config);
    }
  });

  it("holds a business stay to its travel request's budget (730052028), taking nothing when refused", async () => {
    const begin = addDays(env.today, 3);
    const trStay = { checkinDate: begin, checkoutDate: addDays(begin, 2) };
    const f = await findPlan(env.hotels, trStay, (p) => p.payWay === 1 && within(p));
    const { travelNO } = await env.employee.ok(trCreateCall, trInput(env.today, { estimatedAmount: f.plan.totalCnyAmount + 100 }));
    for (let level = 0; level < 3; level++) {
      for (const task of (await env.manager.ok(taskListCall, { pageIndex: 1, pageSize: 50 })).list) await env.manager.ok(taskApproveCall, { taskId: task.taskId });
    }
    const body = () => create(f, { trNo: travelNO, totalPrice: undefined, roomList: [{ guestList: [{ source: 'SELF', name: 'Zhang Wei' }] }] }, trStay);
    const first = await env.employee.ok(orderCreateCall, body());
    expect(first).toMatchObject({ orderStatus: 'WAIT_CONFIRM', payOrder: { payMode: 'COMPANY' } });
    const before = await remaining(f, trStay);
    const second = await env.employee.call(orderCreateCall, body());
    expect(second.body).toMatchObject({ resultCode: HotelError.BUDGET_EXCEEDED, data: { travelNO, spentAmount: { amount: f.plan.totalCnyAmount } } });
    expect(await remaining(f, trStay)).toEqual(before);
  });

  it('gives back the rooms of a booking whose process died between the hold and the commit (the recovery job)', async () => {
    const f = await findPlan(env.hotels, stay, (p) => p.payWay === 1);
    const before = await remaining(f);
    const key = 'HOCRASHED:hold';
    await env.hotels.holdRooms({ hotelId: f.hotelId, roomTypeId: f.room.roomTypeId, ratePlanId: f.plan.ratePlanId, ...stay, roomNum: 1, adultNum: 1, childAges: [], idempotencyKey: key });
    const started = new Date(Date.now() - 3 * 60_000);
    await env.t.database.db.insert(commerceWorkflows).values({ id: 'book:HOCRASHED', product: 'HOTEL', kind: 'BOOKING', ledgerRef: 'HOCRASHED', status: 'RUNNING', steps: [{ name: 'hotel.hold', undo: { idempotencyKey: key } }], startedAt: started, updatedAt: started });
    expect(await remaining(f)).toEqual(before.map((n) => n - 1));
    expect(await recoverWorkflows(env.t.database.db, () => undoHotelStep(env.hotels), new Date())).toMatchObject({ undone: 1 });
    expect(await remaining(f)).toEqual(before);
  });

  it('answers a retried create with the same Idempotency-Key with the first order, holding the rooms once', async () => {
    const f = await findPlan(env.hotels, stay, (p) => p.payWay === 1);
    const before = await remaining(f);
    const headers = { 'idempotency-key': 'hotel-create-retry-1' };
    const first = await env.notr.call(orderCreateCall, create(f, { travelType: 1 }), { headers });
    const again = await env.notr.call(orderCreateCall, create(f, { travelType: 1 }), { headers });
    expect(first.body.resultCode).toBe('0');
    expect(again.body).toEqual(first.body);
    expect(await remaining(f)).toEqual(before.map((n) => n - 1));
  });

  it("books on a member's behalf from the back office (bookType 2), and names no one the member may not", async () => {
    const f = await findPlan(env.hotels, stay, (p) => p.payWay === 1);
    const out = await env.admin.ok(orderCreateCall, { ...create(f, { travelType: 1 }), enterpriseId: 'ent-demo', memberId: 'mem-notr' }, { bg: true });
    expect(out.bookType).toBe(2);
    expect(await orderRow(out.orderId)).toMatchObject({ memberId: 'mem-notr', bookType: 2 });
    const stranger = await env.notr.call(orderCreateCall, create(f, { travelType: 1, roomList: [{ guestList: [{ source: 'SELF', passengerId: 'not-mine', name: 'X' }] }] }));
    expect(stranger.body.resultCode).toBe('DATA_NOT_FOUND');
    const foreign = await env.notr.call(orderCreateCall, create(f, { travelType: 1, roomList: [{ guestList: [{ source: 'STAFF', memberId: 'mem-outsider', name: 'X' }] }] }));
    expect(foreign.body.resultCode).toBe('DATA_NOT_FOUND');
  });
});
