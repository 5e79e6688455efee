// Loaded into the benchmarked server with `node --import` when BENCH_SQL_COUNT is set (PostgreSQL runs; see
// sql-count.mjs): counts the SQL statements the server sends through node-postgres, by statement text, with the time
// each took (from the call to its answer), and the pool's connection checkouts: how long a caller waited for a
// connection and how long it kept it. On SIGUSR2 it writes the totals so far to BENCH_SQL_COUNT_FILE; the harness
// takes the difference around a run. The server's own code is untouched: pg's Client#query and Pool#connect are
// wrapped, on the very module the server imports (resolved from the server's entry, BENCH_SQL_COUNT_FROM).
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const file = process.env.BENCH_SQL_COUNT_FILE;
const from = process.env.BENCH_SQL_COUNT_FROM;
if (file && from) {
  const pg = createRequire(from)('pg');
  const statements = new Map(); // text → { n, ms }
  const pool = { checkouts: 0, waitMs: 0, holdMs: 0, waitedOver1ms: 0 };
  let dumps = 0;

  const textOf = (config) => {
    const text = typeof config === 'string' ? config : (config?.text ?? '');
    return text.replace(/\s+/g, ' ').trim().slice(0, 400);
  };
  const count = (text, ms) => {
    const s = statements.get(text);
    if (s) {
      s.n++;
      s.ms += ms;
    } else statements.set(text, { n: 1, ms });
  };

  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (config, values, callback) {
    const text = textOf(config);
    const t0 = performance.now();
    // Callback style (pg-pool's pool.query): wrap the callback; promise style (drizzle): wrap the promise.
    const cbIndex = typeof callback === 'function' ? 2 : typeof values === 'function' ? 1 : -1;
    if (cbIndex >= 0) {
      const args = [config, values, callback];
      const cb = args[cbIndex];
      args[cbIndex] = function (...a) {
        count(text, performance.now() - t0);
        return cb.apply(this, a);
      };
      return query.apply(this, args.slice(0, cbIndex + 1));
    }
    const result = query.call(this, config, values);
    if (result && typeof result.then === 'function') {
      result.then(
        () => count(text, performance.now() - t0),
        () => count(text, performance.now() - t0),
      );
    } else count(text, 0);
    return result;
  };

  const held = (client) => {
    const t1 = performance.now();
    const release = client.release;
    client.release = function (...a) {
      pool.holdMs += performance.now() - t1;
      client.release = release;
      return release.apply(this, a);
    };
  };
  const connect = pg.Pool.prototype.connect;
  pg.Pool.prototype.connect = function (cb) {
    const t0 = performance.now();
    const checkedOut = (client) => {
      const wait = performance.now() - t0;
      pool.checkouts++;
      pool.waitMs += wait;
      if (wait > 1) pool.waitedOver1ms++;
      held(client);
    };
    if (typeof cb === 'function') {
      return connect.call(this, (err, client, done) => {
        if (!err && client) checkedOut(client);
        return cb(err, client, client ? (...a) => client.release(...a) : done);
      });
    }
    return connect.call(this).then((client) => {
      checkedOut(client);
      return client;
    });
  };

  process.on('SIGUSR2', () => {
    dumps++;
    const list = [...statements].map(([text, s]) => ({ text, n: s.n, ms: Math.round(s.ms * 1000) / 1000 }));
    writeFileSync(file, JSON.stringify({ dumps, pool, statements: list }));
  });
}
