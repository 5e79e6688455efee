import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { horizontalOverflow } from './support/antd';
import { okFromPage } from './support/api';
import { logIn, pageErrors, PHONE, screenshot, usePages } from './support/browser';
import { bookAndPay, plusDays, today } from './support/train';

const noOverflow = (page: Page) => expect.poll(() => horizontalOverflow(page), { timeout: 15_000 }).toBeLessThanOrEqual(0);

describe('train order extras and the back office offline supplements', () => {
  const open = usePages();

  it('notr sees where the tickets come from and their collection; admin records an offline refund with the spec checks', async () => {
    const { page: notr } = await open(PHONE);
    await logIn(notr, 'notr');
    const { orderId, orderPath } = await bookAndPay(notr, plusDays(today(), 7), [['bo', 'fang', 'E77001122']]);
    await notr.goto(orderPath);
    await expect.poll(() => notr.getByTestId('order-collection').getAttribute('data-status')).toBe('NOT_COLLECTED');
    await expect.poll(() => notr.getByTestId('order-ticket-source').textContent()).toContain('GTGJ');
    await noOverflow(notr);
    await screenshot(notr, 'train-order-extras-375');

    const { page: admin } = await open(PHONE);
    await logIn(admin, 'admin');
    await admin.goto(`/admin/orders/train/${encodeURIComponent(orderId)}?enterpriseId=ent-demo&memberId=mem-notr`);
    await admin.getByTestId('offline-refund-form').waitFor();
    const pre = await okFromPage<{ ticketList: { ticketPrice: { amount: number } }[] }>(admin, 'bg/train-app/train/offline/pre_query', { orderId, enterpriseId: 'ent-demo', memberId: 'mem-notr' });
    const price = pre.ticketList[0]!.ticketPrice.amount;
    await admin.getByTestId('offline-ticket').first().click();
    await admin.getByTestId('offline-refund-fee').fill('5');
    // An amount other than the prices less the fee is the spec's "inconsistent" message, and nothing can be sent.
    await admin.getByTestId('offline-refund-amount').fill('1');
    await admin.getByTestId('offline-refund-reason').fill('refunded at the station');
    await admin.getByTestId('offline-refund-problem').waitFor();
    expect(await admin.getByTestId('offline-refund-submit').isDisabled()).toBe(true);
    await admin.getByTestId('offline-refund-amount').fill(((price - 500) / 100).toFixed(2));
    await admin.getByTestId('offline-refund-problem').waitFor({ state: 'detached' });
    await admin.getByTestId('offline-refund-check').click();
    await admin.getByTestId('offline-refund-checked').waitFor();
    await noOverflow(admin);
    await screenshot(admin, 'train-back-office-offline-refund-375');
    await admin.getByTestId('offline-refund-submit').click();
    await admin.locator('.ant-message-success').waitFor();
    // The traveller's order now lists the offline refund waiting for them.
    const detail = await okFromPage<{ refundChangeInfo: { refundList: { channel: string; refundStatus: string }[] } }>(notr, 'train-app/train/order/detail', { orderId });
    expect(detail.refundChangeInfo.refundList).toMatchObject([{ channel: 'OFFLINE', refundStatus: 'WAIT_CONFIRM' }]);
    expect(pageErrors(admin)).toEqual([]);
    expect(pageErrors(notr)).toEqual([]);
  });

  it('admin records an offline change: what is missing and a train that does not stop there are refused in words, a right one is recorded and the traveller sees it', async () => {
    const { page: notr } = await open();
    await logIn(notr, 'notr');
    const date = plusDays(today(), 8);
    const { orderId, orderPath } = await bookAndPay(notr, date, [['gai', 'qian', 'E77003344']]);

    const { page: admin } = await open();
    await logIn(admin, 'admin');
    await admin.goto(`/admin/orders/train/${encodeURIComponent(orderId)}?enterpriseId=ent-demo&memberId=mem-notr`);
    await admin.getByTestId('offline-refund-form').waitFor();
    const pre = await okFromPage<{ ticketList: { trainNo: string; fromStationCode: string; toStationCode: string }[] }>(admin, 'bg/train-app/train/offline/pre_query', { orderId, enterpriseId: 'ent-demo', memberId: 'mem-notr' });
    const ticket = pre.ticketList[0]!;
    await admin.getByRole('tab', { name: 'Offline change' }).click();
    const form = admin.getByTestId('offline-change-form');
    await form.waitFor();
    // Passengers first: the ticket chosen fills in its stations.
    await form.getByTestId('offline-ticket').first().click();
    expect(await admin.getByTestId('offline-change-fromStationCode').inputValue()).toBe(ticket.fromStationCode);
    expect(await admin.getByTestId('offline-change-toStationCode').inputValue()).toBe(ticket.toStationCode);
    const problem = admin.getByTestId('offline-change-problem');
    await expect.poll(() => problem.getAttribute('data-problem')).toBe('trainNoRequired');
    expect(await problem.innerText()).toContain('Enter the train number');
    await admin.getByTestId('offline-change-trainNo').fill(ticket.trainNo);
    await admin.getByTestId('offline-change-departureDate').fill(plusDays(date, 1).replaceAll('-', '/'));
    await expect.poll(() => problem.innerText()).toContain('Enter the date as YYYY-MM-DD');
    await admin.getByTestId('offline-change-departureDate').fill(plusDays(date, 1));
    await expect.poll(() => problem.getAttribute('data-problem')).toBe('seatNoRequired');
    await admin.getByTestId('offline-change-coachNo').fill('05');
    await admin.getByTestId('offline-change-seatNo').fill('08F');
    await admin.getByTestId('offline-change-changeFee').fill('12.5x');
    await expect.poll(() => problem.innerText()).toContain('Enter the change fee');
    await admin.getByTestId('offline-change-changeFee').fill('12.50');
    await admin.getByTestId('offline-change-reason').fill('changed at the station');
    await problem.waitFor({ state: 'detached' });

    // A station the train does not stop at: the spec's words, nothing recorded.
    await admin.getByTestId('offline-change-toStationCode').fill('IZQ');
    await admin.getByTestId('offline-change-submit').click();
    const error = admin.locator('.ant-message-error');
    await error.waitFor();
    expect(await error.innerText()).toContain('does not match the train information');
    const before = await okFromPage<{ refundChangeInfo: { changeList: unknown[] } }>(notr, 'train-app/train/order/detail', { orderId });
    expect(before.refundChangeInfo.changeList).toEqual([]);

    await admin.getByTestId('offline-change-toStationCode').fill(ticket.toStationCode);
    await admin.getByTestId('offline-change-submit').click();
    const success = admin.locator('.ant-message-success');
    await success.waitFor({ timeout: 20_000 });
    expect(await success.innerText()).toContain('Reschedule information added');
    // The form starts over: nothing chosen, nothing to say.
    await expect.poll(() => admin.getByTestId('offline-change-trainNo').inputValue()).toBe('');
    expect(await problem.count()).toBe(0);
    await screenshot(admin, 'train-back-office-offline-change');

    // The traveller's order lists the change waiting for their confirmation.
    await notr.goto(orderPath);
    const item = notr.locator('[data-testid="change-history-item"][data-status="WAIT_CONFIRM"]');
    await item.waitFor({ timeout: 20_000 });
    expect(await item.getByTestId('change-history-trains').innerText()).toContain(ticket.trainNo);
    const after = await okFromPage<{ refundChangeInfo: { changeList: { changeStatus: string }[] } }>(notr, 'train-app/train/order/detail', { orderId });
    expect(after.refundChangeInfo.changeList).toMatchObject([{ changeStatus: 'WAIT_CONFIRM' }]);
    expect(pageErrors(admin)).toEqual([]);
    expect(pageErrors(notr)).toEqual([]);
  }, 120_000);
});
