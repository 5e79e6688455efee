import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { CallDef, CallInput, CallOutput } from '@travel/contracts/platform/define-call';
import { callUrl } from '@travel/contracts/platform/define-call';
import type { Envelope } from '@travel/contracts/platform/envelope';
import { buildApp, type Seams } from '../app';
import { seedDemo } from '../demo/seed-demo';
import { loadReferenceData } from '../modules/common/reference-loader';
import { Clock } from '../platform/clock';
import { loadConfig, type Config } from '../platform/config';
import type { Database } from '../platform/db/database';
import { ensureRailNetwork } from '../suppliers/rail/network-store';
import { loadRailConfig } from '../suppliers/rail/rail-config';
import { createRailSandbox } from '../suppliers/rail/rail-sandbox';
import { ensureDemoRailAccounts } from '../suppliers/rail/rail-accounts';
import { loadBookingConfig } from '../modules/train/booking-service';
import { createTestDatabase } from './test-database';
import type { HotelSupplier } from '../modules/hotel/hotel-port';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: Clock;
  config: Config;
  close(): Promise<void>;
  /** Logs a demo (or factory-made) account in and returns a client that carries its cookies and CSRF token. */
  login(userName: string, password?: string): Promise<TestClient>;
  /** A client with no session. */
  anonymous(): TestClient;
}

export interface CallOptions {
  headers?: Record<string, string>;
  bg?: boolean;
  lang?: string;
}

export interface TestClient {
  /** Calls by contract; answers the raw response and its parsed envelope. */
  call<D extends CallDef>(def: D, body: CallInput<D> | Record<string, unknown>, opts?: CallOptions): Promise<{ res: LightMyRequestResponse; body: Envelope<CallOutput<D>> }>;
  /** Calls and expects success; returns data. */
  ok<D extends CallDef>(def: D, body: CallInput<D> | Record<string, unknown>, opts?: CallOptions): Promise<CallOutput<D>>;
  post(url: string, body: unknown, opts?: CallOptions): Promise<{ res: LightMyRequestResponse; body: Envelope }>;
  cookies: Record<string, string>;
}

export async function createTestApp(opts: { seed?: boolean; env?: Record<string, string>; rail?: boolean; seams?: Partial<Seams>; hotels?: (deps: { clock: Clock; db: Database['db'] }) => HotelSupplier } = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const clock = new Clock();
  await loadReferenceData(database.db);
  // The rail network costs a second or two to generate: only the train module's tests ask for it.
  if (opts.rail) await ensureRailNetwork(database.db);
  // The sandbox railway's demo accounts (railtest01, ...), as boot stores them.
  await ensureDemoRailAccounts(database.db, clock.now());
  if (opts.seed !== false) await seedDemo(database.db, clock.now());
  const config = loadConfig({ NODE_ENV: 'test', SERVE_WEB: '0', ...opts.env });
  // Tests run at any hour: the railway's nightly close applies only where a test asks for it (RAIL_NIGHT_CLOSED).
  const rail = createRailSandbox({ clock, db: database.db, config: loadRailConfig({ RAIL_NIGHT_CLOSED: 'off', ...opts.env }) });
  const app = await buildApp({ config, database, clock, suppliers: { rail, ...(opts.hotels ? { hotels: opts.hotels({ clock, db: database.db }) } : {}) }, trainConfig: loadBookingConfig({ ...opts.env }), seams: opts.seams });
  await app.ready();

  const client = (cookies: Record<string, string>): TestClient => {
    const post = async (url: string, body: unknown, o: CallOptions = {}) => {
      const res = await app.inject({
        method: 'POST',
        url,
        payload: body as object,
        headers: {
          'content-type': 'application/json',
          'accept-language': o.lang ?? 'en',
          ...(cookies.csrf_token ? { 'x-csrf-token': cookies.csrf_token } : {}),
          ...o.headers,
        },
        cookies,
      });
      for (const c of res.cookies as Array<{ name: string; value: string }>) {
        if (c.value === '') delete cookies[c.name];
        else cookies[c.name] = c.value;
      }
      // A file call's success is the file (read it from res.rawPayload); everything else answers an envelope.
      const json = String(res.headers['content-type'] ?? '').startsWith('application/json');
      return { res, body: (json ? res.json() : null) as Envelope };
    };
    const self: TestClient = {
      cookies,
      post,
      call: (def, body, o = {}) => post(callUrl(def, o.bg), body, o) as never,
      ok: async (def, body, o = {}) => {
        const { res, body: env } = await post(callUrl(def, o.bg), body, o);
        if (res.statusCode !== 200 || env.resultCode !== '0') {
          throw new Error(`${def.service}/${def.path} failed: ${res.statusCode} ${JSON.stringify(env)}`);
        }
        return env.data as never;
      },
    };
    return self;
  };

  return {
    app,
    database,
    clock,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
    anonymous: () => client({}),
    login: async (userName, password = 'Passw0rd!') => {
      const c = client({});
      const { res, body } = await c.post('/api/auth/login', { userName, password });
      if (body.resultCode !== '0') throw new Error(`login ${userName} failed: ${res.statusCode} ${JSON.stringify(body)}`);
      return c;
    },
  };
}
