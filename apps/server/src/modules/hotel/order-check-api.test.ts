import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskApproveCall, taskListCall } from '@travel/contracts/approval/approval';
import { HotelError } from '@travel/contracts/hotel/errors';
import { orderCheckCall } from '@travel/contracts/hotel/order-check';
import { companyConfigSaveCall, companyDetailCall } from '@travel/contracts/member/company';
import { trCreateCall } from '@travel/contracts/travel-request/travel-request';
import { addDays } from '../../platform/dates';
import { trInput } from '../travel-request/tr-test-fixtures';
import { findPlan, L3_BEIJING_CAP, moveClockToChinaHour, openOrderEnv, orderStay, type OrderEnv } from './hotel-order-fixture';
import type { RatePlanOffer } from './hotel-port';

const over = (p: RatePlanOffer) => p.nights.every((n) => n.cnyAmount > L3_BEIJING_CAP);
const within = (p: RatePlanOffer) => p.nights.every((n) => n.cnyAmount <= L3_BEIJING_CAP);
const straddles = (p: RatePlanOffer) => !over(p) && !within(p);

describe('hotel order/check', () => {
  let env: OrderEnv;
  let stay: { checkinDate: string; checkoutDate: string };
  beforeAll(async () => {
    env = await openOrderEnv();
    stay = env.stay(10, 2);
  }, 120_000);
  afterAll(async () => env?.t.close());

  const check = (body: Record<string, unknown>, bg = false) => env.notr.call(orderCheckCall, body, bg ? { bg: true } : {});

  it('answers NONE for a plan within the standard, and for any plan on a private stay', async () => {
    const f = await findPlan(env.hotels, stay, (p) => within(p) && !p.guarantee);
    expect((await env.notr.ok(orderCheckCall, orderStay(f, stay))).checkType).toBe('NONE');
    const dear = await findPlan(env.hotels, stay, (p) => over(p) && !p.guarantee);
    const priv = await env.notr.ok(orderCheckCall, orderStay(dear, stay, { travelType: 1 }));
    expect(priv).toMatchObject({ checkType: 'NONE', standard: null, exceedDates: [] });
  });

  it("answers each over-standard outcome by the enterprise's travelRuleViolationControl", async () => {
    const { config } = await env.manager.ok(companyDetailCall, {});
    const prepay = await findPlan(env.hotels, stay, (p) => over(p) && p.payWay === 1);
    const atHotel = await findPlan(env.hotels, stay, (p) => over(p) && p.payWay === 14);
    const part = await findPlan(env.hotels, env.stay(10, 7), (p) => straddles(p) && p.payWay === 1);
    const outcome = async (control: number, f = prepay, s = stay) => {
      await env.manager.ok(companyConfigSaveCall, { ...config, hotelControl: { ...config.hotelControl, travelRuleViolationControl: control } });
      return env.notr.ok(orderCheckCall, orderStay(f, s, { checkGuaranteeConfirmRemind: false }));
    };
    try {
      const reason = await outcome(0);
      expect(reason).toMatchObject({ checkType: 'EXCEED_CHOOSE_REASON', standard: L3_BEIJING_CAP });
      expect(reason.exceedDates).toEqual(prepay.plan.nights.map((n) => n.date));
      expect(reason.exceedAmount).toBe(prepay.plan.nights.reduce((s, n) => s + n.cnyAmount - L3_BEIJING_CAP, 0));
      expect(reason.message).not.toBe('');
      expect((await outcome(5)).checkType).toBe('EXCEED_PERSONAL_PAY');
      expect((await outcome(4)).checkType).toBe('EXCEED_MIX_PAY');
      expect((await outcome(4, atHotel)).checkType).toBe('EXCEED_NO_MIX_PAY');
      expect((await outcome(1)).checkType).toBe('EXCEED_FORBIDDEN');
      expect((await outcome(3)).checkType).toBe('EXCEED_FORBIDDEN');
      const partial = await outcome(4, part, env.stay(10, 7));
      expect(partial).toMatchObject({ checkType: 'PART_EXCEED', exceedHandling: 'EXCEED_MIX_PAY' });
      expect(partial.exceedDates).toEqual(part.plan.nights.filter((n) => n.cnyAmount > L3_BEIJING_CAP).map((n) => n.date));
    } finally {
      await env.manager.ok(companyConfigSaveCall, config);
    }
  });

  it('answers the room errors of spec 8 when the plan is gone, full, not sold for the dates, too small, or its price changed', async () => {
    const f = await findPlan(env.hotels, stay, (p) => within(p) && !p.guarantee);
    expect((await check(orderStay(f, stay, { ratePlanId: 'NOPE' }))).body.resultCode).toBe(HotelError.ROOM_GONE);
    const changed = await check(orderStay(f, stay, { totalPrice: { amount: f.plan.totalPrice.amount + 100, currency: 'CNY' } }));
    expect(changed.body).toMatchObject({ resultCode: HotelError.ROOM_PRICE_CHANGED, data: { totalPrice: f.plan.totalPrice } });
    expect((await check(orderStay(f, stay, { adultNum: 20 }))).body.resultCode).toBe(HotelError.ROOM_GUESTS_EXCEEDED);
    const minStay = await findPlan(env.hotels, env.stay(10, 2), (p) => p.minStay === 2);
    const oneNight = env.stay(10, 1);
    expect((await check(orderStay(minStay, oneNight))).body.resultCode).toBe(HotelError.ROOM_NOT_BOOKABLE);
    // Every room of the second night taken: the stay is full.
    const left = f.plan.nights[1]!.remaining;
    const second = { checkinDate: addDays(stay.checkinDate, 1), checkoutDate: stay.checkoutDate };
    await env.hotels.holdRooms({ hotelId: f.hotelId, roomTypeId: f.room.roomTypeId, ratePlanId: f.plan.ratePlanId, ...second, roomNum: left, adultNum: 1, childAges: [], idempotencyKey: 'check-full' });
    expect((await check(orderStay(f, stay))).body.resultCode).toBe(HotelError.ROOM_FULL);
    await env.hotels.releaseHold({ idempotencyKey: 'check-full' });
  });

  it('reminds of a guarantee once (330060033) and goes on when the traveller continues', async () => {
    const f = await findPlan(env.hotels, stay, (p) => p.guarantee !== null && within(p));
    const first = await check(orderStay(f, stay));
    expect(first.body).toMatchObject({ resultCode: HotelError.GUARANTEE_CONFIRM, data: f.plan.guarantee });
    expect(first.body.description.split('  ').length).toBe(2);
    expect((await env.notr.ok(orderCheckCall, orderStay(f, stay, { checkGuaranteeConfirmRemind: false }))).checkType).toBe('NONE');
  });

  it("warns of a late booking for tonight (hap.1001, the administrator's hap.1002) and goes on with overtimeBooking", async () => {
    try {
      const today = moveClockToChinaHour(env, 21);
      // Sessions expire by the moved clock: log in again at the new time.
      const [notr, admin] = [await env.t.login('notr'), await env.t.login('admin')];
      const tonight = { checkinDate: today, checkoutDate: addDays(today, 1) };
      const f = await findPlan(env.hotels, tonight, (p) => within(p) && !p.guarantee);
      expect((await notr.call(orderCheckCall, orderStay(f, tonight))).body.resultCode).toBe(HotelError.OVERTIME_BOOKING);
      const bg = await admin.call(orderCheckCall, { ...orderStay(f, tonight), enterpriseId: 'ent-demo', memberId: 'mem-notr' }, { bg: true });
      expect(bg.body.resultCode).toBe(HotelError.OVERTIME_BOOKING_ADMIN);
      expect((await notr.ok(orderCheckCall, orderStay(f, tonight, { overtimeBooking: true }))).checkType).toBe('NONE');
      const morning = moveClockToChinaHour(env, 10);
      const later = await env.t.login('notr');
      const early = { checkinDate: morning, checkoutDate: addDays(morning, 1) };
      const g = await findPlan(env.hotels, early, (p) => within(p) && !p.guarantee);
      expect((await later.ok(orderCheckCall, orderStay(g, early))).checkType).toBe('NONE');
    } finally {
      env.t.clock.setOffsetSeconds(0);
    }
  });

  it("refuses a stay the travel request's budget cannot carry (730052028)", async () => {
    const begin = addDays(env.today, 3);
    const f = await findPlan(env.hotels, { checkinDate: begin, checkoutDate: addDays(begin, 2) }, (p) => within(p) && !p.guarantee);
    const { travelNO } = await env.employee.ok(trCreateCall, trInput(env.today, { estimatedAmount: f.plan.totalCnyAmount - 1 }));
    for (let level = 0; level < 3; level++) {
      for (const task of (await env.manager.ok(taskListCall, { pageIndex: 1, pageSize: 50 })).list) await env.manager.ok(taskApproveCall, { taskId: task.taskId });
    }
    const body = orderStay(f, { checkinDate: begin, checkoutDate: addDays(begin, 2) }, { trNo: travelNO });
    const refused = await env.employee.call(orderCheckCall, body);
    expect(refused.body).toMatchObject({ resultCode: HotelError.BUDGET_EXCEEDED, data: { travelNO, estimatedAmount: { amount: f.plan.totalCnyAmount - 1 }, bookingAmount: { amount: f.plan.totalCnyAmount } } });
  });
});
