import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fillDate, horizontalOverflow, logOut, pickOption } from './support/antd';
import { okFromPage } from './support/api';
import { logIn, pageErrors, PHONE, screenshot, switchLanguage, usePages } from './support/browser';
import { plansSettled, resultsSettled, SHANGHAI, typeDestination, type StayDates } from './support/hotel';
import { plusDays, today } from './support/train';

const NOTR = { enterpriseId: 'ent-demo', memberId: 'mem-notr' };

interface Plan {
  ratePlanId: string;
  payWay: number;
  soldState: string;
  guarantee: unknown;
}

/** A Shanghai hotel with a pay-at-hotel plan needing no card guarantee, read as `notr` through the bg twins. */
async function payAtHotelPlan(page: Page, stay: StayDates): Promise<{ hotelId: string; ratePlanId: string }> {
  const scope = NOTR;
  const found = await okFromPage<{ hotelInfoList: { hotelId: string }[] }>(page, 'bg/hotel-app/hotel/search', { ...stay, ...scope, cityId: SHANGHAI, travelType: 1, pageSize: 20 });
  for (const { hotelId } of found.hotelInfoList) {
    const rooms = await okFromPage<{ roomList: { ratePlanList: Plan[] }[] }>(page, 'bg/hotel-app/rateplan/list', { ...stay, ...scope, hotelId, travelType: 1 });
    const plan = rooms.roomList.flatMap((r) => r.ratePlanList).find((p) => p.soldState === 'CAN_BOOK' && p.payWay === 14 && p.guarantee === null);
    if (plan) return { hotelId, ratePlanId: plan.ratePlanId };
  }
  throw new Error('no Shanghai hotel with a pay-at-hotel plan without guarantee');
}

/** In the back office: the demo enterprise's `notr` chosen, then "Book a hotel for this member". */
async function startActingForNotr(page: Page): Promise<void> {
  await page.goto('/admin/orders');
  await page.getByTestId('back-office-orders-page').waitFor();
  await expect.poll(() => page.getByTestId('back-office-enterprise').innerText()).toContain('Demo Enterprise');
  await pickOption(page, 'back-office-member', 'notr', /李娜/);
  await page.getByTestId('back-office-book-hotel').click();
  await page.getByTestId('hotel-search-page').waitFor();
  await expect.poll(() => page.getByTestId('acting-banner').innerText()).toMatch(/^Acting for 李娜 \(Demo Enterprise\)/);
}

const orderStatus = (page: Page) => page.getByTestId('order-status').getAttribute('data-status');

describe('hotel: an administrator books on behalf of a member', () => {
  const open = usePages();

  it('admin acts for notr, searches Shanghai, books a pay-at-hotel stay booked by an administrator; notr finds it in her orders', async () => {
    const { page } = await open();
    await logIn(page, 'admin');
    await switchLanguage(page, 'en');
    await startActingForNotr(page);

    // A reload keeps the mode (the tab's storage), and every page shows the banner.
    await page.reload();
    await page.getByTestId('acting-banner').waitFor();

    // The search as the member: a private trip to Shanghai.
    await page.getByTestId('hotel-travel-type').getByText('Private trip').click();
    await typeDestination(page, 'shanghai');
    await page.keyboard.press('Enter');
    await page.getByTestId('hotel-destination-search').waitFor({ state: 'detached' });
    expect(await page.getByTestId('hotel-destination').getAttribute('data-city')).toBe(SHANGHAI);
    const stay = { checkinDate: plusDays(today(), 11), checkoutDate: plusDays(today(), 12) };
    await fillDate(page, 'hotel-checkin', stay.checkinDate);
    await fillDate(page, 'hotel-checkout', stay.checkoutDate);
    await page.getByTestId('hotel-search').click();
    await page.waitForURL('**/hotel/results?**');
    await page.getByTestId('hotel-card').first().waitFor({ timeout: 60_000 });
    await resultsSettled(page);
    await page.getByTestId('acting-banner').waitFor();

    // A plan with nothing to pay online and no card to give: straight to the hotel.
    const { hotelId, ratePlanId } = await payAtHotelPlan(page, stay);
    await page.goto(`/hotel/${hotelId}?city=${SHANGHAI}&in=${stay.checkinDate}&out=${stay.checkoutDate}&travel=1`);
    await page.getByTestId('hotel-detail-page').waitFor();
    await plansSettled(page);
    const plan = page.locator(`[data-testid="hotel-plan"][data-plan-id="${ratePlanId}"]`);
    await plan.scrollIntoViewIfNeeded();
    await plan.getByTestId('hotel-plan-book').click();
    await page.waitForURL('**/hotel/book?**');
    await page.getByTestId('hotel-book-submit').waitFor({ timeout: 60_000 });

    // The member is the guest and the contact, not the administrator (陈静).
    const guest = page.getByTestId('hotel-book-guest').first();
    expect(await guest.innerText()).toContain('李娜');
    expect(await page.getByTestId('hotel-book-rooms').innerText()).not.toContain('陈静');
    expect(await page.getByTestId('hotel-book-contact-name').inputValue()).not.toBe('陈静');
    expect(await page.getByTestId('hotel-book-missing').count()).toBe(0);
    await screenshot(page, 'hotel-back-office-booking-book');

    await page.getByTestId('hotel-book-submit').click();
    await page.getByTestId('hotel-book-confirm').waitFor();
    await page.getByTestId('hotel-book-confirm-ok').click();
    await page.waitForURL('**/hotel/orders/**', { timeout: 60_000 });
    const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    await page.getByTestId('hotel-order-page').waitFor();
    await expect.poll(() => orderStatus(page), { timeout: 60_000 }).toBe('CONFIRMED');
    // Booked by an administrator on the member's behalf (bookType 2).
    expect(await page.getByTestId('order-booked-by').getAttribute('data-book-type')).toBe('2');
    expect(await page.getByTestId('order-booked-by').innerText()).toMatch(/administrator/i);

    // Stop: back in the back office for the same member, the banner gone.
    await page.getByTestId('acting-stop').click();
    await page.waitForURL('**/admin/orders?**');
    expect(new URL(page.url()).searchParams.get('memberId')).toBe(NOTR.memberId);
    await page.getByTestId('back-office-orders-page').waitFor();
    expect(await page.getByTestId('acting-banner').count()).toBe(0);
    // The administrator's own orders page again: the member's order is not among them.
    const own = await okFromPage<{ list: { orderId: string }[] }>(page, 'order-center/order_center/list', { pageIndex: 1, pageSize: 50 });
    expect(own.list.map((o) => o.orderId)).not.toContain(orderId);
    expect(pageErrors(page)).toEqual([]);

    // The traveller sees it in her own orders.
    await logOut(page);
    await logIn(page, 'notr');
    await page.goto('/orders?product=HOTEL');
    await page.locator(`[data-testid="order-row"][data-order-id="${orderId}"]`).waitFor();
    expect(await page.getByTestId('acting-banner').count()).toBe(0);
  }, 300_000);

  it('at 375 px the banner stays within the screen and logging out ends the mode', async () => {
    const { page } = await open(PHONE);
    await logIn(page, 'admin');
    await switchLanguage(page, 'en');
    await startActingForNotr(page);
    const box = await page.getByTestId('acting-banner').boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    expect(await page.getByTestId('acting-stop').isVisible()).toBe(true);
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'hotel-back-office-booking-banner-phone');

    await logOut(page);
    await logIn(page, 'admin');
    await page.goto('/hotel');
    await page.getByTestId('hotel-search-page').waitFor();
    expect(await page.getByTestId('acting-banner').count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  }, 120_000);
});
