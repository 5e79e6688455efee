import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clockAdvanceCall, clockResetCall } from '@travel/contracts/dev/clock';
import { errorAuditAddCall, errorAuditListCall } from '@travel/contracts/hotel/error-audit';
import { HotelError } from '@travel/contracts/hotel/errors';
import { orderGetCall } from '@travel/contracts/hotel/order';
import { HOTEL_ORDER_ACTION as A } from '@travel/contracts/hotel/order-actions';
import { applyCancelCall, applyCheckoutCall } from '@travel/contracts/hotel/order-apply';
import { orderCreateCall } from '@travel/contracts/hotel/order-create';
import { recheckFeedbackGetCall, recheckFeedbackSubmitCall } from '@travel/contracts/hotel/recheck-feedback';
import { HOTEL_STAFF_FEEDBACK_DAYS, staffFeedbackSubmitCall } from '@travel/contracts/hotel/staff-feedback';
import { paymentPayCall, SANDBOX_CARDS } from '@travel/contracts/payment/payment';
import { addDays, localDate } from '../../platform/dates';
import { runDueJobs } from '../../platform/jobs/job-queue';
import { commerceOrders } from '../commerce/schema';
import { paymentRecords } from '../payment/schema';
import type { RatePlanOffer } from './hotel-port';
import { findPlan, L3_BEIJING_CAP, openOrderEnv, orderStay, type OrderEnv } from './hotel-order-fixture';
import { hotelOrders } from './schema';

const contact = { name: 'Li Na', mobileCountryCode: '86', mobile: '13800001234' };
const self = [{ guestList: [{ source: 'SELF', name: 'Li Na' }] }];
const asNotr = { enterpriseId: 'ent-demo', memberId: 'mem-notr' };
const bg = { bg: true } as const;
/** Prepaid online, every night within notr's (L3) standard, so a business stay books without a reason. */
const prepaidWithin = (p: RatePlanOffer) => p.payWay === 1 && p.nights.every((n) => n.price.amount <= L3_BEIJING_CAP);

describe('hotel order after the stay: leave confirmation, applications to the hotel, recheck, error reports', () => {
  let env: OrderEnv;
  beforeAll(async () => {
    env = await openOrderEnv();
  }, 120_000);
  afterEach(async () => {
    await env.t.anonymous().ok(clockResetCall, {});
  });
  afterAll(async () => env?.t.close());

  /** A stay `notr` books (business 0 or private 1) starting `startIn` days from the clock's today, paid when prepaid, confirmed. */
  async function confirmedOrder(travelType: 0 | 1, startIn: number, nights: number, want: (p: RatePlanOffer) => boolean) {
    const today = localDate(env.t.clock.now());
    const stay = { checkinDate: addDays(today, startIn), checkoutDate: addDays(today, startIn + nights) };
    const f = await findPlan(env.hotels, stay, want);
    const out = await env.notr.ok(orderCreateCall, orderStay(f, stay, { travelType, totalPrice: undefined, roomList: self, contact }));
    if (out.payOrder?.status === 'WAIT_PAY') await env.notr.ok(paymentPayCall, { payOrderId: out.payOrder.payOrderId, payWay: 'online_payment', cardNumber: SANDBOX_CARDS.SUCCEED });
    await runDueJobs(env.t.database.db, env.t.clock, env.t.app.jobHandlers);
    const [row] = await env.t.database.db.select().from(hotelOrders).where(eq(hotelOrders.id, out.orderId));
    expect(row!.status).toBe('CONFIRMED');
    return { orderId: out.orderId, plan: f.plan, row: row!, stay, hold: (await env.hotels.getHold(row!.holdId))! };
  }
  /** The test clock moved by the dev call (which runs what fell due) to `minutes` after `instant`; fresh sessions. */
  async function advanceTo(instant: string | number, minutes = 1) {
    const at = (typeof instant === 'number' ? instant : Date.parse(instant)) + minutes * 60_000;
    await env.t.anonymous().ok(clockAdvanceCall, { seconds: Math.ceil((at - env.t.clock.nowMs()) / 1000) });
    env.notr = await env.t.login('notr');
    env.admin = await env.t.login('admin');
    env.employee = await env.t.login('employee');
  }
  const ledgerEnd = async (orderId: string) =>
    (await env.t.database.db.select().from(commerceOrders).where(and(eq(commerceOrders.product, 'HOTEL'), eq(commerceOrders.orderId, orderId))))[0]!.endDate;

  it('asks a business stay to confirm its leave from the checkout date, records a different day, once', async () => {
    const { orderId, stay, hold } = await confirmedOrder(0, 2, 3, prepaidWithin);
    const before = await env.notr.ok(orderGetCall, { orderId });
    expect(before.orderOperateInfo.staffFeedbackStatus).toBeNull();
    expect(before.staffFeedback).toBeNull();
    expect((await env.notr.call(staffFeedbackSubmitCall, { orderId, leftAsBooked: true })).body).toMatchObject({ resultCode: HotelError.STAFF_FEEDBACK_CLOSED, data: { staffFeedbackStatus: null } });

    await advanceTo(hold.checkoutAt);
    const due = await env.notr.ok(orderGetCall, { orderId });
    expect(due.baseInfo.orderStatusName).toBe('CHECKED_OUT');
    expect(due.orderOperateInfo.staffFeedbackStatus).toBe(1);
    expect(due.actionList).toContain(A.CONFIRM_LEAVE);
    expect(due.actionList).not.toContain(A.ALREADY_CONFIRMED_LEAVE);
    expect(due.staffFeedback).toEqual({
      bookedCheckoutDate: stay.checkoutDate,
      deadlineDate: addDays(stay.checkoutDate, HOTEL_STAFF_FEEDBACK_DAYS),
      earliestDate: addDays(stay.checkinDate, 1),
      latestDate: stay.checkoutDate,
      feedback: null,
    });

    // Another member of the enterprise, or another enterprise through the back office, never finds it.
    expect((await env.employee.call(staffFeedbackSubmitCall, { orderId, leftAsBooked: true })).body.resultCode).toBe('DATA_NOT_FOUND');
    expect((await env.admin.call(staffFeedbackSubmitCall, { orderId, leftAsBooked: true, enterpriseId: 'ent-other', memberId: 'mem-outsider' }, bg)).body.resultCode).toMatch(/NOT_FOUND/);
    expect((await env.employee.call(orderGetCall, { orderId })).body.resultCode).toBe('DATA_NOT_FOUND');

    // A day outside the night after check-in up to today is refused.
    const early = (await env.notr.call(staffFeedbackSubmitCall, { orderId, leftAsBooked: false, actualCheckoutDate: stay.checkinDate })).body;
    expect(early).toMatchObject({ resultCode: HotelError.STAFF_FEEDBACK_DATE_OUT_OF_RANGE, data: { minDate: addDays(stay.checkinDate, 1) } });
    expect(early.description).toMatch(/^Choose the day you left from \d\d\/\d\d\/\d{4} to \d\d\/\d\d\/\d{4}\.$/);

    const left = addDays(stay.checkoutDate, -1);
    const out = await env.notr.ok(staffFeedbackSubmitCall, { orderId, leftAsBooked: false, actualCheckoutDate: left, remark: 'meeting ended early' });
    expect(out).toEqual({ orderId, staffFeedbackStatus: 2, actualCheckoutDate: left, late: false });
    const after = await env.notr.ok(orderGetCall, { orderId });
    expect(after.orderOperateInfo.staffFeedbackStatus).toBe(2);
    expect(after.actionList).toContain(A.ALREADY_CONFIRMED_LEAVE);
    expect(after.actionList).not.toContain(A.CONFIRM_LEAVE);
    expect(after.staffFeedback?.feedback).toMatchObject({ leftAsBooked: false, actualCheckoutDate: left, remark: 'meeting ended early', late: false });
    // Who travelled when follows the real leave (the travel request's trips, overlapping-stay checks); the order's money does not.
    expect(await ledgerEnd(orderId)).toBe(left);
    expect(after.hotelInfo.checkoutDate).toBe(stay.checkoutDate.replace(/-/g, ''));
    expect((await env.notr.call(staffFeedbackSubmitCall, { orderId, leftAsBooked: true })).body).toMatchObject({ resultCode: HotelError.STAFF_FEEDBACK_CLOSED, data: { staffFeedbackStatus: 2 } });
  });

  it('turns overdue after the deadline, still takes a late confirmation; a private stay is never asked', async () => {
    const business = await confirmedOrder(0, 2, 1, prepaidWithin);
    const priv = await confirmedOrder(1, 2, 1, (p) => p.payWay === 1);
    await advanceTo(business.hold.checkoutAt, 1);
    expect((await env.notr.ok(orderGetCall, { orderId: priv.orderId })).orderOperateInfo.staffFeedbackStatus).toBeNull();
    // The last day to confirm is still open; the day after, it is overdue.
    await advanceTo(business.hold.checkoutAt, HOTEL_STAFF_FEEDBACK_DAYS * 24 * 60);
    expect((await env.notr.ok(orderGetCall, { orderId: business.orderId })).orderOperateInfo.staffFeedbackStatus).toBe(1);
    await advanceTo(business.hold.checkoutAt, (HOTEL_STAFF_FEEDBACK_DAYS + 1) * 24 * 60);
    const overdue = await env.notr.ok(orderGetCall, { orderId: business.orderId });
    expect(overdue.orderOperateInfo.staffFeedbackStatus).toBe(3);
    expect(overdue.actionList).toContain(A.CONFIRM_STAY_OVERDUE);
    expect(overdue.actionList).not.toContain(A.CONFIRM_LEAVE);
    // The back office may confirm on the traveller's behalf (bg twin).
    const late = await env.admin.ok(staffFeedbackSubmitCall, { orderId: business.orderId, leftAsBooked: true, ...asNotr }, bg);
    expect(late).toMatchObject({ staffFeedbackStatus: 2, actualCheckoutDate: business.stay.checkoutDate, late: true });
    expect(await ledgerEnd(business.orderId)).toBe(business.stay.checkoutDate);
    expect((await env.notr.call(staffFeedbackSubmitCall, { orderId: priv.orderId, leftAsBooked: true })).body.resultCode).toBe(HotelError.STAFF_FEEDBACK_CLOSED);
  });

  it('lets the back office apply to cancel a no-cancel stay; the hotel agrees ahead of time and the money goes back', async () => {
    const { orderId, plan, row } = await confirmedOrder(1, 5, 2, (p) => p.payWay === 1 && p.cancel.type === 'NO_CANCEL');
    const mine = await env.notr.ok(orderGetCall, { orderId });
    expect(mine.orderOperateInfo).toMatchObject({ canCancelType: 'NO_OPERATE_BUT_SHOW', canApplyCancel: false, canApplyCheckout: false });
    expect(mine.actionList).not.toContain(A.APPLY_CANCEL);
    const seen = await env.admin.ok(orderGetCall, { orderId, ...asNotr }, bg);
    expect(seen.orderOperateInfo).toMatchObject({ canApplyCancel: true, canApplyCheckout: false });
    expect(seen.actionList).toContain(A.APPLY_CANCEL);
    // The traveller may not apply; nor may the back office for another enterprise.
    expect((await env.notr.call(applyCancelCall, { orderId })).body.resultCode).toBe('NO_PERMISSION');
    expect((await env.admin.call(applyCancelCall, { orderId, enterpriseId: 'ent-other', memberId: 'mem-outsider' }, bg)).body.resultCode).toMatch(/NOT_FOUND/);

    const applied = await env.admin.ok(applyCancelCall, { orderId, reason: 'trip called off', ...asNotr }, bg);
    expect(applied).toMatchObject({ kind: 'CANCEL', status: 'APPLYING', reason: 'trip called off', decidedAt: null });
    expect((await env.admin.call(applyCancelCall, { orderId, ...asNotr }, bg)).body).toMatchObject({ resultCode: HotelError.APPLY_NOT_ALLOWED, data: { reason: 'WAITING' } });
    expect((await env.notr.ok(orderGetCall, { orderId })).applications).toMatchObject([{ status: 'APPLYING' }]);

    await advanceTo(applied.answerDueAt);
    const done = await env.notr.ok(orderGetCall, { orderId });
    expect(done.baseInfo.orderStatusName).toBe('CANCELED');
    expect(done.cancelInfo).toMatchObject({ penalty: { amount: 0 }, refund: { amount: plan.totalPrice.amount } });
    expect(done.applications).toMatchObject([{ kind: 'CANCEL', status: 'AGREED', penalty: { amount: 0 }, refund: { amount: plan.totalPrice.amount }, refusalReason: null }]);
    const back = await env.t.database.db.select().from(paymentRecords).where(and(eq(paymentRecords.payOrderId, row.payOrderId!), eq(paymentRecords.direction, 'OUT')));
    expect(back.map((r) => ({ type: r.recordType, amount: r.amount }))).toEqual([{ type: 'CANCEL_REFUND', amount: plan.totalPrice.amount }]);
    expect((await env.hotels.getHold(row.holdId))!.status).toBe('CANCELLED');
  });

  it('records the hotel’s refusal when asked less than a day ahead; the order stays', async () => {
    // 20:00 China time: tomorrow's check-in is less than a day away.
    const now = env.t.clock.nowMs();
    const china = new Date(now + 8 * 3_600_000);
    const eight = Date.UTC(china.getUTCFullYear(), china.getUTCMonth(), china.getUTCDate(), 12);
    await advanceTo(eight > now ? eight : eight + 86_400_000, 0);
    const { orderId, row } = await confirmedOrder(1, 1, 1, (p) => p.payWay === 1 && p.cancel.type === 'NO_CANCEL');
    const applied = await env.admin.ok(applyCancelCall, { orderId, ...asNotr }, bg);
    await advanceTo(applied.answerDueAt);
    const o = await env.admin.ok(orderGetCall, { orderId, ...asNotr }, bg);
    expect(o.baseInfo.orderStatusName).toBe('CONFIRMED');
    expect(o.applications).toMatchObject([{ status: 'REFUSED', refusalReason: 'TOO_LATE', penalty: null }]);
    expect(o.orderOperateInfo.canApplyCancel).toBe(false);
    expect((await env.admin.call(applyCancelCall, { orderId, ...asNotr }, bg)).body).toMatchObject({ resultCode: HotelError.APPLY_NOT_ALLOWED, data: { reason: 'ANSWERED' } });
    expect((await env.hotels.getHold(row.holdId))!.status).toBe('CONFIRMED');
  });

  it('lets the back office apply for an early checkout after check-in; agreed, the nights leave with the money', async () => {
    const { orderId, plan, stay, hold, row } = await confirmedOrder(1, 2, 4, (p) => p.payWay === 1 && p.cancel.type === 'NO_CANCEL');
    await advanceTo(hold.checkinAt);
    const o = await env.admin.ok(orderGetCall, { orderId, ...asNotr }, bg);
    expect(o.baseInfo.orderStatusName).toBe('CHECKED_IN');
    expect(o.orderOperateInfo).toMatchObject({ canEarlyCheckout: false, canApplyCheckout: true, canApplyCancel: false });
    expect(o.actionList).toContain(A.APPLY_CHECKOUT);
    expect((await env.admin.call(applyCheckoutCall, { orderId, checkoutDate: stay.checkoutDate, ...asNotr }, bg)).body.resultCode).toBe(HotelError.MODIFY_DATE_OUT_OF_RANGE);
    const newCheckout = addDays(stay.checkinDate, 3);
    const applied = await env.admin.ok(applyCheckoutCall, { orderId, checkoutDate: newCheckout, ...asNotr }, bg);
    expect(applied).toMatchObject({ kind: 'CHECKOUT', status: 'APPLYING', checkoutDate: newCheckout });
    await advanceTo(applied.answerDueAt);
    const done = await env.notr.ok(orderGetCall, { orderId });
    const lastNight = plan.nights[3]!.price.amount;
    expect(done.baseInfo.orderStatusName).toBe('CHECKED_IN');
    expect(done.hotelInfo.checkoutDate).toBe(newCheckout.replace(/-/g, ''));
    expect(done.dailyPriceList).toHaveLength(3);
    expect(done.applications).toMatchObject([{ kind: 'CHECKOUT', status: 'AGREED', penalty: { amount: 0 }, refund: { amount: lastNight } }]);
    const back = await env.t.database.db.select().from(paymentRecords).where(and(eq(paymentRecords.payOrderId, row.payOrderId!), eq(paymentRecords.direction, 'OUT')));
    expect(back.map((r) => ({ type: r.recordType, amount: r.amount }))).toEqual([{ type: 'CHANGE_REFUND', amount: lastNight }]);
    expect((await env.hotels.getHold(row.holdId))!.checkoutDate).toBe(newCheckout);
    expect(await ledgerEnd(orderId)).toBe(newCheckout);
  });

  it('takes one recheck answer after check-out, for the order’s own member only', async () => {
    const { orderId, hold } = await confirmedOrder(1, 2, 1, (p) => p.payWay === 1);
    expect(await env.notr.ok(recheckFeedbackGetCall, { orderId })).toEqual({ orderId, canSubmit: false, feedback: null });
    expect((await env.notr.call(recheckFeedbackSubmitCall, { orderId, matched: true })).body).toMatchObject({ resultCode: HotelError.RECHECK_CLOSED, data: { orderStatus: 'CONFIRMED' } });
    await advanceTo(hold.checkoutAt);
    expect((await env.notr.ok(recheckFeedbackGetCall, { orderId })).canSubmit).toBe(true);
    expect((await env.notr.call(recheckFeedbackSubmitCall, { orderId, matched: false })).body.resultCode).toBe('PARAM_ERROR');
    expect((await env.employee.call(recheckFeedbackSubmitCall, { orderId, matched: true })).body.resultCode).toBe('DATA_NOT_FOUND');
    const out = await env.notr.ok(recheckFeedbackSubmitCall, { orderId, matched: false, mismatchItems: ['PRICE', 'PRICE', 'ROOM'], remark: 'charged twice' });
    expect(out.feedback).toMatchObject({ matched: false, mismatchItems: ['PRICE', 'ROOM'], remark: 'charged twice' });
    expect(await env.notr.ok(recheckFeedbackGetCall, { orderId })).toMatchObject({ canSubmit: false, feedback: { matched: false } });
    expect((await env.notr.call(recheckFeedbackSubmitCall, { orderId, matched: true })).body.resultCode).toBe(HotelError.RECHECK_CLOSED);
  });

  it('keeps error reports on a hotel for the enterprise’s administrators only', async () => {
    const hotelId = env.hotel.hotelId;
    expect((await env.notr.call(errorAuditAddCall, { hotelId: 'H-NOPE', errorDesc: 'wrong phone' })).body.resultCode).toBe(HotelError.HOTEL_NOT_FOUND);
    expect((await env.notr.call(errorAuditAddCall, { hotelId, errorDesc: '   ' })).body.resultCode).toBe('PARAM_ERROR');
    const { reportId } = await env.notr.ok(errorAuditAddCall, { hotelId, errorDesc: 'The phone number is out of service' });
    const outsider = await env.t.login('outsider');
    await outsider.ok(errorAuditAddCall, { hotelId, errorDesc: 'Other enterprise report' });
    expect((await env.notr.call(errorAuditListCall, {})).body.resultCode).toBe('NO_PERMISSION');
    const list = (await env.admin.ok(errorAuditListCall, {})).list;
    expect(list.map((r) => r.reportId)).toEqual([reportId]);
    expect(list[0]).toMatchObject({ hotelId, memberId: 'mem-notr', memberName: '李娜', errorDesc: 'The phone number is out of service' });
    expect(list[0]!.hotelName.length).toBeGreaterThan(0);
    // The bg twin reads the enterprise it names, administrators only.
    const other = (await env.admin.ok(errorAuditListCall, { enterpriseId: 'ent-other' }, bg)).list;
    expect(other.map((r) => r.errorDesc)).toEqual(['Other enterprise report']);
    expect((await env.notr.call(errorAuditListCall, { enterpriseId: 'ent-demo' }, bg)).body.resultCode).toBe('NO_PERMISSION');
  });
});
