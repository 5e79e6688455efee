// The printed table and the JSON file under bench/results/.
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';

export function machineInfo() {
  const cpus = os.cpus();
  return {
    cpuCount: cpus.length,
    availableParallelism: os.availableParallelism?.() ?? cpus.length,
    cpuModel: cpus[0]?.model?.trim() ?? 'unknown',
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    totalMemoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    loadAverageAtStart: os.loadavg().map((l) => Math.round(l * 100) / 100),
  };
}

/** The commit measured (and whether the tree had local changes), when git is at hand. */
export function gitInfo(cwd) {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() !== '';
    return { commit, dirty };
  } catch {
    return null;
  }
}

/** One result row from a scenario and its autocannon result. */
export function rowOf(scenario, request, result, preflight, mix = null) {
  const errors = {
    connection: result.errors - result.timeouts,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    wrong2xx: result.tally.wrong2xx,
  };
  const total = errors.connection + errors.timeouts + errors.non2xx + errors.wrong2xx;
  // Correct but empty answers (no train found), for scenarios that say what empty is.
  const answered2xx = result.requests.total - errors.non2xx - errors.wrong2xx;
  const empty = scenario.empty
    ? {
        label: scenario.emptyLabel ?? 'empty',
        count: result.tally.empty2xx,
        share: answered2xx > 0 ? round(result.tally.empty2xx / answered2xx, 4) : null,
        maxShare: scenario.maxEmptyShare ?? 0.1,
      }
    : null;
  const problems = [
    preflight && !preflight.ok ? `sample request before the run: ${preflight.answer}` : null,
    result.tally.firstNon2xx ? `first non-2xx: ${result.tally.firstNon2xx}` : null,
    result.tally.firstWrong2xx ? `first 2xx with a wrong answer: ${result.tally.firstWrong2xx}` : null,
    result.firstReqError ? `first connection error: ${result.firstReqError}` : null,
    result.requests.total === 0 ? 'no request completed' : null,
    empty && empty.share > empty.maxShare
      ? `${(empty.share * 100).toFixed(1)} % of the correct answers were ${empty.label} (more than ${(empty.maxShare * 100).toFixed(0)} %): the request mix is not what it should be`
      : null,
  ].filter(Boolean);
  return {
    name: scenario.name,
    method: request.method,
    path: request.path,
    session: scenario.session || null,
    about: scenario.about ?? null,
    requestsPerSecond: round(result.requests.average, 1),
    requestsPerSecondStddev: round(result.requests.stddev, 1),
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      average: round(result.latency.average, 2),
      max: result.latency.max,
    },
    completedRequests: result.requests.total,
    sentRequests: result.requests.sent,
    durationSeconds: result.duration,
    cpu: result.cpu ?? null,
    sql: result.sql ?? null,
    dbActivity: result.dbActivity ?? null,
    requestMix: mix ? { ...mix, firstBody: safeParse(request.body) } : null,
    emptyAnswers: empty,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count])),
    errors: { total, ...errors },
    flagged: total > 0 || problems.length > 0,
    problems,
    shareOfCeiling: null,
  };
}

export function addCeilingShares(rows, ceilingName) {
  const ceiling = rows.find((r) => r.name === ceilingName);
  for (const row of rows) {
    row.shareOfCeiling = ceiling?.requestsPerSecond > 0 ? row.requestsPerSecond / ceiling.requestsPerSecond : null;
  }
}

export function printReport({ rows, machine, database, settings, git, out = console.log }) {
  out('');
  out(
    `machine: ${machine.cpuCount} CPUs (${machine.cpuModel}), node ${machine.node}, ${machine.platform}, ` +
      `load average at start ${machine.loadAverageAtStart.join(' ')}`,
  );
  out(`database: ${database}`);
  out(
    `run: ${settings.durationSeconds} s per scenario after ${settings.warmupSeconds} s warm-up, ${settings.connections} connections, WORKERS=${settings.workers ?? 'default'}` +
      (git ? `, commit ${git.commit}${git.dirty ? ' + local changes' : ''}` : ''),
  );
  out('');
  const withDb = rows.some((r) => r.cpu?.postgresMsPerRequest != null);
  const header = ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'vs healthz', 'server CPU ms/req', ...(withDb ? ['db CPU ms/req'] : []), ''];
  const body = rows.map((r) => [
    r.name,
    formatNumber(r.requestsPerSecond, 1),
    formatLatency(r.latencyMs.p50),
    formatLatency(r.latencyMs.p99),
    String(r.errors.total),
    r.shareOfCeiling === null ? '-' : `${(r.shareOfCeiling * 100).toFixed(1)} %`,
    formatNumber(r.cpu?.serverMsPerRequest, 2),
    ...(withDb ? [formatNumber(r.cpu?.postgresMsPerRequest, 2)] : []),
    r.flagged ? '<< ERRORS' : '',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((line) => line[i].length)));
  const align = (cells) =>
    cells
      .map((c, i) => (i === 0 || i === cells.length - 1 ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  out(align(header));
  out(widths.map((w, i) => (header[i] ? '-' : ' ').repeat(w)).join('  ').trimEnd());
  for (const line of body) out(align(line));

  const withEmpty = rows.filter((r) => r.emptyAnswers);
  if (withEmpty.length) {
    out('');
    for (const r of withEmpty) {
      const e = r.emptyAnswers;
      const m = r.requestMix;
      const mix = !m
        ? ''
        : m.bodies
          ? ` (mix: ${m.bodies} bodies over ${m.pairsKept ?? m.withSecondPage ?? '?'} ${m.pairsKept ? 'city pairs' : 'searches'})`
          : m.trainDates
            ? ` (mix: ${m.sections} sections of ${m.trainDates} train-dates, ${m.trains} trains)`
            : '';
      out(`${r.name}: ${e.count} ${e.label ?? 'empty'} answers, ${e.share === null ? '-' : `${(e.share * 100).toFixed(1)} %`} of the correct ones${mix}`);
    }
  }

  const checked = rows.filter((r) => r.verification);
  if (checked.length) {
    out('');
    for (const r of checked) out(`${r.name}: database check ${r.verification.summary}`);
  }

  const withActivity = rows.filter((r) => r.dbActivity?.samples);
  if (withActivity.length) {
    out('');
    out('PostgreSQL sessions of the server during the measured run (mean over samples every 100 ms):');
    for (const r of withActivity) {
      const parts = Object.entries(r.dbActivity.meanSessions).map(([state, n]) => `${state} ${n.toFixed(1)}`);
      out(`  ${r.name}: ${parts.join(', ')}`);
    }
  }

  const withSql = rows.filter((r) => r.sql);
  if (withSql.length) {
    out('');
    out('SQL statements sent by the server (BENCH_SQL_COUNT), per answer; pool: connection checkouts, wait and hold per checkout:');
    for (const r of withSql) {
      const q = r.sql;
      out(
        `  ${r.name}: ${formatNumber(q.statementsPerRequest, 1)} statements (${formatNumber(q.statementMsPerRequest, 1)} ms waiting for their answers), ` +
          `${formatNumber(q.pool.checkoutsPerRequest, 1)} checkouts, wait ${formatNumber(q.pool.waitMsPerCheckout, 2)} ms, hold ${formatNumber(q.pool.holdMsPerCheckout, 2)} ms`,
      );
    }
    for (const r of withSql.filter((x) => x.sql.statementsPerRequest >= 5)) {
      out(`  ${r.name}, by statement (per answer, mean ms):`);
      for (const st of r.sql.statements.slice(0, 30)) {
        out(`    ${st.perRequest.toFixed(2).padStart(6)} ${st.meanMs.toFixed(2).padStart(7)}  ${st.text.slice(0, 110)}`);
      }
    }
  }

  const flagged = rows.filter((r) => r.flagged);
  if (flagged.length) {
    out('');
    for (const r of flagged) {
      const e = r.errors;
      out(
        `${r.name}: ${e.total} errors of ${r.completedRequests} answers ` +
          `(non-2xx ${e.non2xx}, 2xx failing the check ${e.wrong2xx}, connection ${e.connection}, timeouts ${e.timeouts}; ` +
          `status codes ${JSON.stringify(r.statusCodes)})`,
      );
      for (const p of r.problems) out(`  ${p}`);
    }
  }
}

export async function writeResults(dir, report) {
  await mkdir(dir, { recursive: true });
  // ISO 8601 with ':' replaced by '-', so the name is valid on every file system.
  const file = join(dir, `${report.startedAt.replace(/:/g, '-')}.json`);
  await writeFile(file, JSON.stringify(report, null, 2) + '\n');
  return file;
}

function safeParse(text) {
  try {
    return JSON.parse(text);
  } catch {
    return text ?? null;
  }
}

function round(value, digits) {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** autocannon's latency histogram holds whole milliseconds; show decimals only if there are any. */
function formatLatency(value) {
  return formatNumber(value, Number.isInteger(value) ? 0 : 2);
}

function formatNumber(value, digits) {
  if (value === undefined || value === null || Number.isNaN(value)) return '-';
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}
