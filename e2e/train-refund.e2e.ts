import { afterAll, describe, expect, inject, it } from 'vitest';
import { PHONE, logIn, pageErrors, screenshot, switchLanguage, usePages } from './support/browser';
import { chooseOption, horizontalOverflow } from './support/antd';
import { bookAndPay, fen, plusDays, today } from './support/train';

/** The railway's refund fee: rate × fare rounded to ¥0.5 (below .25 down, below .75 to .5, else up), at least ¥2. */
function expectedFee(fare: number, basisPoints: number): number {
  const exact = (fare * basisPoints) / 10_000;
  const yuan = Math.floor(exact / 100);
  const rest = exact - yuan * 100;
  const rounded = rest < 25 ? yuan * 100 : rest < 75 ? yuan * 100 + 50 : (yuan + 1) * 100;
  return Math.min(fare, Math.max(rounded, 200));
}

/** Moves the server's sandbox clock (public dev call). */
async function moveClock(path: 'advance' | 'reset', body: object): Promise<void> {
  const res = await fetch(`${inject('baseUrl')}/api/dev/clock/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(((await res.json()) as { resultCode: string }).resultCode).toBe('0');
}

describe('train refund', () => {
  const open = usePages();
  let clockMoved = false;
  afterAll(async () => {
    if (clockMoved) await moveClock('reset', {});
  });

  it('refunds one of two issued tickets: quote with the 5% rule, a timed-out quote renewed, the refund completed, the order updated', async () => {
    const { page } = await open();
    await logIn(page, 'notr');
    await switchLanguage(page, 'en');

    // Book a private trip for two customers four days ahead and pay it online.
    const { orderId, orderPath } = await bookAndPay(page, plusDays(today(), 4), [
      ['wang', 'fang', 'E23456789'],
      ['zhao', 'lei', 'E98765432'],
    ]);
    expect(await page.getByTestId('refund-history').count()).toBe(0);

    // Refund from the order: both tickets offered, nothing quoted before a choice.
    await page.getByTestId('order-refund').click();
    await page.waitForURL('**/train/refund/apply?**');
    expect(new URL(page.url()).searchParams.get('orderId')).toBe(orderId);
    await page.getByTestId('refund-ticket').first().waitFor();
    const rows = page.getByTestId('refund-ticket');
    expect(await rows.count()).toBe(2);
    expect(await page.getByTestId('refund-quote').getAttribute('data-state')).toBe('empty');
    expect(await page.getByTestId('refund-submit').isDisabled()).toBe(true);

    // Both chosen: one quote over the two tickets.
    await rows.nth(0).getByTestId('refund-ticket-check').check();
    await rows.nth(1).getByTestId('refund-ticket-check').check();
    await page.locator('[data-testid="refund-quote"][data-state="ready"]').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="refund-ticket-quote"]').length === 2);
    const bothTicketPrice = fen(await page.getByTestId('refund-total-ticket').innerText());

    // Only the first: the quote follows the choice.
    await rows.nth(1).getByTestId('refund-ticket-check').uncheck();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="refund-ticket-quote"]').length === 1);
    await page.locator('[data-testid="refund-quote"][data-state="ready"]').waitFor();
    const chosen = (await rows.nth(0).getByTestId('refund-ticket-passenger').innerText()).trim();
    const kept = (await rows.nth(1).getByTestId('refund-ticket-passenger').innerText()).trim();
    const line = rows.nth(0).getByTestId('refund-ticket-quote');
    expect(await line.getAttribute('data-rule')).toBe('TIER');
    expect(await line.getAttribute('data-rate')).toBe('500');
    expect(await line.getByTestId('refund-rule').innerText()).toBe('5% — 48 hours to 8 days before departure');
    const ticketPrice = fen(await page.getByTestId('refund-total-ticket').innerText());
    expect(bothTicketPrice).toBe(ticketPrice * 2);
    const fee = fen(await line.getByTestId('refund-ticket-fee').innerText());
    expect(fee).toBe(expectedFee(ticketPrice, 500));
    expect(fen(await line.getByTestId('refund-ticket-amount').innerText())).toBe(ticketPrice - fee);
    expect(fen(await page.getByTestId('refund-total-fee').innerText())).toBe(fee);
    expect(fen(await page.getByTestId('refund-total-service').innerText())).toBe(0);
    // The booking's default accident insurance (¥20) goes back with the passenger's only ticket.
    const insurance = fen(await page.getByTestId('refund-total-insurance').innerText());
    expect(insurance).toBe(2000);
    expect(fen(await page.getByTestId('refund-total').innerText())).toBe(ticketPrice - fee + insurance);
    // The quote's countdown ticks.
    const countdown = page.getByTestId('refund-quote-countdown');
    const firstLeft = Number(await countdown.getAttribute('data-left'));
    expect(firstLeft).toBeGreaterThan(500);
    expect(firstLeft).toBeLessThanOrEqual(600);
    await page.waitForFunction((left) => Number(document.querySelector('[data-testid="refund-quote-countdown"]')?.getAttribute('data-left')) < left, firstLeft);
    await screenshot(page, 'train-refund-apply');

    // No reason: refused in the catalog's words, nothing sent.
    await page.getByTestId('refund-submit').click();
    await page.locator('.ant-form-item-explain-error').first().waitFor();
    expect(await page.locator('.ant-form-item-explain-error').first().innerText()).toBe('This field is required.');
    expect(new URL(page.url()).pathname).toBe('/train/refund/apply');
    await chooseOption(page, 'refund-reason', 'Travel plans changed');
    await page.getByTestId('refund-reason-text').fill('Meeting moved');
    await page.getByTestId('refund-remark').fill('Please refund quickly');

    // The quote times out on the server (its clock moves 11 minutes): the page quotes again and says so.
    const firstQuoteCountdown = await countdown.innerText();
    await moveClock('advance', { seconds: 11 * 60 });
    clockMoved = true;
    await page.getByTestId('refund-submit').click();
    await page.getByTestId('refund-requoted').waitFor();
    await page.locator('[data-testid="refund-quote"][data-state="ready"]').waitFor();
    expect(new URL(page.url()).pathname).toBe('/train/refund/apply');
    // The new quote holds its full time again, by the server's (moved) clock.
    expect(Number(await countdown.getAttribute('data-left'))).toBeGreaterThan(500);
    expect(await countdown.getAttribute('data-expired')).toBe('false');
    expect(firstQuoteCountdown).not.toBe('');
    await screenshot(page, 'train-refund-requoted');

    // Submitted: the detail polls until the job runner completed the refund.
    const seen: string[] = [];
    page.on('response', (res) => {
      if (!res.url().endsWith('/train/refund/detail')) return;
      res.json().then(
        (body: { data?: { refundOrder?: { refundStatus?: string } } }) => body.data?.refundOrder?.refundStatus && seen.push(body.data.refundOrder.refundStatus),
        () => undefined,
      );
    });
    await page.getByTestId('refund-submit').click();
    await page.waitForURL('**/train/refund/detail?**', { timeout: 20_000 });
    const detailUrl = new URL(page.url());
    expect(detailUrl.searchParams.get('orderId')).toBe(orderId);
    const refundId = detailUrl.searchParams.get('refundId')!;
    expect(refundId).toMatch(/^R/);
    await page.getByTestId('refund-detail-page').waitFor();
    expect(await page.getByTestId('refund-id').innerText()).toBe(refundId);
    await page.locator('[data-testid="refund-status"][data-status="COMPLETE"]').waitFor({ timeout: 30_000 });
    expect(seen.at(-1)).toBe('COMPLETE');
    if (seen[0] !== 'COMPLETE') expect(seen.length).toBeGreaterThan(1);
    expect(await page.getByTestId('refund-status').innerText()).toBe('Refunded');
    expect(await page.locator('[data-testid="refund-status"]').evaluate((el) => el.className)).toContain('ant-tag-green');
    expect(await page.getByTestId('refund-operation').getAttribute('data-status')).toBe('PROCESSED');
    expect(await page.getByTestId('refund-detail-reason').innerText()).toBe('Travel plans changed: Meeting moved');
    expect(await page.getByTestId('refund-processing').count()).toBe(0);
    const detailTickets = page.getByTestId('refund-detail-ticket');
    expect(await detailTickets.count()).toBe(1);
    expect(await detailTickets.first().getAttribute('data-ticket-status')).toBe('REFUNDED');
    expect(await detailTickets.first().innerText()).toContain(chosen);
    expect(await detailTickets.first().getByTestId('refund-rule').innerText()).toBe('5% — 48 hours to 8 days before departure');
    expect(fen(await page.getByTestId('refund-detail-fee').innerText())).toBe(fee);
    expect(fen(await page.getByTestId('refund-detail-insurance').innerText())).toBe(insurance);
    expect(fen(await page.getByTestId('refund-detail-total').innerText())).toBe(ticketPrice - fee + insurance);
    expect(fen(await page.getByTestId('refund-detail-actual').innerText())).toBe(ticketPrice - fee + insurance);
    // A private trip was paid online: the money goes back online, one way only (not mixed), with its record.
    expect(await page.getByTestId('refund-way').count()).toBe(1);
    expect(await page.getByTestId('refund-way').getAttribute('data-pay-way')).toBe('online_payment');
    expect(await page.getByTestId('refund-way').innerText()).toContain('Online payment');
    expect(await page.getByTestId('refund-mixed').count()).toBe(0);
    expect(await page.locator('[data-testid="refund-record"][data-record-type="TICKET_REFUND"]').count()).toBe(1);
    // The record says which refund it paid back and when, not a payment record's internal id.
    const record = await page.getByTestId('refund-record').innerText();
    expect(record).toContain(`refund ${refundId}`);
    expect(record).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    // Done: neither cancel nor confirm.
    expect(await page.getByTestId('refund-cancel').count()).toBe(0);
    expect(await page.getByTestId('refund-confirm').count()).toBe(0);
    await screenshot(page, 'train-refund-detail');

    // In German the common reason is German (the traveller's words stay as written) and dates are written the German way.
    await switchLanguage(page, 'de');
    await expect.poll(() => page.getByTestId('refund-detail-reason').innerText()).toBe('Reisepläne geändert: Meeting moved');
    expect(await page.getByTestId('refund-detail-page').innerText()).toMatch(/\d{2}\.\d{2}\.\d{4}/);
    expect(await page.getByTestId('refund-detail-page').innerText()).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    await screenshot(page, 'train-refund-detail-de');
    await switchLanguage(page, 'en');

    // Back on the order: that ticket refunded, the other still issued, the refund in the order's history.
    await page.getByTestId('refund-back-to-order').click();
    await page.waitForURL(`**${orderPath}`);
    await page.locator('[data-testid="order-status"][data-status="ISSUED"]').waitFor();
    await page.locator('[data-testid="order-ticket"][data-ticket-status="REFUNDED"]').waitFor();
    const statusOf = async (name: string) =>
      page.locator('tr', { has: page.getByTestId('order-passenger').filter({ hasText: name }) }).getByTestId('order-ticket').getAttribute('data-ticket-status');
    expect(await statusOf(chosen)).toBe('REFUNDED');
    expect(await statusOf(kept)).toBe('ISSUED');
    const item = page.locator(`[data-testid="refund-history-item"][data-refund-id="${refundId}"]`);
    await item.waitFor();
    expect(await page.getByTestId('refund-history-item').count()).toBe(1);
    expect(await item.getAttribute('data-status')).toBe('COMPLETE');
    expect(await item.innerText()).toContain(chosen);
    expect(await item.innerText()).not.toContain(kept);
    // The other ticket can still be refunded.
    expect(await page.getByTestId('order-refund').count()).toBe(1);
    await screenshot(page, 'train-refund-order');
    await item.getByTestId('refund-history-link').click();
    await page.waitForURL('**/train/refund/detail?**');
    expect(new URL(page.url()).searchParams.get('refundId')).toBe(refundId);
    await page.locator('[data-testid="refund-status"][data-status="COMPLETE"]').waitFor();

    // The spec's hand-off from a change that was not possible: the same page, with its note and reason.
    await page.goto(`/itrain/refund/apply?orderId=${encodeURIComponent(orderId)}&fromChangeApply=1`);
    await page.waitForURL('**/train/refund/apply?**');
    expect(new URL(page.url()).searchParams.get('fromChangeApply')).toBe('1');
    await page.getByTestId('refund-from-change').waitFor();
    await page.getByTestId('refund-ticket').first().waitFor();
    expect(await page.getByTestId('refund-ticket').count()).toBe(1);
    expect(await page.getByTestId('refund-ticket-passenger').innerText()).toBe(kept);
    expect(await page.getByTestId('refund-reason').innerText()).toContain('The ticket could not be changed');
    expect(pageErrors(page)).toEqual([]);

    // 375 px: apply, detail and order (with its history) within the screen.
    const phone = await open(PHONE);
    await logIn(phone.page, 'notr');
    await switchLanguage(phone.page, 'en');
    await phone.page.goto(`/itrain/refund/apply?orderId=${encodeURIComponent(orderId)}&fromChangeApply=1`);
    await phone.page.getByTestId('refund-ticket').first().waitFor();
    await phone.page.getByTestId('refund-ticket-check').check();
    await phone.page.locator('[data-testid="refund-quote"][data-state="ready"]').waitFor();
    await phone.page.getByTestId('refund-rule').waitFor();
    expect(await phone.page.getByTestId('refund-submit').isEnabled()).toBe(true);
    await expect.poll(() => horizontalOverflow(phone.page)).toBeLessThanOrEqual(0);
    await screenshot(phone.page, 'train-refund-apply-phone');
    await phone.page.goto(detailUrl.pathname + detailUrl.search);
    await phone.page.locator('[data-testid="refund-status"][data-status="COMPLETE"]').waitFor();
    await expect.poll(() => horizontalOverflow(phone.page)).toBeLessThanOrEqual(0);
    await screenshot(phone.page, 'train-refund-detail-phone');
    await phone.page.goto(orderPath);
    await phone.page.getByTestId('refund-history-item').first().waitFor();
    await expect.poll(() => horizontalOverflow(phone.page)).toBeLessThanOrEqual(0);
    await screenshot(phone.page, 'train-refund-order-phone');
    expect(pageErrors(phone.page)).toEqual([]);
  }, 240_000);
});
