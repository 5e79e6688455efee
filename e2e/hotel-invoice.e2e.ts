import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { horizontalOverflow, OPEN_OPTIONS } from './support/antd';
import { okFromPage } from './support/api';
import { bookPaidShanghaiStay } from './support/hotel';
import { PHONE, logIn, pageErrors, screenshot, switchLanguage, usePages } from './support/browser';
import { plusDays, today } from './support/train';

const MAIL_TO = 'invoice-e2e@example.com';
const RESEND_TO = 'finance-e2e@example.com';

/** Moves the server's sandbox clock (public dev call); its due jobs (the stay's check-in and check-out) run before it answers. */
async function moveClock(path: 'advance' | 'reset', body: object): Promise<void> {
  const res = await fetch(`${inject('baseUrl')}/api/dev/clock/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(((await res.json()) as { resultCode: string }).resultCode).toBe('0');
}

const orderStatus = (page: Page) => page.getByTestId('order-status').getAttribute('data-status');

describe('hotel invoice: supply, issued by the job, resend, view', () => {
  const open = usePages();
  let clockMoved = false;
  afterAll(async () => {
    if (clockMoved) await moveClock('reset', {});
  });

  it('requests the e-invoice of a checked-out stay with a title found by typing, sees it issued, resends it and downloads its PDF; 375 px', async () => {
    const { page } = await open();
    await logIn(page, 'notr');
    await switchLanguage(page, 'en');
    const orderId = await bookPaidShanghaiStay(page, { checkinDate: plusDays(today(), 1), checkoutDate: plusDays(today(), 2) });
    const orderPath = `/hotel/orders/${encodeURIComponent(orderId)}`;
    await page.goto(orderPath);
    await expect.poll(() => orderStatus(page), { timeout: 60_000 }).toBe('CONFIRMED');
    // Not before check-out: no invoice action yet.
    expect(await page.getByTestId('order-invoice-supply').count()).toBe(0);

    // Three days on, the guest has stayed and left (the clock's advance runs the stay jobs); the session ended with them.
    clockMoved = true;
    await moveClock('advance', { seconds: 3 * 24 * 3600 });
    await logIn(page, 'notr');
    await page.goto(orderPath);
    await expect.poll(() => orderStatus(page), { timeout: 30_000 }).toBe('CHECKED_OUT');

    // Supply: the title found by typing part of its English name; the email prefilled from the profile, then changed.
    await page.getByTestId('order-invoice-supply').click();
    await page.getByTestId('invoice-supply-modal').waitFor();
    await expect.poll(() => page.getByTestId('invoice-email').inputValue()).toBe('notr@demo.example.com');
    await page.getByTestId('invoice-supply-submit').click();
    await expect.poll(() => page.getByTestId('invoice-supply-modal').innerText()).toContain('Choose an invoice title');
    await page.getByTestId('invoice-title-select').click();
    await page.keyboard.type('Shanghai', { delay: 20 });
    const option = page.locator(`${OPEN_OPTIONS} .ant-select-item-option`);
    await expect.poll(() => option.count()).toBe(1);
    expect(await option.innerText()).toContain('91310115MA1DEMO03K');
    await screenshot(page, 'hotel-invoice-supply-en');
    await option.click();
    await page.getByTestId('invoice-email').fill(MAIL_TO);
    await page.getByTestId('invoice-supply-submit').click();
    await page.locator('.invoice-supplied').filter({ hasText: MAIL_TO }).waitFor();
    await page.getByTestId('invoice-supply-modal').waitFor({ state: 'detached' });

    // The issue job issues and mails it; the page follows by itself to "issued and sent" with resend and view.
    await page.getByTestId('order-invoice-resend').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('order-invoice-supply').count()).toBe(0);
    expect(await page.getByTestId('order-invoice-state').count()).toBe(0);

    // Resend to another address, then a second resend within the minute refused in the server's words.
    await page.getByTestId('order-invoice-resend').click();
    await page.getByTestId('invoice-resend-email').fill(RESEND_TO);
    await page.getByTestId('invoice-resend-submit').click();
    await expect.poll(() => page.getByTestId('invoice-refused').innerText()).toContain('less than a minute ago');
    await page.keyboard.press('Escape');
    await page.getByTestId('invoice-resend-modal').waitFor({ state: 'detached' });
    await moveClock('advance', { seconds: 61 });
    await page.getByTestId('order-invoice-resend').click();
    await page.getByTestId('invoice-resend-email').fill(RESEND_TO);
    await page.getByTestId('invoice-resend-submit').click();
    await page.locator('.invoice-resent').waitFor();
    await page.getByTestId('invoice-resend-modal').waitFor({ state: 'detached' });

    // View: the facts, two mails (the and the resend), and the PDF.
    await page.getByTestId('order-invoice-view').click();
    const view = page.getByTestId('invoice-view');
    await view.waitFor();
    expect(await page.getByTestId('invoice-view-status').getAttribute('data-status')).toBe('SENT');
    const invoiceNumber = await page.getByTestId('invoice-number').innerText();
    expect(invoiceNumber).toMatch(/^\d{20}$/);
    expect(await page.getByTestId('invoice-buyer').innerText()).toBe('演示科技（上海）有限公司');
    expect(await view.innerText()).toContain('91310115MA1DEMO03K');
    expect(await page.getByTestId('invoice-sends').locator('li').count()).toBe(2);
    await screenshot(page, 'hotel-invoice-view-en');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('invoice-pdf').click()]);
    expect(download.suggestedFilename()).toBe(`e-invoice-${invoiceNumber}.pdf`);
    expect(readFileSync((await download.path())!).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pageErrors(page)).toEqual([]);

    // 375 px, in Chinese: the order's actions and the invoice within the screen.
    const phone = await open(PHONE);
    await logIn(phone.page, 'notr');
    await switchLanguage(phone.page, 'zh-CN');
    await phone.page.goto(orderPath);
    await phone.page.getByTestId('order-invoice-view').click();
    await phone.page.getByTestId('invoice-view').waitFor();
    expect(await phone.page.getByTestId('order-invoice-resend').innerText()).toContain('重发发票');
    await expect.poll(() => horizontalOverflow(phone.page)).toBeLessThanOrEqual(0);
    const box = await phone.page.locator('.invoice-modal .ant-modal-content').boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await screenshot(phone.page, 'hotel-invoice-view-phone-zh');
    expect(pageErrors(phone.page)).toEqual([]);
  }, 240_000);
});
