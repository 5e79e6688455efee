import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentPayCall, SANDBOX_CARDS } from '@travel/contracts/payment/payment';
import { bookCancelCall, bookSubmitCall, type BookSubmitInput } from '@travel/contracts/train/booking';
import { trainDateRangeCall } from '@travel/contracts/train/date-range';
import { orderDetailCall, orderListCall } from '@travel/contracts/train/order';
import { orderCenterListCall } from '@travel/contracts/order-center/order-center';
import { refundQuoteCall, refundSubmitCall } from '@travel/contracts/train/refund';
import {
  alternateCancelCall,
  alternateOperateLogCall,
  alternatePriceChangeConfirmCall,
  alternateSubmitCall,
  alternateTripDetailCall,
  waitlistLimitTimeListCall,
  waitlistLimitTimeModifyCall,
  type AlternateSubmitInput,
} from '@travel/contracts/train/rush';
import type { RushOption } from '@travel/contracts/train/rush-request';
import { firstTripCall, productListCall, type TrainTrip } from '@travel/contracts/train/search';
import { addDays } from '../../platform/dates';
import { runDueJobs } from '../../platform/jobs/job-queue';
import { loadRailConfig } from '../../suppliers/rail/rail-config';
import { createRailSandbox } from '../../suppliers/rail/rail-sandbox';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { paymentRecords } from '../payment/schema';
import { serveRushes } from './rush-engine';
import { trainOrderTrips, trainRushOrders } from './schema';

type SeatClass = 'BUSINESS' | 'FIRST' | 'SECOND';
const FEE = 500;

const passenger = (i: number): BookSubmitInput['passengerList'][number] => ({
  source: 'CUSTOMER',
  familyName: 'LI',
  givenName: `RUSH${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + Math.floor(i / 26))}`,
  birthday: '1984-05-0' + ((i % 9) + 1),
  gender: 'M',
  nationality: 'CN',
  mobileCountryCode: '86',
  mobile: `1380000${String(1000 + i)}`,
  idType: 'PASSPORT',
  idNumber: `W${String(30000000 + i)}`,
  placeOfIssue: 'CN',
  idExpiredDate: '2034-01-01',
  insuranceProductIds: [],
});

const contact = { name: 'LI RUSH', mobileCountryCode: '86', mobile: '13800001234', email: 'li@example.com' };

/** A sandbox railway on the test database: other buyers taking seats, as the railway itself sees them. */
const railOf = (t: TestApp) => createRailSandbox({ clock: t.clock, db: t.database.db, config: loadRailConfig({ RAIL_NIGHT_CLOSED: 'off' }) });

async function findTrip(client: TestClient, date: string): Promise<TrainTrip> {
  const found = await client.ok(firstTripCall, { passengerList: [{ passengerType: 'ADT' }], departureDate: date, departure: { type: 'CITY', code: '北京' }, arrival: { type: 'CITY', code: '上海' }, searchMode: 'DIRECT', pageSize: 50 });
  const seats = (x: TrainTrip, c: SeatClass) => x.seatList.find((s) => s.seatClass === c)?.seatRemain ?? 0;
  const trip = found.itineraryList.map((i) => i.tripList[0]!).find((x) => seats(x, 'BUSINESS') >= 3 && seats(x, 'BUSINESS') <= 30 && seats(x, 'FIRST') >= 2 && seats(x, 'FIRST') <= 80 && seats(x, 'SECOND') > 10);
  expect(trip).toBeDefined();
  return trip!;
}

/** Other buyers take all but `keep` seats of the class (issued, so they stay taken whatever the clock does). */
async function buyOut(t: TestApp, option: RushOption, railClass: 'business' | 'first', free: number, keep: number): Promise<string[]> {
  const rail = railOf(t);
  const holdIds: string[] = [];
  for (let left = free - keep; left > 0; left -= 9) {
    const hold = await rail.holdSeats({ idempotencyKey: crypto.randomUUID(), trainNo: option.trainNo, departureDate: option.departureDate, fromTelecode: option.fromStationCode, toTelecode: option.toStationCode, passengers: Array.from({ length: Math.min(9, left) }, () => ({ seatClass: railClass })) });
    await rail.confirmHold(hold.holdId);
    holdIds.push(hold.holdId);
  }
  return holdIds;
}

/**
 * Ticket rush (grab, purchase kind 3; waitlist, kind 6) through the HTTP API: a sold-out class waited for, paid up front
 * at the highest fare; freed seats go to waitlists first, then to grabs; the difference, the deadline, cancelling.
 */
describe('train ticket rush: grabs and waitlists', () => {
  let t: TestApp;
  let employee: TestClient;
  let today: string;
  let trip: TrainTrip;
  let business: RushOption;
  let first: RushOption;
  let second: RushOption;
  let businessFare: number;
  let firstFare: number;
  let next = 0;
  // Orders other tests use: the issued order whose refunds free seats, and the rushes.
  let seats: { orderId: string; businessTickets: string[]; firstTicket: string };
  let waitlist1: string;
  let grab: string;
  let otherBuyers: string[];

  const runJobs = () => runDueJobs(t.database.db, t.clock, t.app.jobHandlers);
  const detail = (orderId: string, c = employee) => c.ok(orderDetailCall, { orderId });
  const status = async (orderId: string) => (await detail(orderId)).orderBaseInfo.bookOrderStatus;
  const remain = async (c: SeatClass) => (await employee.ok(productListCall, { trainNo: business.trainNo, departureDate: business.departureDate, fromStationCode: business.fromStationCode, toStationCode: business.toStationCode })).trip.seatList.find((s) => s.seatClass === c)!.seatRemain;
  const records = async (orderId: string) => {
    const payOrderId = (await detail(orderId)).payment!.payOrderId;
    return (await t.database.db.select().from(paymentRecords).where(eq(paymentRecords.payOrderId, payOrderId))).map((r) => `${r.recordType} ${r.direction} ${r.amount}`).sort();
  };
  const waitlistInput = (optionList: RushOption[], over: Partial<AlternateSubmitInput> = {}): AlternateSubmitInput => ({
    optionList,
    passengerList: [passenger(next++)],
    contact,
    serviceProviderId: 'SP-RAIL-1',
    travelType: 'PRIVATE',
    acceptHybridPayment: false,
    ignoreDuplicate: true,
    ...over,
  });
  /** A private waitlist, paid by card: it waits as grabbing (PURCHASING). */
  const paidWaitlist = async (optionList: RushOption[], over: Partial<AlternateSubmitInput> = {}) => {
    const booked = await employee.ok(alternateSubmitCall, waitlistInput(optionList, over));
    expect(booked).toMatchObject({ bookOrderStatus: 'WAIT_PAY', payOrder: { needPay: true } });
    await employee.ok(paymentPayCall, { payOrderId: booked.payOrder!.payOrderId, cardNumber: SANDBOX_CARDS.SUCCEED });
    await runJobs();
    expect(await status(booked.orderId)).toBe('PURCHASING');
    return booked.orderId;
  };
  const refund = async (orderId: string, ticketId: string) => {
    const quote = await employee.ok(refundQuoteCall, { orderId, ticketIdList: [ticketId] });
    await employee.ok(refundSubmitCall, { orderId, quotationId: quote.quotationId, ticketIdList: [ticketId], reason: 'Plans changed' });
    await runJobs();
  };
  const logActions = async (orderId: string) => (await employee.ok(alternateOperateLogCall, { orderId })).list.map((l) => `${l.action} ${l.operator}`);

  beforeAll(async () => {
    t = await createTestApp({ rail: true });
    employee = await t.login('employee');
    today = (await employee.ok(trainDateRangeCall, {})).today;
    trip = await findTrip(employee, addDays(today, 5));
    const leg = { trainNo: trip.trainNo, departureDate: trip.departureDate, fromStationCode: trip.fromStation.stationCode, toStationCode: trip.toStation.stationCode };
    business = { ...leg, seatClass: 'BUSINESS' };
    first = { ...leg, seatClass: 'FIRST' };
    second = { ...leg, seatClass: 'SECOND' };
    const seatOf = (c: SeatClass) => trip.seatList.find((s) => s.seatClass === c)!;
    businessFare = seatOf('BUSINESS').price.amount;
    firstFare = seatOf('FIRST').price.amount;
    expect(businessFare).toBeGreaterThan(firstFare);
    // Other buyers leave two business seats and one first-class seat; our traveller buys those.
    otherBuyers = await buyOut(t, business, 'business', seatOf('BUSINESS').seatRemain, 2);
    await buyOut(t, first, 'first', seatOf('FIRST').seatRemain, 1);
    const issued = async (seatClass: SeatClass, n: number) => {
      const input: BookSubmitInput = { tripList: [{ tripIndex: 1, ...leg, seatClass }], passengerList: Array.from({ length: n }, () => passenger(next++)), contact, serviceProviderId: 'SP-RAIL-1', travelType: 'PRIVATE', acceptNoSeat: false, acceptHybridPayment: false, ignoreDuplicate: true };
      const booked = await employee.ok(bookSubmitCall, input);
      await employee.ok(paymentPayCall, { payOrderId: booked.payOrder!.payOrderId, cardNumber: SANDBOX_CARDS.SUCCEED });
      await runJobs();
      const d = await detail(booked.orderId);
      expect(d.orderBaseInfo.bookOrderStatus).toBe('ISSUED');
      return { orderId: booked.orderId, tickets: d.tripList[0]!.ticketList.map((x) => x.ticketId) };
    };
    const b = await issued('BUSINESS', 2);
    const f = await issued('FIRST', 1);
    seats = { orderId: b.orderId, businessTickets: b.tickets, firstTicket: `${f.orderId}|${f.tickets[0]}` };
    expect(await remain('BUSINESS')).toBe(0);
    expect(await remain('FIRST')).toBe(0);
  }, 180_000);
  afterAll(async () => t?.close());

  it('refuses a rush on a class with seats, a grab of two trips, and a prepay the traveller did not see', async () => {
    const onSale = await employee.call(alternateSubmitCall, waitlistInput([business, second]));
    expect(onSale.body.resultCode).toBe('TRAIN_WAITLIST_NOT_SUPPORTED');
    expect(onSale.body.data).toMatchObject({ optionIndex: 2, seatClass: 'SECOND', reason: 'ON_SALE' });

    const twoTrips: BookSubmitInput = {
      tripList: [{ tripIndex: 1, ...business }, { tripIndex: 2, ...business, departureDate: addDays(business.departureDate, 1) }],
      passengerList: [passenger(next++)],
      contact,
      serviceProviderId: 'SP-RAIL-1',
      travelType: 'PRIVATE',
      acceptNoSeat: false,
      acceptHybridPayment: false,
      ignoreDuplicate: true,
      ticketRush: { type: 'GRAB', alternativeList: [] },
    };
    expect((await employee.call(bookSubmitCall, twoTrips)).body.resultCode).toBe('TRAIN_RUSH_ONE_TRIP');

    // An option between other cities (Beijing → Nanjing beside Beijing → Shanghai) is no alternative to this trip.
    const nanjing = await employee.ok(firstTripCall, { passengerList: [{ passengerType: 'ADT' }], departureDate: business.departureDate, departure: { type: 'CITY', code: '北京' }, arrival: { type: 'CITY', code: '南京' }, searchMode: 'DIRECT', pageSize: 5 });
    const other = nanjing.itineraryList[0]!.tripList[0]!;
    const elsewhere = await employee.call(alternateSubmitCall, waitlistInput([business, { trainNo: other.trainNo, departureDate: other.departureDate, fromStationCode: other.fromStation.stationCode, toStationCode: other.toStation.stationCode, seatClass: 'SECOND' }]));
    expect(elsewhere.body.resultCode).toBe('TRAIN_RUSH_ROUTE');
    expect(elsewhere.body.data).toEqual({ optionIndex: 2 });

    const bad = await employee.call(alternateSubmitCall, waitlistInput([business, first], { expectedPrepay: { amount: 100, currency: 'CNY' } }));
    expect(bad.body.resultCode).toBe('TRAIN_PRICE_CHANGED');
    expect(bad.body.data).toEqual({ price: { amount: businessFare + FEE, currency: 'CNY' } });
  });

  it('serves a freed seat to the waiting waitlist before an older grab, then the next freed seat to the grab', async () => {
    // The grab first (older), through train/book/submit with ticketRush.
    const grabbed = await employee.ok(bookSubmitCall, {
      tripList: [{ tripIndex: 1, ...business }],
      passengerList: [passenger(next++)],
      contact,
      serviceProviderId: 'SP-RAIL-1',
      travelType: 'PRIVATE',
      acceptNoSeat: false,
      acceptHybridPayment: false,
      ignoreDuplicate: true,
      ticketRush: { type: 'GRAB', alternativeList: [] },
    });
    expect(grabbed.bookOrderStatus).toBe('WAIT_PAY');
    expect(grabbed.payOrder!.personalAmount.amount).toBe(businessFare + FEE);
    await employee.ok(paymentPayCall, { payOrderId: grabbed.payOrder!.payOrderId, cardNumber: SANDBOX_CARDS.SUCCEED });
    grab = grabbed.orderId;
    // The waitlist after it, booked at the prepay it was quoted once the price change is accepted.
    const input = waitlistInput([business, first], { expectedPrepay: { amount: 1, currency: 'CNY' } });
    const booked = await employee.ok(alternatePriceChangeConfirmCall, input);
    await employee.ok(paymentPayCall, { payOrderId: booked.payOrder!.payOrderId, cardNumber: SANDBOX_CARDS.SUCCEED });
    waitlist1 = booked.orderId;
    await runJobs();

    for (const [orderId, type, purchaseType] of [
      [grab, 'GRAB', 'snap'],
      [waitlist1, 'WAITLIST', 'alternate'],
    ] as const) {
      const d = await detail(orderId);
      expect(d.orderBaseInfo).toMatchObject({ bookOrderStatus: 'PURCHASING', purchaseType });
      expect(d.tripList[0]!.ticketList.map((x) => [x.ticketStatus, x.coachNo, x.seatNo, x.ticketPrice.amount])).toEqual([['NON_ISSUE', null, null, businessFare]]);
      expect(d.rushInfo).toMatchObject({ type, status: 'WAITING', prepaid: { amount: businessFare + FEE }, refunded: { amount: 0 }, canCancel: true, canModifyLimitTime: true, failReason: null });
      expect(['LOW', 'MID', 'HIGH']).toContain(d.rushInfo!.grabStatus);
      expect(d.buttons.modifyHbLimitTime).toBe(true);
    }
    expect((await detail(waitlist1)).rushInfo!.optionList.map((o) => [o.optionIndex, o.seatClass, o.price.amount, o.seatRemain, o.won])).toEqual([
      [1, 'BUSINESS', businessFare, 0, false],
      [2, 'FIRST', firstFare, 0, false],
    ]);
    // The orders list shows rush orders with their status as it shows any order.
    const listed = (await employee.ok(orderListCall, { pageIndex: 1, pageSize: 20, statusList: [] })).list;
    expect(listed.filter((o) => o.orderId === grab || o.orderId === waitlist1).map((o) => o.bookOrderStatus)).toEqual(['PURCHASING', 'PURCHASING']);
    const centre = (await employee.ok(orderCenterListCall, { pageIndex: 1, pageSize: 20 })).list;
    for (const [orderId, type] of [[grab, 'GRAB'], [waitlist1, 'WAITLIST']] as const) {
      expect(centre.find((x) => x.orderId === orderId)).toMatchObject({ orderStatus: 'PURCHASING', rush: { type, status: 'WAITING' } });
    }

    // One business ticket refunded: its seat goes to the waitlist, though the grab is older.
    await refund(seats.orderId, seats.businessTickets[0]!);
    const won = await detail(waitlist1);
    expect(won.orderBaseInfo.bookOrderStatus).toBe('PURCHASED');
    const ticket = won.tripList[0]!.ticketList[0]!;
    expect(ticket).toMatchObject({ ticketStatus: 'ISSUED', seatClass: 'BUSINESS', ticketPrice: { amount: businessFare }, canRefund: true });
    expect(ticket.coachNo).toMatch(/^\d\d$/);
    expect(ticket.ticketNo).toBeTruthy();
    expect(won.tripList[0]!.eOrderNo).toMatch(/^E\d+/);
    expect(won.rushInfo).toMatchObject({ status: 'SUCCEEDED', grabStatus: 'SUCCEEDED', refunded: { amount: 0 }, canCancel: false, canModifyLimitTime: false });
    expect(won.rushInfo!.optionList.map((o) => o.won)).toEqual([true, false]);
    expect(won.buttons.modifyHbLimitTime).toBe(false);
    expect(await logActions(waitlist1)).toEqual(['SUBMITTED TRAVELLER', 'PAID TRAVELLER', 'SUCCEEDED SYSTEM']);
    expect(await status(grab)).toBe('PURCHASING');
    expect(await remain('BUSINESS')).toBe(0);

    // The second freed business seat goes to the grab.
    await refund(seats.orderId, seats.businessTickets[1]!);
    const grabWon = await detail(grab);
    expect(grabWon.orderBaseInfo.bookOrderStatus).toBe('PURCHASED');
    expect(grabWon.tripList[0]!.ticketList[0]).toMatchObject({ ticketStatus: 'ISSUED', seatClass: 'BUSINESS' });
    expect(grabWon.rushInfo).toMatchObject({ type: 'GRAB', status: 'SUCCEEDED' });
    expect(await remain('BUSINESS')).toBe(0);
  });

  it('won on a cheaper option: the tickets and totals at its fare, the difference back the way it was paid', async () => {
    const orderId = await paidWaitlist([business, first]);
    const [orderRef, ticketId] = seats.firstTicket.split('|') as [string, string];
    await refund(orderRef, ticketId);
    const won = await detail(orderId);
    expect(won.orderBaseInfo.bookOrderStatus).toBe('PURCHASED');
    expect(won.tripList[0]).toMatchObject({ seatClass: 'FIRST', trainNo: first.trainNo });
    expect(won.tripList[0]!.ticketList[0]).toMatchObject({ ticketStatus: 'ISSUED', seatClass: 'FIRST', ticketPrice: { amount: firstFare } });
    expect(won.orderAmount.amount).toBe(firstFare + FEE);
    const difference = businessFare - firstFare;
    expect(won.rushInfo).toMatchObject({ status: 'SUCCEEDED', prepaid: { amount: businessFare + FEE }, refunded: { amount: difference } });
    expect(won.rushInfo!.optionList.map((o) => o.won)).toEqual([false, true]);
    expect(await records(orderId)).toEqual([`PAYMENT IN ${businessFare + FEE}`, `TICKET_REFUND OUT ${difference}`]);
    const log = (await employee.ok(alternateOperateLogCall, { orderId })).list;
    expect(log.map((l) => l.action)).toEqual(['SUBMITTED', 'PAID', 'SUCCEEDED', 'DIFFERENCE_REFUNDED']);
    expect(log[3]).toMatchObject({ amount: { amount: difference }, optionIndex: 2, operator: 'SYSTEM' });
  });

  it('cancels a waiting rush with everything back (train/alternate/cancel, train/book/cancel, the back office); an ended one answers RUSH_ENDED', async () => {
    const a = await paidWaitlist([business]);
    const cancelled = await employee.ok(alternateCancelCall, { orderId: a });
    expect(cancelled).toEqual({ orderId: a, bookOrderStatus: 'CANCELED', refunded: { amount: businessFare + FEE, currency: 'CNY' } });
    expect((await employee.call(alternateCancelCall, { orderId: a })).body.resultCode).toBe('TRAIN_RUSH_ENDED');

    const b = await paidWaitlist([business]);
    expect(await employee.ok(bookCancelCall, { orderId: b })).toMatchObject({ bookOrderStatus: 'CANCELED' });

    const c = await paidWaitlist([business]);
    const admin = await t.login('admin');
    const forEmployee = { enterpriseId: 'ent-demo', memberId: 'mem-employee' };
    expect((await admin.ok(alternateTripDetailCall, { orderId: c, ...forEmployee }, { bg: true })).rushInfo.status).toBe('WAITING');
    await admin.ok(alternateCancelCall, { orderId: c, ...forEmployee }, { bg: true });
    await runJobs();

    for (const orderId of [a, b, c]) {
      const d = await detail(orderId);
      expect(d.orderBaseInfo.bookOrderStatus).toBe('CANCELED');
      expect(d.tripList[0]!.ticketList[0]!.ticketStatus).toBe('CANCELED');
      expect(d.rushInfo).toMatchObject({ status: 'CANCELED', grabStatus: 'CANCELED', refunded: { amount: businessFare + FEE }, canCancel: false });
      expect(await records(orderId)).toEqual([`CANCEL_REFUND OUT ${businessFare + FEE}`, `PAYMENT IN ${businessFare + FEE}`]);
    }
    expect(await logActions(c)).toEqual(['SUBMITTED TRAVELLER', 'PAID TRAVELLER', 'CANCELED ADMINISTRATOR', 'REFUNDED SYSTEM']);
  });

  it("keeps every rush call to the order's member: others get not-found", async () => {
    const orderId = await paidWaitlist([business]);
    for (const other of [await t.login('notr'), await t.login('outsider')]) {
      for (const [call, body] of [
        [alternateTripDetailCall, { orderId }],
        [alternateOperateLogCall, { orderId }],
        [alternateCancelCall, { orderId }],
        [waitlistLimitTimeListCall, { orderId }],
        [waitlistLimitTimeModifyCall, { orderId, limitTime: new Date(t.clock.nowMs() + 86_400_000).toISOString() }],
        [orderDetailCall, { orderId }],
      ] as const) {
        expect((await other.call(call, body)).body.resultCode).toBe('DATA_NOT_FOUND');
      }
    }
    // A plain order is not a rush.
    expect((await employee.call(alternateTripDetailCall, { orderId: seats.orderId })).body.resultCode).toBe('DATA_NOT_FOUND');
    expect((await employee.call(alternateCancelCall, { orderId: seats.orderId })).body.resultCode).toBe('DATA_NOT_FOUND');
    expect(await status(orderId)).toBe('PURCHASING');
    await employee.ok(alternateCancelCall, { orderId });
  });

  it('recovers a run that crashed after taking seats at the railway: the retry takes up the same hold, no seat twice', async () => {
    const orderId = await paidWaitlist([business]);
    const rail = railOf(t);
    // Another buyer gives a seat back; an engine run takes it under its key and dies before writing anything of ours.
    await rail.refundTickets(otherBuyers[0]!, [0]);
    const taken = await rail.holdSeats({ idempotencyKey: `${orderId}:rush:1`, orderRef: orderId, trainNo: business.trainNo, departureDate: business.departureDate, fromTelecode: business.fromStationCode, toTelecode: business.toStationCode, passengers: [{ seatClass: 'business', ticketType: 'ADULT' }] });
    expect(await remain('BUSINESS')).toBe(0);
    expect(await status(orderId)).toBe('PURCHASING');

    await serveRushes(rail, t.database.db, t.clock);
    const won = await detail(orderId);
    expect(won.orderBaseInfo.bookOrderStatus).toBe('PURCHASED');
    expect(won.tripList[0]!.ticketList[0]).toMatchObject({ ticketStatus: 'ISSUED', coachNo: taken.seats[0]!.coachNo, seatNo: taken.seats[0]!.seatNo });
    expect((await rail.getHold(taken.holdId))!.status).toBe('ISSUED');
    expect(await remain('BUSINESS')).toBe(0);
  });

  it('a cancel racing an engine run that has taken seats wins: everything back, the seats given back to sale', async () => {
    const orderId = await paidWaitlist([business]);
    const rail = railOf(t);
    await rail.refundTickets(otherBuyers[0]!, [1]);
    // An engine run took the seat and marked the option as being won, then the traveller cancels before it issues.
    const taken = await rail.holdSeats({ idempotencyKey: `${orderId}:rush:1`, orderRef: orderId, trainNo: business.trainNo, departureDate: business.departureDate, fromTelecode: business.fromStationCode, toTelecode: business.toStationCode, passengers: [{ seatClass: 'business', ticketType: 'ADULT' }] });
    await t.database.db.update(trainRushOrders).set({ wonOptionIndex: 1 }).where(eq(trainRushOrders.orderId, orderId));
    await t.database.db.update(trainOrderTrips).set({ holdId: taken.holdId }).where(eq(trainOrderTrips.orderId, orderId));
    expect(await employee.ok(alternateCancelCall, { orderId })).toMatchObject({ bookOrderStatus: 'CANCELED', refunded: { amount: businessFare + FEE } });
    // The engine serves only waiting rushes; the cancel's undo job gives the seat back to sale.
    await serveRushes(rail, t.database.db, t.clock);
    await runJobs();
    expect(await status(orderId)).toBe('CANCELED');
    expect((await rail.getHold(taken.holdId))!.status).not.toBe('ISSUED');
    expect(await remain('BUSINESS')).toBe(1);
    expect(await records(orderId)).toEqual([`CANCEL_REFUND OUT ${businessFare + FEE}`, `PAYMENT IN ${businessFare + FEE}`]);
    // Taken again by other buyers, so the class is sold out for the deadline test.
    const again = await rail.holdSeats({ idempotencyKey: crypto.randomUUID(), trainNo: business.trainNo, departureDate: business.departureDate, fromTelecode: business.fromStationCode, toTelecode: business.toStationCode, passengers: [{ seatClass: 'business' }] });
    await rail.confirmHold(again.holdId);
  });

  it('moves the deadline only to a listed choice; at the deadline a waiting rush fails with everything back', async () => {
    const orderId = await paidWaitlist([business]);
    const listed = await employee.ok(waitlistLimitTimeListCall, { orderId });
    expect(listed.limitTimeList.length).toBeGreaterThan(1);
    // Submitted without a limit: the latest choice.
    expect(listed.limitTime).toBe(listed.limitTimeList.at(-1)!.limitTime);
    const refused = await employee.call(waitlistLimitTimeModifyCall, { orderId, limitTime: new Date(Date.parse(listed.limitTime) - 60_000).toISOString() });
    expect(refused.body.resultCode).toBe('TRAIN_RUSH_LIMIT_TIME');
    expect(refused.body.data).toEqual({ limitTimeList: listed.limitTimeList.map((c) => c.limitTime) });

    const earliest = listed.limitTimeList[0]!.limitTime;
    expect(await employee.ok(waitlistLimitTimeModifyCall, { orderId, limitTime: earliest })).toEqual({ orderId, limitTime: earliest });
    expect((await detail(orderId)).rushInfo!.limitTime).toBe(earliest);

    // Just before the new deadline nothing happens; at it the rush fails.
    t.clock.setOffsetSeconds(t.clock.offsetSeconds + Math.ceil((Date.parse(earliest) - 60_000 - t.clock.nowMs()) / 1000));
    await runJobs();
    employee = await t.login('employee');
    expect(await status(orderId)).toBe('PURCHASING');
    t.clock.setOffsetSeconds(t.clock.offsetSeconds + 120);
    await runJobs();
    employee = await t.login('employee');
    const failed = await detail(orderId);
    expect(failed.orderBaseInfo.bookOrderStatus).toBe('PURCHASE_FAILED');
    expect(failed.tripList[0]!.ticketList[0]!.ticketStatus).toBe('ISSUE_FAILED');
    expect(failed.rushInfo).toMatchObject({ status: 'FAILED', grabStatus: 'FAILED', failReason: 'LIMIT_TIME', refunded: { amount: businessFare + FEE }, canCancel: false });
    expect(await records(orderId)).toEqual([`ISSUE_FAILURE_REFUND OUT ${businessFare + FEE}`, `PAYMENT IN ${businessFare + FEE}`]);
    const log = (await employee.ok(alternateOperateLogCall, { orderId })).list;
    expect(log.map((l) => l.action)).toEqual(['SUBMITTED', 'PAID', 'LIMIT_TIME_MODIFIED', 'FAILED', 'REFUNDED']);
    expect(log[2]!.limitTime).toBe(earliest);
    expect((await employee.call(waitlistLimitTimeListCall, { orderId })).body.resultCode).toBe('TRAIN_RUSH_ENDED');
  });
});

// PGlite runs one connection, so nothing races there: this needs a PostgreSQL server (DATABASE_URL).
describe.skipIf(!process.env.DATABASE_URL)('train ticket rush under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  afterAll(async () => t?.close());

  it('two waitlists and two racing engine runs for one freed seat: exactly one wins it', async () => {
    t = await createTestApp({ rail: true });
    const employee = await t.login('employee');
    const today = (await employee.ok(trainDateRangeCall, {})).today;
    const trip = await findTrip(employee, addDays(today, 6));
    const business: RushOption = { trainNo: trip.trainNo, departureDate: trip.departureDate, fromStationCode: trip.fromStation.stationCode, toStationCode: trip.toStation.stationCode, seatClass: 'BUSINESS' };
    const free = trip.seatList.find((s) => s.seatClass === 'BUSINESS')!.seatRemain;
    const rail = railOf(t);
    await buyOut(t, business, 'business', free, 1);
    const last = await rail.holdSeats({ idempotencyKey: crypto.randomUUID(), trainNo: business.trainNo, departureDate: business.departureDate, fromTelecode: business.fromStationCode, toTelecode: business.toStationCode, passengers: [{ seatClass: 'business' }] });
    await rail.confirmHold(last.holdId);

    const orders: string[] = [];
    for (let i = 0; i < 2; i++) {
      const booked = await employee.ok(alternateSubmitCall, { optionList: [business], passengerList: [passenger(200 + i)], contact, serviceProviderId: 'SP-RAIL-1', travelType: 'PRIVATE', acceptHybridPayment: false, ignoreDuplicate: true });
      await employee.ok(paymentPayCall, { payOrderId: booked.payOrder!.payOrderId, cardNumber: SANDBOX_CARDS.SUCCEED });
      orders.push(booked.orderId);
    }
    await runDueJobs(t.database.db, t.clock, t.app.jobHandlers);

    // The one seat back on sale; two engine runs (two processes) and the job queue serve at once.
    await rail.refundTickets(last.holdId);
    await Promise.all([serveRushes(railOf(t), t.database.db, t.clock), serveRushes(railOf(t), t.database.db, t.clock), serveRushes(railOf(t), t.database.db, t.clock)]);
    await runDueJobs(t.database.db, t.clock, t.app.jobHandlers);

    const details = await Promise.all(orders.map((orderId) => employee.ok(orderDetailCall, { orderId })));
    expect(details.map((d) => d.orderBaseInfo.bookOrderStatus)).toEqual(['PURCHASED', 'PURCHASING']);
    expect(details[0]!.tripList[0]!.ticketList[0]!.ticketStatus).toBe('ISSUED');
    expect(details[1]!.tripList[0]!.ticketList[0]!.ticketStatus).toBe('NON_ISSUE');
    const seatRemain = (await employee.ok(productListCall, { trainNo: business.trainNo, departureDate: business.departureDate, fromStationCode: business.fromStationCode, toStationCode: business.toStationCode })).trip.seatList.find((s) => s.seatClass === 'BUSINESS')!.seatRemain;
    expect(seatRemain).toBe(0);
  }, 180_000);
});
