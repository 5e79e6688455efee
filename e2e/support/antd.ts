import type { Page } from 'playwright-core';

/** The dropdown of the Ant Design select that is open. */
export const OPEN_OPTIONS = '.ant-select-dropdown:not(.ant-select-dropdown-hidden)';

/** Picks an option of an Ant Design select by typing into it and clicking the option that shows `text`. */
export async function pickOption(page: Page, testId: string, search: string, text: string | RegExp = search): Promise<void> {
  await page.getByTestId(testId).click();
  await page.keyboard.type(search, { delay: 20 });
  const option = page.locator(`${OPEN_OPTIONS} .ant-select-item-option`).filter({ hasText: text }).first();
  await option.waitFor();
  await option.click();
}

/** Opens an Ant Design select and clicks its option that shows `text`. */
export async function chooseOption(page: Page, testId: string, text: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.locator(`${OPEN_OPTIONS} .ant-select-item-option`).filter({ hasText: text }).click();
}

/**
 * Types a date into an Ant Design date picker and confirms it, until the picker shows that date closed: under load a
 * date typed while the picker's popup or its allowed dates are still settling can be dropped on blur.
 */
export async function fillDate(page: Page, testId: string, date: string): Promise<void> {
  const input = page.getByTestId(testId);
  for (let attempt = 1; ; attempt++) {
    await input.click();
    await input.fill(date);
    await input.press('Enter');
    await page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)').waitFor({ state: 'detached', timeout: 2_000 }).catch(() => page.keyboard.press('Escape'));
    if ((await input.inputValue()) === date) return;
    if (attempt >= 3) throw new Error(`the date picker ${testId} did not take ${date} (shows ${await input.inputValue()})`);
  }
}

/** Logs out through the header's user menu and waits for the login page. */
export async function logOut(page: Page): Promise<void> {
  // A menu opened while the page is still settling can swallow the click (seen once under load): try again.
  for (let attempt = 1; ; attempt++) {
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    try {
      await page.waitForURL('**/login', { timeout: 8000 });
      return;
    } catch (err) {
      if (attempt >= 3) throw err;
      await page.keyboard.press('Escape');
    }
  }
}

/** The page's width beyond the screen (0 or less: nothing sticks out). */
export const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
