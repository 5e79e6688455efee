import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentDetailCall, paymentPayCall, SANDBOX_CARDS } from '@travel/contracts/payment/payment';
import { bookCancelCall, bookSubmitCall, fieldQueryCall, prebookDataCall, prebookFeeCall, productVerifyCall, insuranceQueryCall, ticketConfirmCall, trainTmcControlCall, trainTravelStandardCall, type BookSubmitInput } from '@travel/contracts/train/booking';
import { auditLog } from '../../platform/audit/schema';
import { countByWaitTypeCall, orderCenterListCall, waitingListCall } from '@travel/contracts/order-center/order-center';
import { detailForOperateCall, orderDetailCall, orderListCall, trainPaymentDetailCall, trainPayTypeCheckCall, trainViewMaskCall, tripDetailCall } from '@travel/contracts/train/order';
import { firstTripCall, productListCall, type Itinerary } from '@travel/contracts/train/search';
import { trainDateRangeCall } from '@travel/contracts/train/date-range';
import { runDueJobs } from '../../platform/jobs/job-queue';
import { putTravelStandard } from '../policy/standards-service';
import { loadRailConfig } from '../../suppliers/rail/rail-config';
import { createRailSandbox } from '../../suppliers/rail/rail-sandbox';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { addDays } from '../../platform/dates';
import { paymentRecords } from '../payment/schema';
import { trainTickets } from './schema';
import { exceedApplySubmitCall, taskApproveCall, taskListCall } from '@travel/contracts/approval/approval';
import { trCreateCall, type TrCreateInput } from '@travel/contracts/travel-request/travel-request';
import { BEIJING, SHANGHAI, trInput } from '../travel-request/tr-test-fixtures';

type Trip = Itinerary['tripList'][number];

const passenger = (i: number, over: Partial<BookSubmitInput['passengerList'][number]> = {}): BookSubmitInput['passengerList'][number] => ({
  source: 'CUSTOMER',
  familyName: 'ZHANG',
  givenName: `WEI${String.fromCharCode(65 + i)}`,
  birthday: '1985-03-0' + ((i % 9) + 1),
  gender: 'M',
  nationality: 'CN',
  mobileCountryCode: '86',
  mobile: `1380000${String(1000 + i)}`,
  idType: 'PASSPORT',
  idNumber: `E${String(10000000 + i)}`,
  placeOfIssue: 'CN',
  idExpiredDate: '2033-01-01',
  insuranceProductIds: [],
  ...over,
});

describe('train booking, payment and ticketing', () => {
  let t: TestApp;
  let employee: TestClient;
  let notr: TestClient;
  let today: string;
  let trips: Trip[];

  const bookInput = (trip: Trip, n: number, over: Partial<BookSubmitInput> = {}, first = 0): BookSubmitInput => ({
    tripList: [{ tripIndex: 1, trainNo: trip.trainNo, departureDate: trip.departureDate, fromStationCode: trip.fromStation.stationCode, toStationCode: trip.toStation.stationCode, seatClass: 'SECOND' }],
    passengerList: Array.from({ length: n }, (_, i) => passenger(first + i)),
    contact: { name: 'ZHANG WEI', mobileCountryCode: '86', mobile: '13800001234', email: 'zhang@example.com' },
    serviceProviderId: 'SP-RAIL-1',
    travelType: 'PRIVATE',
    acceptNoSeat: false,
    acceptHybridPayment: false,
    ignoreDuplicate: false,
    ...over,
  });
  const secondRemain = async (trip: Trip) =>
    (await employee.ok(productListCall, { trainNo: trip.trainNo, departureDate: trip.departureDate, fromStationCode: trip.fromStation.stationCode, toStationCode: trip.toStation.stationCode })).trip.seatList.find((s) => s.seatClass === 'SECOND')!.seatRemain;
  const runJobs = () => runDueJobs(t.database.db, t.clock, t.app.jobHandlers);

  beforeAll(async () => {
    t = await createTestApp({ rail: true });
    employee = await t.login('employee');
    notr = await t.login('notr');
    today = (await employee.ok(trainDateRangeCall, {})).today;
    const found = await employee.ok(firstTripCall, {
      passengerList: [{ passengerType: 'ADT' }],
      departureDate: addDays(today, 4),
      departure: { type: 'CITY', code: '北京' },
      arrival: { type: 'CITY', code: '上海' },
      searchMode: 'DIRECT',
      pageSize: 50,
    });
    trips = found.itineraryList.filter((i) => i.tripList[0]!.seatList.some((s) => s.seatClass === 'SECOND' && s.seatRemain > 50)).map((i) => i.tripList[0]!);
    expect(trips.length).toBeGreaterThan(6);
  }, 120_000);
  afterAll(async () => t?.close());

  it('books a private trip for two: seats taken with the order, paid online, then issued with coach and seat', async () => {
    const trip = trips[0]!;
    const before = await secondRemain(trip);
    const booked = await employee.ok(bookSubmitCall, bookInput(trip, 2));
    expect(booked.bookOrderStatus).toBe('WAIT_PAY');
    expect(booked.payOrder).toMatchObject({ status: 'WAIT_PAY', payMode: 'PERSONAL', needPay: true, payDeadLineSeconds: 1800 });
    expect(Date.parse(booked.payOrder!.payEndTime) - t.clock.nowMs()).toBeLessThanOrEqual(1800_000);
    const second = trip.seatList.find((s) => s.seatClass === 'SECOND')!.price.amount;
    expect(booked.payOrder!.personalAmount.amount).toBe(2 * (second + 500));
    expect(await secondRemain(trip)).toBe(before - 2);

    const detail = await employee.ok(orderDetailCall, { orderId: booked.orderId });
    expect(detail.waitProcessInfo).toMatchObject({ isWaitProcess: true, waitProcessType: 'WAIT_PAY' });
    expect(detail.waitProcessInfo.payEndLeftSecond).toBeGreaterThan(1790);
    expect(detail.buttons).toMatchObject({ pay: true, cancel: true, refund: false });
    expect(detail.tripList[0]!.passengerList[0]!.idNumber).toMatch(/\*/);
    expect(detail.contactList[0]!.mobile).toMatch(/\*/);
    expect(detail.tripList[0]!.ticketList.map((x) => x.ticketStatus)).toEqual(['NON_ISSUE', 'NON_ISSUE']);

    const paid = await employee.ok(paymentPayCall, { payOrderId: booked.payOrder!.payOrderId, cardNumber: SANDBOX_CARDS.SUCCEED });
    expect(paid.status).toBe('PAID');
    expect((await employee.ok(orderDetailCall, { orderId: booked.orderId })).orderBaseInfo.bookOrderStatus).toBe('ISSUING');
    await runJobs();
    const issued = await employee.ok(orderDetailCall, { orderId: booked.orderId });
    expect(issued.orderBaseInfo.bookOrderStatus).toBe('ISSUED');
    expect(issued.tripList[0]!.eOrderNo).toMatch(/^E\d+/);
    for (const ticket of issued.tripList[0]!.ticketList) {
      expect(ticket).toMatchObject({ ticketStatus: 'ISSUED', canRefund: true, canChange: true });
      expect(ticket.coachNo).toMatch(/^\d\d$/);
      expect(ticket.seatNo).toBeTruthy();
      expect(ticket.ticketNo).toMatch(/^E\d+\d{3}$/);
    }
    expect(issued.buttons).toMatchObject({ pay: false, cancel: false, refund: true, buyReturn: true });
    const list = await employee.ok(orderListCall, { pageIndex: 1, pageSize: 10 });
    expect(list.list[0]).toMatchObject({ orderId: booked.orderId, bookOrderStatus: 'ISSUED', trainNo: trip.trainNo, passengerNames: ['ZHANGWEIA', 'ZHANGWEIB'] });
  });

  it('settles a business trip within the standard by company monthly settlement and issues it', async () => {
    const booked = await notr.ok(bookSubmitCall, bookInput(trips[1]!, 1, { travelType: 'BUSINESS' }, 10));
    expect(booked.bookOrderStatus).toBe('ISSUING');
    expect(booked.payOrder).toMatchObject({ status: 'PAID', payMode: 'COMPANY', needPay: false });
    await runJobs();
    expect((await notr.ok(orderDetailCall, { orderId: booked.orderId })).orderBaseInfo.bookOrderStatus).toBe('ISSUED');
  });

  it('cancels before payment and gives the seats back', async () => {
    const trip = trips[2]!;
    const before = await secondRemain(trip);
    const booked = await employee.ok(bookSubmitCall, bookInput(trip, 3, {}, 20));
    expect(await secondRemain(trip)).toBe(before - 3);
    expect(await employee.ok(bookCancelCall, { orderId: booked.orderId })).toEqual({ orderId: booked.orderId, bookOrderStatus: 'CANCELED' });
    expect(await secondRemain(trip)).toBe(before);
    const detail = await employee.ok(orderDetailCall, { orderId: booked.orderId });
    expect(detail.tripList[0]!.ticketList.every((x) => x.ticketStatus === 'CANCELED')).toBe(true);
    expect(detail.payment!.status).toBe('CANCELED');
    expect((await employee.call(bookCancelCall, { orderId: booked.orderId })).body.resultCode).toBe('TRAIN_ORDER_NOT_CANCELABLE');
  });

  it('cancels an unpaid order at its deadline by the job, and its seats return to sale', async () => {
    const trip = trips[3]!;
    const before = await secondRemain(trip);
    const booked = await employee.ok(bookSubmitCall, bookInput(trip, 1, {}, 30));
    t.clock.setOffsetSeconds(t.clock.offsetSeconds + 31 * 60);
    await runJobs();
    const detail = await employee.ok(orderDetailCall, { orderId: booked.orderId });
    expect(detail.orderBaseInfo.bookOrderStatus).toBe('CANCELED');
    expect(detail.payment).toMatchObject({ status: 'PAY_TIMEOUT', needPay: false });
    expect(await secondRemain(trip)).toBe(before);
    expect((await employee.call(paymentPayCall, { payOrderId: booked.payOrder!.payOrderId })).body.resultCode).toBe('PAY_ORDER_CLOSED');
  });

  it('warns of a repeat order (430019095) with the existing orders, and holds one ticket per traveller per train and date', async () => {
    const first = await employee.ok(bookSubmitCall, bookInput(trips[4]!, 1, {}, 40));
    const again = await employee.call(bookSubmitCall, bookInput(trips[5]!, 1, {}, 40));
    expect(again.body.resultCode).toBe('430019095');
    expect(again.body.data).toMatchObject({ orderList: [{ orderId: first.orderId, bookOrderStatus: 'WAIT_PAY' }] });
    const goOn = await employee.ok(bookSubmitCall, bookInput(trips[5]!, 1, { ignoreDuplicate: true }, 40));
    expect(goOn.bookOrderStatus).toBe('WAIT_PAY');
    const sameTrain = await employee.call(bookSubmitCall, bookInput(trips[4]!, 1, { ignoreDuplicate: true }, 40));
    expect(sameTrain.body.resultCode).toBe('TRAIN_TICKET_EXISTS');
  });

  it('creates nothing new when a submit is retried with the same Idempotency-Key', async () => {
    const input = bookInput(trips[6]!, 1, {}, 50);
    const headers = { 'idempotency-key': 'book-retry-1' };
    const count = async () => (await employee.ok(orderListCall, { pageIndex: 1, pageSize: 1 })).totalSize;
    const before = await count();
    const a = await employee.call(bookSubmitCall, input, { headers });
    const b = await employee.call(bookSubmitCall, input, { headers });
    expect(a.body.resultCode).toBe('0');
    expect(b.body).toEqual(a.body);
    expect(b.res.headers['idempotent-replay']).toBe('true');
    expect(await count()).toBe(before + 1);
  });

  it('refuses bad passengers with the spec messages', async () => {
    const trip = trips[0]!;
    const issues = async (input: unknown) => {
      const r = await employee.call(bookSubmitCall, input as BookSubmitInput);
      expect(r.res.statusCode).toBe(400);
      return JSON.stringify(r.body.data);
    };
    expect(await issues(bookInput(trip, 10, {}, 60))).toContain('A maximum of 9 passengers per order.');
    expect(await issues({ ...bookInput(trip, 1), passengerList: [] })).toContain('Add at least one traveller.');
    expect(await issues({ ...bookInput(trip, 1), passengerList: [{ ...passenger(70), idType: 'ID_CARD' }] })).toContain('Only a passport can be used for train passengers.');
    expect(await issues({ ...bookInput(trip, 1), contact: { name: 'A', mobile: '13800001234' } })).toContain('email');
    expect(await issues({ ...bookInput(trip, 1), serviceProviderId: '' })).toContain('Choose a service provider.');
    expect(await issues(bookInput(trip, 1, { passengerList: [passenger(71, { familyName: '欧阳', givenName: '一二三四五六七八九十一二三四' })] }))).toContain('at most 30 characters');
    expect(await issues(bookInput(trip, 2, { passengerList: [passenger(72), passenger(72)] }))).toContain('The same passenger cannot be added twice.');
  });

  it('refuses trains about to leave (420011006) and answers a changed fare (TRAIN_PRICE_CHANGED)', async () => {
    const trip = trips[0]!;
    const changed = await employee.call(bookSubmitCall, bookInput(trip, 1, { tripList: [{ tripIndex: 1, trainNo: trip.trainNo, departureDate: trip.departureDate, fromStationCode: trip.fromStation.stationCode, toStationCode: trip.toStation.stationCode, seatClass: 'SECOND', price: { amount: 1, currency: 'CNY' } }] }, 80));
    expect(changed.body.resultCode).toBe('TRAIN_PRICE_CHANGED');
    expect(changed.body.data).toEqual({ tripList: [{ tripIndex: 1, price: trip.seatList.find((s) => s.seatClass === 'SECOND')!.price }] });
    const offset = t.clock.offsetSeconds;
    try {
      t.clock.setOffsetSeconds(offset + Math.round((Date.parse(trip.departureTime) - 20 * 60000 - t.clock.nowMs()) / 1000));
      const late = await t.login('manager');
      expect((await late.call(bookSubmitCall, bookInput(trip, 1, {}, 81))).body.resultCode).toBe('420011006');
    } finally {
      t.clock.setOffsetSeconds(offset);
    }
  });

  it('ends in issue failed with a full refund when the railway refuses to issue', async () => {
    const failing = await createTestApp({ rail: true, env: { RAIL_ISSUE_FAILURE_RATE: '1' } });
    try {
      const c = await failing.login('employee');
      const booked = await c.ok(bookSubmitCall, bookInput(trips[0]!, 2, {}, 90));
      await c.ok(paymentPayCall, { payOrderId: booked.payOrder!.payOrderId });
      await runDueJobs(failing.database.db, failing.clock, failing.app.jobHandlers);
      const detail = await c.ok(orderDetailCall, { orderId: booked.orderId });
      expect(detail.orderBaseInfo.bookOrderStatus).toBe('ISSUE_FAILED');
      expect(detail.tripList[0]!.ticketList.map((x) => x.ticketStatus)).toEqual(['ISSUE_FAILED', 'ISSUE_FAILED']);
      const records = await failing.database.db.select().from(paymentRecords).where(eq(paymentRecords.payOrderId, booked.payOrder!.payOrderId));
      expect(records.map((r) => `${r.recordType} ${r.direction} ${r.amount}`).sort()).toEqual([
        `ISSUE_FAILURE_REFUND OUT ${booked.payOrder!.personalAmount.amount}`,
        `PAYMENT IN ${booked.payOrder!.personalAmount.amount}`,
      ]);
      expect((await c.ok(paymentDetailCall, { payOrderId: booked.payOrder!.payOrderId })).status).toBe('PAID');
    } finally {
      await failing.close();
    }
  }, 60_000);

  it('verifies the fares shown before booking, answering the latest when one moved', async () => {
    const trip = trips[0]!;
    const second = trip.seatList.find((x) => x.seatClass === 'SECOND')!;
    const ref = { tripIndex: 1, trainNo: trip.trainNo, departureDate: trip.departureDate, fromStationCode: trip.fromStation.stationCode, toStationCode: trip.toStation.stationCode, seatClass: 'SECOND' as const };
    const ok = await employee.ok(productVerifyCall, { tripList: [{ ...ref, price: second.price }] });
    expect(ok.tripList[0]).toMatchObject({ tripIndex: 1, price: second.price, trip: { trainNo: trip.trainNo } });
    expect(ok.tripList[0]!.seatRemain).toBeGreaterThan(0);
    const moved = await employee.call(productVerifyCall, { tripList: [{ ...ref, price: { amount: second.price.amount + 100, currency: 'CNY' } }] });
    expect(moved.body).toMatchObject({ resultCode: 'TRAIN_PRICE_CHANGED', data: { tripList: [{ tripIndex: 1, price: second.price }] } });
  });

  it("reveals one masked value of the member's own order, and audits it", async () => {
    const booked = await employee.ok(bookSubmitCall, bookInput(trips[7]!, 1, {}, 100));
    expect((await employee.ok(fieldQueryCall, { orderId: booked.orderId, fieldType: 'ID_NUMBER', passengerId: 1 })).fieldValue).toBe(passenger(100).idNumber);
    expect((await employee.ok(fieldQueryCall, { orderId: booked.orderId, fieldType: 'CONTACT_EMAIL' })).fieldValue).toBe('zhang@example.com');
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, booked.orderId));
    expect(audits.map((a) => a.action)).toEqual(['REVEAL_FIELD', 'REVEAL_FIELD']);
    expect((await notr.call(fieldQueryCall, { orderId: booked.orderId, fieldType: 'ID_NUMBER', passengerId: 1 })).body.resultCode).toBe('DATA_NOT_FOUND');
    expect((await notr.call(orderDetailCall, { orderId: booked.orderId })).body.resultCode).toBe('DATA_NOT_FOUND');
  });

  it('answers the pre-booking data and the price lines of each passenger', async () => {
    const trip = trips[0]!;
    const ref = { tripIndex: 1, trainNo: trip.trainNo, departureDate: trip.departureDate, fromStationCode: trip.fromStation.stationCode, toStationCode: trip.toStation.stationCode, seatClass: 'SECOND' as const };
    const data = await employee.ok(prebookDataCall, { tripList: [ref], passengerCount: 2 });
    expect(data).toMatchObject({ maxPassengerNumber: 9, pickWay: 'CONCENTRATION', serviceProviderList: [{ serviceProviderId: 'SP-RAIL-1', name: 'Railway official channel' }, { serviceProviderId: 'SP-TMC-1' }] });
    expect(data.tripList[0]).toMatchObject({ tripIndex: 1, seatClass: 'SECOND', supportSelect: true, supportBed: false, maxSelectedNum: 2, seatLetterList: ['A', 'B', 'C', 'D', 'F'], ticketRushInfo: null });
    expect(data.insuranceList.map((x) => [x.insuranceProductId, x.saleConfig, x.insuranceFee.amount])).toEqual([
      ['INS-RAIL-ACCIDENT', 'DEFAULT_SALE', 2000],
      ['INS-RAIL-DELAY', 'ALLOW_SALE', 1000],
    ]);
    const fee = await employee.ok(prebookFeeCall, { tripList: [ref], passengerList: [{ insuranceProductIds: ['INS-RAIL-ACCIDENT'] }, { insuranceProductIds: [] }] });
    const second = trip.seatList.find((x) => x.seatClass === 'SECOND')!.price.amount;
    const money = (amount: number) => ({ amount, currency: 'CNY' });
    expect(fee.priceList).toEqual([
      { tripIndex: 1, passengerIndex: 1, seatClass: 'SECOND', passengerType: 'ADT', ticketPrice: money(second), serviceFee: money(500), insuranceFee: money(2000), totalPrice: money(second + 2500) },
      { tripIndex: 1, passengerIndex: 2, seatClass: 'SECOND', passengerType: 'ADT', ticketPrice: money(second), serviceFee: money(500), insuranceFee: money(0), totalPrice: money(second + 500) },
    ]);
    expect(fee.totalPrice.amount).toBe(2 * (second + 500) + 2000);
  });

  it("applies the traveller's train standard: a check before booking, a reason required at booking", async () => {
    const trip = trips[8]!;
    const ref = (seatClass: 'SECOND' | 'FIRST') => ({ tripIndex: 1, trainNo: trip.trainNo, departureDate: trip.departureDate, fromStationCode: trip.fromStation.stationCode, toStationCode: trip.toStation.stationCode, seatClass });
    const standards = await notr.ok(trainTravelStandardCall, {});
    expect(standards.passengerStandardList[0]!.standards.map((x) => x.product)).toEqual(['TRAIN']);
    const within = await notr.ok(trainTmcControlCall, { tripList: [ref('SECOND')], travellers: [{ memberId: 'mem-notr' }] });
    expect(within.tripList[0]!.control.outcome).toBe('SUCCESS');
    const above = await notr.ok(trainTmcControlCall, { tripList: [ref('FIRST')], travellers: [{ memberId: 'mem-notr' }] });
    expect(above.tripList[0]!.control.checkResult).toBe('TIP_REASON');
    expect(above.tripList[0]!.control.travellers[0]!.violations[0]!.rule).toBe('TRAIN_SEAT_CLASS');

    const first = (over: Partial<BookSubmitInput>) => bookInput(trip, 1, { travelType: 'BUSINESS', tripList: [ref('FIRST')], passengerList: [passenger(110, { source: 'STAFF', memberId: 'mem-notr' })], ...over });
    expect((await notr.call(bookSubmitCall, first({}))).body.resultCode).toBe('432002021');
    const booked = await notr.ok(bookSubmitCall, first({ violationReason: { reasonText: 'Client meeting on arrival' } }));
    expect(booked.bookOrderStatus).toBe('ISSUING');
    expect((await notr.ok(orderDetailCall, { orderId: booked.orderId })).orderBaseInfo.violationReason).toBe('Client meeting on arrival');
  });

  it('lists the orders in the order centre, and those waiting for payment first by urgency', async () => {
    const fresh = await t.login('manager');
    const a = await fresh.ok(bookSubmitCall, bookInput(trips[9]!, 1, {}, 120));
    const b = await fresh.ok(bookSubmitCall, bookInput(trips[10]!, 1, {}, 121));
    await fresh.ok(bookCancelCall, { orderId: a.orderId });
    const counts = await fresh.ok(countByWaitTypeCall, {});
    expect(counts).toEqual({ countList: [{ waitType: 'WAIT_PAY', count: 1 }, { waitType: 'BOOKING_CONFIRM', count: 0 }, { waitType: 'CHANGE_CONFIRM', count: 0 }, { waitType: 'WAIT_GUARANTEE', count: 0 }, { waitType: 'WAIT_APPROVE', count: 0 }], total: 1 });
    const waiting = await fresh.ok(waitingListCall, {});
    expect(waiting.list).toHaveLength(1);
    expect(waiting.list[0]).toMatchObject({ product: 'TRAIN', orderId: b.orderId, orderStatus: 'WAIT_PAY', waitType: 'WAIT_PAY' });
    expect(waiting.list[0]!.title).toContain(trips[10]!.trainNo);
    expect(waiting.list[0]!.payEndLeftSecond).toBeGreaterThan(1700);
    const all = await fresh.ok(orderCenterListCall, { pageIndex: 1, pageSize: 1 });
    expect(all).toMatchObject({ totalSize: 2, totalPages: 2, list: [{ orderId: b.orderId }] });
    expect((await fresh.ok(orderCenterListCall, { pageIndex: 2, pageSize: 1 })).list.map((i) => [i.orderId, i.orderStatus])).toEqual([[a.orderId, 'CANCELED']]);
  });

  it('answers the trip, the operable tickets, the payment and every masked value of an order', async () => {
    const booked = await employee.ok(bookSubmitCall, bookInput(trips[11]!, 2, {}, 130));
    const trip = await employee.ok(tripDetailCall, { orderId: booked.orderId, tripIndex: 1 });
    expect(trip).toMatchObject({ tripIndex: 1, trainNo: trips[11]!.trainNo, seatClass: 'SECOND' });
    expect(trip.ticketList).toHaveLength(2);
    expect((await employee.call(tripDetailCall, { orderId: booked.orderId, tripIndex: 2 })).body.resultCode).toBe('DATA_NOT_FOUND');
    const operate = await employee.ok(detailForOperateCall, { orderId: booked.orderId });
    expect(operate).toMatchObject({ bookOrderStatus: 'WAIT_PAY', canCancelOrder: true });
    expect(operate.ticketList.map((x) => [x.passengerName, x.canRefund])).toEqual([['ZHANGWEI' + String.fromCharCode(65 + 130), false], ['ZHANGWEI' + String.fromCharCode(65 + 131), false]]);
    expect(await employee.ok(trainPaymentDetailCall, { orderId: booked.orderId })).toMatchObject({ payOrderId: booked.payOrder!.payOrderId, status: 'WAIT_PAY' });
    expect(await employee.ok(trainPayTypeCheckCall, { orderId: booked.orderId, payWay: 'online_payment' })).toEqual({ allowed: true, payWayList: ['online_payment'] });
    const revealed = await employee.ok(trainViewMaskCall, { orderId: booked.orderId });
    expect(revealed.passengerList.map((p) => p.idNumber)).toEqual([passenger(130).idNumber, passenger(131).idNumber]);
    expect(revealed.contact).toEqual({ mobile: '13800001234', email: 'zhang@example.com' });
    expect((await notr.call(trainViewMaskCall, { orderId: booked.orderId })).body.resultCode).toBe('DATA_NOT_FOUND');
  });

  it('lets an administrator book, list and cancel for an employee through the back-office calls', async () => {
    const admin = await t.login('admin');
    const forEmployee = { enterpriseId: 'ent-demo', memberId: 'mem-employee' };
    const booked = await admin.ok(bookSubmitCall, { ...bookInput(trips[12]!, 1, {}, 140), ...forEmployee }, { bg: true });
    const detail = await employee.ok(orderDetailCall, { orderId: booked.orderId });
    expect(detail.orderBaseInfo.bookingUser.memberId).toBe('mem-employee');
    expect((await admin.ok(orderListCall, { pageIndex: 1, pageSize: 5, ...forEmployee }, { bg: true })).list[0]!.orderId).toBe(booked.orderId);
    expect(await admin.ok(bookCancelCall, { orderId: booked.orderId, ...forEmployee }, { bg: true })).toMatchObject({ bookOrderStatus: 'CANCELED' });
    expect((await employee.call(bookSubmitCall, { ...bookInput(trips[12]!, 1, {}, 141), ...forEmployee }, { bg: true })).res.statusCode).toBe(403);
  });

  it('sells insurance with the tickets: paid with the order, purchased when issued; closed products refused, forced ones added', async () => {
    const booked = await notr.ok(bookSubmitCall, bookInput(trips[13]!, 2, { travelType: 'BUSINESS', passengerList: [passenger(150, { insuranceProductIds: ['INS-RAIL-ACCIDENT', 'INS-RAIL-DELAY'] }), passenger(151)] }));
    const second = trips[13]!.seatList.find((x) => x.seatClass === 'SECOND')!.price.amount;
    expect(booked.payOrder!.totalAmount.amount).toBe(2 * (second + 500) + 3000);
    await runJobs();
    const bought = await notr.ok(insuranceQueryCall, { orderId: booked.orderId });
    expect(bought.passengerList[0]!.purchasedList.map((x) => [x.insuranceProductId, x.insuranceStatus])).toEqual([
      ['INS-RAIL-ACCIDENT', 'PURCHASED'],
      ['INS-RAIL-DELAY', 'PURCHASED'],
    ]);
    expect(bought.passengerList[1]).toMatchObject({ purchasedList: [], purchasableList: [{ insuranceProductId: 'INS-RAIL-ACCIDENT' }, { insuranceProductId: 'INS-RAIL-DELAY' }] });
    expect((await notr.ok(orderDetailCall, { orderId: booked.orderId })).tripList[0]!.passengerList[0]!.insuranceList).toHaveLength(2);
    const closed = await notr.call(bookSubmitCall, bookInput(trips[13]!, 1, { passengerList: [passenger(152, { insuranceProductIds: ['INS-RAIL-LUGGAGE'] })] }));
    expect(closed.body).toMatchObject({ resultCode: 'INSURANCE_NOT_FOR_SALE', data: { passengerIndex: 1 } });

    const forced = await createTestApp({ rail: true, env: { TRAIN_INSURANCE_SALE: 'INS-RAIL-ACCIDENT=FORCED_SALE' } });
    try {
      const c = await forced.login('employee');
      const order = await c.ok(bookSubmitCall, bookInput(trips[13]!, 1, {}, 153));
      expect(order.payOrder!.totalAmount.amount).toBe(second + 500 + 2000);
      expect((await c.ok(insuranceQueryCall, { orderId: order.orderId })).passengerList[0]!.purchasedList.map((x) => [x.insuranceProductId, x.insuranceStatus])).toEqual([['INS-RAIL-ACCIDENT', 'CREATED']]);
      await c.ok(bookCancelCall, { orderId: order.orderId });
      expect((await c.ok(insuranceQueryCall, { orderId: order.orderId })).passengerList[0]!.purchasedList[0]!.insuranceStatus).toBe('CANCELED');
    } finally {
      await forced.close();
    }
  }, 60_000);

  it('asks the traveller to confirm a standing place given instead of a sold-out class, and cancels it unconfirmed at the deadline', async () => {
    const trip = trips[14]!;
    // Other buyers take every second-class seat of the section at the railway.
    const rail = createRailSandbox({ clock: t.clock, db: t.database.db, config: loadRailConfig({ RAIL_NIGHT_CLOSED: 'off' }) });
    await rail.holdSeats({ idempotencyKey: crypto.randomUUID(),
      trainNo: trip.trainNo,
      departureDate: trip.departureDate,
      fromTelecode: trip.fromStation.stationCode,
      toTelecode: trip.toStation.stationCode,
      passengers: Array.from({ length: await secondRemain(trip) }, () => ({ seatClass: 'second' as const })),
    });
    expect((await employee.call(bookSubmitCall, bookInput(trip, 1, {}, 160))).body.resultCode).toBe('ItrainResouce.1222');

    const standing = await employee.ok(bookSubmitCall, bookInput(trip, 1, { acceptNoSeat: true }, 161));
    expect(standing).toMatchObject({ bookOrderStatus: 'WAIT_CONFIRM', payOrder: null, confirmList: [{ tripIndex: 1, passengerIndex: 1, seatClass: 'NO_SEAT' }] });
    const detail = await employee.ok(orderDetailCall, { orderId: standing.orderId });
    expect(detail.waitProcessInfo).toMatchObject({ isWaitProcess: true, waitProcessType: 'BOOKING_CONFIRM' });
    expect(detail.buttons).toMatchObject({ confirm: true, cancel: true, pay: false });
    expect((await employee.ok(waitingListCall, { waitType: 'BOOKING_CONFIRM' })).list.map((x) => x.orderId)).toContain(standing.orderId);
    const confirmed = await employee.ok(ticketConfirmCall, { orderId: standing.orderId });
    expect(confirmed).toMatchObject({ bookOrderStatus: 'WAIT_PAY', payOrder: { status: 'WAIT_PAY', payMode: 'PERSONAL' } });
    expect((await employee.call(ticketConfirmCall, { orderId: standing.orderId })).body.resultCode).toBe('TRAIN_ORDER_NOT_CONFIRMABLE');

    const unconfirmed = await employee.ok(bookSubmitCall, bookInput(trip, 1, { acceptNoSeat: true }, 162));
    t.clock.setOffsetSeconds(t.clock.offsetSeconds + 31 * 60);
    await runJobs();
    expect((await employee.ok(orderDetailCall, { orderId: unconfirmed.orderId })).orderBaseInfo.bookOrderStatus).toBe('CANCELED');
  });

  it("moves the whole fare to the traveller's personal payment when the standard says so (transfer to self)", async () => {
    // The strict level's train standard now sends anything above second class to personal payment (handle type 2).
    await putTravelStandard(t.database.db, 'ent-demo', 'L3', { product: 'TRAIN', standard: { allowedSeatClasses: ['SECOND'], highestStandard: '5', handleTypes: '2', controlSeconds: 0 } }, t.clock.now());
    const trip = trips[15]!;
    const first = trip.seatList.find((x) => x.seatClass === 'FIRST')!.price.amount;
    const ref = { tripIndex: 1, trainNo: trip.trainNo, departureDate: trip.departureDate, fromStationCode: trip.fromStation.stationCode, toStationCode: trip.toStation.stationCode, seatClass: 'FIRST' as const };
    const input = bookInput(trip, 1, { travelType: 'BUSINESS', tripList: [ref], passengerList: [passenger(170, { source: 'STAFF', memberId: 'mem-notr' })] });
    const unaccepted = await notr.call(bookSubmitCall, input);
    expect(unaccepted.body).toMatchObject({ resultCode: '432002035', data: { personalAmount: { amount: first } } });
    const booked = await notr.ok(bookSubmitCall, { ...input, acceptHybridPayment: true });
    expect(booked).toMatchObject({ bookOrderStatus: 'WAIT_PAY', payOrder: { payMode: 'PERSONAL', companyAmount: { amount: 0 }, personalAmount: { amount: first + 500 } } });
    const within = await notr.ok(bookSubmitCall, bookInput(trip, 1, { travelType: 'BUSINESS', passengerList: [passenger(171, { source: 'STAFF', memberId: 'mem-notr' })], ignoreDuplicate: true }));
    expect(within).toMatchObject({ bookOrderStatus: 'ISSUING', payOrder: { payMode: 'COMPANY' } });
  });

  it('holds a business booking to its travel request: its budget (430019091) and, over standard, an approved over-standard application (430019090)', async () => {
    const manager = await t.login('manager');
    // Every waiting task, level by level (an over-standard application has two).
    const approveAll = async () => {
      for (let level = 0; level < 3; level++) {
        for (const task of (await manager.ok(taskListCall, { pageIndex: 1, pageSize: 50 })).list) await manager.ok(taskApproveCall, { taskId: task.taskId });
      }
    };
    const trip = trips[4]!;
    const second = trip.seatList.find((x) => x.seatClass === 'SECOND')!.price.amount;
    const leg = { departureCityId: BEIJING, arriveCityId: SHANGHAI, beginDate: trip.departureDate, endDate: trip.departureDate };
    const request = (over: Partial<TrCreateInput> = {}) => employee.ok(trCreateCall, trInput(today, { itineraryGroupList: [{ travellerIdList: [], itineraryList: [leg] }], ...over }));
    const ref = (seatClass: 'SECOND' | 'FIRST') => ({ tripIndex: 1, trainNo: trip.trainNo, departureDate: trip.departureDate, fromStationCode: trip.fromStation.stationCode, toStationCode: trip.toStation.stationCode, seatClass });
    const business = (travelNO: string, i: number, seatClass: 'SECOND' | 'FIRST' = 'SECOND') =>
      bookInput(trip, 1, { travelType: 'BUSINESS', travelNO, tripList: [ref(seatClass)], passengerList: [passenger(i, { source: 'STAFF', memberId: 'mem-employee' })], ignoreDuplicate: true });

    // A budget for two tickets: the third is refused with what is spent; a cancelled order would give its share back.
    const { travelNO } = await request({ estimatedAmount: 2 * (second + 500) + 100 });
    await approveAll();
    for (const i of [180, 181]) expect((await employee.ok(bookSubmitCall, business(travelNO, i))).bookOrderStatus).toBe('ISSUING');
    const over = await employee.call(bookSubmitCall, business(travelNO, 182));
    expect(over.body).toMatchObject({ resultCode: '430019091', data: { travelNO, estimatedAmount: { amount: 2 * (second + 500) + 100 }, spentAmount: { amount: 2 * (second + 500) }, bookingAmount: { amount: second + 500 } } });
    expect(over.body.description).toContain(travelNO);

    // Over standard with approval (handle type 1): an ordinary request does not cover it; an approved over-standard application does.
    await putTravelStandard(t.database.db, 'ent-demo', 'L3', { product: 'TRAIN', standard: { allowedSeatClasses: ['SECOND'], highestStandard: '5', handleTypes: '1', controlSeconds: 0 } }, t.clock.now());
    const plain = (await request()).travelNO;
    await approveAll();
    expect((await employee.call(bookSubmitCall, business(plain, 183, 'FIRST'))).body).toMatchObject({ resultCode: '430019090', data: { travelNO: plain } });
    expect((await employee.ok(bookSubmitCall, business(plain, 184))).bookOrderStatus).toBe('ISSUING');
    const exceed = await employee.ok(exceedApplySubmitCall, {
      approvalBizType: 'EXCEED_APPLY',
      subBizType: 'HOTEL_EXCEED',
      exceedStandardReason: 'Client meeting on the train',
      extendParams: { trSource: 'APPROVE3.0' },
      originalTrNo: plain,
      travellerList: [{ travellerId: 'T1', hotelExceedActualAmount: 10000, hotelExceedCityList: [{ cityId: SHANGHAI, exceedAmount: 10000 }] }],
    });
    // While the application waits, the ordinary request's over-standard booking is already in the queue (432002028).
    expect((await employee.call(bookSubmitCall, business(plain, 185, 'FIRST'))).body.resultCode).toBe('432002028');
    await approveAll();
    expect((await employee.ok(bookSubmitCall, business(exceed.travelNO, 186, 'FIRST'))).bookOrderStatus).toBe('ISSUING');
  });

  it('splits a hybrid payment: the company settles the standard, the traveller pays the excess online before issuing', async () => {
    await putTravelStandard(t.database.db, 'ent-demo', 'L3', { product: 'TRAIN', standard: { allowedSeatClasses: ['SECOND'], highestStandard: '5', handleTypes: '8', controlSeconds: 0 } }, t.clock.now());
    const trip = trips[5]!;
    const ref = { tripIndex: 1, trainNo: trip.trainNo, departureDate: trip.departureDate, fromStationCode: trip.fromStation.stationCode, toStationCode: trip.toStation.stationCode, seatClass: 'FIRST' as const };
    const input = bookInput(trip, 1, { travelType: 'BUSINESS', tripList: [ref], passengerList: [passenger(190, { source: 'STAFF', memberId: 'mem-notr' })] });
    const unaccepted = await notr.call(bookSubmitCall, input);
    expect(unaccepted.body.resultCode).toBe('432002035');
    const booked = await notr.ok(bookSubmitCall, { ...input, acceptHybridPayment: true });
    const po = booked.payOrder!;
    expect(po.payMode).toBe('HYBRID');
    expect(po.companyAmount.amount).toBeGreaterThan(0);
    expect(po.personalAmount.amount).toBeGreaterThan(0);
    expect(booked.bookOrderStatus).toBe('WAIT_PAY');
    // Nothing is issued before the personal part is paid.
    await runJobs();
    expect((await notr.ok(orderDetailCall, { orderId: booked.orderId })).orderBaseInfo.bookOrderStatus).toBe('WAIT_PAY');
    const paid = await notr.ok(paymentPayCall, { payOrderId: po.payOrderId, cardNumber: SANDBOX_CARDS.SUCCEED });
    expect(paid.status).toBe('PAID');
    await runJobs();
    const detail = await notr.ok(orderDetailCall, { orderId: booked.orderId });
    expect(detail.orderBaseInfo.bookOrderStatus).toBe('ISSUED');
    const records = await t.database.db.select().from(paymentRecords).where(eq(paymentRecords.payOrderId, po.payOrderId));
    expect(records.map((r) => [r.payWay, r.amount]).sort()).toEqual(
      [
        ['company_monthly_settlement', po.companyAmount.amount],
        ['online_payment', po.personalAmount.amount],
      ].sort(),
    );
  });

  it("refuses a booking while the traveller's ticket on that train is being changed or refunded (420011021)", async () => {
    const trip = trips[6]!;
    const booked = await notr.ok(bookSubmitCall, bookInput(trip, 1, { travelType: 'BUSINESS' }, 195));
    await runJobs();
    await t.database.db.update(trainTickets).set({ status: 'REFUND_APPLYING' }).where(eq(trainTickets.orderId, booked.orderId));
    expect((await notr.call(bookSubmitCall, bookInput(trip, 1, { travelType: 'BUSINESS', ignoreDuplicate: true }, 195))).body).toMatchObject({ resultCode: '420011021', data: { orderId: booked.orderId } });
  });
});
