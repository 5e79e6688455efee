import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { logIn, usePages, pageErrors, screenshot } from './support/browser';

/** The server catalog's English message for a validation key: the web must show exactly this text. */
function serverMessage(key: string): string {
  const file = fileURLToPath(new URL('../packages/i18n/locales/en/server.json', import.meta.url));
  let node: unknown = JSON.parse(readFileSync(file, 'utf8'));
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`${key} is not in en/server.json`);
  return node;
}

async function fieldError(page: Page, testId: string): Promise<string> {
  const item = page.locator('.ant-form-item', { has: page.getByTestId(testId) }).last();
  const error = item.locator('.ant-form-item-explain-error');
  await error.first().waitFor();
  return error.first().innerText();
}

describe('profile: details, saved passengers and contacts', () => {
  const open = usePages();

  it('shows the member with a masked mobile that the show button reveals', async () => {
    const { context, page } = await open();
    await logIn(page, 'employee');
    await page.getByTestId('nav-profile').click();
    await page.waitForURL('**/profile');
    const mobile = page.getByTestId('self-mobile');
    expect(await mobile.innerText()).toContain('*');
    await page.getByTestId('self-mobile-toggle').click();
    await expect.poll(() => mobile.innerText()).toMatch(/^\+86 1\d{10}$/);
    await page.getByTestId('self-mobile-toggle').click();
    await expect.poll(() => mobile.innerText()).toContain('*');
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it('refuses an invalid name with the translated message, then saves the passenger with a masked certificate', async () => {
    const { context, page } = await open();
    await logIn(page, 'employee');
    await page.goto('/profile');
    await page.getByTestId('passenger-list').waitFor();
    const before = await page.getByTestId('passenger-card').count();

    await page.getByTestId('passenger-add').click();
    const form = page.getByTestId('passenger-form');
    await form.waitFor();
    await page.getByTestId('passenger-family-name').fill('Li3');
    await page.getByTestId('passenger-given-name').fill('Lei');
    await form.getByText('Male', { exact: true }).click();
    const birthday = page.getByTestId('passenger-birthday');
    await birthday.click();
    await birthday.fill('1992-03-04');
    await birthday.press('Enter');
    // Defaults of a new passenger: nationality CN (China), one ID card.
    expect(await form.locator('.ant-form-item', { has: page.getByTestId('passenger-nationality') }).innerText()).toContain('China');
    await page.getByTestId('cert-no-0').fill('110101199203041234');
    await page.getByTestId('passenger-save').click();

    expect(await fieldError(page, 'passenger-family-name')).toBe(serverMessage('validation.name'));
    await screenshot(page, 'passenger-invalid-name-en');

    // A masked-looking number passes the form's check (masks are allowed back on edit) but not the server's
    // for a new certificate: its PARAM_ERROR issue lands on the certificate number field.
    await page.getByTestId('passenger-family-name').fill('Li');
    await page.getByTestId('cert-no-0').fill('1101****1234');
    await page.getByTestId('passenger-save').click();
    expect(await fieldError(page, 'cert-no-0')).toBe(serverMessage('validation.certNo'));
    // Only that field complains (the name's old error fades out).
    await expect.poll(() => page.locator('.ant-drawer .ant-form-item-explain-error').count()).toBe(1);
    await screenshot(page, 'passenger-server-issue-en');

    await page.getByTestId('cert-no-0').fill('110101199203041234');
    await page.getByTestId('passenger-save').click();
    await form.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByTestId('passenger-card').count()).toBe(before + 1);

    const card = page.getByTestId('passenger-card').filter({ hasText: 'LI/LEI' });
    expect(await card.count()).toBe(1);
    const certNo = card.getByTestId('cert-no');
    const masked = await certNo.innerText();
    expect(masked).toContain('*');
    expect(masked).not.toContain('110101199203041234');
    // The birthday the English way (month/day/year).
    expect(await card.innerText()).toContain('03/04/1992');
    await screenshot(page, 'passenger-saved-en');

    // The reveal button shows the real number (member/view_mask).
    await card.getByTestId('cert-no-toggle').click();
    await expect.poll(() => certNo.innerText()).toBe('110101199203041234');

    // Editing keeps masked values: change the given name only.
    await card.getByTestId('passenger-edit').click();
    await form.waitFor();
    expect(await page.getByTestId('cert-no-0').inputValue()).toContain('*');
    await page.getByTestId('passenger-given-name').fill('Lan');
    await page.getByTestId('passenger-save').click();
    await form.waitFor({ state: 'hidden' });
    const edited = page.getByTestId('passenger-card').filter({ hasText: 'LI/LAN' });
    await edited.waitFor();
    await edited.getByTestId('cert-no-toggle').click();
    await expect.poll(() => edited.getByTestId('cert-no').innerText()).toBe('110101199203041234');

    // Deleting asks first.
    await edited.getByTestId('passenger-delete').click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByTestId('passenger-card').count()).toBe(before);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it('adds a contact after a translated mobile error', async () => {
    const { context, page } = await open();
    await logIn(page, 'manager');
    await page.goto('/profile');
    await page.getByTestId('contact-section').waitFor();
    const before = await page.getByTestId('contact-card').count();
    await page.getByTestId('contact-add').click();
    await page.getByTestId('contact-name').fill('Wang Fang');
    await page.getByTestId('contact-mobile').fill('12345');
    await page.getByTestId('contact-save').click();
    expect(await fieldError(page, 'contact-mobile')).toBe(serverMessage('validation.mobile'));
    await page.getByTestId('contact-mobile').fill('13912345678');
    await page.getByTestId('contact-save').click();
    await expect.poll(() => page.getByTestId('contact-card').count()).toBe(before + 1);
    const card = page.getByTestId('contact-card').filter({ hasText: 'Wang Fang' });
    expect(await card.innerText()).toContain('*');
    await screenshot(page, 'profile-contacts-en');
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});
