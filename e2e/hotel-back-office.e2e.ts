import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { horizontalOverflow, pickOption } from './support/antd';
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

/**
 * A Shanghai stay (business 0 or private 1) on an online-prepay plan meeting `want`, booked (and paid when it waits for
 * payment) through the API as the pages would: its order and hotel.
 */
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
/** Nothing sticks out sideways, polled until the layout settles. */
const noOverflow = (page: Page) => expect.poll(() => horizontalOverflow(page), { timeout: 15_000 }).toBeLessThanOrEqual(0);

describe('hotel back office: a member’s order, error reports, recheck feedback', () => {
  const open = usePages();
  let clockMoved = false;
  afterAll(async () => {
    if (clockMoved) await moveClock('reset', {});
  });

  let orderId = '';
  let hotelId = '';
  const report = 'The hotel address on the page is a street too far north';

  it('notr books a no-cancel stay and reports an error on its hotel; admin finds the order in the back office and applies to cancel it', async () => {
    const { page: notr } = await open();
    await logIn(notr, 'notr');
    await switchLanguage(notr, 'en');
    const stay = { checkinDate: plusDays(today(), 10), checkoutDate: plusDays(today(), 11) };
    ({ orderId, hotelId } = await bookStay(notr, stay, 1, (p) => p.cancelInfo.cancelPolicyType === 'NO_CANCEL'));
    // The traveller's own page offers no application to the hotel (administrators only).
    await notr.goto(`/hotel/orders/${encodeURIComponent(orderId)}`);
    await expect.poll(() => orderStatus(notr), { timeout: 60_000 }).toBe('CONFIRMED');
    expect(await notr.getByTestId('order-apply-cancel').count()).toBe(0);
    // "Report an error" on the hotel's page.
    await notr.goto(`/hotel/${encodeURIComponent(hotelId)}`);
    await notr.getByTestId('hotel-report-error').click();
    await notr.getByTestId('report-error-text').fill(report);
    await notr.getByTestId('report-error-submit').click();
    await notr.locator('.ant-message').filter({ hasText: 'your report was sent' }).waitFor();
    expect(await notr.getByTestId('nav-backOfficeOrders').count()).toBe(0);

    const { page } = await open();
    await logIn(page, 'admin');
    await switchLanguage(page, 'en');
    await page.getByTestId('nav-backOfficeOrders').click();
    await page.getByTestId('back-office-orders-page').waitFor();
    // The administrator's own enterprise is chosen; the member is found by typing.
    await expect.poll(() => page.getByTestId('back-office-enterprise').innerText()).toContain('Demo Enterprise');
    await pickOption(page, 'back-office-member', 'notr', /李娜/);
    await expect.poll(() => page.getByTestId('back-office-acting').innerText()).toMatch(/^Acting for 李娜 \(/);
    await page.getByTestId('orders-filter-HOTEL').click();
    const row = page.locator(`[data-testid="order-row"][data-order-id="${orderId}"]`);
    await row.waitFor();
    expect(await row.getAttribute('data-product')).toBe('HOTEL');
    await screenshot(page, 'hotel-back-office-orders-en');
    await row.getByTestId('order-row-open').click();

    await page.getByTestId('back-office-order-page').waitFor();
    expect(new URL(page.url()).searchParams.get('memberId')).toBe('mem-notr');
    await expect.poll(() => orderStatus(page), { timeout: 60_000 }).toBe('CONFIRMED');
    expect(await page.getByTestId('order-id').innerText()).toBe(orderId);
    // Read by the administrator, the order names the traveller, not "you".
    expect(await page.getByTestId('order-booked-by').innerText()).toBe('The traveller');
    // The back office's actions only: no pay, modify or comment of the traveller's.
    expect(await page.getByTestId('order-modify').count()).toBe(0);
    await page.getByTestId('order-apply-cancel').click();
    await page.getByTestId('apply-modal').waitFor();
    await page.getByTestId('apply-reason').fill('The traveller’s conference was called off');
    await page.getByTestId('apply-submit').click();
    await page.getByTestId('apply-modal').waitFor({ state: 'detached' });
    const application = page.getByTestId('order-application');
    await expect.poll(() => application.getAttribute('data-status')).toBe('APPLYING');
    expect(await page.getByTestId('order-apply-cancel').count()).toBe(0);
    await screenshot(page, 'hotel-back-office-order-en');

    // The hotel answers within half an hour: asked ten days ahead it agrees, and the order is cancelled.
    clockMoved = true;
    await moveClock('advance', { seconds: 31 * 60 });
    await page.reload();
    await expect.poll(() => orderStatus(page), { timeout: 30_000 }).toBe('CANCELED');
    expect(await application.getAttribute('data-status')).toBe('AGREED');
    expect(await page.getByTestId('order-application-result').innerText()).toMatch(/^The hotel agreed: penalty .*0, refund /);
    // The traveller sees the same outcome on their own page.
    await notr.goto(`/hotel/orders/${encodeURIComponent(orderId)}`);
    await expect.poll(() => orderStatus(notr), { timeout: 30_000 }).toBe('CANCELED');
    expect(await notr.getByTestId('order-application').getAttribute('data-status')).toBe('AGREED');

    // The error report is on the administrators' list, with who sent it.
    await page.getByTestId('nav-hotelErrorReports').click();
    await page.getByTestId('hotel-error-reports-page').waitFor();
    const reported = page.getByTestId('error-report').filter({ hasText: report });
    await reported.waitFor();
    expect(await reported.getAttribute('data-hotel-id')).toBe(hotelId);
    expect(await reported.innerText()).toContain('李娜');
    expect(pageErrors(page)).toEqual([]);
    expect(pageErrors(notr)).toEqual([]);
  }, 300_000);

  it('the back office pages fit a phone: the orders as cards, the order, the error reports as cards', async () => {
    const { page } = await open(PHONE);
    await logIn(page, 'admin');
    await switchLanguage(page, 'en');
    await page.goto('/admin/orders?enterpriseId=ent-demo&memberId=mem-notr&product=HOTEL');
    await page.locator(`[data-testid="order-row"][data-order-id="${orderId}"]`).waitFor();
    await noOverflow(page);
    await screenshot(page, 'hotel-back-office-orders-phone-en');
    await page.locator(`[data-testid="order-row"][data-order-id="${orderId}"] [data-testid="order-row-open"]`).click();
    await expect.poll(() => orderStatus(page), { timeout: 30_000 }).toBe('CANCELED');
    await page.getByTestId('back-office-acting').waitFor();
    await noOverflow(page);
    await screenshot(page, 'hotel-back-office-order-phone-en');
    await page.goto('/admin/hotel-error-reports');
    await page.getByTestId('error-report').filter({ hasText: report }).waitFor();
    // Cards, not a table, on a phone.
    expect(await page.locator('.ant-table').count()).toBe(0);
    await noOverflow(page);
    await screenshot(page, 'hotel-error-reports-phone-en');
    // Another enterprise's reports are its own: none of the demo's.
    await pickOption(page, 'back-office-enterprise', 'Other', 'Other Enterprise');
    await page.getByTestId('error-reports-empty').waitFor();
    expect(pageErrors(page)).toEqual([]);
  }, 240_000);

  it('a traveller checks a stay after check-out once (a second answer refused in the server’s words); the back office confirms their leave', async () => {
    const { context, page } = await open(PHONE);
    await logIn(page, 'notr');
    await switchLanguage(page, 'en');
    // A business stay within the standard: after it the traveller is also asked to confirm when they left.
    const stay = { checkinDate: plusDays(today(), 2), checkoutDate: plusDays(today(), 3) };
    const { orderId: stayId } = await bookStay(page, stay, 0, (p) => !p.tmcControl.exceeding);
    const orderPath = `/hotel/orders/${encodeURIComponent(stayId)}`;
    await page.goto(orderPath);
    await expect.poll(() => orderStatus(page), { timeout: 60_000 }).toBe('CONFIRMED');
    expect(await page.getByTestId('order-recheck').count()).toBe(0);

    // Five days on the guest has stayed and left (the advance runs the stay jobs); the session ended meanwhile.
    clockMoved = true;
    await moveClock('advance', { seconds: 5 * 24 * 3600 });
    await logIn(page, 'notr');
    await page.goto(orderPath);
    await expect.poll(() => orderStatus(page), { timeout: 30_000 }).toBe('CHECKED_OUT');
    await page.getByTestId('order-recheck').click();
    await page.getByTestId('recheck-modal').waitFor();
    expect(await page.getByTestId('recheck-submit').isDisabled()).toBe(true);
    await page.getByTestId('recheck-differed').click();
    // "Something differed" needs what.
    expect(await page.getByTestId('recheck-submit').isDisabled()).toBe(true);
    await page.getByTestId('recheck-item-PRICE').click();
    await page.getByTestId('recheck-remark').fill('Charged for breakfast that was included');
    await noOverflow(page);
    await screenshot(page, 'hotel-recheck-phone-en');

    // The same order open in a second tab, its form filled before the first one sends.
    const second = await context.newPage();
    await second.goto(orderPath);
    await second.getByTestId('order-recheck').click();
    await second.getByTestId('recheck-matched').click();

    await page.getByTestId('recheck-submit').click();
    await page.getByTestId('recheck-modal').waitFor({ state: 'detached' });
    await page.getByTestId('order-recheck-sent').waitFor();
    expect(await page.getByTestId('order-recheck-sent').isDisabled()).toBe(true);
    expect(await page.getByTestId('order-recheck').count()).toBe(0);
    await noOverflow(page);

    await second.getByTestId('recheck-submit').click();
    const refused = second.getByTestId('recheck-refused');
    await refused.waitFor();
    expect(await refused.innerText()).toBe('The stay can be rechecked once, after check-out.');
    const answer = await okFromPage<{ feedback: { matched: boolean; mismatchItems: string[]; remark: string } }>(page, 'hotel-app/order/recheck_feedback/get', { orderId: stayId });
    expect(answer.feedback).toMatchObject({ matched: false, mismatchItems: ['PRICE'], remark: 'Charged for breakfast that was included' });
    expect(pageErrors(page)).toEqual([]);

    // The back office confirms the day the traveller left on their behalf.
    const { page: admin } = await open();
    await logIn(admin, 'admin');
    await switchLanguage(admin, 'en');
    await admin.goto(`/admin/orders/hotel/${encodeURIComponent(stayId)}?enterpriseId=ent-demo&memberId=mem-notr`);
    await expect.poll(() => orderStatus(admin), { timeout: 30_000 }).toBe('CHECKED_OUT');
    expect(await admin.getByTestId('order-recheck').count()).toBe(0);
    await admin.getByTestId('order-confirm-leave').click();
    await admin.getByTestId('leave-modal').waitFor();
    await admin.getByTestId('leave-remark').fill('Confirmed by phone with the traveller');
    await admin.getByTestId('leave-submit').click();
    await admin.getByTestId('leave-modal').waitFor({ state: 'detached' });
    await admin.getByTestId('order-leave-confirmed').waitFor();
    expect(await admin.getByTestId('order-leave-given').getAttribute('data-date')).toBe(stay.checkoutDate);
    await page.reload();
    await expect.poll(() => page.getByTestId('order-after-stay').innerText()).toContain('Confirmed by phone with the traveller');
    expect(pageErrors(admin)).toEqual([]);
  }, 300_000);
});
