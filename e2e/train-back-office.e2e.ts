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
});
