import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, logIn, pageErrors, screenshot, switchLanguage, usePages } from './support/browser';
import { horizontalOverflow } from './support/antd';
import { callFromPage } from './support/api';
import { addCustomer, fillContact, openBooking, orderIssued, plusDays, today } from './support/train';

/** Books one customer on the `nth` train of a day: a business trip the company pays, or a private one paid online. */
async function book(page: Page, travel: 'BUSINESS' | 'PRIVATE', days: number, nth: number, customer: [string, string, string]): Promise<string> {
  const url = await openBooking(page, plusDays(today(), days), 1, nth);
  if (travel === 'BUSINESS') {
    await page.goto(url.pathname + url.search.replace('travel=PRIVATE', 'travel=BUSINESS'));
    await page.getByTestId('book-trip').first().waitFor();
  }
  await addCustomer(page, ...customer);
  await fillContact(page);
  await page.getByTestId('book-submit').click();
  if (travel === 'BUSINESS') return (await orderIssued(page)).orderId;
  await page.waitForURL('**/train/pay/**', { timeout: 20_000 });
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
}

const waitingRow = (page: Page, orderId: string) => page.locator(`[data-testid="waiting-order"][data-order-id="${orderId}"]`);
const orderRow = (page: Page, orderId: string) => page.locator(`[data-testid="order-row"][data-order-id="${orderId}"]`);

describe('the one orders page', () => {
  const open = usePages();

  it('lists every order, the one waiting for payment on top with its countdown, filters by product, opens orders, and home counts what waits', async () => {
    const { page } = await open();
    await logIn(page, 'notr');
    await switchLanguage(page, 'en');
    const companyPaid = await book(page, 'BUSINESS', 5, 0, ['qian', 'lan', 'E31415926']);
    const personal = await book(page, 'PRIVATE', 6, 1, ['sun', 'mei', 'E27182818']);
    try {
      // The menu's Orders opens the one page.
      await page.goto('/');
      await page.getByTestId('home-waiting').waitFor();
      expect(Number(await page.getByTestId('home-waiting-WAIT_PAY').getAttribute('data-count'))).toBeGreaterThanOrEqual(1);
      expect(await page.getByTestId('home-waiting-WAIT_PAY').innerText()).toMatch(/\d+ to pay/);
      await screenshot(page, 'home-waiting-en');
      await page.getByTestId('home-waiting').click();
      await page.waitForURL('**/orders');

      // The personal order waits for payment on top, its countdown ticking; both orders are in the list below.
      const waiting = waitingRow(page, personal);
      await waiting.waitFor();
      expect(await waiting.getAttribute('data-wait-type')).toBe('WAIT_PAY');
      expect(await waiting.getByTestId('waiting-act').innerText()).toBe('Pay');
      const countdown = waiting.getByTestId('waiting-countdown');
      const first = Number(await countdown.getAttribute('data-left'));
      expect(first).toBeGreaterThan(0);
      await expect.poll(async () => Number(await countdown.getAttribute('data-left')), { timeout: 5_000 }).toBeLessThan(first);
      expect(await countdown.innerText()).toMatch(/\d+:\d\d left/);
      expect(await waitingRow(page, companyPaid).count()).toBe(0);
      await orderRow(page, companyPaid).waitFor();
      expect(await orderRow(page, companyPaid).getAttribute('data-status')).toBe('ISSUED');
      expect(await orderRow(page, companyPaid).getByTestId('order-row-status').innerText()).toBe('Issued');
      expect(await orderRow(page, personal).getByTestId('order-row-status').innerText()).toBe('Awaiting payment');
      // Waiting orders come before the list.
      const waitingTop = await page.getByTestId('orders-waiting').boundingBox();
      const listTop = await page.getByTestId('orders-list').boundingBox();
      expect(waitingTop!.y).toBeLessThan(listTop!.y);
      await screenshot(page, 'orders-en');

      // Every product is named in the filter; Hotel keeps only hotel orders (another file may have booked some for
      // this member on the same server), trains bring theirs back, in the address.
      for (const p of ['ALL', 'TRAIN', 'HOTEL', 'FLIGHT', 'CAR']) await page.getByTestId(`orders-filter-${p}`).waitFor();
      await page.getByTestId('orders-filter-HOTEL').click();
      await orderRow(page, companyPaid).waitFor({ state: 'detached' });
      await page.locator('[data-testid="orders-empty"], [data-testid="order-row"][data-product="HOTEL"]').first().waitFor();
      expect(new URL(page.url()).searchParams.get('product')).toBe('HOTEL');
      expect(await page.locator('[data-testid="order-row"]:not([data-product="HOTEL"])').count()).toBe(0);
      expect(await page.locator('[data-testid="waiting-order"]:not([data-product="HOTEL"])').count()).toBe(0);
      await page.getByTestId('orders-filter-TRAIN').click();
      await orderRow(page, companyPaid).waitFor();
      expect(new URL(page.url()).searchParams.get('product')).toBe('TRAIN');
      expect(await page.locator('[data-testid="order-row"]:not([data-product="TRAIN"])').count()).toBe(0);

      // A row opens the product's order page; the old train list address lands on the page filtered to trains.
      await orderRow(page, companyPaid).getByTestId('order-row-open').click();
      await page.waitForURL(`**/train/orders/${encodeURIComponent(companyPaid)}`);
      await page.locator('[data-testid="order-status"][data-status="ISSUED"]').waitFor();
      await page.goto('/train/orders');
      await page.waitForURL('**/orders?product=TRAIN');
      await waitingRow(page, personal).waitFor();

      // The waiting order's button goes to its pay page (the shared pay card).
      await waitingRow(page, personal).getByTestId('waiting-act').click();
      await page.waitForURL(`**/train/pay/${encodeURIComponent(personal)}`);
      await page.locator('[data-testid="train-pay-page"][data-product="TRAIN"]').waitFor();
      expect(pageErrors(page)).toEqual([]);

      // 375 px: cards within the screen, the waiting one with its countdown and button, and home's count.
      const phone = await open(PHONE);
      await logIn(phone.page, 'notr');
      await switchLanguage(phone.page, 'en');
      await phone.page.getByTestId('home-waiting').waitFor();
      await expect.poll(() => horizontalOverflow(phone.page)).toBeLessThanOrEqual(0);
      await screenshot(phone.page, 'home-waiting-phone-en');
      await phone.page.goto('/orders');
      await waitingRow(phone.page, personal).getByTestId('waiting-act').waitFor();
      await orderRow(phone.page, companyPaid).waitFor();
      expect(await waitingRow(phone.page, personal).getByTestId('waiting-countdown').isVisible()).toBe(true);
      await expect.poll(() => horizontalOverflow(phone.page)).toBeLessThanOrEqual(0);
      const card = await orderRow(phone.page, companyPaid).boundingBox();
      expect(card!.x).toBeGreaterThanOrEqual(0);
      expect(card!.x + card!.width).toBeLessThanOrEqual(375);
      await screenshot(phone.page, 'orders-phone-en');
      expect(pageErrors(phone.page)).toEqual([]);
    } finally {
      // Its seat and traveller free for other flows.
      await callFromPage(page, 'train-app/train/book/cancel', { orderId: personal });
    }
  }, 240_000);
});
