import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Client as PgClient, ClientConfig } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, dropDatabase } from './support/database';
import { freePort, repoRoot, serverEntry, waitForHealth } from './support/server';

const pg = createRequire(join(repoRoot, 'apps', 'server', 'package.json'))('pg') as { Client: new (c: ClientConfig) => PgClient };

interface Envelope<T = unknown> {
  resultCode: string;
  description: string;
  data: T;
}

/** A logged-in API client over fetch, with the session and CSRF cookies. */
async function login(baseUrl: string, userName: string) {
  const res = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userName, password: 'Passw0rd!' }) });
  const cookies = Object.fromEntries(res.headers.getSetCookie().map((c) => c.split(';')[0]!.split('=') as [string, string]));
  const cookie = Object.entries(cookies).map(([k, v]) => `${k}=${v}`).join('; ');
  return async <T>(path: string, body: unknown): Promise<Envelope<T>> => {
    const r = await fetch(`${baseUrl}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': cookies.csrf_token!, 'accept-language': 'en' },
      body: JSON.stringify(body),
    });
    return (await r.json()) as Envelope<T>;
  };
}

// SIGKILL mid-load needs a server process of its own on a PostgreSQL database; PGlite runs inside that process.
describe.skipIf(!process.env.DATABASE_URL)('train bookings survive a killed server (PostgreSQL)', () => {
  let port: number;
  let baseUrl: string;
  let database: { url: string; adminUrl: string; name: string };
  let server: ChildProcess | null = null;
  let output = '';

  const start = async () => {
    output = '';
    server = spawn(process.execPath, [serverEntry], {
      cwd: repoRoot,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'development', SANDBOX: '1', DATABASE_URL: database.url, WORKERS: '1', RAIL_NIGHT_CLOSED: 'off' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-20_000)));
    server.stderr?.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-20_000)));
    await waitForHealth(baseUrl, server, () => output);
  };
  const kill = async (signal: NodeJS.Signals) => {
    if (!server || server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((r) => server!.once('exit', r));
    server.kill(signal);
    await exited;
  };
  const sql = async <T>(text: string): Promise<T[]> => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return (await client.query(text)).rows as T[];
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    const name = `crash_${randomBytes(6).toString('hex')}`;
    database = { ...(await createDatabase(process.env.DATABASE_URL!, name)), name };
    await start();
  });
  afterAll(async () => {
    await kill('SIGTERM');
    if (database) await dropDatabase(database.adminUrl, database.name);
  });

  it('loses no acknowledged order, and every held seat belongs to a live order or returns to sale at its deadline', async () => {
    let call = await login(baseUrl, 'employee');
    const { data: range } = await call<{ today: string; saleDateList: string[] }>('train-app/train/date_range/query', {});
    const search = await call<{ itineraryList: { tripList: { trainNo: string; departureDate: string; fromStation: { stationCode: string }; toStation: { stationCode: string } }[] }[] }>(
      'train-app/train/search/first_trip',
      { passengerList: [{ passengerType: 'ADT' }], departureDate: range.saleDateList[3], departure: { type: 'CITY', code: '北京' }, arrival: { type: 'CITY', code: '上海' }, searchMode: 'DIRECT', pageSize: 40 },
    );
    const trips = search.data.itineraryList.map((i) => i.tripList[0]!);
    expect(trips.length).toBeGreaterThan(10);

    // 16 clients book one passenger after another on the Beijing–Shanghai trains until the server dies.
    const acknowledged: string[] = [];
    let n = 0;
    let stop = false;
    const client = async () => {
      while (!stop) {
        const i = n++;
        const trip = trips[i % trips.length]!;
        try {
          const answer = await call<{ orderId: string }>('train-app/train/book/submit', {
            tripList: [{ tripIndex: 1, trainNo: trip.trainNo, departureDate: trip.departureDate, fromStationCode: trip.fromStation.stationCode, toStationCode: trip.toStation.stationCode, seatClass: 'SECOND' }],
            passengerList: [{ source: 'CUSTOMER', familyName: 'CRASH', givenName: `T${i}`, birthday: '1984-04-04', gender: 'M', idType: 'PASSPORT', idNumber: `K${String(2000000 + i)}`, placeOfIssue: 'CN', idExpiredDate: '2034-01-01' }],
            contact: { name: 'CRASH', mobile: '13800007777', email: 'crash@example.com' },
            serviceProviderId: 'SP-RAIL-1',
            travelType: 'PRIVATE',
            ignoreDuplicate: true,
          });
          if (answer.resultCode === '0') acknowledged.push(answer.data.orderId);
        } catch {
          // the connection died with the server: that booking was never acknowledged
        }
      }
    };
    const clients = Array.from({ length: 16 }, client);
    // Kill it in the middle of the load, once some bookings were acknowledged (however slow the machine is today).
    const deadline = Date.now() + 60_000;
    while (acknowledged.length < 20 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await kill('SIGKILL');
    stop = true;
    await Promise.all(clients);
    expect(acknowledged.length).toBeGreaterThan(5);

    await start();
    call = await login(baseUrl, 'employee');
    // Every acknowledged order is there, waiting for payment.
    for (const orderId of acknowledged) {
      const detail = await call<{ orderBaseInfo: { bookOrderStatus: string } }>('train-app/train/order/detail', { orderId });
      expect(detail.resultCode, orderId).toBe('0');
      expect(detail.data.orderBaseInfo.bookOrderStatus).toBe('WAIT_PAY');
    }
    // Every seat the railway holds belongs to a live order, or to a booking the kill caught between its hold and its
    // commit: its workflow log is still RUNNING, and the recovery job gives the seat back once the lease passes.
    const orphans = await sql<{ id: string }>(
      `SELECT h.id FROM sandbox.rail_holds h LEFT JOIN train_orders o ON o.id = h.order_ref
        WHERE h.status = 'HELD' AND (o.id IS NULL OR o.status <> 'WAIT_PAY')
          AND NOT EXISTS (SELECT 1 FROM commerce_workflows w WHERE w.id = 'book:' || h.order_ref AND w.status = 'RUNNING')`,
    );
    expect(orphans).toEqual([]);
    const held = (await sql<{ held: number }>(`SELECT count(*)::int AS held FROM sandbox.rail_holds WHERE status = 'HELD'`))[0]!.held;
    expect(held).toBeGreaterThanOrEqual(acknowledged.length);

    // Past the payment deadline the restarted server's jobs cancel them all, and every seat returns to sale.
    const admin = await login(baseUrl, 'admin');
    expect((await admin('dev/clock/advance', { seconds: 31 * 60 })).resultCode).toBe('0');
    await expect
      .poll(async () => (await sql<{ held: number }>(`SELECT count(*)::int AS held FROM sandbox.rail_holds WHERE status = 'HELD'`))[0]!.held, { timeout: 20_000 })
      .toBe(0);
    const sold = (await sql<{ sold: number }>(`SELECT count(*)::int AS sold FROM sandbox.rail_seats WHERE mask <> 0`))[0]!.sold;
    expect(sold).toBe(0);
    // No booking is left half-way: each committed, or its holds were undone.
    expect((await sql<{ running: number }>(`SELECT count(*)::int AS running FROM commerce_workflows WHERE status = 'RUNNING'`))[0]!.running).toBe(0);
    for (const orderId of acknowledged.slice(0, 5)) {
      expect((await call<{ orderBaseInfo: { bookOrderStatus: string } }>('train-app/train/order/detail', { orderId })).data.orderBaseInfo.bookOrderStatus).toBe('CANCELED');
    }
  }, 240_000);
});
