import { codeFromSandbox } from './support/sms';
import { describe, expect, it } from 'vitest';
import { logIn, PHONE, pageErrors, screenshot, usePages } from './support/browser';
import { horizontalOverflow } from './support/antd';
import { fillContact, openBooking, plusDays, today } from './support/train';

const MOBILE = '13800138007';


// Logged in to the railway account, the booking is bought through it (channel 12306) and meets its risk control.
describe("the railway's risk control on the pre-booking page (440042010)", () => {
  const open = usePages();

  it('375 px: the booking meets the code dialog, sends, verifies and is submitted again', async () => {
    const { context, page } = await open(PHONE);
    await logIn(page, 'notr');
    await page.goto('/profile/rail-account');
    await page.getByTestId('rail-login-form').waitFor();
    await page.getByTestId('rail-account-name').fill('risksms01');
    await page.getByTestId('rail-password').fill('Rail2026');
    await page.getByTestId('rail-login-submit').click();
    await page.getByTestId('rail-verification').waitFor();
    const loginCode = await codeFromSandbox(context, MOBILE);
    await page.getByTestId('rail-code').fill(loginCode);
    await page.getByTestId('rail-verification-submit').click();
    await expect.poll(() => page.getByTestId('rail-status').getAttribute('data-status')).toBe('LOGGED_IN');

    await openBooking(page, plusDays(today(), 5), 1);
    const self = page.locator('[data-testid="book-account-passenger"][data-name="WU LEI"]');
    await self.waitFor({ timeout: 15_000 });
    await self.click();
    await fillContact(page);
    await page.getByTestId('book-submit').click();
    const dialog = page.getByTestId('risk-sms-dialog');
    await dialog.waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('risk-sms-hint').innerText()).toContain('138****8007');
    expect(await page.getByTestId('risk-sms-verify').isDisabled()).toBe(true);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByTestId('risk-sms-send').click();
    await expect.poll(async () => Number(await page.getByTestId('risk-sms-send').getAttribute('data-wait'))).toBeGreaterThan(0);
    const code = await codeFromSandbox(context, MOBILE, loginCode);
    await page.getByTestId('risk-sms-code').fill(code === '000000' ? '111111' : '000000');
    await page.getByTestId('risk-sms-verify').click();
    await expect.poll(() => page.getByTestId('risk-sms-error').innerText()).toMatch(/incorrect.*4 tries left/);
    await screenshot(page, 'train-risk-sms-phone');
    await page.getByTestId('risk-sms-code').fill(code);
    await page.getByTestId('risk-sms-verify').click();
    await page.waitForURL(/\/train\/(pay|orders)\//, { timeout: 20_000 });
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});
