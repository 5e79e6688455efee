import { describe, expect, it } from 'vitest';
import { PHONE, logIn, pageErrors, screenshot, switchLanguage, usePages } from './support/browser';
import { horizontalOverflow } from './support/antd';
import { plansSettled, resultsSettled, typeDestination } from './support/hotel';

describe('hotels at phone width (375 px)', () => {
  const open = usePages();

  it('searches a city, loads more, filters in the drawer, opens a hotel, keeps a favourite; nothing sticks out', async () => {
    const { page } = await open(PHONE);
    await logIn(page, 'notr');
    await switchLanguage(page, 'en');
    await page.goto('/hotel');
    await page.getByTestId('hotel-search-page').waitFor();
    await page.getByTestId('hotel-travel-type').getByText('Private trip').click();
    await page.getByTestId('hotel-tr-field').waitFor({ state: 'detached' });
    await typeDestination(page, 'beijing');
    await page.locator('[data-testid="hotel-destination-word"][data-type="CITY"]').first().click();
    await page.getByTestId('hotel-destination-search').waitFor({ state: 'detached' });
    expect(await page.getByTestId('hotel-nights').getAttribute('data-nights')).toBe('1');
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByTestId('hotel-search').click();
    await page.waitForURL('**/hotel/results?**');
    expect(new URL(page.url()).searchParams.get('travel')).toBe('1');
    await page.getByTestId('hotel-card').first().waitFor({ timeout: 60_000 });
    await resultsSettled(page);
    // A whole city has no point to measure from: no distance sort.
    expect(await page.getByTestId('hotel-sort-5').count()).toBe(0);
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);

    // Load more adds the next page below, none twice.
    const firstPage = await page.getByTestId('hotel-card').count();
    await page.getByTestId('hotel-load-more').click();
    await expect.poll(() => page.getByTestId('hotel-card').count(), { timeout: 60_000 }).toBeGreaterThan(firstPage);
    const ids = await page.getByTestId('hotel-card').evaluateAll((els) => els.map((e) => e.getAttribute('data-hotel-id')));
    expect(new Set(ids).size).toBe(ids.length);

    // The filters open in a drawer; protocol hotels only.
    await page.getByTestId('hotel-filter-open').click();
    await page.getByTestId('hotel-filter-protocol').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('protocol')).toBe('1');
    await page.getByTestId('hotel-filter-done').click();
    await page.getByTestId('hotel-filter-drawer').waitFor({ state: 'hidden' });
    await resultsSettled(page);
    const marks = await page.getByTestId('hotel-card').evaluateAll((els) => els.map((e) => e.querySelector('[data-testid="hotel-card-protocol"]') !== null));
    expect(marks.length).toBeGreaterThan(0);
    expect(marks.every(Boolean)).toBe(true);
    await page.getByTestId('hotel-plot-toggle').click();
    await page.getByTestId('hotel-plot').waitFor();
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'hotel-phone-results');

    // The hotel: the heart, rooms with a chip, the Book button there to tap.
    const card = page.getByTestId('hotel-card').first();
    const hotelId = await card.getAttribute('data-hotel-id');
    await card.getByTestId('hotel-favorite').click();
    await expect.poll(() => card.getByTestId('hotel-favorite').getAttribute('data-favorite')).toBe('true');
    await card.getByTestId('hotel-card-name').click();
    await page.getByTestId('hotel-detail-page').waitFor();
    await page.getByTestId('hotel-plan').first().waitFor({ timeout: 60_000 });
    await page.getByTestId('hotel-plan-chip-freeCancel').click();
    await plansSettled(page);
    const book = page.locator('[data-testid="hotel-plan-book"][data-state="CAN_BOOK"]').first();
    await book.scrollIntoViewIfNeeded();
    const box = (await book.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(40);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'hotel-phone-detail');

    for (const [path, list] of [
      ['/hotel/favorites', 'hotel-favorites-list'],
      ['/hotel/history', 'hotel-history-list'],
    ] as const) {
      await page.goto(path);
      await page.locator(`[data-testid="${list}"] [data-hotel-id="${hotelId}"]`).waitFor();
      await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    }
    expect(pageErrors(page)).toEqual([]);
  }, 180_000);
});
