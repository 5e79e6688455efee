import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';

export const screenshotDir = join(fileURLToPath(new URL('.', import.meta.url)), '..', 'screenshots');

/** Debian's Chromium (never a downloaded one): CHROMIUM_PATH or /usr/bin/chromium. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 860 } };
export const PHONE: BrowserContextOptions = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

export async function newPage(browser: Browser, baseURL: string, options: BrowserContextOptions = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, locale: 'en-US', timezoneId: 'Asia/Shanghai', ...options });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  (page as Page & { problems?: string[] }).problems = problems;
  return { context, page };
}

/** Uncaught errors the page threw so far (a test ends by expecting none). */
/**
 * One Chromium for a test file, launched before its tests and closed after them. Returns `open(options)`, which gives
 * a fresh context and page on the server under test.
 */
export function usePages(): (options?: BrowserContextOptions) => Promise<{ context: BrowserContext; page: Page }> {
  const baseUrl = inject('baseUrl');
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return (options) => {
    if (!browser) throw new Error('usePages: the browser is not running (call it at describe level)');
    return newPage(browser, baseUrl, options);
  };
}

export function pageErrors(page: Page): string[] {
  return (page as Page & { problems?: string[] }).problems ?? [];
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  // From the top, so that the sticky header and side menu sit where a reader expects them.
  await page.evaluate(() => window.scrollTo(0, 0));
  // A picture for people to look at, not a check: a loaded machine may take long to paint a full page, so it gets time.
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true, timeout: 90_000 });
}

export const DEMO_PASSWORD = 'Passw0rd!';

/** Logs in through the login page and waits for the home page. */
export async function logIn(page: Page, userName: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-username').fill(userName);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('home-greeting').waitFor();
  expect(new URL(page.url()).pathname).toBe('/');
}

/** Picks a language from the header's switcher. */
export async function switchLanguage(page: Page, locale: string): Promise<void> {
  const applied = () => page.evaluate((l) => document.documentElement.lang === l, locale);
  // A click on the menu while it still animates can be lost (seen once under load): open it and pick again until the
  // page is in the language. The language's texts load on demand, so each try waits a while before picking again.
  for (let attempt = 0; attempt < 3 && !(await applied()); attempt++) {
    const option = page.getByTestId(`language-option-${locale}`);
    if (!(await option.isVisible())) await page.getByTestId('language-switcher').first().click();
    await option.click();
    await page.waitForFunction((l) => document.documentElement.lang === l, locale, { timeout: 20_000 }).catch(() => undefined);
  }
  await page.waitForFunction((l) => document.documentElement.lang === l, locale, { timeout: 20_000 });
}
