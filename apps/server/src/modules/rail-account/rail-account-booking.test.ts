import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsListCall } from '@travel/contracts/dev/sms';
import { railLoginCall, railLoginCodeVerifyCall, railLoginStatusCall, type RailVerification } from '@travel/contracts/train/account';
import { RailAccountError } from '@travel/contracts/train/account-errors';
import { bookSubmitCall, type BookSubmitInput } from '@travel/contracts/train/booking';
import { orderDetailCall } from '@travel/contracts/train/order';
import { railPassengerQueryCall } from '@travel/contracts/train/account';
import { trainDateRangeCall } from '@travel/contracts/train/date-range';
import { firstTripCall } from '@travel/contracts/train/search';
import { addDays } from '../../platform/dates';
import { TrainError } from '@travel/contracts/train/errors';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';

// A train the network does not have: past the railway account check, the booking stops at the railway.
const input: BookSubmitInput = {
  tripList: [{ tripIndex: 1, trainNo: 'G9999', departureDate: '2099-01-01', fromStationCode: 'VNP', toStationCode: 'AOH', seatClass: 'SECOND' }],
  passengerList: [{ source: 'CUSTOMER', familyName: 'LI', givenName: 'NA', birthday: '1990-08-21', gender: 'F', nationality: 'CN', mobileCountryCode: '86', idType: 'PASSPORT', idNumber: 'E23456789', placeOfIssue: 'CN', idExpiredDate: '2034-12-31', insuranceProductIds: [] }],
  contact: { name: 'LI NA', mobileCountryCode: '86', mobile: '13800001234', email: 'li@example.com' },
  serviceProviderId: 'SP-RAIL-1',
  travelType: 'PRIVATE',
  acceptNoSeat: false,
  acceptHybridPayment: false,
  ignoreDuplicate: false,
};

describe('bookings that need the railway account (TRAIN_REQUIRE_RAIL_ACCOUNT=1)', () => {
  let t: TestApp;
  let employee: TestClient;

  beforeAll(async () => {
    t = await createTestApp({ rail: true, env: { TRAIN_REQUIRE_RAIL_ACCOUNT: '1' } });
    employee = await t.login('employee');
  });
  afterAll(() => t.close());

  it('refuses "please log in to the railway account in advance" until the account is logged in', async () => {
    expect((await employee.ok(railLoginStatusCall, {})).required).toBe(true);
    const refused = await employee.call(bookSubmitCall, input);
    expect(refused.body).toMatchObject({ resultCode: RailAccountError.LOGIN_REQUIRED, description: 'Please log in to the railway account in advance.' });

    const first = await employee.call(railLoginCall, { accountName: 'railtest01', password: 'Rail2026' });
    const { verification } = first.body.data as unknown as { verification: RailVerification };
    const { list } = await employee.ok(smsListCall, { mobile: '13800138001', limit: 1 });
    await employee.ok(railLoginCodeVerifyCall, { verifyId: verification.verifyId, code: /(\d{6})/.exec(list[0]!.text)![1]! });

    const past = await employee.call(bookSubmitCall, input);
    expect(past.body.resultCode).not.toBe(RailAccountError.LOGIN_REQUIRED);
    expect([TrainError.NOT_FOUND, TrainError.DATE_OUT_OF_RANGE, TrainError.NOT_ON_SALE]).toContain(past.body.resultCode);
  });

  it("books the account's verified passengers as the railway holds them, and refuses an unverified one", async () => {
    const { list } = await employee.ok(railPassengerQueryCall, {});
    const verified = list.find((p) => p.name === 'LI NA')!;
    const pending = list.find((p) => p.verifyStatus === 'PENDING')!;
    const today = (await employee.ok(trainDateRangeCall, {})).today;
    const found = await employee.ok(firstTripCall, { passengerList: [{ passengerType: 'ADT' }], departureDate: addDays(today, 3), departure: { type: 'CITY', code: '北京' }, arrival: { type: 'CITY', code: '上海' }, searchMode: 'DIRECT', pageSize: 20 });
    const trip = found.itineraryList.map((i) => i.tripList[0]!).find((x) => x.seatList.some((s) => s.seatClass === 'SECOND' && s.seatRemain > 5))!;
    const tripList = [{ tripIndex: 1, trainNo: trip.trainNo, departureDate: trip.departureDate, fromStationCode: trip.fromStation.stationCode, toStationCode: trip.toStation.stationCode, seatClass: 'SECOND' as const }];
    // The page knows the number only masked: the railway's goes on the ticket.
    const asShown = (p: typeof verified) => ({ ...input.passengerList[0]!, accountPassengerId: p.passengerId, familyName: p.familyName, givenName: p.givenName, idNumber: p.idNumber, birthday: '2000-01-01', gender: 'M' as const });
    const unverified = await employee.call(bookSubmitCall, { ...input, tripList, passengerList: [asShown(pending)] });
    expect(unverified.body).toMatchObject({ resultCode: RailAccountError.PASSENGER_UNVERIFIED, data: { passengerIndex: 1 } });
    const masked = await employee.call(bookSubmitCall, { ...input, tripList, passengerList: [{ ...asShown(verified), accountPassengerId: undefined }] });
    expect(masked.res.statusCode).toBe(400);
    expect((await employee.call(bookSubmitCall, { ...input, tripList, passengerList: [{ ...asShown(verified), accountPassengerId: 'rp_not_mine' }] })).body.resultCode).toBe('DATA_NOT_FOUND');

    const booked = await employee.ok(bookSubmitCall, { ...input, tripList, passengerList: [asShown(verified)] });
    const detail = await employee.ok(orderDetailCall, { orderId: booked.orderId });
    const passenger = detail.tripList[0]!.passengerList[0]!;
    expect(passenger).toMatchObject({ familyName: 'LI', givenName: 'NA', gender: 'F', birthday: expect.stringContaining('1990-08-21') });
    expect(passenger.idNumber).toMatch(/^E2\*+89$/);
  });
});
