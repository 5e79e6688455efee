import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentPayCall, SANDBOX_CARDS } from '@travel/contracts/payment/payment';
import { bookSubmitCall, type BookSubmitInput } from '@travel/contracts/train/booking';
import { orderDetailCall } from '@travel/contracts/train/order';
import { refundQuoteCall, refundSubmitCall } from '@travel/contracts/train/refund';
import { firstTripCall, type Itinerary } from '@travel/contracts/train/search';
import { trainDateRangeCall } from '@travel/contracts/train/date-range';
import { runDueJobs } from '../../platform/jobs/job-queue';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { addDays } from '../../platform/dates';
import { trainChanges, trainRefunds, trainTickets } from './schema';
import { changeQuoteCall, changeSubmitCall } from '@travel/contracts/train/change';

type Trip = Itinerary['tripList'][number];

// PGlite runs one connection, so nothing races there: this needs a PostgreSQL server (DATABASE_URL).
describe.skipIf(!process.env.DATABASE_URL)('train refunds and changes under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let employee: TestClient;
  let trips: Trip[];

  async function issued(trip: Trip, i: number) {
    const input: BookSubmitInput = {
      tripList: [{ tripIndex: 1, trainNo: trip.trainNo, departureDate: trip.departureDate, fromStationCode: trip.fromStation.stationCode, toStationCode: trip.toStation.stationCode, seatClass: 'SECOND' }],
      passengerList: [
        { source: 'CUSTOMER', familyName: 'RACE', givenName: `R${i}`, birthday: '1980-01-01', gender: 'F', nationality: 'CN', mobileCountryCode: '86', idType: 'PASSPORT', idNumber: `Q${String(3000000 + i)}`, placeOfIssue: 'CN', idExpiredDate: '2034-01-01', insuranceProductIds: [] },
      ],
      contact: { name: 'RACE', mobileCountryCode: '86', mobile: '13800009999', email: 'race@example.com' },
      serviceProviderId: 'SP-RAIL-1',
      travelType: 'PRIVATE',
      acceptNoSeat: false,
      acceptHybridPayment: false,
      ignoreDuplicate: true,
    };
    const booked = await employee.ok(bookSubmitCall, input);
    await employee.ok(paymentPayCall, { payOrderId: booked.payOrder!.payOrderId, cardNumber: SANDBOX_CARDS.SUCCEED });
    await runDueJobs(t.database.db, t.clock, t.app.jobHandlers);
    const detail = await employee.ok(orderDetailCall, { orderId: booked.orderId });
    return { orderId: booked.orderId, ticketId: detail.tripList[0]!.ticketList[0]!.ticketId };
  }

  beforeAll(async () => {
    t = await createTestApp({ rail: true });
    employee = await t.login('employee');
    const today = (await employee.ok(trainDateRangeCall, {})).today;
    const found = await employee.ok(firstTripCall, { passengerList: [{ passengerType: 'ADT' }], departureDate: addDays(today, 5), departure: { type: 'CITY', code: '北京' }, arrival: { type: 'CITY', code: '上海' }, searchMode: 'DIRECT', pageSize: 50 });
    trips = found.itineraryList.map((i) => i.tripList[0]!).filter((x) => x.seatList.some((s) => s.seatClass === 'SECOND' && s.seatRemain > 20));
  }, 120_000);
  afterAll(async () => t?.close());

  it('two refunds racing for one ticket: exactly one is created', async () => {
    const { orderId, ticketId } = await issued(trips[0]!, 1);
    const quotes = await Promise.all([1, 2, 3, 4].map(() => employee.ok(refundQuoteCall, { orderId, ticketIdList: [ticketId] })));
    const answers = await Promise.all(quotes.map((q) => employee.call(refundSubmitCall, { orderId, quotationId: q.quotationId, ticketIdList: [ticketId], reason: 'race' })));
    const codes = answers.map((a) => a.body.resultCode).sort();
    expect(codes).toEqual(['0', '420011021', '420011021', '420011021']);
    expect(await t.database.db.select().from(trainRefunds).where(eq(trainRefunds.orderId, orderId))).toHaveLength(1);
  }, 60_000);

  it('a refund and a change racing for one ticket: exactly one wins, and the ticket is in one after-sale only', async () => {
    for (let round = 0; round < 3; round++) {
      const { orderId, ticketId } = await issued(trips[1 + round]!, 10 + round);
      const other = trips[6 + round]!;
      const trip = { trainNo: other.trainNo, departureDate: other.departureDate, fromStationCode: other.fromStation.stationCode, toStationCode: other.toStation.stationCode, seatClass: 'SECOND' as const };
      const [refundQuote, changeQuote] = await Promise.all([employee.ok(refundQuoteCall, { orderId, ticketIdList: [ticketId] }), employee.ok(changeQuoteCall, { orderId, ticketIdList: [ticketId], trip })]);
      const [refund, change] = await Promise.all([
        employee.call(refundSubmitCall, { orderId, quotationId: refundQuote.quotationId, ticketIdList: [ticketId], reason: 'race' }),
        employee.call(changeSubmitCall, { orderId, quotationId: changeQuote.quotationId, ticketIdList: [ticketId], trip, reason: 'race' }),
      ]);
      const codes = [refund.body.resultCode, change.body.resultCode];
      expect(codes.filter((c) => c === '0'), `round ${round}: ${codes.join(',')}`).toHaveLength(1);
      expect(codes.filter((c) => c !== '0')).toEqual(['420011021']);
      const refunds = await t.database.db.select().from(trainRefunds).where(eq(trainRefunds.orderId, orderId));
      const changes = await t.database.db.select().from(trainChanges).where(eq(trainChanges.orderId, orderId));
      expect(refunds.length + changes.length).toBe(1);
      const [ticket] = await t.database.db.select().from(trainTickets).where(eq(trainTickets.id, ticketId));
      expect(ticket!.status).toBe(refunds.length === 1 ? 'REFUND_APPLYING' : 'CHANGE_APPLYING');
    }
  }, 120_000);
});
