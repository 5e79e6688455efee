import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clockAdvanceCall, clockResetCall } from '@travel/contracts/dev/clock';
import { commentListCall } from '@travel/contracts/hotel/comment';
import { commentAddCall } from '@travel/contracts/hotel/comment-add';
import { HotelError } from '@travel/contracts/hotel/errors';
import { orderGetCall } from '@travel/contracts/hotel/order';
import { HOTEL_ORDER_ACTION as A, orderRemindCall } from '@travel/contracts/hotel/order-actions';
import { orderCreateCall } from '@travel/contracts/hotel/order-create';
import { paymentPayCall, SANDBOX_CARDS } from '@travel/contracts/payment/payment';
import { ErrorCode } from '@travel/contracts/platform/error-codes';
import { addDays, localDate } from '../../platform/dates';
import { runDueJobs } from '../../platform/jobs/job-queue';
import { hotelHoldReminders } from '../../suppliers/hotel/schema';
import type { RatePlanOffer } from './hotel-port';
import { findPlan, openOrderEnv, orderStay, type OrderEnv } from './hotel-order-fixture';
import { hotelOrders } from './schema';

const contact = { name: 'Li Na', mobileCountryCode: '86', mobile: '13800001234' };
const roomList = [{ guestList: [{ source: 'SELF', name: 'Li Na' }] }];

describe('hotel order actions: remind the hotel, comment on the stay', () => {
  let env: OrderEnv;
  beforeAll(async () => {
    env = await openOrderEnv();
  }, 120_000);
  afterEach(async () => {
    await env.t.anonymous().ok(clockResetCall, {});
  });
  afterAll(async () => env?.t.close());

  async function book(startIn: number, nights: number, want: (p: RatePlanOffer) => boolean) {
    const today = localDate(env.t.clock.now());
    const stay = { checkinDate: addDays(today, startIn), checkoutDate: addDays(today, startIn + nights) };
    const f = await findPlan(env.hotels, stay, want);
    return env.notr.ok(orderCreateCall, orderStay(f, stay, { travelType: 1, totalPrice: undefined, roomList, contact }));
  }
  const advance = async (seconds: number) => {
    await env.t.anonymous().ok(clockAdvanceCall, { seconds });
    return env.t.login('notr');
  };

  it('reminds a waiting order’s hotel once per 30 minutes, records it and tells the hotel; refuses other statuses and other members', async () => {
    const { orderId } = await book(3, 1, (p) => p.payWay === 14 && p.guarantee === null);
    let me = env.notr;
    const waiting = await me.ok(orderGetCall, { orderId });
    expect(waiting.baseInfo.orderStatusName).toBe('WAIT_CONFIRM');
    // Its details may change while the hotel confirms; its dates only once confirmed; extension is not offered.
    expect(waiting.orderOperateInfo).toMatchObject({ canRemind: true, canComment: false, commented: false, canModify: true, canEarlyCheckout: false, canExtend: false, invoiceStatus: null });
    expect(waiting.actionList).toContain(A.REMIND);
    const first = await me.ok(orderRemindCall, { orderId });
    expect(Date.parse(first.nextRemindTime) - Date.parse(first.remindedAt)).toBe(30 * 60_000);
    const soon = (await me.call(orderRemindCall, { orderId })).body;
    expect(soon).toMatchObject({ resultCode: HotelError.REMIND_TOO_SOON, data: { nextRemindTime: first.nextRemindTime } });
    expect(soon.description).toMatch(/remind it again after \d{4}-\d\d-\d\d \d\d:\d\d/);
    expect((await env.employee.call(orderRemindCall, { orderId })).body.resultCode).toBe(ErrorCode.DATA_NOT_FOUND);
    await runDueJobs(env.t.database.db, env.t.clock, env.t.app.jobHandlers);
    expect((await me.ok(orderGetCall, { orderId })).baseInfo.orderStatusName).toBe('CONFIRMED');
    // Confirmed: still remindable, still within the interval, then again once it passed.
    expect((await me.call(orderRemindCall, { orderId })).body.resultCode).toBe(HotelError.REMIND_TOO_SOON);
    me = await advance(31 * 60);
    expect((await me.ok(orderGetCall, { orderId })).actionList).toContain(A.REMIND);
    await me.ok(orderRemindCall, { orderId });
    const [row] = await env.t.database.db.select().from(hotelOrders).where(eq(hotelOrders.id, orderId));
    const heard = await env.t.database.db.select().from(hotelHoldReminders).where(eq(hotelHoldReminders.holdId, row!.holdId));
    expect(heard).toHaveLength(2);
  });

  it('refuses to remind while the order waits for payment', async () => {
    const out = await book(4, 1, (p) => p.payWay === 1);
    expect(out.payOrder?.status).toBe('WAIT_PAY');
    const o = await env.notr.ok(orderGetCall, { orderId: out.orderId });
    expect(o.actionList).toEqual(expect.arrayContaining([A.GO_PAY, A.CANCEL, A.REORDER]));
    expect(o.actionList).not.toContain(A.REMIND);
    expect((await env.notr.call(orderRemindCall, { orderId: out.orderId })).body).toMatchObject({ resultCode: HotelError.REMIND_NOT_ALLOWED, data: { orderStatus: 'WAIT_PAY' } });
  });

  it('takes one comment after check-out, lists it first at the hotel, then shows it as commented', async () => {
    const out = await book(1, 1, (p) => p.payWay === 1 && p.cancel.type === 'FREE_CANCEL');
    await env.notr.ok(paymentPayCall, { payOrderId: out.payOrder!.payOrderId, payWay: 'online_payment', cardNumber: SANDBOX_CARDS.SUCCEED });
    await runDueJobs(env.t.database.db, env.t.clock, env.t.app.jobHandlers);
    const { orderId } = out;
    const comment = { orderId, score: 5, content: 'Quiet room, fast check-in.', tags: [] };
    const early = (await env.notr.call(commentAddCall, comment)).body;
    expect(early).toMatchObject({ resultCode: HotelError.COMMENT_NOT_ALLOWED, data: { orderStatus: 'CONFIRMED' } });
    expect(early.description).toMatch(/after check-out/);
    const [row] = await env.t.database.db.select().from(hotelOrders).where(eq(hotelOrders.id, orderId));
    const hold = (await env.hotels.getHold(row!.holdId))!;
    const me = await advance(Math.ceil((Date.parse(hold.checkoutAt) + 60_000 - env.t.clock.nowMs()) / 1000));
    const out1 = await me.ok(orderGetCall, { orderId });
    expect(out1.baseInfo.orderStatusName).toBe('CHECKED_OUT');
    expect(out1.orderOperateInfo).toMatchObject({ canRemind: false, canComment: true, commented: false });
    expect(out1.actionList).toContain(A.GO_COMMENT);
    expect((await me.call(orderRemindCall, { orderId })).body.resultCode).toBe(HotelError.REMIND_NOT_ALLOWED);
    expect((await env.t.login('employee').then((e) => e.call(commentAddCall, comment))).body.resultCode).toBe(ErrorCode.DATA_NOT_FOUND);
    const added = await me.ok(commentAddCall, comment);
    expect((await me.call(commentAddCall, { ...comment, score: 1 })).body.resultCode).toBe(HotelError.COMMENT_EXISTS);
    const after = await me.ok(orderGetCall, { orderId });
    expect(after.orderOperateInfo).toMatchObject({ canComment: false, commented: true });
    expect(after.actionList).toContain(A.ALREADY_COMMENTED);
    expect(after.actionList).not.toContain(A.GO_COMMENT);
    const list = await me.ok(commentListCall, { hotelId: row!.hotelId });
    expect(list.commentList[0]).toMatchObject({ commentId: added.commentId, score: 5, content: 'Quiet room, fast check-in.', nickName: 'L**', stayDate: row!.checkoutDate });
    const good = await me.ok(commentListCall, { hotelId: row!.hotelId, commentCatalog: 'GOOD' });
    expect(good.commentList[0]!.commentId).toBe(added.commentId);
    const page2 = await me.ok(commentListCall, { hotelId: row!.hotelId, pageIndex: 2 });
    expect(page2.commentList.map((c) => c.commentId)).not.toContain(added.commentId);
    expect(list.totalSize).toBe(page2.totalSize);
  });
});
