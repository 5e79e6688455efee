import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { logIn, pageErrors, screenshot, switchLanguage, usePages } from './support/browser';
import { okFromPage } from './support/api';
import { bookPaidShanghaiStay } from './support/hotel';
import { plusDays, today } from './support/train';

const MOBILE = '13800005678';
const MAIL_TO = 'extras-e2e@example.com';

const orderStatus = (page: Page) => page.getByTestId('order-status').getAttribute('data-status');

describe('hotel order extras: contact reveal, confirmation mail, credential', () => {
  const open = usePages();

  it('reveals the contact mobile, mails the confirmation (the administrator sees it) and downloads the credential PDF', async () => {
    const { page } = await open();
    await logIn(page, 'notr');
    await switchLanguage(page, 'en');
    const orderId = await bookPaidShanghaiStay(page, { checkinDate: plusDays(today(), 20), checkoutDate: plusDays(today(), 22) }, { contact: { name: 'Li Na', mobileCountryCode: '86', mobile: MOBILE }, latestArrivalTime: '18:00' });
    await page.goto(`/hotel/orders/${encodeURIComponent(orderId)}`);
    await expect.poll(() => orderStatus(page), { timeout: 60_000 }).toBe('CONFIRMED');

    // The contact's mobile is masked until shown (bff/view_mask_data), and masked again on hide.
    const mobile = page.getByTestId('order-contact-mobile');
    expect(await mobile.innerText()).toBe('+86 138****5678');
    await page.getByTestId('order-contact-mobile-toggle').click();
    await expect.poll(() => mobile.innerText()).toBe(`+86 ${MOBILE}`);
    await page.getByTestId('order-contact-mobile-toggle').click();
    await expect.poll(() => mobile.innerText()).toBe('+86 138****5678');

    // The confirmation goes to the address typed; a second send within the minute is refused in the server's words.
    await page.getByTestId('order-confirm-email').click();
    await page.getByTestId('confirm-email-address').fill(MAIL_TO);
    await page.getByTestId('confirm-email-send').click();
    await page.locator('.hotel-order__mailed').filter({ hasText: 'e***e@example.com' }).waitFor();
    await page.getByTestId('confirm-email-modal').waitFor({ state: 'detached' });
    await page.getByTestId('order-confirm-email').click();
    await page.getByTestId('confirm-email-send').click();
    await expect.poll(() => page.getByTestId('confirm-email-refused').innerText()).toContain('less than a minute ago');
    await screenshot(page, 'hotel-order-confirm-email-en');
    await page.keyboard.press('Escape');
    await page.getByTestId('confirm-email-modal').waitFor({ state: 'detached' });

    // The credential downloads as the order's PDF.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('order-credential').click()]);
    expect(download.suggestedFilename()).toBe(`hotel-confirmation-${orderId}.pdf`);
    expect(readFileSync((await download.path())!).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pageErrors(page)).toEqual([]);

    // The administrator finds the mail in the outbox, with the order's facts in its body.
    const admin = await open();
    await logIn(admin.page, 'admin');
    await switchLanguage(admin.page, 'en');
    await admin.page.goto('/admin/mail-outbox');
    await admin.page.getByTestId('mail-outbox-page').waitFor();
    await admin.page.getByPlaceholder('Filter by recipient').fill(MAIL_TO);
    await admin.page.getByPlaceholder('Filter by recipient').press('Enter');
    const row = admin.page.locator('.ant-table-row').filter({ hasText: 'Booking confirmation:' });
    await row.waitFor();
    expect(await row.count()).toBe(1);
    await row.locator('.ant-table-row-expand-icon').click();
    await expect.poll(() => admin.page.locator('.ant-table-expanded-row').innerText()).toContain(`Order number: ${orderId}`);
    expect(await admin.page.locator('.ant-table-expanded-row').innerText()).toContain('Latest arrival: 18:00');
    await screenshot(admin.page, 'mail-outbox-confirmation-en');
    expect(pageErrors(admin.page)).toEqual([]);
    await admin.context.close();
  }, 240_000);
});
