import type { Page } from 'playwright-core';
import { chooseOption, fillDate } from './antd';

/** Today's date (UTC), `YYYY-MM-DD`. */
export const today = () => new Date().toISOString().slice(0, 10);
/** A `YYYY-MM-DD` date a number of days after another. */
export const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** "¥553.00" → 55300 (fen). */
export const fen = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

/** A private Beijing → Shanghai search on a date for a number of adults. */
export function resultsUrl(date: string, adults: number): string {
  const p = new URLSearchParams({ fromType: 'CITY', from: '北京', toType: 'CITY', to: '上海', date, travel: 'PRIVATE', pax: Array(adults).fill('ADT').join(',') });
  return `/train/results?${p.toString()}`;
}

/** The Book button of second class on a direct train with places left. */
export const SECOND_CLASS_BOOK =
  '[data-testid="train-itinerary"][data-search-type="0"][data-has-ticket="true"] [data-testid="itinerary-seat"][data-seat-class="SECOND"]:not([data-remain="0"]) [data-testid="seat-book"]';

/** Opens the results of `date` for `adults` and books the `nth` direct train with second-class places; answers the booking's address. */
export async function openBooking(page: Page, date: string, adults: number, nth = 0): Promise<URL> {
  await page.goto(resultsUrl(date, adults));
  await page.getByTestId('train-result-count').waitFor({ timeout: 60_000 });
  await page.locator(SECOND_CLASS_BOOK).nth(nth).click();
  await page.waitForURL('**/train/book?**');
  await page.getByTestId('book-trip').first().waitFor();
  return new URL(page.url());
}

/** The open passenger form's passport (a customer's, or a colleague's once picked), saved. */
export async function fillPassport(page: Page, family: string, given: string, birthday: string, passport: string): Promise<void> {
  await page.getByTestId('pax-family-name').fill(family);
  await page.getByTestId('pax-given-name').fill(given);
  await fillDate(page, 'pax-birthday', birthday);
  await page.getByTestId('pax-id-number').fill(passport);
  await fillDate(page, 'pax-expiry', plusDays(today(), 3650));
  await page.locator('.ant-modal-footer .ant-btn-primary').click();
  await page.getByTestId('add-passenger-form').waitFor({ state: 'detached' });
}

/** A customer passenger through the add form (names typed in lower case come out upper-cased). */
export async function addCustomer(page: Page, family: string, given: string, passport: string): Promise<void> {
  await page.getByTestId('book-add-passenger').click();
  await fillPassport(page, family, given, '1990-05-06', passport);
}

/** The booking's contact, then the total. */
export async function fillContact(page: Page): Promise<void> {
  await page.getByTestId('contact-mobile').fill('13800138000');
  await page.getByTestId('contact-email').fill('notr@example.com');
  await page.getByTestId('book-grand-total').waitFor();
}

/** On the order page after paying: waits until the tickets are issued; answers the order. */
export async function orderIssued(page: Page): Promise<{ orderId: string; orderPath: string }> {
  await page.waitForURL('**/train/orders/**');
  await page.locator('[data-testid="order-status"][data-status="ISSUED"]').waitFor({ timeout: 30_000 });
  const orderPath = new URL(page.url()).pathname;
  return { orderPath, orderId: decodeURIComponent(orderPath.split('/').pop()!) };
}

/** After the booking's submit: pays online on the pay page and waits until the tickets are issued. */
export async function payUntilIssued(page: Page): Promise<{ orderId: string; orderPath: string }> {
  await page.waitForURL('**/train/pay/**', { timeout: 20_000 });
  await page.getByTestId('pay-submit').click();
  return orderIssued(page);
}

/** Books a private second-class trip for new customers (family, given, passport) on a date, pays it online and waits until it is issued. */
export async function bookAndPay(page: Page, date: string, customers: [string, string, string][]): Promise<{ orderId: string; orderPath: string }> {
  await openBooking(page, date, customers.length);
  for (const [family, given, passport] of customers) await addCustomer(page, family, given, passport);
  await fillContact(page);
  await page.getByTestId('book-submit').click();
  return payUntilIssued(page);
}

/**
 * From the order page: refunds the first ticket offered (travel plans changed) and waits back on the order until the
 * refund is complete; answers the passenger refunded and those of the tickets that were kept.
 */
export async function refundFirstTicket(page: Page, orderPath: string): Promise<{ refunded: string; kept: string[] }> {
  await page.getByTestId('order-refund').click();
  await page.waitForURL('**/train/refund/apply?**');
  const rows = page.getByTestId('refund-ticket');
  await rows.first().waitFor();
  const [refunded, ...kept] = (await rows.getByTestId('refund-ticket-passenger').allInnerTexts()).map((name) => name.trim());
  await rows.first().getByTestId('refund-ticket-check').check();
  await page.locator('[data-testid="refund-quote"][data-state="ready"]').waitFor();
  await chooseOption(page, 'refund-reason', 'Travel plans changed');
  await page.getByTestId('refund-submit').click();
  await page.waitForURL('**/train/refund/detail?**', { timeout: 20_000 });
  await page.locator('[data-testid="refund-status"][data-status="COMPLETE"]').waitFor({ timeout: 30_000 });
  await page.getByTestId('refund-back-to-order').click();
  await page.waitForURL(`**${orderPath}`);
  await page.locator('[data-testid="refund-history-item"][data-status="COMPLETE"]').waitFor();
  return { refunded: refunded!, kept };
}
