import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, logIn, pageErrors, screenshot, switchLanguage, usePages } from './support/browser';
import { horizontalOverflow } from './support/antd';
import { addCustomer, fillContact, openBooking, orderIssued, plusDays, resultsUrl, today } from './support/train';

/** Two customers on the open booking, and the contact. */
async function fillBooking(page: Page): Promise<void> {
  await page.getByTestId('book-trip').first().waitFor();
  await addCustomer(page, 'zhang', 'wei', 'E12345678');
  await addCustomer(page, 'li', 'na', 'E87654321');
  expect(await page.getByTestId('book-passenger').count()).toBe(2);
  expect(await page.getByTestId('book-passenger').first().innerText()).toContain('ZHANG/WEI');
  await fillContact(page);
}

describe('train booking', () => {
  const open = usePages();

  it('books two passengers in second class on a private trip, pays, sees the tickets issued, then meets the repeat-order warning', async () => {
    const { page } = await open();
    await logIn(page, 'notr');
    await switchLanguage(page, 'en');
    const bookUrl = await openBooking(page, plusDays(today(), 3), 2);
    expect(bookUrl.searchParams.get('t1')).toContain('SECOND');
    expect(bookUrl.searchParams.get('travel')).toBe('PRIVATE');

    await fillBooking(page);
    await screenshot(page, 'train-book-filled');
    await page.getByTestId('book-submit').click();

    // A private trip: the traveller pays everything online.
    await page.waitForURL('**/train/pay/**', { timeout: 20_000 });
    await page.getByTestId('train-pay-page').waitFor();
    expect(await page.getByTestId('pay-card').inputValue()).toBe('4242424242424242');
    const first = await page.getByTestId('pay-countdown').innerText();
    await page.waitForTimeout(2100);
    expect(await page.getByTestId('pay-countdown').innerText()).not.toBe(first);
    await screenshot(page, 'train-pay');
    await page.getByTestId('pay-submit').click();

    const { orderPath } = await orderIssued(page);
    const tickets = page.getByTestId('order-ticket');
    expect(await tickets.count()).toBe(2);
    for (const ticket of await tickets.all()) {
      expect(await ticket.getAttribute('data-ticket-status')).toBe('ISSUED');
      expect(await ticket.getAttribute('data-coach')).not.toBe('');
      expect(await ticket.getAttribute('data-seat')).not.toBe('');
    }
    // Masked passport numbers, revealed on demand.
    const masked = await page.getByTestId('order-id-number').first().innerText();
    expect(masked).toContain('*');
    await page.getByTestId('order-mask-toggle').click();
    await page.waitForFunction(() => !document.querySelector('[data-testid="order-id-number"]')?.textContent?.includes('*'));
    expect(await page.getByTestId('order-id-number').first().innerText()).toBe('E12345678');
    await screenshot(page, 'train-order-issued');

    // The orders list shows it among the issued ones.
    await page.goto('/orders');
    await page.getByTestId('order-row').first().waitFor();
    expect(await page.locator(`[data-testid="order-row"][data-product="TRAIN"][data-status="ISSUED"][data-order-id="${orderPath.split('/').pop()}"]`).count()).toBe(1);

    // The same train again for the same travellers: the server's translated refusal (a ticket exists).
    await page.goto(bookUrl.pathname + bookUrl.search);
    await fillBooking(page);
    await page.getByTestId('book-submit').click();
    await page.getByTestId('book-error').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('book-error').innerText()).not.toBe('');

    // Another train of the same day between the same cities: the repeat-order warning (430019095).
    const trainNo = bookUrl.searchParams.get('t1')!.split(',')[0]!;
    await page.goto(resultsUrl(plusDays(today(), 3), 2));
    await page.getByTestId('train-result-count').waitFor({ timeout: 60_000 });
    await page.locator(`[data-testid="train-itinerary"][data-search-type="0"][data-has-ticket="true"]:not([data-train-no="${trainNo}"]) [data-testid="itinerary-seat"][data-seat-class="SECOND"]:not([data-remain="0"]) [data-testid="seat-book"]`).first().click();
    await page.waitForURL('**/train/book?**');
    expect(new URL(page.url()).searchParams.get('t1')).not.toContain(`${trainNo},`);
    await fillBooking(page);
    await page.getByTestId('book-submit').click();
    await page.getByTestId('repeat-order-dialog').waitFor({ timeout: 20_000 });
    await screenshot(page, 'train-book-repeat');
    await page.locator('.ant-modal-confirm-btns .ant-btn').first().click();
    await page.getByTestId('repeat-order-dialog').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/train/book');
    expect(pageErrors(page)).toEqual([]);

    // 375 px: the pre-booking page and the order detail stay within the screen.
    const phone = await open(PHONE);
    await logIn(phone.page, 'notr');
    await switchLanguage(phone.page, 'en');
    // A business trip for a saved passenger with a passport: the policy panel, and the full number revealed on submit.
    await phone.page.goto(bookUrl.pathname + bookUrl.search.replace('travel=PRIVATE', 'travel=BUSINESS'));
    await phone.page.getByTestId('book-trip').first().waitFor();
    await phone.page.locator('[data-testid="book-saved-passenger"]:enabled').first().waitFor();
    await phone.page.locator('[data-testid="book-saved-passenger"]:enabled').first().click();
    await phone.page.getByTestId('book-policy').waitFor();
    if ((await phone.page.getByTestId('policy-reason').count()) > 0) {
      await phone.page.getByTestId('policy-reason-other').click();
      await phone.page.getByTestId('policy-reason-text').fill('Client meeting');
    }
    await fillContact(phone.page);
    await expect.poll(() => horizontalOverflow(phone.page)).toBeLessThanOrEqual(0);
    await screenshot(phone.page, 'train-book-phone');
    await phone.page.getByTestId('book-submit').click();
    await phone.page.waitForURL(/\/train\/(orders|pay)\//, { timeout: 20_000 });
    await phone.page.locator('[data-testid="train-order-page"], [data-testid="train-pay-page"]').first().waitFor();
    await screenshot(phone.page, 'train-book-business-phone');
    await phone.page.goto(orderPath);
    await phone.page.locator('[data-testid="order-status"][data-status="ISSUED"]').waitFor();
    await expect.poll(() => horizontalOverflow(phone.page)).toBeLessThanOrEqual(0);
    await screenshot(phone.page, 'train-order-phone');
    expect(pageErrors(phone.page)).toEqual([]);
  }, 180_000);
});
