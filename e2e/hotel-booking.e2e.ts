import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { logIn, pageErrors, PHONE, screenshot, switchLanguage, usePages } from './support/browser';
import { horizontalOverflow } from './support/antd';
import { okFromPage } from './support/api';
import { plansSettled, SHANGHAI, shanghaiPlans } from './support/hotel';
import { plusDays, today } from './support/train';


interface Plan {
  ratePlanId: string;
  payWay: number;
  soldState: string;
  guarantee: unknown;
  cancelInfo: { cancelPolicyType: string; freeCancelTime: string | null };
  bffPriceInfo: { totalPrice: number; currency: string };
}

/** The first Shanghai hotel with a plan of the kind asked for on a private stay, found through the API as the page would. */
async function findPlan(page: Page, stay: { checkinDate: string; checkoutDate: string }, ok: (p: Plan) => boolean): Promise<{ hotelId: string; plan: Plan }> {
  for await (const { hotelId, plans } of shanghaiPlans<Plan>(page, stay)) {
    const plan = plans.find((p) => p.soldState === 'CAN_BOOK' && ok(p));
    if (plan) return { hotelId, plan };
  }
  throw new Error('no Shanghai hotel with such a plan');
}

/** Opens the hotel's rate plans for the private stay and books the plan from its button. */
async function bookFromDetail(page: Page, hotelId: string, stay: { checkinDate: string; checkoutDate: string }, ratePlanId: string): Promise<void> {
  await page.goto(`/hotel/${hotelId}?city=${SHANGHAI}&in=${stay.checkinDate}&out=${stay.checkoutDate}&travel=1`);
  await page.getByTestId('hotel-detail-page').waitFor();
  await plansSettled(page);
  const plan = page.locator(`[data-testid="hotel-plan"][data-plan-id="${ratePlanId}"]`);
  await plan.scrollIntoViewIfNeeded();
  await plan.getByTestId('hotel-plan-book').click();
  await page.waitForURL('**/hotel/book?**');
  await page.getByTestId('hotel-book-page').waitFor();
  await page.getByTestId('hotel-book-submit').waitFor({ timeout: 60_000 });
}

/** Submits the booking page and confirms the dialog; answers the order id the page went on with. */
async function submitBooking(page: Page, then: 'pay' | 'orders'): Promise<string> {
  await page.getByTestId('hotel-book-submit').click();
  await page.getByTestId('hotel-book-confirm').waitFor();
  await page.getByTestId('hotel-book-confirm-ok').click();
  await page.waitForURL(`**/hotel/${then}/**`, { timeout: 60_000 });
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
}

const orderStatus = (page: Page) => page.getByTestId('order-status').getAttribute('data-status');

describe('hotel booking', () => {
  const open = usePages();

  it('books an online-prepay stay from the rate plans, pays, sees it confirmed, cancels it free and finds it in the orders', async () => {
    const { page } = await open();
    await logIn(page, 'notr');
    await switchLanguage(page, 'en');
    const stay = { checkinDate: plusDays(today(), 6), checkoutDate: plusDays(today(), 8) };
    const { hotelId, plan } = await findPlan(page, stay, (p) => p.payWay === 1 && p.cancelInfo.cancelPolicyType === 'FREE_CANCEL' && p.cancelInfo.freeCancelTime !== null);

    await bookFromDetail(page, hotelId, stay, plan.ratePlanId);
    // The member is the first room's guest and the contact comes from the profile: nothing is missing.
    expect(await page.getByTestId('hotel-book-guest').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('hotel-book-missing').count()).toBe(0);
    await screenshot(page, 'hotel-book');

    const orderId = await submitBooking(page, 'pay');
    // The pay page asks the whole stay's price online; the sandbox's success card is prefilled.
    await page.getByTestId('hotel-pay-page').waitFor();
    await page.getByTestId('pay-submit').click();
    await page.waitForURL(`**/hotel/orders/${encodeURIComponent(orderId)}`);
    await page.getByTestId('hotel-order-page').waitFor();
    // Paid, the hotel confirms by itself: the page follows without a reload.
    await expect.poll(() => orderStatus(page), { timeout: 60_000 }).toBe('CONFIRMED');
    expect(await page.getByTestId('order-confirm-num').innerText()).toMatch(/HC\d+/);
    expect(await page.getByTestId('order-night').count()).toBe(2);

    // Before the free-cancel deadline: the dialog shows no penalty and everything paid going back.
    await page.getByTestId('order-cancel').click();
    await page.locator('[data-testid="cancel-modal"][data-loaded="true"]').waitFor();
    const paid = Number(await page.getByTestId('cancel-paid').getAttribute('data-amount'));
    expect(paid).toBe(plan.bffPriceInfo.totalPrice);
    expect(await page.getByTestId('cancel-penalty').getAttribute('data-amount')).toBe('0');
    expect(Number(await page.getByTestId('cancel-refund').getAttribute('data-amount'))).toBe(paid);
    await page.getByTestId('cancel-reason').fill('Trip moved');
    await page.getByTestId('cancel-confirm').click();
    await expect.poll(() => orderStatus(page), { timeout: 30_000 }).toBe('CANCELED');
    expect(Number(await page.getByTestId('order-refund').getAttribute('data-amount'))).toBe(paid);
    expect(await page.getByTestId('order-cancel').count()).toBe(0);

    // The order centre lists it under hotels, in words, and opens it.
    await page.goto('/orders?product=HOTEL');
    const row = page.locator(`[data-testid="order-row"][data-order-id="${orderId}"]`);
    await row.waitFor();
    expect(await row.getByTestId('order-row-status').innerText()).toBe('Cancelled');
    expect(await page.locator('[data-testid="order-row"]:not([data-product="HOTEL"])').count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  }, 240_000);

  it('at 375 px books a pay-at-hotel stay straight to the hotel and shows the order within the screen', async () => {
    const { page } = await open(PHONE);
    await logIn(page, 'notr');
    await switchLanguage(page, 'en');
    const stay = { checkinDate: plusDays(today(), 9), checkoutDate: plusDays(today(), 10) };
    const { hotelId, plan } = await findPlan(page, stay, (p) => p.payWay === 14 && p.guarantee === null);

    await bookFromDetail(page, hotelId, stay, plan.ratePlanId);
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByTestId('hotel-book-remark').fill('Late arrival, high floor please');
    // Nothing to pay online: the order page opens at once and follows the hotel's confirmation.
    const orderId = await submitBooking(page, 'orders');
    await page.getByTestId('hotel-order-page').waitFor();
    await expect.poll(() => orderStatus(page), { timeout: 60_000 }).toBe('CONFIRMED');
    expect(await page.getByTestId('order-remark').innerText()).toContain('high floor');
    expect(await page.getByTestId('order-pay').count()).toBe(0);
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'hotel-order-phone');
    expect(orderId).not.toBe('');
    expect(pageErrors(page)).toEqual([]);
  }, 240_000);

  it('changes the remark of a confirmed stay, then checks out a night early with the refund shown first', async () => {
    const { page } = await open();
    await logIn(page, 'notr');
    await switchLanguage(page, 'en');
    const stay = { checkinDate: plusDays(today(), 12), checkoutDate: plusDays(today(), 15) };
    const { hotelId, plan } = await findPlan(page, stay, (p) => p.payWay === 1 && p.cancelInfo.cancelPolicyType === 'FREE_CANCEL' && p.cancelInfo.freeCancelTime !== null);
    // Booked and paid through the API as the pages would (the booking page has its own test above).
    const roomTypeId = await okFromPage<{ roomList: { roomTypeId: string; ratePlanList: { ratePlanId: string }[] }[] }>(page, 'hotel-app/rateplan/list', { ...stay, hotelId, travelType: 1 }).then(
      (d) => d.roomList.find((r) => r.ratePlanList.some((p) => p.ratePlanId === plan.ratePlanId))!.roomTypeId,
    );
    const created = await okFromPage<{ orderId: string; payOrder: { payOrderId: string } }>(page, 'hotel-app/order/create', {
      ...stay,
      hotelId,
      roomTypeId,
      ratePlanId: plan.ratePlanId,
      travelType: 1,
      roomList: [{ guestList: [{ source: 'SELF', name: 'Li Na' }] }],
      contact: { name: 'Li Na', mobileCountryCode: '86', mobile: '13800001234' },
      latestArrivalTime: '18:00',
    });
    await okFromPage(page, 'payment/payment/pay', { payOrderId: created.payOrder.payOrderId, payWay: 'online_payment', cardNumber: '4242424242424242' });
    await page.goto(`/hotel/orders/${encodeURIComponent(created.orderId)}`);
    await expect.poll(() => orderStatus(page), { timeout: 60_000 }).toBe('CONFIRMED');
    expect(await page.getByTestId('order-night').count()).toBe(3);

    // The remark and the arrival time change in place.
    await page.getByTestId('order-modify').click();
    await page.locator('[data-testid="modify-modal"][data-loaded="true"]').waitFor();
    await page.getByTestId('modify-remark').fill('High floor please');
    await page.getByTestId('modify-save').click();
    await page.getByTestId('modify-modal').waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('order-remark').innerText()).toContain('High floor please');

    // One night less: the dialog shows the night given up and all of it coming back before the free-cancel deadline.
    const lastNight = Number(await page.getByTestId('order-night').last().getAttribute('data-price'));
    await page.getByTestId('order-early-checkout').click();
    await page.locator('[data-testid="early-modal"][data-loaded="true"]').waitFor();
    const newCheckout = plusDays(stay.checkinDate, 2);
    const cell = page.locator(`.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) td[title="${newCheckout}"]:not(.ant-picker-cell-disabled)`);
    // A click while the popup is still opening can be dropped under load: pick until the dialog asks for that date.
    for (let attempt = 1; !(await page.locator('[data-testid="early-modal"][data-date]').count()); attempt++) {
      if (attempt > 3) throw new Error(`the early checkout picker did not take ${newCheckout}`);
      if (!(await cell.isVisible())) await page.getByTestId('early-date').click();
      await cell.click();
      await page.locator('[data-testid="early-modal"][data-date]').waitFor({ timeout: 5_000 }).catch(() => undefined);
    }
    expect(await page.getByTestId('early-modal').getAttribute('data-date')).toBe(newCheckout);
    await page.locator('[data-testid="early-quote"], [data-testid="early-error"]').first().waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('early-error').count()).toBe(0);
    const released = Number(await page.getByTestId('early-released').getAttribute('data-amount'));
    expect(await page.getByTestId('early-penalty').getAttribute('data-amount')).toBe('0');
    expect(Number(await page.getByTestId('early-refund').getAttribute('data-amount'))).toBe(released);
    expect(released).toBe(lastNight);
    await page.getByTestId('early-confirm').click();
    await page.getByTestId('early-modal').waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('order-night').count()).toBe(2);
    expect(await page.getByTestId('order-nights').innerText()).toContain('2');
    expect(pageErrors(page)).toEqual([]);
  }, 240_000);
});
