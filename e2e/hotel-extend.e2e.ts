import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { logIn, pageErrors, PHONE, screenshot, switchLanguage, usePages } from './support/browser';
import { horizontalOverflow } from './support/antd';
import { okFromPage } from './support/api';
import { privatePlans, SHANGHAI, shanghaiPlans } from './support/hotel';
import { plusDays, today } from './support/train';


interface Plan {
  ratePlanId: string;
  payWay: number;
  soldState: string;
  guarantee: unknown;
  cancelInfo: { cancelPolicyType: string };
}
type Stay = { checkinDate: string; checkoutDate: string };

/** A Shanghai plan of the kind asked for that sells the private stay and the night after it, found through the API. */
async function findPlan(page: Page, stay: Stay, ok: (p: Plan) => boolean): Promise<{ hotelId: string; roomTypeId: string; ratePlanId: string }> {
  const after = { checkinDate: stay.checkoutDate, checkoutDate: plusDays(stay.checkoutDate, 1) };
  for await (const { hotelId, plans } of shanghaiPlans<Plan>(page, stay)) {
    const plan = plans.find((p) => p.soldState === 'CAN_BOOK' && ok(p));
    if (!plan) continue;
    if ((await privatePlans<Plan>(page, hotelId, after)).some((p) => p.ratePlanId === plan.ratePlanId && p.soldState === 'CAN_BOOK')) return { hotelId, roomTypeId: plan.roomTypeId, ratePlanId: plan.ratePlanId };
  }
  throw new Error('no Shanghai hotel with such a plan');
}

/** Books the private stay through the API as the booking page would, pays it when prepaid, and opens the order once confirmed. */
async function confirmedOrder(page: Page, stay: Stay, plan: { hotelId: string; roomTypeId: string; ratePlanId: string }): Promise<string> {
  const created = await okFromPage<{ orderId: string; payOrder: { payOrderId: string; status: string } | null }>(page, 'hotel-app/order/create', {
    ...stay,
    ...plan,
    travelType: 1,
    roomList: [{ guestList: [{ source: 'SELF', name: 'Li Na' }] }],
    contact: { name: 'Li Na', mobileCountryCode: '86', mobile: '13800001234' },
    latestArrivalTime: '18:00',
  });
  if (created.payOrder?.status === 'WAIT_PAY') await okFromPage(page, 'payment/payment/pay', { payOrderId: created.payOrder.payOrderId, payWay: 'online_payment', cardNumber: '4242424242424242' });
  await page.goto(`/hotel/orders/${encodeURIComponent(created.orderId)}`);
  await expect.poll(() => page.getByTestId('order-status').getAttribute('data-status'), { timeout: 60_000 }).toBe('CONFIRMED');
  return created.orderId;
}

/** Opens Extend stay and picks the new checkout in its calendar until the dialog asks for that date; waits for its quote. */
async function pickExtension(page: Page, checkout: string): Promise<void> {
  await page.getByTestId('order-extend').click();
  await page.locator('[data-testid="extend-modal"][data-loaded="true"]').waitFor();
  const cell = page.locator(`.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) td[title="${checkout}"]:not(.ant-picker-cell-disabled)`);
  // A click while the popup is still opening can be dropped under load: pick until the dialog asks for that date.
  for (let attempt = 1; !(await page.locator(`[data-testid="extend-modal"][data-date="${checkout}"]`).count()); attempt++) {
    if (attempt > 3) throw new Error(`the extension picker did not take ${checkout}`);
    if (!(await cell.isVisible())) await page.getByTestId('extend-date').click();
    await cell.click();
    await page.locator(`[data-testid="extend-modal"][data-date="${checkout}"]`).waitFor({ timeout: 5_000 }).catch(() => undefined);
  }
  await page.locator('[data-testid="extend-quote"], [data-testid="extend-error"]').first().waitFor({ timeout: 60_000 });
  expect(await page.getByTestId('extend-error').count()).toBe(0);
}

describe('hotel: extending a stay from the order page', () => {
  const open = usePages();

  it('extends a confirmed prepaid stay by a night: the new night’s price and who pays it first, then paid, the order has three nights', async () => {
    const { page } = await open();
    await logIn(page, 'notr');
    await switchLanguage(page, 'en');
    const stay = { checkinDate: plusDays(today(), 40), checkoutDate: plusDays(today(), 42) };
    const plan = await findPlan(page, stay, (p) => p.payWay === 1 && p.cancelInfo.cancelPolicyType === 'FREE_CANCEL');
    const orderId = await confirmedOrder(page, stay, plan);
    expect(await page.getByTestId('order-night').count()).toBe(2);

    const newCheckout = plusDays(stay.checkoutDate, 1);
    await pickExtension(page, newCheckout);
    // The night after the stay at the hotel's price now; a private stay's extra night is all the traveller's.
    const nights = page.getByTestId('extend-night');
    expect(await nights.count()).toBe(1);
    expect(await nights.first().getAttribute('data-date')).toBe(stay.checkoutDate);
    const price = Number(await nights.first().getAttribute('data-price'));
    expect(price).toBeGreaterThan(0);
    expect(Number(await page.getByTestId('extend-total').getAttribute('data-amount'))).toBe(price);
    expect(await page.getByTestId('extend-company').getAttribute('data-amount')).toBe('0');
    expect(Number(await page.getByTestId('extend-personal').getAttribute('data-amount'))).toBe(price);
    await screenshot(page, 'hotel-extend');

    // Extend and pay: the pay page asks the new night's price; paid, the order follows with the night added.
    await page.getByTestId('extend-confirm').click();
    await page.waitForURL(`**/hotel/pay/${encodeURIComponent(orderId)}`, { timeout: 60_000 });
    await page.getByTestId('hotel-pay-page').waitFor();
    expect(await page.getByTestId('pay-personal').innerText()).toMatch(/\d/);
    await page.getByTestId('pay-submit').click();
    await page.waitForURL(`**/hotel/orders/${encodeURIComponent(orderId)}`);
    await expect.poll(() => page.getByTestId('order-night').count(), { timeout: 30_000 }).toBe(3);
    expect(Number(await page.getByTestId('order-night').last().getAttribute('data-price'))).toBe(price);
    expect(await page.getByTestId('order-extension-waiting').count()).toBe(0);
    expect(await page.getByTestId('order-pay').count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  }, 240_000);

  it('at 375 px extends a stay paid at the hotel at once, the dialog within the screen', async () => {
    const { page } = await open(PHONE);
    await logIn(page, 'notr');
    await switchLanguage(page, 'en');
    const stay = { checkinDate: plusDays(today(), 46), checkoutDate: plusDays(today(), 47) };
    const plan = await findPlan(page, stay, (p) => p.payWay === 14 && p.guarantee === null && p.cancelInfo.cancelPolicyType !== 'NO_CANCEL');
    await confirmedOrder(page, stay, plan);
    await pickExtension(page, plusDays(stay.checkoutDate, 1));
    expect(await page.getByTestId('extend-how').innerText()).toContain('at the hotel');
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'hotel-extend-phone');
    await page.getByTestId('extend-confirm').click();
    await page.getByTestId('extend-modal').waitFor({ state: 'detached' });
    // Nothing to pay online: the night is the order's at once.
    await expect.poll(() => page.getByTestId('order-night').count(), { timeout: 30_000 }).toBe(2);
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(pageErrors(page)).toEqual([]);
  }, 240_000);
});
