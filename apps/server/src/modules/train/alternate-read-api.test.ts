import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookSubmitCall, prebookDataCall } from '@travel/contracts/train/booking';
import { childFare } from '@travel/contracts/train/passenger-age';
import { alternatePrebookCall, alternatePreDataCall, alternateProductVerifyCall, alternateQuoteCall, alternateSearchCall, alternateTmcControlCall } from '@travel/contracts/train/rush';
import type { RushOption } from '@travel/contracts/train/rush-request';
import type { TrainTrip } from '@travel/contracts/train/search';
import { addDays } from '../../platform/dates';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { createRailSandbox } from '../../suppliers/rail/rail-sandbox';
import { loadRailConfig } from '../../suppliers/rail/rail-config';
import { trainDateRangeCall } from '@travel/contracts/train/date-range';
import { firstTripCall } from '@travel/contracts/train/search';
import { trainRushOptions, trainRushOrders } from './schema';

// A waitlist capacity of 1: one passenger may still wait for a sold-out class, two make it FULL.
describe('train waitlist (alternate): the read calls', () => {
  let t: TestApp;
  let employee: TestClient;
  let today: string;
  let date: string;
  let trip: TrainTrip;
  let business: RushOption;
  let second: RushOption;

  beforeAll(async () => {
    t = await createTestApp({ rail: true, env: { TRAIN_WAITLIST_CAPACITY: '1' } });
    employee = await t.login('employee');
    today = (await employee.ok(trainDateRangeCall, {})).today;
    date = addDays(today, 3);
    const found = await employee.ok(firstTripCall, {
      passengerList: [{ passengerType: 'ADT' }],
      departureDate: date,
      departure: { type: 'CITY', code: '北京' },
      arrival: { type: 'CITY', code: '上海' },
      searchMode: 'DIRECT',
      pageSize: 50,
    });
    // A train with few business seats, all free, and second class seats left: the business class is bought out below.
    const seatsOf = (x: TrainTrip, c: string) => x.seatList.find((s) => s.seatClass === c)?.seatRemain ?? 0;
    trip = found.itineraryList.map((i) => i.tripList[0]!).find((x) => seatsOf(x, 'BUSINESS') > 0 && seatsOf(x, 'BUSINESS') <= 30 && seatsOf(x, 'SECOND') > 10)!;
    expect(trip).toBeDefined();
    const leg = { trainNo: trip.trainNo, departureDate: trip.departureDate, fromStationCode: trip.fromStation.stationCode, toStationCode: trip.toStation.stationCode };
    business = { ...leg, seatClass: 'BUSINESS' };
    second = { ...leg, seatClass: 'SECOND' };
    // Other buyers take every business seat, on the railway itself.
    const rail = createRailSandbox({ clock: t.clock, db: t.database.db, config: loadRailConfig({ RAIL_NIGHT_CLOSED: 'off' }) });
    for (let left = seatsOf(trip, 'BUSINESS'); left > 0; left -= 9) {
      await rail.holdSeats({ idempotencyKey: crypto.randomUUID(), trainNo: leg.trainNo, departureDate: leg.departureDate, fromTelecode: leg.fromStationCode, toTelecode: leg.toStationCode, passengers: Array.from({ length: Math.min(9, left) }, () => ({ seatClass: 'business' as const })) });
    }
  }, 120_000);
  afterAll(async () => t?.close());

  it('pre_data: the sold-out trip judged, the dates on sale to two days after it, the trains between the two cities, the deadlines', async () => {
    const pre = await employee.ok(alternatePreDataCall, { trip: business, passengerCount: 1 });
    expect(pre.trip).toMatchObject({ ...business, optionIndex: 1, seatRemain: 0, supported: true, reason: null, chance: 'HIGH' });
    expect(pre.dateList[0]).toBe(today);
    expect(pre.dateList.at(-1)).toBe(addDays(date, 2));
    expect(pre.maxOptionCount).toBe(6);
    const train = pre.trainList.find((x) => x.trainNo === trip.trainNo)!;
    expect(train.seatList.find((s) => s.seatClass === 'BUSINESS')).toMatchObject({ seatRemain: 0, supported: true });
    expect(train.seatList.find((s) => s.seatClass === 'SECOND')!.supported).toBe(false);
    expect(pre.trainList.length).toBeGreaterThan(1);
    expect(new Set(pre.trainList.map((x) => x.trainNo)).size).toBe(pre.trainList.length);
    // The deadlines: none past the railway's sale close (30 minutes before departure), the latest last.
    const departure = Date.parse(pre.trip.departureTime);
    expect(pre.limitTimeList.length).toBeGreaterThan(0);
    for (const c of pre.limitTimeList) expect(Date.parse(c.limitTime)).toBeLessThanOrEqual(departure - 30 * 60_000);
    expect(pre.limitTimeList.at(-1)!.hoursBeforeDeparture).toBe(1);

    // Two passengers would pass the capacity of 1: FULL, not supported.
    const full = await employee.ok(alternatePreDataCall, { trip: business, passengerCount: 2 });
    expect(full.trip).toMatchObject({ chance: 'FULL', percent: 0, supported: false, reason: 'FULL' });
  });

  it('search/first_trip: the same trains for the two stations cities', async () => {
    const pre = await employee.ok(alternatePreDataCall, { trip: business });
    const found = await employee.ok(alternateSearchCall, { fromStationCode: business.fromStationCode, toStationCode: business.toStationCode, departureDate: date });
    expect(found.trainList.map((x) => x.trainNo)).toEqual(pre.trainList.map((x) => x.trainNo));
    const other = await employee.ok(alternateSearchCall, { fromStationCode: business.fromStationCode, toStationCode: business.toStationCode, departureDate: addDays(date, 1) });
    expect(other.trainList.every((x) => x.departureDate === addDays(date, 1))).toBe(true);
    expect((await employee.call(alternateSearchCall, { fromStationCode: 'ZZZZ', toStationCode: business.toStationCode, departureDate: date })).body.resultCode).not.toBe('0');
  });

  it('product/verify: answers a waitable option, refuses one with seats on sale naming it, and duplicates', async () => {
    const ok = await employee.ok(alternateProductVerifyCall, { optionList: [business] });
    expect(ok.optionList).toMatchObject([{ optionIndex: 1, supported: true }]);
    const refused = await employee.call(alternateProductVerifyCall, { optionList: [business, second] });
    expect(refused.body.resultCode).toBe('TRAIN_WAITLIST_NOT_SUPPORTED');
    expect(refused.body.data).toEqual({ optionIndex: 2, trainNo: trip.trainNo, departureDate: date, seatClass: 'SECOND', reason: 'ON_SALE' });
    expect(refused.body.description).toContain(trip.trainNo);
    expect((await employee.call(alternateProductVerifyCall, { optionList: [business, business] })).body.resultCode).not.toBe('0');
  });

  it('refuses seven options by the schema', async () => {
    const seven = Array.from({ length: 7 }, (_, i) => ({ ...business, departureDate: addDays(today, i + 1) }));
    expect((await employee.call(alternateProductVerifyCall, { optionList: seven })).body.resultCode).toBe('PARAM_ERROR');
    expect((await employee.call(alternateQuoteCall, { optionList: seven, passengerList: [{}] })).body.resultCode).toBe('PARAM_ERROR');
  });

  it('quote: every passenger at the highest fare of the options, a child under 14 at half, with the service fee', async () => {
    const pre = await employee.ok(alternateProductVerifyCall, { optionList: [business] });
    const fare = pre.optionList[0]!.price.amount;
    const childBirthday = `${Number(date.slice(0, 4)) - 8}-01-01`;
    const q = await employee.ok(alternateQuoteCall, { optionList: [second, business], passengerList: [{ birthday: '1985-03-03' }, { birthday: childBirthday }, {}] });
    expect(q.highestOptionIndex).toBe(2);
    expect(q.priceList.map((p) => p.ticketPrice.amount)).toEqual([fare, childFare(fare), fare]);
    expect(q.priceList.every((p) => p.serviceFee.amount === 500 && p.totalPrice.amount === p.ticketPrice.amount + 500)).toBe(true);
    expect(q.totalPrepay.amount).toBe(2 * fare + childFare(fare) + 3 * 500);
  });

  it('prebook and tmc_control answer for the options', async () => {
    const pre = await employee.ok(alternatePrebookCall, { optionList: [business], passengerCount: 1 });
    expect(pre.optionList).toHaveLength(1);
    expect(pre.limitTimeList.length).toBeGreaterThan(0);
    expect(pre.maxPassengerNumber).toBe(9);
    expect(pre.serviceProviderList.length).toBeGreaterThan(0);
    expect(Array.isArray(pre.contactList)).toBe(true);
    const control = await employee.ok(alternateTmcControlCall, { optionList: [second, business], passengerList: [{ source: 'SELF' }, { source: 'CUSTOMER' }], travelType: 'BUSINESS' });
    expect(control.highestOptionIndex).toBe(2);
    expect(control.control).toBeDefined();
    // The back office asks for an employee.
    const admin = await t.login('admin');
    const bg = await admin.ok(alternateTmcControlCall, { optionList: [business], passengerList: [{ source: 'SELF' }], enterpriseId: 'ent-demo', memberId: 'mem-employee' }, { bg: true });
    expect(bg.highestOptionIndex).toBe(1);
  });

  it('prebook_data offers the waitlist on the sold-out class, a grab once the waitlist is FULL', async () => {
    const tripList = [{ tripIndex: 1, ...business }];
    const one = await employee.ok(prebookDataCall, { tripList, passengerCount: 1 });
    expect(one.tripList[0]!.ticketRushInfo).toEqual({ type: 'WAITLIST', dateList: expect.arrayContaining([today, date, addDays(date, 2)]) });
    const two = await employee.ok(prebookDataCall, { tripList, passengerCount: 2 });
    expect(two.tripList[0]!.ticketRushInfo?.type).toBe('GRAB');
    const open = await employee.ok(prebookDataCall, { tripList: [{ tripIndex: 1, ...second }], passengerCount: 1 });
    expect(open.tripList[0]!.ticketRushInfo).toBeNull();
  });

  it('counts the passengers already waiting: one waiting rush fills the capacity of 1, the next is offered a grab', async () => {
    const pre = await employee.ok(alternatePreDataCall, { trip: business });
    const now = t.clock.now();
    // The rows a booked waitlist leaves (train/alternate/submit stores them), on this train's business class.
    await t.database.db.insert(trainRushOrders).values({ orderId: 'rush-ahead', type: 'WAITLIST', status: 'WAITING', limitTime: new Date(pre.limitTimeList.at(-1)!.limitTime), passengerCount: 1, prepaid: pre.trip.price.amount, createdAt: now, updatedAt: now });
    await t.database.db.insert(trainRushOptions).values({ orderId: 'rush-ahead', optionIndex: 1, ...business, departureTime: new Date(pre.trip.departureTime), arrivalTime: new Date(pre.trip.arrivalTime), fare: pre.trip.price.amount });
    const after = await employee.ok(alternatePreDataCall, { trip: business });
    expect(after.trip).toMatchObject({ chance: 'FULL', supported: false, reason: 'FULL' });
    expect(after.trainList.find((x) => x.trainNo === trip.trainNo)!.seatList.find((s) => s.seatClass === 'BUSINESS')).toMatchObject({ chance: 'FULL', supported: false });
    const refused = await employee.call(alternateProductVerifyCall, { optionList: [business] });
    expect(refused.body.data).toMatchObject({ optionIndex: 1, reason: 'FULL' });
    const offered = await employee.ok(prebookDataCall, { tripList: [{ tripIndex: 1, ...business }], passengerCount: 1 });
    expect(offered.tripList[0]!.ticketRushInfo?.type).toBe('GRAB');
    // The grab offered is taken: a FULL waitlist does not hold a grab back.
    const contact = { name: 'LI NA', mobileCountryCode: '86', mobile: '13800138000', email: 'lina@example.com' };
    const passenger = { source: 'CUSTOMER' as const, familyName: 'GRAB', givenName: 'FULL', birthday: '1990-01-01', gender: 'F' as const, nationality: 'CN', mobileCountryCode: '86', idType: 'PASSPORT' as const, idNumber: 'G99887766', placeOfIssue: 'CN', idExpiredDate: '2035-01-01', insuranceProductIds: [] };
    const grab = await employee.call(bookSubmitCall, { tripList: [{ tripIndex: 1, ...business }], passengerList: [passenger], contact, serviceProviderId: 'SP-RAIL-1', travelType: 'PRIVATE', ticketRush: { type: 'GRAB', alternativeList: [] } });
    expect(grab.body.resultCode).toBe('0');
    expect((grab.body.data as { bookOrderStatus: string }).bookOrderStatus).toBe('WAIT_PAY');
  });
});
