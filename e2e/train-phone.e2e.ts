import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, logIn, pageErrors, screenshot, screenshotDir, switchLanguage, usePages } from './support/browser';
import { fillDate, horizontalOverflow } from './support/antd';
import { SECOND_CLASS_BOOK, addCustomer, bookAndPay, payUntilIssued, plusDays, refundFirstTicket, today } from './support/train';

const SORT_KEYS = ['DEPARTURE', 'ARRIVAL', 'DURATION', 'PRICE', 'RECOMMENDED'];

/** Picks a city in the open station picker by typing into its search box, which has the focus already. */
async function typeCity(page: Page, field: 'train-from' | 'train-to', keyword: string, cityCode: string): Promise<void> {
  await page.getByTestId(field).click();
  await page.waitForFunction((id) => document.activeElement?.getAttribute('data-testid') === id, `${field}-search`);
  await page.keyboard.type(keyword);
  await page.locator(`[data-testid="station-match"][data-type="CITY"][data-code="${cityCode}"]`).click();
  await page.getByTestId(`${field}-search`).waitFor({ state: 'detached' });
}

/** Test ids of the elements that are not what the screen shows at the middle of each sort key (covered, cut or off-screen). */
function hiddenSortKeys(page: Page): Promise<string[]> {
  return page.evaluate((keys) => {
    return keys
      .map((key) => document.querySelector<HTMLElement>(`[data-testid="train-sort-${key}"]`)!)
      .filter((el) => {
        const box = el.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        const inside = box.left >= 0 && box.right <= window.innerWidth && box.top >= 0 && box.bottom <= window.innerHeight;
        return !inside || !el.contains(document.elementFromPoint(x, y));
      })
      .map((el) => el.getAttribute('data-testid')!);
  }, SORT_KEYS);
}

describe('train at phone width (375 px)', () => {
  const open = usePages();

  it('searches, sorts, books a train from the results and pays it until the tickets are issued', async () => {
    const { page } = await open(PHONE);
    await logIn(page, 'notr');
    await switchLanguage(page, 'en');
    await page.goto('/train');
    await page.getByTestId('train-search-page').waitFor();
    await page.getByTestId('train-travel-type').getByText('Private trip').click();

    // The station picker closes on an Escape pressed as soon as it is there, before its opening animation ends.
    await page.getByTestId('train-from').click();
    await page.getByTestId('train-from-search').waitFor({ state: 'attached' });
    await page.keyboard.press('Escape');
    await page.getByTestId('train-from-search').waitFor({ state: 'detached' });
    // Opened again, its search box has the focus: what is typed goes there.
    await typeCity(page, 'train-from', '北京', '北京');
    await typeCity(page, 'train-to', '上海', '上海');
    const date = plusDays(today(), 6);
    await fillDate(page, 'train-date', date);
    await expect.poll(() => page.getByTestId('train-date').inputValue()).toBe(date);
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByTestId('train-search').click();
    await page.waitForURL('**/train/results?**');
    await page.getByTestId('train-result-count').waitFor({ timeout: 60_000 });

    // Every sort key is on the screen, none behind the filters button; a key sorts on the server.
    expect(await hiddenSortKeys(page)).toEqual([]);
    await page.getByTestId('train-sort-PRICE').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toMatch(/^PRICE/);
    await page.getByTestId('train-result-count').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('train-sort-PRICE').getAttribute('data-active')).toBe('true');
    expect(await page.getByTestId('train-filter-open').isVisible()).toBe(true);
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    mkdirSync(screenshotDir, { recursive: true });
    await page.screenshot({ path: join(screenshotDir, 'train-phone-results.png') });

    // A seat's Book button is there to tap.
    const book = page.locator(SECOND_CLASS_BOOK).first();
    expect(await book.isVisible()).toBe(true);
    await book.click();
    await page.waitForURL('**/train/book?**');
    await page.getByTestId('book-trip').first().waitFor();
    expect(new URL(page.url()).searchParams.get('t1')).toContain(`${date},`);

    // The contact comes from the profile; Submit says it needs a passenger.
    expect(await page.getByTestId('contact-name').inputValue()).toBe('李娜');
    expect(await page.getByTestId('contact-mobile').inputValue()).toMatch(/^138\*+0003$/);
    await page.getByTestId('book-missing').waitFor();
    expect(await page.getByTestId('book-missing-item').evaluateAll((els) => els.map((e) => e.getAttribute('data-missing')))).toEqual(['passengers']);
    expect(await page.getByTestId('book-submit').isDisabled()).toBe(true);
    await addCustomer(page, 'feng', 'yu', 'E52718281');
    await page.getByTestId('book-grand-total').waitFor();
    await page.getByTestId('book-missing').waitFor({ state: 'detached' });
    expect(await page.getByTestId('book-price-line').count()).toBe(1);
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'train-phone-book');
    await page.getByTestId('book-submit').click();

    const { orderPath } = await payUntilIssued(page);
    expect(orderPath).toMatch(/^\/train\/orders\//);
    const ticket = page.getByTestId('order-ticket');
    expect(await ticket.getAttribute('data-ticket-status')).toBe('ISSUED');
    expect(await ticket.getAttribute('data-coach')).not.toBe('');
    expect(await page.getByTestId('order-passenger').innerText()).toContain('FENGYU');
    // The profile's own mobile reached the order, not its mask.
    await page.getByTestId('order-mask-toggle').click();
    await expect.poll(() => page.getByTestId('order-contact-mobile').innerText()).toBe('+86 13800000003');
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'train-phone-order');
    expect(pageErrors(page)).toEqual([]);
  }, 180_000);

  it('refunds a ticket of a paid order', async () => {
    const { page } = await open(PHONE);
    await logIn(page, 'notr');
    await switchLanguage(page, 'en');
    const { orderPath } = await bookAndPay(page, plusDays(today(), 5), [
      ['chen', 'xi', 'E14142135'],
      ['lu', 'ming', 'E17320508'],
    ]);
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);

    const { refunded, kept } = await refundFirstTicket(page, orderPath);
    expect(kept).toHaveLength(1);
    // The order is read again once the refund settles: its tickets follow.
    await expect
      .poll(async () => (await page.getByTestId('order-ticket').evaluateAll((els) => els.map((e) => e.getAttribute('data-ticket-status')))).sort(), { timeout: 15_000 })
      .toEqual(['ISSUED', 'REFUNDED']);
    expect(await page.getByTestId('refund-history-item').innerText()).toContain(refunded);
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'train-phone-refunded-order');

    // The refund's detail, opened from the order's history, fits the screen too.
    await page.getByTestId('refund-history-link').click();
    await page.waitForURL('**/train/refund/detail?**');
    await page.locator('[data-testid="refund-status"][data-status="COMPLETE"]').waitFor();
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'train-phone-refund-detail');
    expect(pageErrors(page)).toEqual([]);
  }, 180_000);
});
