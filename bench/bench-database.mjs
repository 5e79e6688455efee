// The database the benchmarked server runs on: a fresh PGlite folder, or a fresh database on the
// PostgreSQL server named by DATABASE_URL. Either way it is thrown away by `dispose()`.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * @returns {Promise<{ kind: string, label: string, env: Record<string, string>, connect(), dispose(): Promise<void> }>}
 *   `env` is merged into the server's environment; `connect()` opens the database for queries ({ query, close }).
 */
export async function prepareDatabase(databaseUrl) {
  return databaseUrl ? freshPostgresDatabase(databaseUrl) : freshPgliteFolder();
}

async function freshPgliteFolder() {
  const dataDir = await mkdtemp(join(tmpdir(), 'travel-bench-'));
  return {
    kind: 'pglite',
    label: `PGlite (embedded, temp folder ${dataDir})`,
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    /** Queries on the server's database, for checks after the server stopped (PGlite allows one process at a time). */
    async connect() {
      const { PGlite } = await import('@electric-sql/pglite');
      const db = new PGlite(dataDir);
      await db.waitReady;
      return { query: async (text, params) => (await db.query(text, params)).rows, close: () => db.close() };
    },
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
}

async function freshPostgresDatabase(serverUrl) {
  const name = `bench_${randomBytes(6).toString('hex')}`;
  const url = new URL(serverUrl);
  const where = `${url.hostname}:${url.port || 5432}`;

  let version = '?';
  await withAdmin(serverUrl, async (admin) => {
    version = (await admin.query('SHOW server_version')).rows[0].server_version;
    await admin.query(`CREATE DATABASE "${name}"`);
  });

  url.pathname = `/${name}`;
  // PGlite's folder is not used, but keep the server from creating ./.data in the caller's directory.
  const dataDir = await mkdtemp(join(tmpdir(), 'travel-bench-'));
  return {
    kind: 'postgres',
    label: `PostgreSQL ${version} (fresh database ${name} on ${where})`,
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    /** Queries on the server's database (checks after a run). */
    async connect() {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      return { query: async (text, params) => (await client.query(text, params)).rows, close: () => client.end() };
    },
    async dispose() {
      await rm(dataDir, { recursive: true, force: true });
      await withAdmin(serverUrl, async (admin) => {
        try {
          await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`); // PostgreSQL 13+
        } catch (err) {
          if (err?.code !== '42601') throw err; // syntax error: older server without WITH (FORCE)
          await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
          await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
        }
      });
    },
  };
}

async function withAdmin(serverUrl, fn) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end().catch(() => {});
  }
}
