import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, logIn, usePages, pageErrors, screenshot, screenshotDir, switchLanguage } from './support/browser';
import { fillDate, horizontalOverflow } from './support/antd';

/** The visible part of the page only: a full page of every train found would be tens of screens long. */
async function screenshotView(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`) });
}

/** One result as the list shows it. */
interface Shown {
  trainNo: string;
  trainNos: string[];
  departure: string;
  minutes: number;
  price: number;
  hasTicket: boolean;
}

/** "6h 6m" or "45m" (the English catalog's durations) → minutes. */
function minutesOf(text: string): number {
  const m = /(?:(\d+)h\s*)?(\d+)m/.exec(text);
  if (!m) throw new Error(`not a duration: ${text}`);
  return Number(m[1] ?? 0) * 60 + Number(m[2]);
}

/** "¥1,924.50" → 1924.5. */
const yuanOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/** Waits until every page of the search has arrived, then reads the list: train numbers, times, durations, prices. */
async function readResults(page: Page): Promise<Shown[]> {
  await page.getByTestId('train-result-count').waitFor();
  const rows = await page.getByTestId('train-itinerary').evaluateAll((els) =>
    els.map((el) => ({
      trainNo: el.getAttribute('data-train-no') ?? '',
      trainNos: Array.from(el.querySelectorAll('[data-testid="itinerary-train-no"]')).map((b) => (b as HTMLElement).innerText.trim()),
      departure: (el.querySelector('[data-testid="itinerary-dep-time"]') as HTMLElement).innerText.trim(),
      duration: (el.querySelector('[data-testid="itinerary-duration"]') as HTMLElement).innerText.trim(),
      price: (el.querySelector('[data-testid="itinerary-price"]') as HTMLElement).innerText.trim(),
      hasTicket: el.getAttribute('data-has-ticket') === 'true',
    })),
  );
  return rows.map((r) => ({ ...r, minutes: minutesOf(r.duration), price: yuanOf(r.price) }));
}

const ascending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! <= v);
const descending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! >= v);

/** Picks a city through the station picker: types into its search box and clicks the CITY match. */
async function pickCity(page: Page, field: 'train-from' | 'train-to', keyword: string, cityCode: string): Promise<void> {
  await page.getByTestId(field).click();
  await page.getByTestId(`${field}-search`).fill(keyword);
  const match = page.locator(`[data-testid="station-match"][data-type="CITY"][data-code="${cityCode}"]`);
  await match.waitFor();
  // The city's stations are offered too, one by one.
  expect(await page.getByTestId('station-match-station').count()).toBeGreaterThan(1);
  await match.click();
  await page.getByTestId(`${field}-search`).waitFor({ state: 'detached' });
}

/** `2026-11-22` + n days. */
const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('train search', () => {
  const open = usePages();

  it('searches Beijing → Shanghai, filters and sorts on the server, and shows a train’s stops', async () => {
    const { context, page } = await open();
    await logIn(page, 'employee');
    await switchLanguage(page, 'en');
    await page.getByTestId('nav-train').click();
    await page.waitForURL('**/train');
    await page.getByTestId('train-search-page').waitFor();

    // Nothing chosen: the form says what is missing before anything is searched.
    await page.getByTestId('train-search').click();
    expect(await page.getByTestId('train-from-error').innerText()).toBe('Choose where you leave from.');
    expect(await page.getByTestId('train-to-error').innerText()).toBe('Choose where you are going.');

    await pickCity(page, 'train-from', '北京', '北京');
    await pickCity(page, 'train-to', '上海', '上海');
    expect(await page.getByTestId('train-from').innerText()).toContain('Beijing');
    expect(await page.getByTestId('train-to').innerText()).toContain('Shanghai');

    // The date picker offers the sale dates and marks the presale dates (in this month's panel or the next).
    const dateInput = page.getByTestId('train-date');
    await expect.poll(() => dateInput.inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const today = await dateInput.inputValue();
    await dateInput.click();
    const presaleCells = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) [data-presale]');
    await page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-cell-selected').waitFor();
    if ((await presaleCells.count()) === 0) await page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-header-next-btn').click();
    expect(await presaleCells.count()).toBeGreaterThan(0);
    expect(await page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .train-date-legend').innerText()).toContain('Presale date');
    await screenshot(page, 'train-search-date-en');
    await page.keyboard.press('Escape');
    const date = plusDays(today, 3);
    await fillDate(page, 'train-date', date);
    await expect.poll(() => dateInput.inputValue()).toBe(date);
    await screenshot(page, 'train-search-en');

    await page.getByTestId('train-search').click();
    await page.waitForURL('**/train/results?**');
    expect(new URL(page.url()).searchParams.get('date')).toBe(date);
    expect(await page.getByTestId('train-results-route').innerText()).toMatch(/Beijing\s*→\s*Shanghai/);
    expect(await page.getByTestId('train-results-date').getAttribute('data-date')).toBe(date);

    // Default: departure, ascending — every page arrives, the progress ends in a count.
    const initial = await readResults(page);
    expect(initial.length).toBeGreaterThan(20);
    expect(await page.getByTestId('train-result-count').getAttribute('data-total')).toBe(String(initial.length));
    expect(ascending(initial.map((r) => Number(r.departure.replace(':', ''))))).toBe(true);
    expect(await page.getByTestId('train-sort-DEPARTURE').getAttribute('data-order')).toBe('ASC');
    // The route has slow conventional trains as well as high-speed ones: the filter below has something to remove.
    expect(initial.some((r) => !/^[GC]/.test(r.trainNo))).toBe(true);
    await screenshotView(page, 'train-results-en');

    // Price, ascending: the cheapest (a conventional train) comes first.
    await page.getByTestId('train-sort-PRICE').click();
    await expect
      .poll(async () => {
        const list = await readResults(page);
        return (
          list.length === initial.length &&
          ascending(list.map((r) => r.price)) &&
          !/^[GC]/.test(list[0]!.trainNo) &&
          !ascending(list.map((r) => Number(r.departure.replace(':', ''))))
        );
      }, { timeout: 20_000 })
      .toBe(true);
    expect(new URL(page.url()).searchParams.get('sort')).toBe('PRICE');

    // Train type G/C: the server filters; every train shown is a G or C train, and fewer are shown.
    await page.getByTestId('filter-type-GC').click();
    await expect
      .poll(async () => {
        const list = await readResults(page);
        return list.length > 0 && list.length < initial.length && list.every((r) => r.trainNos.every((no) => /^[GC]\d/.test(no)));
      }, { timeout: 20_000 })
      .toBe(true);
    const highSpeed = await readResults(page);
    expect(ascending(highSpeed.map((r) => r.price))).toBe(true);
    expect(new URL(page.url()).searchParams.get('types')).toBe('GC');

    // Duration ascending, then a second click turns it round to descending.
    await page.getByTestId('train-sort-DURATION').click();
    await expect.poll(async () => ascending((await readResults(page)).map((r) => r.minutes)) && (await page.getByTestId('train-sort-DURATION').getAttribute('data-order')) === 'ASC', { timeout: 20_000 }).toBe(true);
    const fastestFirst = await readResults(page);
    expect(fastestFirst.length).toBe(highSpeed.length);
    await page.getByTestId('train-sort-DURATION').click();
    await expect
      .poll(async () => {
        const list = await readResults(page);
        return (await page.getByTestId('train-sort-DURATION').getAttribute('data-order')) === 'DESC' && list.length === highSpeed.length && descending(list.map((r) => r.minutes));
      }, { timeout: 20_000 })
      .toBe(true);
    const slowestFirst = await readResults(page);
    expect(slowestFirst[0]!.minutes).toBeGreaterThan(fastestFirst[0]!.minutes);
    expect(slowestFirst.every((r) => r.trainNos.every((no) => /^[GC]\d/.test(no)))).toBe(true);
    await screenshotView(page, 'train-results-gc-duration-desc-en');

    // The address keeps the search: a reload shows the same sort and filter.
    await page.reload();
    await page.getByTestId('train-results-page').waitFor();
    const reloaded = await readResults(page);
    expect(reloaded.map((r) => r.trainNo)).toEqual(slowestFirst.map((r) => r.trainNo));
    expect(await page.getByTestId('train-sort-DURATION').getAttribute('data-order')).toBe('DESC');
    expect(await page.getByTestId('filter-type-GC').isChecked()).toBe(true);

    // The stop list of the first train: its stations in order, the trip's section marked from boarding to alighting.
    const first = page.getByTestId('train-itinerary').first();
    const from = await first.getByTestId('itinerary-from').first().innerText();
    const to = await first.getByTestId('itinerary-to').last().innerText();
    await first.getByTestId('itinerary-train-no').first().click();
    const stops = page.getByTestId('stop-list');
    await stops.getByTestId('stop-row').first().waitFor();
    expect(await stops.getByTestId('stop-row').count()).toBeGreaterThan(2);
    const inSection = await stops.locator('[data-testid="stop-row"][data-in-section="true"] [data-testid="stop-name"]').allInnerTexts();
    expect(inSection.length).toBeGreaterThanOrEqual(2);
    expect(inSection[0]).toBe(from);
    expect(inSection.at(-1)).toBe(to);
    await page.waitForTimeout(300); // the modal finishes fading in
    await screenshotView(page, 'train-stops-en');
    await page.keyboard.press('Escape');
    await stops.waitFor({ state: 'hidden' });

    // The next day, within the bookable dates.
    await page.getByTestId('train-next-day').click();
    await expect.poll(() => page.getByTestId('train-results-date').getAttribute('data-date')).toBe(plusDays(date, 1));
    expect((await readResults(page)).length).toBeGreaterThan(0);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it('checks the travellers and offers to switch a type that does not fit the age', async () => {
    const { context, page } = await open();
    await logIn(page, 'employee');
    await switchLanguage(page, 'en');
    await page.goto('/train');
    await page.getByTestId('train-search-page').waitFor();
    // The hot cities pick a whole city at once.
    await page.getByTestId('train-from').click();
    await page.locator('[data-testid="station-hot-city"][data-code="北京"]').click();
    await page.getByTestId('train-to').click();
    await page.locator('[data-testid="station-hot-city"][data-code="上海"]').click();
    await expect.poll(() => page.getByTestId('train-to').innerText()).toContain('Shanghai');

    // More than nine travellers, then none: the spec's messages.
    for (let i = 0; i < 9; i++) await page.getByTestId('pax-ADT-plus').click();
    expect(await page.getByTestId('pax-ADT-count').innerText()).toBe('10');
    expect(await page.getByTestId('pax-error').innerText()).toBe('A maximum of 9 passengers per order.');
    for (let i = 0; i < 10; i++) await page.getByTestId('pax-ADT-minus').click();
    expect(await page.getByTestId('pax-error').innerText()).toBe('Add at least one traveller.');

    // A youth without an age is refused; with an age that is an adult's, the server regroups and the page asks.
    await page.getByTestId('pax-ADT-plus').click();
    await page.getByTestId('pax-TEEN-plus').click();
    await page.getByTestId('train-search').click();
    expect(await page.getByTestId('pax-age-error').innerText()).toBe('Choose an age for each youth or senior traveller.');
    expect(new URL(page.url()).pathname).toBe('/train');
    await page.getByTestId('pax-age-TEEN-0').click();
    await page.keyboard.type('45');
    await page.keyboard.press('Enter');
    await page.getByTestId('train-search').click();
    const confirm = page.getByTestId('regroup-confirm');
    await confirm.waitFor();
    expect(await confirm.innerText()).toContain("A traveller's type does not match their age.");
    expect(await page.getByTestId('regroup-summary').innerText()).toBe('Adults × 2');
    await page.waitForTimeout(300);
    await screenshot(page, 'train-regroup-en');

    // Going back keeps the list as it was; continuing switches the types and searches.
    await page.getByTestId('regroup-amend').click();
    await confirm.waitFor({ state: 'detached' });
    expect(await page.getByTestId('pax-TEEN-count').innerText()).toBe('1');
    await page.getByTestId('train-search').click();
    await page.getByTestId('regroup-continue').click();
    await page.waitForURL('**/train/results?**');
    expect(new URL(page.url()).searchParams.get('pax')).toBe('ADT,ADT');
    expect(await page.getByTestId('train-results-travellers').innerText()).toContain('Adults × 2');
    await readResults(page);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it('at phone width (375 px) lists the trains within the screen and filters in a drawer', async () => {
    const { context, page } = await open(PHONE);
    await logIn(page, 'employee');
    await switchLanguage(page, 'en');
    await page.goto('/train');
    await page.getByTestId('train-search-page').waitFor();
    await pickCity(page, 'train-from', 'beijing', '北京');
    await pickCity(page, 'train-to', 'shanghai', '上海');
    // Two days ahead: in a late evening today's last high-speed trains with tickets have left, and the filtered list is empty.
    const dateInput = page.getByTestId('train-date');
    await expect.poll(() => dateInput.inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const date = plusDays(await dateInput.inputValue(), 2);
    await fillDate(page, 'train-date', date);
    await expect.poll(() => dateInput.inputValue()).toBe(date);
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'train-search-phone-en');
    await page.getByTestId('train-search').click();
    await page.waitForURL('**/train/results?**');
    const all = await readResults(page);
    expect(all.length).toBeGreaterThan(0);
    // No filter panel beside the list: a button opens it in a drawer.
    expect(await page.getByTestId('train-filter').count()).toBe(0);
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    const card = page.getByTestId('train-itinerary').first();
    const box = (await card.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await screenshotView(page, 'train-results-phone-en');

    await page.getByTestId('train-filter-open').click();
    const drawer = page.getByTestId('train-filter-drawer');
    await drawer.getByTestId('train-filter').waitFor();
    await page.waitForTimeout(400); // the drawer finishes sliding in
    await screenshotView(page, 'train-filter-drawer-phone-en');
    await drawer.getByTestId('filter-has-ticket').click();
    await drawer.getByTestId('filter-type-GC').click();
    await page.getByTestId('train-filter-done').click();
    await drawer.getByTestId('train-filter').waitFor({ state: 'hidden' });
    expect(new URL(page.url()).searchParams.get('hasTicket')).toBe('1');
    await expect
      .poll(async () => {
        const list = await readResults(page);
        return list.length > 0 && list.every((r) => r.hasTicket && r.trainNos.every((no) => /^[GC]\d/.test(no)));
      }, { timeout: 20_000 })
      .toBe(true);
    expect(await page.getByTestId('itinerary-sold-out').count()).toBe(0);
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});
