import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, logIn, pageErrors, screenshot, switchLanguage, usePages } from './support/browser';
import { chooseOption, fillDate, horizontalOverflow } from './support/antd';
import { bookAndPay, fen, plusDays, refundFirstTicket } from './support/train';

/** The railway's calendar date (China, UTC+8) a number of days from now. */
const railDay = (days: number) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** The order as train/order/detail answers it, asked from the page with its session. */
async function orderDetail(page: Page, orderId: string) {
  return page.evaluate(async (id) => {
    const csrf = /(?:^|; )csrf_token=([^;]*)/.exec(document.cookie)?.[1] ?? '';
    const res = await fetch('/api/train-app/train/order/detail', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(csrf) },
      body: JSON.stringify({ orderId: id }),
    });
    return (await res.json()) as {
      resultCode: string;
      data: {
        orderBaseInfo: { bookOrderStatus: string };
        buttons: { change: boolean; refund: boolean };
        tripList: { tripIndex: number; trainNo: string; ticketList: { ticketId: string; ticketStatus: string; beforeChangeTicketId: string | null; coachNo: string | null; seatNo: string | null }[] }[];
      };
    };
  }, orderId);
}

describe('train change', () => {
  const open = usePages();

  it('refunds one of two tickets and changes the other to a train on a later day: quote with the sign label, confirm, pay, issued; the order shows both', async () => {
    const { page } = await open();
    await logIn(page, 'notr');
    await switchLanguage(page, 'en');
    const travelDate = railDay(4);
    const { orderId, orderPath } = await bookAndPay(page, travelDate, [
      ['sun', 'mei', 'E31415926'],
      ['guo', 'qiang', 'E27182818'],
    ]);
    expect(await page.getByTestId('change-history').count()).toBe(0);
    expect(await page.getByTestId('order-change').count()).toBe(1);

    // Ticket 1 refunded through the refund page.
    const { refunded, kept } = await refundFirstTicket(page, orderPath);
    expect(kept).toHaveLength(1);
    const changed = kept[0]!;

    // The change: only the other ticket is offered.
    await page.getByTestId('order-change').click();
    await page.waitForURL('**/train/change/apply?**');
    expect(new URL(page.url()).searchParams.get('orderId')).toBe(orderId);
    const tickets = page.getByTestId('change-ticket');
    await tickets.first().waitFor();
    expect(await tickets.count()).toBe(1);
    expect((await tickets.first().getByTestId('change-ticket-passenger').innerText()).trim()).toBe(changed);
    expect(await page.getByTestId('change-quote').getAttribute('data-state')).toBe('empty');
    expect(await page.getByTestId('change-search-submit').isDisabled()).toBe(true);
    await tickets.first().getByTestId('change-ticket-check').check();

    // A later day: the trains of that day, none of them the current one.
    const newDate = plusDays(travelDate, 1);
    await fillDate(page, 'change-date', newDate);
    await page.getByTestId('change-search-submit').click();
    await page.locator('[data-testid="change-results"][data-state="ready"]').waitFor({ timeout: 60_000 });
    expect(Number(await page.getByTestId('change-results').getAttribute('data-count'))).toBeGreaterThan(0);
    expect(await page.locator('[data-testid="change-result"][data-current="true"]').count()).toBe(0);
    // A seat that costs more than the ticket — first class, as every train of this route sells second class at one
    // fare (else any dearer or other fare, else second class): the change has a price difference to label.
    const ticketFare = Number(await tickets.first().getAttribute('data-price'));
    const picked = await page.evaluate((fare) => {
      const rows = Array.from(document.querySelectorAll('[data-testid="change-result"][data-current="false"]'));
      const seats = rows.flatMap((row, i) =>
        Array.from(row.querySelectorAll('[data-testid="train-itinerary"][data-has-ticket="true"] [data-testid="itinerary-seat"]:not([data-remain="0"])'))
          .filter((seat) => seat.querySelector('[data-testid="seat-book"]:not([disabled])'))
          .map((seat) => ({ i, seatClass: seat.getAttribute('data-seat-class')!, price: Number(seat.getAttribute('data-price')) })),
      );
      return seats.find((x) => x.seatClass === 'FIRST' && x.price > fare) ?? seats.find((x) => x.price > fare) ?? seats.find((x) => x.price !== fare) ?? seats.find((x) => x.seatClass === 'SECOND')!;
    }, ticketFare);
    const result = page.locator('[data-testid="change-result"][data-current="false"]').nth(picked.i);
    const choose = result.locator(`[data-testid="itinerary-seat"][data-seat-class="${picked.seatClass}"] [data-testid="seat-book"]`);
    expect(await choose.innerText()).toBe('Choose');
    const newTrainNo = (await result.getAttribute('data-train-no'))!;
    await choose.click();
    await page.locator('[data-testid="change-quote"][data-state="ready"]').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('change-new-train').getAttribute('data-train-no')).toBe(newTrainNo);
    expect(await page.getByTestId('change-new-train').getAttribute('data-date')).toBe(newDate);
    // The list folds to the train picked (the quote comes into view) and unfolds on demand.
    expect(await page.getByTestId('change-result').count()).toBe(1);
    expect(await page.locator('[data-testid="change-result"][data-picked="true"]').getAttribute('data-train-no')).toBe(newTrainNo);

    // The quote: per ticket old and new fare, the fees, the difference labelled by its sign; totals; countdown.
    const line = page.getByTestId('change-quote-line');
    expect(await line.count()).toBe(1);
    expect((await line.getByTestId('change-quote-passenger').innerText()).trim()).toBe(changed);
    const oldFare = fen(await line.getByTestId('change-old-fare').innerText());
    expect(oldFare).toBe(ticketFare);
    const newFare = fen(await line.getByTestId('change-new-fare').innerText());
    const changeFee = fen(await line.getByTestId('change-fee').innerText());
    const refundFee = fen(await line.getByTestId('change-refund-fee').innerText());
    expect(newFare).toBe(picked.price);
    const diff = newFare - oldFare;
    const direction = diff > 0 ? 'PAY_MORE' : diff < 0 ? 'REFUND_DIFFERENCE' : 'NONE';
    const label = { PAY_MORE: 'Pay more', REFUND_DIFFERENCE: 'Refund difference', NONE: 'No price difference' }[direction];
    const lineDiff = line.getByTestId('change-line-diff');
    expect(await lineDiff.getAttribute('data-direction')).toBe(direction);
    expect(await lineDiff.getAttribute('data-amount')).toBe(String(diff));
    expect(await line.getByTestId('change-line-diff-label').innerText()).toBe(label);
    if (diff !== 0) expect(fen(await line.getByTestId('change-line-diff-amount').innerText())).toBe(Math.abs(diff));
    expect(await page.getByTestId('change-total-diff').getAttribute('data-direction')).toBe(direction);
    expect(await page.getByTestId('change-total-diff-label').innerText()).toBe(label);
    // 3 to 5 days before departure: 5% of the lower fare (to ¥0.5).
    expect(changeFee).toBe(Math.round((Math.min(oldFare, newFare) * 0.05) / 50) * 50);
    expect(fen(await page.getByTestId('change-total-fee').innerText())).toBe(changeFee);
    const net = Math.max(0, diff) + changeFee - (Math.max(0, -diff) - refundFee);
    const kind = net > 0 ? 'PAY' : net < 0 ? 'REFUND' : 'NONE';
    const total = page.getByTestId('change-total');
    expect(await total.getAttribute('data-kind')).toBe(kind);
    expect(Number(await total.getAttribute('data-amount'))).toBe(Math.abs(net));
    const countdown = page.getByTestId('change-quote-countdown');
    const firstLeft = Number(await countdown.getAttribute('data-left'));
    expect(firstLeft).toBeGreaterThan(500);
    expect(firstLeft).toBeLessThanOrEqual(600);
    await page.waitForFunction((left) => Number(document.querySelector('[data-testid="change-quote-countdown"]')?.getAttribute('data-left')) < left, firstLeft);
    await screenshot(page, 'train-change-quote');
    await page.getByTestId('change-show-all').click();
    expect(await page.getByTestId('change-result').count()).toBeGreaterThan(1);
    expect(await page.locator('[data-testid="change-result"][data-picked="true"]').count()).toBe(1);

    // No reason: refused in the catalog's words; then the reason, and submit.
    await page.getByTestId('change-submit').click();
    await page.locator('.ant-form-item-explain-error').first().waitFor();
    expect(await page.locator('.ant-form-item-explain-error').first().innerText()).toBe('This field is required.');
    await chooseOption(page, 'change-reason', 'Need a later train');
    await page.getByTestId('change-reason-text').fill('Meeting moved a day');
    await page.getByTestId('change-submit').click();
    await page.waitForURL('**/train/change/detail?**', { timeout: 20_000 });
    const detailUrl = new URL(page.url());
    expect(detailUrl.searchParams.get('orderId')).toBe(orderId);
    const changeId = detailUrl.searchParams.get('changeId')!;
    expect(changeId).toMatch(/^C/);

    // Waiting for confirmation: the bottom actions are confirm and cancel, nothing to pay yet.
    await page.locator('[data-testid="change-status"][data-status="WAIT_CONFIRM"]').waitFor();
    expect(await page.getByTestId('change-id').innerText()).toBe(changeId);
    expect(await page.getByTestId('change-detail-reason').innerText()).toBe('Need a later train: Meeting moved a day');
    expect(await page.getByTestId('change-actions').count()).toBe(1);
    expect(await page.getByTestId('change-confirm').count()).toBe(1);
    expect(await page.getByTestId('change-cancel').count()).toBe(1);
    expect(await page.getByTestId('change-pay').count()).toBe(0);
    expect(await page.getByTestId('change-old-ticket').getAttribute('data-ticket-status')).toBe('CHANGE_APPLYING');
    expect(await page.getByTestId('change-new-ticket').getAttribute('data-train-no')).toBe(newTrainNo);
    expect(await page.getByTestId('change-detail-diff').getAttribute('data-direction')).toBe(direction);
    expect(await page.getByTestId('change-detail-total').getAttribute('data-kind')).toBe(kind);
    expect(Number(await page.getByTestId('change-detail-total').getAttribute('data-amount'))).toBe(Math.abs(net));
    await page.getByTestId('change-wait-confirm').waitFor();
    await screenshot(page, 'train-change-wait-confirm');

    // Confirmed: with something to pay, the change waits for payment and the pay button leads to the pay page.
    await page.getByTestId('change-confirm').click();
    await page.getByTestId('change-confirm-ok').click();
    await page.locator('.ant-modal-confirm').waitFor({ state: 'detached' });
    if (kind === 'PAY') {
      await page.locator('[data-testid="change-status"][data-status="WAIT_PAY"]').waitFor();
      expect(await page.getByTestId('change-confirm').count()).toBe(0);
      expect(await page.getByTestId('change-cancel').count()).toBe(1);
      expect(Number(await page.getByTestId('change-pay-countdown').getAttribute('data-left'))).toBeGreaterThan(0);
      expect(fen(await page.getByTestId('change-pay-personal').innerText())).toBe(net);
      await screenshot(page, 'train-change-wait-pay');
      await page.getByTestId('change-pay').click();
      await page.waitForURL('**/train/change/pay?**');
      expect(fen(await page.getByTestId('pay-personal').innerText())).toBe(net);
      await page.getByTestId('pay-submit').click();
      await page.waitForURL('**/train/change/detail?**');
    }

    // Issued by the job runner: COMPLETE in green, the new ticket with its coach and seat, no more actions.
    await page.locator('[data-testid="change-status"][data-status="COMPLETE"]').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('change-status').innerText()).toBe('Changed');
    expect(await page.getByTestId('change-status').evaluate((el) => el.className)).toContain('ant-tag-green');
    expect(await page.getByTestId('change-operation').getAttribute('data-status')).toBe('PROCESSED');
    const newTicket = page.getByTestId('change-new-ticket');
    expect(await newTicket.getAttribute('data-ticket-status')).toBe('ISSUED');
    const coach = (await newTicket.getAttribute('data-coach'))!;
    const seat = (await newTicket.getAttribute('data-seat'))!;
    expect(coach).toMatch(/^\d\d$/);
    expect(seat).not.toBe('');
    expect(await newTicket.getByTestId('change-ticket-seat').innerText()).toContain(`Coach ${coach}, seat ${seat}`);
    expect(await page.getByTestId('change-old-ticket').getAttribute('data-ticket-status')).toBe('CHANGED');
    expect(await page.getByTestId('change-actions').count()).toBe(0);
    expect(await page.getByTestId('change-processing').count()).toBe(0);
    await screenshot(page, 'train-change-detail');

    // Back on the order: ticket 1 refunded, ticket 2 changed on the original trip, the new trip's ticket issued with
    // that seat, both histories; with one ticket refunded and one changed the order stays ISSUED.
    await page.getByTestId('change-back-to-order').click();
    await page.waitForURL(`**${orderPath}`);
    await page.locator('[data-testid="order-trip"][data-role="NEW"] [data-testid="order-ticket"][data-ticket-status="ISSUED"]').waitFor();
    const api = await orderDetail(page, orderId);
    expect(api.resultCode).toBe('0');
    expect(api.data.orderBaseInfo.bookOrderStatus).toBe('ISSUED');
    expect(await page.getByTestId('order-status').getAttribute('data-status')).toBe(api.data.orderBaseInfo.bookOrderStatus);
    const original = page.locator('[data-testid="order-trip"][data-role="ORIGINAL"]');
    const made = page.locator('[data-testid="order-trip"][data-role="NEW"]');
    expect(await original.getByTestId('order-trip-role').innerText()).toBe('Original trip');
    expect(await made.getByTestId('order-trip-role').innerText()).toBe('New trip (changed)');
    const statusIn = async (trip: typeof original, name: string) =>
      trip.locator('tr', { has: page.getByTestId('order-passenger').filter({ hasText: name }) }).getByTestId('order-ticket').getAttribute('data-ticket-status');
    expect(await statusIn(original, refunded)).toBe('REFUNDED');
    expect(await statusIn(original, changed)).toBe('CHANGED');
    // The date the English way (month/day/year).
    expect(await original.getByTestId('order-ticket-to').innerText()).toBe(`Changed to ${newTrainNo} on ${newDate.slice(5, 7)}/${newDate.slice(8, 10)}/${newDate.slice(0, 4)}`);
    // The new trip carries only the changed passenger.
    expect(await made.getByTestId('order-passenger').count()).toBe(1);
    expect(await made.getByTestId('order-passenger').innerText()).toContain(changed);
    const madeTicket = made.getByTestId('order-ticket');
    expect(await madeTicket.getAttribute('data-coach')).toBe(coach);
    expect(await madeTicket.getAttribute('data-seat')).toBe(seat);
    expect(await made.getByTestId('order-ticket-from').innerText()).toContain('Changed from');
    // Spec 4: the replaced ticket carries the before-change ticket id (the id of the ticket issued in its place).
    const apiTickets = api.data.tripList.flatMap((x) => x.ticketList);
    const apiOld = apiTickets.find((tk) => tk.beforeChangeTicketId !== null)!;
    expect(apiOld.ticketStatus).toBe('CHANGED');
    const apiNew = apiTickets.find((tk) => tk.ticketId === apiOld.beforeChangeTicketId)!;
    expect(apiNew).toMatchObject({ ticketStatus: 'ISSUED', coachNo: coach, seatNo: seat, beforeChangeTicketId: null });
    expect(await madeTicket.getAttribute('data-ticket-id')).toBe(apiNew.ticketId);
    expect(await madeTicket.getAttribute('data-before-change')).toBe('');
    expect(await original.locator(`[data-testid="order-ticket"][data-ticket-id="${apiOld.ticketId}"]`).getAttribute('data-before-change')).toBe(apiNew.ticketId);
    expect(api.data.tripList.flatMap((x) => x.ticketList.map((tk) => tk.ticketStatus)).sort()).toEqual(['CHANGED', 'ISSUED', 'REFUNDED']);
    // Nothing left to change (a changed ticket's new ticket cannot change again); the new ticket can be refunded.
    expect(api.data.buttons).toMatchObject({ change: false, refund: true });
    expect(await page.getByTestId('order-change').count()).toBe(0);
    expect(await page.getByTestId('order-refund').count()).toBe(1);
    expect(await page.locator('[data-testid="refund-history-item"][data-status="COMPLETE"]').count()).toBe(1);
    const changeItem = page.locator(`[data-testid="change-history-item"][data-change-id="${changeId}"]`);
    expect(await changeItem.getAttribute('data-status')).toBe('COMPLETE');
    expect(await changeItem.getAttribute('data-direction')).toBe(direction);
    expect(await changeItem.getByTestId('change-history-status').evaluate((el) => el.className)).toContain('ant-tag-green');
    expect(await changeItem.getByTestId('change-history-trains').innerText()).toContain(newTrainNo);
    await screenshot(page, 'train-change-order');
    await changeItem.getByTestId('change-history-link').click();
    await page.waitForURL('**/train/change/detail?**');
    expect(new URL(page.url()).searchParams.get('changeId')).toBe(changeId);
    await page.locator('[data-testid="change-status"][data-status="COMPLETE"]').waitFor();
    expect(pageErrors(page)).toEqual([]);

    // 375 px: the change detail and the order with both histories within the screen.
    const phone = await open(PHONE);
    await logIn(phone.page, 'notr');
    await switchLanguage(phone.page, 'en');
    await phone.page.goto(detailUrl.pathname + detailUrl.search);
    await phone.page.locator('[data-testid="change-status"][data-status="COMPLETE"]').waitFor();
    await expect.poll(() => horizontalOverflow(phone.page)).toBeLessThanOrEqual(0);
    await screenshot(phone.page, 'train-change-detail-phone');
    await phone.page.goto(orderPath);
    await phone.page.getByTestId('change-history-item').first().waitFor();
    await phone.page.getByTestId('refund-history-item').first().waitFor();
    await expect.poll(() => horizontalOverflow(phone.page)).toBeLessThanOrEqual(0);
    await screenshot(phone.page, 'train-change-order-phone');
    expect(pageErrors(phone.page)).toEqual([]);
  }, 300_000);

  it('within 48 hours of departure a change to a later day offers the refund instead (ItrainResouce.1335), at 375 px', async () => {
    const desktop = await open();
    await logIn(desktop.page, 'notr');
    await switchLanguage(desktop.page, 'en');
    const tomorrow = railDay(1);
    const { orderId, orderPath } = await bookAndPay(desktop.page, tomorrow, [['he', 'ping', 'E16180339']]);

    const { page } = await open(PHONE);
    await logIn(page, 'notr');
    await switchLanguage(page, 'en');
    await page.goto(orderPath);
    await page.getByTestId('order-change').click();
    await page.waitForURL('**/train/change/apply?**');
    await page.getByTestId('change-ticket-check').check();
    // The same day is allowed: its trains list within the screen.
    await page.getByTestId('change-search-submit').click();
    await page.locator('[data-testid="change-results"][data-state="ready"]').waitFor({ timeout: 60_000 });
    expect(await page.locator('[data-testid="change-result"][data-current="true"]').count()).toBe(1);
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'train-change-apply-phone');

    // A later day: refused with the offer to refund; "Go to refund" opens the spec's hand-off.
    await fillDate(page, 'change-date', plusDays(tomorrow, 1));
    await page.getByTestId('change-search-submit').click();
    await page.getByTestId('change-go-refund').waitFor({ timeout: 45_000 });
    await page.waitForFunction(() => !document.querySelector('.ant-zoom-appear, .ant-zoom-enter'));
    expect(await page.getByTestId('change-results').getAttribute('data-state')).toBe('error');
    expect(await page.getByTestId('change-search-error').getAttribute('data-code')).toBe('ItrainResouce.1335');
    expect((await page.getByTestId('change-refund-instead-text').innerText()).toLowerCase()).toContain('refund');
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'train-change-refund-instead-phone');
    await page.getByTestId('change-go-refund').click();
    await page.waitForURL('**/train/refund/apply?**');
    const url = new URL(page.url());
    expect(url.searchParams.get('orderId')).toBe(orderId);
    expect(url.searchParams.get('fromChangeApply')).toBe('1');
    await page.getByTestId('refund-from-change').waitFor();
    expect(await page.getByTestId('refund-ticket').count()).toBe(1);
    expect(pageErrors(page)).toEqual([]);
  }, 180_000);
});
