import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, logIn, pageErrors, screenshot, switchLanguage, usePages } from './support/browser';
import { callFromPage, okFromPage } from './support/api';
import { addCustomer, fen, fillContact, openBooking, plusDays, today } from './support/train';

const missingItems = (page: Page) => page.getByTestId('book-missing-item').evaluateAll((els) => els.map((e) => e.getAttribute('data-missing')));

type TrainStandard = { allowedSeatClasses: string[]; highestStandard: string; handleTypes: string; controlSeconds: number };
type StandardList = { list: { travelLevel: string; standards: ({ product: string; standard: TrainStandard } & Record<string, unknown>)[] }[] };

/** How many train orders the page's member has. */
async function orderCount(page: Page): Promise<number> {
  return (await okFromPage<{ totalSize: number }>(page, 'train-app/train/order/list', { pageIndex: 1, pageSize: 1 })).totalSize;
}

describe('the pre-booking page', () => {
  const open = usePages();

  it('prefills the contact from the profile and says what Submit still needs (375 px)', async () => {
    const { page } = await open(PHONE);
    await logIn(page, 'notr');
    await switchLanguage(page, 'en');
    await openBooking(page, plusDays(today(), 7), 1);

    // The member's own name, mobile and email (masked as the profile shows them); required fields marked.
    expect(await page.getByTestId('contact-name').inputValue()).toBe('李娜');
    expect(await page.getByTestId('contact-mobile').inputValue()).toMatch(/^138\*+0003$/);
    expect(await page.getByTestId('contact-email').inputValue()).toMatch(/\*.*@demo\.example\.com$/);
    expect(await page.getByTestId('contact-note').innerText()).toContain('from your profile');
    expect(await page.locator('#book-contact .ant-form-item-required').count()).toBe(3);
    expect(await page.locator('#book-passengers .train-book__required-mark').count()).toBe(1);

    // Only a passenger is missing: Submit waits and says so.
    await page.getByTestId('book-missing').waitFor();
    expect(await missingItems(page)).toEqual(['passengers']);
    expect(await page.getByTestId('book-submit').isDisabled()).toBe(true);

    // A contact emptied or mistyped: the field says why, the list names it.
    await page.getByTestId('contact-mobile').fill('');
    await page.getByTestId('contact-email').fill('li.example.com');
    await page.getByTestId('contact-name').focus();
    expect(await page.getByTestId('contact-mobile-error').innerText()).toBe("Enter the contact's mobile number.");
    expect(await page.getByTestId('contact-email-error').innerText()).toBe('Enter a valid email address.');
    await expect.poll(() => missingItems(page)).toEqual(['passengers', 'contactMobile', 'contactEmail']);
    await screenshot(page, 'train-book-missing-en');

    // The list leads to where the thing is filled in, below the sticky header.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect((await page.locator('#book-passengers').boundingBox())!.y).toBeLessThan(0);
    await page.locator('[data-testid="book-missing-item"][data-missing="passengers"]').click();
    await expect.poll(async () => (await page.locator('#book-passengers').boundingBox())!.y).toBeGreaterThanOrEqual(64);
    expect((await page.locator('#book-passengers').boundingBox())!.y).toBeLessThan(200);

    // In another language, the same list in its words (the rest goes on in Chinese).
    await switchLanguage(page, 'zh-CN');
    expect(await page.getByTestId('book-missing').innerText()).toContain('请至少添加一位乘客');

    await page.getByTestId('contact-mobile').fill('13800138000');
    await page.getByTestId('contact-email').fill('li@example.com');
    await expect.poll(() => missingItems(page)).toEqual(['passengers']);
    await addCustomer(page, 'yang', 'guang', 'E26457513');
    await page.getByTestId('book-missing').waitFor({ state: 'detached' });
    expect(await page.getByTestId('book-submit').isEnabled()).toBe(true);
    expect(pageErrors(page)).toEqual([]);
  }, 120_000);

  it('books above the travel standard only once the traveller accepts paying the difference (432002035)', async () => {
    const manager = await open();
    await logIn(manager.page, 'manager');
    const before = (await okFromPage<StandardList>(manager.page, 'tmc/travel_standard/list', {})).list
      .find((l) => l.travelLevel === 'L3')
      ?.standards.find((s) => s.product === 'TRAIN');
    // Staff (L3) may take second class; above it the traveller pays the difference themselves (handle type 8).
    await okFromPage(manager.page, 'tmc/travel_standard/save', {
      travelLevel: 'L3',
      product: 'TRAIN',
      standard: { allowedSeatClasses: ['SECOND'], highestStandard: '5', handleTypes: '8', controlSeconds: 0 },
    });
    try {
      const { page } = await open();
      await logIn(page, 'notr');
      await switchLanguage(page, 'en');
      const url = await openBooking(page, plusDays(today(), 8), 1);
      await page.goto(url.pathname + url.search.replace('travel=PRIVATE', 'travel=BUSINESS'));
      await page.getByTestId('book-trip').first().waitFor();
      await page.locator('[data-testid="book-seat-class"] label', { has: page.locator('[data-seat-class="FIRST"]') }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('t1')).toContain(',FIRST,');
      const fare = Number(new URL(page.url()).searchParams.get('t1')!.split(',')[5]);
      await addCustomer(page, 'tang', 'yun', 'E16021766');
      await fillContact(page);
      await page.getByTestId('book-policy').waitFor();
      const orders = await orderCount(page);

      // The warning with the server's split; cancel keeps the page and books nothing.
      await page.getByTestId('book-submit').click();
      const dialog = page.getByTestId('hybrid-payment-dialog');
      await dialog.waitFor({ timeout: 20_000 });
      const company = Number(await dialog.getByTestId('hybrid-company-amount').getAttribute('data-amount'));
      const personal = Number(await dialog.getByTestId('hybrid-personal-amount').getAttribute('data-amount'));
      expect(personal).toBeGreaterThan(0);
      expect(company + personal).toBe(fare);
      expect(fen(await dialog.getByTestId('hybrid-personal-amount').innerText())).toBe(personal);
      await screenshot(page, 'train-book-hybrid-en');
      await page.locator('.ant-modal-confirm-btns .ant-btn').first().click();
      await dialog.waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe('/train/book');
      expect(await page.getByTestId('book-submit').isEnabled()).toBe(true);
      expect(await orderCount(page)).toBe(orders);

      // Accepted: booked, the traveller's part to be paid online.
      await page.getByTestId('book-submit').click();
      await dialog.waitFor({ timeout: 20_000 });
      await page.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
      await page.waitForURL('**/train/pay/**', { timeout: 20_000 });
      await page.getByTestId('train-pay-page').waitFor();
      expect(fen(await page.getByTestId('pay-personal').innerText())).toBe(personal);
      expect(fen(await page.getByTestId('pay-company').innerText())).toBeGreaterThan(0);
      expect(await orderCount(page)).toBe(orders + 1);
      expect(pageErrors(page)).toEqual([]);

      // Cancelled again, so that its seat and traveller are free for other flows.
      const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
      expect((await callFromPage(page, 'train-app/train/book/cancel', { orderId })).resultCode).toBe('0');
    } finally {
      if (before) await okFromPage(manager.page, 'tmc/travel_standard/save', { travelLevel: 'L3', product: 'TRAIN', standard: before.standard });
      else await okFromPage(manager.page, 'tmc/travel_standard/delete', { travelLevel: 'L3', product: 'TRAIN' });
    }
  }, 150_000);
});
