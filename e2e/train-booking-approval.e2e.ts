import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { DESKTOP, PHONE, logIn, pageErrors, screenshot, switchLanguage, usePages } from './support/browser';
import { okFromPage } from './support/api';
import { horizontalOverflow } from './support/antd';
import { addCustomer, fen, fillContact, openBooking, plusDays, today } from './support/train';

type TrainStandard = { allowedSeatClasses: string[]; highestStandard: string; handleTypes: string; controlSeconds: number };
type StandardList = { list: { travelLevel: string; standards: { product: string; standard: TrainStandard }[] }[] };

/** The machine's first address other than loopback (as a colleague on the office network opens it), else loopback. */
const machineAddress =
  Object.values(networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal)?.address ?? '127.0.0.1';

/**
 * Over the travel standard with handle type 1 (approval): the traveller's booking waits for the company's approval
 * with its seat held, the approver decides in the inbox, and the order goes on to issuing or is cancelled.
 */
describe('booking approval of an over-standard train booking', () => {
  const open = usePages();
  const baseURL = `http://${machineAddress}:${new URL(inject('baseUrl')).port}`;
  const at = (options: BrowserContextOptions = DESKTOP) => open({ ...options, baseURL });
  let manager: Page;
  let before: TrainStandard | undefined;

  beforeAll(async () => {
    manager = (await at()).page;
    await logIn(manager, 'manager');
    await switchLanguage(manager, 'en');
    before = (await okFromPage<StandardList>(manager, 'tmc/travel_standard/list', {})).list.find((l) => l.travelLevel === 'L3')?.standards.find((s) => s.product === 'TRAIN')?.standard;
    // Staff (L3) may take second class; above it the booking waits for the company's approval (handle type 1).
    await okFromPage(manager, 'tmc/travel_standard/save', {
      travelLevel: 'L3',
      product: 'TRAIN',
      standard: { allowedSeatClasses: ['SECOND'], highestStandard: '5', handleTypes: '1', controlSeconds: 0 },
    });
  }, 120_000);
  afterAll(async () => {
    if (before) await okFromPage(manager, 'tmc/travel_standard/save', { travelLevel: 'L3', product: 'TRAIN', standard: before });
    else await okFromPage(manager, 'tmc/travel_standard/delete', { travelLevel: 'L3', product: 'TRAIN' });
  });

  /** First-class places left on the booking's train (t1: train, date, from, to), as the railway says now. */
  const firstClassLeft = async (page: Page, t1: string) => {
    const [trainNo, departureDate, fromStationCode, toStationCode] = t1.split(',');
    const out = await okFromPage<{ trip: { seatList: { seatClass: string; seatRemain: number }[] } }>(page, 'train-app/train/product/list', { trainNo, departureDate, fromStationCode, toStationCode });
    return out.trip.seatList.find((x) => x.seatClass === 'FIRST')!.seatRemain;
  };

  /** As `notr`: a first-class seat on a business trip `days` ahead with a reason of their own; answers the train number and the trip (t1). */
  async function bookFirstClass(page: Page, days: number, nth: number, customer: [string, string, string], reason: string) {
    const url = await openBooking(page, plusDays(today(), days), 1, nth);
    await page.goto(url.pathname + url.search.replace('travel=PRIVATE', 'travel=BUSINESS'));
    await page.getByTestId('book-trip').first().waitFor();
    await page.locator('[data-testid="book-seat-class"] label', { has: page.locator('[data-seat-class="FIRST"]') }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('t1')).toContain(',FIRST,');
    const t1 = new URL(page.url()).searchParams.get('t1')!;
    const [trainNo] = t1.split(',');
    await addCustomer(page, ...customer);
    await fillContact(page);

    // The policy says the seat is above the standard and that the company approves it; a reason is asked for.
    await page.getByTestId('book-policy').waitFor();
    expect(await page.getByTestId('policy-result-summary').first().innerText()).toMatch(/approv/i);
    await page.getByTestId('policy-reason-other').click();
    await page.getByTestId('policy-reason-text').fill(reason);
    await page.getByTestId('book-missing').waitFor({ state: 'detached' });
    return { trainNo: trainNo!, t1 };
  }

  /** Submits the booking and lands on the order, waiting for approval; answers the order id. */
  async function submitForApproval(page: Page): Promise<string> {
    await page.getByTestId('book-submit').click();
    await page.waitForURL('**/train/orders/**', { timeout: 20_000 });
    await page.locator('[data-testid="order-status"][data-status="WAIT_APPROVE"]').waitFor();
    return decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  }

  it('waits for approval, is approved in the inbox and goes on to issuing', async () => {
    const { page } = await at();
    await logIn(page, 'notr');
    await switchLanguage(page, 'en');
    const { trainNo } = await bookFirstClass(page, 9, 0, ['qin', 'lan', 'E37125586'], 'Client meeting on board');
    await screenshot(page, 'train-approval-book-en');
    const orderId = await submitForApproval(page);

    // The order says it waits for the company and until when; nothing to pay yet.
    const alert = page.getByTestId('order-wait-approve');
    expect(await alert.innerText()).toMatch(/approval/i);
    expect(await page.getByTestId('order-pay').count()).toBe(0);
    expect(await page.getByTestId('order-cancel').isVisible()).toBe(true);
    const amount = fen(await page.getByTestId('order-amount').innerText());
    await screenshot(page, 'train-approval-order-wait-en');

    // The orders list names the status in words, and shows it waiting for approval (nothing to pay), with its countdown.
    await page.goto('/orders');
    const row = page.locator(`[data-testid="order-row"][data-order-id="${orderId}"]`);
    expect(await row.getAttribute('data-status')).toBe('WAIT_APPROVE');
    expect(await row.getByTestId('order-row-status').innerText()).toBe('Awaiting approval');
    const waiting = page.locator(`[data-testid="waiting-order"][data-order-id="${orderId}"]`);
    await waiting.waitFor();
    expect(await waiting.getAttribute('data-wait-type')).toBe('WAIT_APPROVE');
    expect(await waiting.innerText()).toContain('Awaiting approval');
    expect(Number(await waiting.getByTestId('waiting-countdown').getAttribute('data-left'))).toBeGreaterThan(0);
    expect(await waiting.getByTestId('waiting-act').getAttribute('href')).toBe(`/train/orders/${encodeURIComponent(orderId)}`);
    await page.goBack();
    await page.locator('[data-testid="order-status"][data-status="WAIT_APPROVE"]').waitFor();

    // The approver's inbox: what is booked (train and route), by whom, the amount, the reason and the policy judged again.
    await manager.goto('/approvals');
    const task = manager.locator(`[data-testid="approval-task"][data-biz-id="${orderId}"]`);
    await task.waitFor();
    expect(await task.getByTestId('approval-task-title').innerText()).toContain(trainNo);
    expect(await task.getByTestId('approval-applicant').innerText()).toContain('李娜');
    expect(await task.getByTestId('approval-product').innerText()).toBe('Train');
    expect(await task.getByTestId('approval-order-id').innerText()).toBe(orderId);
    expect(fen(await task.getByTestId('approval-amount').innerText())).toBe(amount);
    expect(await task.getByTestId('approval-exceed-reason').innerText()).toBe('Client meeting on board');
    expect(await task.getByTestId('policy-result-summary').innerText()).toMatch(/approv/i);
    await screenshot(manager, 'train-approval-inbox-en');
    await task.getByTestId('approval-approve').click();
    await manager.getByTestId('decision-confirm').click();
    await task.waitFor({ state: 'detached' });

    // Back with the traveller: the order page goes on by itself to issuing and the tickets are issued.
    await page.locator('[data-testid="order-status"][data-status="ISSUED"]').waitFor({ timeout: 40_000 });
    expect(await page.getByTestId('order-wait-approve').count()).toBe(0);
    await screenshot(page, 'train-approval-order-issued-en');
    expect(pageErrors(page)).toEqual([]);
    expect(pageErrors(manager)).toEqual([]);
  }, 180_000);

  it('is cancelled with the seat released when the approver rejects (375 px)', async () => {
    const { page } = await at();
    await logIn(page, 'notr');
    await switchLanguage(page, 'en');
    const { t1 } = await bookFirstClass(page, 10, 1, ['he', 'ping', 'E48236697'], 'Working on the train');
    const left = await firstClassLeft(page, t1);
    const orderId = await submitForApproval(page);
    // The seat is held while the approver decides.
    expect(await firstClassLeft(page, t1)).toBe(left - 1);

    // The approver on a phone: the task within the screen, rejected with a comment.
    const phone = (await at(PHONE)).page;
    await logIn(phone, 'manager');
    await switchLanguage(phone, 'en');
    await phone.goto('/approvals');
    const task = phone.locator(`[data-testid="approval-task"][data-biz-id="${orderId}"]`);
    await task.waitFor();
    await expect.poll(() => horizontalOverflow(phone)).toBeLessThanOrEqual(0);
    await screenshot(phone, 'train-approval-inbox-375-en');
    await task.getByTestId('approval-reject').click();
    await phone.getByTestId('decision-comment').fill('Second class will do');
    await phone.getByTestId('decision-confirm').click();
    await task.waitFor({ state: 'detached' });

    await page.locator('[data-testid="order-status"][data-status="CANCELED"]').waitFor({ timeout: 40_000 });
    expect(await page.getByTestId('order-wait-approve').count()).toBe(0);
    expect(await page.getByTestId('order-cancel').count()).toBe(0);
    expect(await page.getByTestId('order-ticket').getAttribute('data-ticket-status')).toBe('CANCELED');
    // The seat is back on sale once the railway has taken the hold back (a job after the rejection).
    await expect.poll(() => firstClassLeft(page, t1), { timeout: 30_000, interval: 1000 }).toBe(left);
    await screenshot(page, 'train-approval-order-rejected-en');

    // Why: the notification names the order and the approver's comment, and leads to the orders, where it is cancelled.
    await page.getByTestId('notification-bell').click();
    const note = page.locator('[data-testid="notification-item"]').filter({ hasText: orderId }).filter({ hasText: 'Rejected' });
    await note.waitFor();
    expect(await note.innerText()).toContain('Second class will do');
    await note.click();
    await page.waitForURL('**/orders');
    await page.locator(`[data-testid="order-row"][data-order-id="${orderId}"][data-status="CANCELED"]`).waitFor();
    expect(pageErrors(page)).toEqual([]);
    expect(pageErrors(phone)).toEqual([]);
  }, 180_000);
});
