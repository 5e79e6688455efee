import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { join } from 'node:path';
import { PHONE, logIn, pageErrors, screenshot, screenshotDir, switchLanguage, usePages } from './support/browser';
import { horizontalOverflow } from './support/antd';
import { okFromPage } from './support/api';
import { addCustomer, resultsUrl } from './support/train';

interface Seat {
  seatClass: string;
  seatRemain: number;
  price: { amount: number; currency: string };
}
interface Trip {
  trainNo: string;
  departureDate: string;
  fromStation: { stationCode: string };
  toStation: { stationCode: string };
  seatList: Seat[];
  saleFlag: string;
}
interface Booked {
  orderId: string;
  payOrder: { payOrderId: string; needPay: boolean } | null;
}

let nextPassenger = 0;
/** A customer no other booking of the test has (the railway refuses one person twice on a train). */
const customer = () => {
  const i = nextPassenger++;
  return { source: 'CUSTOMER', familyName: 'WAIT', givenName: `T${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + Math.floor(i / 26))}`, birthday: '1985-03-04', gender: 'M', idType: 'PASSPORT', idNumber: `WL${String(7000000 + i)}`, placeOfIssue: 'CN', idExpiredDate: '2034-01-01' };
};
const contact = { name: 'WAIT', mobile: '13800138000', email: 'notr@example.com' };
const tripOf = (trip: Trip) => ({ trainNo: trip.trainNo, departureDate: trip.departureDate, fromStationCode: trip.fromStation.stationCode, toStationCode: trip.toStation.stationCode });
const seat = (trip: Trip, seatClass: string) => trip.seatList.find((s) => s.seatClass === seatClass);
const business = (trip: Trip) => seat(trip, 'BUSINESS');
const firstClass = (trip: Trip) => seat(trip, 'FIRST');

/** Other customers buy every seat of a train's class (issued, paid by card); answers the orders. */
async function buyOut(page: Page, trip: Trip, seatClass: 'BUSINESS' | 'FIRST'): Promise<string[]> {
  const orders: string[] = [];
  for (let left = seat(trip, seatClass)!.seatRemain; left > 0; left -= 9) {
    const booked = await okFromPage<Booked>(page, 'train-app/train/book/submit', {
      tripList: [{ tripIndex: 1, ...tripOf(trip), seatClass }],
      passengerList: Array.from({ length: Math.min(9, left) }, customer),
      contact,
      serviceProviderId: 'SP-RAIL-1',
      travelType: 'PRIVATE',
      ignoreDuplicate: true,
    });
    if (booked.payOrder?.needPay) await okFromPage(page, 'payment/payment/pay', { payOrderId: booked.payOrder.payOrderId, payWay: 'online_payment', cardNumber: '4242424242424242' });
    orders.push(booked.orderId);
  }
  const now = await okFromPage<{ trip: Trip }>(page, 'train-app/train/product/list', tripOf(trip));
  expect(seat(now.trip, seatClass)!.seatRemain).toBe(0);
  return orders;
}

/** The order's tickets once issued (the buy-out's payment issues them in the background). */
async function issuedTickets(page: Page, orderId: string): Promise<string[]> {
  type Detail = { orderBaseInfo: { bookOrderStatus: string }; tripList: { ticketList: { ticketId: string }[] }[] };
  const read = () => okFromPage<Detail>(page, 'train-app/train/order/detail', { orderId });
  await expect.poll(async () => (await read()).orderBaseInfo.bookOrderStatus, { timeout: 30_000 }).toBe('ISSUED');
  return (await read()).tripList.flatMap((t) => t.ticketList.map((x) => x.ticketId));
}

describe('train waitlist', () => {
  const open = usePages();

  it('waits for a sold-out class with a second option and a deadline, wins a refunded seat by itself; a second one cancelled with the money back; a grab set up at 375 px', async () => {
    const { page } = await open();
    await logIn(page, 'notr');
    await switchLanguage(page, 'en');

    // Two trains of one day: the first class of one and the (dearer) business class of the other have few seats left,
    // and other customers buy them all.
    const range = await okFromPage<{ saleDateList: string[] }>(page, 'train-app/train/date_range/query', { travelType: 'PRIVATE' });
    const date = range.saleDateList[3]!;
    const found = await okFromPage<{ itineraryList: { tripList: Trip[] }[] }>(page, 'train-app/train/search/first_trip', {
      passengerList: [{ passengerType: 'ADT' }],
      departureDate: date,
      departure: { type: 'CITY', code: '北京' },
      arrival: { type: 'CITY', code: '上海' },
      searchMode: 'DIRECT',
      pageSize: 50,
    });
    const trips = found.itineraryList.map((i) => i.tripList[0]!).filter((x) => x.saleFlag === 'ON_SALE');
    const asked = trips.find((x) => (firstClass(x)?.seatRemain ?? 0) > 0 && firstClass(x)!.seatRemain <= 60)!;
    const other = trips.find((x) => x !== asked && (business(x)?.seatRemain ?? 0) > 0 && business(x)!.seatRemain <= 20)!;
    expect(asked).toBeDefined();
    expect(other).toBeDefined();
    const blockers = await buyOut(page, asked, 'FIRST');
    await buyOut(page, other, 'BUSINESS');
    expect(business(other)!.price.amount).toBeGreaterThan(firstClass(asked)!.price.amount);

    // The pre-booking page of the sold-out class offers a waitlist or a grab (prebook_data's ticketRushInfo).
    await page.goto(`/train/book?${new URLSearchParams({ t1: [asked.trainNo, date, asked.fromStation.stationCode, asked.toStation.stationCode, 'FIRST'].join(','), travel: 'PRIVATE' }).toString()}`);
    const soldOutNote = page.locator('[data-testid="book-sold-out"][data-rush="WAITLIST"]');
    await soldOutNote.getByTestId('rush-waitlist').waitFor();
    await soldOutNote.getByTestId('rush-grab').waitFor();

    // The results offer a waitlist on the sold-out class instead of a dead end.
    await page.goto(resultsUrl(date, 1));
    await page.getByTestId('train-result-count').waitFor({ timeout: 60_000 });
    const soldOut = page.locator(`[data-testid="train-itinerary"][data-train-no="${asked.trainNo}"] [data-testid="itinerary-seat"][data-seat-class="FIRST"]`);
    expect(await soldOut.getAttribute('data-remain')).toBe('0');
    expect(await soldOut.getByTestId('seat-book').count()).toBe(0);
    await soldOut.getByTestId('rush-grab').waitFor();
    await page.locator(`[data-testid="train-itinerary"][data-train-no="${asked.trainNo}"]`).screenshot({ path: join(screenshotDir, 'train-waitlist-results.png') });
    await soldOut.getByTestId('rush-waitlist').click();
    await page.waitForURL('**/train/book?**rush=WAITLIST**');
    await page.locator('[data-testid="rush-book-page"][data-type="WAITLIST"]').waitFor();

    // The trip asked for is option 1, judged with its chance; a second option is added from the route's other trains.
    const first = page.locator('[data-testid="rush-option"][data-option-index="1"]');
    await first.waitFor();
    expect(await first.getAttribute('data-train-no')).toBe(asked.trainNo);
    expect(await first.getAttribute('data-supported')).toBe('true');
    expect(await first.getByTestId('rush-chance').innerText()).toMatch(/chance \(\d+%\)$/);
    await page.getByTestId('rush-add-option').click();
    const offered = page.locator(`[data-testid="rush-picker-train"][data-train-no="${other.trainNo}"] [data-testid="rush-picker-seat"][data-seat-class="BUSINESS"]`);
    expect(await offered.getAttribute('data-supported')).toBe('true');
    // A class still on sale cannot be waited for, and says why.
    expect(await page.locator(`[data-testid="rush-picker-train"][data-train-no="${other.trainNo}"] [data-testid="rush-picker-seat"][data-seat-class="SECOND"]`).getAttribute('data-supported')).toBe('false');
    await offered.getByTestId('rush-picker-add').click();
    await page.locator('[data-testid="rush-option"][data-option-index="2"]').waitFor();
    expect(await page.locator('[data-testid="rush-option"][data-option-index="2"]').getAttribute('data-train-no')).toBe(other.trainNo);

    // A deadline other than the latest.
    const choices = page.locator('[data-testid="rush-deadline"] [data-testid="rush-deadline-choice"]');
    await choices.first().waitFor();
    expect(await choices.count()).toBeGreaterThan(1);
    await choices.first().click();
    const chosenLimit = await choices.first().getAttribute('data-limit-time');

    await addCustomer(page, 'zhou', 'wei', 'E27182818');
    await page.getByTestId('contact-mobile').fill('13800138000');
    await page.getByTestId('contact-email').fill('notr@example.com');
    // The prepay: the highest fare of the two options (the other train's business class) with the service fee.
    const prepay = page.getByTestId('rush-prepay');
    await prepay.waitFor();
    const prepaid = Number(await prepay.getAttribute('data-amount'));
    expect(prepaid).toBeGreaterThanOrEqual(business(other)!.price.amount);
    expect(await page.getByTestId('rush-prepay-card').innerText()).toContain(`Priced at the highest fare: ${other.trainNo} Business class`);
    await screenshot(page, 'train-waitlist-setup');
    await page.getByTestId('rush-submit').click();

    // Paid like a booking, the order waits with the waitlist card and its chance.
    await page.waitForURL('**/train/pay/**', { timeout: 20_000 });
    await page.getByTestId('pay-submit').click();
    await page.waitForURL('**/train/orders/**');
    const orderPath = new URL(page.url()).pathname;
    const orderId = decodeURIComponent(orderPath.split('/').pop()!);
    const card = page.locator('[data-testid="rush-card"][data-type="WAITLIST"]');
    await card.and(page.locator('[data-status="WAITING"]')).waitFor({ timeout: 30_000 });
    expect(await card.getByTestId('rush-status').innerText()).toBe('Waiting for a ticket');
    expect(await card.getByTestId('rush-waiting').getByTestId('rush-chance').innerText()).toMatch(/chance \(\d+%\)$/);
    expect(await card.getByTestId('rush-option').count()).toBe(2);
    expect(Number(await card.getByTestId('rush-prepaid').getAttribute('data-amount'))).toBe(prepaid);
    expect(Date.parse((await card.getByTestId('rush-deadline-value').getAttribute('data-limit-time'))!)).toBe(Date.parse(chosenLimit!));
    expect(await page.getByTestId('order-purchase-type').getAttribute('data-type')).toBe('alternate');

    // The deadline moved to the latest one offered.
    await card.getByTestId('rush-modify-limit').click();
    const modalChoices = page.locator('[data-testid="rush-limit-choices"] [data-testid="rush-deadline-choice"]');
    await modalChoices.first().waitFor();
    const latest = (await modalChoices.last().getAttribute('data-limit-time'))!;
    await modalChoices.last().click();
    await page.getByTestId('rush-limit-save').click();
    await page.waitForFunction(
      (at) => Date.parse(document.querySelector('[data-testid="rush-deadline-value"]')?.getAttribute('data-limit-time') ?? '') === Date.parse(at),
      latest,
    );
    await card.getByTestId('rush-log-toggle').click();
    await card.locator('[data-testid="rush-log-item"][data-action="LIMIT_TIME_MODIFIED"]').waitFor();
    await screenshot(page, 'train-waitlist-waiting');

    // The orders list tags it a waitlist, waiting.
    await page.goto('/orders');
    const row = page.locator(`[data-testid="order-row"][data-order-id="${orderId}"] [data-testid="order-row-rush"]`);
    await row.waitFor();
    expect(await row.getAttribute('data-type')).toBe('WAITLIST');
    expect(await row.innerText()).toMatch(/^Waitlist · Waiting for a ticket/);

    // A first-class ticket of the sold-out train is refunded: the open order page goes by itself to a seat.
    await page.goto(orderPath);
    await card.waitFor();
    const ticket = (await issuedTickets(page, blockers[0]!))[0]!;
    const quote = await okFromPage<{ quotationId: string }>(page, 'train-app/train/refund/quote', { orderId: blockers[0], ticketIdList: [ticket] });
    await okFromPage(page, 'train-app/train/refund/submit', { orderId: blockers[0], quotationId: quote.quotationId, ticketIdList: [ticket], reasonCode: 'PLAN_CHANGED' });
    await page.locator('[data-testid="order-status"][data-status="PURCHASED"]').waitFor({ timeout: 60_000 });
    await card.and(page.locator('[data-status="SUCCEEDED"]')).waitFor();
    expect(await card.getByTestId('rush-status').innerText()).toBe('Redeem success');
    const won = card.locator('[data-testid="rush-option"][data-won="true"]');
    expect(await won.getAttribute('data-train-no')).toBe(asked.trainNo);
    // Won on the cheaper first option: the difference to the prepay comes back.
    const refunded = Number(await card.getByTestId('rush-refunded').getAttribute('data-amount'));
    expect(refunded).toBe(business(other)!.price.amount - firstClass(asked)!.price.amount);
    expect(await card.getByTestId('rush-outcome').innerText()).toContain('The difference of');
    const tickets = await page.getByTestId('order-ticket').all();
    expect(tickets.length).toBe(1);
    expect(await tickets[0]!.getAttribute('data-ticket-status')).toBe('ISSUED');
    expect(await tickets[0]!.getAttribute('data-coach')).not.toBe('');
    expect(await tickets[0]!.getAttribute('data-seat')).not.toBe('');
    expect(await card.getByTestId('rush-cancel').count()).toBe(0);
    await screenshot(page, 'train-waitlist-won');
    expect(pageErrors(page)).toEqual([]);

    // 375 px: a second waitlist on the other train (booked and paid through the API) cancelled from its card.
    const phone = await open(PHONE);
    await logIn(phone.page, 'notr');
    await switchLanguage(phone.page, 'en');
    const second = await okFromPage<Booked>(phone.page, 'train-app/train/alternate/submit', {
      optionList: [{ ...tripOf(other), seatClass: 'BUSINESS' }],
      passengerList: [customer()],
      contact,
      serviceProviderId: 'SP-RAIL-1',
      travelType: 'PRIVATE',
      ignoreDuplicate: true,
    });
    await okFromPage(phone.page, 'payment/payment/pay', { payOrderId: second.payOrder!.payOrderId, payWay: 'online_payment', cardNumber: '4242424242424242' });
    await phone.page.goto(`/train/orders/${encodeURIComponent(second.orderId)}`);
    const secondCard = phone.page.locator('[data-testid="rush-card"][data-status="WAITING"]');
    await secondCard.waitFor({ timeout: 30_000 });
    expect(await horizontalOverflow(phone.page)).toBeLessThanOrEqual(0);
    const secondPrepaid = Number(await secondCard.getByTestId('rush-prepaid').getAttribute('data-amount'));
    await secondCard.getByTestId('rush-cancel').click();
    await phone.page.getByTestId('rush-cancel-ok').click();
    const cancelled = phone.page.locator('[data-testid="rush-card"][data-status="CANCELED"]');
    await cancelled.waitFor({ timeout: 30_000 });
    expect(Number(await cancelled.getByTestId('rush-refunded').getAttribute('data-amount'))).toBe(secondPrepaid);
    expect(await cancelled.getByTestId('rush-status').innerText()).toBe('Cancelled');
    expect(await horizontalOverflow(phone.page)).toBeLessThanOrEqual(0);
    await screenshot(phone.page, 'train-waitlist-cancelled-phone');

    // 375 px: the won order within the screen; a grab set up from the results' sold-out class, submitted and paid.
    await phone.page.goto(orderPath);
    await phone.page.locator('[data-testid="rush-card"][data-status="SUCCEEDED"]').waitFor();
    expect(await horizontalOverflow(phone.page)).toBeLessThanOrEqual(0);
    await phone.page.goto(resultsUrl(date, 1));
    await phone.page.getByTestId('train-result-count').waitFor({ timeout: 60_000 });
    const phoneSeat = phone.page.locator(`[data-testid="train-itinerary"][data-train-no="${other.trainNo}"] [data-testid="itinerary-seat"][data-seat-class="BUSINESS"]`);
    await phoneSeat.getByTestId('rush-grab').waitFor();
    expect(await horizontalOverflow(phone.page)).toBeLessThanOrEqual(0);
    await phone.page.locator(`[data-testid="train-itinerary"][data-train-no="${other.trainNo}"]`).screenshot({ path: join(screenshotDir, 'train-waitlist-results-phone.png') });
    await phoneSeat.getByTestId('rush-grab').click();
    await phone.page.locator('[data-testid="rush-book-page"][data-type="GRAB"]').waitFor();
    await phone.page.locator('[data-testid="rush-option"][data-option-index="1"]').waitFor();
    await phone.page.getByTestId('rush-add-option').click();
    await phone.page.locator('[data-testid="rush-picker-seat"]').first().waitFor();
    expect(await horizontalOverflow(phone.page)).toBeLessThanOrEqual(0);
    await screenshot(phone.page, 'train-grab-picker-phone');
    await phone.page.locator('.ant-modal-close').click();
    await phone.page.locator('[data-testid="rush-picker-seat"]').first().waitFor({ state: 'detached' });
    await addCustomer(phone.page, 'qian', 'lei', 'E16180339');
    await phone.page.getByTestId('rush-prepay').waitFor();
    expect(await horizontalOverflow(phone.page)).toBeLessThanOrEqual(0);
    await screenshot(phone.page, 'train-grab-setup-phone');
    await phone.page.getByTestId('rush-submit').click();
    await phone.page.waitForURL('**/train/pay/**', { timeout: 20_000 });
    await phone.page.getByTestId('pay-submit').click();
    await phone.page.waitForURL('**/train/orders/**');
    const grabCard = phone.page.locator('[data-testid="rush-card"][data-type="GRAB"][data-status="WAITING"]');
    await grabCard.waitFor({ timeout: 30_000 });
    expect(await phone.page.getByTestId('order-purchase-type').getAttribute('data-type')).toBe('snap');
    expect(await grabCard.getByTestId('rush-waiting').innerText()).toContain('Grabbing tickets until');
    expect(await horizontalOverflow(phone.page)).toBeLessThanOrEqual(0);
    const grabId = decodeURIComponent(new URL(phone.page.url()).pathname.split('/').pop()!);
    await phone.page.goto('/orders');
    const grabRow = phone.page.locator(`[data-testid="order-row"][data-order-id="${grabId}"] [data-testid="order-row-rush"]`);
    await grabRow.waitFor();
    expect(await grabRow.innerText()).toMatch(/^Grab tickets · Waiting for a ticket/);
    expect(await horizontalOverflow(phone.page)).toBeLessThanOrEqual(0);
    expect(pageErrors(phone.page)).toEqual([]);
  });
});
