import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentPayCall, SANDBOX_CARDS } from '@travel/contracts/payment/payment';
import { bookSubmitCall, type BookSubmitInput } from '@travel/contracts/train/booking';
import { orderDetailCall } from '@travel/contracts/train/order';
import { offlinePreConfirmCall, offlinePreQueryCall, offlineRefundCall } from '@travel/contracts/train/offline';
import { refundUserConfirmCall, refundCancelCall, refundDetailCall, refundHistoryCall, refundListCall, refundQuoteCall, refundSubmitCall } from '@travel/contracts/train/refund';
import { firstTripCall, productListCall, type Itinerary } from '@travel/contracts/train/search';
import { trainDateRangeCall } from '@travel/contracts/train/date-range';
import { changeConfirmCall, changeDetailCall, changeQuoteCall, changeSubmitCall } from '@travel/contracts/train/change';
import { runDueJobs } from '../../platform/jobs/job-queue';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { addDays } from '../../platform/dates';
import { paymentRecords } from '../payment/schema';
import { putTravelStandard } from '../policy/standards-service';
import { Clock } from '../../platform/clock';

type Trip = Itinerary['tripList'][number];

/** The railway's fee: the fare times the rate, to ¥0.5 steps (below 0.25 dropped, from 0.75 up), at least ¥2. */
function expectedFee(fare: number, bp: number): number {
  if (bp === 0) return 0;
  const raw = (fare * bp) / 10000;
  const cents = raw % 100;
  const stepped = raw - cents + (cents < 25 ? 0 : cents < 75 ? 50 : 100);
  return Math.min(fare, Math.max(200, stepped));
}

const passenger = (i: number): BookSubmitInput['passengerList'][number] => ({
  source: 'CUSTOMER',
  familyName: 'WANG',
  givenName: `FANG${String.fromCharCode(65 + (i % 26))}`,
  birthday: '1986-04-0' + ((i % 9) + 1),
  gender: 'F',
  nationality: 'CN',
  mobileCountryCode: '86',
  mobile: `1390000${String(1000 + i)}`,
  idType: 'PASSPORT',
  idNumber: `G${String(20000000 + i)}`,
  placeOfIssue: 'CN',
  idExpiredDate: '2034-01-01',
  insuranceProductIds: [],
});

/** Book, pay online (private) or by settlement (business), and run the issue job: an issued order. */
async function issuedOrder(t: TestApp, client: TestClient, trip: Trip, passengers: number[], travelType: 'PRIVATE' | 'BUSINESS' = 'PRIVATE', insurance: string[][] = []) {
  const input: BookSubmitInput = {
    tripList: [{ tripIndex: 1, trainNo: trip.trainNo, departureDate: trip.departureDate, fromStationCode: trip.fromStation.stationCode, toStationCode: trip.toStation.stationCode, seatClass: 'SECOND' }],
    passengerList: passengers.map((n, i) => ({ ...passenger(n), insuranceProductIds: insurance[i] ?? [] })),
    contact: { name: 'WANG FANG', mobileCountryCode: '86', mobile: '13900001234', email: 'wang@example.com' },
    serviceProviderId: 'SP-RAIL-1',
    travelType,
    acceptNoSeat: false,
    acceptHybridPayment: false,
    ignoreDuplicate: true,
  };
  const booked = await client.ok(bookSubmitCall, input);
  if (booked.payOrder?.needPay) await client.ok(paymentPayCall, { payOrderId: booked.payOrder.payOrderId, cardNumber: SANDBOX_CARDS.SUCCEED });
  await runDueJobs(t.database.db, t.clock, t.app.jobHandlers);
  const detail = await client.ok(orderDetailCall, { orderId: booked.orderId });
  expect(detail.orderBaseInfo.bookOrderStatus).toBe('ISSUED');
  return { orderId: booked.orderId, payOrderId: booked.payOrder!.payOrderId, tickets: detail.tripList[0]!.ticketList, departure: new Date(detail.tripList[0]!.departureTime) };
}

async function findTrips(client: TestClient, date: string): Promise<Trip[]> {
  const found = await client.ok(firstTripCall, {
    passengerList: [{ passengerType: 'ADT' }],
    departureDate: date,
    departure: { type: 'CITY', code: '北京' },
    arrival: { type: 'CITY', code: '上海' },
    searchMode: 'DIRECT',
    pageSize: 50,
  });
  return found.itineraryList.filter((i) => i.tripList[0]!.seatList.some((s) => s.seatClass === 'SECOND' && s.seatRemain > 20)).map((i) => i.tripList[0]!);
}

describe('train refunds', () => {
  let t: TestApp;
  let employee: TestClient;
  let today: string;
  let trips: Trip[];
  const runJobs = () => runDueJobs(t.database.db, t.clock, t.app.jobHandlers);
  const secondRemain = async (trip: Trip) =>
    (await employee.ok(productListCall, { trainNo: trip.trainNo, departureDate: trip.departureDate, fromStationCode: trip.fromStation.stationCode, toStationCode: trip.toStation.stationCode })).trip.seatList.find((s) => s.seatClass === 'SECOND')!.seatRemain;

  beforeAll(async () => {
    t = await createTestApp({ rail: true });
    employee = await t.login('employee');
    today = (await employee.ok(trainDateRangeCall, {})).today;
    trips = await findTrips(employee, addDays(today, 4));
    expect(trips.length).toBeGreaterThan(5);
  }, 120_000);
  afterAll(async () => t?.close());

  it('refunds one of two tickets: quoted by the rules, fixed at submission, the seat back on sale, the money back online; the second makes the order refunded', async () => {
    const trip = trips[0]!;
    const order = await issuedOrder(t, employee, trip, [1, 2]);
    const [first, second] = order.tickets;
    const remain = await secondRemain(trip);

    const quote = await employee.ok(refundQuoteCall, { orderId: order.orderId, ticketIdList: [first!.ticketId] });
    const price = first!.ticketPrice.amount;
    // Four days and some hours ahead: the 5% tier, rounded to ¥0.5 with a ¥2 minimum.
    const fee = expectedFee(price, 500);
    expect(quote.ticketList[0]).toMatchObject({ ticketId: first!.ticketId, rate: 500, rule: 'TIER', refundFee: { amount: fee }, refundAmount: { amount: price - fee }, passengerName: 'WANGFANGB' });
    expect(quote.receivablePrice).toMatchObject({ refundTicketPrice: { amount: price }, refundFee: { amount: fee }, totalRefundPrice: { amount: price - fee }, actualTotalRefundPrice: null });
    expect(new Date(quote.expireTime).getTime() - t.clock.nowMs()).toBeGreaterThan(9 * 60_000);

    const submitted = await employee.ok(refundSubmitCall, { orderId: order.orderId, quotationId: quote.quotationId, ticketIdList: [first!.ticketId], reason: 'Meeting cancelled' });
    expect(submitted.refundStatus).toBe('CREATED');
    let detail = await employee.ok(orderDetailCall, { orderId: order.orderId });
    expect(detail.tripList[0]!.ticketList.map((x) => x.ticketStatus)).toEqual(['REFUND_APPLYING', 'ISSUED']);
    // The ticket in refund can neither be quoted again nor (by the order detail) refunded again.
    expect((await employee.call(refundQuoteCall, { orderId: order.orderId, ticketIdList: [first!.ticketId] })).body.resultCode).toBe('420011021');
    expect(detail.tripList[0]!.ticketList[0]!.canRefund).toBe(false);

    await runJobs();
    const done = await employee.ok(refundDetailCall, { orderId: order.orderId, refundId: submitted.refundId });
    expect(done.refundOrder).toMatchObject({ refundStatus: 'COMPLETE', operationStatus: 'PROCESSED', userRefundReason: 'Meeting cancelled', channelType: 'ONLINE' });
    expect(done.receivablePrice.actualTotalRefundPrice).toEqual({ amount: price - fee, currency: 'CNY' });
    expect(done.payment.payType).toBe('PERSONAL');
    expect(done.payment.priceList).toEqual([{ payWay: 'online_payment', amount: { amount: price - fee, currency: 'CNY' } }]);
    expect(done.recordList).toMatchObject([{ recordType: 'TICKET_REFUND', payWay: 'online_payment', amount: { amount: price - fee } }]);
    expect(done.productList).toMatchObject([{ passengerName: 'WANGFANGB', ticketList: [{ ticketId: first!.ticketId, ticketStatus: 'REFUNDED', refundFee: { amount: fee } }] }]);
    expect(done.contactList[0]!.mobile).not.toContain('13900001234');
    expect(await secondRemain(trip)).toBe(remain + 1);
    detail = await employee.ok(orderDetailCall, { orderId: order.orderId });
    expect(detail.orderBaseInfo.bookOrderStatus).toBe('ISSUED');

    const q2 = await employee.ok(refundQuoteCall, { orderId: order.orderId, ticketIdList: [second!.ticketId] });
    await employee.ok(refundSubmitCall, { orderId: order.orderId, quotationId: q2.quotationId, ticketIdList: [second!.ticketId], reason: 'Meeting cancelled' });
    await runJobs();
    detail = await employee.ok(orderDetailCall, { orderId: order.orderId });
    expect(detail.orderBaseInfo.bookOrderStatus).toBe('REFUNDED');
    expect(detail.buttons).toMatchObject({ refund: false, change: false });
    const history = await employee.ok(refundHistoryCall, { orderId: order.orderId });
    expect(history.list.map((r) => r.refundStatus)).toEqual(['COMPLETE', 'COMPLETE']);
    const records = await t.database.db.select().from(paymentRecords).where(eq(paymentRecords.payOrderId, order.payOrderId));
    const out = records.filter((r) => r.direction === 'OUT').reduce((s, r) => s + r.amount, 0);
    expect(out).toBe(history.list.reduce((s, r) => s + r.totalRefundPrice.amount, 0));
  });

  it('gives a company-settled refund back to the company, and lists the member’s refunds', async () => {
    const notr = await t.login('notr');
    const order = await issuedOrder(t, notr, trips[1]!, [10], 'BUSINESS');
    const ticket = order.tickets[0]!;
    const quote = await notr.ok(refundQuoteCall, { orderId: order.orderId, ticketIdList: [ticket.ticketId] });
    const { refundId } = await notr.ok(refundSubmitCall, { orderId: order.orderId, quotationId: quote.quotationId, ticketIdList: [ticket.ticketId], reasonCode: 'TRIP_CANCELED', reason: 'Trip postponed' });
    await runJobs();
    const detail = await notr.ok(refundDetailCall, { orderId: order.orderId, refundId });
    // The common reason reads in the reader's language; the traveller's own words stay as written.
    expect(detail.refundOrder).toMatchObject({ userRefundReasonCode: 'TRIP_CANCELED', userRefundReason: 'Trip cancelled: Trip postponed' });
    expect((await notr.ok(refundDetailCall, { orderId: order.orderId, refundId }, { lang: 'zh-CN' })).refundOrder.userRefundReason).toBe('行程取消：Trip postponed');
    expect(detail.payment.payType).toBe('COMPANY');
    expect(detail.recordList).toMatchObject([{ recordType: 'TICKET_REFUND', payWay: 'company_monthly_settlement', amount: quote.receivablePrice.totalRefundPrice }]);
    const list = await notr.ok(refundListCall, { pageIndex: 1, pageSize: 10 });
    expect(list.list.map((r) => r.refundId)).toContain(refundId);
    expect((await employee.ok(refundListCall, { pageIndex: 1, pageSize: 10 })).list.map((r) => r.refundId)).not.toContain(refundId);
    // Another member's refund is not found.
    expect((await employee.call(refundDetailCall, { orderId: order.orderId, refundId })).body.resultCode).toBe('DATA_NOT_FOUND');
  });

  it('cancels a refund before the railway processed it, refuses an expired quote (ItrainResouce.1350) and a quote for other tickets', async () => {
    const order = await issuedOrder(t, employee, trips[2]!, [20, 21]);
    const [a, b] = order.tickets;
    const quote = await employee.ok(refundQuoteCall, { orderId: order.orderId, ticketIdList: [a!.ticketId] });
    expect((await employee.call(refundSubmitCall, { orderId: order.orderId, quotationId: quote.quotationId, ticketIdList: [b!.ticketId], reason: 'x' })).body.resultCode).toBe('TRAIN_QUOTE_MISMATCH');
    const { refundId } = await employee.ok(refundSubmitCall, { orderId: order.orderId, quotationId: quote.quotationId, ticketIdList: [a!.ticketId], reason: 'Plans changed' });
    expect((await employee.ok(refundDetailCall, { orderId: order.orderId, refundId })).buttons).toEqual({ cancel: true, confirm: false });
    expect(await employee.ok(refundCancelCall, { orderId: order.orderId, refundId })).toEqual({ refundId, refundStatus: 'CANCELED' });
    await runJobs();
    const detail = await employee.ok(orderDetailCall, { orderId: order.orderId });
    expect(detail.tripList[0]!.ticketList.map((x) => x.ticketStatus)).toEqual(['ISSUED', 'ISSUED']);
    expect((await employee.call(refundCancelCall, { orderId: order.orderId, refundId })).body.resultCode).toBe('TRAIN_REFUND_NOT_CANCELABLE');

    const late = await employee.ok(refundQuoteCall, { orderId: order.orderId, ticketIdList: [b!.ticketId] });
    t.clock.setOffsetSeconds(t.clock.offsetSeconds + 11 * 60);
    const expired = await employee.call(refundSubmitCall, { orderId: order.orderId, quotationId: late.quotationId, ticketIdList: [b!.ticketId], reason: 'Plans changed' });
    expect(expired.body.resultCode).toBe('ItrainResouce.1350');
    expect((await employee.ok(orderDetailCall, { orderId: order.orderId })).tripList[0]!.ticketList[1]!.ticketStatus).toBe('ISSUED');
  });

  it('refuses a refund of a ticket the order has not, of an unissued order, and of another member', async () => {
    const order = await issuedOrder(t, employee, trips[3]!, [30]);
    expect((await employee.call(refundQuoteCall, { orderId: order.orderId, ticketIdList: ['nope'] })).body.resultCode).toBe('DATA_NOT_FOUND');
    const outsider = await t.login('outsider');
    expect((await outsider.call(refundQuoteCall, { orderId: order.orderId, ticketIdList: [order.tickets[0]!.ticketId] })).body.resultCode).toBe('DATA_NOT_FOUND');
    expect((await employee.call(refundSubmitCall, { orderId: order.orderId, quotationId: 'Q1', ticketIdList: [order.tickets[0]!.ticketId], reason: '' })).body.resultCode).toBe('PARAM_ERROR');
  });
  it('returns a hybrid payment both ways: the company its part, the traveller the personal part online', async () => {
    await putTravelStandard(t.database.db, 'ent-demo', 'L3', { product: 'TRAIN', standard: { allowedSeatClasses: ['SECOND'], highestStandard: '5', handleTypes: '8', controlSeconds: 0 } }, t.clock.now());
    const notr = await t.login('notr');
    const trip = trips[5]!;
    const booked = await notr.ok(bookSubmitCall, {
      tripList: [{ tripIndex: 1, trainNo: trip.trainNo, departureDate: trip.departureDate, fromStationCode: trip.fromStation.stationCode, toStationCode: trip.toStation.stationCode, seatClass: 'FIRST' }],
      passengerList: [{ ...passenger(70), source: 'STAFF', memberId: 'mem-notr' }],
      contact: { name: 'LI NA', mobileCountryCode: '86', mobile: '13900001234', email: 'li@example.com' },
      serviceProviderId: 'SP-RAIL-1',
      travelType: 'BUSINESS',
      acceptNoSeat: false,
      acceptHybridPayment: true,
      ignoreDuplicate: true,
    });
    const po = booked.payOrder!;
    expect(po.payMode).toBe('HYBRID');
    await notr.ok(paymentPayCall, { payOrderId: po.payOrderId, cardNumber: SANDBOX_CARDS.SUCCEED });
    await runJobs();
    const order = await notr.ok(orderDetailCall, { orderId: booked.orderId });
    const ticket = order.tripList[0]!.ticketList[0]!;
    const quote = await notr.ok(refundQuoteCall, { orderId: booked.orderId, ticketIdList: [ticket.ticketId] });
    const { refundId } = await notr.ok(refundSubmitCall, { orderId: booked.orderId, quotationId: quote.quotationId, ticketIdList: [ticket.ticketId], reason: 'Cancelled' });
    await runJobs();
    const detail = await notr.ok(refundDetailCall, { orderId: booked.orderId, refundId });
    const total = quote.receivablePrice.totalRefundPrice.amount;
    const personal = Math.round((total * po.personalAmount.amount) / po.totalAmount.amount);
    expect(detail.payment.payType).toBe('HYBRID');
    expect(detail.recordList.map((r) => [r.payWay, r.amount.amount]).sort()).toEqual(
      [
        ['company_monthly_settlement', total - personal],
        ['online_payment', personal],
      ].sort(),
    );
    expect(personal).toBeGreaterThan(0);
    expect(total - personal).toBeGreaterThan(0);
  });

  it("returns the insurance of a passenger the refund leaves with no ticket, and keeps the other passenger's", async () => {
    const order = await issuedOrder(t, employee, trips[6]!, [80, 81], 'PRIVATE', [['INS-RAIL-ACCIDENT', 'INS-RAIL-DELAY'], ['INS-RAIL-ACCIDENT']]);
    const [a] = order.tickets;
    const quote = await employee.ok(refundQuoteCall, { orderId: order.orderId, ticketIdList: [a!.ticketId] });
    const tickets = quote.ticketList[0]!.refundAmount.amount;
    expect(quote.receivablePrice).toMatchObject({ refundInsurancePrice: { amount: 3000 }, totalRefundPrice: { amount: tickets + 3000 } });
    const { refundId } = await employee.ok(refundSubmitCall, { orderId: order.orderId, quotationId: quote.quotationId, ticketIdList: [a!.ticketId], reason: 'Not travelling' });
    await runJobs();
    const detail = await employee.ok(refundDetailCall, { orderId: order.orderId, refundId });
    expect(detail.receivablePrice.refundInsurancePrice.amount).toBe(3000);
    expect(detail.recordList.reduce((s, r) => s + r.amount.amount, 0)).toBe(tickets + 3000);
    const passengers = (await employee.ok(orderDetailCall, { orderId: order.orderId })).tripList[0]!.passengerList;
    expect(passengers.map((p) => p.insuranceList.map((x) => x.insuranceStatus))).toEqual([['REFUNDED', 'REFUNDED'], ['PURCHASED']]);
  });

  it('records an offline refund from the service desk (bg): passengers first, the amount must match, then the traveller confirms it', async () => {
    const admin = await t.login('admin');
    const order = await issuedOrder(t, employee, trips[4]!, [50, 51]);
    const [a] = order.tickets;
    const bg = { enterpriseId: 'ent-demo' };
    const pre = await admin.ok(offlinePreQueryCall, { orderId: order.orderId, ...bg }, { bg: true });
    expect(pre).toMatchObject({ orderId: order.orderId, memberId: 'mem-employee' });
    expect(pre.ticketList.map((x) => [x.ticketStatus, x.canRefund, x.rule])).toEqual([
      ['ISSUED', true, 'TIER'],
      ['ISSUED', true, 'TIER'],
    ]);
    const price = a!.ticketPrice.amount;
    const noPassengers = await admin.call(offlineRefundCall, { orderId: order.orderId, ticketIdList: [], refundFee: 1000, refundAmount: price - 1000, reason: 'At the station', ...bg }, { bg: true });
    expect(noPassengers.body).toMatchObject({ resultCode: 'PARAM_ERROR', data: { issues: [{ path: 'ticketIdList' }] } });
    const wrong = await admin.call(offlineRefundCall, { orderId: order.orderId, ticketIdList: [a!.ticketId], refundFee: 1000, refundAmount: price, reason: 'At the station', ...bg }, { bg: true });
    expect(wrong.body).toMatchObject({ resultCode: 'TRAIN_OFFLINE_AMOUNT_MISMATCH', data: { expectedRefundAmount: { amount: price - 1000 } } });
    expect(await admin.ok(offlinePreConfirmCall, { orderId: order.orderId, ticketIdList: [a!.ticketId], refundFee: 1000, refundAmount: price - 1000, reason: 'At the station', ...bg }, { bg: true })).toEqual({
      refundTicketPrice: { amount: price, currency: 'CNY' },
      refundFee: { amount: 1000, currency: 'CNY' },
      totalRefundPrice: { amount: price - 1000, currency: 'CNY' },
    });
    expect(await employee.call(offlineRefundCall, { orderId: order.orderId, ticketIdList: [a!.ticketId], refundFee: 1000, refundAmount: price - 1000, reason: 'x' })).toMatchObject({ res: { statusCode: 403 } });

    const { refundId, refundStatus } = await admin.ok(offlineRefundCall, { orderId: order.orderId, ticketIdList: [a!.ticketId], refundFee: 1000, refundAmount: price - 1000, reason: 'At the station', ...bg }, { bg: true });
    expect(refundStatus).toBe('WAIT_CONFIRM');
    await runJobs();
    let detail = await employee.ok(refundDetailCall, { orderId: order.orderId, refundId });
    expect(detail.refundOrder).toMatchObject({ refundStatus: 'WAIT_CONFIRM', channelType: 'OFFLINE' });
    expect(detail.buttons).toEqual({ cancel: true, confirm: true });
    expect(await employee.ok(refundUserConfirmCall, { orderId: order.orderId, refundId })).toEqual({ refundId, refundStatus: 'CREATED' });
    await runJobs();
    detail = await employee.ok(refundDetailCall, { orderId: order.orderId, refundId });
    expect(detail.refundOrder.refundStatus).toBe('COMPLETE');
    expect(detail.recordList).toMatchObject([{ recordType: 'OFFLINE_REFUND', amount: { amount: price - 1000 } }]);
    expect(detail.productList[0]!.ticketList[0]).toMatchObject({ rule: 'OFFLINE', refundFee: { amount: 1000 } });
  });
});

describe('train refund fee tiers through the API', () => {
  let t: TestApp;
  let employee: TestClient;
  let today: string;

  beforeAll(async () => {
    const festivalDay = addDays(new Clock().today(), 13);
    // One day of the sale window is declared a Spring Festival day, as the spec's special window would be.
    t = await createTestApp({ rail: true, env: { TRAIN_SPRING_FESTIVAL_WINDOWS: `${festivalDay}..${festivalDay}` } });
    employee = await t.login('employee');
    today = (await employee.ok(trainDateRangeCall, {})).today;
  }, 120_000);
  afterAll(async () => t?.close());

  it('charges nothing 8 days or more ahead, 5% from 48 hours, 10% from 24 hours, 20% under 24 hours; 20% on a Spring Festival day', async () => {
    const trip = (await findTrips(employee, addDays(today, 11)))[0]!;
    const order = await issuedOrder(t, employee, trip, [40]);
    const ticket = order.tickets[0]!;
    const price = ticket.ticketPrice.amount;
    const at = async (hoursBefore: number) => {
      t.clock.setOffsetSeconds(Math.round((order.departure.getTime() - hoursBefore * 3_600_000 - Date.now()) / 1000));
      // Sessions expire as the clock moves days: log in again at each moment.
      employee = await t.login('employee');
      return (await employee.ok(refundQuoteCall, { orderId: order.orderId, ticketIdList: [ticket.ticketId] })).ticketList[0]!;
    };
    const fee = (bp: number) => expectedFee(price, bp);
    for (const [hours, rate] of [
      [10 * 24, 0],
      [5 * 24, 500],
      [48.01, 500],
      [30, 1000],
      [24.01, 1000],
      [23.99, 2000],
      [3, 2000],
    ] as const) {
      const q = await at(hours);
      expect({ hours, rate: q.rate, fee: q.refundFee.amount }).toEqual({ hours, rate, fee: fee(rate) });
      expect(q.refundAmount.amount).toBe(price - fee(rate));
    }
    t.clock.setOffsetSeconds(Math.round((order.departure.getTime() + 60_000 - Date.now()) / 1000));
    employee = await t.login('employee');
    expect((await employee.call(refundQuoteCall, { orderId: order.orderId, ticketIdList: [ticket.ticketId] })).body.resultCode).toBe('TRAIN_TICKET_DEPARTED');
    t.clock.setOffsetSeconds(0);
    employee = await t.login('employee');

    const festival = (await findTrips(employee, addDays(today, 13)))[0]!;
    const festive = await issuedOrder(t, employee, festival, [41]);
    const q = (await employee.ok(refundQuoteCall, { orderId: festive.orderId, ticketIdList: [festive.tickets[0]!.ticketId] })).ticketList[0]!;
    expect(q).toMatchObject({ rule: 'SPRING_FESTIVAL', rate: 2000 });
  });

  it('keeps the 5% tier for a ticket changed inside 8 days to a train 8 days or more away (the 8-day rule)', async () => {
    const near = (await findTrips(employee, addDays(today, 5)))[2]!;
    const far = (await findTrips(employee, addDays(today, 12)))[2]!;
    const order = await issuedOrder(t, employee, near, [60]);
    const ticketId = order.tickets[0]!.ticketId;
    const trip = { trainNo: far.trainNo, departureDate: far.departureDate, fromStationCode: far.fromStation.stationCode, toStationCode: far.toStation.stationCode, seatClass: 'SECOND' as const };
    const quote = await employee.ok(changeQuoteCall, { orderId: order.orderId, ticketIdList: [ticketId], trip });
    const { changeId } = await employee.ok(changeSubmitCall, { orderId: order.orderId, quotationId: quote.quotationId, ticketIdList: [ticketId], trip, reason: 'Moved a week' });
    await employee.ok(changeConfirmCall, { orderId: order.orderId, changeId });
    const detail = await employee.ok(changeDetailCall, { orderId: order.orderId, changeId });
    const waitPay = detail.payInfo.waitPayInfo;
    if (waitPay.needPay && waitPay.payOrderId) await employee.ok(paymentPayCall, { payOrderId: waitPay.payOrderId, cardNumber: SANDBOX_CARDS.SUCCEED });
    await runDueJobs(t.database.db, t.clock, t.app.jobHandlers);
    expect((await employee.ok(changeDetailCall, { orderId: order.orderId, changeId })).changeOrder.changeOrderStatus).toBe('COMPLETE');

    const after = await employee.ok(orderDetailCall, { orderId: order.orderId });
    const replacedBy = after.tripList.flatMap((x) => x.ticketList).find((x) => x.ticketId === ticketId)!.beforeChangeTicketId;
    const fresh = after.tripList.flatMap((x) => x.ticketList).find((x) => x.ticketId === replacedBy)!;
    expect(fresh.ticketStatus).toBe('ISSUED');
    // More than 8 days before the new departure, yet the refund keeps the 5% tier.
    const q = (await employee.ok(refundQuoteCall, { orderId: order.orderId, ticketIdList: [fresh.ticketId] })).ticketList[0]!;
    expect(q.hoursBefore).toBeGreaterThan(8 * 24);
    expect(q).toMatchObject({ rule: 'EIGHT_DAY_KEPT', rate: 500, refundFee: { amount: expectedFee(fresh.ticketPrice.amount, 500) } });
  });
});
