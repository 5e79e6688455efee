import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, dropDatabase } from './support/database';
import { freePort, repoRoot, serverEntry, waitForHealth } from './support/server';

interface Answer {
  status: number;
  json: Record<string, unknown> & { data?: Record<string, unknown>; resultCode?: string };
  cookies: string[];
}

/** One kept-alive connection, so every call of this client reaches the same worker process. */
function pinnedClient(port: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const send = (method: string, path: string, headers: Record<string, string> = {}, body?: unknown) =>
    new Promise<Answer>((ok, fail) => {
      const text = body === undefined ? undefined : JSON.stringify(body);
      const req = request({ host: '127.0.0.1', port, method, path, agent, headers: { ...(text ? { 'content-type': 'application/json' } : {}), ...headers } }, (res) => {
        let raw = '';
        res.on('data', (c: Buffer) => (raw += c.toString()));
        res.on('end', () => ok({ status: res.statusCode ?? 0, json: raw ? JSON.parse(raw) : {}, cookies: res.headers['set-cookie'] ?? [] }));
      });
      req.on('error', fail);
      req.end(text);
    });
  return {
    send,
    pid: async () => Number((await send('GET', '/healthz')).json.pid),
    time: async () => Date.parse(String((await send('GET', '/healthz')).json.time)),
    close: () => agent.destroy(),
  };
}
type Client = ReturnType<typeof pinnedClient>;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

// Several server processes need PostgreSQL (PGlite is a database inside one process and always runs one).
describe.skipIf(!process.env.DATABASE_URL)('a server of two worker processes on one PostgreSQL', () => {
  let port: number;
  let server: ChildProcess;
  let output = '';
  let database: { url: string; adminUrl: string; name: string };
  const clients: Client[] = [];

  /**
   * Clients until two answer from different workers (the primary hands new connections out in turn, to the workers
   * listening: the server answers once its first worker does, and a busy machine starts the second a while later).
   */
  async function twoWorkers(): Promise<[Client, Client]> {
    const byPid = new Map<number, Client>();
    await until('two workers answering', async () => {
      const client = pinnedClient(port);
      clients.push(client);
      const pid = await client.pid();
      if (!byPid.has(pid)) byPid.set(pid, client);
      return byPid.size === 2 ? true : undefined;
    }, 90_000);
    return [...byPid.values()] as [Client, Client];
  }

  beforeAll(async () => {
    port = await freePort();
    const name = `workers_${randomBytes(6).toString('hex')}`;
    database = { ...(await createDatabase(process.env.DATABASE_URL!, name)), name };
    server = spawn(process.execPath, [serverEntry], {
      cwd: repoRoot,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'development', SANDBOX: '1', DATABASE_URL: database.url, WORKERS: '2' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-20_000)));
    server.stderr?.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-20_000)));
    await waitForHealth(`http://127.0.0.1:${port}`, server, () => output);
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    if (server && server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    if (database) await dropDatabase(database.adminUrl, database.name);
  });

  it('a logout on one worker ends the session on the other, which had it cached', async () => {
    const [a, b] = await twoWorkers();
    const login = await a.send('POST', '/api/auth/login', {}, { userName: 'employee', password: 'Passw0rd!' });
    expect(login.json.resultCode).toBe('0');
    const cookies = Object.fromEntries(login.cookies.map((c) => c.split(';')[0]!.split('=') as [string, string]));
    const headers = { cookie: Object.entries(cookies).map(([k, v]) => `${k}=${v}`).join('; '), 'x-csrf-token': cookies.csrf_token! };

    // Worker b resolves the session and keeps it (the session cache trusts it for 30 s without the database).
    const before = await b.send('POST', '/api/member/user/detail', headers, {});
    expect(before.json.resultCode).toBe('0');
    const loggedOutAt = Date.now();
    expect((await a.send('POST', '/api/auth/logout', headers, {})).json.resultCode).toBe('0');

    const refused = await until('worker b to refuse the session', async () => {
      const answer = await b.send('POST', '/api/member/user/detail', headers, {});
      return answer.json.resultCode === '0' ? undefined : answer;
    });
    expect(refused.json.resultCode).toBe('NOT_LOGIN');
    // Well within the cache's 30 s: worker b forgot the session because worker a told it, not because its entry aged.
    expect(Date.now() - loggedOutAt).toBeLessThan(15_000);
  });

  it('the test clock moved on one worker is the clock of the other', async () => {
    const [a, b] = await twoWorkers();
    const start = await b.time();
    const moved = await a.send('POST', '/api/dev/clock/advance', {}, { seconds: 86_400 });
    expect(moved.json.resultCode).toBe('0');
    await until('worker b to read the moved clock', async () => ((await b.time()) >= start + 86_400_000 ? true : undefined));
    // Two advances on different workers at once both count (the offset is added in the database).
    await Promise.all([a.send('POST', '/api/dev/clock/advance', {}, { seconds: 3600 }), b.send('POST', '/api/dev/clock/advance', {}, { seconds: 3600 })]);
    for (const client of [a, b]) {
      await until('both advances on every worker', async () => ((await client.time()) >= start + 86_400_000 + 7_200_000 ? true : undefined));
    }
    expect((await a.send('POST', '/api/dev/clock/reset', {}, {})).json.resultCode).toBe('0');
    for (const client of [a, b]) await until('the reset on every worker', async () => ((await client.time()) < start + 3_600_000 ? true : undefined));
  });

  it('a worker that dies is replaced, and the server answers throughout', async () => {
    const [a, b] = await twoWorkers();
    const dead = await b.pid();
    const survivor = await a.pid();
    process.kill(dead, 'SIGKILL');
    await until('the killed worker to be gone', async () => (alive(dead) ? undefined : true));
    expect((await a.send('GET', '/healthz')).status).toBe(200);
    const replacement = await until('a new worker', async () => {
      const client = pinnedClient(port);
      clients.push(client);
      const pid = await client.pid().catch(() => 0);
      return pid !== 0 && pid !== survivor && pid !== dead ? pid : undefined;
    });
    expect(alive(replacement)).toBe(true);
  });

  it('stops every worker on SIGTERM and exits cleanly', async () => {
    const [a, b] = await twoWorkers();
    const pids = [await a.pid(), await b.pid()];
    for (const client of clients) client.close();
    const exited = new Promise<number | null>((r) => server.once('exit', (code) => r(code)));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of pids) await until(`worker ${pid} to exit`, async () => (alive(pid) ? undefined : true));
  });
});
