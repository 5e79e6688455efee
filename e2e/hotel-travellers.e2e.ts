import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, logIn, pageErrors, screenshot, switchLanguage, usePages } from './support/browser';
import { OPEN_OPTIONS, fillDate, horizontalOverflow } from './support/antd';
import { okFromPage } from './support/api';
import { plansSettled, resultsSettled, typeDestination } from './support/hotel';
import { plusDays, today } from './support/train';

/** The demo's nightly caps in Beijing, CNY fen: notr (L3) 600 yuan, manager 王强 (L2) 800 yuan. */
const L3_BEIJING = 60000;
const L2_BEIJING = 80000;

/** Picks a city word of the destination picker. */
async function chooseCity(page: Page, query: string): Promise<void> {
  await typeDestination(page, query);
  await page.locator('[data-testid="hotel-destination-word"][data-type="CITY"]').first().click();
  await page.getByTestId('hotel-destination-search').waitFor({ state: 'detached' });
}

/** Each rate plan's policy mark on the detail page, by plan id. */
const planMarks = async (page: Page) =>
  Object.fromEntries(await page.getByTestId('hotel-plan').evaluateAll((els) => els.map((e) => [e.getAttribute('data-plan-id'), e.getAttribute('data-exceeding')] as const)));

describe("hotels judged by a colleague's standard, and near an office", () => {
  const open = usePages();

  it("marks results and rate plans against a colleague's standard chosen on the search, kept in the address", async () => {
    const { page } = await open();
    await logIn(page, 'notr');
    await switchLanguage(page, 'en');
    await page.goto('/hotel');
    await page.getByTestId('hotel-search-page').waitFor();
    await chooseCity(page, 'beijing');
    // One night: a plan's average is its night, so a plan between the two caps is over one standard and within the other.
    const checkin = plusDays(today(), 3);
    await fillDate(page, 'hotel-checkin', checkin);
    await fillDate(page, 'hotel-checkout', plusDays(checkin, 1));

    // Nobody chosen is the member themself; the colleague type-ahead adds 王强 (L2), then the member is taken off.
    const field = page.getByTestId('hotel-travellers-field');
    expect(await field.getByTestId('traveller-item').count()).toBe(1);
    expect(await field.getByTestId('traveller-applicant').innerText()).toBe('You');
    await field.getByTestId('traveller-search').click();
    await page.keyboard.type('王强');
    const option = page.locator(`${OPEN_OPTIONS} [data-testid="traveller-option"][data-member-id="mem-manager"]`);
    await option.waitFor();
    await option.click();
    await expect.poll(() => field.getAttribute('data-travellers')).toBe('mem-notr,mem-manager');
    await field.locator('[data-testid="traveller-item"][data-member-id="mem-notr"] [data-testid="traveller-remove"]').click();
    await expect.poll(() => field.getAttribute('data-travellers')).toBe('mem-manager');
    await page.getByTestId('hotel-office-zones').waitFor();
    await screenshot(page, 'hotel-search-travellers');

    await page.getByTestId('hotel-search').click();
    await page.waitForURL('**/hotel/results?**');
    const [entry] = new URL(page.url()).searchParams.getAll('tv');
    expect(entry).toMatch(/^m:mem-manager:.+/);
    const managerName = entry!.split(':').slice(2).join(':');
    await page.getByTestId('hotel-card').first().waitFor({ timeout: 60_000 });
    await resultsSettled(page);
    expect(await page.getByTestId('hotel-results-travellers').innerText()).toBe(`Standard of ${managerName}`);

    // The standard's price tag is the manager's: the dearest hotels within it, none marked over it.
    await page.getByTestId('hotel-price-standard').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('std')).toBe('1');
    await page.getByTestId('hotel-sort-3').click();
    // The sort keeps the standard's filter chosen just before it.
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('3');
    expect(new URL(page.url()).searchParams.get('std')).toBe('1');
    await resultsSettled(page);
    const prices = await page.locator('[data-testid="hotel-list"] [data-testid="hotel-card-price"]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-cny'))));
    expect(prices[0]).toBeGreaterThan(L3_BEIJING);
    expect(prices.every((p) => p <= L2_BEIJING)).toBe(true);
    expect(await page.locator('[data-testid="hotel-list"] [data-testid="hotel-card"][data-exceeding="true"]').count()).toBe(0);
    await screenshot(page, 'hotel-results-travellers');

    // The dearest opens with the manager kept: its cheapest plan (over 600 yuan) is within the manager's standard.
    const card = page.getByTestId('hotel-card').first();
    const hotelId = await card.getAttribute('data-hotel-id');
    await card.getByTestId('hotel-card-name').click();
    await page.getByTestId('hotel-detail-page').waitFor();
    expect(new URL(page.url()).searchParams.getAll('tv')).toEqual([entry]);
    await page.getByTestId('hotel-plan').first().waitFor({ timeout: 60_000 });
    await plansSettled(page);
    const standard = page.getByTestId('hotel-plans-standard');
    expect(await standard.getAttribute('data-standard')).toBe(String(L2_BEIJING));
    expect(await standard.innerText()).toContain(managerName);
    const managerMarks = await planMarks(page);
    await screenshot(page, 'hotel-detail-travellers');

    // Back on the search the manager is still chosen (the address keeps him); taken off, the member is the traveller again.
    await page.goBack();
    await page.getByTestId('hotel-change-search').click();
    await page.getByTestId('hotel-search-page').waitFor();
    await expect.poll(() => field.getAttribute('data-travellers')).toBe('mem-manager');
    await field.locator('[data-testid="traveller-item"][data-member-id="mem-manager"] [data-testid="traveller-remove"]').click();
    await expect.poll(() => field.getAttribute('data-travellers')).toBe('');
    expect(await field.getByTestId('traveller-applicant').innerText()).toBe('You');
    await page.getByTestId('hotel-search').click();
    await page.waitForURL('**/hotel/results?**');
    expect(new URL(page.url()).searchParams.has('tv')).toBe(false);
    await page.getByTestId('hotel-card').first().waitFor({ timeout: 60_000 });
    await page.goto(`/hotel/${hotelId}?in=${checkin}&out=${plusDays(checkin, 1)}&city=156110000`);
    await page.getByTestId('hotel-plan').first().waitFor({ timeout: 60_000 });
    await plansSettled(page);
    expect(await standard.getAttribute('data-standard')).toBe(String(L3_BEIJING));
    const ownMarks = await planMarks(page);

    // The same plans, marked differently: some over the member's 600 yuan are within the manager's 800, none the other way.
    expect(Object.keys(ownMarks).sort()).toEqual(Object.keys(managerMarks).sort());
    const plans = Object.keys(ownMarks);
    expect(plans.filter((id) => ownMarks[id] === 'true' && managerMarks[id] === 'false').length).toBeGreaterThan(0);
    expect(plans.filter((id) => ownMarks[id] === 'false' && managerMarks[id] === 'true')).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
  }, 180_000);

  it("takes a travel request's travellers as the default, and the member again without one", async () => {
    const { page } = await open();
    await logIn(page, 'employee');
    await switchLanguage(page, 'en');
    // Setup through the API: the employee's request Shanghai → Beijing with a colleague, approved by the manager.
    const begin = plusDays(today(), 3);
    const end = plusDays(begin, 2);
    const { travelNO } = await okFromPage<{ travelNO: string }>(page, 'tr/create', {
      travellerList: [
        { memberId: 'mem-employee', travellerName: '张伟' },
        { memberId: 'mem-admin', travellerName: '陈静' },
      ],
      itineraryGroupList: [{ itineraryList: [{ departureCityId: '156310000', arriveCityId: '156110000', beginDate: begin, endDate: end }] }],
      travelPurposeList: [{ travelPurposeDesc: 'Hotel under a request' }],
    });
    const manager = await open();
    await logIn(manager.page, 'manager');
    const tasks = await okFromPage<{ list: { taskId: string; bizId: string }[] }>(manager.page, 'approval/task/list', { status: 'PENDING', pageSize: 200 });
    const task = tasks.list.find((x) => x.bizId === travelNO);
    expect(task, `no approval task for ${travelNO}`).toBeDefined();
    await okFromPage(manager.page, 'approval/task/approve', { taskId: task!.taskId });
    await manager.context.close();

    await page.goto('/hotel');
    await page.getByTestId('hotel-search-page').waitFor();
    await chooseCity(page, 'beijing');
    await fillDate(page, 'hotel-checkin', begin);
    await fillDate(page, 'hotel-checkout', end);
    const field = page.getByTestId('hotel-travellers-field');
    expect(await field.getAttribute('data-travellers')).toBe('');
    await page.getByTestId('hotel-tr-select').click();
    const option = page.locator(`${OPEN_OPTIONS} [data-testid="tr-option"][data-travel-no="${travelNO}"]`);
    await option.waitFor();
    await option.click();
    // The request's travellers, the member among them, said to come from the request.
    await expect.poll(() => field.getAttribute('data-travellers')).toBe('mem-employee,mem-admin');
    expect(await field.getByTestId('traveller-applicant').innerText()).toBe('You');
    expect(await page.getByTestId('hotel-travellers-hint').innerText()).toContain('travel request');

    await page.getByTestId('hotel-search').click();
    await page.waitForURL('**/hotel/results?**');
    const url = new URL(page.url());
    expect(url.searchParams.get('tr')).toBe(travelNO);
    expect(url.searchParams.getAll('tv')).toEqual(['m:mem-employee:张伟', 'm:mem-admin:陈静']);
    await page.getByTestId('hotel-card').first().waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('hotel-results-travellers').innerText()).toBe('Standard of 张伟 and 陈静');

    // Back on the search with no request, the member alone is the traveller again.
    await page.getByTestId('hotel-change-search').click();
    await page.getByTestId('hotel-search-page').waitFor();
    await expect.poll(() => field.getAttribute('data-travellers')).toBe('mem-employee,mem-admin');
    await page.getByTestId('hotel-tr-select').click();
    await page.locator(`${OPEN_OPTIONS} [data-testid="tr-option"][data-travel-no=""]`).click();
    await expect.poll(() => field.getAttribute('data-travellers')).toBe('');
    expect(pageErrors(page)).toEqual([]);
  }, 180_000);

  it('searches the hotels nearest to an office zone of the city at 375 px, the address keeping it', async () => {
    const { page } = await open(PHONE);
    await logIn(page, 'notr');
    await switchLanguage(page, 'en');
    await page.goto('/hotel');
    await page.getByTestId('hotel-search-page').waitFor();
    await chooseCity(page, 'shanghai');
    // The enterprise's two Shanghai offices, beside the popular places.
    const zones = page.getByTestId('hotel-office-zone');
    await zones.first().waitFor();
    expect((await zones.evaluateAll((els) => els.map((e) => e.getAttribute('data-id')))).sort()).toEqual(['oz-demo-sh-hq', 'oz-demo-sh-ljz']);
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.locator('[data-testid="hotel-office-zone"][data-id="oz-demo-sh-ljz"]').click();
    await expect.poll(() => page.getByTestId('hotel-destination').getAttribute('data-id')).toBe('oz-demo-sh-ljz');
    expect(await page.getByTestId('hotel-destination').innerText()).toContain('Shanghai Lujiazui Office');
    await screenshot(page, 'hotel-phone-office-zone');

    await page.getByTestId('hotel-search').click();
    await page.waitForURL('**/hotel/results?**');
    const url = new URL(page.url());
    expect([url.searchParams.get('dest'), url.searchParams.get('destType'), url.searchParams.get('sort')]).toEqual(['oz-demo-sh-ljz', 'OFFICE_ZONE', '5']);
    await page.getByTestId('hotel-card').first().waitFor({ timeout: 60_000 });
    await resultsSettled(page);
    expect(await page.getByTestId('hotel-results-destination').innerText()).toContain('Shanghai Lujiazui Office');
    expect(await page.getByTestId('hotel-results-office-zone').innerText()).toBe('Nearest to the office first');
    expect(await page.getByTestId('hotel-sort-5').getAttribute('data-active')).toBe('true');
    // Nearest first: the distances from the office never fall down the list.
    const km = async () => (await page.locator('[data-testid="hotel-list"] [data-testid="hotel-card-distance"]').allInnerTexts()).map((s) => Number(/[\d.]+/.exec(s)![0]));
    const distances = await km();
    expect(distances.length).toBeGreaterThan(5);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeLessThan(2);
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'hotel-phone-office-results');

    // A reload is the same search near the same office.
    await page.reload();
    await page.getByTestId('hotel-card').first().waitFor({ timeout: 60_000 });
    await resultsSettled(page);
    expect(await page.getByTestId('hotel-results-destination').innerText()).toContain('Shanghai Lujiazui Office');
    expect(await km()).toEqual(distances);
    // In another language the head names the office as the answer does, in that language.
    await switchLanguage(page, 'zh-CN');
    await expect.poll(() => page.getByTestId('hotel-results-destination').innerText(), { timeout: 30_000 }).toBe('上海陆家嘴办公区 · 上海');
    expect(pageErrors(page)).toEqual([]);
  }, 180_000);
});
