import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, logIn, usePages, pageErrors, screenshot } from './support/browser';

const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('at phone width (375 px)', () => {
  const open = usePages();

  it('navigates through the drawer menu and keeps every page within the screen', async () => {
    const { context, page } = await open(PHONE);
    await page.goto('/login');
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'phone-login');
    await logIn(page, 'employee');

    expect(await page.getByTestId('app-sider').count()).toBe(0);
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'phone-home');

    await page.getByTestId('nav-toggle').click();
    const drawer = page.getByTestId('nav-drawer');
    await drawer.waitFor();
    await expect.poll(async () => (await page.getByTestId('nav-flight').boundingBox())?.x ?? -1).toBeGreaterThan(0);
    await page.waitForTimeout(300); // the mask finishes fading in
    await screenshot(page, 'phone-menu-open');
    // Hotels are built now; flights are the next product still to come.
    await page.getByTestId('nav-flight').click();
    await page.waitForURL('**/flight');
    await drawer.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('coming-soon-title').innerText()).toBe('Flight is coming soon');

    await page.getByTestId('nav-toggle').click();
    await page.getByTestId('nav-profile').click();
    await page.waitForURL('**/profile');
    await page.getByTestId('passenger-list').waitFor();
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'phone-profile');

    await page.getByTestId('passenger-add').click();
    await page.getByTestId('passenger-form').waitFor();
    const familyName = page.getByTestId('passenger-family-name');
    // Once the drawer has slid in, the form fills the screen and stacks: given name under the family name.
    await expect.poll(async () => {
      const box = await familyName.boundingBox();
      return box ? box.x >= 0 && box.x + box.width <= 375 : false;
    }).toBe(true);
    const box = (await familyName.boundingBox())!;
    const givenBox = (await page.getByTestId('passenger-given-name').boundingBox())!;
    expect(givenBox.y).toBeGreaterThan(box.y + box.height);
    await screenshot(page, 'phone-passenger-form');
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});
