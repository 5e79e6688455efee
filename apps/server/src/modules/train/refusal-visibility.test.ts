import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentPayCall, SANDBOX_CARDS } from '@travel/contracts/payment/payment';
import { bookSubmitCall, type BookSubmitInput } from '@travel/contracts/train/booking';
import { changeQuoteCall, changeSubmitCall, type ChangeTrip } from '@travel/contracts/train/change';
import { orderDetailCall } from '@travel/contracts/train/order';
import { refundQuoteCall, refundSubmitCall } from '@travel/contracts/train/refund';
import { firstTripCall, type Itinerary } from '@travel/contracts/train/search';
import { trainDateRangeCall } from '@travel/contracts/train/date-range';
import { runDueJobs } from '../../platform/jobs/job-queue';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { addDays } from '../../platform/dates';

type Trip = Itinerary['tripList'][number];

/**
 * Refusals caused by another order (the traveller already holds the ticket) name that order only to whoever may open
 * it through train/order/detail: its member (or an administrator acting for them). A colleague and a member of another
 * enterprise sending the same passport get the same refusal without it.
 */
describe('train refusals reveal only orders the caller may open', () => {
  let t: TestApp;
  let employee: TestClient;
  let notr: TestClient;
  let outsider: TestClient;
  let admin: TestClient;
  let trips: Trip[];
  const forEmployee = { enterpriseId: 'ent-demo', memberId: 'mem-employee' };

  const passenger = (idNumber: string): BookSubmitInput['passengerList'][number] => ({
    source: 'CUSTOMER',
    familyName: 'SEEN',
    givenName: idNumber,
    birthday: '1986-04-04',
    gender: 'F',
    nationality: 'CN',
    mobileCountryCode: '86',
    idType: 'PASSPORT',
    idNumber,
    placeOfIssue: 'CN',
    idExpiredDate: '2034-01-01',
    insuranceProductIds: [],
  });
  const bookInput = (trip: Trip, idNumber: string, ignoreDuplicate = true): BookSubmitInput => ({
    tripList: [{ tripIndex: 1, trainNo: trip.trainNo, departureDate: trip.departureDate, fromStationCode: trip.fromStation.stationCode, toStationCode: trip.toStation.stationCode, seatClass: 'SECOND' }],
    passengerList: [passenger(idNumber)],
    contact: { name: 'SEEN', mobileCountryCode: '86', mobile: '13800005555', email: 'seen@example.com' },
    serviceProviderId: 'SP-RAIL-1',
    travelType: 'PRIVATE',
    acceptNoSeat: false,
    acceptHybridPayment: false,
    ignoreDuplicate,
  });
  const changeTrip = (trip: Trip): ChangeTrip => ({ trainNo: trip.trainNo, departureDate: trip.departureDate, fromStationCode: trip.fromStation.stationCode, toStationCode: trip.toStation.stationCode, seatClass: 'SECOND' });

  /** Booked, paid and issued by the issue job. */
  async function issued(client: TestClient, trip: Trip, idNumber: string) {
    const booked = await client.ok(bookSubmitCall, bookInput(trip, idNumber));
    await client.ok(paymentPayCall, { payOrderId: booked.payOrder!.payOrderId, cardNumber: SANDBOX_CARDS.SUCCEED });
    await runDueJobs(t.database.db, t.clock, t.app.jobHandlers);
    const detail = await client.ok(orderDetailCall, { orderId: booked.orderId });
    expect(detail.orderBaseInfo.bookOrderStatus).toBe('ISSUED');
    return { orderId: booked.orderId, ticketId: detail.tripList[0]!.ticketList[0]!.ticketId };
  }

  beforeAll(async () => {
    t = await createTestApp({ rail: true });
    [employee, notr, outsider, admin] = await Promise.all([t.login('employee'), t.login('notr'), t.login('outsider'), t.login('admin')]);
    const today = (await employee.ok(trainDateRangeCall, {})).today;
    const found = await employee.ok(firstTripCall, {
      passengerList: [{ passengerType: 'ADT' }],
      departureDate: addDays(today, 5),
      departure: { type: 'CITY', code: '北京' },
      arrival: { type: 'CITY', code: '上海' },
      searchMode: 'DIRECT',
      pageSize: 60,
    });
    trips = found.itineraryList.map((i) => i.tripList[0]!).filter((x) => x.seatList.some((s) => s.seatClass === 'SECOND' && s.seatRemain > 10));
    expect(trips.length).toBeGreaterThan(10);
  }, 120_000);
  afterAll(async () => t?.close());

  it('TRAIN_TICKET_EXISTS at booking: the holding order to its member and an administrator acting for them, to no one else', async () => {
    const held = await employee.ok(bookSubmitCall, bookInput(trips[0]!, 'V1000001'));
    const again = await employee.call(bookSubmitCall, bookInput(trips[0]!, 'V1000001'));
    expect(again.body).toMatchObject({ resultCode: 'TRAIN_TICKET_EXISTS', data: { orderId: held.orderId } });
    const bg = await admin.call(bookSubmitCall, { ...bookInput(trips[0]!, 'V1000001'), ...forEmployee }, { bg: true });
    expect(bg.body).toMatchObject({ resultCode: 'TRAIN_TICKET_EXISTS', data: { orderId: held.orderId } });
    for (const other of [outsider, notr]) {
      const refused = await other.call(bookSubmitCall, bookInput(trips[0]!, 'V1000001'));
      expect(refused.body.resultCode).toBe('TRAIN_TICKET_EXISTS');
      expect(refused.body.data).toEqual({});
      expect(JSON.stringify(refused.body)).not.toContain(held.orderId);
    }
  });

  it('420011021 at booking (the ticket is being refunded): the order to its member only', async () => {
    const { orderId, ticketId } = await issued(employee, trips[1]!, 'V1000002');
    const quote = await employee.ok(refundQuoteCall, { orderId, ticketIdList: [ticketId] });
    await employee.ok(refundSubmitCall, { orderId, quotationId: quote.quotationId, ticketIdList: [ticketId], reason: 'plans' });
    const mine = await employee.call(bookSubmitCall, bookInput(trips[1]!, 'V1000002'));
    expect(mine.body).toMatchObject({ resultCode: '420011021', data: { orderId } });
    for (const other of [outsider, notr]) {
      const refused = await other.call(bookSubmitCall, bookInput(trips[1]!, 'V1000002'));
      expect(refused.body.resultCode).toBe('420011021');
      expect(refused.body.data).toEqual({});
      expect(JSON.stringify(refused.body)).not.toContain(orderId);
    }
  });

  it("430019095 lists only the caller's own repeat orders: a colleague is warned with none, another enterprise is not warned", async () => {
    const held = await employee.ok(bookSubmitCall, bookInput(trips[2]!, 'V1000003'));
    const mine = await employee.call(bookSubmitCall, bookInput(trips[3]!, 'V1000003', false));
    expect(mine.body).toMatchObject({ resultCode: '430019095', data: { orderList: [{ orderId: held.orderId, bookOrderStatus: 'WAIT_PAY', trainNoList: [trips[2]!.trainNo] }] } });
    const colleague = await notr.call(bookSubmitCall, bookInput(trips[3]!, 'V1000003', false));
    expect(colleague.body).toMatchObject({ resultCode: '430019095', data: { orderList: [] } });
    expect(JSON.stringify(colleague.body)).not.toContain(held.orderId);
    // The repeat check looks at the caller's enterprise: another enterprise's booking of the passport goes through.
    const foreign = await outsider.call(bookSubmitCall, bookInput(trips[4]!, 'V1000003', false));
    expect(foreign.body.resultCode).toBe('0');
    expect(JSON.stringify(foreign.body)).not.toContain(held.orderId);
  });

  it('TRAIN_TICKET_EXISTS at a change (the traveller holds the new train): the holding order only when the caller may open it', async () => {
    const { orderId, ticketId } = await issued(employee, trips[5]!, 'V1000004');
    const own = await employee.ok(bookSubmitCall, bookInput(trips[6]!, 'V1000004'));
    const colleagues = await notr.ok(bookSubmitCall, bookInput(trips[7]!, 'V1000004'));
    const foreign = await outsider.ok(bookSubmitCall, bookInput(trips[8]!, 'V1000004'));
    const submit = async (to: Trip) => {
      const trip = changeTrip(to);
      const quote = await employee.ok(changeQuoteCall, { orderId, ticketIdList: [ticketId], trip });
      return employee.call(changeSubmitCall, { orderId, quotationId: quote.quotationId, ticketIdList: [ticketId], trip, reason: 'earlier' });
    };
    expect((await submit(trips[6]!)).body).toMatchObject({ resultCode: 'TRAIN_TICKET_EXISTS', data: { orderId: own.orderId } });
    for (const [to, hidden] of [
      [trips[7]!, colleagues.orderId],
      [trips[8]!, foreign.orderId],
    ] as const) {
      const refused = await submit(to);
      expect(refused.body.resultCode).toBe('TRAIN_TICKET_EXISTS');
      expect(refused.body.data).toEqual({});
      expect(JSON.stringify(refused.body)).not.toContain(hidden);
    }
    // Nothing changed: the ticket is still the traveller's, issued.
    expect((await employee.ok(orderDetailCall, { orderId })).tripList.map((x) => x.ticketList[0]!.ticketStatus)).toEqual(['ISSUED']);
  });
});
