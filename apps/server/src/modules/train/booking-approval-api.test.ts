import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskApproveCall, taskListCall, taskRejectCall } from '@travel/contracts/approval/approval';
import { countByWaitTypeCall, orderCenterListCall, waitingListCall } from '@travel/contracts/order-center/order-center';
import { bookCancelCall, bookSubmitCall, type BookSubmitInput } from '@travel/contracts/train/booking';
import { trainDateRangeCall } from '@travel/contracts/train/date-range';
import { orderDetailCall } from '@travel/contracts/train/order';
import { firstTripCall, productListCall, type Itinerary } from '@travel/contracts/train/search';
import { runDueJobs } from '../../platform/jobs/job-queue';
import { approvalInstances } from '../approval/schema';
import { companySpend } from '../commerce/order-ledger';
import { commerceOrders } from '../commerce/schema';
import { payOrders } from '../payment/schema';
import { putTravelStandard } from '../policy/standards-service';
import { addDays } from '../../platform/dates';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';

type Trip = Itinerary['tripList'][number];
const page = { pageIndex: 1, pageSize: 50 };

/** Over standard with handle type 1 (approve): the order waits for the company's approval with its seats held. */
describe('booking approval of an over-standard train booking', () => {
  let t: TestApp;
  let notr: TestClient;
  let manager: TestClient;
  let trips: Trip[];
  let n = 0;

  const book = (trip: Trip): BookSubmitInput => ({
    tripList: [{ tripIndex: 1, trainNo: trip.trainNo, departureDate: trip.departureDate, fromStationCode: trip.fromStation.stationCode, toStationCode: trip.toStation.stationCode, seatClass: 'FIRST' }],
    passengerList: [
      {
        source: 'CUSTOMER',
        familyName: 'WANG',
        givenName: `FANG${String.fromCharCode(65 + n++)}`,
        birthday: '1988-02-02',
        gender: 'F',
        nationality: 'CN',
        mobileCountryCode: '86',
        mobile: '13900001111',
        idType: 'PASSPORT',
        idNumber: `G${String(20000000 + n)}`,
        placeOfIssue: 'CN',
        idExpiredDate: '2034-01-01',
        insuranceProductIds: [],
      },
    ],
    contact: { name: 'LI NA', mobileCountryCode: '86', mobile: '13800000003', email: 'notr@demo.example.com' },
    serviceProviderId: 'SP-RAIL-1',
    travelType: 'BUSINESS',
    violationReason: { reasonCode: 'OTHER', reasonText: 'Client meeting on board' },
    acceptNoSeat: false,
    acceptHybridPayment: false,
    ignoreDuplicate: true,
  });
  const firstRemain = async (trip: Trip) =>
    (await notr.ok(productListCall, { trainNo: trip.trainNo, departureDate: trip.departureDate, fromStationCode: trip.fromStation.stationCode, toStationCode: trip.toStation.stationCode })).trip.seatList.find((s) => s.seatClass === 'FIRST')!.seatRemain;
  const runJobs = () => runDueJobs(t.database.db, t.clock, t.app.jobHandlers);
  const statusOf = async (orderId: string) => (await notr.ok(orderDetailCall, { orderId })).orderBaseInfo.bookOrderStatus;
  const taskOf = async (orderId: string) => (await manager.ok(taskListCall, page)).list.find((x) => x.bizId === orderId);
  const instanceStatus = async (orderId: string) => (await t.database.db.select().from(approvalInstances).where(and(eq(approvalInstances.bizId, orderId), eq(approvalInstances.bizType, 'BOOKING'))))[0]?.status;
  const ledgerLive = async (orderId: string) => (await t.database.db.select().from(commerceOrders).where(eq(commerceOrders.orderId, orderId)))[0]?.live;

  beforeAll(async () => {
    t = await createTestApp({ rail: true });
    notr = await t.login('notr');
    manager = await t.login('manager');
    const today = (await notr.ok(trainDateRangeCall, {})).today;
    const found = await notr.ok(firstTripCall, {
      passengerList: [{ passengerType: 'ADT' }],
      departureDate: addDays(today, 5),
      departure: { type: 'CITY', code: '北京' },
      arrival: { type: 'CITY', code: '上海' },
      searchMode: 'DIRECT',
      pageSize: 50,
    });
    trips = found.itineraryList.map((i) => i.tripList[0]!).filter((x) => x.seatList.some((s) => s.seatClass === 'FIRST' && s.seatRemain > 5));
    expect(trips.length).toBeGreaterThan(5);
    await putTravelStandard(t.database.db, 'ent-demo', 'L3', { product: 'TRAIN', standard: { allowedSeatClasses: ['SECOND'], highestStandard: '5', handleTypes: '1', controlSeconds: 0 } }, t.clock.now());
  }, 120_000);
  afterAll(async () => t?.close());

  it('waits for approval with the seat held and no pay order, then goes to issuing when the approver approves', async () => {
    const trip = trips[0]!;
    const before = await firstRemain(trip);
    const booked = await notr.ok(bookSubmitCall, book(trip));
    expect(booked).toMatchObject({ bookOrderStatus: 'WAIT_APPROVE', payOrder: null });
    expect(await firstRemain(trip)).toBe(before - 1);
    expect(await t.database.db.select().from(payOrders).where(eq(payOrders.orderId, booked.orderId))).toHaveLength(0);
    const detail = await notr.ok(orderDetailCall, { orderId: booked.orderId });
    // The flow rejects at its 24-hour deadline, well before the train leaves: that is what the traveller is told.
    const waitEnd = Date.parse(detail.orderBaseInfo.approvalEndTime!);
    expect(waitEnd).toBeGreaterThan(t.clock.nowMs() + 23.9 * 3600_000);
    expect(waitEnd).toBeLessThanOrEqual(t.clock.nowMs() + 24 * 3600_000);
    expect(detail.buttons.cancel).toBe(true);
    // The company's budget counts it while it waits: the seat is the company's until the approver decides.
    expect(await ledgerLive(booked.orderId)).toBe(true);
    // The order centre shows it waiting for approval (not for payment), counting down to what the order page says.
    const approving = (await notr.ok(waitingListCall, { waitType: 'WAIT_APPROVE' })).list.find((i) => i.orderId === booked.orderId);
    expect(approving).toMatchObject({ product: 'TRAIN', orderStatus: 'WAIT_APPROVE', waitType: 'WAIT_APPROVE', payEndTime: detail.orderBaseInfo.approvalEndTime, changeId: null });
    expect(approving!.payEndLeftSecond).toBeGreaterThan(23.9 * 3600);
    expect((await notr.ok(waitingListCall, { waitType: 'WAIT_PAY' })).list.some((i) => i.orderId === booked.orderId)).toBe(false);
    expect((await notr.ok(countByWaitTypeCall, {})).countList.find((c) => c.waitType === 'WAIT_APPROVE')?.count).toBe(1);
    const listed = (await notr.ok(orderCenterListCall, { pageIndex: 1, pageSize: 20 })).list.find((i) => i.orderId === booked.orderId);
    expect(listed).toMatchObject({ waitType: 'WAIT_APPROVE', payEndTime: detail.orderBaseInfo.approvalEndTime });

    const task = await taskOf(booked.orderId);
    expect(task).toMatchObject({ bizType: 'BOOKING', subBizType: 'TRAIN', summary: { amount: detail.orderAmount.amount } });
    expect(task!.title).toContain(trip.trainNo);
    expect(await manager.ok(taskApproveCall, { taskId: task!.taskId })).toEqual({ instanceStatus: 'APPROVED' });
    expect(await statusOf(booked.orderId)).toBe('ISSUING');
    expect((await notr.ok(waitingListCall, {})).list.some((i) => i.orderId === booked.orderId)).toBe(false);
    expect((await notr.ok(orderCenterListCall, { pageIndex: 1, pageSize: 20 })).list.find((i) => i.orderId === booked.orderId)?.waitType).toBeNull();
    await runJobs();
    expect(await statusOf(booked.orderId)).toBe('ISSUED');
  });

  it('is cancelled with its seat back on sale when the approver rejects', async () => {
    const trip = trips[1]!;
    const before = await firstRemain(trip);
    const booked = await notr.ok(bookSubmitCall, book(trip));
    expect(await firstRemain(trip)).toBe(before - 1);
    const task = await taskOf(booked.orderId);
    expect(await manager.ok(taskRejectCall, { taskId: task!.taskId, comment: 'Second class will do' })).toEqual({ instanceStatus: 'REJECTED' });
    expect(await statusOf(booked.orderId)).toBe('CANCELED');
    await runJobs();
    expect(await firstRemain(trip)).toBe(before);
    expect(await ledgerLive(booked.orderId)).toBe(false);
  });

  it('is cancelled when the approval deadline passes (the flow rejects at its deadline)', async () => {
    const trip = trips[2]!;
    const before = await firstRemain(trip);
    const booked = await notr.ok(bookSubmitCall, book(trip));
    const spent = await companySpend(t.database.db, 'ent-demo', 'none');
    expect(spent).toBe(0);
    t.clock.setOffsetSeconds(t.clock.offsetSeconds + 25 * 3600);
    await runJobs();
    // A day later the sessions have lapsed.
    notr = await t.login('notr');
    manager = await t.login('manager');
    expect(await statusOf(booked.orderId)).toBe('CANCELED');
    expect(await instanceStatus(booked.orderId)).toBe('REJECTED');
    expect(await firstRemain(trip)).toBe(before);
  });

  it('with approval and personal pay (1|8): approved, the traveller pays the excess before issuing', async () => {
    await putTravelStandard(t.database.db, 'ent-demo', 'L3', { product: 'TRAIN', standard: { allowedSeatClasses: ['SECOND'], highestStandard: '5', handleTypes: '1|8', controlSeconds: 0 } }, t.clock.now());
    try {
      const trip = trips[4]!;
      const booked = await notr.ok(bookSubmitCall, { ...book(trip), acceptHybridPayment: true });
      expect(booked).toMatchObject({ bookOrderStatus: 'WAIT_APPROVE', payOrder: null });
      const task = await taskOf(booked.orderId);
      expect(await manager.ok(taskApproveCall, { taskId: task!.taskId })).toEqual({ instanceStatus: 'APPROVED' });
      const detail = await notr.ok(orderDetailCall, { orderId: booked.orderId });
      expect(detail.orderBaseInfo.bookOrderStatus).toBe('WAIT_PAY');
      expect(detail.payment?.personalAmount.amount).toBeGreaterThan(0);
      expect(detail.payment?.companyAmount.amount).toBeGreaterThan(0);
    } finally {
      await putTravelStandard(t.database.db, 'ent-demo', 'L3', { product: 'TRAIN', standard: { allowedSeatClasses: ['SECOND'], highestStandard: '5', handleTypes: '1', controlSeconds: 0 } }, t.clock.now());
    }
  });

  it('withdraws the approval when the traveller cancels the waiting order', async () => {
    const trip = trips[3]!;
    const before = await firstRemain(trip);
    const booked = await notr.ok(bookSubmitCall, book(trip));
    const waiting = await notr.ok(waitingListCall, {});
    expect(waiting.list.filter((i) => i.orderId === booked.orderId).map((i) => i.waitType)).toEqual(['WAIT_APPROVE']);
    // Another member of the enterprise sees none of it.
    const employee = await t.login('employee');
    expect((await employee.ok(waitingListCall, {})).list.some((i) => i.orderId === booked.orderId)).toBe(false);
    expect(await notr.ok(bookCancelCall, { orderId: booked.orderId })).toMatchObject({ bookOrderStatus: 'CANCELED' });
    expect((await notr.ok(waitingListCall, {})).list.some((i) => i.orderId === booked.orderId)).toBe(false);
    expect(await instanceStatus(booked.orderId)).toBe('CANCELED');
    expect(await taskOf(booked.orderId)).toBeUndefined();
    expect(await firstRemain(trip)).toBe(before);
  });
});
