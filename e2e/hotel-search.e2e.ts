import { describe, expect, it } from 'vitest';
import { logIn, pageErrors, screenshot, switchLanguage, usePages } from './support/browser';
import { chooseOption, fillDate } from './support/antd';
import { cardPrices, plansSettled, resultsSettled, typeDestination } from './support/hotel';
import { plusDays, today } from './support/train';

describe('hotel search on a desktop', () => {
  const open = usePages();

  it('searches near a place, filters and sorts, opens a hotel and marks its over-standard plans', async () => {
    const { page } = await open();
    // An L3 employee who may book without a travel request: a nightly standard of ¥650 in Shanghai.
    await logIn(page, 'notr');
    await switchLanguage(page, 'en');
    await page.goto('/hotel');
    await page.getByTestId('hotel-search-page').waitFor();

    // The picker closes on an Escape pressed at once; opened again its search box has the focus.
    await page.getByTestId('hotel-destination').click();
    await page.getByTestId('hotel-destination-search').waitFor({ state: 'attached' });
    await page.keyboard.press('Escape');
    await page.getByTestId('hotel-destination-search').waitFor({ state: 'detached' });
    await typeDestination(page, 'shanghai');
    // Each word says its type and city; the arrows move through them and Enter picks.
    const second = page.getByTestId('hotel-destination-word').nth(1);
    const picked = { id: await second.getAttribute('data-id'), type: await second.getAttribute('data-type') };
    expect(picked.type).not.toBe('CITY');
    expect(await second.innerText()).toContain('Shanghai');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => second.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await page.getByTestId('hotel-destination-search').waitFor({ state: 'detached' });
    expect(await page.getByTestId('hotel-destination').getAttribute('data-id')).toBe(picked.id);
    expect(await page.getByTestId('hotel-destination').getAttribute('data-city')).toBe('156310000');
    await page.getByTestId('hotel-hot-word').first().waitFor();

    const checkin = plusDays(today(), 3);
    await fillDate(page, 'hotel-checkin', checkin);
    await fillDate(page, 'hotel-checkout', plusDays(checkin, 2));
    await expect.poll(() => page.getByTestId('hotel-nights').getAttribute('data-nights')).toBe('2');

    // A child needs an age: the picker says so in place and keeps the guests until one is chosen.
    await page.getByTestId('hotel-guests').click();
    await page.getByTestId('hotel-children-plus').click();
    await expect.poll(() => page.getByTestId('hotel-children-value').innerText()).toBe('1');
    await page.getByTestId('hotel-guests-done').click();
    await page.getByTestId('hotel-child-age-0-error').waitFor();
    await chooseOption(page, 'hotel-child-age-0', '8 years');
    await page.getByTestId('hotel-guests-done').click();
    await page.getByTestId('hotel-guests-picker').waitFor({ state: 'hidden' });
    expect(await page.getByTestId('hotel-guests').innerText()).toContain('1 child');

    await page.getByTestId('hotel-search').click();
    await page.waitForURL('**/hotel/results?**');
    const url = new URL(page.url());
    expect(url.searchParams.get('dest')).toBe(picked.id);
    expect(url.searchParams.get('kids')).toBe('8');
    await page.getByTestId('hotel-card').first().waitFor({ timeout: 60_000 });
    await resultsSettled(page);
    await page.getByTestId('hotel-plot-reference').waitFor();
    expect(await page.getByTestId('hotel-sort-5').isVisible()).toBe(true);

    // Five stars only, on the server: every card is a five-star hotel.
    await page.getByTestId('hotel-filter-star-5').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('stars')).toBe('5');
    await resultsSettled(page);
    const stars = await page.locator('[data-testid="hotel-list"] .hotel-card__stars').allInnerTexts();
    expect(stars.length).toBeGreaterThan(0);
    expect(new Set(stars)).toEqual(new Set(['★★★★★']));

    // Cheapest first.
    await page.getByTestId('hotel-sort-2').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('2');
    await resultsSettled(page);
    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    // A dot on the plot highlights its card.
    const dot = page.getByTestId('hotel-plot-dot').first();
    const dotHotel = await dot.getAttribute('data-hotel-id');
    await dot.hover();
    await expect.poll(() => page.locator(`[data-testid="hotel-card"][data-hotel-id="${dotHotel}"]`).getAttribute('class')).toContain('hotel-card--highlighted');
    await screenshot(page, 'hotel-results');

    // A reload keeps the search: the address is the whole state.
    await page.reload();
    await page.getByTestId('hotel-card').first().waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('hotel-sort-2').getAttribute('data-active')).toBe('true');
    const starChecked = await page.getByTestId('hotel-filter-star-5').evaluate((el) => (el instanceof HTMLInputElement ? el : el.querySelector('input'))?.checked);
    expect(starChecked).toBe(true);
    // Back undoes the sort and keeps the stars; forward sorts again.
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBeNull();
    expect(new URL(page.url()).searchParams.get('stars')).toBe('5');
    await expect.poll(() => page.getByTestId('hotel-sort-1').getAttribute('data-active')).toBe('true');
    await page.goForward();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('2');

    // An over-standard hotel (five stars above ¥650 a night) opens with its stay.
    await resultsSettled(page);
    const over = page.locator('[data-testid="hotel-card"][data-exceeding="true"]').first();
    const hotelId = await over.getAttribute('data-hotel-id');
    await over.getByTestId('hotel-card-name').click();
    await page.getByTestId('hotel-detail-page').waitFor();
    expect(new URL(page.url()).searchParams.get('in')).toBe(checkin);
    await page.getByTestId('hotel-plan').first().waitFor({ timeout: 60_000 });
    await page.getByTestId('hotel-gallery').waitFor();
    await page.getByTestId('hotel-comment').first().waitFor();

    // Plans with breakfast only.
    await page.getByTestId('hotel-plan-chip-breakfast').click();
    await plansSettled(page);
    const breakfasts = await page.getByTestId('hotel-plan').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-breakfast'))));
    expect(breakfasts.length).toBeGreaterThan(0);
    expect(breakfasts.every((b) => b > 0)).toBe(true);

    // The policy mark names the nights over the standard, in the reader's date format.
    const mark = page.getByTestId('hotel-plan-exceeding').first();
    await mark.waitFor();
    expect(await mark.innerText()).toMatch(/^Over standard on \d{2}\/\d{2}\/\d{4}/);
    await page.getByTestId('hotel-plan-nights-toggle').first().click();
    expect(await page.getByTestId('hotel-plan-nights').first().locator('tr').count()).toBe(2);

    // A favourite, then the favourites and the browse history show the hotel.
    await page.locator('[data-testid="hotel-detail-page"] .hotel-detail-head [data-testid="hotel-favorite"]').click();
    await expect.poll(() => page.locator('.hotel-detail-head [data-testid="hotel-favorite"]').getAttribute('data-favorite')).toBe('true');
    await screenshot(page, 'hotel-detail');
    await page.goto('/hotel/favorites');
    await page.locator(`[data-testid="hotel-favorites-list"] [data-hotel-id="${hotelId}"]`).waitFor();
    await page.goto('/hotel/history');
    await page.locator(`[data-testid="hotel-history-list"] [data-hotel-id="${hotelId}"]`).waitFor();
    expect(pageErrors(page)).toEqual([]);
  }, 180_000);
});
