import { afterAll, describe, expect, inject, it } from 'vitest';
import { PHONE, logIn, pageErrors, screenshot, switchLanguage, usePages } from './support/browser';
import { horizontalOverflow } from './support/antd';
import { okFromPage } from './support/api';
import { addCustomer, fillContact, openBooking, resultsUrl } from './support/train';

/** Moves the server's sandbox clock (public dev call); answers the server's now. */
async function moveClock(path: 'advance' | 'reset', body: object): Promise<string> {
  const res = await fetch(`${inject('baseUrl')}/api/dev/clock/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const envelope = (await res.json()) as { resultCode: string; data: { now: string } };
  expect(envelope.resultCode).toBe('0');
  return envelope.data.now;
}

describe('train presale', () => {
  const open = usePages();
  let clockMoved = false;
  afterAll(async () => {
    if (clockMoved) await moveClock('reset', {});
  });

  it('books and pays a presale train, waits for the sale, and is bought with seats once the test clock passes the opening', async () => {
    const { page } = await open();
    await logIn(page, 'notr');
    await switchLanguage(page, 'en');
    const range = await okFromPage<{ preSaleDateList: string[] }>(page, 'train-app/train/date_range/query', { travelType: 'PRIVATE' });
    const date = range.preSaleDateList[0]!;

    // The results show presale trains as bookable for presale, with the moment their sale opens — not sold out.
    await page.goto(resultsUrl(date, 1));
    await page.getByTestId('train-result-count').waitFor({ timeout: 60_000 });
    const flag = page.locator('[data-testid="train-itinerary"][data-search-type="0"] [data-testid="itinerary-sale-flag"][data-flag="PRESALE"]').first();
    expect(await flag.innerText()).toMatch(/^Presale · on sale /);
    expect(await page.locator('[data-testid="train-itinerary"][data-search-type="0"][data-has-ticket="true"]').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('itinerary-sold-out').count()).toBe(0);

    await openBooking(page, date, 1);
    expect(await page.getByTestId('book-presale').first().innerText()).toContain('Presale: sales for this date open at');
    await addCustomer(page, 'sun', 'li', 'E31415926');
    await fillContact(page);
    await screenshot(page, 'train-presale-book');
    await page.getByTestId('book-submit').click();

    // Paid like any private trip, then it waits for the sale without a seat.
    await page.waitForURL('**/train/pay/**', { timeout: 20_000 });
    await page.getByTestId('train-pay-page').or(page.locator('.ant-result, .ant-alert-error')).first().waitFor();
    await screenshot(page, 'train-presale-pay');
    await page.getByTestId('pay-submit').click();
    await page.waitForURL('**/train/orders/**');
    await page.locator('[data-testid="order-status"][data-status="NOT_PURCHASE"]').waitFor({ timeout: 20_000 });
    const orderPath = new URL(page.url()).pathname;
    const orderId = decodeURIComponent(orderPath.split('/').pop()!);
    expect(await page.getByTestId('order-status').innerText()).toBe('Not purchased');
    expect(await page.getByTestId('order-purchase-type').innerText()).toBe('Presale');
    const queue = page.locator('[data-testid="order-queue"][data-state="WAITING"][data-kind="pre"]');
    expect(await queue.innerText()).toContain('the tickets are bought when sales open at');
    for (const ticket of await page.getByTestId('order-ticket').all()) {
      expect(await ticket.getAttribute('data-ticket-status')).toBe('NON_ISSUE');
      expect(await ticket.getAttribute('data-coach')).toBe('');
    }
    await screenshot(page, 'train-presale-waiting');

    // The orders list names it a presale with its opening.
    await page.goto('/orders');
    const row = page.locator(`[data-testid="order-row"][data-order-id="${orderId}"]`);
    await row.waitFor();
    expect(await row.getByTestId('order-row-queue').getAttribute('data-kind')).toBe('PRESALE');
    expect(await row.getByTestId('order-row-queue').innerText()).toMatch(/^Presale · on sale /);

    // The test clock passes the opening: the queue buys the ticket.
    const detail = await okFromPage<{ orderBaseInfo: { purchaseTime: string } }>(page, 'train-app/train/order/detail', { orderId });
    const now = await moveClock('advance', { seconds: 1 });
    clockMoved = true;
    await moveClock('advance', { seconds: Math.ceil((Date.parse(detail.orderBaseInfo.purchaseTime) - Date.parse(now)) / 1000) + 5 });
    // The session may have ended as the clock jumped: a fresh one.
    await page.context().clearCookies();
    await logIn(page, 'notr');
    await page.goto(orderPath);
    await page.locator('[data-testid="order-status"][data-status="PURCHASED"]').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('order-status').innerText()).toBe('Purchased');
    const tickets = await page.getByTestId('order-ticket').all();
    expect(tickets.length).toBe(1);
    for (const ticket of tickets) {
      expect(await ticket.getAttribute('data-ticket-status')).toBe('ISSUED');
      expect(await ticket.getAttribute('data-coach')).not.toBe('');
      expect(await ticket.getAttribute('data-seat')).not.toBe('');
    }
    expect(await page.getByTestId('order-queue').count()).toBe(0);
    await screenshot(page, 'train-presale-purchased');

    expect(pageErrors(page)).toEqual([]);

    // 375 px: the purchased order within the screen.
    const phone = await open(PHONE);
    await logIn(phone.page, 'notr');
    await switchLanguage(phone.page, 'en');
    await phone.page.goto(orderPath);
    await phone.page.locator('[data-testid="order-status"][data-status="PURCHASED"]').waitFor();
    expect(await horizontalOverflow(phone.page)).toBeLessThanOrEqual(0);
    // The presale tags of the results (a date still on presale after the move) wrap within the screen too.
    const later = await okFromPage<{ preSaleDateList: string[] }>(phone.page, 'train-app/train/date_range/query', { travelType: 'PRIVATE' });
    await phone.page.goto(resultsUrl(later.preSaleDateList[0]!, 1));
    await phone.page.getByTestId('train-result-count').waitFor({ timeout: 60_000 });
    await phone.page.locator('[data-testid="itinerary-sale-flag"][data-flag="PRESALE"]').first().waitFor();
    expect(await horizontalOverflow(phone.page)).toBeLessThanOrEqual(0);
  });
});
