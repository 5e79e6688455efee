import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, logIn, pageErrors, PHONE, screenshot, switchLanguage, usePages } from './support/browser';
import { chooseOption, horizontalOverflow, OPEN_OPTIONS } from './support/antd';
import { okFromPage } from './support/api';
import { plansSettled, SHANGHAI, shanghaiPlans } from './support/hotel';
import { plusDays, today } from './support/train';

const GOOD_CARD = '4242424242424242';
const DECLINED_CARD = '4000000000000002';

interface Plan {
  ratePlanId: string;
  payWay: number;
  soldState: string;
  guarantee: { condition: 1 | 3; afterTime: string | null; amount: 'FIRST_NIGHT' | 'FULL' } | null;
}

/**
 * A Shanghai pay-at-hotel plan that asks a guarantee on a private stay, found through the API as the page would: one
 * that always asks it first, else one that asks it for a late arrival (the booking then picks a late arrival).
 */
async function findGuaranteedPlan(page: Page, stay: { checkinDate: string; checkoutDate: string }): Promise<{ hotelId: string; plan: Plan }> {
  let timeBased: { hotelId: string; plan: Plan } | null = null;
  for await (const { hotelId, plans } of shanghaiPlans<Plan>(page, stay)) {
    const guaranteed = plans.filter((p) => p.soldState === 'CAN_BOOK' && p.payWay === 14 && p.guarantee !== null);
    const certain = guaranteed.find((p) => p.guarantee!.condition === 3);
    if (certain) return { hotelId, plan: certain };
    timeBased ??= guaranteed[0] ? { hotelId, plan: guaranteed[0] } : null;
  }
  if (timeBased) return timeBased;
  throw new Error('no Shanghai hotel with a pay-at-hotel plan that asks a guarantee');
}

/** Opens the plan from the hotel's rate plans, answers the guarantee reminder of the check and waits for the form. */
async function openBooking(page: Page, hotelId: string, stay: { checkinDate: string; checkoutDate: string }, plan: Plan): Promise<void> {
  await page.goto(`/hotel/${hotelId}?city=${SHANGHAI}&in=${stay.checkinDate}&out=${stay.checkoutDate}&travel=1`);
  await page.getByTestId('hotel-detail-page').waitFor();
  await plansSettled(page);
  const row = page.locator(`[data-testid="hotel-plan"][data-plan-id="${plan.ratePlanId}"]`);
  await row.scrollIntoViewIfNeeded();
  await row.getByTestId('hotel-plan-book').click();
  await page.waitForURL('**/hotel/book?**');
  // The plan asks a guarantee: order/check reminds of it first (330060033), continue checks again without it.
  await page.getByTestId('hotel-book-guarantee-dialog').waitFor({ timeout: 60_000 });
  await page.getByTestId('hotel-book-guarantee-continue').click();
  await page.getByTestId('hotel-book-submit').waitFor({ timeout: 60_000 });
  if (plan.guarantee!.condition === 1) {
    // Asked only for an arrival after the plan's hour: the latest arrival offered (the list scrolled to its end).
    await page.getByTestId('hotel-book-arrival-time').click();
    await page.locator(`${OPEN_OPTIONS} .rc-virtual-list-holder`).evaluate((el) => (el.scrollTop = el.scrollHeight));
    await page.locator(`${OPEN_OPTIONS} .ant-select-item-option`).filter({ hasText: '23:00' }).click();
  }
}

/** The newest verify code the member was sent for the order, read from their notifications as the bell would list them. */
async function codeFromNotifications(page: Page, orderId: string, not?: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const list = await okFromPage<{ list: { kind: string; title: string; body: string }[] }>(page, 'notification/list', { pageIndex: 1, pageSize: 50 });
      const note = list.list.find((n) => n.kind === 'GUARANTEE_VERIFY_CODE' && `${n.title} ${n.body}`.includes(orderId));
      code = note ? /\b(\d{6})\b/.exec(`${note.title} ${note.body}`)?.[1] : undefined;
      return code !== undefined && code !== not;
    }, { timeout: 30_000 })
    .toBe(true);
  return code!;
}

const fieldError = (page: Page, testId: string) =>
  page.locator('.ant-form-item').filter({ has: page.getByTestId(testId) }).locator('.ant-form-item-explain-error');

const orderStatus = (page: Page) => page.getByTestId('order-status').getAttribute('data-status');

describe('hotel card guarantee', () => {
  const open = usePages();

  it('books a private pay-at-hotel stay that asks a card, guarantees it with the verify code (a declined card first) and sees it confirmed', async () => {
    const { page } = await open();
    await logIn(page, 'notr');
    await switchLanguage(page, 'en');
    const stay = { checkinDate: plusDays(today(), 24), checkoutDate: plusDays(today(), 26) };
    const { hotelId, plan } = await findGuaranteedPlan(page, stay);

    await openBooking(page, hotelId, stay, plan);
    expect(await page.getByTestId('hotel-book-guarantee').count()).toBe(1);
    await page.getByTestId('hotel-book-submit').click();
    await page.getByTestId('hotel-book-confirm-ok').click();
    // Created waiting for the card: the booking goes on to the guarantee page, not to a payment or the order.
    await page.waitForURL('**/hotel/guarantee/**', { timeout: 60_000 });
    const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    await page.getByTestId('guarantee-form').waitFor();

    // What is at stake and until when.
    const amount = page.getByTestId('guarantee-amount');
    expect(await amount.getAttribute('data-type')).toBe(plan.guarantee!.amount);
    expect(Number(await amount.getAttribute('data-amount'))).toBeGreaterThan(0);
    expect(await page.getByTestId('guarantee-note').innerText()).toContain('only if the guest never arrives');
    const left = Number(await page.getByTestId('guarantee-countdown').getAttribute('data-left'));
    expect(left).toBeGreaterThan(0);
    await expect.poll(async () => Number(await page.getByTestId('guarantee-countdown').getAttribute('data-left'))).toBeLessThan(left);
    expect(await page.getByTestId('guarantee-brand').count()).toBe(6);

    // The order centre lists it among what waits, and its button leads back here.
    await page.goto('/orders');
    const waiting = page.locator(`[data-testid="waiting-order"][data-order-id="${orderId}"]`);
    await waiting.waitFor();
    expect(await waiting.getAttribute('data-wait-type')).toBe('WAIT_GUARANTEE');
    await waiting.getByTestId('waiting-act').click();
    await page.waitForURL(`**/hotel/guarantee/${encodeURIComponent(orderId)}`);
    await page.getByTestId('guarantee-form').waitFor();

    // Nothing filled in: each field says what it needs, in the UI's words.
    await page.getByTestId('guarantee-confirm').click();
    await expect.poll(() => fieldError(page, 'guarantee-holder').innerText()).toBe("Enter the cardholder's name.");
    expect(await fieldError(page, 'guarantee-code').innerText()).toBe('Enter the 6-digit code we sent you.');

    // The brand shows as the number is typed.
    await page.getByTestId('guarantee-card-number').fill(DECLINED_CARD);
    expect(await page.getByTestId('guarantee-card-number').inputValue()).toBe('4000 0000 0000 0002');
    expect(await page.getByTestId('guarantee-card-brand').getAttribute('data-brand')).toBe('VISA');
    expect(await page.locator('[data-testid="guarantee-brand"][data-detected="true"]').getAttribute('data-brand')).toBe('VISA');
    await page.getByTestId('guarantee-holder').fill('LI NA');
    await chooseOption(page, 'guarantee-expiry-month', '03');
    await chooseOption(page, 'guarantee-expiry-year', String(new Date().getFullYear() + 3));
    await page.getByTestId('guarantee-cvv').fill('123');

    // The code goes to the member; the button waits out the resend interval.
    await page.getByTestId('guarantee-send-code').click();
    await page.getByTestId('guarantee-code-sent').waitFor();
    expect(Number(await page.getByTestId('guarantee-send-code').getAttribute('data-wait'))).toBeGreaterThan(0);
    expect(await page.getByTestId('guarantee-send-code').isDisabled()).toBe(true);
    const code = await codeFromNotifications(page, orderId);

    // At 375 px the page stays within the screen.
    await page.setViewportSize(PHONE.viewport!);
    await page.getByTestId('guarantee-form').waitFor();
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'hotel-guarantee-phone');
    await page.setViewportSize(DESKTOP.viewport!);

    // A wrong code is refused with the tries left; the declined card in the server's words, under the number.
    const wrong = code.replace(/.$/, (d) => String((Number(d) + 1) % 10));
    await page.getByTestId('guarantee-code').fill(wrong);
    await page.getByTestId('guarantee-confirm').click();
    await expect.poll(() => fieldError(page, 'guarantee-code').innerText()).toContain('Tries left: 4');
    await page.getByTestId('guarantee-code').fill(code);
    await page.getByTestId('guarantee-confirm').click();
    await expect.poll(() => fieldError(page, 'guarantee-card-number').innerText(), { timeout: 30_000 }).toBe('The card issuer declined the guarantee. Try another card.');
    expect(new URL(page.url()).pathname).toBe(`/hotel/guarantee/${encodeURIComponent(orderId)}`);
    await screenshot(page, 'hotel-guarantee-declined');

    // A good card with the same code: on to the order, which shows the card and goes on to the hotel's confirmation.
    await page.getByTestId('guarantee-card-number').fill(GOOD_CARD);
    await page.getByTestId('guarantee-confirm').click();
    await page.waitForURL(`**/hotel/orders/${encodeURIComponent(orderId)}`, { timeout: 30_000 });
    await page.getByTestId('hotel-order-page').waitFor();
    const info = page.getByTestId('order-guarantee-info');
    expect(await info.getAttribute('data-brand')).toBe('VISA');
    expect(await info.getAttribute('data-last4')).toBe('4242');
    expect(await info.innerText()).toBe('Visa •••• 4242');
    expect(await orderStatus(page)).not.toBe('WAIT_GUARANTEE');
    await expect.poll(() => orderStatus(page), { timeout: 60_000 }).toBe('CONFIRMED');
    expect(await page.getByTestId('order-status').innerText()).toBe('Confirmed');
    expect(await page.getByTestId('order-guarantee').count()).toBe(0);
    await screenshot(page, 'hotel-guarantee-order');

    // The page again: nothing more to give, the card named and the way to the order.
    await page.goto(`/hotel/guarantee/${encodeURIComponent(orderId)}`);
    const done = page.getByTestId('guarantee-not-waiting');
    await done.waitFor();
    expect(await done.getAttribute('data-reason')).toBe('card');
    expect(await done.innerText()).toContain('•••• 4242');
    expect(pageErrors(page)).toEqual([]);
  }, 300_000);

  it('at 375 px leads from a waiting order to the guarantee page and shows it within the screen', async () => {
    const { page } = await open(PHONE);
    await logIn(page, 'notr');
    await switchLanguage(page, 'en');
    const stay = { checkinDate: plusDays(today(), 28), checkoutDate: plusDays(today(), 29) };
    const { hotelId, plan } = await findGuaranteedPlan(page, stay);
    // Booked through the API as the booking page would (its own flow is the test above).
    const roomTypeId = await okFromPage<{ roomList: { roomTypeId: string; ratePlanList: { ratePlanId: string }[] }[] }>(page, 'hotel-app/rateplan/list', { ...stay, hotelId, travelType: 1 }).then(
      (d) => d.roomList.find((r) => r.ratePlanList.some((p) => p.ratePlanId === plan.ratePlanId))!.roomTypeId,
    );
    const created = await okFromPage<{ orderId: string; orderStatus: string }>(page, 'hotel-app/order/create', {
      ...stay,
      hotelId,
      roomTypeId,
      ratePlanId: plan.ratePlanId,
      travelType: 1,
      roomList: [{ guestList: [{ source: 'SELF', name: 'Li Na' }] }],
      contact: { name: 'Li Na', mobileCountryCode: '86', mobile: '13800001234' },
      latestArrivalTime: '23:00',
    });
    expect(created.orderStatus).toBe('WAIT_GUARANTEE');

    // The order says what it waits for, and its action opens the guarantee page.
    await page.goto(`/hotel/orders/${encodeURIComponent(created.orderId)}`);
    await page.getByTestId('order-wait-guarantee').waitFor();
    expect(await orderStatus(page)).toBe('WAIT_GUARANTEE');
    expect(await page.getByTestId('order-guarantee-info').innerText()).toBe('A card is still needed');
    // What a no-show would cost the guarantee, by the plan's rule (it follows the nights when the stay changes).
    const amount = page.getByTestId('order-guarantee-amount');
    expect(await amount.getAttribute('data-type')).toBe(plan.guarantee!.amount);
    expect(Number(await amount.getAttribute('data-amount'))).toBeGreaterThan(0);
    expect(await amount.innerText()).toContain(plan.guarantee!.amount === 'FULL' ? 'the whole stay' : 'the first night');
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'hotel-guarantee-wait-order-phone');
    await page.getByTestId('order-guarantee').click();
    await page.waitForURL(`**/hotel/guarantee/${encodeURIComponent(created.orderId)}`);
    await page.getByTestId('guarantee-form').waitFor();
    await page.getByTestId('guarantee-card-number').fill('3782 822463 10005');
    expect(await page.getByTestId('guarantee-card-brand').getAttribute('data-brand')).toBe('AMEX');
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'hotel-guarantee-form-phone');
    expect(pageErrors(page)).toEqual([]);
  }, 240_000);
});
