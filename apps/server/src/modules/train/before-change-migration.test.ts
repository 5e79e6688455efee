import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentPayCall, SANDBOX_CARDS } from '@travel/contracts/payment/payment';
import { bookSubmitCall } from '@travel/contracts/train/booking';
import { changeCancelCall, changeConfirmCall, changeQuoteCall, changeSubmitCall } from '@travel/contracts/train/change';
import { orderDetailCall } from '@travel/contracts/train/order';
import { firstTripCall, type Itinerary } from '@travel/contracts/train/search';
import { trainDateRangeCall } from '@travel/contracts/train/date-range';
import { runDueJobs } from '../../platform/jobs/job-queue';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { addDays } from '../../platform/dates';
import { trainChangeTickets, trainTickets } from './schema';

type Trip = Itinerary['tripList'][number];

/**
 * Migration 0011 moves the before-change ticket id from the tickets a change made (the old layout) to the tickets it
 * replaced: changes made through the calls, put back in the old layout, come out of the migration as the calls wrote them.
 */
describe('migration 0011: before-change ticket ids on the replaced tickets', () => {
  let t: TestApp;
  let employee: TestClient;
  let trips: Trip[];
  const db = () => t.database.db;
  const runJobs = () => runDueJobs(t.database.db, t.clock, t.app.jobHandlers);
  const ref = (trip: Trip) => ({ trainNo: trip.trainNo, departureDate: trip.departureDate, fromStationCode: trip.fromStation.stationCode, toStationCode: trip.toStation.stationCode, seatClass: 'SECOND' as const });

  async function issuedTicket(trip: Trip, i: number) {
    const booked = await employee.ok(bookSubmitCall, {
      tripList: [{ tripIndex: 1, ...ref(trip) }],
      passengerList: [{ source: 'CUSTOMER', familyName: 'MIG', givenName: `P${i}`, birthday: '1981-01-01', gender: 'M', nationality: 'CN', mobileCountryCode: '86', idType: 'PASSPORT', idNumber: `M${7000000 + i}`, placeOfIssue: 'CN', idExpiredDate: '2034-01-01', insuranceProductIds: [] }],
      contact: { name: 'MIG', mobileCountryCode: '86', mobile: '13800006666', email: 'mig@example.com' },
      serviceProviderId: 'SP-RAIL-1',
      travelType: 'PRIVATE',
      acceptNoSeat: false,
      acceptHybridPayment: false,
      ignoreDuplicate: true,
    });
    await employee.ok(paymentPayCall, { payOrderId: booked.payOrder!.payOrderId, cardNumber: SANDBOX_CARDS.SUCCEED });
    await runJobs();
    return { orderId: booked.orderId, ticketId: (await employee.ok(orderDetailCall, { orderId: booked.orderId })).tripList[0]!.ticketList[0]!.ticketId };
  }

  /** Confirmed, and paid when the change costs more: the issue job completes it. */
  async function confirm(orderId: string, changeId: string) {
    const confirmed = await employee.ok(changeConfirmCall, { orderId, changeId });
    if (confirmed.payOrder?.needPay) await employee.ok(paymentPayCall, { payOrderId: confirmed.payOrder.payOrderId, cardNumber: SANDBOX_CARDS.SUCCEED });
  }

  async function change(order: { orderId: string; ticketId: string }, to: Trip) {
    const quote = await employee.ok(changeQuoteCall, { orderId: order.orderId, ticketIdList: [order.ticketId], trip: ref(to) });
    return (await employee.ok(changeSubmitCall, { orderId: order.orderId, quotationId: quote.quotationId, ticketIdList: [order.ticketId], trip: ref(to), reason: 'migration' })).changeId;
  }

  beforeAll(async () => {
    t = await createTestApp({ rail: true });
    employee = await t.login('employee');
    const today = (await employee.ok(trainDateRangeCall, {})).today;
    const found = await employee.ok(firstTripCall, { passengerList: [{ passengerType: 'ADT' }], departureDate: addDays(today, 6), departure: { type: 'CITY', code: '北京' }, arrival: { type: 'CITY', code: '上海' }, searchMode: 'DIRECT', pageSize: 40 });
    trips = found.itineraryList.map((i) => i.tripList[0]!).filter((x) => x.seatList.some((s) => s.seatClass === 'SECOND' && s.seatRemain > 10));
  }, 120_000);
  afterAll(async () => t?.close());

  it('moves the ids of completed, pending and cancelled changes', async () => {
    // Completed (CHANGED → ISSUED), pending (CHANGE_APPLYING → NON_ISSUE), cancelled then completed again.
    const done = await issuedTicket(trips[0]!, 1);
    await confirm(done.orderId, await change(done, trips[1]!));
    const pending = await issuedTicket(trips[2]!, 2);
    await change(pending, trips[3]!);
    const again = await issuedTicket(trips[4]!, 3);
    await employee.ok(changeCancelCall, { orderId: again.orderId, changeId: await change(again, trips[5]!) });
    await confirm(again.orderId, await change(again, trips[6]!));
    await runJobs();
    const statuses = (await db().select({ status: trainTickets.status }).from(trainTickets)).map((r) => r.status).sort();
    expect(statuses).toEqual(['CANCELED', 'CHANGED', 'CHANGED', 'CHANGE_APPLYING', 'ISSUED', 'ISSUED', 'NON_ISSUE']);

    const layout = async () => Object.fromEntries((await db().select({ id: trainTickets.id, before: trainTickets.beforeChangeTicketId }).from(trainTickets)).map((r) => [r.id, r.before]));
    const written = await layout();
    expect(Object.values(written).filter((v) => v !== null)).toHaveLength(3);

    // The old layout: every new ticket named the ticket it replaced, the replaced ones named nothing.
    await db().update(trainTickets).set({ beforeChangeTicketId: null });
    for (const pair of await db().select().from(trainChangeTickets)) await db().update(trainTickets).set({ beforeChangeTicketId: pair.oldTicketId }).where(eq(trainTickets.id, pair.newTicketId));
    expect(await layout()).not.toEqual(written);

    const migration = await readFile(new URL('../../../drizzle/0011_train_before_change_ticket.sql', import.meta.url), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await db().execute(sql.raw(statement));
    expect(await layout()).toEqual(written);
  });
});
