// What the server's PostgreSQL sessions are doing during a run (PostgreSQL runs only): pg_stat_activity of the bench
// database sampled every 100 ms from a connection of its own, averaged per state — executing on CPU, executing but
// waiting (a lock, the WAL flush of a commit, I/O…), idle in transaction (waiting for the server's next statement:
// the time a transaction spends in JavaScript and on the way), idle (in the pool). Costs PostgreSQL ~10 small
// queries a second.
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

export function startActivitySampler(url, { everyMs = 100 } = {}) {
  const client = new pg.Client({ connectionString: url });
  const sessions = new Map();
  let samples = 0;
  let stopped = false;
  let failure = null;
  const loop = (async () => {
    await client.connect();
    while (!stopped) {
      const { rows } = await client.query(
        `SELECT state, wait_event_type, wait_event FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
      );
      samples++;
      for (const r of rows) {
        const key = r.state === 'active' ? (r.wait_event ? `active, waiting on ${r.wait_event_type}:${r.wait_event}` : 'active on CPU') : (r.state ?? 'unknown');
        sessions.set(key, (sessions.get(key) ?? 0) + 1);
      }
      await sleep(everyMs);
    }
  })().catch((err) => {
    failure = err.message;
  });
  return {
    /** Mean number of sessions per state over the samples, largest first. */
    async stop() {
      stopped = true;
      await loop;
      await client.end().catch(() => {});
      const mean = Object.fromEntries(
        [...sessions].sort((a, b) => b[1] - a[1]).map(([k, n]) => [k, samples ? Math.round((n / samples) * 100) / 100 : 0]),
      );
      return { samples, everyMs, meanSessions: mean, ...(failure ? { failure } : {}) };
    },
  };
}
