import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockAdvanceCall } from '@travel/contracts/dev/clock';
import { smsListCall } from '@travel/contracts/dev/sms';
import {
  railLoginCall,
  railLoginCodeVerifyCall,
  railLoginStatusCall,
  railLogoutCall,
  railPassengerQueryCall,
  railPassengerVerifyCall,
  railPasswordResetCall,
  railRegisterCall,
  railUnbindCall,
  railUnlockCall,
  railVerifyCodeSendCall,
  railVerifyCodeSubmitCall,
  type RailVerification,
} from '@travel/contracts/train/account';
import { RailAccountError } from '@travel/contracts/train/account-errors';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';

const PASSWORD = 'Rail2026';

describe('railway account (train/account/*) with the SMS sandbox', () => {
  let t: TestApp;
  let employee: TestClient;
  let manager: TestClient;
  let outsider: TestClient;

  beforeAll(async () => {
    t = await createTestApp();
    [employee, manager, outsider] = await Promise.all([t.login('employee'), t.login('manager'), t.login('outsider')]);
  });
  afterAll(() => t.close());

  /** The newest code texted to a mobile, read from the SMS sandbox as a developer would. */
  const lastCode = async (mobile: string) => {
    const { list } = await employee.ok(smsListCall, { mobile, limit: 1 });
    expect(list[0]?.sender).toBe('12306');
    return /(\d{6})/.exec(list[0]!.text)![1]!;
  };
  const advance = (seconds: number) => t.anonymous().ok(clockAdvanceCall, { seconds });
  it('answers not linked before anything, and not required by default', async () => {
    expect(await employee.ok(railLoginStatusCall, {})).toMatchObject({ loginStatus: 'NOT_LINKED', accountName: null, required: false });
  });

  it('registers with a texted code, refusing a wrong one first, then logs in without another code', async () => {
    const v = await employee.ok(railRegisterCall, { accountName: 'newrider01', password: 'abc12345', familyName: 'ZHANG', givenName: 'WEI', gender: 'M', birthday: '1990-05-20', idType: 'PASSPORT', idNumber: 'G1234567', mobile: '13911112222' });
    expect(v).toMatchObject({ scene: 'REGISTER', needCode: true, mobile: '139****2222' });
    const code = await lastCode('13911112222');
    const wrong = await employee.call(railVerifyCodeSubmitCall, { verifyId: v.verifyId, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.body).toMatchObject({ resultCode: RailAccountError.CODE_WRONG, data: { remainingTries: 4 } });
    const done = await employee.ok(railVerifyCodeSubmitCall, { verifyId: v.verifyId, code });
    expect(done).toMatchObject({ scene: 'REGISTER', accountName: 'newrider01', status: { loginStatus: 'NOT_LINKED' } });
    const status = await employee.ok(railLoginCall, { accountName: 'NewRider01', password: 'abc12345' });
    expect(status).toMatchObject({ loginStatus: 'LOGGED_IN', accountName: 'newrider01', mobile: '139****2222' });
    const { list } = await employee.ok(railPassengerQueryCall, {});
    expect(list).toEqual([expect.objectContaining({ name: 'ZHANG WEI', self: true, verifyStatus: 'VERIFIED', passengerType: 0, idNumber: expect.stringContaining('*') })]);
    await employee.ok(railUnbindCall, {});
  });

  it('refuses a registered mobile (440042012) and a taken name', async () => {
    const base = { password: 'abc12345', familyName: 'LI', givenName: 'NA', gender: 'F', birthday: '1990-01-01', idType: 'PASSPORT', idNumber: 'G7654321' } as const;
    expect((await employee.call(railRegisterCall, { ...base, accountName: 'another01', mobile: '13800138001' })).body.resultCode).toBe(RailAccountError.PHONE_REGISTERED);
    expect((await employee.call(railRegisterCall, { ...base, accountName: 'railtest01', mobile: '13911113333' })).body.resultCode).toBe(RailAccountError.NAME_TAKEN);
    const bad = await employee.call(railRegisterCall, { ...base, accountName: '1abc', password: 'short', mobile: '12' });
    expect(bad.res.statusCode).toBe(400);
    expect(bad.body.data).toMatchObject({ issues: expect.arrayContaining([expect.objectContaining({ path: 'accountName' }), expect.objectContaining({ path: 'password' }), expect.objectContaining({ path: 'mobile' })]) });
  });

  it('logs in with the texted code (440042010), resends only after a minute, shows, verifies a passenger, logs out and unbinds', async () => {
    const first = await employee.call(railLoginCall, { accountName: 'railtest01', password: PASSWORD });
    expect(first.body.resultCode).toBe(RailAccountError.PHONE_VERIFY);
    const { verification } = first.body.data as unknown as { verification: RailVerification };
    expect(verification).toMatchObject({ scene: 'LOGIN', mobile: '138****8001', needCode: true, needIdNumber: false });
    const oldCode = await lastCode('13800138001');
    const tooSoon = await employee.call(railVerifyCodeSendCall, { verifyId: verification.verifyId });
    expect(tooSoon.body).toMatchObject({ resultCode: RailAccountError.CODE_TOO_SOON, data: { resendAfter: verification.resendAfter } });
    await advance(61);
    const again = await employee.ok(railVerifyCodeSendCall, { verifyId: verification.verifyId });
    expect(new Date(again.resendAfter).getTime()).toBeGreaterThan(new Date(verification.resendAfter).getTime());
    const newCode = await lastCode('13800138001');
    if (newCode !== oldCode) expect((await employee.call(railLoginCodeVerifyCall, { verifyId: verification.verifyId, code: oldCode })).body.resultCode).toBe(RailAccountError.CODE_WRONG);
    expect(await employee.ok(railLoginCodeVerifyCall, { verifyId: verification.verifyId, code: newCode })).toMatchObject({ loginStatus: 'LOGGED_IN', accountName: 'railtest01', realName: 'ZHANG W**' });

    const { list } = await employee.ok(railPassengerQueryCall, {});
    expect(list.map((p) => [p.name, p.verifyStatus, p.passengerType])).toEqual([
      ['ZHANG WEI', 'VERIFIED', 0],
      ['LI NA', 'VERIFIED', 0],
      ['ZHANG XIAOMING', 'PENDING', 1],
    ]);
    const pending = list[2]!;
    expect((await employee.call(railPassengerVerifyCall, { passengerId: list[0]!.passengerId })).body.resultCode).toBe(RailAccountError.PASSENGER_VERIFIED);
    const pv = await employee.ok(railPassengerVerifyCall, { passengerId: pending.passengerId });
    expect(pv).toMatchObject({ scene: 'PASSENGER', mobile: '138****8003' });
    expect(await employee.ok(railVerifyCodeSubmitCall, { verifyId: pv.verifyId, code: await lastCode('13800138003') })).toMatchObject({ scene: 'PASSENGER' });
    expect((await employee.ok(railPassengerQueryCall, {})).list[2]!.verifyStatus).toBe('VERIFIED');

    expect(await employee.ok(railLogoutCall, {})).toMatchObject({ loginStatus: 'LOGGED_OUT', accountName: 'railtest01' });
    expect((await employee.call(railPassengerQueryCall, {})).body.resultCode).toBe(RailAccountError.LOGIN_REQUIRED);
    // The railway knows this client now: no code the second time.
    expect(await employee.ok(railLoginCall, { accountName: 'railtest01', password: PASSWORD })).toMatchObject({ loginStatus: 'LOGGED_IN' });
    expect(await employee.ok(railUnbindCall, {})).toMatchObject({ loginStatus: 'NOT_LINKED', accountName: null });
  });

  it('refuses an expired code, and every try after too many wrong ones', async () => {
    const first = await manager.call(railLoginCall, { accountName: 'railtest01', password: PASSWORD });
    const { verification } = first.body.data as unknown as { verification: RailVerification };
    const code = await lastCode('13800138001');
    await advance(5 * 60 + 1);
    expect((await manager.call(railLoginCodeVerifyCall, { verifyId: verification.verifyId, code })).body.resultCode).toBe(RailAccountError.CODE_EXPIRED);

    const second = await manager.call(railLoginCall, { accountName: 'railtest01', password: PASSWORD });
    const v2 = (second.body.data as unknown as { verification: RailVerification }).verification;
    const right = await lastCode('13800138001');
    const wrongCode = right === '000000' ? '111111' : '000000';
    for (const remainingTries of [4, 3, 2, 1]) {
      expect((await manager.call(railLoginCodeVerifyCall, { verifyId: v2.verifyId, code: wrongCode })).body).toMatchObject({ resultCode: RailAccountError.CODE_WRONG, data: { remainingTries } });
    }
    expect((await manager.call(railLoginCodeVerifyCall, { verifyId: v2.verifyId, code: wrongCode })).body.resultCode).toBe(RailAccountError.CODE_TRIES_EXCEEDED);
    expect((await manager.call(railLoginCodeVerifyCall, { verifyId: v2.verifyId, code: right })).body.resultCode).toBe(RailAccountError.CODE_TRIES_EXCEEDED);
    expect((await manager.ok(railLoginStatusCall, {})).loginStatus).toBe('NOT_LINKED');
  });

  it('locks the account after five wrong passwords (440042011), unlocks with a code, resets the password', async () => {
    const reg = await manager.ok(railRegisterCall, { accountName: 'lockme01', password: 'abc12345', familyName: 'WANG', givenName: 'QIANG', gender: 'M', birthday: '1980-03-15', idType: 'PASSPORT', idNumber: 'G2345678', mobile: '13922223333' });
    await manager.ok(railVerifyCodeSubmitCall, { verifyId: reg.verifyId, code: await lastCode('13922223333') });
    for (const remainingTries of [4, 3, 2, 1]) {
      expect((await manager.call(railLoginCall, { accountName: 'lockme01', password: 'wrong999' })).body).toMatchObject({ resultCode: RailAccountError.PASSWORD_ERROR, data: { remainingTries } });
    }
    expect((await manager.call(railLoginCall, { accountName: 'lockme01', password: 'wrong999' })).body).toMatchObject({ resultCode: RailAccountError.LOCKED, data: { accountName: 'lockme01' } });
    expect((await manager.call(railLoginCall, { accountName: 'lockme01', password: 'abc12345' })).body.resultCode).toBe(RailAccountError.LOCKED);
    const un = await manager.ok(railUnlockCall, { accountName: 'lockme01' });
    expect(un.scene).toBe('UNLOCK');
    await manager.ok(railVerifyCodeSubmitCall, { verifyId: un.verifyId, code: await lastCode('13922223333') });
    expect((await manager.call(railUnlockCall, { accountName: 'lockme01' })).body.resultCode).toBe(RailAccountError.NOT_LOCKED);
    expect((await manager.ok(railLoginCall, { accountName: 'lockme01', password: 'abc12345' })).loginStatus).toBe('LOGGED_IN');

    expect((await manager.call(railPasswordResetCall, { accountName: 'lockme01', mobile: '13900000000' })).body.resultCode).toBe(RailAccountError.ACCOUNT_NOT_FOUND);
    const reset = await manager.ok(railPasswordResetCall, { accountName: 'lockme01', mobile: '13922223333' });
    expect(reset).toMatchObject({ scene: 'RESET', needNewPassword: true });
    const done = await manager.ok(railVerifyCodeSubmitCall, { verifyId: reset.verifyId, code: await lastCode('13922223333'), newPassword: 'newpass77' });
    // The reset ends the railway's sessions: the link asks for a new login.
    expect(done.status.loginStatus).toBe('LOGGED_OUT');
    expect((await manager.call(railLoginCall, { accountName: 'lockme01', password: 'abc12345' })).body.resultCode).toBe(RailAccountError.PASSWORD_ERROR);
    expect((await manager.ok(railLoginCall, { accountName: 'lockme01', password: 'newpass77' })).loginStatus).toBe('LOGGED_IN');
    await manager.ok(railUnbindCall, {});
  });

  it('asks for the second identity check (440042016), the id card check (440042017) and face verification (440002002)', async () => {
    const second = await employee.call(railLoginCall, { accountName: 'identity01', password: PASSWORD });
    expect(second.body.resultCode).toBe(RailAccountError.SECOND_IDENTITY);
    const v = (second.body.data as unknown as { verification: RailVerification }).verification;
    expect(v).toMatchObject({ scene: 'LOGIN_IDENTITY', needCode: true, needIdNumber: true });
    const code = await lastCode('13800138004');
    expect((await employee.call(railVerifyCodeSubmitCall, { verifyId: v.verifyId, code, idNumber: 'X0000000' })).body).toMatchObject({ resultCode: RailAccountError.IDENTITY_MISMATCH, data: { remainingTries: 4 } });
    expect((await employee.ok(railVerifyCodeSubmitCall, { verifyId: v.verifyId, code, idNumber: 'e45678901' })).status.loginStatus).toBe('LOGGED_IN');

    const risk = await employee.call(railLoginCall, { accountName: 'riskcheck01', password: PASSWORD });
    expect(risk.body.resultCode).toBe(RailAccountError.RISK_VERIFY);
    const rv = (risk.body.data as unknown as { verification: RailVerification }).verification;
    expect(rv).toMatchObject({ scene: 'RISK', needCode: false, needIdNumber: true, mobile: null });
    expect((await employee.ok(railVerifyCodeSubmitCall, { verifyId: rv.verifyId, idNumber: 'E56789012' })).status).toMatchObject({ loginStatus: 'LOGGED_IN', accountName: 'riskcheck01' });

    expect((await employee.call(railLoginCall, { accountName: 'faceonly01', password: PASSWORD })).body.resultCode).toBe(RailAccountError.FACE_VERIFY);
    await employee.ok(railUnbindCall, {});
  });

  it("keeps every member's verifications, link and account passengers their own", async () => {
    const first = await employee.call(railLoginCall, { accountName: 'railtest01', password: PASSWORD });
    // The employee's client is known from before: logged in at once. A verification of theirs to steal comes from a reset.
    expect(first.body.resultCode).toBe('0');
    const mine = await employee.ok(railPasswordResetCall, { accountName: 'railtest01', mobile: '13800138001' });
    const code = await lastCode('13800138001');
    for (const other of [outsider, manager]) {
      expect((await other.call(railVerifyCodeSubmitCall, { verifyId: mine.verifyId, code, newPassword: 'stolen123' })).body.resultCode).toBe('DATA_NOT_FOUND');
      expect((await other.call(railVerifyCodeSendCall, { verifyId: mine.verifyId })).body.resultCode).toBe('DATA_NOT_FOUND');
      expect((await other.call(railLoginCodeVerifyCall, { verifyId: mine.verifyId, code })).body.resultCode).toBe('DATA_NOT_FOUND');
      expect((await other.ok(railLoginStatusCall, {})).loginStatus).toBe('NOT_LINKED');
      expect((await other.call(railPassengerQueryCall, {})).body.resultCode).toBe(RailAccountError.LOGIN_REQUIRED);
    }
    // Another account's passenger is not found through one's own session.
    const theirs = (await employee.ok(railPassengerQueryCall, {})).list[1]!;
    const reg = await outsider.ok(railRegisterCall, { accountName: 'outside01', password: 'abc12345', familyName: 'ZHAO', givenName: 'MIN', gender: 'F', birthday: '1991-02-14', idType: 'PASSPORT', idNumber: 'G3456789', mobile: '13933334444' });
    await outsider.ok(railVerifyCodeSubmitCall, { verifyId: reg.verifyId, code: await lastCode('13933334444') });
    await outsider.ok(railLoginCall, { accountName: 'outside01', password: 'abc12345' });
    expect((await outsider.call(railPassengerVerifyCall, { passengerId: theirs.passengerId })).body.resultCode).toBe('DATA_NOT_FOUND');
    // The reset the employee started is still theirs to finish.
    expect((await employee.ok(railVerifyCodeSubmitCall, { verifyId: mine.verifyId, code, newPassword: PASSWORD + 'x1' })).scene).toBe('RESET');
  });
});
