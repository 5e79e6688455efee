import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userDetailCall } from '@travel/contracts/member/user';
import { passengerSaveCall, passengerListCall } from '@travel/contracts/member/passenger';
import { clockAdvanceCall, clockResetCall } from '@travel/contracts/dev/clock';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildApp } from '../../app';
import { loadConfig } from '../config';

const passenger = {
  familyName: 'WU',
  givenName: 'FANG',
  gender: 'F',
  birthday: '1995-01-02',
  mobile: '13911112222',
  certificateList: [{ certType: 2, certNo: 'P1234567', expiryDate: '2030-12-31', issuePlace: 'CN' }],
};

describe('platform request path', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers /healthz when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('sets security headers and a request id on every answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'req-12345678' } });
    expect(res.headers['x-request-id']).toBe('req-12345678');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it('answers 404 NOT_FOUND in the envelope for an unknown call, translated', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/member/nothing', payload: {}, headers: { 'accept-language': 'de' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().resultCode).toBe('NOT_FOUND');
    expect(res.json().description).not.toBe(
      (await t.app.inject({ method: 'POST', url: '/api/member/nothing', payload: {}, headers: { 'accept-language': 'en' } })).json().description,
    );
  });

  it('answers 401 NOT_LOGIN without a session', async () => {
    const { res, body } = await t.anonymous().call(userDetailCall, {});
    expect(res.statusCode).toBe(401);
    expect(body.resultCode).toBe('NOT_LOGIN');
  });

  it('refuses a cookie call without the CSRF header', async () => {
    const c = await t.login('employee');
    const { res, body } = await c.call(userDetailCall, {}, { headers: { 'x-csrf-token': 'wrong' } });
    expect(res.statusCode).toBe(403);
    expect(body.resultCode).toBe('CSRF_FAILED');
    expect((await c.call(userDetailCall, {})).res.statusCode).toBe(200);
  });

  it('answers 400 PARAM_ERROR with per-field issues in the caller language', async () => {
    const c = await t.login('employee');
    const bad = { ...passenger, familyName: '1X', mobile: '123', certificateList: [] };
    const en = await c.call(passengerSaveCall, bad, { lang: 'en' });
    expect(en.res.statusCode).toBe(400);
    expect(en.body.resultCode).toBe('PARAM_ERROR');
    const issues = (en.body.data as unknown as { issues: { path: string; message: string }[] }).issues;
    expect(issues.map((i) => i.path).sort()).toEqual(['certificateList', 'familyName', 'mobile']);
    expect(issues.find((i) => i.path === 'familyName')!.message).toMatch(/valid name/);
    const zh = await c.call(passengerSaveCall, bad, { lang: 'zh-CN' });
    const zhIssues = (zh.body.data as unknown as { issues: { path: string; message: string }[] }).issues;
    expect(zhIssues.find((i) => i.path === 'mobile')!.message).toBe('请输入有效的手机号码。');
    expect(zh.body.description).toMatch(/填写的信息有误/);
  });

  it('treats malformed JSON as PARAM_ERROR, not a fault', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: '{not json', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().resultCode).toBe('PARAM_ERROR');
  });

  it('replays an Idempotency-Key write once, even after a restart, and refuses the key for another body', async () => {
    const c = await t.login('notr');
    const headers = { 'idempotency-key': 'save-wu-fang-1' };
    const first = await c.call(passengerSaveCall, passenger, { headers });
    const second = await c.call(passengerSaveCall, passenger, { headers });
    expect(first.body.resultCode).toBe('0');
    expect(second.body).toEqual(first.body);
    expect(second.res.headers['idempotent-replay']).toBe('true');

    // A new server process on the same database still knows the first answer.
    const restarted = await buildApp({ config: loadConfig({ NODE_ENV: 'test', SERVE_WEB: '0' }), database: t.database, clock: t.clock });
    const res = await restarted.inject({
      method: 'POST',
      url: '/api/member/passenger/save',
      payload: passenger,
      headers: { 'content-type': 'application/json', 'x-csrf-token': c.cookies.csrf_token!, ...headers },
      cookies: c.cookies,
    });
    expect(res.json()).toEqual(first.body);
    await restarted.close();

    const list = await c.ok(passengerListCall, { pageIndex: 1, pageSize: 50 });
    expect(list.list.filter((p) => p.familyName === 'WU')).toHaveLength(1);

    const conflict = await c.call(passengerSaveCall, { ...passenger, givenName: 'LI' }, { headers });
    expect(conflict.body.resultCode).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('publishes OpenAPI generated from the contracts and a docs page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/member/passenger/save'].post.requestBody.content['application/json'].schema.properties.familyName).toBeDefined();
    expect(doc.paths['/api/bg/member/passenger/list'].post.requestBody.content['application/json'].schema.required).toContain('enterpriseId');
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect([200, 302]).toContain(docs.statusCode);
  });

  it('moves the one clock in sandbox mode and resets it', async () => {
    const c = t.anonymous();
    const before = Date.now();
    const advanced = await c.ok(clockAdvanceCall, { seconds: 86400 });
    expect(new Date(advanced.now).getTime()).toBeGreaterThanOrEqual(before + 86400_000);
    expect(t.clock.now().getTime()).toBeGreaterThanOrEqual(before + 86400_000);
    const reset = await c.ok(clockResetCall, {});
    expect(reset.offsetSeconds).toBe(0);
  });

  it('refuses the clock outside sandbox mode', async () => {
    const prod = await buildApp({ config: loadConfig({ NODE_ENV: 'production', SERVE_WEB: '0', LOG_LEVEL: 'silent' }), database: t.database, clock: t.clock });
    const res = await prod.inject({ method: 'POST', url: '/api/dev/clock/advance', payload: { seconds: 60 }, headers: { 'accept-language': 'en' } });
    expect(res.json().resultCode).toBe('SANDBOX_ONLY');
    expect(t.clock.offsetSeconds).toBe(0);
    await prod.close();
  });
});

describe('concurrent writes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('runs a write once when requests with the same Idempotency-Key race', async () => {
    const c = await t.login('manager');
    const body = { ...passenger, familyName: 'RACE', certificateList: [{ certType: 2, certNo: 'RACE0001' }] };
    const results = await Promise.all([1, 2, 3, 4].map(() => c.call(passengerSaveCall, body, { headers: { 'idempotency-key': 'race-key' } })));
    const codes = results.map((r) => r.body.resultCode);
    expect(codes.every((code) => code === '0' || code === 'REQUEST_IN_PROGRESS')).toBe(true);
    const ids = new Set(results.filter((r) => r.body.resultCode === '0').map((r) => (r.body.data as { passengerId: string }).passengerId));
    expect(ids.size).toBe(1);
    const list = await c.ok(passengerListCall, { pageIndex: 1, pageSize: 50 });
    expect(list.list.filter((p) => p.familyName === 'RACE')).toHaveLength(1);
  });

  it('keeps one certificate on one passenger when two different saves race', async () => {
    const c = await t.login('notr');
    const results = await Promise.all(
      ['ONE', 'TWO', 'THREE'].map((givenName) => c.call(passengerSaveCall, { ...passenger, familyName: 'SAME', givenName, certificateList: [{ certType: 2, certNo: 'SAME0001' }] })),
    );
    expect(results.filter((r) => r.body.resultCode === '0')).toHaveLength(1);
    expect(results.filter((r) => r.body.resultCode === 'DUPLICATE_CERTIFICATE')).toHaveLength(2);
    const list = await c.ok(passengerListCall, { pageIndex: 1, pageSize: 50 });
    expect(list.list.filter((p) => p.familyName === 'SAME')).toHaveLength(1);
  });
});
