import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCall, logoutCall } from '@travel/contracts/auth/login';
import { userDetailCall } from '@travel/contracts/member/user';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hashPassword, verifyPassword } from '../../platform/auth/password';
import { sessionCache } from '../../platform/auth/session-cache';

describe('auth', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('hashes with scrypt and verifies', async () => {
    const hash = await hashPassword('s3cret!');
    expect(hash.startsWith('scrypt$')).toBe(true);
    expect(await verifyPassword('s3cret!', hash)).toBe(true);
    expect(await verifyPassword('S3cret!', hash)).toBe(false);
  });

  it('logs in by user name or email with an HttpOnly session cookie and a CSRF cookie', async () => {
    const c = t.anonymous();
    const { res, body } = await c.call(loginCall, { userName: 'employee', password: 'Passw0rd!' });
    expect(body.resultCode).toBe('0');
    const cookies = res.cookies as Array<{ name: string; httpOnly?: boolean; sameSite?: string }>;
    expect(cookies.find((x) => x.name === 'sid')?.httpOnly).toBe(true);
    expect(cookies.find((x) => x.name === 'csrf_token')?.httpOnly).toBeFalsy();
    expect(body.data.user.userName).toBe('employee');
    expect(body.data.csrfToken).toBe(c.cookies.csrf_token);

    const byEmail = await t.anonymous().call(loginCall, { userName: 'EMPLOYEE@demo.example.com', password: 'Passw0rd!' });
    expect(byEmail.body.resultCode).toBe('0');
  });

  it('refuses a wrong password with a translated LOGIN_FAILED', async () => {
    const en = await t.anonymous().call(loginCall, { userName: 'manager', password: 'nope' }, { lang: 'en' });
    expect(en.res.statusCode).toBe(200);
    expect(en.body.resultCode).toBe('LOGIN_FAILED');
    expect(en.body.description).toBe('The user name or password is incorrect.');
    const ja = await t.anonymous().call(loginCall, { userName: 'manager', password: 'nope' }, { lang: 'ja' });
    expect(ja.body.description).not.toBe(en.body.description);
  });

  it('throttles repeated failures with 429, even for the right password', async () => {
    for (let i = 0; i < 5; i++) await t.anonymous().call(loginCall, { userName: 'admin', password: `wrong-${i}` });
    const { res, body } = await t.anonymous().call(loginCall, { userName: 'admin', password: 'Passw0rd!' });
    expect(res.statusCode).toBe(429);
    expect(body.resultCode).toBe('TOO_MANY_REQUESTS');
    // The window passes on the test clock.
    t.clock.setOffsetSeconds(16 * 60);
    const later = await t.anonymous().call(loginCall, { userName: 'admin', password: 'Passw0rd!' });
    expect(later.body.resultCode).toBe('0');
    t.clock.setOffsetSeconds(0);
  });

  it('refuses a login posted from a foreign origin', async () => {
    const { res, body } = await t.anonymous().call(loginCall, { userName: 'employee', password: 'Passw0rd!' }, { headers: { origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(403);
    expect(body.resultCode).toBe('CSRF_FAILED');
  });

  it('logs out: the session no longer works', async () => {
    const c = await t.login('notr');
    const sid = c.cookies.sid!;
    const csrf = c.cookies.csrf_token!;
    expect((await c.call(userDetailCall, {})).res.statusCode).toBe(200);
    await c.ok(logoutCall, {});
    expect(c.cookies.sid).toBeUndefined();
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/member/user/detail',
      payload: {},
      cookies: { sid, csrf_token: csrf },
      headers: { 'x-csrf-token': csrf },
    });
    expect(replay.statusCode).toBe(401);
  });

  it('expires sessions by the clock, also when the session was cached', async () => {
    const c = await t.login('employee');
    expect((await c.call(userDetailCall, {})).res.statusCode).toBe(200);
    t.clock.setOffsetSeconds(13 * 3600);
    expect((await c.call(userDetailCall, {})).res.statusCode).toBe(401);
    t.clock.setOffsetSeconds(0);
  });

  it('a member change is seen at once when the cache forgets the member', async () => {
    const c = await t.login('manager');
    const detail = await c.ok(userDetailCall, {});
    expect((await c.call(userDetailCall, {})).res.statusCode).toBe(200);
    await t.database.query('UPDATE members SET disabled = true WHERE id = $1', [detail.memberId]);
    sessionCache.forgetMemberSessions(detail.memberId);
    expect((await c.call(userDetailCall, {})).res.statusCode).toBe(401);
    await t.database.query('UPDATE members SET disabled = false WHERE id = $1', [detail.memberId]);
  });
});
