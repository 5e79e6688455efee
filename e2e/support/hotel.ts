import type { Page } from 'playwright-core';

/** Opens the destination picker, types into its search box (which has the focus already) and waits for the words. */
export async function typeDestination(page: Page, query: string): Promise<void> {
  await page.getByTestId('hotel-destination').click();
  await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'hotel-destination-search');
  // The pointer out of the way: a word that appears under it would take the highlight from the keyboard.
  await page.mouse.move(0, 0);
  await page.keyboard.type(query);
  // The words of the whole query, not of a part typed before the pause.
  await page.locator(`[data-testid="hotel-destination-words"][data-query="${query}"]`).waitFor();
}

/** Waits until the results list shows the search of the address as it is now (not the previous one kept on screen). */
export async function resultsSettled(page: Page): Promise<void> {
  // The router renders a new address in a transition: the list is the address's once it names the same search.
  await page.waitForFunction(() => {
    const count = document.querySelector('[data-testid="hotel-result-count"]');
    return count?.getAttribute('data-fetching') === 'false' && count.getAttribute('data-search') === window.location.search.slice(1);
  }, undefined, { timeout: 60_000 });
}

/** Waits until the rate plans show the stay and filters as they are now. */
export async function plansSettled(page: Page): Promise<void> {
  await page.locator('[data-testid="hotel-plans"][data-fetching="false"]').waitFor({ timeout: 60_000 });
}

/** The CNY nightly price of each card in the list, top to bottom (cards without a price left out). */
export const cardPrices = (page: Page) =>
  page.locator('[data-testid="hotel-list"] [data-testid="hotel-card-price"]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-cny'))));
