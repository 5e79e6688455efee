import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockAdvanceCall } from '@travel/contracts/dev/clock';
import { smsListCall } from '@travel/contracts/dev/sms';
import { railLoginCall, railLoginCodeVerifyCall, railRiskSmsSendCall, railRiskSmsVerifyCall, type RailVerification } from '@travel/contracts/train/account';
import { RailAccountError } from '@travel/contracts/train/account-errors';
import { bookSubmitCall, type BookSubmitInput } from '@travel/contracts/train/booking';
import { trainDateRangeCall } from '@travel/contracts/train/date-range';
import { firstTripCall } from '@travel/contracts/train/search';
import { addDays } from '../../platform/dates';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { createRailAccountSandbox } from '../../suppliers/rail/rail-accounts';
import { createSmsSandbox } from '../../suppliers/sms/sms-sandbox';

const MOBILE = '13800138007';

describe("the railway's risk control: a texted code before it sells through the account (train/account/risk_sms/*)", () => {
  let t: TestApp;
  let employee: TestClient;
  let manager: TestClient;
  let input: BookSubmitInput;

  beforeAll(async () => {
    t = await createTestApp({ rail: true, env: { TRAIN_REQUIRE_RAIL_ACCOUNT: '1' } });
    [employee, manager] = await Promise.all([t.login('employee'), t.login('manager')]);
    const today = (await employee.ok(trainDateRangeCall, {})).today;
    const found = await employee.ok(firstTripCall, { passengerList: [{ passengerType: 'ADT' }], departureDate: addDays(today, 4), departure: { type: 'CITY', code: '北京' }, arrival: { type: 'CITY', code: '上海' }, searchMode: 'DIRECT', pageSize: 20 });
    const trip = found.itineraryList.map((i) => i.tripList[0]!).find((x) => x.seatList.some((s) => s.seatClass === 'SECOND' && s.seatRemain > 5))!;
    input = {
      tripList: [{ tripIndex: 1, trainNo: trip.trainNo, departureDate: trip.departureDate, fromStationCode: trip.fromStation.stationCode, toStationCode: trip.toStation.stationCode, seatClass: 'SECOND' }],
      passengerList: [{ source: 'CUSTOMER', familyName: 'WU', givenName: 'LEI', birthday: '1987-04-18', gender: 'M', nationality: 'CN', mobileCountryCode: '86', idType: 'PASSPORT', idNumber: 'E78901234', placeOfIssue: 'CN', idExpiredDate: '2034-12-31', insuranceProductIds: [] }],
      contact: { name: 'WU LEI', mobileCountryCode: '86', mobile: MOBILE, email: 'wu@example.com' },
      serviceProviderId: 'SP-RAIL-1',
      travelType: 'PRIVATE',
      acceptNoSeat: false,
      acceptHybridPayment: false,
      ignoreDuplicate: false,
    };
  });
  afterAll(() => t.close());

  const lastText = async () => (await employee.ok(smsListCall, { mobile: MOBILE, limit: 1 })).list[0]!;
  const codeOf = (text: string) => /(\d{6})/.exec(text)![1]!;

  it('refuses the booking with 440042010 until the texted code is answered, then books', async () => {
    const first = await employee.call(railLoginCall, { accountName: 'risksms01', password: 'Rail2026' });
    const login = (first.body.data as unknown as { verification: RailVerification }).verification;
    await employee.ok(railLoginCodeVerifyCall, { verifyId: login.verifyId, code: codeOf((await lastText()).text) });
    const textsBefore = (await employee.ok(smsListCall, { mobile: MOBILE, limit: 100 })).list.length;

    const refused = await employee.call(bookSubmitCall, input);
    expect(refused.body.resultCode).toBe(RailAccountError.PHONE_VERIFY);
    const { verification } = refused.body.data as unknown as { verification: RailVerification };
    expect(verification).toMatchObject({ scene: 'RISK_SMS', accountName: 'risksms01', mobile: '138****8007', needCode: true });
    // The first code may be asked for at once.
    expect(verification.resendInSeconds).toBeLessThanOrEqual(1);
    // Nothing texted until the traveller asks for the code.
    expect((await employee.ok(smsListCall, { mobile: MOBILE, limit: 100 })).list.length).toBe(textsBefore);

    // Not another member's, and not a verification of another kind.
    expect((await manager.call(railRiskSmsSendCall, { verifyId: verification.verifyId })).body.resultCode).toBe('DATA_NOT_FOUND');
    expect((await employee.call(railRiskSmsSendCall, { verifyId: login.verifyId })).body.resultCode).toBe('DATA_NOT_FOUND');

    const sent = await employee.ok(railRiskSmsSendCall, { verifyId: verification.verifyId });
    expect(sent).toMatchObject({ scene: 'RISK_SMS', verifyId: verification.verifyId });
    expect(sent.resendInSeconds).toBeGreaterThanOrEqual(59);
    const text = await lastText();
    expect(text.sender).toBe('12306');
    const code = codeOf(text.text);
    expect((await employee.call(railRiskSmsSendCall, { verifyId: verification.verifyId })).body.resultCode).toBe(RailAccountError.CODE_TOO_SOON);
    const wrong = await employee.call(railRiskSmsVerifyCall, { verifyId: verification.verifyId, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.body).toMatchObject({ resultCode: RailAccountError.CODE_WRONG, data: { remainingTries: 4 } });
    // Still held by the risk control: the booking is refused again.
    expect((await employee.call(bookSubmitCall, input)).body.resultCode).toBe(RailAccountError.PHONE_VERIFY);

    expect(await employee.ok(railRiskSmsVerifyCall, { verifyId: verification.verifyId, code })).toMatchObject({ loginStatus: 'LOGGED_IN', accountName: 'risksms01' });
    const booked = await employee.ok(bookSubmitCall, input);
    expect(booked.orderId).toBeTruthy();
  });

  it('flags the account by its rule (N sales a day), then refuses an expired code and too many wrong ones', async () => {
    // The same railway with a rule of 2 sales a day: the sale it counts now is the account's second today.
    const railway = createRailAccountSandbox({ clock: t.clock, db: t.database.db, sms: createSmsSandbox({ clock: t.clock, db: t.database.db }), riskSmsAfterSales: 2 });
    const challenge = await railway.login({ accountName: 'risksms01', password: 'Rail2026', clientRef: 'rule-test-client', idempotencyKey: 'rule-test-login' });
    if (!('challenge' in challenge)) throw new Error('a new client is asked for a code');
    const { session } = await railway.completeChallenge({ ticket: challenge.challenge.ticket, clientRef: 'rule-test-client', code: codeOf((await lastText()).text) });
    expect(await railway.saleCheck({ token: session!.token, idempotencyKey: 'rule-sale-2' })).toBeNull();
    expect(await railway.saleCheck({ token: session!.token, idempotencyKey: 'rule-sale-3' })).toMatchObject({ scene: 'RISK_SMS', needCode: true });

    const other = { ...input, passengerList: [{ ...input.passengerList[0]!, familyName: 'ZHAO', givenName: 'YI', idNumber: 'E11112222' }] };
    const refused = await employee.call(bookSubmitCall, other);
    expect(refused.body.resultCode).toBe(RailAccountError.PHONE_VERIFY);
    const { verification } = refused.body.data as unknown as { verification: RailVerification };
    await employee.ok(railRiskSmsSendCall, { verifyId: verification.verifyId });
    const code = codeOf((await lastText()).text);
    await t.anonymous().ok(clockAdvanceCall, { seconds: 5 * 60 + 1 });
    expect((await employee.call(railRiskSmsVerifyCall, { verifyId: verification.verifyId, code })).body.resultCode).toBe(RailAccountError.CODE_EXPIRED);

    await employee.ok(railRiskSmsSendCall, { verifyId: verification.verifyId });
    const fresh = codeOf((await lastText()).text);
    const wrongCode = fresh === '000000' ? '111111' : '000000';
    for (const remainingTries of [4, 3, 2, 1]) {
      expect((await employee.call(railRiskSmsVerifyCall, { verifyId: verification.verifyId, code: wrongCode })).body).toMatchObject({ resultCode: RailAccountError.CODE_WRONG, data: { remainingTries } });
    }
    expect((await employee.call(railRiskSmsVerifyCall, { verifyId: verification.verifyId, code: wrongCode })).body.resultCode).toBe(RailAccountError.CODE_TRIES_EXCEEDED);
    expect((await employee.call(railRiskSmsVerifyCall, { verifyId: verification.verifyId, code: fresh })).body.resultCode).toBe(RailAccountError.CODE_TRIES_EXCEEDED);
    expect((await employee.call(bookSubmitCall, other)).body.resultCode).toBe(RailAccountError.PHONE_VERIFY);
  });
});
