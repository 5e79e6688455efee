import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appErrorData, type AppErrorCode } from '@travel/contracts/app-errors';
import { loginCall } from '@travel/contracts/auth/login';
import { companyConfigSaveCall, companyDetailCall } from '@travel/contracts/member/company';
import type { Envelope } from '@travel/contracts/platform/envelope';
import { ErrorCode } from '@travel/contracts/platform/error-codes';
import { bookingCheckCall } from '@travel/contracts/policy/control';
import { PolicyError } from '@travel/contracts/policy/errors';
import { TrainError } from '@travel/contracts/train/errors';
import { preSearchVerifyCall } from '@travel/contracts/train/search';
import { defineCall } from '@travel/contracts/platform/define-call';
import { createTestApp, type TestApp, type TestClient } from '../test/test-app';
import { Clock } from './clock';
import { loadConfig } from './config';
import { AppError, errorDataMismatch } from './errors';
import { handle } from './http/handler';
import { registerCalls } from './http/register-calls';

/** The envelope's data parsed by its code's schema: the test fails on a code without one or data of another shape. */
function expectDataFitsCode(body: Envelope, code: AppErrorCode) {
  expect(body.resultCode).toBe(code);
  const parsed = appErrorData[code].safeParse(body.data);
  expect(parsed.success, parsed.success ? '' : z.prettifyError(parsed.error)).toBe(true);
}

describe('error data on the wire fits its code’s schema', () => {
  let t: TestApp;
  let employee: TestClient;
  let manager: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    employee = await t.login('employee');
    manager = await t.login('manager');
  });
  afterAll(async () => t.close());

  it('PARAM_ERROR carries its issues', async () => {
    const { body } = await employee.call(bookingCheckCall, { candidate: { product: 'TRAIN' } });
    expectDataFitsCode(body, ErrorCode.PARAM_ERROR);
    expect((body.data as unknown as { issues: unknown[] }).issues.length).toBeGreaterThan(0);
  });

  it('432002021 and 432002029 carry the control result', async () => {
    const reason = await employee.call(bookingCheckCall, { candidate: { product: 'TRAIN', seatClass: 'FIRST', price: 93300 } });
    expectDataFitsCode(reason.body, PolicyError.SELECT_REASON);

    const { config } = await manager.ok(companyDetailCall, {});
    await manager.ok(companyConfigSaveCall, { ...config, hotelControl: { ...config.hotelControl, travelRuleViolationControl: 1 } });
    const hotel = { product: 'HOTEL', cityId: '156310000', nightlyPrices: [{ date: '2025-04-01', amount: 70000 }] };
    const denied = await employee.call(bookingCheckCall, { candidate: hotel, reasonCode: 'H01' });
    expectDataFitsCode(denied.body, PolicyError.EXCEEDING_STANDARD);
    expect(denied.body.data).not.toBeNull();
    await manager.ok(companyConfigSaveCall, config);
  });

  it('ItrainTrading.1518 carries the regrouped travellers', async () => {
    const { body } = await employee.call(preSearchVerifyCall, { passengerList: [{ passengerType: 'TEEN', age: 45 }] });
    expectDataFitsCode(body, TrainError.PASSENGER_TYPE_MISMATCH);
  });

  it('TOO_MANY_REQUESTS carries retryAfterSeconds', async () => {
    for (let i = 0; i < 5; i++) await t.anonymous().call(loginCall, { userName: 'admin', password: `wrong-${i}` });
    const { body } = await t.anonymous().call(loginCall, { userName: 'admin', password: 'wrong' });
    expectDataFitsCode(body, ErrorCode.TOO_MANY_REQUESTS);
  });
});

describe('AppError', () => {
  it('is typed by its code: undeclared codes and data of another shape do not compile', () => {
    // A literal of a declared code compiles as its constant does; data a code does not carry is optional.
    expect(new AppError('420011006').data).toBeNull();
    expect(new AppError(TrainError.TICKET_DEPARTED, {}, { ticketId: 't1' }).data).toEqual({ ticketId: 't1' });
    // @ts-expect-error not a declared code
    expect(() => new AppError('NO_SUCH_CODE')).not.toThrow();
    // @ts-expect-error TRAIN_TICKET_DEPARTED needs its ticketId
    expect(new AppError(TrainError.TICKET_DEPARTED).data).toBeNull();
    // @ts-expect-error data of another shape
    expect(new AppError(TrainError.TICKET_DEPARTED, {}, { orderId: 'o1' }).data).toEqual({ orderId: 'o1' });
  });

  it('names what breaks the schema', () => {
    expect(errorDataMismatch(new AppError(TrainError.TICKET_DEPARTED, {}, { ticketId: 't1' }))).toBeNull();
    expect(errorDataMismatch(new AppError(TrainError.TICKET_DEPARTED, {}, { ticketId: 1 } as never))).toContain('TRAIN_TICKET_DEPARTED: ticketId');
    expect(errorDataMismatch(new AppError('NO_SUCH_CODE' as AppErrorCode))).toContain('not a declared error code');
  });
});

describe('a refusal whose data breaks its schema', () => {
  const def = defineCall({ service: 'test', path: 'refuse', summary: 'refuses', input: z.object({}), output: z.object({}), auth: 'public' });
  const binding = handle(def, async () => {
    throw new AppError(TrainError.TICKET_DEPARTED, {}, { ticket: 't1' } as never);
  });
  const appWith = async (env: Record<string, string>): Promise<FastifyInstance> => {
    const app = Fastify();
    await app.register(fastifyCookie);
    app.addHook('onRequest', async (req) => {
      req.locale = 'en';
    });
    registerCalls(app, [binding], { db: null as never, clock: new Clock(), config: loadConfig(env), resolveSession: async () => null, checkTenant: async () => false });
    return app;
  };
  const call = async (app: FastifyInstance) => {
    const res = await app.inject({ method: 'POST', url: '/api/test/refuse', payload: {} });
    return { status: res.statusCode, body: res.json() as Envelope };
  };

  it('fails the call in tests, as a broken output contract does', async () => {
    const app = await appWith({ NODE_ENV: 'test' });
    expect(await call(app)).toMatchObject({ status: 500, body: { resultCode: ErrorCode.SYSTEM_BUSY } });
    await app.close();
  });

  it('still goes out in production (and is logged)', async () => {
    const app = await appWith({ NODE_ENV: 'production' });
    expect(await call(app)).toMatchObject({ status: 200, body: { resultCode: TrainError.TICKET_DEPARTED, data: { ticket: 't1' } } });
    await app.close();
  });
});
