// One phase of an in-process phase benchmark (train-search-phases.ts, train-book-phases.ts): `count` calls one at a
// time, timed, with this process's CPU and (on PostgreSQL) the database's CPU per call, printed as one table row.
import { loadReferenceData } from '../apps/server/src/modules/common/reference-loader';
import { Clock } from '../apps/server/src/platform/clock';
import { openDatabase } from '../apps/server/src/platform/db/database';
import { ensureRailNetwork } from '../apps/server/src/suppliers/rail/network-store';
import { createRailSandbox } from '../apps/server/src/suppliers/rail/rail-sandbox';
import { prepareDatabase } from './bench-database.mjs';
import { cpuBetween, cpuSnapshot } from './process-cpu.mjs';

export const avg = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);

export function phaseHeader(pg: boolean, per: string): string {
  return `\n  mean ms    p50 ms    p99 ms   CPU ms${pg ? '  db CPU ms' : ''}  phase (CPU: this process's CPU time per ${per}${pg ? ", db: all postgres processes'" : ''}, mean)`;
}

export async function timePhase(name: string, count: number, pg: boolean, run: (i: number) => Promise<unknown> | unknown): Promise<void> {
  const times: number[] = [];
  const before = cpuSnapshot(process.pid, pg);
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    await run(i);
    times.push(performance.now() - t0);
  }
  const cpu = process.cpuUsage(cpu0);
  const cpuMs = (cpu.user + cpu.system) / 1000 / count;
  const dbMs = pg ? cpuBetween(before, cpuSnapshot(process.pid, true), count).postgresMsPerRequest : null;
  times.sort((x, y) => x - y);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  console.log(`${avg(times).toFixed(3).padStart(9)} ${at(0.5).toFixed(3).padStart(9)} ${at(0.99).toFixed(3).padStart(9)} ${cpuMs.toFixed(3).padStart(8)}${pg ? (dbMs ?? 0).toFixed(3).padStart(11) : ''}  ${name}`);
}

/** A fresh database (PGlite folder or PostgreSQL database) with reference data, the rail network and a sandbox on it. */
export async function openRailBench() {
  const target = await prepareDatabase(process.env.DATABASE_URL);
  const pg = target.kind === 'postgres';
  const database = await openDatabase(pg ? { url: target.env.DATABASE_URL } : { dataDir: target.env.DATA_DIR });
  console.error(`[phases] ${target.label}: migrating, loading reference data, generating the rail network…`);
  await database.migrate();
  await loadReferenceData(database.db);
  await ensureRailNetwork(database.db);
  const clock = new Clock();
  const rail = createRailSandbox({ clock, db: database.db });
  const net = await rail.network();
  return { target, pg, database, db: database.db, clock, rail, net };
}
