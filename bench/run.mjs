#!/usr/bin/env node
// Benchmark harness: starts the built server on a throw-away database, runs the scenarios of
// bench/scenarios.mjs with autocannon, prints a table and writes bench/results/<timestamp>.json.
//
//   npm run bench                      build, then every scenario
//   npm run bench -- login             only `login` (plus the healthz ceiling, always measured)
//   node bench/run.mjs member          every scenario named member/... (server already built)
//
// Environment: BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 10), BENCH_WARMUP (s, default 1),
// DATABASE_URL (a PostgreSQL server: a fresh database is created on it and dropped at the end; else PGlite),
// BENCH_CPU_PROF (a folder: the server runs with --cpu-prof and writes its profile there on exit), BENCH_SQL_COUNT (1:
// on PostgreSQL, count the server's SQL statements per request).
import { dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { requestOf, login, send } from './api-client.mjs';
import { callSafely, checkerOf, describeAnswer } from './answer-check.mjs';
import { prepareDatabase } from './bench-database.mjs';
import { loadRun, stopCurrentRun } from './load-run.mjs';
import { startActivitySampler } from './pg-activity.mjs';
import { cpuBetween, cpuSnapshot } from './process-cpu.mjs';
import { addCeilingShares, gitInfo, machineInfo, printReport, rowOf, writeResults } from './report.mjs';
import { CEILING, DEMO_PASSWORD, scenarios } from './scenarios.mjs';
import { describeExit, startServer, summarizeLogLine } from './server-process.mjs';
import { sqlBetween, sqlCounter } from './sql-count.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = join(root, 'apps/server/dist/main.js');
const resultsDir = join(root, 'bench/results');

const log = (msg) => console.error(`[bench] ${msg}`);

function numberFromEnv(name, fallback, { min, integer = false }) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || (integer && !Number.isInteger(value))) {
    throw new UsageError(`${name}=${raw} is not ${integer ? 'an integer' : 'a number'} >= ${min}`);
  }
  return value;
}

class UsageError extends Error {}
class Interrupted extends Error {}

/** The scenarios named on the command line (exact name, or a group prefix before '/'), ceiling first. */
function selectScenarios(args) {
  const names = args.filter((a) => !a.startsWith('-'));
  if (names.length === 0) return [...scenarios];
  const matches = (s, n) => s.name === n || s.name.startsWith(`${n.replace(/\/$/, '')}/`);
  const unknown = names.filter((n) => !scenarios.some((s) => matches(s, n)));
  if (unknown.length) {
    throw new UsageError(`no scenario named ${unknown.join(', ')}; known: ${scenarios.map((s) => s.name).join(', ')}`);
  }
  return scenarios.filter((s) => s.name === CEILING || names.some((n) => matches(s, n)));
}

async function main() {
  const names = new Set();
  for (const s of scenarios) {
    if (names.has(s.name)) throw new UsageError(`two scenarios are named ${s.name}`);
    names.add(s.name);
  }
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    console.log(`usage: node bench/run.mjs [scenario|group ...]\nscenarios: ${scenarios.map((s) => s.name).join(', ')}`);
    return 0;
  }
  const settings = {
    durationSeconds: numberFromEnv('BENCH_DURATION', 10, { min: 1, integer: true }),
    connections: numberFromEnv('BENCH_CONNECTIONS', 10, { min: 1, integer: true }),
    warmupSeconds: numberFromEnv('BENCH_WARMUP', 1, { min: 0, integer: true }),
    // The server's own default when unset: one per core on PostgreSQL, always one on PGlite.
    workers: process.env.BENCH_SQL_COUNT && process.env.BENCH_SQL_COUNT !== '0' ? '1 (BENCH_SQL_COUNT)' : (process.env.WORKERS ?? 'default'),
  };
  const selected = selectScenarios(process.argv.slice(2));
  const startedAt = new Date().toISOString();
  const machine = machineInfo();
  const git = gitInfo(root);

  let aborted = null;
  let database = null;
  let server = null;
  const onSignal = (signal) => {
    if (aborted) {
      // Second Ctrl-C: leave now, say what is left behind.
      server?.child.kill('SIGKILL');
      log(`interrupted twice; not cleaned up: ${database?.label ?? 'nothing'}`);
      process.exit(130);
    }
    aborted = signal;
    log(`${signal}: stopping (again to leave without cleaning up)`);
    stopCurrentRun();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  const checkAborted = () => {
    if (aborted) throw new Interrupted(`interrupted by ${aborted}`);
  };

  let report = null;
  let sql = null;
  /** The database checks of the scenarios' mixes, run once the server has stopped: [{ row, verify }]. */
  const verifications = [];
  let lastRunStartedAt = null;
  let failed = false;
  let interrupted = false;
  try {
    database = await prepareDatabase(process.env.DATABASE_URL);
    log(`database: ${database.label}`);
    checkAborted();
    log('starting the server (first start migrates and loads reference + demo data)…');
    // BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it exits (bench/cpu-profile.mjs reads it).
    const cpuProfDir = process.env.BENCH_CPU_PROF ? resolve(process.env.BENCH_CPU_PROF) : null;
    // BENCH_SQL_COUNT=1: the server counts its SQL statements (node-postgres only, so PostgreSQL runs).
    if (process.env.BENCH_SQL_COUNT && process.env.BENCH_SQL_COUNT !== '0') {
      if (database.kind === 'postgres') sql = sqlCounter(serverEntry);
      else log('BENCH_SQL_COUNT: statements are counted on PostgreSQL only (DATABASE_URL); not on this PGlite run');
    }
    server = await startServer({
      entry: serverEntry,
      cwd: root,
      // The statement counts are one process's (its SIGUSR2 dump): counting runs one worker.
      env: { ...database.env, LOG_LEVEL: 'warn', LOGIN_MAX_FAILURES: '1000000', ...(sql ? { ...sql.env, WORKERS: '1' } : {}) },
      nodeArgs: [...(cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : []), ...(sql?.nodeArgs ?? [])],
    });
    if (cpuProfDir) log(`the server writes a CPU profile into ${cpuProfDir} when it stops (profiling slows it down: figures of this run are not comparable)`);
    log(`server up at ${server.baseUrl} after ${(server.startupMs / 1000).toFixed(1)} s (healthz: database ${server.health?.database ?? '?'})`);

    const sessions = new Map();
    for (const userName of new Set(selected.map((s) => s.session).filter(Boolean))) {
      checkAborted();
      sessions.set(userName, await login(server.baseUrl, userName === true ? 'employee' : userName, DEMO_PASSWORD));
    }

    const rows = [];
    const mixCache = new Map();
    for (const scenario of selected) {
      checkAborted();
      const session = scenario.session ? sessions.get(scenario.session) : null;
      // A scenario with a request mix builds it against the server first (its own warm-up too).
      let mix = null;
      if (scenario.prepare) {
        log(`${scenario.name}: preparing its request mix…`);
        mix = await scenario.prepare({ baseUrl: server.baseUrl, session, cache: mixCache });
        log(`${scenario.name}: ${summarizeMix(mix.info)}`);
        checkAborted();
      }
      const request = requestOf(scenario, session, mix);

      // One request by hand first: a wrong answer is then explained even if the load run is noisy.
      const sample = await send(server.baseUrl, request);
      request.onAnswer?.(request.tag, sample.status, sample.json);
      const sampleOk = checkerOf(scenario)(sample.status, sample.text).ok;
      const preflight = { ok: sampleOk, answer: describeAnswer(sample.status, sample.json, sample.text) };
      if (!sampleOk) log(`${scenario.name}: the sample request got a wrong answer: ${preflight.answer}`);
      // The text checks used under load must agree with the full ones on the sample.
      if (sampleOk && scenario.rawCheck && !callSafely(scenario.rawCheck, sample.status, sample.text)) {
        preflight.ok = false;
        preflight.answer = `the scenario's rawCheck refuses an answer its check accepts: ${preflight.answer}`;
      } else if (sampleOk && scenario.rawEmpty && callSafely(scenario.rawEmpty, sample.text) !== callSafely(scenario.empty, sample.json)) {
        preflight.ok = false;
        preflight.answer = `the scenario's rawEmpty and empty disagree on the sample answer: ${preflight.answer}`;
      }
      if (!preflight.ok && sampleOk) log(`${scenario.name}: ${preflight.answer}`);

      // autocannon drops its sockets when the time is up, but the server still finishes the requests
      // in flight: wait for them (about the slowest latency seen) so they do not load the next run.
      // CPU time of the server, PostgreSQL and this harness is read around the load itself (not the drain).
      // On PostgreSQL the measured run also samples what the database sessions do, and with BENCH_SQL_COUNT counts the
      // server's statements (both read outside the CPU window, so they do not weigh on the CPU columns).
      const run = async (duration, measured) => {
        const activity = measured && database.kind === 'postgres' ? startActivitySampler(database.env.DATABASE_URL) : null;
        const sqlBefore = measured && sql ? await sql.snapshot(server.child.pid) : null;
        const before = cpuSnapshot(server.child.pid, database.kind === 'postgres');
        const result = await loadRun({ baseUrl: server.baseUrl, scenario, request, duration, connections: settings.connections });
        const cpu = cpuBetween(before, cpuSnapshot(server.child.pid, database.kind === 'postgres'), result.requests.total);
        const sqlAfter = sqlBefore ? await sql.snapshot(server.child.pid) : null;
        const dbActivity = activity ? await activity.stop() : null;
        await sleep(Math.min(10_000, Math.ceil(result.latency.max || 0) + 250));
        return { ...result, cpu, sql: sqlBetween(sqlBefore, sqlAfter, result.requests.total), dbActivity };
      };
      log(`${scenario.name}: ${settings.warmupSeconds ? `${settings.warmupSeconds} s warm-up + ` : ''}${settings.durationSeconds} s…`);
      if (settings.warmupSeconds > 0) await run(settings.warmupSeconds, false);
      checkAborted();
      const logLinesBefore = server.logLineCount;
      lastRunStartedAt = performance.now();
      const result = await run(settings.durationSeconds, true);
      checkAborted();
      if (server.exited()) {
        throw new Error(`the server died during ${scenario.name} (${describeExit(server.exit)}); its last output:\n${server.logTail(30)}`);
      }
      const row = rowOf(scenario, request, result, preflight, mix?.info);
      row.serverLogLines = server.logLineCount - logLinesBefore;
      if (row.serverLogLines > 0) row.problems.push(`the server logged ${row.serverLogLines} line(s) at warn or above during the run`);
      rows.push(row);
      if (mix?.verify) verifications.push({ row, verify: mix.verify });
    }
    addCeilingShares(rows, CEILING);
    report = {
      startedAt,
      finishedAt: new Date().toISOString(),
      machine,
      git,
      database: { kind: database.kind, reported: server.health?.database ?? null, label: database.label },
      settings,
      serverStartupSeconds: Math.round(server.startupMs / 100) / 10,
      scenarios: rows,
    };
  } catch (err) {
    failed = true;
    interrupted = err instanceof Interrupted;
    console.error(`\n[bench] ${interrupted ? err.message : `failed: ${err?.stack ?? err}`}`);
  } finally {
    if (server) {
      const logLinesBeforeStop = server.logLineCount;
      const stopAt = performance.now();
      const how = await server.stop();
      if (process.env.BENCH_CPU_PROF && lastRunStartedAt !== null) {
        const seconds = Math.ceil((stopAt - lastRunStartedAt) / 1000);
        log(`CPU profile in ${resolve(process.env.BENCH_CPU_PROF)}; the last measured run started ${seconds} s before the server was stopped:`);
        log(`  node bench/cpu-profile.mjs ${resolve(process.env.BENCH_CPU_PROF)}/<file>.cpuprofile --last ${seconds}`);
      }
      const shutdownLogLines = server.logLineCount - logLinesBeforeStop;
      // On Ctrl-C in a terminal the server gets the SIGINT too and has already shut down by itself.
      const stoppedByCtrlC = interrupted && how.alreadyExited && how.code === 0;
      if (!how.graceful && !stoppedByCtrlC) {
        failed = true;
        log(
          how.timedOut
            ? 'the server did not exit within 15 s of SIGTERM and was killed'
            : how.alreadyExited
              ? `the server had already exited (${describeExit(how)})`
              : `the server ended with ${describeExit(how)} after SIGTERM (expected exit code 0)`,
        );
      }
      if (report) {
        report.serverShutdown = { ...how, logLinesDuringShutdown: shutdownLogLines };
        report.serverLog = { linesAtWarnOrAbove: server.logLineCount, last: server.logLines.slice(-20).map((l) => summarizeLogLine(l, 1000)) };
      }
      if (shutdownLogLines > 0) failed = true;
      if (server.logLineCount > 0) {
        log(
          `the server logged ${server.logLineCount} line(s) at warn or above (${shutdownLogLines} while shutting down); the last ones:\n` +
            server.logTail(10),
        );
      }
    }
    // The checks on the database (e.g. train/book's oversell check), once the server has stopped: no request is still
    // being answered, and PGlite can be opened by this process.
    if (report && verifications.length > 0) {
      let conn = null;
      try {
        conn = await database.connect();
        for (const { row, verify } of verifications) {
          log(`${row.name}: checking the database…`);
          try {
            row.verification = await verify({ query: conn.query, kind: database.kind });
          } catch (err) {
            row.verification = { ok: false, summary: `the check failed to run: ${err.message}`, problems: [err.message] };
          }
          if (!row.verification.ok) {
            row.flagged = true;
            row.problems.push(`database check: ${row.verification.summary}`);
          }
        }
      } catch (err) {
        failed = true;
        log(`could not open the database for the checks: ${err.message}`);
      } finally {
        await conn?.close().catch(() => {});
      }
    }
    sql?.dispose();
    if (database) {
      await database.dispose().then(
        () => log(`cleaned up ${database.kind === 'postgres' ? 'the database' : 'the temp folder'}`),
        (err) => {
          failed = true;
          log(`could not clean up ${database.label}: ${err.message}`);
        },
      );
    }
  }

  if (report) {
    printReport({ rows: report.scenarios, machine, database: database.label, settings, git });
    const file = await writeResults(resultsDir, report);
    console.log(`\nresults: ${file}`);
  }
  if (interrupted) return 130;
  if (failed) return 1;
  return report?.scenarios.some((r) => r.flagged) ? 1 : 0;
}

function summarizeMix(info) {
  if (!info) return 'mix ready';
  return Object.entries(info)
    .filter(([, v]) => typeof v !== 'object')
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err) => {
    console.error(`[bench] ${err instanceof UsageError ? err.message : (err?.stack ?? err)}`);
    process.exitCode = 2;
  },
);
