// SQL statements per request (BENCH_SQL_COUNT=1, PostgreSQL runs): the server runs with sql-count-preload.mjs, which
// counts what it sends through node-postgres; the harness asks it for its totals (SIGUSR2) before and after a run and
// divides the difference by the answers. Statements of requests in flight at either end are counted in the run they
// were sent in, so the figures are exact only up to ~connections requests of a run.
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const preload = fileURLToPath(new URL('./sql-count-preload.mjs', import.meta.url));

/** The node arguments and environment that make the server count, and a reader of its totals. */
export function sqlCounter(serverEntry) {
  const file = join(tmpdir(), `travel-bench-sql-${process.pid}-${Date.now()}.json`);
  let dumps = 0;
  return {
    nodeArgs: ['--import', preload],
    env: { BENCH_SQL_COUNT_FILE: file, BENCH_SQL_COUNT_FROM: serverEntry },
    /** The server's totals now (null if it does not answer within 3 s). */
    async snapshot(pid) {
      const want = ++dumps;
      try {
        process.kill(pid, 'SIGUSR2');
      } catch {
        return null; // the server is gone: the harness reports that
      }
      for (const started = Date.now(); Date.now() - started < 3000; ) {
        await sleep(5);
        try {
          const data = JSON.parse(readFileSync(file, 'utf8'));
          if (data.dumps >= want) {
            dumps = data.dumps;
            return data;
          }
        } catch {
          /* not written yet, or half written */
        }
      }
      return null;
    },
    dispose() {
      rmSync(file, { force: true });
    },
  };
}

/** Per answer: statements, pool checkouts, wait and hold per checkout, and the statements by text, most frequent first. */
export function sqlBetween(before, after, answers) {
  if (!before || !after || answers === 0) return null;
  const was = new Map(before.statements.map((s) => [s.text, s]));
  const list = after.statements
    .map((s) => {
      const b = was.get(s.text) ?? { n: 0, ms: 0 };
      return { text: s.text, n: s.n - b.n, ms: s.ms - b.ms };
    })
    .filter((s) => s.n > 0)
    .sort((a, b) => b.n - a.n || b.ms - a.ms);
  const total = list.reduce((sum, s) => sum + s.n, 0);
  const checkouts = after.pool.checkouts - before.pool.checkouts;
  return {
    statementsPerRequest: round(total / answers, 2),
    statementMsPerRequest: round(list.reduce((sum, s) => sum + s.ms, 0) / answers, 2),
    pool: {
      checkoutsPerRequest: round(checkouts / answers, 2),
      waitMsPerCheckout: checkouts ? round((after.pool.waitMs - before.pool.waitMs) / checkouts, 2) : null,
      holdMsPerCheckout: checkouts ? round((after.pool.holdMs - before.pool.holdMs) / checkouts, 2) : null,
      shareWaitedOver1ms: checkouts ? round((after.pool.waitedOver1ms - before.pool.waitedOver1ms) / checkouts, 3) : null,
    },
    statements: list.slice(0, 40).map((s) => ({ perRequest: round(s.n / answers, 3), meanMs: round(s.ms / s.n, 2), text: s.text })),
  };
}

function round(value, digits) {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
