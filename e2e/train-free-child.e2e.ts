import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, logIn, pageErrors, screenshot, switchLanguage, usePages } from './support/browser';
import { fillDate, horizontalOverflow } from './support/antd';
import { addCustomer, fen, fillContact, fillPassport, openBooking, payUntilIssued, plusDays, today } from './support/train';

/** A birthday `years` whole years (and a few days) before today. */
const bornYearsAgo = (years: number) => plusDays(today(), -Math.ceil(years * 365.25) - 5);

/** Opens the free-child form under the first passenger and fills it in (the birthday last, so its check runs). */
async function fillFreeChild(page: Page, family: string, given: string, birthday: string, passport: string) {
  await page.getByTestId('book-free-child-add').first().click();
  await page.getByTestId('free-child-family-name').fill(family);
  await page.getByTestId('free-child-given-name').fill(given);
  await page.getByTestId('free-child-id-number').fill(passport);
  await fillDate(page, 'free-child-birthday', birthday);
  await page.locator('#free-child-ok').click();
}

/** The price lines as [passenger text, ticket price in fen]. */
const priceLines = (page: Page) =>
  page.locator('[data-testid="book-prices"] tbody tr.ant-table-row').evaluateAll((rows) => rows.map((r) => [r.children[0]!.textContent ?? '', r.children[2]!.textContent ?? ''] as [string, string]));

describe('free children and child fares on the pre-booking page', () => {
  const open = usePages();

  it('adds a free child under an adult, prices a child at the child fare and shows both on the issued order', async () => {
    const { page } = await open();
    await logIn(page, 'notr');
    await switchLanguage(page, 'en');
    await openBooking(page, plusDays(today(), 8), 1);
    await addCustomer(page, 'zhao', 'ping', 'E31415926');

    // A child of 7 is refused in the form's words: a child ticket is needed from 6.
    await fillFreeChild(page, 'zhao', 'xiaoyu', bornYearsAgo(7), 'C27182818');
    await page.getByText('The child must be under 6 on the departure date').waitFor();
    await fillDate(page, 'free-child-birthday', bornYearsAgo(3));
    await page.locator('#free-child-ok').click();
    await page.getByTestId('free-child-form').waitFor({ state: 'detached' });
    const freeChild = page.getByTestId('book-free-child');
    expect(await freeChild.innerText()).toContain('ZHAO/XIAOYU');
    expect(await freeChild.innerText()).toContain('no seat');
    // One per passenger: the add button has gone from that passenger.
    expect(await page.getByTestId('book-free-child-add').count()).toBe(0);

    // A child of 10 gets a seat at the child fare, and cannot take a free child along.
    await page.getByTestId('book-add-passenger').click();
    await fillPassport(page, 'zhao', 'xiaoming', bornYearsAgo(10), 'C16180339');
    await expect.poll(() => page.getByTestId('book-child-fare').count()).toBe(1);
    expect(await page.getByTestId('book-free-child-add').count()).toBe(0);

    await fillContact(page);
    await expect.poll(async () => (await priceLines(page)).length).toBe(3);
    const [adult, free, kid] = await priceLines(page);
    expect(adult![0]).toBe('ZHAO/PING');
    expect(free![0]).toBe('ZHAO/XIAOYU (Free child)');
    expect(fen(free![1])).toBe(0);
    expect(kid![0]).toBe('ZHAO/XIAOMING (Child fare)');
    expect(Math.abs(fen(kid![1]) - fen(adult![1]) / 2)).toBeLessThanOrEqual(50);

    // Removed and added again: the page follows.
    await page.getByTestId('book-free-child-remove').click();
    await expect.poll(async () => (await priceLines(page)).length).toBe(2);
    await fillFreeChild(page, 'zhao', 'xiaoyu', bornYearsAgo(3), 'C27182818');
    await expect.poll(async () => (await priceLines(page)).length).toBe(3);
    await screenshot(page, 'train-free-child-book');

    await page.getByTestId('book-submit').click();
    await payUntilIssued(page);
    const shown = page.getByTestId('order-free-child');
    await shown.first().waitFor();
    expect(await shown.first().getAttribute('data-status')).toBe('ACTIVE');
    expect(await shown.first().innerText()).toContain('ZHAOXIAOYU');
    // Two seats for two paying passengers; the free child has none.
    expect(await page.getByTestId('order-ticket').count()).toBe(2);

    // On the order the child can be taken off and another added (train/free_child/delete and add); the child of 10 is offered none.
    await page.getByTestId('order-free-child-remove').click();
    await page.getByTestId('order-free-child').waitFor({ state: 'detached' });
    expect(await page.getByTestId('order-free-child-add').count()).toBe(1);
    await page.getByTestId('order-free-child-add').click();
    await page.getByTestId('free-child-family-name').fill('zhao');
    await page.getByTestId('free-child-given-name').fill('xiaoxue');
    await page.getByTestId('free-child-id-number').fill('C57721566');
    await fillDate(page, 'free-child-birthday', bornYearsAgo(1));
    await page.locator('#free-child-ok').click();
    await expect.poll(() => page.getByTestId('order-free-child').first().innerText().catch(() => '')).toContain('ZHAOXIAOXUE');
    expect(await page.getByTestId('order-free-child-add').count()).toBe(0);
    await screenshot(page, 'train-free-child-order');
    expect(pageErrors(page)).toEqual([]);
  }, 180_000);

  it('fits a free child on the pre-booking page at 375 px', async () => {
    const { page } = await open(PHONE);
    await logIn(page, 'notr');
    await switchLanguage(page, 'zh-CN');
    await openBooking(page, plusDays(today(), 9), 1);
    await addCustomer(page, 'qian', 'lei', 'E27182845');
    await fillFreeChild(page, 'qian', 'duoduo', bornYearsAgo(2), 'C14142135');
    await page.getByTestId('free-child-form').waitFor({ state: 'detached' });
    expect(await page.getByTestId('book-free-child').innerText()).toContain('免费儿童');
    await expect.poll(() => horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'train-free-child-phone-zh');
    expect(pageErrors(page)).toEqual([]);
  }, 120_000);
});
