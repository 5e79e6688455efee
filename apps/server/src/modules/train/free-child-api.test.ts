import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentPayCall, SANDBOX_CARDS } from '@travel/contracts/payment/payment';
import { bookCancelCall, bookSubmitCall, prebookFeeCall, type BookSubmitInput } from '@travel/contracts/train/booking';
import { freeChildAddCall, freeChildDeleteCall, type FreeChild } from '@travel/contracts/train/free-child';
import { orderDetailCall } from '@travel/contracts/train/order';
import { childFare } from '@travel/contracts/train/passenger-age';
import { refundQuoteCall, refundSubmitCall } from '@travel/contracts/train/refund';
import { changeQuoteCall, changeSubmitCall } from '@travel/contracts/train/change';
import { firstTripCall, productListCall, type Itinerary } from '@travel/contracts/train/search';
import { trainDateRangeCall } from '@travel/contracts/train/date-range';
import { runDueJobs } from '../../platform/jobs/job-queue';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { addDays } from '../../platform/dates';

type Trip = Itinerary['tripList'][number];
type Pax = BookSubmitInput['passengerList'][number];

/**
 * Fares by age and free children (spec 5): under 14 the child fare with a seat; under 6 free with no seat on one
 * accompanying passenger of 14 or over, one per passenger; the child follows its passenger's tickets.
 */
describe('train child fares and free children', () => {
  let t: TestApp;
  let employee: TestClient;
  let notr: TestClient;
  let outsider: TestClient;
  let trips: Trip[];
  let today: string;
  let departure: string;
  // A birthday that makes this age on the departure day (a day short of the next birthday).
  const bornAged = (age: number) => addDays(`${Number(departure.slice(0, 4)) - age - 1}${departure.slice(4)}`, 1);

  const passenger = (n: number, over: Partial<Pax> = {}): Pax => ({
    source: 'CUSTOMER',
    familyName: 'LI',
    givenName: `MING${String.fromCharCode(65 + n)}`,
    birthday: '1984-05-05',
    gender: 'F',
    nationality: 'CN',
    mobileCountryCode: '86',
    idType: 'PASSPORT',
    idNumber: `K${String(20000000 + n)}`,
    placeOfIssue: 'CN',
    idExpiredDate: '2034-01-01',
    insuranceProductIds: [],
    ...over,
  });
  const child = (n: number, age: number): FreeChild => ({ familyName: 'LI', givenName: `XIAO${String.fromCharCode(65 + n)}`, birthday: bornAged(age), gender: 'M', idType: 'PASSPORT', idNumber: `C${String(30000000 + n)}` });
  const tripRef = (trip: Trip) => ({ tripIndex: 1, trainNo: trip.trainNo, departureDate: trip.departureDate, fromStationCode: trip.fromStation.stationCode, toStationCode: trip.toStation.stationCode, seatClass: 'SECOND' as const });
  const bookInput = (trip: Trip, passengerList: Pax[]): BookSubmitInput => ({
    tripList: [tripRef(trip)],
    passengerList,
    contact: { name: 'LI MING', mobileCountryCode: '86', mobile: '13800006666', email: 'li@example.com' },
    serviceProviderId: 'SP-RAIL-1',
    travelType: 'PRIVATE',
    acceptNoSeat: false,
    acceptHybridPayment: false,
    ignoreDuplicate: true,
  });
  const secondRemain = async (trip: Trip) => (await employee.ok(productListCall, { trainNo: trip.trainNo, departureDate: trip.departureDate, fromStationCode: trip.fromStation.stationCode, toStationCode: trip.toStation.stationCode })).trip.seatList.find((s) => s.seatClass === 'SECOND')!.seatRemain;
  const fullFare = (trip: Trip) => trip.seatList.find((s) => s.seatClass === 'SECOND')!.price.amount;
  const runJobs = () => runDueJobs(t.database.db, t.clock, t.app.jobHandlers);

  async function issue(trip: Trip, passengerList: Pax[]) {
    const booked = await employee.ok(bookSubmitCall, bookInput(trip, passengerList));
    await employee.ok(paymentPayCall, { payOrderId: booked.payOrder!.payOrderId, cardNumber: SANDBOX_CARDS.SUCCEED });
    await runJobs();
    const detail = await employee.ok(orderDetailCall, { orderId: booked.orderId });
    expect(detail.orderBaseInfo.bookOrderStatus).toBe('ISSUED');
    return detail;
  }

  beforeAll(async () => {
    t = await createTestApp({ rail: true });
    [employee, notr, outsider] = await Promise.all([t.login('employee'), t.login('notr'), t.login('outsider')]);
    today = (await employee.ok(trainDateRangeCall, {})).today;
    departure = addDays(today, 6);
    const found = await employee.ok(firstTripCall, {
      passengerList: [{ passengerType: 'ADT' }],
      departureDate: departure,
      departure: { type: 'CITY', code: '北京' },
      arrival: { type: 'CITY', code: '上海' },
      searchMode: 'DIRECT',
      pageSize: 40,
    });
    trips = found.itineraryList.map((i) => i.tripList[0]!).filter((x) => x.seatList.some((s) => s.seatClass === 'SECOND' && s.seatRemain > 20));
    expect(trips.length).toBeGreaterThan(9);
  }, 120_000);
  afterAll(async () => t?.close());

  it('prices a child under 14 at the child fare with a seat, and a free child at nothing', async () => {
    const trip = trips[0]!;
    const fee = await employee.ok(prebookFeeCall, {
      tripList: [tripRef(trip)],
      passengerList: [{ birthday: bornAged(35), freeChild: true }, { birthday: bornAged(13) }, { birthday: bornAged(14) }, {}],
    });
    expect(fee.priceList.map((l) => [l.passengerIndex, l.passengerType, l.ticketPrice.amount])).toEqual([
      [1, 'ADT', fullFare(trip)],
      [1, 'FREE_CHILD', 0],
      [2, 'CHILD', childFare(fullFare(trip))],
      [3, 'TEEN', fullFare(trip)],
      [4, 'ADT', fullFare(trip)],
    ]);

    const before = await secondRemain(trip);
    const booked = await employee.ok(bookSubmitCall, bookInput(trip, [passenger(0), passenger(1, { birthday: bornAged(10) })]));
    expect(await secondRemain(trip)).toBe(before - 2);
    const detail = await employee.ok(orderDetailCall, { orderId: booked.orderId });
    const [adult, kid] = detail.tripList[0]!.ticketList;
    expect(adult!.ticketPrice.amount).toBe(fullFare(trip));
    expect(kid!.ticketPrice.amount).toBe(childFare(fullFare(trip)));
    expect(kid!.ticketPrice.amount).toBeLessThan(adult!.ticketPrice.amount);
    expect(detail.tripList[0]!.passengerList.map((p) => p.passengerType)).toEqual(['ADT', 'CHILD']);
    expect(detail.orderAmount.amount).toBe(fullFare(trip) + childFare(fullFare(trip)) + adult!.serviceFee.amount * 2);
  });

  it('issues the adult with the free child listed and takes no seat for the child', async () => {
    const trip = trips[1]!;
    const before = await secondRemain(trip);
    const detail = await issue(trip, [passenger(2, { freeChild: child(2, 3) })]);
    expect(await secondRemain(trip)).toBe(before - 1);
    expect(detail.tripList[0]!.ticketList).toHaveLength(1);
    expect(detail.orderAmount.amount).toBe(fullFare(trip) + detail.tripList[0]!.ticketList[0]!.serviceFee.amount);
    const fc = detail.tripList[0]!.passengerList[0]!.freeChild!;
    expect(fc).toMatchObject({ passengerType: 'FREE_CHILD', name: 'LIXIAOC', status: 'ACTIVE' });
    expect(fc.idNumber).toMatch(/\*/);
  });

  it('refuses a free child of 6 or over, an accompanying passenger under 14, and the same child twice', async () => {
    const trip = trips[2]!;
    const before = await secondRemain(trip);
    const old = await employee.call(bookSubmitCall, bookInput(trip, [passenger(3, { freeChild: child(3, 6) })]));
    expect(old.body).toMatchObject({ resultCode: 'TRAIN_FREE_CHILD_AGE', data: { passengerIndex: 1 } });
    const young = await employee.call(bookSubmitCall, bookInput(trip, [passenger(3), passenger(4, { birthday: bornAged(13), freeChild: child(4, 2) })]));
    expect(young.body).toMatchObject({ resultCode: 'TRAIN_FREE_CHILD_ADULT_REQUIRED', data: { passengerIndex: 2 } });
    const twice = await employee.call(bookSubmitCall, bookInput(trip, [passenger(3, { freeChild: child(5, 2) }), passenger(4, { freeChild: child(5, 4) })]));
    expect(twice.body.resultCode).toBe('PARAM_ERROR');
    // Nothing was held by the refused bookings.
    expect(await secondRemain(trip)).toBe(before);
  });

  it('adds and removes a free child on an order: one per passenger, age limits, before departure', async () => {
    const trip = trips[3]!;
    const detail = await issue(trip, [passenger(6), passenger(7, { birthday: bornAged(12) })]);
    const orderId = detail.orderBaseInfo.orderId;
    const remain = await secondRemain(trip);
    expect(detail.tripList[0]!.passengerList.map((p) => p.canAddFreeChild)).toEqual([true, false]);
    expect((await employee.call(freeChildAddCall, { orderId, passengerIndex: 2, freeChild: child(7, 2) })).body).toMatchObject({ resultCode: 'TRAIN_FREE_CHILD_ADULT_REQUIRED', data: { passengerIndex: 2 } });
    expect((await employee.call(freeChildAddCall, { orderId, passengerIndex: 1, freeChild: child(7, 7) })).body.resultCode).toBe('TRAIN_FREE_CHILD_AGE');
    expect((await employee.call(freeChildAddCall, { orderId, passengerIndex: 3, freeChild: child(7, 2) })).body.resultCode).toBe('DATA_NOT_FOUND');
    const added = await employee.ok(freeChildAddCall, { orderId, passengerIndex: 1, freeChild: child(7, 5) });
    expect(added.freeChild).toMatchObject({ status: 'ACTIVE', name: 'LIXIAOH' });
    expect((await employee.call(freeChildAddCall, { orderId, passengerIndex: 1, freeChild: child(8, 1) })).body).toMatchObject({ resultCode: 'TRAIN_FREE_CHILD_LIMIT', data: { passengerIndex: 1 } });
    expect(await secondRemain(trip)).toBe(remain);
    const withChild = (await employee.ok(orderDetailCall, { orderId })).tripList[0]!.passengerList[0]!;
    expect(withChild.freeChild).toMatchObject({ freeChildId: added.freeChild.freeChildId, canRemove: true });
    expect(withChild.canAddFreeChild).toBe(false);

    await employee.ok(freeChildDeleteCall, { orderId, freeChildId: added.freeChild.freeChildId });
    expect((await employee.ok(orderDetailCall, { orderId })).tripList[0]!.passengerList[0]!.freeChild).toBeNull();
    expect((await employee.call(freeChildDeleteCall, { orderId, freeChildId: added.freeChild.freeChildId })).body.resultCode).toBe('DATA_NOT_FOUND');
    const again = await employee.ok(freeChildAddCall, { orderId, passengerIndex: 1, freeChild: child(8, 1) });

    // Refunding the passenger's ticket ends the child's journey with it; no child can be added to them any more.
    const ticketId = detail.tripList[0]!.ticketList[0]!.ticketId;
    const quote = await employee.ok(refundQuoteCall, { orderId, ticketIdList: [ticketId] });
    await employee.ok(refundSubmitCall, { orderId, quotationId: quote.quotationId, ticketIdList: [ticketId], reason: 'plans changed' });
    const after = await employee.ok(orderDetailCall, { orderId });
    expect(after.tripList[0]!.passengerList[0]!.freeChild).toMatchObject({ freeChildId: again.freeChild.freeChildId, status: 'CANCELED' });
    expect(after.tripList[0]!.passengerList[1]!.canAddFreeChild).toBe(false);
    await employee.ok(freeChildDeleteCall, { orderId, freeChildId: again.freeChild.freeChildId });
    expect((await employee.call(freeChildAddCall, { orderId, passengerIndex: 1, freeChild: child(9, 1) })).body.resultCode).toBe('TRAIN_FREE_CHILD_CLOSED');
  });

  it('keeps a child at the child fare when the tickets change to another train', async () => {
    const [from, to] = [trips[7]!, trips.find((x, i) => i > 7 && x.trainNo !== trips[7]!.trainNo)!];
    const detail = await issue(from, [passenger(15), passenger(16, { birthday: bornAged(9) })]);
    const orderId = detail.orderBaseInfo.orderId;
    const ticketIdList = detail.tripList[0]!.ticketList.map((x) => x.ticketId);
    const trip = { trainNo: to.trainNo, departureDate: to.departureDate, fromStationCode: to.fromStation.stationCode, toStationCode: to.toStation.stationCode, seatClass: 'SECOND' as const };
    const quote = await employee.ok(changeQuoteCall, { orderId, ticketIdList, trip });
    expect(quote.ticketList.map((x) => [x.passengerIndex, x.oldFare.amount, x.newFare.amount])).toEqual([
      [1, fullFare(from), fullFare(to)],
      [2, childFare(fullFare(from)), childFare(fullFare(to))],
    ]);
    await employee.ok(changeSubmitCall, { orderId, ticketIdList, trip, quotationId: quote.quotationId, reason: 'moved' });
    const changed = await employee.ok(orderDetailCall, { orderId });
    const newTrip = changed.tripList.find((x) => x.changeId !== null)!;
    expect(newTrip.ticketList.map((x) => x.ticketPrice.amount)).toEqual([fullFare(to), childFare(fullFare(to))]);
  });

  it('two adds racing for one passenger: one child is taken, the other refused', async () => {
    const booked = await employee.ok(bookSubmitCall, bookInput(trips[8]!, [passenger(17)]));
    const answers = await Promise.all([child(17, 2), child(18, 3)].map((c) => employee.call(freeChildAddCall, { orderId: booked.orderId, passengerIndex: 1, freeChild: c })));
    expect(answers.map((a) => a.body.resultCode).sort()).toEqual(['0', 'TRAIN_FREE_CHILD_LIMIT']);
    const detail = await employee.ok(orderDetailCall, { orderId: booked.orderId });
    expect(detail.tripList[0]!.passengerList[0]!.freeChild?.status).toBe('ACTIVE');
  });

  it('a cancelled order takes its free child with it', async () => {
    const trip = trips[4]!;
    const booked = await employee.ok(bookSubmitCall, bookInput(trip, [passenger(10, { freeChild: child(10, 4) })]));
    await employee.ok(bookCancelCall, { orderId: booked.orderId });
    const detail = await employee.ok(orderDetailCall, { orderId: booked.orderId });
    expect(detail.tripList[0]!.passengerList[0]!.freeChild?.status).toBe('CANCELED');
    expect((await employee.call(freeChildAddCall, { orderId: booked.orderId, passengerIndex: 1, freeChild: child(11, 1) })).body.resultCode).toBe('TRAIN_FREE_CHILD_CLOSED');
  });

  it("another member's or enterprise's order and free child are not found, and the refusal names neither", async () => {
    const trip = trips[5]!;
    const booked = await employee.ok(bookSubmitCall, bookInput(trip, [passenger(12, { freeChild: child(12, 2) })]));
    const freeChildId = (await employee.ok(orderDetailCall, { orderId: booked.orderId })).tripList[0]!.passengerList[0]!.freeChild!.freeChildId;
    for (const other of [notr, outsider]) {
      for (const res of [
        await other.call(freeChildAddCall, { orderId: booked.orderId, passengerIndex: 1, freeChild: child(13, 1) }),
        await other.call(freeChildDeleteCall, { orderId: booked.orderId, freeChildId }),
      ]) {
        expect(res.body.resultCode).toBe('DATA_NOT_FOUND');
        const text = JSON.stringify(res.body);
        expect(text).not.toContain(booked.orderId);
        expect(text).not.toContain(freeChildId);
        expect(text).not.toContain('XIAO');
      }
    }
    // A free child id of one order is not found under another of the caller's own orders either.
    const mine = await employee.ok(bookSubmitCall, bookInput(trips[6] ?? trip, [passenger(14)]));
    expect((await employee.call(freeChildDeleteCall, { orderId: mine.orderId, freeChildId })).body.resultCode).toBe('DATA_NOT_FOUND');
    expect((await employee.ok(orderDetailCall, { orderId: booked.orderId })).tripList[0]!.passengerList[0]!.freeChild?.freeChildId).toBe(freeChildId);
  });
});
