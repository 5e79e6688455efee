import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { logIn, pageErrors, PHONE, screenshot, switchLanguage, usePages } from './support/browser';
import { horizontalOverflow } from './support/antd';
import { okFromPage } from './support/api';
import { plansSettled, SHANGHAI } from './support/hotel';
import { plusDays, today } from './support/train';

interface Plan {
  ratePlanId: string;
  payWay: number;
  soldState: string;
  guarantee: unknown;
  tmcControl: { exceeding: boolean; exceedDates: string[] };
}
type Stay = { checkinDate: string; checkoutDate: string };
type Config = { hotelControl: Record<string, unknown> & { travelRuleViolationControl: number } };

/** A Shanghai business stay's plan (under `trNo` when given) over the caller's standard on every night (prepaid, no guarantee): answers hotel, room and plan. */
async function overStandardPlan(page: Page, stay: Stay, trNo?: string) {
  const under = trNo ? { trNo } : {};
  const found = await okFromPage<{ hotelInfoList: { hotelId: string }[] }>(page, 'hotel-app/hotel/search', { ...stay, ...under, cityId: SHANGHAI, travelType: 0, pageSize: 20 });
  for (const { hotelId } of found.hotelInfoList) {
    const plans = await okFromPage<{ roomList: { roomTypeId: string; ratePlanList: Plan[] }[] }>(page, 'hotel-app/rateplan/list', { ...stay, ...under, hotelId, travelType: 0 });
    for (const room of plans.roomList) {
      const plan = room.ratePlanList.find((p) => p.soldState === 'CAN_BOOK' && p.payWay === 1 && p.guarantee === null && p.tmcControl.exceeding && p.tmcControl.exceedDates.length === 2);
      if (plan) return { hotelId, roomTypeId: room.roomTypeId, ratePlanId: plan.ratePlanId };
    }
  }
  throw new Error('no Shanghai plan over the standard on every night');
}

/** Opens the hotel's rate plans for the business stay (under `trNo` when given) and books the plan from its button. */
async function openBooking(page: Page, hotelId: string, stay: Stay, ratePlanId: string, trNo?: string) {
  await page.goto(`/hotel/${hotelId}?city=${SHANGHAI}&in=${stay.checkinDate}&out=${stay.checkoutDate}${trNo ? `&tr=${trNo}` : ''}`);
  await page.getByTestId('hotel-detail-page').waitFor();
  await plansSettled(page);
  const plan = page.locator(`[data-testid="hotel-plan"][data-plan-id="${ratePlanId}"]`);
  await plan.scrollIntoViewIfNeeded();
  await plan.getByTestId('hotel-plan-book').click();
  await page.waitForURL('**/hotel/book?**');
  await page.getByTestId('hotel-book-submit').waitFor({ timeout: 60_000 });
}

const orderStatus = (page: Page) => page.getByTestId('order-status').getAttribute('data-status');

/**
 * The enterprise's hotel over-standard handling set to approval (travelRuleViolationControl 2, restored afterwards):
 * an over-standard business stay waits for the company's approval with its rooms held, the approver decides in the
 * inbox, and the order goes on or is cancelled; under a travel request the traveller may apply for the excess instead.
 */
describe('hotel booking approval', () => {
  const open = usePages();
  let manager: Page;
  let config: Config;

  beforeAll(async () => {
    manager = (await open()).page;
    await logIn(manager, 'manager');
    await switchLanguage(manager, 'en');
    config = (await okFromPage<{ config: Config }>(manager, 'member/company/detail', {})).config;
    await okFromPage(manager, 'member/company/config/save', { ...config, hotelControl: { ...config.hotelControl, travelRuleViolationControl: 2 } });
  }, 120_000);
  afterAll(async () => {
    if (config) await okFromPage(manager, 'member/company/config/save', config);
  });

  it('waits for approval with its rooms held (no Pay), is approved in the inbox and goes on by itself', async () => {
    const { page } = await open();
    await logIn(page, 'notr');
    await switchLanguage(page, 'en');
    const stay = { checkinDate: plusDays(today(), 7), checkoutDate: plusDays(today(), 9) };
    const { hotelId, ratePlanId } = await overStandardPlan(page, stay);
    await openBooking(page, hotelId, stay, ratePlanId);

    // Over the standard: a reason is asked, which the approver will read.
    await page.getByTestId('policy-reason-other').click();
    await page.getByTestId('policy-reason-text').fill('Only hotel near the venue');
    await page.getByTestId('hotel-book-submit').click();
    await page.getByTestId('hotel-book-confirm').waitFor();
    await page.getByTestId('hotel-book-confirm-ok').click();
    // The order page, or the refusal the booking page shows instead (named, so a failure says what the server said).
    const refused = page.getByTestId('hotel-book-error');
    const settled = await Promise.race([
      page.waitForURL('**/hotel/orders/**', { timeout: 60_000 }).then(() => 'order', () => 'nothing'),
      refused.waitFor({ timeout: 60_000 }).then(() => 'refused', () => 'nothing'),
    ]);
    if (settled === 'refused') throw new Error(`the booking was refused: ${await refused.innerText()}`);
    expect(settled).toBe('order');
    const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    await expect.poll(() => orderStatus(page), { timeout: 30_000 }).toBe('WAIT_APPROVE');
    expect(await page.getByTestId('order-wait-approve').innerText()).toMatch(/approval/i);
    expect(await page.getByTestId('order-approve-by').innerText()).toMatch(/cancelled/i);
    expect(await page.getByTestId('order-pay').count()).toBe(0);
    await screenshot(page, 'hotel-approval-order-wait-en');

    // The orders page shows it waiting for approval, in words.
    await page.goto('/orders');
    const waiting = page.locator(`[data-testid="waiting-order"][data-order-id="${orderId}"]`);
    await waiting.waitFor();
    expect(await waiting.getAttribute('data-wait-type')).toBe('WAIT_APPROVE');
    expect(await waiting.innerText()).toContain('Awaiting approval');
    await page.goto(`/hotel/orders/${encodeURIComponent(orderId)}`);
    await page.getByTestId('order-wait-approve').waitFor();

    // The approver's inbox: the stay in words — hotel, room, dates and nights, guests, amount, the reason.
    await manager.goto('/approvals');
    const task = manager.locator(`[data-testid="approval-task"][data-biz-id="${orderId}"]`);
    await task.waitFor();
    expect(await task.getByTestId('approval-product').innerText()).toBe('Hotel');
    const hotelName = await task.getByTestId('approval-stay-hotel').innerText();
    expect(hotelName).not.toBe('');
    expect(await task.getByTestId('approval-task-title').innerText()).toContain(hotelName);
    expect(await task.getByTestId('approval-stay-room').innerText()).toContain('1 room');
    expect(await task.getByTestId('approval-stay-dates').innerText()).toContain('2 nights');
    expect(await task.getByTestId('approval-stay-guests').innerText()).not.toBe('');
    expect(await task.getByTestId('approval-stay-total').innerText()).toMatch(/\d/);
    expect(await task.getByTestId('approval-exceed-reason').innerText()).toBe('Only hotel near the venue');
    await screenshot(manager, 'hotel-approval-inbox-en');
    await task.getByTestId('approval-approve').click();
    await manager.getByTestId('decision-confirm').click();
    await task.waitFor({ state: 'detached' });

    // Company-paid: the open order page goes on by itself to the hotel's confirmation.
    await expect.poll(() => orderStatus(page), { timeout: 60_000 }).toBe('CONFIRMED');
    expect(await page.getByTestId('order-wait-approve').count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
    expect(pageErrors(manager)).toEqual([]);
  }, 240_000);

  it('is cancelled with its rooms back when the approver rejects it at 375 px; the inbox in Chinese names the stay', async () => {
    const { page } = await open();
    await logIn(page, 'notr');
    await switchLanguage(page, 'en');
    const stay = { checkinDate: plusDays(today(), 10), checkoutDate: plusDays(today(), 12) };
    const plan = await overStandardPlan(page, stay);
    const created = await okFromPage<{ orderId: string; orderStatus: string }>(page, 'hotel-app/order/create', {
      ...stay,
      ...plan,
      travelType: 0,
      roomList: [{ guestList: [{ source: 'SELF', name: 'Li Na' }] }],
      contact: { name: 'Li Na', mobileCountryCode: '86', mobile: '13800001234' },
      violationReason: { reasonText: 'Conference hotel' },
    });
    expect(created.orderStatus).toBe('WAIT_APPROVE');
    await page.goto(`/hotel/orders/${encodeURIComponent(created.orderId)}`);
    await page.getByTestId('order-wait-approve').waitFor();

    const phone = (await open(PHONE)).page;
    await logIn(phone, 'manager');
    await switchLanguage(phone, 'zh-CN');
    await phone.goto('/approvals');
    const task = phone.locator(`[data-testid="approval-task"][data-biz-id="${created.orderId}"]`);
    await task.waitFor();
    expect(await task.getByTestId('approval-stay-dates').innerText()).toContain('2 晚');
    await expect.poll(() => horizontalOverflow(phone)).toBeLessThanOrEqual(0);
    await screenshot(phone, 'hotel-approval-inbox-375-zh');
    await task.getByTestId('approval-reject').click();
    await phone.getByTestId('decision-comment').fill('请选择标准内的酒店');
    await phone.getByTestId('decision-confirm').click();
    await task.waitFor({ state: 'detached' });

    await expect.poll(() => orderStatus(page), { timeout: 60_000 }).toBe('CANCELED');
    expect(await page.getByTestId('order-cancel-reason').innerText()).toBe('The approver rejected the booking');
    expect(await page.getByTestId('order-wait-approve').count()).toBe(0);
    await screenshot(page, 'hotel-approval-order-rejected-en');
    expect(pageErrors(page)).toEqual([]);
    expect(pageErrors(phone)).toEqual([]);
  }, 240_000);

  it("offers the over-standard application from the booking page under the traveller's request: only the traveller with an amount, for this city and these dates", async () => {
    const { page } = await open();
    await logIn(page, 'employee');
    await switchLanguage(page, 'en');
    // employee's approved request Shanghai → Beijing (through the API, approved by manager).
    const begin = plusDays(today(), 3);
    const end = plusDays(today(), 5);
    const { travelNO } = await okFromPage<{ travelNO: string }>(page, 'tr/create', {
      travellerList: [{ travellerName: '张伟', memberId: 'mem-employee' }],
      itineraryGroupList: [
        {
          travellerIdList: [],
          itineraryList: [
            { departureCityId: SHANGHAI, arriveCityId: '156110000', beginDate: begin, endDate: begin },
            { departureCityId: '156110000', arriveCityId: SHANGHAI, beginDate: end, endDate: end },
          ],
        },
      ],
      travelPurposeList: [{ travelPurposeDesc: 'Client visit' }],
    });
    for (let level = 0; level < 3; level++) {
      const tasks = await okFromPage<{ list: { taskId: string; bizId: string }[] }>(manager, 'approval/task/list', { pageIndex: 1, pageSize: 50 });
      for (const x of tasks.list.filter((x) => x.bizId === travelNO)) await okFromPage(manager, 'approval/task/approve', { taskId: x.taskId });
    }
    const stay = { checkinDate: begin, checkoutDate: end };
    const { hotelId, ratePlanId } = await overStandardPlan(page, stay, travelNO);
    await openBooking(page, hotelId, stay, ratePlanId, travelNO);

    await page.getByTestId('hotel-exceed-apply-open').click();
    await page.getByTestId('hotel-exceed-amount-0').waitFor();
    expect(await page.getByTestId('hotel-exceed-apply-hint').innerText()).toContain(travelNO);
    // Nothing entered: refused in words before anything is sent.
    await page.getByTestId('hotel-exceed-reason').fill('Trade fair week');
    await page.getByTestId('hotel-exceed-apply-submit').click();
    await page.getByTestId('hotel-exceed-apply-error').waitFor();
    await page.getByTestId('hotel-exceed-amount-0').fill('1500');
    await screenshot(page, 'hotel-exceed-apply-en');
    await page.getByTestId('hotel-exceed-apply-submit').click();
    const done = page.getByTestId('hotel-exceed-apply-submitted');
    await done.waitFor();
    const applied = /TR\w+/.exec((await done.innerText()).replace(travelNO, ''))![0];
    const detail = await okFromPage<{ status: string; originalTrNo: string; exceedApplication: { travellerList: { travellerId: string; hotelExceedActualAmount: number; hotelExceedCityList: { cityId: string; checkinDate?: string; checkoutDate?: string; exceedAmount: number }[] }[] } }>(page, 'tr/detail', { travelNO: applied });
    expect(detail).toMatchObject({ status: 'WAIT_APPROVE', originalTrNo: travelNO });
    expect(detail.exceedApplication.travellerList).toEqual([
      expect.objectContaining({ hotelExceedActualAmount: 150000, hotelExceedCityList: [expect.objectContaining({ cityId: SHANGHAI, checkinDate: begin, checkoutDate: end, exceedAmount: 150000 })] }),
    ]);
    expect(pageErrors(page)).toEqual([]);
  }, 240_000);
});
