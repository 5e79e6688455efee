import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrainSeatClass } from '@travel/contracts/policy/enums';
import { paymentDetailCall, paymentPayCall, SANDBOX_CARDS } from '@travel/contracts/payment/payment';
import { bookSubmitCall, type BookSubmitInput } from '@travel/contracts/train/booking';
import {
  changeCancelCall,
  changeConfirmCall,
  changeDetailCall,
  changeFirstTripCall,
  changeHistoryCall,
  changeInfoConfirmCall,
  changeListCall,
  changeProductVerifyCall,
  changeQuoteCall,
  changeSubmitCall,
  type ChangeTrip,
} from '@travel/contracts/train/change';
import { orderDetailCall } from '@travel/contracts/train/order';
import { countByWaitTypeCall, waitingListCall } from '@travel/contracts/order-center/order-center';
import { offlineChangeCall } from '@travel/contracts/train/offline';
import { refundQuoteCall, refundSubmitCall } from '@travel/contracts/train/refund';
import { firstTripCall, productListCall, type Itinerary } from '@travel/contracts/train/search';
import { trainDateRangeCall } from '@travel/contracts/train/date-range';
import { runDueJobs } from '../../platform/jobs/job-queue';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { addDays } from '../../platform/dates';
import { paymentRecords } from '../payment/schema';
import { trainTickets } from './schema';
import { putTravelStandard, standardsOfLevels } from '../policy/standards-service';

type Trip = Itinerary['tripList'][number];
const HOUR = 3_600_000;

/** The railway's fee: to ¥0.5 steps (x.25 up to x.50, x.75 up to x+1). */
const halfYuan = (fen: number) => Math.round(fen / 50) * 50;
const fareOf = (trip: Trip, seatClass: TrainSeatClass) => trip.seatList.find((s) => s.seatClass === seatClass)!.price.amount;
const changeTrip = (trip: Trip, seatClass: TrainSeatClass): ChangeTrip => ({
  trainNo: trip.trainNo,
  departureDate: trip.departureDate,
  fromStationCode: trip.fromStation.stationCode,
  toStationCode: trip.toStation.stationCode,
  seatClass,
});

const passenger = (i: number): BookSubmitInput['passengerList'][number] => ({
  source: 'CUSTOMER',
  familyName: 'LI',
  givenName: `MING${String.fromCharCode(65 + (i % 26))}`,
  birthday: '1984-05-0' + ((i % 9) + 1),
  gender: 'M',
  nationality: 'CN',
  mobileCountryCode: '86',
  mobile: `1370000${String(1000 + i)}`,
  idType: 'PASSPORT',
  idNumber: `K${String(30000000 + i)}`,
  placeOfIssue: 'CN',
  idExpiredDate: '2034-01-01',
  insuranceProductIds: [],
});

describe('train change (reschedule)', () => {
  let t: TestApp;
  let employee: TestClient;
  let notr: TestClient;
  let trips: Trip[];
  let nextDay: Trip[];
  const runJobs = () => runDueJobs(t.database.db, t.clock, t.app.jobHandlers);
  const db = () => t.database.db;

  const remain = async (trip: Trip, seatClass: TrainSeatClass) =>
    (await employee.ok(productListCall, { trainNo: trip.trainNo, departureDate: trip.departureDate, fromStationCode: trip.fromStation.stationCode, toStationCode: trip.toStation.stationCode })).trip.seatList.find(
      (s) => s.seatClass === seatClass,
    )!.seatRemain;

  /** Booked, paid (online for private, settled for business) and issued. */
  async function issued(client: TestClient, trip: Trip, passengers: number[], seatClass: TrainSeatClass, travelType: 'PRIVATE' | 'BUSINESS' = 'PRIVATE') {
    const booked = await client.ok(bookSubmitCall, {
      tripList: [{ tripIndex: 1, trainNo: trip.trainNo, departureDate: trip.departureDate, fromStationCode: trip.fromStation.stationCode, toStationCode: trip.toStation.stationCode, seatClass }],
      passengerList: passengers.map(passenger),
      contact: { name: 'LI MING', mobileCountryCode: '86', mobile: '13700001234', email: 'li@example.com' },
      serviceProviderId: 'SP-RAIL-1',
      travelType,
      acceptNoSeat: false,
      acceptHybridPayment: false,
      ignoreDuplicate: true,
    });
    if (booked.payOrder?.needPay) await client.ok(paymentPayCall, { payOrderId: booked.payOrder.payOrderId, cardNumber: SANDBOX_CARDS.SUCCEED });
    await runJobs();
    const detail = await client.ok(orderDetailCall, { orderId: booked.orderId });
    expect(detail.orderBaseInfo.bookOrderStatus).toBe('ISSUED');
    return { orderId: booked.orderId, payOrderId: booked.payOrder!.payOrderId, ticketIds: detail.tripList[0]!.ticketList.map((x) => x.ticketId) };
  }

  const ticketStatuses = async (client: TestClient, orderId: string) =>
    Object.fromEntries((await client.ok(orderDetailCall, { orderId })).tripList.flatMap((trip) => trip.ticketList.map((x) => [x.ticketId, x.ticketStatus])));

  /** Quote and submit a change of the tickets to a train. */
  async function submitChange(client: TestClient, orderId: string, ticketIdList: string[], trip: ChangeTrip, opts: { bg?: boolean; extra?: Record<string, string> } = {}) {
    const extra = opts.extra ?? {};
    const quote = await client.ok(changeQuoteCall, { orderId, ticketIdList, trip, ...extra }, { bg: opts.bg });
    const submitted = await client.ok(changeSubmitCall, { orderId, ticketIdList, trip, quotationId: quote.quotationId, reason: 'Meeting moved', ...extra }, { bg: opts.bg });
    return { quote, ...submitted };
  }

  beforeAll(async () => {
    t = await createTestApp({ rail: true });
    employee = await t.login('employee');
    notr = await t.login('notr');
    const today = (await employee.ok(trainDateRangeCall, {})).today;
    const search = async (date: string) =>
      (
        await employee.ok(firstTripCall, {
          passengerList: [{ passengerType: 'ADT' }],
          departureDate: date,
          departure: { type: 'CITY', code: '北京' },
          arrival: { type: 'CITY', code: '上海' },
          searchMode: 'DIRECT',
          pageSize: 80,
        })
      ).itineraryList
        .map((i) => i.tripList[0]!)
        .filter((trip) => ['SECOND', 'FIRST'].every((c) => trip.seatList.some((s) => s.seatClass === c && s.seatRemain > 20)));
    trips = await search(addDays(today, 4));
    nextDay = await search(addDays(today, 5));
    expect(trips.length).toBeGreaterThan(12);
    expect(nextDay.length).toBeGreaterThan(0);
  }, 120_000);
  afterAll(async () => t?.close());

  it('changes to a dearer train: pays the difference and the fee, and the old seat returns to sale only once the new ticket is issued', async () => {
    const [from, to] = [trips[0]!, trips[1]!];
    const order = await issued(employee, from, [1], 'SECOND');
    const [ticketId] = order.ticketIds as [string];

    const found = await employee.ok(changeFirstTripCall, { orderId: order.orderId, ticketIdList: [ticketId], departureDate: to.departureDate, sameCity: true, pageSize: 80 });
    expect(found.itineraryList.some((i) => i.trainNo === to.trainNo)).toBe(true);
    const sameStations = await employee.ok(changeFirstTripCall, { orderId: order.orderId, ticketIdList: [ticketId], departureDate: to.departureDate, pageSize: 80 });
    expect(sameStations.itineraryList.every((i) => i.stations.from.stationCode === from.fromStation.stationCode && i.stations.to.stationCode === from.toStation.stationCode)).toBe(true);

    const oldFare = fareOf(from, 'SECOND');
    const newFare = fareOf(to, 'FIRST');
    expect(newFare).toBeGreaterThan(oldFare);
    const verified = await employee.ok(changeProductVerifyCall, { orderId: order.orderId, ticketIdList: [ticketId], trip: { ...changeTrip(to, 'FIRST'), price: { amount: newFare, currency: 'CNY' } } });
    expect(verified).toMatchObject({ price: { amount: newFare }, changeAfterDeparture: Date.parse(to.departureTime) > Date.parse(from.departureTime) });
    const moved = await employee.call(changeProductVerifyCall, { orderId: order.orderId, ticketIdList: [ticketId], trip: { ...changeTrip(to, 'FIRST'), price: { amount: 1, currency: 'CNY' } } });
    expect(moved.body.resultCode).toBe('TRAIN_PRICE_CHANGED');

    const oldBefore = await remain(from, 'SECOND');
    const newBefore = await remain(to, 'FIRST');
    const { quote, changeId, changeOrderStatus } = await submitChange(employee, order.orderId, [ticketId], changeTrip(to, 'FIRST'), { extra: { reasonCode: 'LATER_TRAIN' } });
    // 3 to 5 days before departure: 5% of the lower fare.
    const fee = halfYuan(oldFare * 0.05);
    expect(quote.ticketList[0]).toMatchObject({ changeRate: 500, changeFee: { amount: fee }, changeRefundFee: { amount: 0 }, priceDiff: { amount: newFare - oldFare } });
    expect(quote.receivablePrice).toMatchObject({ direction: 'PAY_MORE', payAmount: { amount: newFare - oldFare + fee }, refundAmount: { amount: 0 }, totalPrice: { amount: newFare - oldFare + fee } });
    expect(changeOrderStatus).toBe('WAIT_CONFIRM');
    expect(await remain(to, 'FIRST')).toBe(newBefore - 1);
    expect(await remain(from, 'SECOND')).toBe(oldBefore);
    expect(await ticketStatuses(employee, order.orderId)).toMatchObject({ [ticketId]: 'CHANGE_APPLYING', [`${order.orderId}-2-1`]: 'NON_ISSUE' });

    const info = await employee.ok(changeInfoConfirmCall, { orderId: order.orderId, changeId });
    expect(info).toMatchObject({ changeOrderStatus: 'WAIT_CONFIRM', changeAfterDeparture: verified.changeAfterDeparture, receivablePrice: { payAmount: { amount: newFare - oldFare + fee } } });
    expect((await employee.ok(changeDetailCall, { orderId: order.orderId, changeId })).buttons).toEqual({ confirm: true, cancel: true, pay: false });

    const confirmed = await employee.ok(changeConfirmCall, { orderId: order.orderId, changeId });
    expect(confirmed.changeOrderStatus).toBe('WAIT_PAY');
    expect(confirmed.payOrder).toMatchObject({ product: 'TRAIN', purpose: 'CHANGE', payMode: 'PERSONAL', personalAmount: { amount: newFare - oldFare + fee }, needPay: true });
    const waiting = await employee.ok(changeDetailCall, { orderId: order.orderId, changeId });
    expect(waiting.buttons).toEqual({ confirm: false, cancel: true, pay: true });
    expect(waiting.payInfo).toMatchObject({ payStatus: 'WAIT_PAY', payType: 'PERSONAL', waitPayInfo: { needPay: true, payOrderId: confirmed.payOrder!.payOrderId } });

    await employee.ok(paymentPayCall, { payOrderId: confirmed.payOrder!.payOrderId, cardNumber: SANDBOX_CARDS.SUCCEED });
    expect((await employee.ok(changeDetailCall, { orderId: order.orderId, changeId })).changeOrder.changeOrderStatus).toBe('WAIT_CHANGE');
    // Paid but not yet issued: the old seat is still the traveller's.
    expect(await remain(from, 'SECOND')).toBe(oldBefore);
    await runJobs();
    expect(await remain(from, 'SECOND')).toBe(oldBefore + 1);
    expect(await remain(to, 'FIRST')).toBe(newBefore - 1);

    const done = await employee.ok(changeDetailCall, { orderId: order.orderId, changeId });
    expect(done.changeOrder).toMatchObject({ changeOrderStatus: 'COMPLETE', changeStatus: 'PROCESSED', bookingType: 'SELF', changeReason: 'Need a later train: Meeting moved', changeReasonCode: 'LATER_TRAIN', existPriceChange: true });
    // The common reason reads in the reader's language; the traveller's own words stay as written.
    expect((await employee.ok(changeDetailCall, { orderId: order.orderId, changeId }, { lang: 'de' })).changeOrder.changeReason).toBe('Späterer Zug benötigt: Meeting moved');
    expect(done.changeProductList[0]!.oldTicket).toMatchObject({ ticketId, ticketStatus: 'CHANGED', trainNo: from.trainNo });
    expect(done.changeProductList[0]!.newTicket).toMatchObject({ ticketStatus: 'ISSUED', trainNo: to.trainNo, seatClass: 'FIRST', ticketPrice: { amount: newFare } });
    expect(done.changeProductList[0]!.newTicket.ticketNo).toMatch(/^E\d+/);
    expect(done.changeProductList[0]!.newTicket.coachNo).toMatch(/^\d\d$/);
    expect(done.buttons).toEqual({ confirm: false, cancel: false, pay: false });
    const newTicketId = done.changeProductList[0]!.newTicket.ticketId;
    const [newRow] = await db().select().from(trainTickets).where(eq(trainTickets.id, newTicketId));
    expect(newRow).toMatchObject({ beforeChangeTicketId: null, changedInsideEightDays: true });
    const records = await db().select().from(paymentRecords).where(eq(paymentRecords.payOrderId, confirmed.payOrder!.payOrderId));
    expect(records.map((r) => [r.recordType, r.direction, r.amount])).toEqual([['CHANGE_PAYMENT', 'IN', newFare - oldFare + fee]]);

    // All of the order's tickets changed: the order is CHANGED; the new ticket can be refunded, not changed again.
    // Spec 4: the replaced ticket carries the before-change ticket id (the new ticket's) and forms the original trip.
    const detail = await employee.ok(orderDetailCall, { orderId: order.orderId });
    expect(detail.orderBaseInfo.bookOrderStatus).toBe('CHANGED');
    const newTicket = detail.tripList.find((x) => x.tripIndex === 2)!.ticketList[0]!;
    expect(newTicket).toMatchObject({ ticketId: newTicketId, ticketStatus: 'ISSUED', beforeChangeTicketId: null, canChange: false, canRefund: true });
    expect(detail.tripList.find((x) => x.tripIndex === 1)!.ticketList[0]).toMatchObject({ ticketId, ticketStatus: 'CHANGED', beforeChangeTicketId: newTicketId, canChange: false });
    expect(detail.buttons).toMatchObject({ refund: true, change: false });

    // One change per ticket.
    for (const id of [ticketId, newTicket.ticketId]) {
      const again = await employee.call(changeQuoteCall, { orderId: order.orderId, ticketIdList: [id], trip: changeTrip(trips[2]!, 'SECOND') });
      expect(again.body.resultCode).toBe('TRAIN_TICKET_CHANGED_ONCE');
      expect(again.body.description).toContain('cannot be changed again');
    }
    const history = await employee.ok(changeHistoryCall, { orderId: order.orderId });
    expect(history.list).toEqual([expect.objectContaining({ changeId, changeOrderStatus: 'COMPLETE', oldTrainNo: from.trainNo, newTrainNo: to.trainNo, direction: 'PAY_MORE', settlement: 'PAY', seatClass: 'FIRST' })]);
    expect((await employee.ok(changeListCall, { pageIndex: 1, pageSize: 10, statusList: ['COMPLETE'] })).list.map((x) => x.changeId)).toContain(changeId);
  });

  it('changes one of two tickets to a cheaper train: the difference less the change and refund fees goes back (CHANGE_REFUND)', async () => {
    const [from, to] = [trips[2]!, trips[3]!];
    const order = await issued(employee, from, [10, 11], 'FIRST');
    const oldFare = fareOf(from, 'FIRST');
    const newFare = fareOf(to, 'SECOND');
    const { quote, changeId } = await submitChange(employee, order.orderId, [order.ticketIds[0]!], changeTrip(to, 'SECOND'));
    const changeFee = halfYuan(newFare * 0.05);
    const refundFee = Math.max(200, halfYuan((oldFare - newFare) * 0.05));
    const back = oldFare - newFare - refundFee - changeFee;
    expect(quote.ticketList[0]).toMatchObject({ changeRate: 500, changeFee: { amount: changeFee }, changeRefundRate: 500, changeRefundFee: { amount: refundFee }, priceDiff: { amount: newFare - oldFare } });
    expect(quote.receivablePrice).toMatchObject({ direction: 'REFUND_DIFFERENCE', payAmount: { amount: 0 }, refundAmount: { amount: back }, totalPrice: { amount: back } });

    const confirmed = await employee.ok(changeConfirmCall, { orderId: order.orderId, changeId });
    expect(confirmed).toMatchObject({ changeOrderStatus: 'WAIT_CHANGE', payOrder: null });
    await runJobs();
    expect((await employee.ok(changeDetailCall, { orderId: order.orderId, changeId })).changeOrder.changeOrderStatus).toBe('COMPLETE');
    const refunds = await db()
      .select()
      .from(paymentRecords)
      .where(and(eq(paymentRecords.payOrderId, order.payOrderId), eq(paymentRecords.recordType, 'CHANGE_REFUND')));
    expect(refunds.map((r) => [r.direction, r.payWay, r.amount])).toEqual([['OUT', 'online_payment', back]]);

    // One ticket left unchanged: the order stays ISSUED and can still be changed.
    const detail = await employee.ok(orderDetailCall, { orderId: order.orderId });
    expect(detail.orderBaseInfo.bookOrderStatus).toBe('ISSUED');
    expect(detail.tripList[0]!.ticketList.map((x) => [x.ticketStatus, x.canChange])).toEqual([
      ['CHANGED', false],
      ['ISSUED', true],
    ]);
    expect(detail.buttons.change).toBe(true);
    // The change's trip is marked with its changeId and carries only the passenger it changed.
    const newTrip = detail.tripList.find((x) => x.changeId === changeId)!;
    expect(newTrip.passengerList.map((p) => p.passengerIndex)).toEqual([1]);
    expect(detail.tripList[0]!.changeId).toBeNull();
  });

  it('prices a change 30 hours before departure at 10%, and refuses a later day then (ItrainResouce.1335, go to refund)', async () => {
    const [from, sameDay] = [trips[4]!, trips[6]!];
    const order = await issued(employee, from, [20], 'SECOND');
    const offset = t.clock.offsetSeconds;
    try {
      t.clock.setOffsetSeconds(offset + Math.round((Date.parse(from.departureTime) - 30 * HOUR - t.clock.nowMs()) / 1000));
      // Days later: the session has expired.
      const late = await t.login('employee');
      const oldFare = fareOf(from, 'SECOND');
      const newFare = fareOf(sameDay, 'FIRST');
      const quote = await late.ok(changeQuoteCall, { orderId: order.orderId, ticketIdList: order.ticketIds, trip: changeTrip(sameDay, 'FIRST') });
      const fee = halfYuan(oldFare * 0.1);
      expect(quote.ticketList[0]).toMatchObject({ changeRate: 1000, changeFee: { amount: fee } });
      expect(quote.receivablePrice.payAmount.amount).toBe(newFare - oldFare + fee);

      const later = await late.call(changeQuoteCall, { orderId: order.orderId, ticketIdList: order.ticketIds, trip: changeTrip(nextDay[0]!, 'SECOND') });
      expect(later.body).toMatchObject({ resultCode: 'ItrainResouce.1335', data: { orderId: order.orderId, refundPath: `itrain/refund/apply?orderId=${order.orderId}&fromChangeApply=1` } });
      expect(later.body.description).toContain('refund');
      expect((await late.call(changeProductVerifyCall, { orderId: order.orderId, ticketIdList: order.ticketIds, trip: changeTrip(nextDay[0]!, 'SECOND') })).body.resultCode).toBe('ItrainResouce.1335');
      const search = await late.call(changeFirstTripCall, { orderId: order.orderId, ticketIdList: order.ticketIds, departureDate: nextDay[0]!.departureDate });
      expect(search.body.resultCode).toBe('ItrainResouce.1335');
      expect((await late.call(changeQuoteCall, { orderId: order.orderId, ticketIdList: order.ticketIds, trip: changeTrip(from, 'FIRST') })).body.resultCode).toBe('TRAIN_CHANGE_SAME_TRAIN');
    } finally {
      t.clock.setOffsetSeconds(offset);
      // Sessions seen expired are ended: log in again.
      employee = await t.login('employee');
      notr = await t.login('notr');
    }
    // Further out the same later train may be chosen.
    const fine = await employee.ok(changeQuoteCall, { orderId: order.orderId, ticketIdList: order.ticketIds, trip: changeTrip(nextDay[0]!, 'SECOND') });
    expect(fine.ticketList[0]!.changeRate).toBe(500);
  });

  it('refuses a submit once the quote has expired (ItrainResouce.1350)', async () => {
    const order = await issued(employee, trips[5]!, [30], 'SECOND');
    const quote = await employee.ok(changeQuoteCall, { orderId: order.orderId, ticketIdList: order.ticketIds, trip: changeTrip(trips[7]!, 'SECOND') });
    expect(Date.parse(quote.expireTime) - t.clock.nowMs()).toBeGreaterThan(9 * 60_000);
    expect(Date.parse(quote.expireTime) - t.clock.nowMs()).toBeLessThanOrEqual(10 * 60_000);
    t.clock.setOffsetSeconds(t.clock.offsetSeconds + 11 * 60);
    const late = await employee.call(changeSubmitCall, { orderId: order.orderId, ticketIdList: order.ticketIds, trip: changeTrip(trips[7]!, 'SECOND'), quotationId: quote.quotationId, reason: 'late' });
    expect(late.body.resultCode).toBe('ItrainResouce.1350');
    expect(await ticketStatuses(employee, order.orderId)).toEqual({ [order.ticketIds[0]!]: 'ISSUED' });
    const other = await employee.call(changeSubmitCall, { orderId: order.orderId, ticketIdList: order.ticketIds, trip: changeTrip(trips[8]!, 'SECOND'), quotationId: (await employee.ok(changeQuoteCall, { orderId: order.orderId, ticketIdList: order.ticketIds, trip: changeTrip(trips[7]!, 'SECOND') })).quotationId, reason: 'x' });
    expect(other.body.resultCode).toBe('TRAIN_QUOTE_MISMATCH');
  });

  it('cancels a change waiting for confirmation or payment: the new seat is released and the old ticket is valid again', async () => {
    const [from, to] = [trips[8]!, trips[9]!];
    const order = await issued(employee, from, [40], 'SECOND');
    const [ticketId] = order.ticketIds as [string];
    const newBefore = await remain(to, 'FIRST');
    const first = await submitChange(employee, order.orderId, [ticketId], changeTrip(to, 'FIRST'));
    expect(await remain(to, 'FIRST')).toBe(newBefore - 1);
    const beforeChangeIds = async () => Object.fromEntries((await employee.ok(orderDetailCall, { orderId: order.orderId })).tripList.flatMap((trip) => trip.ticketList.map((x) => [x.ticketId, x.beforeChangeTicketId])));
    // Being replaced, the old ticket carries the new one's id (the original trip); the new ticket carries none.
    expect(await beforeChangeIds()).toEqual({ [ticketId]: `${order.orderId}-2-1`, [`${order.orderId}-2-1`]: null });
    // The order centre lists the change as waiting for the traveller's confirmation.
    const waiting = await employee.ok(waitingListCall, { waitType: 'CHANGE_CONFIRM' });
    expect(waiting.list.find((i) => i.changeId === first.changeId)).toMatchObject({ orderId: order.orderId, waitType: 'CHANGE_CONFIRM', travelDate: to.departureDate });
    expect((await employee.ok(countByWaitTypeCall, {})).countList.find((c) => c.waitType === 'CHANGE_CONFIRM')!.count).toBeGreaterThan(0);
    expect(await employee.ok(changeCancelCall, { orderId: order.orderId, changeId: first.changeId })).toEqual({ changeId: first.changeId, changeOrderStatus: 'CANCELED' });
    expect((await employee.ok(waitingListCall, { waitType: 'CHANGE_CONFIRM' })).list.find((i) => i.changeId === first.changeId)).toBeUndefined();
    expect(await remain(to, 'FIRST')).toBe(newBefore);
    expect(await ticketStatuses(employee, order.orderId)).toEqual({ [ticketId]: 'ISSUED', [`${order.orderId}-2-1`]: 'CANCELED' });
    expect(await beforeChangeIds()).toEqual({ [ticketId]: null, [`${order.orderId}-2-1`]: null });
    expect((await employee.call(changeCancelCall, { orderId: order.orderId, changeId: first.changeId })).body.resultCode).toBe('TRAIN_CHANGE_NOT_CANCELABLE');
    expect((await employee.call(changeConfirmCall, { orderId: order.orderId, changeId: first.changeId })).body.resultCode).toBe('TRAIN_CHANGE_NOT_CONFIRMABLE');

    // A cancelled change leaves the ticket free to change again; this time cancelled while waiting for payment.
    const second = await submitChange(employee, order.orderId, [ticketId], changeTrip(to, 'FIRST'));
    const confirmed = await employee.ok(changeConfirmCall, { orderId: order.orderId, changeId: second.changeId });
    expect(confirmed.changeOrderStatus).toBe('WAIT_PAY');
    await employee.ok(changeCancelCall, { orderId: order.orderId, changeId: second.changeId });
    expect((await employee.ok(paymentDetailCall, { payOrderId: confirmed.payOrder!.payOrderId })).status).toBe('CANCELED');
    expect(await remain(to, 'FIRST')).toBe(newBefore);
    expect((await employee.ok(orderDetailCall, { orderId: order.orderId })).tripList[0]!.ticketList[0]).toMatchObject({ ticketStatus: 'ISSUED', canChange: true });
  });

  it('lapses an unpaid change at its payment deadline: new seat released, old ticket back to ISSUED', async () => {
    const [from, to] = [trips[10]!, trips[11]!];
    const order = await issued(employee, from, [50], 'SECOND');
    const newBefore = await remain(to, 'FIRST');
    const { changeId } = await submitChange(employee, order.orderId, order.ticketIds, changeTrip(to, 'FIRST'));
    const confirmed = await employee.ok(changeConfirmCall, { orderId: order.orderId, changeId });
    t.clock.setOffsetSeconds(t.clock.offsetSeconds + 31 * 60);
    await runJobs();
    const detail = await employee.ok(changeDetailCall, { orderId: order.orderId, changeId });
    expect(detail.changeOrder.changeOrderStatus).toBe('PAY_TIMEOUT');
    expect(detail.payInfo).toMatchObject({ overTime: true, payStatus: 'PAY_TIMEOUT', waitPayInfo: { needPay: false } });
    expect(await remain(to, 'FIRST')).toBe(newBefore);
    expect(await ticketStatuses(employee, order.orderId)).toMatchObject({ [order.ticketIds[0]!]: 'ISSUED' });
    expect((await employee.ok(orderDetailCall, { orderId: order.orderId })).tripList[0]!.ticketList[0]).toMatchObject({ ticketId: order.ticketIds[0], beforeChangeTicketId: null, canChange: true });
    expect((await employee.call(paymentPayCall, { payOrderId: confirmed.payOrder!.payOrderId })).body.resultCode).toBe('PAY_ORDER_CLOSED');
  });

  it('answers 420011021 while another change of the order is being processed or a ticket is being refunded; company pays by settlement', async () => {
    const from = trips[12]!;
    // Not cheaper: the change fee (at least) is the company's to pay.
    const to = trips.find((x) => x.trainNo !== from.trainNo && fareOf(x, 'SECOND') >= fareOf(from, 'SECOND'))!;
    const order = await issued(notr, from, [60, 61], 'SECOND', 'BUSINESS');
    const [a, b] = order.ticketIds as [string, string];
    const { changeId, quote } = await submitChange(notr, order.orderId, [a], changeTrip(to, 'SECOND'));
    const confirmed = await notr.ok(changeConfirmCall, { orderId: order.orderId, changeId });
    const pay = quote.receivablePrice.payAmount.amount;
    expect(pay).toBe(fareOf(to, 'SECOND') - fareOf(from, 'SECOND') + halfYuan(fareOf(from, 'SECOND') * 0.05));
    expect(confirmed.payOrder).toMatchObject({ status: 'PAID', payMode: 'COMPANY', companyAmount: { amount: pay }, personalAmount: { amount: 0 } });
    const recs = await db().select().from(paymentRecords).where(eq(paymentRecords.payOrderId, confirmed.payOrder!.payOrderId));
    expect(recs.map((r) => [r.recordType, r.payWay, r.amount])).toEqual([['CHANGE_PAYMENT', 'company_monthly_settlement', pay]]);
    expect(confirmed.changeOrderStatus).toBe('WAIT_CHANGE');
    const busy = await notr.call(changeQuoteCall, { orderId: order.orderId, ticketIdList: [b], trip: changeTrip(to, 'FIRST') });
    expect(busy.body).toMatchObject({ resultCode: '420011021', data: { orderId: order.orderId } });
    expect((await notr.call(changeQuoteCall, { orderId: order.orderId, ticketIdList: [a], trip: changeTrip(to, 'FIRST') })).body.resultCode).toBe('420011021');
    await runJobs();
    expect((await notr.ok(changeDetailCall, { orderId: order.orderId, changeId })).changeOrder.changeOrderStatus).toBe('COMPLETE');

    // A ticket in a refund cannot be changed.
    const refundQuote = await notr.ok(refundQuoteCall, { orderId: order.orderId, ticketIdList: [b] });
    await notr.ok(refundSubmitCall, { orderId: order.orderId, ticketIdList: [b], quotationId: refundQuote.quotationId, reason: 'Trip cancelled' });
    const refunding = await notr.call(changeQuoteCall, { orderId: order.orderId, ticketIdList: [b], trip: changeTrip(to, 'FIRST') });
    expect(refunding.body.resultCode).toBe('420011021');

    // Not the member's order, or no such change: not found.
    expect((await employee.call(changeQuoteCall, { orderId: order.orderId, ticketIdList: [b], trip: changeTrip(to, 'FIRST') })).body.resultCode).toBe('DATA_NOT_FOUND');
    expect((await notr.call(changeDetailCall, { orderId: order.orderId, changeId: 'C-NONE' })).body.resultCode).toBe('DATA_NOT_FOUND');
    expect((await notr.call(changeQuoteCall, { orderId: order.orderId, ticketIdList: ['no-such-ticket'], trip: changeTrip(to, 'FIRST') })).body.resultCode).toBe('DATA_NOT_FOUND');
  });

  it('lets an administrator change an employee ticket through the back-office calls', async () => {
    const admin = await t.login('admin');
    const forEmployee = { enterpriseId: 'ent-demo', memberId: 'mem-employee' };
    const from = trips[14 % trips.length]!;
    // A clearly cheaper train, so the change refunds rather than asks the employee to pay.
    const to = trips.find((x) => x !== from && fareOf(x, 'SECOND') < fareOf(from, 'FIRST') * 0.8)!;
    const order = await issued(employee, from, [70], 'FIRST');
    const { changeId } = await submitChange(admin, order.orderId, order.ticketIds, changeTrip(to, 'SECOND'), { bg: true, extra: forEmployee });
    expect((await admin.ok(changeInfoConfirmCall, { orderId: order.orderId, changeId, ...forEmployee }, { bg: true })).changeOrderStatus).toBe('WAIT_CONFIRM');
    expect((await admin.ok(changeConfirmCall, { orderId: order.orderId, changeId, ...forEmployee }, { bg: true })).changeOrderStatus).toBe('WAIT_CHANGE');
    await runJobs();
    const detail = await employee.ok(changeDetailCall, { orderId: order.orderId, changeId });
    expect(detail.changeOrder).toMatchObject({ changeOrderStatus: 'COMPLETE', bookingType: 'OTHERS' });
    expect((await admin.ok(changeListCall, { pageIndex: 1, pageSize: 5, ...forEmployee }, { bg: true })).list[0]!.changeId).toBe(changeId);
    expect((await employee.call(changeListCall, { pageIndex: 1, pageSize: 5, ...forEmployee }, { bg: true })).res.statusCode).toBe(403);
  });

  it('records a change made at the station (bg offline): passengers first, the station must match the train, then the traveller confirms', async () => {
    const admin = await t.login('admin');
    const order = await issued(employee, trips[4 % trips.length]!, [90], 'SECOND');
    const to = trips[10 % trips.length]!;
    const bg = { enterpriseId: 'ent-demo' };
    const base = { orderId: order.orderId, ticketIdList: order.ticketIds, trainNo: to.trainNo, departureDate: to.departureDate, fromStationCode: to.fromStation.stationCode, toStationCode: to.toStation.stationCode, seatClass: 'SECOND' as const, coachNo: '05', seatNo: '08F', changeFee: 1200, reason: 'Changed at the station', ...bg };
    const first = await admin.call(offlineChangeCall, { ...base, ticketIdList: [] }, { bg: true });
    expect(first.body).toMatchObject({ resultCode: 'PARAM_ERROR', data: { issues: [{ path: 'ticketIdList' }] } });
    const missing = await admin.call(offlineChangeCall, { ...base, seatNo: '', trainNo: '' }, { bg: true });
    expect((missing.body.data as unknown as { issues: { path: string }[] }).issues.map((i) => i.path).sort()).toEqual(['seatNo', 'trainNo']);
    // A station the train does not stop at.
    const wrong = await admin.call(offlineChangeCall, { ...base, toStationCode: 'IZQ' }, { bg: true });
    expect(wrong.body.resultCode).toBe('TRAIN_OFFLINE_STATION_MISMATCH');

    const recorded = await admin.ok(offlineChangeCall, base, { bg: true });
    expect(recorded.changeOrderStatus).toBe('WAIT_CONFIRM');
    const detail = await employee.ok(changeDetailCall, { orderId: order.orderId, changeId: recorded.changeId });
    const diff = to.seatList.find((s) => s.seatClass === 'SECOND')!.price.amount - (await employee.ok(orderDetailCall, { orderId: order.orderId })).tripList[0]!.ticketList[0]!.ticketPrice.amount;
    expect(detail.receivablePrice).toMatchObject({ changeFee: { amount: 1200 }, ticketPriceDiff: { amount: diff } });
    // A private trip: the traveller pays the station's fee and the difference online (unless a cheaper train covers it).
    const due = diff + 1200;
    const confirmed = await employee.ok(changeConfirmCall, { orderId: order.orderId, changeId: recorded.changeId });
    if (due > 0) {
      expect(confirmed).toMatchObject({ changeOrderStatus: 'WAIT_PAY', payOrder: { personalAmount: { amount: due } } });
      await employee.ok(paymentPayCall, { payOrderId: confirmed.payOrder!.payOrderId, cardNumber: SANDBOX_CARDS.SUCCEED });
    } else expect(confirmed.changeOrderStatus).toBe('WAIT_CHANGE');
    await runJobs();
    expect((await employee.ok(changeDetailCall, { orderId: order.orderId, changeId: recorded.changeId })).changeOrder.changeOrderStatus).toBe('COMPLETE');
  });

  it("holds a business trip's change to the traveller's train standard: denied classes refused, a reason-only rule answered by the change's reason", async () => {
    const [before] = (await standardsOfLevels(db(), 'ent-demo', ['L3'])).get('L3')!.filter((x) => x.product === 'TRAIN');
    const put = (handleTypes: string) =>
      putTravelStandard(db(), 'ent-demo', 'L3', { product: 'TRAIN', standard: { allowedSeatClasses: ['SECOND'], highestStandard: '5', handleTypes, controlSeconds: 0 } }, t.clock.now());
    try {
      await put('6');
      const order = await issued(notr, trips[11 % trips.length]!, [95], 'SECOND', 'BUSINESS');
      const to = trips[12 % trips.length]!;
      const denied = await notr.call(changeQuoteCall, { orderId: order.orderId, ticketIdList: order.ticketIds, trip: changeTrip(to, 'FIRST') });
      expect(denied.body).toMatchObject({ resultCode: '432002029', data: { outcome: 'DENNY' } });
      const within = await notr.ok(changeQuoteCall, { orderId: order.orderId, ticketIdList: order.ticketIds, trip: changeTrip(to, 'SECOND') });
      expect(within.tmcControl?.outcome).toBe('SUCCESS');

      await put('3');
      const asked = await notr.ok(changeQuoteCall, { orderId: order.orderId, ticketIdList: order.ticketIds, trip: changeTrip(to, 'FIRST') });
      expect(asked.tmcControl).toMatchObject({ checkResult: 'TIP_REASON' });
      const { changeId } = await notr.ok(changeSubmitCall, { orderId: order.orderId, ticketIdList: order.ticketIds, trip: changeTrip(to, 'FIRST'), quotationId: asked.quotationId, reason: 'Client meeting on board' });
      const detail = await notr.ok(changeDetailCall, { orderId: order.orderId, changeId });
      expect(detail.tmcControl?.travellers[0]!.violations[0]!.rule).toBe('TRAIN_SEAT_CLASS');
      // A private trip answers to no standard.
      const own = await issued(notr, trips[13 % trips.length]!, [96], 'SECOND');
      expect((await notr.ok(changeQuoteCall, { orderId: own.orderId, ticketIdList: own.ticketIds, trip: changeTrip(to, 'FIRST') })).tmcControl).toBeNull();
    } finally {
      if (before) await putTravelStandard(db(), 'ent-demo', 'L3', before, t.clock.now());
    }
  });
});
