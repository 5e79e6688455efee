import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, logIn, usePages, pageErrors, screenshot, switchLanguage } from './support/browser';
import { horizontalOverflow, pickOption } from './support/antd';

/** Sets the enterprise's hotel over-standard handling on the Hotel control tab. */
async function setViolationControl(page: Page, value: 0 | 4): Promise<void> {
  await page.goto('/policy?tab=hotel');
  await page.getByTestId('hotel-control-section').waitFor();
  await page.getByTestId(`violation-control-${value}`).click();
  await page.getByTestId('hotel-control-save').click();
  await page.locator('.ant-message-success').waitFor();
}

/** Runs the simulator for 张伟 (travel level Staff) in Beijing: a night within and a night above the standard. */
async function checkBeijingHotel(page: Page): Promise<void> {
  await page.goto('/policy?tab=check');
  await page.getByTestId('policy-simulator').waitFor();
  // The manager is preselected; check the employee instead.
  await page.getByTestId('traveller-remove').click();
  await pickOption(page, 'traveller-search', '张伟', '张伟');
  await expect.poll(() => page.getByTestId('traveller-item').allInnerTexts()).toEqual([expect.stringContaining('张伟')]);
  await pickOption(page, 'sim-hotel-city', 'Beijing', /Beijing|北京/);
  await page.getByTestId('sim-night-0').fill('550');
  await page.getByTestId('sim-night-add').click();
  await page.getByTestId('sim-night-1').fill('700');
  await page.getByTestId('sim-run').click();
  await page.getByTestId('policy-result').waitFor();
}

describe('travel policy', () => {
  const open = usePages();

  it('lets the travel manager edit a standard in yuan and see why a hotel is refused, then the mixed-pay split', async () => {
    const { context, page } = await open();
    await logIn(page, 'manager');
    await switchLanguage(page, 'en');
    await page.getByTestId('nav-policy').click();
    await page.waitForURL('**/policy');
    const l2Hotel = page.getByTestId('standard-L2-HOTEL');
    await l2Hotel.waitFor();
    await screenshot(page, 'policy-standards-en');

    // Edit the Manager level's hotel standard: amounts are typed in yuan.
    await l2Hotel.getByTestId('standard-edit').click();
    await page.getByTestId('standard-drawer').waitFor();
    const defaultCap = page.getByTestId('std-hotel-default');
    expect(await defaultCap.inputValue()).toBe('600.00');
    await defaultCap.fill('620.50');
    await screenshot(page, 'policy-standard-hotel-form-en');
    await page.getByTestId('standard-save').click();
    await page.getByTestId('standard-drawer').waitFor({ state: 'hidden' });
    await expect.poll(() => l2Hotel.innerText()).toContain('Default ¥620.50 per night');

    // Within "choose a reason" handling: the night above the standard is named, with its limit and value.
    await setViolationControl(page, 0);
    await checkBeijingHotel(page);
    const traveller = page.getByTestId('policy-traveller');
    expect(await traveller.getByTestId('policy-outcome').innerText()).toBe('Reason needed');
    const violation = traveller.getByTestId('policy-violation');
    expect(await violation.count()).toBe(1);
    const description = await violation.getByTestId('policy-violation-description').innerText();
    expect(description).toMatch(/700\.00/);
    expect(description).toMatch(/600\.00/);
    expect(await violation.getByTestId('policy-violation-rule').innerText()).toBe('Nightly price cap');
    expect(await violation.getByTestId('policy-violation-limit').innerText()).toContain('600.00');
    expect(await violation.getByTestId('policy-violation-actual').innerText()).toContain('700.00');
    // The traveller may pick one of the enterprise's reasons or type one.
    await page.getByTestId('policy-reason-option').first().waitFor();
    await page.getByTestId('policy-reason-other').click();
    await page.getByTestId('policy-reason-text').fill('Only hotel near the client site');
    await screenshot(page, 'policy-check-reason-en');

    // Mixed payment: the company pays up to the standard, night by night; the traveller the excess.
    await setViolationControl(page, 4);
    await checkBeijingHotel(page);
    expect(await page.getByTestId('policy-outcome').innerText()).toBe('Mixed payment');
    const split = page.getByTestId('policy-split');
    await split.waitFor();
    expect(await split.getByTestId('policy-split-company').innerText()).toBe('¥1,150.00');
    expect(await split.getByTestId('policy-split-personal').innerText()).toBe('¥100.00');
    expect(await split.innerText()).toContain('The company pays ¥1,150.00, you pay ¥100.00');
    await screenshot(page, 'policy-check-mixed-pay-en');

    await switchLanguage(page, 'zh-CN');
    await expect.poll(() => page.getByTestId('policy-outcome').innerText()).toBe('混合支付');
    await expect.poll(() => page.getByTestId('policy-split').innerText()).toContain('公司支付');
    // The check runs again in the new language: the server's words are Chinese now.
    await expect.poll(() => page.getByTestId('policy-violation-description').innerText()).toMatch(/[\u4e00-\u9fff]/);
    await screenshot(page, 'policy-check-mixed-pay-zh-CN');

    await switchLanguage(page, 'en');
    await setViolationControl(page, 0);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it('adds and deletes a violation reason and edits an approval flow', async () => {
    const { context, page } = await open();
    await logIn(page, 'manager');
    await switchLanguage(page, 'en');
    await page.goto('/policy?tab=reasons');
    await page.getByTestId('reasons-section').waitFor();
    await page.getByTestId('reason-item').first().waitFor();
    const before = await page.getByTestId('reason-item').count();
    await page.getByTestId('reason-add').click();
    await page.getByTestId('reason-code').fill('H09');
    // The contract's own check, in the catalog's words, before anything is sent.
    await page.getByTestId('reason-save').click();
    await expect.poll(() => page.locator('.ant-modal .ant-form-item-explain-error').allInnerTexts()).toContain('This field is required.');
    // Entered in Chinese and in English: the English UI lists the English text.
    await page.getByTestId('reason-description').fill('午夜后抵达');
    await page.getByTestId('reason-description-en').fill('Arrival after midnight');
    await page.getByTestId('reason-save').click();
    await expect.poll(() => page.getByTestId('reason-item').count()).toBe(before + 1);
    const added = page.getByTestId('reason-item').filter({ hasText: 'Arrival after midnight' });
    expect(await added.innerText()).toContain('Hotel');
    expect(await added.innerText()).not.toContain('午夜后抵达');
    await screenshot(page, 'policy-reasons-en');
    await added.getByRole('button', { name: 'Delete' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByTestId('reason-item').count()).toBe(before);

    await page.goto('/policy?tab=flows');
    const flow = page.getByTestId('flow-card').filter({ hasText: 'Travel request approval' });
    await flow.waitFor();
    expect(await flow.innerText()).toContain("The applicant's approver");
    await flow.getByTestId('flow-edit').click();
    await page.getByTestId('flow-name').waitFor();
    // The flow is named in both languages; the English UI showed the English name.
    expect(await page.getByTestId('flow-name').inputValue()).toBe('出差申请审批');
    expect(await page.getByTestId('flow-name-en').inputValue()).toBe('Travel request approval');
    await page.getByTestId('flow-name').fill('');
    await page.getByTestId('flow-save').click();
    await expect.poll(() => page.locator('.ant-drawer .ant-form-item-explain-error').allInnerTexts()).toContain('This field is required.');
    await page.getByTestId('flow-name').fill('出差申请审批');
    await screenshot(page, 'policy-flow-form-en');
    await page.getByTestId('flow-save').click();
    await page.getByTestId('flow-name').waitFor({ state: 'hidden' });
    await page.locator('.ant-message-success').waitFor();
    await screenshot(page, 'policy-flows-en');
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it('hides Policy from an employee, who can still check a booking against their own standard', async () => {
    const { context, page } = await open();
    await logIn(page, 'employee');
    await switchLanguage(page, 'en');
    await page.getByTestId('nav-travelRequests').waitFor();
    expect(await page.getByTestId('nav-policy').count()).toBe(0);
    expect(await page.getByTestId('nav-mailOutbox').count()).toBe(0);
    await page.goto('/policy');
    await page.getByTestId('no-permission').waitFor();
    await screenshot(page, 'policy-no-permission-en');

    await page.goto('/travel-requests');
    await page.getByTestId('policy-check-link').click();
    await page.waitForURL('**/policy/check');
    await expect.poll(() => page.getByTestId('my-standards').innerText()).toContain('Train');
    await page.getByTestId('sim-product-TRAIN').click();
    await pickOption(page, 'sim-train-seat', 'First', /^First class$/);
    await page.getByTestId('sim-train-price').fill('933');
    await page.getByTestId('sim-run').click();
    const violation = page.getByTestId('policy-violation').first();
    await violation.waitFor();
    expect(await violation.getByTestId('policy-violation-rule').innerText()).toBe('Seat class');
    expect(await violation.getByTestId('policy-violation-limit').innerText()).toBe('Second class');
    expect(await violation.getByTestId('policy-violation-actual').innerText()).toBe('First class');
    await screenshot(page, 'policy-check-train-en');
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it('fits the policy check and the policy pages on a phone', async () => {
    const { context, page } = await open(PHONE);
    await logIn(page, 'manager');
    await switchLanguage(page, 'zh-CN');
    await page.goto('/policy');
    await page.getByTestId('standard-L3-HOTEL').waitFor();
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'phone-policy-standards-zh-CN');
    await checkBeijingHotel(page);
    await page.getByTestId('policy-violation').waitFor();
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'phone-policy-check-zh-CN');
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});
