import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, logIn, usePages, pageErrors, screenshot, switchLanguage } from './support/browser';
import { fillDate, horizontalOverflow, logOut, pickOption } from './support/antd';

const day = (offset: number) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  return d.toISOString().slice(0, 10);
};
/** `2026-11-24` as the English UI writes it. */
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** Fills and submits a new travel request (Shanghai → Beijing) and returns its number from the detail page. */
async function createTravelRequest(page: Page, purpose: string, begin: number, end: number): Promise<string> {
  await page.goto('/travel-requests');
  await page.getByTestId('tr-new').click();
  await page.waitForURL('**/travel-requests/new');
  await page.getByTestId('tr-form').waitFor();
  // The member is preselected as the traveller, labelled as the applicant (not as a colleague).
  await expect.poll(() => page.getByTestId('traveller-item').count()).toBe(1);
  expect(await page.getByTestId('traveller-applicant').innerText()).toMatch(/^(Applicant|申请人)$/);
  // The approvers are shown before submitting.
  await expect.poll(() => page.getByTestId('tr-approvers').innerText()).toContain('王强');

  await pickOption(page, 'leg-0-from', 'Shanghai');
  await pickOption(page, 'leg-0-to', 'Beijing');
  await fillDate(page, 'leg-0-begin', day(begin));
  await fillDate(page, 'leg-0-end', day(end));
  await page.getByTestId('purpose-0').fill(purpose);
  await page.getByTestId('tr-submit').click();
  await page.waitForURL(/\/travel-requests\/(?!new)[^/]+$/);
  await page.getByTestId('tr-detail-page').waitFor();
  return (await page.getByTestId('tr-travel-no').innerText()).trim();
}

async function decide(page: Page, travelNO: string, decision: 'approve' | 'reject', comment: string): Promise<void> {
  await page.getByTestId('nav-approvals').click();
  await page.waitForURL('**/approvals');
  const task = page.locator(`[data-testid="approval-task"][data-biz-id="${travelNO}"]`);
  await task.waitFor();
  expect(await task.getByTestId('approval-applicant').innerText()).toBe('张伟');
  expect(await task.getByTestId('approval-level').innerText()).toBe('Level 1 of 1');
  // The route from its origin, not only where it goes.
  expect(await task.getByTestId('approval-route').innerText()).toBe('Shanghai → Beijing');
  await expect.poll(() => task.getByTestId('deadline-countdown').innerText()).toMatch(/left$/);
  await task.getByTestId(`approval-${decision}`).click();
  await page.getByTestId('decision-comment').fill(comment);
  await page.getByTestId('decision-confirm').click();
  await page.getByTestId('decision-comment').waitFor({ state: 'detached' });
  // The inbox refreshes: the task left the pending list.
  await task.waitFor({ state: 'detached' });
}

describe('travel requests and their approval', () => {
  const open = usePages();

  it('employee submits, manager approves with a comment, employee sees it approved', async () => {
    const { context, page } = await open();
    await logIn(page, 'employee');
    await switchLanguage(page, 'en');
    // An empty form is refused with the catalog's words before anything is sent.
    await page.goto('/travel-requests/new');
    await page.getByTestId('tr-form').waitFor();
    await page.getByTestId('tr-submit').click();
    await expect.poll(() => page.locator('.ant-form-item-explain-error').allInnerTexts()).toContain('Enter the purpose of the trip.');
    await screenshot(page, 'tr-form-errors-en');
    // A trip in the past cannot be entered: a past day typed into the date is not taken.
    await fillDate(page, 'leg-0-end', day(-3));
    await page.getByTestId('purpose-0').click();
    await expect.poll(() => page.getByTestId('leg-0-end').inputValue()).toBe('');

    const travelNO = await createTravelRequest(page, 'Client workshop in Beijing', 3, 5);
    expect(await page.getByTestId('tr-status').first().getAttribute('data-status')).toBe('WAIT_APPROVE');
    expect(await page.getByTestId('tr-purpose').innerText()).toBe('Client workshop in Beijing');
    expect(await page.getByTestId('approval-step').first().innerText()).toContain('王强');
    await screenshot(page, 'tr-detail-pending-en');

    await page.getByTestId('nav-travelRequests').click();
    const row = page.locator(`[data-testid="tr-row"][data-travel-no="${travelNO}"]`);
    await row.waitFor();
    expect(await row.getByTestId('tr-status').getAttribute('data-status')).toBe('WAIT_APPROVE');
    await screenshot(page, 'tr-list-en');
    await logOut(page);

    await logIn(page, 'manager');
    // The bell counts the new task.
    await expect.poll(async () => Number(await page.getByTestId('notification-count').getAttribute('data-count'))).toBeGreaterThan(0);
    await page.getByTestId('nav-approvals').click();
    await page.locator(`[data-testid="approval-task"][data-biz-id="${travelNO}"]`).waitFor();
    await screenshot(page, 'approvals-inbox-en');
    await decide(page, travelNO, 'approve', 'Approved, have a good trip');
    await page.getByTestId('approval-tab-DONE').click();
    const done = page.locator(`[data-testid="approval-list-DONE"] [data-testid="approval-task"][data-biz-id="${travelNO}"]`);
    await done.waitFor();
    expect(await done.getByTestId('step-status').first().getAttribute('data-status')).toBe('APPROVED');
    // The approver reads the request but neither applies for over-standard nor cancels it: that is the applicant's.
    await done.getByTestId('approval-open-request').click();
    await page.getByTestId('tr-detail-page').waitFor();
    await expect.poll(() => page.getByTestId('tr-status').first().getAttribute('data-status')).toBe('APPROVED');
    expect(await page.getByTestId('tr-exceed').count()).toBe(0);
    expect(await page.getByTestId('tr-cancel').count()).toBe(0);
    await screenshot(page, 'tr-detail-approver-en');
    await logOut(page);

    await logIn(page, 'employee');
    await page.getByTestId('nav-travelRequests').click();
    await page.getByTestId('tr-tab-APPROVED').click();
    await row.waitFor();
    expect(await row.getByTestId('tr-status').getAttribute('data-status')).toBe('APPROVED');
    await row.getByTestId('tr-link').click();
    await page.getByTestId('tr-detail-page').waitFor();
    expect(await page.getByTestId('tr-status').first().getAttribute('data-status')).toBe('APPROVED');
    // The applicant may apply for over-standard and cancel.
    await page.getByTestId('tr-exceed').waitFor();
    expect(await page.getByTestId('tr-cancel').count()).toBe(1);
    const step = page.getByTestId('approval-step').first();
    expect(await step.getByTestId('step-status').getAttribute('data-status')).toBe('APPROVED');
    expect(await step.getByTestId('step-comment').innerText()).toContain('Approved, have a good trip');
    expect(await page.getByTestId('orderable-CHOTEL').getAttribute('data-orderable')).toBe('true');
    // The employee was told: a notification about the decision.
    await page.getByTestId('notification-bell').click();
    await page.getByTestId('notification-item').first().waitFor();
    await page.waitForTimeout(400); // the drawer finishes sliding in
    await screenshot(page, 'tr-detail-approved-notifications-en');
    await page.keyboard.press('Escape');
    await page.getByTestId('notification-drawer').waitFor({ state: 'hidden' });
    await screenshot(page, 'tr-detail-approved-en');

    // Over-standard application: only the traveller with an amount is sent; the answer is a new request.
    await page.getByTestId('tr-exceed').click();
    await page.getByTestId('exceed-amount-0').waitFor();
    await page.getByTestId('exceed-submit').click();
    await page.getByTestId('exceed-error').waitFor();
    await page.getByTestId('exceed-amount-0').fill('880');
    await page.getByTestId('exceed-reason').fill('The client site is far from any hotel within the standard');
    await screenshot(page, 'tr-exceed-dialog-en');
    await page.getByTestId('exceed-submit').click();
    await page.waitForURL((url) => !url.pathname.endsWith(travelNO) && /\/travel-requests\/[^/]+$/.test(url.pathname));
    const exceedNO = new URL(page.url()).pathname.split('/').pop()!;
    expect(exceedNO).not.toBe(travelNO);
    await expect.poll(() => page.getByTestId('tr-travel-no').innerText()).toBe(exceedNO);
    await expect.poll(() => page.locator('.ant-alert-info').innerText()).toContain(travelNO);
    expect(await page.locator('.ant-alert-info').innerText()).toContain('¥880.00');
    expect(await page.getByTestId('tr-status').first().getAttribute('data-status')).toBe('WAIT_APPROVE');
    await screenshot(page, 'tr-exceed-detail-en');

    // Cancelling asks first, then withdraws it.
    await page.getByTestId('tr-cancel').click();
    await page.getByTestId('tr-cancel-confirm').click();
    await expect.poll(() => page.getByTestId('tr-status').first().getAttribute('data-status')).toBe('CANCELED');
    expect(await page.getByTestId('tr-cancel').count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it('manager rejects with a comment and the employee sees why, in Chinese', async () => {
    const { context, page } = await open({ locale: 'zh-CN' });
    await logIn(page, 'employee');
    await switchLanguage(page, 'en');
    const travelNO = await createTravelRequest(page, 'Trade fair visit', 6, 8);
    await logOut(page);

    await logIn(page, 'manager');
    await decide(page, travelNO, 'reject', 'Please combine this with next week’s trip');
    await logOut(page);

    await logIn(page, 'employee');
    await switchLanguage(page, 'zh-CN');
    await page.goto('/travel-requests?status=REJECTED');
    const row = page.locator(`[data-testid="tr-row"][data-travel-no="${travelNO}"]`);
    await row.waitFor();
    expect(await row.getByTestId('tr-status').innerText()).toBe('已驳回');
    await row.getByTestId('tr-link').click();
    await page.getByTestId('tr-rejected').waitFor();
    expect(await page.getByTestId('tr-rejected').innerText()).toContain('Please combine this with next week’s trip');
    expect(await page.getByTestId('step-comment').first().innerText()).toContain('Please combine this with next week’s trip');
    await screenshot(page, 'tr-detail-rejected-zh-CN');
    await page.goto('/travel-requests');
    await row.waitFor();
    await screenshot(page, 'tr-list-zh-CN');
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it('works at phone width: list cards, the form, the detail and the inbox stay within the screen', async () => {
    const { context, page } = await open(PHONE);
    await logIn(page, 'employee');
    await switchLanguage(page, 'en');
    await page.goto('/travel-requests');
    await page.getByTestId('tr-row').first().waitFor();
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'phone-tr-list');
    await page.goto('/travel-requests/new');
    await page.getByTestId('tr-form').waitFor();
    await page.getByTestId('tr-approvers').waitFor();
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'phone-tr-form');
    await page.goto('/travel-requests');
    await page.getByTestId('tr-link').first().click();
    await page.getByTestId('tr-detail-page').waitFor();
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'phone-tr-detail');
    await logOut(page);
    await logIn(page, 'manager');
    await switchLanguage(page, 'en');
    await page.goto('/approvals?tab=DONE');
    await page.getByTestId('approval-task').first().waitFor();
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'phone-approvals');
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it('lets the manager hand approvals to a colleague for a week, then end it', async () => {
    const { context, page } = await open();
    await logIn(page, 'manager');
    await switchLanguage(page, 'en');
    await page.goto('/approvals?tab=DELEGATION');
    await page.getByTestId('delegation-section').waitFor();
    await pickOption(page, 'delegate-member', '陈', '陈静');
    await fillDate(page, 'delegate-begin', day(0));
    await fillDate(page, 'delegate-end', day(-1));
    await page.getByTestId('delegate-save').click();
    // The contract's rule, in the catalog's words, on the end date.
    await expect.poll(() => page.locator('.ant-form-item-explain-error').allInnerTexts()).toContain('The end date must not be before the start date.');
    await fillDate(page, 'delegate-end', day(7));
    await page.getByTestId('delegate-save').click();
    const item = page.getByTestId('delegate-item').filter({ hasText: '陈静' });
    await item.waitFor();
    // The dates the English way (month/day/year), not the wire's ISO form.
    expect(await item.innerText()).toContain(`${usDate(day(0))} – ${usDate(day(7))}`);
    await screenshot(page, 'approvals-delegation-en');
    await item.getByTestId('delegate-delete').click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
    await item.waitFor({ state: 'detached' });
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it('leads back from a page or a request that does not exist', async () => {
    const { context, page } = await open();
    await logIn(page, 'employee');
    await switchLanguage(page, 'en');
    await page.goto('/travel-requests');
    await page.getByTestId('tr-new').waitFor();
    await page.goto('/travel-requests/new/nothing-here');
    await page.getByTestId('not-found').waitFor();
    await screenshot(page, 'not-found-en');
    await page.getByTestId('not-found-back').click();
    await page.waitForURL('**/travel-requests');
    await page.goto('/no-such-page');
    await page.getByTestId('not-found-home').click();
    await page.getByTestId('home-greeting').waitFor();
    // A request that does not exist is named in words (not by its code) and leads back to the list.
    await page.goto('/travel-requests/TR00000000000000');
    const result = page.locator('.ant-result');
    await expect.poll(() => result.innerText()).toContain('The requested travel request was not found.');
    await result.getByRole('button', { name: 'Back to travel requests' }).click();
    await page.waitForURL('**/travel-requests');
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});
