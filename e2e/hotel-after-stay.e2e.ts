import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fillDate, horizontalOverflow } from './support/antd';
import { okFromPage } from './support/api';
import { logIn, pageErrors, PHONE, screenshot, switchLanguage, usePages } from './support/browser';
import { SHANGHAI, type StayDates } from './support/hotel';
import { plusDays, today } from './support/train';

interface Plan {
  ratePlanId: string;
  payWay: number;
  soldState: string;
  cancelInfo: { cancelPolicyType: string };
  tmcControl: { exceeding: boolean };
}

/** A Shanghai stay booked (and paid when it waits for payment) through the API as the pages would, for a plan meeting `want`: its order and hotel. */
async function bookStay(page: Page, stay: StayDates, travelType: 0 | 1, want: (p: Plan) => boolean): Promise<{ orderId: string; hotelId: string }> {
  const found = await okFromPage<{ hotelInfoList: { hotelId: string }[] }>(page, 'hotel-app/hotel/search', { ...stay, cityId: SHANGHAI, travelType, pageSize: 20 });
  for (const { hotelId } of found.hotelInfoList) {
    // The plans as the detail page reads them for this kind of trip (a business one marked against the standard).
    const rooms = await okFromPage<{ roomList: { roomTypeId: string; ratePlanList: Plan[] }[] }>(page, 'hotel-app/rateplan/list', { ...stay, hotelId, travelType });
    const plans = rooms.roomList.flatMap((r) => r.ratePlanList.map((p) => ({ ...p, roomTypeId: r.roomTypeId })));
    const plan = plans.find((p) => p.soldState === 'CAN_BOOK' && p.payWay === 1 && want(p));
    if (!plan) continue;
    const created = await okFromPage<{ orderId: string; payOrder: { payOrderId: string; status: string } | null }>(page, 'hotel-app/order/create', {
      ...stay,
      hotelId,
      roomTypeId: plan.roomTypeId,
      ratePlanId: plan.ratePlanId,
      travelType,
      roomList: [{ guestList: [{ source: 'SELF', name: 'Li Na' }] }],
      contact: { name: 'Li Na', mobileCountryCode: '86', mobile: '13800005678' },
    });
    if (created.payOrder?.status === 'WAIT_PAY') await okFromPage(page, 'payment/payment/pay', { payOrderId: created.payOrder.payOrderId, payWay: 'online_payment', cardNumber: '4242424242424242' });
    return { orderId: created.orderId, hotelId };
  }
  throw new Error('no Shanghai plan of the kind asked for');
}

/** Moves the server's sandbox clock (public dev call); its due jobs (the stay, the hotel's answers) run before it answers. */
async function moveClock(path: 'advance' | 'reset', body: object): Promise<void> {
  const res = await fetch(`${inject('baseUrl')}/api/dev/clock/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(((await res.json()) as { resultCode: string }).resultCode).toBe('0');
}

const orderStatus = (page: Page) => page.getByTestId('order-status').getAttribute('data-status');

describe('hotel after the stay: confirm leave, apply to the hotel, report an error', () => {
  const open = usePages();
  let clockMoved = false;
  afterAll(async () => {
    if (clockMoved) await moveClock('reset', {});
  });

  it('the administrator applies to cancel a no-cancel stay from the order page; the hotel agrees and the order is cancelled', async () => {
    const { page } = await open();
    await logIn(page, 'admin');
    await switchLanguage(page, 'en');
    const stay = { checkinDate: plusDays(today(), 10), checkoutDate: plusDays(today(), 11) };
    const { orderId } = await bookStay(page, stay, 1, (p) => p.cancelInfo.cancelPolicyType === 'NO_CANCEL');
    const orderPath = `/hotel/orders/${encodeURIComponent(orderId)}`;
    await page.goto(orderPath);
    await expect.poll(() => orderStatus(page), { timeout: 60_000 }).toBe('CONFIRMED');
    await page.getByTestId('order-apply-cancel').click();
    await page.getByTestId('apply-modal').waitFor();
    await page.getByTestId('apply-reason').fill('The conference was cancelled');
    await page.getByTestId('apply-submit').click();
    await page.getByTestId('apply-modal').waitFor({ state: 'detached' });
    const application = page.getByTestId('order-application');
    await expect.poll(() => application.getAttribute('data-status')).toBe('APPLYING');
    expect(await page.getByTestId('order-apply-cancel').count()).toBe(0);
    await screenshot(page, 'hotel-apply-cancel-en');

    // The hotel answers within half an hour: asked ten days ahead it agrees and waives the penalty.
    clockMoved = true;
    await moveClock('advance', { seconds: 31 * 60 });
    await page.reload();
    await expect.poll(() => orderStatus(page), { timeout: 30_000 }).toBe('CANCELED');
    expect(await application.getAttribute('data-status')).toBe('AGREED');
    expect(await page.getByTestId('order-application-result').innerText()).toMatch(/^The hotel agreed: penalty .*0, refund /);
    expect(pageErrors(page)).toEqual([]);
  }, 240_000);

  it('the traveller of a business stay confirms the day they left once the checkout is due, on a phone', async () => {
    const { page } = await open(PHONE);
    await logIn(page, 'notr');
    await switchLanguage(page, 'en');
    const stay = { checkinDate: plusDays(today(), 2), checkoutDate: plusDays(today(), 4) };
    const { orderId, hotelId } = await bookStay(page, stay, 0, (p) => !p.tmcControl.exceeding);
    const orderPath = `/hotel/orders/${encodeURIComponent(orderId)}`;
    await page.goto(orderPath);
    await expect.poll(() => orderStatus(page), { timeout: 60_000 }).toBe('CONFIRMED');
    expect(await page.getByTestId('order-confirm-leave').count()).toBe(0);

    // Five days on, the guest has stayed and left (the clock's advance runs the stay jobs); the session ended with them.
    clockMoved = true;
    await moveClock('advance', { seconds: 5 * 24 * 3600 });
    await logIn(page, 'notr');
    await page.goto(orderPath);
    await expect.poll(() => orderStatus(page), { timeout: 30_000 }).toBe('CHECKED_OUT');
    expect(await page.getByTestId('order-leave-due').innerText()).toMatch(/^Please confirm by /);

    // Left a day early: the other day chosen in the dialog.
    await page.getByTestId('order-confirm-leave').click();
    await page.getByTestId('leave-modal').waitFor();
    await page.getByTestId('leave-other-day').click();
    const left = plusDays(stay.checkinDate, 1);
    await fillDate(page, 'leave-date', left);
    await page.getByTestId('leave-remark').fill('The meeting ended a day early');
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'hotel-confirm-leave-phone-en');
    await page.getByTestId('leave-submit').click();
    await page.getByTestId('leave-modal').waitFor({ state: 'detached' });

    await page.getByTestId('order-leave-confirmed').waitFor();
    expect(await page.getByTestId('order-leave-confirmed').isDisabled()).toBe(true);
    expect(await page.getByTestId('order-confirm-leave').count()).toBe(0);
    expect(await page.getByTestId('order-leave-given').getAttribute('data-date')).toBe(left);
    expect(await page.getByTestId('order-after-stay').innerText()).toContain('The meeting ended a day early');
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'hotel-leave-confirmed-phone-en');

    // The hotel's page takes a report of wrong information.
    await page.goto(`/hotel/${encodeURIComponent(hotelId)}`);
    await page.getByTestId('hotel-report-error').click();
    await page.getByTestId('report-error-text').fill('The front desk phone number does not answer');
    await page.getByTestId('report-error-submit').click();
    await page.locator('.ant-message').filter({ hasText: 'your report was sent' }).waitFor();
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(pageErrors(page)).toEqual([]);
  }, 240_000);
});
