import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { logIn, PHONE, pageErrors, screenshot, usePages } from './support/browser';
import { horizontalOverflow } from './support/antd';

const ACCOUNT = 'railtest01';
const PASSWORD = 'Rail2026';
const HOLDER_MOBILE = '13800138001';
const CHILD_MOBILE = '13800138003';

/** The newest code texted to a mobile, read on the SMS sandbox page as a developer would (another tab). */
async function codeFromSandbox(context: BrowserContext, mobile: string, not?: string): Promise<string> {
  const sms = await context.newPage();
  await sms.goto('/dev/sms');
  await sms.getByTestId('sms-filter').fill(mobile);
  await sms.getByTestId('sms-filter').press('Enter');
  let code = '';
  await expect
    .poll(
      async () => {
        const first = sms.locator(`[data-testid="sms-message"][data-to="${mobile}"]`).first();
        if ((await first.count()) === 0) return '';
        code = /(\d{6})/.exec(await first.getByTestId('sms-text').innerText())?.[1] ?? '';
        return code && code !== not ? code : '';
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  await sms.close();
  return code;
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

    await page.getByTestId('rail-unbind').click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await page.getByTestId('rail-login-form').waitFor();
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});
