import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { exceedApplySubmitCall, taskApproveCall, taskListCall, taskRejectCall } from '@travel/contracts/approval/approval';
import { orderCheckCall } from '@travel/contracts/hotel/order-check';
import { trCreateCall } from '@travel/contracts/travel-request/travel-request';
import { trInput } from '../travel-request/tr-test-fixtures';
import type { TestClient } from '../../test/test-app';
import { clockAdvanceCall, clockResetCall } from '@travel/contracts/dev/clock';
import { orderCancelCall, orderGetCall } from '@travel/contracts/hotel/order';
import { orderCreateCall } from '@travel/contracts/hotel/order-create';
import { companyConfigSaveCall, companyDetailCall, type EnterpriseConfig } from '@travel/contracts/member/company';
import { notificationListCall } from '@travel/contracts/notification/notification';
import { countByWaitTypeCall, waitingListCall } from '@travel/contracts/order-center/order-center';
import { HOTEL_VIOLATION_CONTROL } from '@travel/contracts/policy/enums';
import { runDueJobs } from '../../platform/jobs/job-queue';
import { hotelHolds } from '../../suppliers/hotel/schema';
import { approvalInstances } from '../approval/schema';
import { commerceOrders } from '../commerce/schema';
import { addDays } from '../../platform/dates';
import { BEIJING as BEIJING_CITY, findPlan, L3_BEIJING_CAP, openOrderEnv, orderStay, planRemaining, type FoundPlan, type OrderEnv } from './hotel-order-fixture';
import type { RatePlanOffer } from './hotel-port';
import { approvalJobHandlers, onHotelApprovalOutcome } from './order-approval';
import { APPROVAL_TIMEOUT_JOB } from './order-jobs';
import { hotelOrders } from './schema';

const page = { pageIndex: 1, pageSize: 50 };
const contact = { name: 'Li Na', mobileCountryCode: '86', mobile: '13800001234' };
const roomList = [{ guestList: [{ source: 'SELF', name: 'Li Na' }] }];
/** Prepaid, no guarantee asked, every night over the L3 Beijing cap. */
const overPrepaid = (p: RatePlanOffer) => p.payWay === 1 && p.guarantee === null && p.nights.every((n) => n.cnyAmount > L3_BEIJING_CAP);

describe('hotel booking approval: an over-standard business stay waits in WAIT_APPROVE with its rooms held', () => {
  let env: OrderEnv;
  let f: FoundPlan;
  let config: EnterpriseConfig;
  const stay = () => env.stay(12, 2);
  const db = () => env.t.database.db;
  const runJobs = () => runDueJobs(db(), env.t.clock, env.t.app.jobHandlers);
  const row = async (orderId: string) => (await db().select().from(hotelOrders).where(eq(hotelOrders.id, orderId)))[0]!;
  const holdOf = async (orderId: string) => (await db().select().from(hotelHolds).where(eq(hotelHolds.id, (await row(orderId)).holdId)))[0]!;
  const instanceStatus = async (orderId: string) => (await db().select().from(approvalInstances).where(and(eq(approvalInstances.bizId, orderId), eq(approvalInstances.bizType, 'BOOKING'))))[0]?.status;
  const live = async (orderId: string) => (await db().select().from(commerceOrders).where(and(eq(commerceOrders.product, 'HOTEL'), eq(commerceOrders.orderId, orderId))))[0]!.live;
  const taskOf = async (orderId: string) => (await env.manager.ok(taskListCall, page)).list.find((x) => x.bizId === orderId);
  /** A business stay of notr (may book without a request) over the standard: under control 2 it asks for approval. */
  const book = () => env.notr.ok(orderCreateCall, orderStay(f, stay(), { travelType: 0, totalPrice: undefined, roomList, contact, violationReason: { reasonText: 'Only hotel near the venue' } }));

  beforeAll(async () => {
    env = await openOrderEnv();
    f = await findPlan(env.hotels, stay(), overPrepaid);
    config = (await env.manager.ok(companyDetailCall, {})).config;
    await env.manager.ok(companyConfigSaveCall, { ...config, hotelControl: { ...config.hotelControl, travelRuleViolationControl: HOTEL_VIOLATION_CONTROL.APPROVAL } });
  }, 120_000);
  afterEach(async () => {
    await env.t.anonymous().ok(clockResetCall, {});
  });
  afterAll(async () => {
    await env?.manager.ok(companyConfigSaveCall, config);
    await env?.t.close();
  });

  it('waits for approval with the rooms held for hours, shows the stay in words to the approver, and goes on as it would have when approved', async () => {
    const before = await planRemaining(env, f, stay());
    const out = await book();
    expect(out).toMatchObject({ orderStatus: 'WAIT_APPROVE', orderStatusCode: 6, payOrder: null });
    const { orderId } = out;
    expect(await planRemaining(env, f, stay())).toEqual(before.map((n) => n - 1));
    // The hold is kept far beyond the usual 30 minutes, and the approval ends before it with a pay window to spare.
    const r = await row(orderId);
    const hold = await holdOf(orderId);
    expect(hold.expiresAt.getTime() - env.t.clock.now().getTime()).toBeGreaterThan(20 * 3_600_000);
    expect(r.approvalDeadline!.getTime()).toBe(hold.expiresAt.getTime() - 20 * 60_000);
    expect(await live(orderId)).toBe(true);

    const got = await env.notr.ok(orderGetCall, { orderId });
    expect(got.baseInfo.orderStatusName).toBe('WAIT_APPROVE');
    expect(got.orderOperateInfo).toMatchObject({ waitApprove: true, waitPay: false, latestApproveTime: r.approvalDeadline!.toISOString(), canCancelType: 'YES' });
    expect((await env.notr.ok(waitingListCall, { waitType: 'WAIT_APPROVE' })).list.map((i) => i.orderId)).toContain(orderId);
    expect((await env.notr.ok(countByWaitTypeCall, {})).countList.find((c) => c.waitType === 'WAIT_APPROVE')?.count).toBeGreaterThanOrEqual(1);

    const task = (await taskOf(orderId))!;
    expect(task).toMatchObject({ bizType: 'BOOKING', subBizType: 'HOTEL', summary: { exceedStandardReason: 'Only hotel near the venue', beginDate: stay().checkinDate, endDate: stay().checkoutDate } });
    expect(task.summary.stay).toMatchObject({ checkinDate: stay().checkinDate, checkoutDate: stay().checkoutDate, nights: 2, roomNum: 1, guestNames: ['Li Na'], total: f.plan.totalPrice });
    expect(task.summary.stay!.hotelName).not.toBe('');
    expect(task.title).toContain(task.summary.stay!.hotelName);
    expect(task.policyRecheck?.outcome).toBe('SECOND_APPROVAL');

    await env.manager.ok(taskApproveCall, { taskId: task.taskId });
    // Company-paid within nothing personal: on to the hotel at once, as it would have gone without approval.
    const approved = await env.notr.ok(orderGetCall, { orderId });
    expect(approved.baseInfo.orderStatusName).toBe('WAIT_CONFIRM');
    expect(approved.orderOperateInfo).toMatchObject({ waitApprove: false, latestApproveTime: null });
    expect((await row(orderId)).approvalDeadline).toBeNull();
    expect((await row(orderId)).payOrderId).not.toBeNull();
    // The deadline job was withdrawn: running it now changes nothing.
    await approvalJobHandlers[APPROVAL_TIMEOUT_JOB]!(db(), { orderId }, { now: env.t.clock.now() } as never);
    expect((await row(orderId)).status).toBe('WAIT_CONFIRM');
    await runJobs();
    expect((await row(orderId)).status).toBe('CONFIRMED');
    expect((await holdOf(orderId)).status).toBe('CONFIRMED');
  });

  it('is cancelled with the rooms back when the approver rejects it', async () => {
    const before = await planRemaining(env, f, stay());
    const { orderId } = await book();
    const task = (await taskOf(orderId))!;
    await env.manager.ok(taskRejectCall, { taskId: task.taskId, comment: 'Too dear' });
    expect(await row(orderId)).toMatchObject({ status: 'CANCELED', cancelReasonCode: 'APPROVAL_REJECTED', payOrderId: null });
    await runJobs();
    expect((await holdOf(orderId)).status).toBe('CANCELLED');
    expect(await planRemaining(env, f, stay())).toEqual(before);
    expect(await live(orderId)).toBe(false);
  });

  it('is cancelled at its deadline: the approval withdrawn, the rooms back, the traveller told', async () => {
    const before = await planRemaining(env, f, stay());
    const { orderId } = await book();
    const deadline = (await row(orderId)).approvalDeadline!;
    const seconds = Math.ceil((deadline.getTime() - env.t.clock.now().getTime()) / 1000) + 1;
    await env.t.anonymous().ok(clockAdvanceCall, { seconds });
    await runJobs();
    // Sessions lapse over the hours waited: log in again.
    const [notr, manager] = [await env.t.login('notr'), await env.t.login('manager')];
    expect(await row(orderId)).toMatchObject({ status: 'CANCELED', cancelReasonCode: 'APPROVAL_TIMEOUT' });
    expect(await instanceStatus(orderId)).toBe('CANCELED');
    expect((await manager.ok(taskListCall, page)).list.find((x) => x.bizId === orderId)).toBeUndefined();
    expect((await holdOf(orderId)).status).toBe('CANCELLED');
    expect(await planRemaining(env, f, stay())).toEqual(before);
    const told = await notr.ok(notificationListCall, { pageIndex: 1, pageSize: 20, unreadOnly: false });
    expect(told.list.some((n) => n.title.includes(orderId))).toBe(true);
  });

  it('races a decision with the deadline without both winning: whichever commits first decides, the rooms released only when cancelled', async () => {
    const { orderId } = await book();
    const task = (await taskOf(orderId))!;
    const timeout = db().transaction((tx) => approvalJobHandlers[APPROVAL_TIMEOUT_JOB]!(tx, { orderId }, { now: env.t.clock.now() } as never));
    const approve = env.manager.call(taskApproveCall, { taskId: task.taskId });
    await Promise.all([timeout, approve]);
    await runJobs();
    const r = await row(orderId);
    const hold = await holdOf(orderId);
    if (r.status === 'CANCELED') {
      expect(await instanceStatus(orderId)).toBe('CANCELED');
      expect(hold.status).toBe('CANCELLED');
      expect(r.payOrderId).toBeNull();
    } else {
      expect(['WAIT_CONFIRM', 'CONFIRMED']).toContain(r.status);
      expect(await instanceStatus(orderId)).toBe('APPROVED');
      expect(['HELD', 'CONFIRMED']).toContain(hold.status);
    }
  });

  it('withdraws the approval when the traveller cancels while waiting; another member cannot see or cancel it', async () => {
    const { orderId } = await book();
    expect((await env.employee.call(orderGetCall, { orderId })).body.resultCode).not.toBe('0');
    expect((await env.employee.call(orderCancelCall, { orderId })).body.resultCode).not.toBe('0');
    expect((await row(orderId)).status).toBe('WAIT_APPROVE');
    await env.notr.ok(orderCancelCall, { orderId });
    expect((await row(orderId)).status).toBe('CANCELED');
    expect(await instanceStatus(orderId)).toBe('CANCELED');
    expect((await holdOf(orderId)).status).toBe('CANCELLED');
    // A late outcome of a withdrawn approval moves nothing.
    await onHotelApprovalOutcome(db(), orderId, 'APPROVED', env.t.clock.now());
    expect((await row(orderId)).status).toBe('CANCELED');
  });

  it('does not ask approval for a stay within the standard, nor for a private stay', async () => {
    const within = await findPlan(env.hotels, stay(), (p) => p.payWay === 1 && p.guarantee === null && p.nights.every((n) => n.cnyAmount <= L3_BEIJING_CAP));
    const business = await env.notr.ok(orderCreateCall, orderStay(within, stay(), { travelType: 0, totalPrice: undefined, roomList, contact }));
    expect(business.orderStatus).not.toBe('WAIT_APPROVE');
    const personal = await env.notr.ok(orderCreateCall, orderStay(f, stay(), { travelType: 1, totalPrice: undefined, roomList, contact }));
    expect(personal.orderStatus).toBe('WAIT_PAY');
  });

  /** Approves every open task on `bizId` that `approvers` hold, level after level. */
  const approveAll = async (bizId: string, approvers: TestClient[]) => {
    for (let level = 0; level < 3; level++) {
      for (const c of approvers) for (const task of (await c.ok(taskListCall, page)).list.filter((x) => x.bizId === bizId)) await c.ok(taskApproveCall, { taskId: task.taskId });
    }
  };

  it('HOTEL_EXCEED: under an approved over-standard application a stay within the applied amount is not over standard; above it, it still asks approval', async () => {
    const trStay = { checkinDate: addDays(env.today, 3), checkoutDate: addDays(env.today, 5) };
    const dear = await findPlan(env.hotels, trStay, overPrepaid);
    const { travelNO } = await env.employee.ok(trCreateCall, trInput(env.today));
    await approveAll(travelNO, [env.manager]);
    const guests = [{ guestList: [{ source: 'SELF', name: 'Zhang Wei' }] }];
    const bookUnder = (trNo: string) => env.employee.ok(orderCreateCall, orderStay(dear, trStay, { travelType: 0, trNo, totalPrice: undefined, roomList: guests, contact }));
    // Under the ordinary request the stay waits for approval.
    const plain = await bookUnder(travelNO);
    expect(plain.orderStatus).toBe('WAIT_APPROVE');
    await env.employee.ok(orderCancelCall, { orderId: plain.orderId });

    // The traveller applies for the excess: only travellers with an amount; the city entry with the stay's dates decides.
    const dearest = Math.max(...dear.plan.nights.map((n) => n.cnyAmount));
    const cityEntry = { cityId: BEIJING_CITY, checkinDate: trStay.checkinDate, checkoutDate: trStay.checkoutDate, exceedAmount: dearest };
    const applied = await env.employee.ok(exceedApplySubmitCall, {
      approvalBizType: 'EXCEED_APPLY',
      subBizType: 'HOTEL_EXCEED',
      exceedStandardReason: 'Trade fair week',
      originalTrNo: travelNO,
      travellerList: [{ travellerId: 'T1', hotelExceedActualAmount: dearest, hotelExceedCityList: [cityEntry] }],
    });
    await approveAll(applied.travelNO, [env.manager, env.admin]);

    const check = await env.employee.ok(orderCheckCall, { ...orderStay(dear, trStay), travelType: 0, trNo: applied.travelNO, travellers: [{ memberId: 'mem-employee' }], checkGuaranteeConfirmRemind: false, overtimeBooking: true });
    expect(check.exceedHandling).toBe('NONE');
    const covered = await bookUnder(applied.travelNO);
    expect(covered.orderStatus).toBe('WAIT_CONFIRM');
    expect(covered.exceedHandling).toBe('NONE');

    // A second application granting less than the stay costs does not cover it.
    const { travelNO: other } = await env.employee.ok(trCreateCall, trInput(env.today));
    await approveAll(other, [env.manager]);
    const short = await env.employee.ok(exceedApplySubmitCall, {
      approvalBizType: 'EXCEED_APPLY',
      subBizType: 'HOTEL_EXCEED',
      exceedStandardReason: 'Trade fair week',
      originalTrNo: other,
      travellerList: [{ travellerId: 'T1', hotelExceedActualAmount: L3_BEIJING_CAP + 1, hotelExceedCityList: [] }],
    });
    await approveAll(short.travelNO, [env.manager, env.admin]);
    expect((await bookUnder(short.travelNO)).orderStatus).toBe('WAIT_APPROVE');
  });
});
