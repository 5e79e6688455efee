import { describe, expect, it } from 'vitest';
import { logIn, usePages, pageErrors, screenshot, switchLanguage } from './support/browser';

describe('notifications and the mail outbox', () => {
  const open = usePages();

  it('shows the administrator the mail outbox, and nobody else', async () => {
    const { context, page } = await open();
    await logIn(page, 'admin');
    await switchLanguage(page, 'en');
    await page.getByTestId('nav-mailOutbox').click();
    await page.waitForURL('**/admin/mail-outbox');
    await page.getByTestId('mail-outbox-page').waitFor();
    await screenshot(page, 'mail-outbox-en');

    const other = await open();
    await logIn(other.page, 'manager');
    expect(await other.page.getByTestId('nav-mailOutbox').count()).toBe(0);
    await other.page.goto('/admin/mail-outbox');
    await other.page.getByTestId('no-permission').waitFor();
    expect(pageErrors(page)).toEqual([]);
    expect(pageErrors(other.page)).toEqual([]);
    await other.context.close();
    await context.close();
  });

  it('opens a notification, follows its link and marks it read', async () => {
    const { context, page } = await open();
    await logIn(page, 'employee');
    await switchLanguage(page, 'en');
    // A request of the employee gives the manager an approval task notification.
    await page.goto('/travel-requests/new');
    await page.getByTestId('tr-form').waitFor();
    const { fillDate, pickOption } = await import('./support/antd');
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    await pickOption(page, 'leg-0-from', 'Guangzhou');
    await pickOption(page, 'leg-0-to', 'Shenzhen');
    await fillDate(page, 'leg-0-begin', day(10));
    await fillDate(page, 'leg-0-end', day(11));
    await page.getByTestId('purpose-0').fill('Supplier audit');
    await page.getByTestId('tr-submit').click();
    await page.getByTestId('tr-detail-page').waitFor();

    const manager = await open();
    await logIn(manager.page, 'manager');
    await switchLanguage(manager.page, 'en');
    const count = async () => Number(await manager.page.getByTestId('notification-count').getAttribute('data-count'));
    await expect.poll(count).toBeGreaterThan(0);
    const before = await count();
    await manager.page.getByTestId('notification-bell').click();
    const item = manager.page.locator('[data-testid="notification-item"][data-read="false"]').filter({ hasText: 'Supplier audit' }).first();
    await item.waitFor();
    await manager.page.waitForTimeout(400); // the drawer finishes sliding in
    await screenshot(manager.page, 'notifications-en');
    await item.click();
    await manager.page.waitForURL('**/approvals');
    await expect.poll(count).toBe(before - 1);
    expect(pageErrors(page)).toEqual([]);
    expect(pageErrors(manager.page)).toEqual([]);
    await manager.context.close();
    await context.close();
  });
});
