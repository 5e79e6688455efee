import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import type { Client as PgClient, ClientConfig } from 'pg';

// `pg` is the server's dependency; load it from there rather than adding it to the root.
const requireFromServer = createRequire(resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..', 'apps', 'server', 'package.json'));
const pg = requireFromServer('pg') as { Client: new (config: ClientConfig) => PgClient };

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function connect(url: string): Promise<PgClient> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/**
 * Creates an empty database on DATABASE_URL's server. It connects to the database the URL names, or to `postgres`
 * when that one does not exist, and returns the new database's URL and the URL used to administer it.
 */
export async function createDatabase(baseUrl: string, name: string): Promise<{ url: string; adminUrl: string }> {
  let adminUrl = baseUrl;
  let client: PgClient;
  try {
    client = await connect(adminUrl);
  } catch {
    adminUrl = withDatabase(baseUrl, 'postgres');
    client = await connect(adminUrl);
  }
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  return { url: withDatabase(baseUrl, name), adminUrl };
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const client = await connect(adminUrl);
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
