import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths';

/** A database handle or a transaction on it: services take this and never care which. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Parameterless, possibly multi-statement SQL (used by migrations of jobs and by tests). */
  exec(sql: string): Promise<void>;
  /** Parameterised single statement returning rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… runs on a PostgreSQL server; absent runs the embedded PGlite. */
  url?: string;
  /** PGlite's folder; absent keeps PGlite in memory (tests). */
  dataDir?: string;
  poolSize?: number;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 });
    // An idle connection the server drops (restart, failover, a dropped test database) must not crash the process;
    // the pool replaces it on the next checkout.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool) as unknown as Db;
    return {
      kind: 'postgres',
      db,
      exec: async (sql) => {
        await pool.query(sql);
      },
      query: async (sql, params) => (await pool.query(sql, params as unknown[])).rows,
      migrate: async () => {
        // Several processes may start at once: one migrates, the others wait on the lock.
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock(727001)');
          await migratePg(drizzlePg(client), { migrationsFolder: migrationsDir });
        } finally {
          await client.query('SELECT pg_advisory_unlock(727001)').catch(() => undefined);
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const client = opts.dataDir ? new PGlite(opts.dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    exec: async (sql) => {
      await client.exec(sql);
    },
    query: async (sql, params) => (await client.query(sql, params as unknown[])).rows as never,
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: migrationsDir }),
    close: () => client.close(),
  };
}
