import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HotelError } from '@travel/contracts/hotel/errors';
import { modifyInfoQueryCall, modifyTypeCheckCall, orderModifyCall } from '@travel/contracts/hotel/modify';
import { orderCancelCall, orderGetCall } from '@travel/contracts/hotel/order';
import { orderCreateCall } from '@travel/contracts/hotel/order-create';
import { taskApproveCall, taskListCall } from '@travel/contracts/approval/approval';
import { trCreateCall } from '@travel/contracts/travel-request/travel-request';
import { addDays } from '../../platform/dates';
import { runDueJobs } from '../../platform/jobs/job-queue';
import { paymentRecords } from '../payment/schema';
import { hotelHolds } from '../../suppliers/hotel/schema';
import { jobs } from '../../platform/jobs/schema';
import { companySpend } from '../commerce/order-ledger';
import { commerceOrders, commerceOrderTravellers } from '../commerce/schema';
import { trInput } from '../travel-request/tr-test-fixtures';
import { STAY_JOB, stayKey } from './order-jobs';
import { hotelOrders } from './schema';
import { bookPrivateStay, findPlan, L3_BEIJING_CAP, openOrderEnv, orderStay, planRemaining, type FoundPlan, type OrderEnv } from './hotel-order-fixture';

const self = { guestList: [{ source: 'SELF' as const, name: 'Li Na' }] };

describe('hotel modify/type/check, modify/info/query and order/modify', () => {
  let env: OrderEnv;
  beforeAll(async () => {
    env = await openOrderEnv();
  }, 120_000);
  afterAll(async () => env?.t.close());

  const runJobs = () => runDueJobs(env.t.database.db, env.t.clock, env.t.app.jobHandlers);
  const remaining = (f: FoundPlan, stay: { checkinDate: string; checkoutDate: string }) => planRemaining(env, f, stay);
  const confirmedOrder = async (f: FoundPlan, stay: { checkinDate: string; checkoutDate: string }) => {
    const o = await bookPrivateStay(env, f, stay);
    expect(o.baseInfo.orderStatusName).toBe('CONFIRMED');
    return o;
  };

  it('changes the guests (told to the hotel), contact, latest arrival and remark in one call', async () => {
    const stay = env.stay(20, 2);
    const f = await findPlan(env.hotels, stay, (p) => p.payWay === 14 && p.cancel.type !== 'NO_CANCEL');
    const o = await confirmedOrder(f, stay);
    const orderId = o.baseInfo.orderId;
    const check = await env.notr.ok(modifyTypeCheckCall, { orderId });
    expect(check.modifyTypeList.filter((m) => m.canModify).map((m) => m.modifyType)).toEqual(['GUESTS', 'CONTACT', 'ARRIVAL_TIME', 'REMARK', 'EXTEND', 'EARLY_CHECKOUT']);
    const out = await env.notr.ok(orderModifyCall, {
      orderId,
      checkinPersonInfoList: [{ guestList: [{ source: 'CUSTOMER', name: 'Wang Wei' }] }],
      contacts: { name: 'Wang Wei', mobileCountryCode: '86', mobile: '13900005678' },
      latestArrivalTime: '21:00',
      clientRemark: 'High floor please',
    });
    expect(out.modifyTypeList).toEqual(['GUESTS', 'CONTACT', 'ARRIVAL_TIME', 'REMARK']);
    const after = await env.notr.ok(orderGetCall, { orderId });
    expect(after.checkinPersonList.map((g) => g.name)).toEqual(['Wang Wei']);
    expect(after.keyContact.name).toBe('Wang Wei');
    expect(after.hotelInfo).toMatchObject({ planArrivalTime: '21:00', customerRemark: 'High floor please' });
    const [hold] = await env.t.database.db.select().from(hotelHolds).where(eq(hotelHolds.orderRef, orderId));
    expect(hold!.guestNames).toEqual(['Wang Wei']);
    // One list a room, the same guest rules as at booking.
    const twoRooms = await env.notr.call(orderModifyCall, { orderId, checkinPersonInfoList: [self, self] });
    expect(twoRooms.body.resultCode).not.toBe('0');
  });

  it('checks out early: the last nights go back on sale and their price comes back under the plan rule', async () => {
    const stay = env.stay(24, 3);
    const f = await findPlan(env.hotels, stay, (p) => p.payWay === 1 && p.cancel.type === 'FREE_CANCEL');
    const before = await remaining(f, stay);
    const o = await confirmedOrder(f, stay);
    const orderId = o.baseInfo.orderId;
    const newCheckout = addDays(stay.checkinDate, 1);
    const released = (o.dailyPriceList[1]!.price + o.dailyPriceList[2]!.price) * o.hotelInfo.roomNum;
    const info = await env.notr.ok(modifyInfoQueryCall, { orderId, checkoutDate: newCheckout });
    expect(info).toMatchObject({ canModifyMode: true, modifyType: 'EARLY_CHECKOUT', minCheckinDate: newCheckout, defaultCheckoutDate: stay.checkoutDate });
    expect(info.afterModifyDifferencePrice!.company.amount + info.afterModifyDifferencePrice!.personal.amount).toBe(-released);
    const out = await env.notr.ok(orderModifyCall, { orderId, checkoutDate: newCheckout });
    expect(out).toMatchObject({ modifyTypeList: ['EARLY_CHECKOUT'], checkoutDate: newCheckout, penaltyAmount: { amount: 0 }, refundAmount: { amount: released }, totalPrice: { amount: o.orderPrice.totalPrice - released } });
    expect(await remaining(f, stay)).toEqual([before[0]! - 1, before[1], before[2]]);
    await runJobs();
    const back = await env.t.database.db.select().from(paymentRecords).where(and(eq(paymentRecords.payOrderId, o.payOrderId!), eq(paymentRecords.direction, 'OUT')));
    expect(back.map((r) => ({ type: r.recordType, amount: r.amount }))).toEqual([{ type: 'CHANGE_REFUND', amount: released }]);
    const after = await env.notr.ok(orderGetCall, { orderId });
    expect(after.dailyPriceList).toHaveLength(1);
    expect(after.hotelInfo.checkoutDate).toBe(newCheckout.replace(/-/g, ''));
    // The ledger's trip ends on the new date (overlap checks and budgets read it), its travellers' rows too.
    const db = env.t.database.db;
    const [ledger] = await db.select().from(commerceOrders).where(eq(commerceOrders.orderId, orderId));
    expect(ledger).toMatchObject({ endDate: newCheckout, personalAmount: o.orderPrice.totalPrice - released });
    const travellers = await db.select().from(commerceOrderTravellers).where(eq(commerceOrderTravellers.orderId, orderId));
    expect(travellers.length).toBeGreaterThan(0);
    expect(travellers.every((t) => t.endDate === newCheckout)).toBe(true);
    // The hotel is asked again at its new check-out time.
    const [row] = await db.select({ holdId: hotelOrders.holdId }).from(hotelOrders).where(eq(hotelOrders.id, orderId));
    const [hold] = await db.select().from(hotelHolds).where(eq(hotelHolds.id, row!.holdId));
    const stayJobs = await db.select().from(jobs).where(and(eq(jobs.kind, STAY_JOB), eq(jobs.dedupeKey, stayKey(orderId, hold!.checkoutAt))));
    expect(stayJobs).toHaveLength(1);
    // Nothing left to give up now, and the check-in day itself is no checkout; a later one would be an extension.
    expect((await env.notr.ok(modifyTypeCheckCall, { orderId, modifySubtype: 'EARLY_CHECKOUT' })).modifyTypeList).toMatchObject([{ canModify: false, reason: 'LAST_NIGHT' }]);
    expect((await env.notr.call(orderModifyCall, { orderId, checkoutDate: stay.checkinDate })).body).toMatchObject({ resultCode: HotelError.ORDER_NOT_MODIFIABLE, data: { reason: 'LAST_NIGHT' } });
    expect((await env.notr.ok(modifyTypeCheckCall, { orderId, modifySubtype: 'EXTEND' })).modifyTypeList).toMatchObject([{ canModify: true }]);
  });

  it('checks out early a business stay paid at the hotel: the ledger and the travel request’s spent budget follow the released night', async () => {
    const begin = addDays(env.today, 3);
    const stay = { checkinDate: begin, checkoutDate: addDays(begin, 2) };
    const f = await findPlan(env.hotels, stay, (p) => p.payWay === 14 && p.minStay <= 1 && p.cancel.type === 'FREE_CANCEL' && p.nights.every((n) => n.cnyAmount <= L3_BEIJING_CAP));
    const { travelNO } = await env.employee.ok(trCreateCall, trInput(env.today, { estimatedAmount: 1_000_000 }));
    for (let level = 0; level < 3; level++) {
      for (const task of (await env.manager.ok(taskListCall, { pageIndex: 1, pageSize: 50 })).list) await env.manager.ok(taskApproveCall, { taskId: task.taskId });
    }
    const contact = { name: 'Zhang Wei', mobileCountryCode: '86', mobile: '13800001234' };
    const created = await env.employee.ok(orderCreateCall, orderStay(f, stay, { trNo: travelNO, totalPrice: undefined, travelType: 0, roomList: [{ guestList: [{ source: 'SELF', name: 'Zhang Wei' }] }], contact, checkGuaranteeConfirmRemind: false }));
    await runJobs();
    const orderId = created.orderId;
    const o = await env.employee.ok(orderGetCall, { orderId });
    expect(o.baseInfo).toMatchObject({ orderStatusName: 'CONFIRMED', payType: 14 });
    expect(o.orderPrice.personalAmount).toBe(0);
    const db = env.t.database.db;
    expect(await companySpend(db, 'ent-demo', travelNO)).toBe(o.orderPrice.totalPrice);

    const newCheckout = addDays(begin, 1);
    const released = o.dailyPriceList[1]!.price;
    const out = await env.employee.ok(orderModifyCall, { orderId, checkoutDate: newCheckout });
    expect(out).toMatchObject({ checkoutDate: newCheckout, refundAmount: { amount: 0 }, totalPrice: { amount: o.orderPrice.totalPrice - released } });
    // Nothing of ours moved (the hotel is paid at its desk), but what the stay costs is one night less everywhere.
    const [ledger] = await db.select().from(commerceOrders).where(eq(commerceOrders.orderId, orderId));
    expect(ledger).toMatchObject({ endDate: newCheckout, companyAmount: o.orderPrice.totalPrice - released, personalAmount: 0 });
    expect(await companySpend(db, 'ent-demo', travelNO)).toBe(o.orderPrice.totalPrice - released);
  });

  it('refuses a modification on a cancelled order and a date change on a no-cancel plan, with catalogued codes', async () => {
    const stay = env.stay(30, 2);
    const f = await findPlan(env.hotels, stay, (p) => p.payWay === 14 && p.cancel.type === 'FREE_CANCEL');
    const o = await confirmedOrder(f, stay);
    const orderId = o.baseInfo.orderId;
    const outOfRange = (await env.notr.call(orderModifyCall, { orderId, checkoutDate: stay.checkinDate })).body;
    expect(outOfRange).toMatchObject({ resultCode: HotelError.MODIFY_DATE_OUT_OF_RANGE, data: { minDate: addDays(stay.checkinDate, 1), maxDate: addDays(stay.checkoutDate, -1) } });
    // The text names the range in the caller's date format (it once showed the placeholders).
    expect(outOfRange.description).toContain(addDays(stay.checkinDate, 1).slice(0, 4));
    expect(outOfRange.description).not.toContain('{{');
    await env.notr.ok(orderCancelCall, { orderId });
    const check = await env.notr.ok(modifyTypeCheckCall, { orderId });
    expect(check.modifyTypeList.every((m) => !m.canModify && m.reason === 'ENDED' && m.reasonDesc)).toBe(true);
    const res = await env.notr.call(orderModifyCall, { orderId, clientRemark: 'late' });
    expect(res.body).toMatchObject({ resultCode: HotelError.ORDER_NOT_MODIFIABLE, data: { orderStatus: 'CANCELED', modifyType: 'REMARK', reason: 'ENDED' } });
    expect(res.body.description).toBeTruthy();

    const stay2 = env.stay(34, 2);
    const strict = await findPlan(env.hotels, stay2, (p) => p.cancel.type === 'NO_CANCEL');
    const o2 = await confirmedOrder(strict, stay2);
    const types = (await env.notr.ok(modifyTypeCheckCall, { orderId: o2.baseInfo.orderId })).modifyTypeList;
    expect(types.filter((m) => !m.canModify).map((m) => [m.modifyType, m.reason])).toEqual([['EXTEND', 'NO_CANCEL'], ['EARLY_CHECKOUT', 'NO_CANCEL']]);
    expect((await env.notr.ok(orderModifyCall, { orderId: o2.baseInfo.orderId, clientRemark: 'quiet room' })).modifyTypeList).toEqual(['REMARK']);
  });

  it("never finds another member's or another enterprise's order", async () => {
    const stay = env.stay(40, 1);
    const f = await findPlan(env.hotels, stay, (p) => p.payWay === 14 && p.cancel.type !== 'NO_CANCEL');
    const o = await confirmedOrder(f, stay);
    const orderId = o.baseInfo.orderId;
    for (const client of [env.employee, await env.t.login('outsider')]) {
      for (const [def, input] of [[modifyTypeCheckCall, { orderId }], [modifyInfoQueryCall, { orderId }], [orderModifyCall, { orderId, clientRemark: 'x' }]] as const) {
        const res = await client.call(def, input);
        expect(res.body.resultCode).toBe('DATA_NOT_FOUND');
        expect(JSON.stringify(res.body)).not.toContain(orderId);
      }
    }
    expect((await env.notr.ok(orderGetCall, { orderId })).hotelInfo.customerRemark).toBeNull();
  });
});
