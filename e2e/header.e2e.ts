import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LOCALES } from '../packages/contracts/src/platform/locales';
import { DESKTOP, PHONE, logIn, usePages, pageErrors, screenshot } from './support/browser';
import { OPEN_OPTIONS } from './support/antd';

/** How the brand's name shows: its text's size against its box (nothing cut off when it fits). */
const brandName = (page: Page) =>
  page.locator('.app-brand__name').first().evaluate((el) => ({
    text: el.textContent,
    cut: el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
    fontSize: parseFloat(getComputedStyle(el).fontSize),
    inHeader: el.getBoundingClientRect().bottom <= (el.closest('header, aside')?.getBoundingClientRect().bottom ?? Infinity),
  }));

/** Switches the UI language the way a return visit does (the saved choice), and waits for the page in it. */
async function reloadIn(page: Page, locale: string): Promise<void> {
  await page.evaluate((l) => localStorage.setItem('lang', l), locale);
  await page.reload();
  await page.waitForFunction((l) => document.documentElement.lang === l, locale);
  await page.getByTestId('home-greeting').waitFor();
}

describe('the header', () => {
  const open = usePages();

  it('shows the brand name whole in every language, in the side bar and in the phone header', async () => {
    for (const options of [DESKTOP, PHONE]) {
      const { context, page } = await open(options);
      await logIn(page, 'employee');
      const seen: Record<string, { cut: boolean; fontSize: number; inHeader: boolean }> = {};
      for (const locale of LOCALES) {
        await reloadIn(page, locale);
        await expect.poll(async () => (await brandName(page)).text).toBe(await page.evaluate(() => document.title));
        const { cut, fontSize, inHeader } = await brandName(page);
        seen[locale] = { cut, fontSize, inHeader };
      }
      // Cut off in German and Thai before (an ellipsis in a fixed width); now whole, at a readable size.
      for (const [locale, shown] of Object.entries(seen)) {
        expect({ locale, ...shown }).toEqual({ locale, cut: false, fontSize: expect.any(Number), inHeader: true });
        expect(shown.fontSize, locale).toBeGreaterThanOrEqual(12);
      }
      for (const locale of ['de', 'th']) {
        await reloadIn(page, locale);
        await screenshot(page, `brand-${locale}-${options === PHONE ? 'phone' : 'desktop'}`);
      }
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    }
  });

  it('opens the currency picker (loaded on first use) and keeps the choice', async () => {
    const { context, page } = await open(DESKTOP);
    await logIn(page, 'employee');
    const picker = page.getByTestId('currency-picker');
    await expect.poll(() => picker.innerText()).toBe('CNY');
    await picker.click();
    const usd = page.locator(`${OPEN_OPTIONS} .ant-select-item-option`).filter({ hasText: 'USD' }).first();
    await usd.waitFor();
    await usd.click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('htCurrency'))).toBe('USD');
    await page.reload();
    await page.getByTestId('home-greeting').waitFor();
    await expect.poll(() => page.getByTestId('currency-picker').innerText()).toBe('USD');
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it('names the collapsed side menu\'s icons on hover and still navigates', async () => {
    const { context, page } = await open(DESKTOP);
    await logIn(page, 'employee');
    await page.locator('.ant-layout-sider-trigger').click();
    await expect.poll(async () => (await page.getByTestId('app-sider').boundingBox())?.width).toBe(80);
    await page.getByTestId('nav-approvals').hover();
    const tooltip = page.locator('.ant-tooltip:not(.ant-tooltip-hidden)').filter({ hasText: 'Approvals' });
    await tooltip.waitFor();
    await screenshot(page, 'nav-collapsed-tooltip');
    await page.getByTestId('nav-approvals').click();
    await page.waitForURL('**/approvals');
    await expect.poll(() => page.getByTestId('nav-approvals').getAttribute('aria-current')).toBe('page');
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});
