import type { Db } from './database';

const built = new WeakMap<object, Map<string, unknown>>();

/**
 * A statement built once per database handle and prepared under `name` on each connection: on hot read paths drizzle's
 * query building and PostgreSQL's parsing cost more than the query. Names must be unique across the server.
 */
export function preparedOn<T>(db: Db, name: string, build: (db: Db, name: string) => T): T {
  let byName = built.get(db);
  if (!byName) {
    byName = new Map();
    built.set(db, byName);
  }
  let statement = byName.get(name) as T | undefined;
  if (!statement) {
    statement = build(db, name);
    byName.set(name, statement);
  }
  return statement;
}
