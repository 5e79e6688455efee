import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, logIn, pageErrors, screenshot, switchLanguage, usePages } from './support/browser';
import { OPEN_OPTIONS, horizontalOverflow } from './support/antd';
import { SECOND_CLASS_BOOK, fillContact, fillPassport, openBooking, payUntilIssued, plusDays, today } from './support/train';

const ageOn = (birthday: string, on: string) => {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
};

/** Types into the colleague type-ahead and waits for the option of `memberId`. */
async function searchColleague(page: Page, keyword: string, memberId: string) {
  await page.getByTestId('book-colleague-search').locator('input').fill(keyword);
  const option = page.locator(`${OPEN_OPTIONS} [data-testid="book-colleague-option"][data-member-id="${memberId}"]`);
  await option.waitFor({ timeout: 15_000 });
  return option;
}

/** The trips of the order on screen: station codes and dates. */
async function orderTrips(page: Page) {
  await page.getByTestId('order-trip').first().waitFor();
  return page.getByTestId('order-trip').evaluateAll((cards) =>
    cards.map((c) => ({ from: c.getAttribute('data-from')!, to: c.getAttribute('data-to')!, departureDate: c.getAttribute('data-departure-date')!, arrivalDate: c.getAttribute('data-arrival-date')! })),
  );
}

/** After a rebooking button: the results page, its search (from the address) and its count of trains. */
async function landedSearch(page: Page) {
  await page.waitForURL('**/train/results?**', { timeout: 20_000 });
  await page.getByTestId('train-result-count').waitFor({ timeout: 60_000 });
  const q = new URL(page.url()).searchParams;
  return { q, total: Number(await page.getByTestId('train-result-count').getAttribute('data-total')) };
}

describe('train rebooking and colleagues', () => {
  const open = usePages();

  it('books a colleague (STAFF) with a customer, pays, then buys the return ticket and books the trip again', async () => {
    const { page } = await open();
    await logIn(page, 'notr');
    await switchLanguage(page, 'en');
    const date = plusDays(today(), 6);
    const bookUrl = await openBooking(page, date, 1);

    // The booker themself is found among colleagues but cannot be picked as one: the reason is shown.
    const self = await searchColleague(page, '李娜', 'mem-notr');
    expect(await self.getAttribute('data-refusal')).toBe('pickSelf');
    expect(await self.getByTestId('book-colleague-refusal').innerText()).toContain('This is you');
    await self.click({ force: true });
    expect(await page.getByTestId('add-passenger-form').count()).toBe(0);

    // A colleague: picked in the type-ahead, the passport typed in the colleague's form.
    const colleague = await searchColleague(page, '张伟', 'mem-employee');
    expect(await colleague.getAttribute('data-source')).toBe('COLLEAGUE');
    expect(await colleague.getAttribute('data-refusal')).toBe('');
    await colleague.click();
    await page.getByTestId('colleague-passport-note').waitFor();
    expect(await page.locator('.ant-modal-title').innerText()).toContain('张伟');
    await fillPassport(page, 'zhang', 'wei', '1990-05-20', 'E12345678');
    const staff = page.locator('[data-testid="book-passenger"][data-source="STAFF"]');
    expect(await staff.count()).toBe(1);
    expect(await staff.innerText()).toContain('ZHANG/WEI');
    expect(await staff.innerText()).toContain('Colleague');
    // The same colleague again: refused as already on the booking.
    const again = await searchColleague(page, '张伟', 'mem-employee');
    expect(await again.getAttribute('data-refusal')).toBe('alreadyAdded');
    await page.keyboard.press('Escape');

    await page.getByTestId('book-add-passenger').click();
    const customerBirthday = '2001-02-03';
    await fillPassport(page, 'wang', 'fang', customerBirthday, 'EA7654321');
    expect(await page.getByTestId('book-passenger').count()).toBe(2);
    await fillContact(page);
    await screenshot(page, 'train-book-colleague');
    await page.getByTestId('book-submit').click();

    const { orderPath, orderId } = await payUntilIssued(page);
    // The colleague travels as STAFF on the order.
    const sources = await page.getByTestId('order-passenger').evaluateAll((els) => els.map((e) => e.getAttribute('data-source')));
    expect(sources).toEqual(['STAFF', 'CUSTOMER']);
    const trips = await orderTrips(page);
    const [trainNo, , fromCode, toCode] = bookUrl.searchParams.get('t1')!.split(',');
    expect(trips[0]).toMatchObject({ from: fromCode, to: toCode, departureDate: date });
    const first = trips[0]!;
    const last = trips.at(-1)!;

    // Issued: both actions are offered.
    await page.getByTestId('order-buy-return').waitFor();
    await page.getByTestId('order-book-again').waitFor();
    await screenshot(page, 'train-order-rebook');

    // Buy return: from where the last train arrives back to where the first left, on the day it arrives.
    const arrivalName = (await page.getByTestId('order-trip').last().locator('.ant-card-head-title').innerText()).split('→')[1]!;
    await page.getByTestId('order-buy-return').click();
    const back = await landedSearch(page);
    expect(back.q.get('fromType')).toBe('STATION');
    expect(back.q.get('from')).toBe(last.to);
    expect(back.q.get('toType')).toBe('STATION');
    expect(back.q.get('to')).toBe(first.from);
    expect(back.q.get('date')).toBe(last.arrivalDate);
    expect(back.q.get('travel')).toBe('PRIVATE');
    expect(back.q.get('pax')).toBe(`ADT,TEEN.${ageOn(customerBirthday, last.arrivalDate)}`);
    // The order it was bought from rides along to the booking.
    expect(back.q.get('rel')).toBe(orderId);
    expect(back.total).toBeGreaterThan(0);
    expect(await page.getByTestId('train-results-date').getAttribute('data-date')).toBe(last.arrivalDate);
    // The results leave from the station the outward train arrived at.
    const returnFrom = await page.locator('[data-testid="train-itinerary"]').first().getByTestId('itinerary-from').first().innerText();
    expect(returnFrom.trim()).not.toBe('');
    expect(arrivalName).toContain(returnFrom.trim());
    await screenshot(page, 'train-results-return');

    // Book again: the same stations, date and travellers.
    await page.goBack();
    await page.getByTestId('order-book-again').click();
    const same = await landedSearch(page);
    expect(same.q.get('from')).toBe(first.from);
    expect(same.q.get('to')).toBe(last.to);
    expect(same.q.get('date')).toBe(date);
    expect(same.q.get('pax')).toBe(`ADT,TEEN.${ageOn(customerBirthday, date)}`);
    expect(same.q.get('rel')).toBe(orderId);
    expect(same.total).toBeGreaterThan(0);
    expect(await page.locator(`[data-testid="itinerary-trip"][data-train-no="${trainNo}"]`).count()).toBeGreaterThan(0);
    expect(pageErrors(page)).toEqual([]);

    // 375 px: the order's actions wrap within the screen.
    const phone = await open(PHONE);
    await logIn(phone.page, 'notr');
    await phone.page.goto(orderPath);
    await phone.page.getByTestId('order-buy-return').waitFor();
    await expect.poll(() => horizontalOverflow(phone.page)).toBeLessThanOrEqual(0);
    await screenshot(phone.page, 'train-order-rebook-phone');
  }, 180_000);

  it('offers Book again (not Buy return) on a cancelled order, leading to the same route', async () => {
    const { page } = await open();
    await logIn(page, 'notr');
    await switchLanguage(page, 'en');
    const date = plusDays(today(), 7);
    await openBooking(page, date, 1, 1);
    await page.getByTestId('book-add-passenger').click();
    await fillPassport(page, 'zhao', 'lei', '1985-07-01', 'EB1122334');
    await fillContact(page);
    await page.getByTestId('book-submit').click();
    await page.waitForURL('**/train/pay/**', { timeout: 20_000 });
    const orderId = new URL(page.url()).pathname.split('/').at(-1)!;

    await page.goto(`/train/orders/${orderId}`);
    await page.locator('[data-testid="order-status"][data-status="WAIT_PAY"]').waitFor();
    // Before it ends, an order offers neither.
    expect(await page.getByTestId('order-book-again').count()).toBe(0);
    expect(await page.getByTestId('order-buy-return').count()).toBe(0);
    await page.getByTestId('order-cancel').click();
    await page.locator('.ant-modal-confirm-btns .ant-btn-dangerous').click();
    await page.locator('[data-testid="order-status"][data-status="CANCELED"]').waitFor({ timeout: 20_000 });
    await page.getByTestId('order-book-again').waitFor();
    expect(await page.getByTestId('order-buy-return').count()).toBe(0);
    const [trip] = await orderTrips(page);

    await page.getByTestId('order-book-again').click();
    const same = await landedSearch(page);
    expect(same.q.get('fromType')).toBe('STATION');
    expect(same.q.get('from')).toBe(trip!.from);
    expect(same.q.get('to')).toBe(trip!.to);
    expect(same.q.get('date')).toBe(date);
    expect(same.q.get('pax')).toBe('ADT');
    expect(same.q.get('rel')).toBe(orderId);
    expect(same.total).toBeGreaterThan(0);
    await screenshot(page, 'train-results-book-again');

    // Booked from there, the new order names the cancelled one as its related order, a link back to it.
    await page.locator(SECOND_CLASS_BOOK).first().click();
    await page.waitForURL('**/train/book?**');
    expect(new URL(page.url()).searchParams.get('rel')).toBe(orderId);
    await page.getByTestId('book-trip').first().waitFor();
    await page.getByTestId('book-add-passenger').click();
    await fillPassport(page, 'qian', 'yu', '1987-03-04', 'EC5566778');
    await fillContact(page);
    await page.getByTestId('book-submit').click();
    await page.waitForURL('**/train/pay/**', { timeout: 20_000 });
    const againId = new URL(page.url()).pathname.split('/').at(-1)!;
    expect(againId).not.toBe(orderId);
    await page.goto(`/train/orders/${againId}`);
    const related = page.getByTestId('order-related');
    await related.waitFor();
    expect((await related.innerText()).trim()).toBe(orderId);
    await related.click();
    await page.waitForURL(`**/train/orders/${orderId}`);
    await page.locator('[data-testid="order-status"][data-status="CANCELED"]').waitFor();
    expect(pageErrors(page)).toEqual([]);
  }, 120_000);
});
