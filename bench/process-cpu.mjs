// CPU time used by the server process, by the PostgreSQL server processes and by this harness (autocannon) during a
// run, from /proc (Linux; elsewhere the figures are null). Divided by the answers, it says what one request costs
// each of them — which, on a machine as small as the benchmark's, is what limits req/s once the CPUs are busy.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';

let ticksPerSecond = null;
function clockTicks() {
  if (ticksPerSecond === null) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** utime + stime of one process in ms, and its command name; null when it cannot be read. */
function processCpu(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces: the fields after it are split from the last ')'.
    const close = stat.lastIndexOf(')');
    const comm = stat.slice(stat.indexOf('(') + 1, close);
    const fields = stat.slice(close + 2).split(' ');
    // Fields 14 and 15 of stat (utime, stime) are at 11 and 12 after the state field (field 3).
    return { comm, ppid: Number(fields[1]), ms: ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks() };
  } catch {
    return null;
  }
}

/** The server's CPU ms: its process and, when it runs several (WORKERS), its worker processes. */
function serverTreeCpu(pid) {
  const own = processCpu(pid);
  if (!own) return null;
  let total = own.ms;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const p = processCpu(name);
    if (p?.ppid === Number(pid)) total += p.ms;
  }
  return total;
}

/** The CPU ms of every process named `postgres` on the machine (backends, walwriter, checkpointer …). */
function postgresCpu() {
  let total = 0;
  let found = false;
  let entries;
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  for (const name of entries) {
    if (!/^\d+$/.test(name)) continue;
    const p = processCpu(name);
    if (p?.comm === 'postgres') {
      total += p.ms;
      found = true;
    }
  }
  return found ? total : null;
}

/** A reading to subtract from a later one. `withPostgres` reads the postgres processes too (a PostgreSQL run). */
export function cpuSnapshot(serverPid, withPostgres) {
  const usage = process.cpuUsage();
  return {
    at: performance.now(),
    server: serverTreeCpu(serverPid),
    postgres: withPostgres ? postgresCpu() : null,
    bench: (usage.user + usage.system) / 1000,
  };
}

/** CPU ms per answer of the server, PostgreSQL and the harness between two snapshots, and the cores each kept busy. */
export function cpuBetween(before, after, answers) {
  const per = (key) => (before[key] === null || after[key] === null || answers === 0 ? null : round((after[key] - before[key]) / answers, 3));
  const cores = (key) => (before[key] === null || after[key] === null ? null : round((after[key] - before[key]) / (after.at - before.at), 2));
  return {
    serverMsPerRequest: per('server'),
    postgresMsPerRequest: per('postgres'),
    benchMsPerRequest: per('bench'),
    serverCores: cores('server'),
    postgresCores: cores('postgres'),
    benchCores: cores('bench'),
  };
}

function round(value, digits) {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
