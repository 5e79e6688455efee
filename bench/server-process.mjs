// Starts the built server as a child process on a free port and stops it again.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

const LOG_LINES_KEPT = 400;

/** A port nobody listens on right now (the OS picks it; tiny race until the server binds it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Spawns `node [nodeArgs] <entry>` with `env` and waits until GET /healthz answers 200.
 * @returns the running server: { baseUrl, child, health, logLines, logTail(n), exited(), stop() }
 */
export async function startServer({ entry, cwd, env, nodeArgs = [], startTimeoutMs = 120_000 }) {
  if (!existsSync(entry)) throw new Error(`${entry} does not exist: build the server first (npm run build -w @travel/server)`);
  const port = await freePort();
  const host = '127.0.0.1';
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    cwd,
    // Benches book at any hour: the railway's nightly close (night orders) only when asked for.
    env: { RAIL_NIGHT_CLOSED: 'off', ...process.env, ...env, PORT: String(port), HOST: host },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  const server = {
    baseUrl: `http://${host}:${port}`,
    port,
    child,
    /** The /healthz answer once it is up (names the database kind). */
    health: null,
    /** Everything the server wrote (at LOG_LEVEL=warn: warnings and errors), the last LOG_LINES_KEPT lines. */
    logLines: [],
    logLineCount: 0,
    exit: null,
    logTail(n = 20) {
      return server.logLines.slice(-n).map(summarizeLogLine).join('\n');
    },
    exited() {
      return server.exit !== null;
    },
    stop: (timeoutMs) => stopServer(server, timeoutMs),
  };

  const collect = (stream) => {
    let partial = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop();
      for (const line of lines) if (line.trim()) keep(line);
    });
    stream.on('end', () => partial.trim() && keep(partial));
  };
  const keep = (line) => {
    server.logLineCount++;
    server.logLines.push(line);
    if (server.logLines.length > LOG_LINES_KEPT) server.logLines.shift();
  };
  collect(child.stdout);
  collect(child.stderr);

  server.exitPromise = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      server.exit = { code, signal };
      resolve(server.exit);
    });
    child.on('error', (err) => {
      server.exit = { code: null, signal: null, error: err.message };
      resolve(server.exit);
    });
  });

  const started = Date.now();
  let lastProblem = 'no answer yet';
  while (Date.now() - started < startTimeoutMs) {
    if (server.exited()) {
      throw new Error(`server exited during start-up (${describeExit(server.exit)}); its last output:\n${server.logTail(30)}`);
    }
    try {
      const res = await fetch(`${server.baseUrl}/healthz`, { signal: AbortSignal.timeout(5_000) });
      const text = await res.text();
      if (res.status === 200) {
        server.health = safeJson(text);
        server.startupMs = Date.now() - started;
        return server;
      }
      lastProblem = `HTTP ${res.status}: ${text.slice(0, 200)}`;
    } catch (err) {
      lastProblem = err.cause?.code ?? err.message;
    }
    await sleep(250);
  }
  await stopServer(server);
  throw new Error(
    `server did not answer GET /healthz with 200 within ${startTimeoutMs / 1000} s (last: ${lastProblem}); its last output:\n${server.logTail(30)}`,
  );
}

/** SIGTERM, then SIGKILL if it has not exited within `timeoutMs`. Resolves with how it ended. */
async function stopServer(server, timeoutMs = 15_000) {
  if (server.exited()) return { ...server.exit, graceful: false, alreadyExited: true };
  server.child.kill('SIGTERM');
  const ended = await Promise.race([server.exitPromise, sleep(timeoutMs).then(() => null)]);
  if (ended) return { ...ended, graceful: ended.code === 0 };
  server.child.kill('SIGKILL');
  const killed = await server.exitPromise;
  return { ...killed, graceful: false, timedOut: true };
}

export function describeExit(exit) {
  if (!exit) return 'still running';
  if (exit.error) return `could not start: ${exit.error}`;
  return exit.signal ? `killed by ${exit.signal}` : `exit code ${exit.code}`;
}

const LEVELS = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };

/** A pino JSON line shortened to `level msg: error message` (other lines just cut). */
export function summarizeLogLine(line, max = 400) {
  const entry = safeJson(line);
  if (!entry || typeof entry !== 'object') return line.slice(0, max);
  const level = LEVELS[entry.level] ?? entry.level;
  const err = entry.err?.message ? `: ${entry.err.message.replace(/\s+/g, ' ')}` : '';
  return `${level} ${entry.reqId ? `[${entry.reqId}] ` : ''}${entry.msg ?? ''}${err}`.slice(0, max);
}

function safeJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
