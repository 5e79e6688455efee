import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentPayCall, SANDBOX_CARDS } from '@travel/contracts/payment/payment';
import { orderCenterListCall } from '@travel/contracts/order-center/order-center';
import { bookCancelCall, bookSubmitCall, type BookSubmitInput } from '@travel/contracts/train/booking';
import { trainDateRangeCall } from '@travel/contracts/train/date-range';
import { orderDetailCall } from '@travel/contracts/train/order';
import { childFare } from '@travel/contracts/train/passenger-age';
import { firstTripCall, productListCall, type Itinerary } from '@travel/contracts/train/search';
import { buildApp } from '../../app';
import { Clock } from '../../platform/clock';
import { addDays } from '../../platform/dates';
import { runDueJobs } from '../../platform/jobs/job-queue';
import { loadClockOffset, saveClockOffset } from '../../platform/settings/clock-store';
import { loadRailConfig } from '../../suppliers/rail/rail-config';
import { createRailSandbox } from '../../suppliers/rail/rail-sandbox';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { paymentRecords } from '../payment/schema';
import { loadBookingConfig } from './booking-service';
import { trainOrderTrips, trainTickets } from './schema';

type Trip = Itinerary['tripList'][number];
const NIGHT = { RAIL_NIGHT_CLOSED: '23:00-06:00' };

const passenger = (i: number): BookSubmitInput['passengerList'][number] => ({
  source: 'CUSTOMER',
  familyName: 'WANG',
  givenName: `FANG${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + Math.floor(i / 26))}`,
  birthday: '1986-04-0' + ((i % 9) + 1),
  gender: 'F',
  nationality: 'CN',
  mobileCountryCode: '86',
  mobile: `1390000${String(1000 + i)}`,
  idType: 'PASSPORT',
  idNumber: `P${String(20000000 + i)}`,
  placeOfIssue: 'CN',
  idExpiredDate: '2033-01-01',
  insuranceProductIds: [],
});

/**
 * Presale and night orders (purchase kinds 2 and 1): booked and paid without a seat, queued, and bought at the railway
 * when it sells — in booking order, against the inventory as it is then.
 */
describe('the purchase queue: presale and night orders', () => {
  let t: TestApp;
  let employee: TestClient;
  let notr: TestClient;
  let today: string;
  let next = 0;

  const bookInput = (trip: Trip, n: number, over: Partial<BookSubmitInput> = {}, seatClass: 'SECOND' | 'BUSINESS' = 'SECOND'): BookSubmitInput => ({
    tripList: [{ tripIndex: 1, trainNo: trip.trainNo, departureDate: trip.departureDate, fromStationCode: trip.fromStation.stationCode, toStationCode: trip.toStation.stationCode, seatClass }],
    passengerList: Array.from({ length: n }, () => passenger(next++)),
    contact: { name: 'WANG FANG', mobileCountryCode: '86', mobile: '13900001234', email: 'wang@example.com' },
    serviceProviderId: 'SP-RAIL-1',
    travelType: 'PRIVATE',
    acceptNoSeat: false,
    acceptHybridPayment: false,
    ignoreDuplicate: false,
    ...over,
  });
  const remain = async (trip: Trip, seatClass: 'SECOND' | 'BUSINESS' = 'SECOND') =>
    (await employee.ok(productListCall, { trainNo: trip.trainNo, departureDate: trip.departureDate, fromStationCode: trip.fromStation.stationCode, toStationCode: trip.toStation.stationCode })).trip.seatList.find((s) => s.seatClass === seatClass)!.seatRemain;
  const detail = (c: TestClient, orderId: string) => c.ok(orderDetailCall, { orderId });
  const runJobs = () => runDueJobs(t.database.db, t.clock, t.app.jobHandlers);
  /** The test clock at a China time of day, `days` after the tests' today. */
  // Sessions expire as the clock jumps: every move logs the travellers in again.
  const login = async () => {
    employee = await t.login('employee');
    notr = await t.login('notr');
  };
  const setChinaTime = async (days: number, hhmm: string) => {
    t.clock.setOffsetSeconds(Math.ceil((Date.parse(`${addDays(today, days)}T${hhmm}:00+08:00`) - Date.now()) / 1000));
    await login();
  };
  const moveTo = async (iso: string) => {
    t.clock.setOffsetSeconds(t.clock.offsetSeconds + Math.ceil((Date.parse(iso) - t.clock.nowMs()) / 1000));
    await login();
  };
  const trainsOn = async (date: string) =>
    (
      await employee.ok(firstTripCall, { passengerList: [{ passengerType: 'ADT' }], departureDate: date, departure: { type: 'CITY', code: '北京' }, arrival: { type: 'CITY', code: '上海' }, searchMode: 'DIRECT', pageSize: 50 })
    ).itineraryList.map((i) => i.tripList[0]!);
  const refunds = async (payOrderId: string) =>
    (await t.database.db.select().from(paymentRecords).where(eq(paymentRecords.payOrderId, payOrderId))).map((r) => `${r.recordType} ${r.direction} ${r.amount}`).sort();

  beforeAll(async () => {
    t = await createTestApp({ rail: true, env: NIGHT });
    // Tomorrow mid-morning in China, the railway selling: each test starts from there.
    today = addDays(t.clock.today(), 1);
    await setChinaTime(0, '10:00');
  }, 120_000);
  afterAll(async () => t?.close());

  it('shows presale trains as bookable for presale with the moment they go on sale', async () => {
    const range = await employee.ok(trainDateRangeCall, {});
    expect(range).toMatchObject({ selling: true, sellingResumesAt: null, nightClosed: { begin: '23:00', end: '06:00' }, saleOpenTime: '00:00' });
    const presale = await trainsOn(range.preSaleDateList[0]!);
    expect(presale.length).toBeGreaterThan(5);
    for (const trip of presale) {
      expect(trip.saleFlag).toBe('PRESALE');
      // Its first sale day opens at midnight, inside the nightly close: on sale when the railway sells again.
      expect(trip.saleOpenTime).toBe(`${addDays(range.preSaleDateList[0]!, -14)}T06:00:00+08:00`);
    }
    expect((await trainsOn(range.saleDateList[2]!)).every((x) => x.saleOpenTime === null)).toBe(true);
  });

  it('books a presale trip without a seat, waits as NOT_PURCHASE, and buys it with seats when the date opens', async () => {
    const date = addDays(today, 15);
    const trip = (await trainsOn(date)).find((x) => x.seatList.some((s) => s.seatClass === 'SECOND' && s.seatRemain > 100))!;
    const before = await remain(trip);
    // A business trip within the standard: the company settles it monthly at once.
    const booked = await notr.ok(bookSubmitCall, bookInput(trip, 2, { travelType: 'BUSINESS' }));
    expect(booked.bookOrderStatus).toBe('NOT_PURCHASE');
    expect(await remain(trip)).toBe(before);
    const waiting = await detail(notr, booked.orderId);
    expect(waiting.orderBaseInfo).toMatchObject({ bookOrderStatus: 'NOT_PURCHASE', purchaseType: 'pre', purchaseTime: new Date(trip.saleOpenTime!).toISOString() });
    expect(waiting.tripList[0]!.ticketList.map((x) => [x.ticketStatus, x.coachNo, x.seatNo])).toEqual([
      ['NON_ISSUE', null, null],
      ['NON_ISSUE', null, null],
    ]);
    expect(waiting.buttons).toMatchObject({ pay: false, cancel: true, refund: false, change: false });
    const listed = (await notr.ok(orderCenterListCall, { pageIndex: 1, pageSize: 5 })).list.find((x) => x.orderId === booked.orderId)!;
    expect(listed.queue).toEqual({ kind: 'PRESALE', purchaseTime: new Date(trip.saleOpenTime!).toISOString() });

    // Just before the opening nothing happens.
    await moveTo(new Date(Date.parse(trip.saleOpenTime!) - 60_000).toISOString());
    await runJobs();
    expect((await detail(notr, booked.orderId)).orderBaseInfo.bookOrderStatus).toBe('NOT_PURCHASE');

    await moveTo(trip.saleOpenTime!);
    await runJobs();
    const bought = await detail(notr, booked.orderId);
    expect(bought.orderBaseInfo.bookOrderStatus).toBe('PURCHASED');
    expect(bought.tripList[0]!.eOrderNo).toMatch(/^E\d+/);
    for (const ticket of bought.tripList[0]!.ticketList) {
      expect(ticket).toMatchObject({ ticketStatus: 'ISSUED', canRefund: true, canChange: true });
      expect(ticket.coachNo).toMatch(/^\d\d$/);
      expect(ticket.ticketNo).toBeTruthy();
    }
    expect(bought.buttons).toMatchObject({ refund: true, change: true, cancel: false });
    expect(await remain(trip)).toBe(before - 2);
    expect((await notr.ok(orderCenterListCall, { pageIndex: 1, pageSize: 5 })).list.find((x) => x.orderId === booked.orderId)!.queue).toBeUndefined();
  });

  it('queues a child at the child fare and buys the child ticket at the railway as a child', async () => {
    await setChinaTime(0, '10:00');
    const date = addDays(today, 15);
    const trip = (await trainsOn(date)).find((x) => x.seatList.some((s) => s.seatClass === 'SECOND' && s.seatRemain > 10))!;
    const full = trip.seatList.find((s) => s.seatClass === 'SECOND')!.price.amount;
    // Ten on the day of departure: a child ticket with a seat.
    const kid = { ...passenger(next++), birthday: `${Number(date.slice(0, 4)) - 10}${date.slice(4)}` };
    const booked = await notr.ok(bookSubmitCall, { ...bookInput(trip, 1, { travelType: 'BUSINESS' }), passengerList: [passenger(next++), kid] });
    expect(booked.bookOrderStatus).toBe('NOT_PURCHASE');
    const prices = async () => (await detail(notr, booked.orderId)).tripList[0]!.ticketList.map((x) => x.ticketPrice.amount);
    expect(await prices()).toEqual([full, childFare(full)]);

    await moveTo(trip.saleOpenTime!);
    await runJobs();
    const bought = await detail(notr, booked.orderId);
    expect(bought.orderBaseInfo.bookOrderStatus).toBe('PURCHASED');
    expect(await prices()).toEqual([full, childFare(full)]);
    const rail = createRailSandbox({ clock: t.clock, db: t.database.db, config: loadRailConfig(NIGHT) });
    const [row] = await t.database.db.select().from(trainOrderTrips).where(eq(trainOrderTrips.orderId, booked.orderId));
    const held = await rail.getHold(row!.holdId!);
    expect(held!.seats.map((s) => s.price.amount).sort((a, b) => b - a)).toEqual([full, childFare(full)]);
  });

  it("keeps the passengers' seat-letter wishes with the queued tickets and asks the railway for them when it buys", async () => {
    await setChinaTime(0, '10:00');
    const date = addDays(today, 15);
    const trip = (await trainsOn(date)).find((x) => x.seatList.some((s) => s.seatClass === 'SECOND' && s.seatRemain > 100))!;
    const wishes = ['F', 'D'] as const;
    const booked = await notr.ok(bookSubmitCall, { ...bookInput(trip, 0, { travelType: 'BUSINESS' }), passengerList: wishes.map((seatLetter) => ({ ...passenger(next++), seatLetter })) });
    expect(booked.bookOrderStatus).toBe('NOT_PURCHASE');
    const stored = await t.database.db.select().from(trainTickets).where(eq(trainTickets.orderId, booked.orderId)).orderBy(asc(trainTickets.passengerIndex));
    expect(stored.map((x) => [x.seatNo, x.wishSeatLetter, x.wishBerth])).toEqual([
      [null, 'F', null],
      [null, 'D', null],
    ]);

    await moveTo(trip.saleOpenTime!);
    await runJobs();
    const bought = await detail(notr, booked.orderId);
    expect(bought.orderBaseInfo.bookOrderStatus).toBe('PURCHASED');
    const seats = [...bought.tripList[0]!.ticketList].sort((a, b) => a.passengerIndex - b.passengerIndex).map((x) => x.seatNo!);
    // A whole train on sale: both wishes can be and are honoured.
    expect(seats.map((x) => x.slice(-1))).toEqual([...wishes]);
  });

  it('buys the queue in booking order when seats run short: the later order fails with its money back in full', async () => {
    await setChinaTime(0, '10:00');
    const date = addDays(today, 16);
    const trip = (await trainsOn(date)).find((x) => x.seatList.some((s) => s.seatClass === 'BUSINESS' && s.seatRemain >= 8))!;
    // Three travellers queue, paying themselves: first two, then two, then one.
    const orders = [];
    for (const n of [2, 2, 1]) {
      const booked = await employee.ok(bookSubmitCall, bookInput(trip, n, {}, 'BUSINESS'));
      expect(booked).toMatchObject({ bookOrderStatus: 'WAIT_PAY', payOrder: { payMode: 'PERSONAL', needPay: true } });
      await employee.ok(paymentPayCall, { payOrderId: booked.payOrder!.payOrderId, cardNumber: SANDBOX_CARDS.SUCCEED });
      expect((await detail(employee, booked.orderId)).orderBaseInfo.bookOrderStatus).toBe('NOT_PURCHASE');
      orders.push(booked);
    }

    // The date opens; before the queue runs, other buyers leave three business seats.
    await moveTo(trip.saleOpenTime!);
    const rail = createRailSandbox({ clock: t.clock, db: t.database.db, config: loadRailConfig(NIGHT) });
    const free = await remain(trip, 'BUSINESS');
    await rail.holdSeats({
      idempotencyKey: crypto.randomUUID(),
      trainNo: trip.trainNo,
      departureDate: trip.departureDate,
      fromTelecode: trip.fromStation.stationCode,
      toTelecode: trip.toStation.stationCode,
      passengers: Array.from({ length: free - 3 }, () => ({ seatClass: 'business' as const })),
    });
    await runJobs();

    const statuses = await Promise.all(orders.map(async (o) => (await detail(employee, o.orderId)).orderBaseInfo.bookOrderStatus));
    expect(statuses).toEqual(['PURCHASED', 'PURCHASE_FAILED', 'PURCHASED']);
    expect(await remain(trip, 'BUSINESS')).toBe(0);
    const failed = await detail(employee, orders[1]!.orderId);
    expect(failed.tripList[0]!.ticketList.map((x) => x.ticketStatus)).toEqual(['ISSUE_FAILED', 'ISSUE_FAILED']);
    const paid = orders[1]!.payOrder!.personalAmount.amount;
    expect(await refunds(orders[1]!.payOrder!.payOrderId)).toEqual([`ISSUE_FAILURE_REFUND OUT ${paid}`, `PAYMENT IN ${paid}`]);
    expect(failed.buttons).toMatchObject({ bookAgain: true, refund: false, cancel: false });
  });

  it('cancels a paid presale order before the sale with the money back in full; other members cannot see or cancel it', async () => {
    await setChinaTime(0, '10:00');
    const trip = (await trainsOn(addDays(today, 17))).find((x) => x.seatList.some((s) => s.seatClass === 'SECOND' && s.seatRemain > 10))!;
    const booked = await employee.ok(bookSubmitCall, bookInput(trip, 1));
    await employee.ok(paymentPayCall, { payOrderId: booked.payOrder!.payOrderId, cardNumber: SANDBOX_CARDS.SUCCEED });

    for (const other of [notr, await t.login('outsider')]) {
      expect((await other.call(orderDetailCall, { orderId: booked.orderId })).body.resultCode).toBe('DATA_NOT_FOUND');
      expect((await other.call(bookCancelCall, { orderId: booked.orderId })).body.resultCode).toBe('DATA_NOT_FOUND');
    }
    expect((await detail(employee, booked.orderId)).orderBaseInfo.bookOrderStatus).toBe('NOT_PURCHASE');

    expect(await employee.ok(bookCancelCall, { orderId: booked.orderId })).toMatchObject({ bookOrderStatus: 'CANCELED' });
    await runJobs();
    const paid = booked.payOrder!.personalAmount.amount;
    expect(await refunds(booked.payOrder!.payOrderId)).toEqual([`CANCEL_REFUND OUT ${paid}`, `PAYMENT IN ${paid}`]);
    // The sale opens later: a cancelled order is not bought.
    await moveTo(trip.saleOpenTime!);
    await runJobs();
    expect((await detail(employee, booked.orderId)).orderBaseInfo.bookOrderStatus).toBe('CANCELED');
  });

  it('queues a booking made during the nightly close as a night order and buys it when sales reopen', async () => {
    await setChinaTime(0, '23:30');
    const range = await employee.ok(trainDateRangeCall, {});
    const reopens = `${addDays(today, 1)}T06:00:00+08:00`;
    expect(range).toMatchObject({ selling: false, sellingResumesAt: reopens });
    const trip = (await trainsOn(addDays(today, 4))).find((x) => x.saleFlag === 'ON_SALE' && x.seatList.some((s) => s.seatClass === 'SECOND' && s.seatRemain > 10))!;
    const before = await remain(trip);
    const booked = await notr.ok(bookSubmitCall, bookInput(trip, 1, { travelType: 'BUSINESS' }));
    expect(booked.bookOrderStatus).toBe('NOT_PURCHASE');
    expect((await detail(notr, booked.orderId)).orderBaseInfo).toMatchObject({ purchaseType: 'night', purchaseTime: new Date(reopens).toISOString() });
    expect((await notr.ok(orderCenterListCall, { pageIndex: 1, pageSize: 5 })).list.find((x) => x.orderId === booked.orderId)!.queue).toEqual({ kind: 'NIGHT', purchaseTime: new Date(reopens).toISOString() });

    // Still night at five: the railway takes nothing.
    await setChinaTime(1, '05:00');
    await runJobs();
    expect((await detail(notr, booked.orderId)).orderBaseInfo.bookOrderStatus).toBe('NOT_PURCHASE');
    await setChinaTime(1, '06:00');
    await runJobs();
    expect((await detail(notr, booked.orderId)).orderBaseInfo.bookOrderStatus).toBe('PURCHASED');
    expect(await remain(trip)).toBe(before - 1);
  });

  it('keeps a queued purchase across a restart: a new process on the same database buys it at the opening', async () => {
    await setChinaTime(0, '10:00');
    const trip = (await trainsOn(addDays(today, 18))).find((x) => x.seatList.some((s) => s.seatClass === 'SECOND' && s.seatRemain > 10))!;
    const booked = await notr.ok(bookSubmitCall, bookInput(trip, 1, { travelType: 'BUSINESS' }));
    expect(booked.bookOrderStatus).toBe('NOT_PURCHASE');
    const opening = Math.ceil((Date.parse(trip.saleOpenTime!) - Date.now()) / 1000);
    await saveClockOffset(t.database.db, t.clock, opening);
    await t.app.close();

    // A new process: its clock read from the database, a new app and railway on the same data.
    const clock = new Clock();
    await loadClockOffset(t.database.db, clock);
    const app = await buildApp({
      config: t.config,
      database: t.database,
      clock,
      suppliers: { rail: createRailSandbox({ clock, db: t.database.db, config: loadRailConfig(NIGHT) }) },
      trainConfig: loadBookingConfig({}),
    });
    try {
      await runDueJobs(t.database.db, clock, app.jobHandlers);
      const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { userName: 'notr', password: 'Passw0rd!' } });
      const cookies = Object.fromEntries((res.cookies as { name: string; value: string }[]).map((c) => [c.name, c.value]));
      const read = await app.inject({ method: 'POST', url: '/api/train-app/train/order/detail', payload: { orderId: booked.orderId }, cookies, headers: { 'x-csrf-token': cookies.csrf_token! } });
      expect((read.json() as { data: { orderBaseInfo: { bookOrderStatus: string } } }).data.orderBaseInfo.bookOrderStatus).toBe('PURCHASED');
    } finally {
      await app.close();
    }
  });
});
