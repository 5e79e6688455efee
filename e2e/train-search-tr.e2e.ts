import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, logIn, usePages, pageErrors, screenshot, screenshotDir, switchLanguage } from './support/browser';
import { horizontalOverflow } from './support/antd';

/** Polls wait this long: the search and date range answer within a second on a quiet machine, not always under load. */
const POLL = { timeout: 15_000 };

const SHANGHAI = '156310000';
const BEIJING = '156110000';

/** The visible part of the page only (a full page of trains is many screens long). */
async function screenshotView(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`) });
}

/** One call of the API from the logged-in page, as the web app makes it (CSRF header from the cookie); answers `data`. */
async function api<T>(page: Page, path: string, body: unknown): Promise<T> {
  const envelope = await page.evaluate(
    async ([url, input]) => {
      const csrf = document.cookie.split('; ').find((c) => c.startsWith('csrf_token='))?.slice('csrf_token='.length);
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(csrf ?? '') },
        body: JSON.stringify(input),
      });
      return (await res.json()) as { resultCode: string; description: string; data: unknown };
    },
    [`/api/${path}`, body] as const,
  );
  if (envelope.resultCode !== '0') throw new Error(`${path}: ${envelope.resultCode} ${envelope.description}`);
  return envelope.data as T;
}

/** Waits until no Ant Design modal is still zooming in (a click or a picture taken meanwhile sees it moving). */
const modalSettled = (page: Page) => page.waitForFunction(() => !document.querySelector('.ant-zoom-appear, .ant-zoom-enter'));

/** `2026-11-22` + n days. */
/** `2026-11-24` as the English UI writes it. */
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const daysFrom = (begin: string, end: string) => {
  const out: string[] = [];
  for (let d = begin; d <= end; d = plusDays(d, 1)) out.push(d);
  return out;
};

/** The dates the open date picker lets one choose, in its panel and the next month's. */
async function enabledDates(page: Page): Promise<string[]> {
  const dropdown = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
  await dropdown.locator('.ant-picker-cell-selected').waitFor();
  const read = () =>
    dropdown.locator('td.ant-picker-cell-in-view:not(.ant-picker-cell-disabled)').evaluateAll((cells) => cells.map((c) => c.getAttribute('title') ?? ''));
  const here = await read();
  await dropdown.locator('.ant-picker-header-next-btn').click();
  const next = await read();
  await dropdown.locator('.ant-picker-header-prev-btn').click();
  return [...new Set([...here, ...next])].sort();
}

describe('train search under a travel request', () => {
  const open = usePages();

  it('employee chooses an approved request: its cities and dates bound the search, and the results carry it', async () => {
    const { context, page } = await open();
    await logIn(page, 'employee');
    await switchLanguage(page, 'en');

    // Setup through the API: a request Shanghai → Beijing a few days ahead (on the server's clock), approved by the manager.
    const { today } = await api<{ today: string }>(page, 'train-app/train/date_range/query', { travelType: 'BUSINESS' });
    const begin = plusDays(today, 5);
    const end = plusDays(today, 7);
    const { travelNO } = await api<{ travelNO: string }>(page, 'tr/create', {
      travellerList: [{ memberId: 'mem-employee', travellerName: '张伟' }],
      itineraryGroupList: [{ itineraryList: [{ departureCityId: SHANGHAI, arriveCityId: BEIJING, beginDate: begin, endDate: end }] }],
      travelPurposeList: [{ travelPurposeDesc: 'Train under a request' }],
    });
    const manager = await open();
    await logIn(manager.page, 'manager');
    const tasks = await api<{ list: { taskId: string; bizId: string }[] }>(manager.page, 'approval/task/list', { status: 'PENDING', pageSize: 200 });
    const task = tasks.list.find((x) => x.bizId === travelNO);
    expect(task, `no approval task for ${travelNO}`).toBeDefined();
    await api(manager.page, 'approval/task/approve', { taskId: task!.taskId, comment: 'Go by train' });
    await manager.context.close();

    await page.goto('/train');
    await page.getByTestId('train-search-page').waitFor();
    // Business trip: the selector offers the approved request (number, route, dates, purpose); none is chosen yet.
    await page.getByTestId('train-tr-select').click();
    const option = page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) [data-testid="tr-option"][data-travel-no="${travelNO}"]`);
    await page.keyboard.type(travelNO, { delay: 10 });
    await option.waitFor();
    const optionText = await option.innerText();
    expect(optionText).toContain('Shanghai → Beijing');
    // The request's dates the English way (month/day/year).
    expect(optionText).toContain(`${usDate(begin)} – ${usDate(end)}`);
    expect(optionText).toContain('Train under a request');
    await page.waitForTimeout(200);
    await screenshot(page, 'train-tr-select-en');
    await option.click();

    // The first leg's cities are filled in and locked; the date is the leg's, the picker offers only the request's window
    // (its dates with the company's one train day before and after).
    await expect.poll(() => page.getByTestId('train-from').getAttribute('data-code'), POLL).toBe('上海');
    expect(await page.getByTestId('train-to').getAttribute('data-code')).toBe('北京');
    expect(await page.getByTestId('train-from').getAttribute('data-locked')).toBe('true');
    expect(await page.getByTestId('train-to').getAttribute('data-locked')).toBe('true');
    expect(await page.getByTestId('train-from').innerText()).toContain('Shanghai');
    const dateInput = page.getByTestId('train-date');
    await expect.poll(() => dateInput.inputValue(), POLL).toBe(begin);
    // The request's dates, the English way (month/day/year).
    expect((await page.getByTestId('train-date-tr').innerText()).trim()).toBe(`Travel request ${usDate(begin)} – ${usDate(end)}`);
    await page.getByTestId('train-tr-locked').waitFor();
    await dateInput.click();
    expect(await enabledDates(page)).toEqual(daysFrom(plusDays(begin, -1), plusDays(end, 1)));
    await screenshot(page, 'train-tr-date-en');
    await page.keyboard.press('Escape');

    // The departure picker offers the request's cities only.
    await page.getByTestId('train-from').click();
    await page.getByTestId('station-choices').waitFor();
    expect(await page.getByTestId('station-choice').evaluateAll((els) => els.map((e) => e.getAttribute('data-code')))).toEqual(['上海', '北京']);
    expect(await page.getByTestId('station-choices-note').innerText()).toContain(travelNO);
    expect(await page.getByTestId('train-from-search').count()).toBe(0);
    // Opened, the picker has the focus on its first place (so an Escape reaches it) and has finished its animation.
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-code') === '上海');
    await modalSettled(page);
    await screenshot(page, 'train-tr-city-choices-en');
    await page.keyboard.press('Escape');
    await page.getByTestId('station-choices').waitFor({ state: 'detached' });
    await screenshot(page, 'train-tr-search-en');

    await page.getByTestId('train-search').click();
    await page.waitForURL('**/train/results?**');
    const url = new URL(page.url());
    expect(url.searchParams.get('tr')).toBe(travelNO);
    expect(url.searchParams.get('date')).toBe(begin);
    const badge = page.getByTestId('train-results-tr');
    expect((await badge.innerText()).trim()).toBe(`Travel request ${travelNO}`);
    await page.getByTestId('train-result-count').waitFor();
    expect(await page.getByTestId('train-itinerary').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('train-results-route').innerText()).toMatch(/Shanghai\s*→\s*Beijing/);
    await screenshotView(page, 'train-tr-results-en');

    // Previous and next day stay within the request's window.
    await page.getByTestId('train-prev-day').click();
    await expect.poll(() => page.getByTestId('train-results-date').getAttribute('data-date'), POLL).toBe(plusDays(begin, -1));
    await page.getByTestId('train-result-count').waitFor();
    expect(await page.getByTestId('train-prev-day').isDisabled()).toBe(true);
    for (const date of daysFrom(begin, plusDays(end, 1))) {
      await page.getByTestId('train-next-day').click();
      await expect.poll(() => page.getByTestId('train-results-date').getAttribute('data-date'), POLL).toBe(date);
    }
    expect(await page.getByTestId('train-next-day').isDisabled()).toBe(true);
    await page.getByTestId('train-result-count').waitFor();

    // Back to the search with the request kept; "No travel request" frees the places and the dates.
    await page.getByTestId('train-change-search').click();
    await page.waitForURL('**/train?**');
    await expect.poll(() => page.getByTestId('train-from').getAttribute('data-locked'), POLL).toBe('true');
    await page.getByTestId('train-tr-select').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) [data-testid="tr-option"][data-travel-no=""]').click();
    await expect.poll(() => page.getByTestId('train-from').getAttribute('data-locked'), POLL).toBe('false');
    expect(await page.getByTestId('train-date-tr').count()).toBe(0);
    await dateInput.click();
    expect((await enabledDates(page)).length).toBeGreaterThan(10);
    await page.keyboard.press('Escape');
    await page.getByTestId('train-from').click();
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'train-from-search');
    await modalSettled(page);
    await page.locator('.ant-modal-close >> visible=true').click();
    await page.getByTestId('train-from-search').waitFor({ state: 'detached' });

    // Choosing it again and then a private trip: unlocked too, and the request is gone from the search.
    await page.getByTestId('train-tr-select').click();
    await page.keyboard.type(travelNO, { delay: 10 });
    await option.click();
    await expect.poll(() => page.getByTestId('train-to').getAttribute('data-locked'), POLL).toBe('true');
    await page.getByTestId('train-travel-type').getByText('Private trip').click();
    await expect.poll(() => page.getByTestId('train-to').getAttribute('data-locked'), POLL).toBe('false');
    expect(await page.getByTestId('train-tr-select').count()).toBe(0);
    await page.getByTestId('train-search').click();
    await page.waitForURL('**/train/results?**');
    expect(new URL(page.url()).searchParams.has('tr')).toBe(false);
    expect(await page.getByTestId('train-results-tr').count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);

    // 375 px: the selector, the locked places and the results header fit the screen.
    const phone = await open(PHONE);
    await logIn(phone.page, 'employee');
    await switchLanguage(phone.page, 'en');
    await phone.page.goto(`/train?tr=${travelNO}`);
    await expect.poll(() => phone.page.getByTestId('train-from').getAttribute('data-locked'), POLL).toBe('true');
    await expect.poll(() => phone.page.getByTestId('train-date').inputValue(), POLL).toBe(begin);
    await expect.poll(() => horizontalOverflow(phone.page)).toBeLessThanOrEqual(0);
    await screenshot(phone.page, 'train-tr-search-phone-en');
    await phone.page.getByTestId('train-tr-select').click();
    await phone.page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) [data-testid="tr-option"][data-travel-no="${travelNO}"]`).waitFor();
    await phone.page.waitForTimeout(200);
    await screenshotView(phone.page, 'train-tr-select-phone-en');
    await phone.page.keyboard.press('Escape');
    await phone.page.getByTestId('train-search').click();
    await phone.page.waitForURL('**/train/results?**');
    await phone.page.getByTestId('train-results-tr').waitFor();
    await phone.page.getByTestId('train-result-count').waitFor();
    await expect.poll(() => horizontalOverflow(phone.page)).toBeLessThanOrEqual(0);
    await screenshotView(phone.page, 'train-tr-results-phone-en');
    expect(pageErrors(phone.page)).toEqual([]);
    await phone.context.close();
    await context.close();
  });
});
