import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { logIn, pageErrors, PHONE, screenshot, switchLanguage, usePages } from './support/browser';
import { horizontalOverflow, OPEN_OPTIONS } from './support/antd';
import { okFromPage } from './support/api';
import { plansSettled, SHANGHAI, shanghaiPlans } from './support/hotel';
import { plusDays, today } from './support/train';


/** A Shanghai hotel with (or without) the company's contract rates for the stay, found through the API as the page would. */
async function hotelWith(page: Page, stay: { checkinDate: string; checkoutDate: string }, contract: boolean): Promise<string> {
  // Contract hotels lead the recommended order: the cheapest first reach the others sooner.
  for await (const { hotelId, plans } of shanghaiPlans<{ sourceType: string }>(page, stay, { pageSize: 50, sort: contract ? 1 : 2, hotelFilter: { protocolOnly: contract } })) {
    if (plans.some((p) => p.sourceType === '1') === contract) return hotelId;
  }
  throw new Error(`no Shanghai hotel ${contract ? 'with' : 'without'} contract rates`);
}

async function openPlans(page: Page, hotelId: string, stay: { checkinDate: string; checkoutDate: string }): Promise<void> {
  await page.goto(`/hotel/${hotelId}?city=${SHANGHAI}&in=${stay.checkinDate}&out=${stay.checkoutDate}&travel=1`);
  await page.getByTestId('hotel-detail-page').waitFor();
  await page.getByTestId('hotel-plan').first().waitFor({ timeout: 60_000 });
  await plansSettled(page);
}

/** Opens an Ant Design select of the dialog and clicks its option at `index`. */
async function chooseNth(page: Page, testId: string, index: number): Promise<void> {
  await page.getByTestId(testId).click();
  await page.locator(`${OPEN_OPTIONS} .ant-select-item-option`).nth(index).click();
  await page.locator(OPEN_OPTIONS).waitFor({ state: 'detached' }).catch(() => undefined);
}

describe('price feedback beside contract rates', () => {
  const open = usePages();
  const stay = { checkinDate: plusDays(today(), 8), checkoutDate: plusDays(today(), 9) };

  it('reports a lower price seen on another platform, asking its name for Other, and offers none without contract rates', async () => {
    const { page } = await open();
    await logIn(page, 'notr');
    await switchLanguage(page, 'en');
    const plain = await hotelWith(page, stay, false);
    await openPlans(page, plain, stay);
    expect(await page.getByTestId('price-feedback-open').count()).toBe(0);

    await openPlans(page, await hotelWith(page, stay, true), stay);
    await page.getByTestId('price-feedback-open').click();
    await page.getByTestId('price-feedback-modal').waitFor();
    await chooseNth(page, 'price-feedback-platform', 6);
    await page.getByTestId('price-feedback-other').waitFor();
    await chooseNth(page, 'price-feedback-room', 0);
    await page.locator('input[data-testid="price-feedback-price"], [data-testid="price-feedback-price"] input').first().fill('399');
    await page.getByTestId('price-feedback-submit').click();
    // Other needs its name: the dialog stays, saying so under the field.
    await page.locator('.ant-form-item-explain-error').filter({ hasText: 'Please fill this in.' }).waitFor();
    await page.getByTestId('price-feedback-other').fill('Trip.com app');
    await screenshot(page, 'hotel-price-feedback');
    await page.getByTestId('price-feedback-submit').click();
    await page.locator('.ant-message').filter({ hasText: 'Submit success' }).waitFor();
    await page.getByTestId('price-feedback-modal').waitFor({ state: 'detached' });
    expect(pageErrors(page)).toEqual([]);
  }, 180_000);

  it('fits the dialog on a phone (375 px)', async () => {
    const { page } = await open(PHONE);
    await logIn(page, 'notr');
    await switchLanguage(page, 'de');
    await openPlans(page, await hotelWith(page, stay, true), stay);
    await page.getByTestId('price-feedback-open').click();
    await page.getByTestId('price-feedback-modal').waitFor();
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'hotel-price-feedback-phone');
    await page.getByTestId('price-feedback-close').click();
    await page.getByTestId('price-feedback-modal').waitFor({ state: 'detached' });
    expect(pageErrors(page)).toEqual([]);
  }, 180_000);
});
