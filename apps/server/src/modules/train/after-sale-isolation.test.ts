import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentPayCall, SANDBOX_CARDS } from '@travel/contracts/payment/payment';
import { bookSubmitCall } from '@travel/contracts/train/booking';
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
} from '@travel/contracts/train/change';
import { orderDetailCall } from '@travel/contracts/train/order';
import { refundCancelCall, refundDetailCall, refundHistoryCall, refundListCall, refundQuoteCall, refundSubmitCall, refundUserConfirmCall } from '@travel/contracts/train/refund';
import { firstTripCall } from '@travel/contracts/train/search';
import { trainDateRangeCall } from '@travel/contracts/train/date-range';
import type { CallDef } from '@travel/contracts/platform/define-call';
import { runDueJobs } from '../../platform/jobs/job-queue';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { addDays } from '../../platform/dates';

/** Another enterprise's member, and a colleague in the same enterprise, try every after-sale call on employee's order. */
describe('train after-sale isolation', () => {
  let t: TestApp;
  let employee: TestClient;
  let orderId: string;
  let ticketIds: string[];
  let refundId: string;
  let changeId: string;
  let trip: { trainNo: string; departureDate: string; fromStationCode: string; toStationCode: string; seatClass: 'SECOND' };

  beforeAll(async () => {
    t = await createTestApp({ rail: true });
    employee = await t.login('employee');
    const today = (await employee.ok(trainDateRangeCall, {})).today;
    const found = await employee.ok(firstTripCall, { passengerList: [{ passengerType: 'ADT' }], departureDate: addDays(today, 5), departure: { type: 'CITY', code: '北京' }, arrival: { type: 'CITY', code: '上海' }, searchMode: 'DIRECT', pageSize: 30 });
    const trips = found.itineraryList.map((i) => i.tripList[0]!).filter((x) => x.seatList.some((s) => s.seatClass === 'SECOND' && s.seatRemain > 10));
    const [a, b] = [trips[0]!, trips[3]!];
    const passenger = (i: number) => ({ source: 'CUSTOMER' as const, familyName: 'ISO', givenName: `P${i}`, birthday: '1980-01-01', gender: 'F' as const, nationality: 'CN', mobileCountryCode: '86', idType: 'PASSPORT' as const, idNumber: `K${String(4000000 + i)}`, placeOfIssue: 'CN', idExpiredDate: '2034-01-01', insuranceProductIds: [] });
    const booked = await employee.ok(bookSubmitCall, {
      tripList: [{ tripIndex: 1, trainNo: a.trainNo, departureDate: a.departureDate, fromStationCode: a.fromStation.stationCode, toStationCode: a.toStation.stationCode, seatClass: 'SECOND' }],
      passengerList: [passenger(1), passenger(2), passenger(3)],
      contact: { name: 'ISO', mobileCountryCode: '86', mobile: '13800007777', email: 'iso@example.com' },
      serviceProviderId: 'SP-RAIL-1',
      travelType: 'PRIVATE',
      acceptNoSeat: false,
      acceptHybridPayment: false,
      ignoreDuplicate: true,
    });
    await employee.ok(paymentPayCall, { payOrderId: booked.payOrder!.payOrderId, cardNumber: SANDBOX_CARDS.SUCCEED });
    await runDueJobs(t.database.db, t.clock, t.app.jobHandlers);
    orderId = booked.orderId;
    ticketIds = (await employee.ok(orderDetailCall, { orderId })).tripList[0]!.ticketList.map((x) => x.ticketId);
    const rq = await employee.ok(refundQuoteCall, { orderId, ticketIdList: [ticketIds[0]!] });
    refundId = (await employee.ok(refundSubmitCall, { orderId, quotationId: rq.quotationId, ticketIdList: [ticketIds[0]!], reason: 'iso' })).refundId;
    trip = { trainNo: b.trainNo, departureDate: b.departureDate, fromStationCode: b.fromStation.stationCode, toStationCode: b.toStation.stationCode, seatClass: 'SECOND' };
    const cq = await employee.ok(changeQuoteCall, { orderId, ticketIdList: [ticketIds[1]!], trip });
    changeId = (await employee.ok(changeSubmitCall, { orderId, quotationId: cq.quotationId, ticketIdList: [ticketIds[1]!], trip, reason: 'iso' })).changeId;
  }, 120_000);
  afterAll(async () => t?.close());

  it('answers DATA_NOT_FOUND to every id-taking after-sale call of another member, and lists nothing of theirs', async () => {
    for (const who of ['outsider', 'notr']) {
      const other = await t.login(who);
      const attempts: [CallDef, Record<string, unknown>][] = [
        [refundQuoteCall, { orderId, ticketIdList: [ticketIds[2]] }],
        [refundSubmitCall, { orderId, quotationId: 'Q1', ticketIdList: [ticketIds[2]], reason: 'x' }],
        [refundCancelCall, { orderId, refundId }],
        [refundUserConfirmCall, { orderId, refundId }],
        [refundDetailCall, { orderId, refundId }],
        [changeFirstTripCall, { orderId, ticketIdList: [ticketIds[2]], departureDate: trip.departureDate }],
        [changeProductVerifyCall, { orderId, ticketIdList: [ticketIds[2]], trip }],
        [changeQuoteCall, { orderId, ticketIdList: [ticketIds[2]], trip }],
        [changeSubmitCall, { orderId, quotationId: 'Q1', ticketIdList: [ticketIds[2]], trip, reason: 'x' }],
        [changeInfoConfirmCall, { orderId, changeId }],
        [changeConfirmCall, { orderId, changeId }],
        [changeCancelCall, { orderId, changeId }],
        [changeDetailCall, { orderId, changeId }],
        [refundHistoryCall, { orderId }],
        [changeHistoryCall, { orderId }],
      ];
      for (const [call, input] of attempts) {
        const res = await other.call(call, input);
        expect(`${who} ${call.path}: ${res.body.resultCode}`).toBe(`${who} ${call.path}: DATA_NOT_FOUND`);
      }
      expect((await other.ok(refundListCall, {})).list.map((r) => r.refundId)).not.toContain(refundId);
      expect((await other.ok(changeListCall, {})).list.map((c) => c.changeId)).not.toContain(changeId);
    }
    // Nothing moved: the refund and the change are still the employee's, as they were.
    expect((await employee.ok(changeDetailCall, { orderId, changeId })).changeOrder.changeOrderStatus).toBe('WAIT_CONFIRM');
    expect((await employee.ok(refundDetailCall, { orderId, refundId })).refundOrder.refundStatus).toBe('CREATED');
  });
});
