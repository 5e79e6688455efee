import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { createDatabase, dropDatabase } from './database';
import { freePort, repoRoot, serverEntry, waitForHealth, webIndex } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * Starts the built server (`npm run build` first) on a free port with a fresh database: a new PGlite folder, or a
 * new database on DATABASE_URL's PostgreSQL server (dropped afterwards). Tests read the address with inject('baseUrl').
 */
export default async function setup(project: TestProject) {
  for (const [file, what] of [
    [serverEntry, 'the server'],
    [webIndex, 'the web app'],
  ] as const) {
    if (!existsSync(file)) throw new Error(`${what} is not built (${file} is missing): run \`npm run build\` first`);
  }

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    // Every address, so that a test can open the product from the machine's network address as a colleague would.
    HOST: '0.0.0.0',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    NODE_ENV: 'development',
    SANDBOX: '1',
    // One process: a flow that moves the test clock acts at once, and another worker hears of the move a moment later.
    // Several workers are proven by cluster-workers.e2e.ts.
    WORKERS: process.env.E2E_WORKERS ?? '1',
    // Flows run at any hour: the railway's nightly close (night orders) would turn every booking made then into one.
    RAIL_NIGHT_CLOSED: process.env.RAIL_NIGHT_CLOSED ?? 'off',
  };
  let dataDir: string | null = null;
  let database: { adminUrl: string; name: string } | null = null;
  if (process.env.DATABASE_URL) {
    const name = `e2e_${randomBytes(6).toString('hex')}`;
    const created = await createDatabase(process.env.DATABASE_URL, name);
    database = { adminUrl: created.adminUrl, name };
    env.DATABASE_URL = created.url;
  } else {
    dataDir = mkdtempSync(join(tmpdir(), 'travel-e2e-'));
    env.DATA_DIR = dataDir;
    delete env.DATABASE_URL;
  }

  let output = '';
  const server = spawn(process.execPath, [serverEntry], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);

  const teardown = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (database) await dropDatabase(database.adminUrl, database.name);
  };

  try {
    await waitForHealth(baseUrl, server, () => output);
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  return teardown;
}
