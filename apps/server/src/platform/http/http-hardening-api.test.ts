import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const login = (t: TestApp, userName: string, password: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...headers },
    payload: { userName, password },
  });

describe('security headers follow how the product is served', () => {
  let plain: TestApp;
  let https: TestApp;
  beforeAll(async () => {
    plain = await createTestApp({ seed: false });
    https = await createTestApp({ seed: false, env: { COOKIE_SECURE: '1' } });
  });
  afterAll(async () => {
    await plain.close();
    await https.close();
  });

  it('sends neither HSTS nor upgrade-insecure-requests over plain HTTP, so the page opens from any address', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(String(res.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
  });

  it('sends both when served over HTTPS (COOKIE_SECURE=1 or production)', async () => {
    const res = await https.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});

describe('answers of calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('are never stored by a browser or proxy: every call answers Cache-Control no-store, refusals too', async () => {
    const c = await t.login('employee');
    const { res } = await c.post('/api/member/user/detail', {});
    expect(res.headers['cache-control']).toBe('no-store');
    const anonymous = await t.anonymous().post('/api/member/user/detail', {});
    expect(anonymous.res.statusCode).toBe(401);
    expect(anonymous.res.headers['cache-control']).toBe('no-store');
  });

  it('go out compressed with brotli or gzip when the client takes it', async () => {
    const c = await t.login('employee');
    const fetchCities = (encoding?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/common/train_city/list',
        cookies: c.cookies,
        headers: { 'content-type': 'application/json', 'x-csrf-token': c.cookies.csrf_token!, ...(encoding ? { 'accept-encoding': encoding } : {}) },
        payload: {},
      });
    const plainAnswer = await fetchCities();
    expect(plainAnswer.headers['content-encoding']).toBeUndefined();
    const size = plainAnswer.rawPayload.length;
    expect(size).toBeGreaterThan(1024);

    const br = await fetchCities('br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(size / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plainAnswer.json());

    const gz = await fetchCities('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(plainAnswer.json());
  });
});

describe('bodies no call can parse', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => t.close());

  const raw = (payload: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json', 'accept-language': 'en' }, payload });

  it('refuse a NUL character as 400 PARAM_ERROR naming the field, even on an anonymous login', async () => {
    const res = await raw(JSON.stringify({ userName: 'a\u0000b', password: 'x' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ resultCode: 'PARAM_ERROR', data: { issues: [{ path: 'userName', message: expect.stringMatching(/not allowed/) }] } });
  });

  it('refuse __proto__ and constructor.prototype keys', async () => {
    for (const payload of ['{"__proto__":{"admin":true},"userName":"a","password":"b"}', '{"constructor":{"prototype":{"x":1}},"userName":"a","password":"b"}']) {
      const res = await raw(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().data.issues[0].code).toBe('forbidden_key');
    }
  });

  it('refuse bodies nested deeper than any call takes, and broken JSON', async () => {
    const deep = await raw(`{"userName":"a","password":"b","x":${'['.repeat(5000)}${']'.repeat(5000)}}`);
    expect(deep.statusCode).toBe(400);
    expect(deep.json().data.issues[0]).toMatchObject({ code: 'too_deep', message: 'The request is nested too deeply.' });
    const broken = await raw('{"userName":');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().data.issues[0]).toMatchObject({ code: 'invalid_json', message: 'The request is not valid JSON.' });
  });
});

describe('the login throttle per address', () => {
  let t: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOGIN_MAX_FAILURES: '1' } });
    proxied = await createTestApp({ env: { LOGIN_MAX_FAILURES: '1', TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(async () => {
    await t.close();
    await proxied.close();
  });

  it('cannot be dodged by changing X-Forwarded-For, and answers 429 with Retry-After', async () => {
    // One failure per account is allowed; six per address (6 × LOGIN_MAX_FAILURES), each on another account.
    for (let i = 0; i < 6; i++) {
      const res = await login(t, `nobody-${i}`, 'wrong', { 'x-forwarded-for': `203.0.113.${i}` });
      expect(res.json().resultCode).toBe('LOGIN_FAILED');
    }
    const res = await login(t, 'employee', 'Passw0rd!', { 'x-forwarded-for': '198.51.100.77' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ resultCode: 'TOO_MANY_REQUESTS', data: { retryAfterSeconds: expect.any(Number) } });
    expect(res.json().description).toMatch(/wait \d+ minutes? and try again/);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Another client address is another count.
    expect((await login(t, 'employee', 'Passw0rd!', {}, '10.1.2.3')).json().resultCode).toBe('0');
    // Once Retry-After has passed on the clock, the address may try again.
    t.clock.setOffsetSeconds(retryAfter + 1);
    expect((await login(t, 'employee', 'Passw0rd!')).json().resultCode).toBe('0');
    t.clock.setOffsetSeconds(0);
  });

  it('counts by the forwarded address only behind a configured proxy (TRUST_PROXY)', async () => {
    for (let i = 0; i < 6; i++) await login(proxied, `nobody-${i}`, 'wrong', { 'x-forwarded-for': '203.0.113.9' });
    expect((await login(proxied, 'employee', 'Passw0rd!', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(429);
    // Behind the proxy, another client is another address.
    expect((await login(proxied, 'employee', 'Passw0rd!', { 'x-forwarded-for': '203.0.113.10' })).json().resultCode).toBe('0');
    // A client that is not the proxy cannot name an address.
    for (let i = 0; i < 6; i++) await login(proxied, `other-${i}`, 'wrong', { 'x-forwarded-for': `198.51.100.${i}` }, '10.9.9.9');
    expect((await login(proxied, 'employee', 'Passw0rd!', { 'x-forwarded-for': '198.51.100.200' }, '10.9.9.9')).statusCode).toBe(429);
  });
});
