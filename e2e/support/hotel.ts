import type { Page } from 'playwright-core';
import { okFromPage } from './api';

/** Opens the destination picker, types into its search box (which has the focus already) and waits for the words. */
export async function typeDestination(page: Page, query: string): Promise<void> {
  await page.getByTestId('hotel-destination').click();
  await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'hotel-destination-search');
  // The pointer out of the way: a word that appears under it would take the highlight from the keyboard.
  await page.mouse.move(0, 0);
  await page.keyboard.type(query);
  // The words of the whole query, not of a part typed before the pause.
  await page.locator(`[data-testid="hotel-destination-words"][data-query="${query}"]`).waitFor();
}

/** Waits until the results list shows the search of the address as it is now (not the previous one kept on screen). */
export async function resultsSettled(page: Page): Promise<void> {
  // The router renders a new address in a transition: the list is the address's once it names the same search.
  await page.waitForFunction(() => {
    const count = document.querySelector('[data-testid="hotel-result-count"]');
    return count?.getAttribute('data-fetching') === 'false' && count.getAttribute('data-search') === window.location.search.slice(1);
  }, undefined, { timeout: 60_000 });
}

/** Waits until the rate plans show the stay and filters as they are now. */
export async function plansSettled(page: Page): Promise<void> {
  await page.locator('[data-testid="hotel-plans"][data-fetching="false"]').waitFor({ timeout: 60_000 });
}

/** The CNY nightly price of each card in the list, top to bottom (cards without a price left out). */
export const cardPrices = (page: Page) =>
  page.locator('[data-testid="hotel-list"] [data-testid="hotel-card-price"]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-cny'))));

export const SHANGHAI = '156310000';
export type StayDates = { checkinDate: string; checkoutDate: string };

/** A hotel's rate plans for a private stay, each with its room's id beside, read through the API as the detail page reads them. */
export const privatePlans = <P extends object>(page: Page, hotelId: string, stay: StayDates) =>
  okFromPage<{ roomList: { roomTypeId: string; ratePlanList: P[] }[] }>(page, 'hotel-app/rateplan/list', { ...stay, hotelId, travelType: 1 }).then((d) =>
    d.roomList.flatMap((r) => r.ratePlanList.map((p) => ({ ...p, roomTypeId: r.roomTypeId }))),
  );

/** The Shanghai hotels a private stay's search finds (20 by default; `search` adds to the call), each with its rate plans. */
export async function* shanghaiPlans<P extends object>(page: Page, stay: StayDates, search: Record<string, unknown> = {}): AsyncGenerator<{ hotelId: string; plans: (P & { roomTypeId: string })[] }> {
  const found = await okFromPage<{ hotelInfoList: { hotelId: string }[] }>(page, 'hotel-app/hotel/search', { ...stay, cityId: SHANGHAI, travelType: 1, pageSize: 20, ...search });
  for (const { hotelId } of found.hotelInfoList) yield { hotelId, plans: await privatePlans<P>(page, hotelId, stay) };
}

/**
 * A private Shanghai stay on the first bookable online-prepay plan, booked (the member as its guest; `booking` adds to
 * or replaces what order/create is sent) and paid with the sandbox's card through the API as the pages would: its order id.
 */
export async function bookPaidShanghaiStay(page: Page, stay: StayDates, booking: Record<string, unknown> = {}): Promise<string> {
  for await (const { hotelId, plans } of shanghaiPlans<{ ratePlanId: string; payWay: number; soldState: string }>(page, stay)) {
    const plan = plans.find((p) => p.soldState === 'CAN_BOOK' && p.payWay === 1);
    if (!plan) continue;
    const created = await okFromPage<{ orderId: string; payOrder: { payOrderId: string } }>(page, 'hotel-app/order/create', {
      ...stay,
      hotelId,
      roomTypeId: plan.roomTypeId,
      ratePlanId: plan.ratePlanId,
      travelType: 1,
      roomList: [{ guestList: [{ source: 'SELF', name: 'Li Na' }] }],
      contact: { name: 'Li Na', mobileCountryCode: '86', mobile: '13800005678' },
      ...booking,
    });
    await okFromPage(page, 'payment/payment/pay', { payOrderId: created.payOrder.payOrderId, payWay: 'online_payment', cardNumber: '4242424242424242' });
    return created.orderId;
  }
  throw new Error('no Shanghai hotel with a bookable prepaid plan');
}
