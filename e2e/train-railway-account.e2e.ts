import { codeFromSandbox } from './support/sms';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { logIn, PHONE, pageErrors, screenshot, usePages } from './support/browser';
import { horizontalOverflow } from './support/antd';
import { okFromPage } from './support/api';
import { fillContact, openBooking, plusDays, today } from './support/train';

const ACCOUNT = 'railtest01';
const PASSWORD = 'Rail2026';
const HOLDER_MOBILE = '13800138001';
const CHILD_MOBILE = '13800138003';


/** The railway's order number (E + 9 digits) in the newest text to a mobile that has one, read on the SMS sandbox page. */
async function orderNoFromSandbox(context: BrowserContext, mobile: string): Promise<string> {
  const sms = await context.newPage();
  await sms.goto('/dev/sms');
  await sms.getByTestId('sms-filter').fill(mobile);
  await sms.getByTestId('sms-filter').press('Enter');
  let no = '';
  await expect
    .poll(
      async () => {
        for (const text of await sms.locator(`[data-testid="sms-message"][data-to="${mobile}"]`).getByTestId('sms-text').allInnerTexts()) no ||= /(E\d{9})/.exec(text)?.[1] ?? '';
        return no;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  await sms.close();
  return no;
}

async function fieldError(page: Page, testId: string): Promise<string> {
  const error = page.locator('.ant-form-item', { has: page.getByTestId(testId) }).last().locator('.ant-form-item-explain-error');
  await error.first().waitFor();
  return error.first().innerText();
}

/** From the profile to the railway account's screens. */
async function openRailAccount(page: Page) {
  await page.goto('/profile');
  await page.getByTestId('rail-account-summary').waitFor();
  await page.getByTestId('rail-account-manage').click();
  await page.waitForURL('**/profile/rail-account');
  await page.getByTestId('rail-login-form').waitFor();
}

describe('railway account (12306) from the profile, codes read from the SMS sandbox', () => {
  const open = usePages();

  it('logs in with the texted code, shows and verifies the passengers, unbinds', async () => {
    const { context, page } = await open();
    await logIn(page, 'employee');
    await openRailAccount(page);

    // A wrong password: the railway's words under the password, with the tries left.
    await page.getByTestId('rail-account-name').fill(ACCOUNT);
    await page.getByTestId('rail-password').fill('wrong123');
    await page.getByTestId('rail-login-submit').click();
    expect(await fieldError(page, 'rail-password')).toMatch(/incorrect.*4 tries left/);

    await page.getByTestId('rail-password').fill(PASSWORD);
    await page.getByTestId('rail-login-submit').click();
    const modal = page.getByTestId('rail-verification');
    await modal.waitFor();
    expect(await page.getByTestId('rail-verification-hint').innerText()).toContain('138****8001');
    // Resend waits out the railway's minute.
    await expect.poll(async () => Number(await page.getByTestId('rail-resend').getAttribute('data-wait'))).toBeGreaterThan(0);
    expect(await page.getByTestId('rail-resend').isDisabled()).toBe(true);

    const code = await codeFromSandbox(context, HOLDER_MOBILE);
    await page.getByTestId('rail-code').fill(code === '000000' ? '111111' : '000000');
    await page.getByTestId('rail-verification-submit').click();
    expect(await fieldError(page, 'rail-code')).toMatch(/incorrect.*4 tries left/);
    await page.getByTestId('rail-code').fill(code);
    await page.getByTestId('rail-verification-submit').click();
    await modal.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByTestId('rail-status').getAttribute('data-status')).toBe('LOGGED_IN');
    expect(await page.getByTestId('rail-linked-name').innerText()).toBe(ACCOUNT);

    const passengers = page.getByTestId('rail-passenger');
    await expect.poll(() => passengers.count()).toBe(3);
    const child = page.locator('[data-testid="rail-passenger"][data-name="ZHANG XIAOMING"]');
    expect(await child.getByTestId('rail-passenger-status').innerText()).toBe('Awaiting verification');
    await child.getByTestId('rail-passenger-verify').click();
    await modal.waitFor();
    await page.getByTestId('rail-code').fill(await codeFromSandbox(context, CHILD_MOBILE));
    await page.getByTestId('rail-verification-submit').click();
    await modal.waitFor({ state: 'hidden' });
    await expect.poll(() => child.getByTestId('rail-passenger-status').innerText()).toBe('Verified');
    await screenshot(page, 'train-railway-account');

    // Tickets the holder bought at the railway itself (seeded by the sandbox railway) come into the order list, once.
    await page.getByTestId('rail-import-sync').click();
    const imported = page.getByTestId('rail-import-result');
    await expect.poll(() => imported.innerText(), { timeout: 20_000 }).toContain('2 orders imported');
    await page.getByTestId('rail-import-sync').click();
    await expect.poll(() => imported.innerText(), { timeout: 20_000 }).toContain('No new orders (2 imported before)');
    await page.goto('/orders?product=TRAIN');
    await expect.poll(() => page.locator('[data-testid="order-row-imported"][data-kind="IMPORTED"]').count(), { timeout: 15_000 }).toBe(2);
    const { list } = await okFromPage<{ list: { orderId: string; purchaseType: string }[] }>(page, 'train-app/train/order/list', { pageIndex: 1, pageSize: 20, statusList: [] });
    const importedId = list.find((o) => o.purchaseType === 'imported')!.orderId;
    await page.goto(`/train/orders/${encodeURIComponent(importedId)}`);
    await page.getByTestId('order-imported-note').waitFor();
    expect(await page.getByTestId('order-purchase-type').getAttribute('data-type')).toBe('imported');
    expect(await page.getByTestId('order-status').getAttribute('data-status')).toBe('ISSUED');
    expect(await page.getByTestId('order-imported-note').innerText()).toContain('12306 app or at a station counter');
    await page.goto('/profile/rail-account');
    await page.getByTestId('rail-status-card').waitFor();

    // Booking with the account's verified passenger: picked on the pre-booking page, named as the account's.
    await openBooking(page, plusDays(today(), 5), 1);
    const accountPax = page.locator('[data-testid="book-account-passenger"][data-name="LI NA"]');
    await accountPax.waitFor({ timeout: 15_000 });
    await accountPax.click();
    const row = page.locator('[data-testid="book-passenger"][data-account="true"]');
    await row.waitFor();
    expect(await row.getByTestId('book-passenger-kind').innerText()).toBe('Railway account passenger');
    expect(await row.innerText()).toContain('LI/NA');
    await fillContact(page);
    await page.getByTestId('book-submit').click();
    await page.waitForURL(/\/train\/(pay|orders)\//, { timeout: 20_000 });
    const bookedId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!);
    const booked = await okFromPage<{ tripList: { passengerList: { familyName: string; givenName: string; birthday: string }[] }[] }>(page, 'train-app/train/order/detail', { orderId: bookedId });
    expect(booked.tripList[0]!.passengerList).toMatchObject([{ familyName: 'LI', givenName: 'NA', birthday: expect.stringContaining('1990-08-21') }]);
    await page.goto('/profile/rail-account');
    await page.getByTestId('rail-status-card').waitFor();

    await page.getByTestId('rail-unbind').click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await page.getByTestId('rail-login-form').waitFor();
    expect(await page.getByTestId('rail-status-card').count()).toBe(0);
    await page.goto('/profile');
    await expect.poll(() => page.getByTestId('rail-status').getAttribute('data-status')).toBe('NOT_LINKED');
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it('375 px: logs in, sees the passengers and unbinds within the screen', async () => {
    const { context, page } = await open(PHONE);
    await logIn(page, 'notr');
    await openRailAccount(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByTestId('rail-tab-register').click();
    await page.getByTestId('rail-register-form').waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByTestId('rail-tab-login').click();

    await page.getByTestId('rail-account-name').fill(ACCOUNT);
    await page.getByTestId('rail-password').fill(PASSWORD);
    await page.getByTestId('rail-login-submit').click();
    await page.getByTestId('rail-verification').waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByTestId('rail-code').fill(await codeFromSandbox(context, HOLDER_MOBILE));
    await page.getByTestId('rail-verification-submit').click();
    await page.getByTestId('rail-verification').waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByTestId('rail-passenger').count()).toBe(3);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'train-railway-account-phone');

    // The account's orders are already another member's on the platform: nothing to import for this one.
    await page.getByTestId('rail-import-sync').click();
    await expect.poll(() => page.getByTestId('rail-import-result').innerText(), { timeout: 20_000 }).toContain('2 orders could not be imported');
    // Another account's order by its number (from the holder's SMS) and a passenger's id number: a wrong one refused.
    const eOrderNo = await orderNoFromSandbox(context, '13800138004');
    await page.getByTestId('rail-import-eorderno').fill(eOrderNo);
    await page.getByTestId('rail-import-idnumber').fill('E00000000');
    await page.getByTestId('rail-import-submit').click();
    await expect.poll(() => page.getByTestId('rail-import-error').innerText()).toContain('No railway order matches');
    await page.getByTestId('rail-import-idnumber').fill('E45678901');
    await page.getByTestId('rail-import-submit').click();
    await expect.poll(() => page.getByTestId('rail-import-result').innerText()).toContain(`Order ${eOrderNo} imported.`);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'train-railway-account-import-phone');
    await page.getByTestId('rail-import-result').getByRole('link').click();
    await page.getByTestId('order-imported-note').waitFor();
    expect(await page.getByTestId('order-purchase-type').getAttribute('data-type')).toBe('user_imported');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.goto('/profile/rail-account');
    await page.getByTestId('rail-status-card').waitFor();

    await page.getByTestId('rail-unbind').click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await page.getByTestId('rail-login-form').waitFor();
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});
