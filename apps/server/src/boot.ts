import { mkdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { seedDemo } from './demo/seed-demo';
import { loadReferenceData } from './modules/common/reference-loader';
import { Clock } from './platform/clock';
import type { Config } from './platform/config';
import { openDatabase, type Database } from './platform/db/database';
import { loadClockOffset } from './platform/settings/clock-store';
import { scheduleHousekeeping } from './suppliers/rail/housekeeping';
import { scheduleHotelHousekeeping } from './suppliers/hotel/housekeeping';
import { scheduleWorkflowRecovery } from './modules/commerce/workflow-recovery';
import { ensureRailNetwork } from './suppliers/rail/network-store';
import { ensureDemoRailAccounts } from './suppliers/rail/rail-accounts';

export interface Booted {
  app: FastifyInstance;
  database: Database;
  clock: Clock;
}

const open = (config: Config) => {
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  return openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir });
};

/** Migrates and loads reference data, the rail network, the recurring jobs and (unless `seed` is false) the demo data. */
async function prepare(database: Database, clock: Clock, seed: boolean): Promise<void> {
  await database.migrate();
  await loadClockOffset(database.db, clock);
  await loadReferenceData(database.db);
  await ensureRailNetwork(database.db);
  await ensureDemoRailAccounts(database.db, clock.now());
  await scheduleHousekeeping(database.db, clock);
  await scheduleHotelHousekeeping(database.db, clock);
  // Bookings a crash left between their supplier holds and their commit are undone by this sweep.
  await scheduleWorkflowRecovery(database.db, clock);
  if (seed) await seedDemo(database.db, clock.now());
}

/** What the primary of several processes does once, before it forks the workers. */
export async function prepareDatabase(config: Config): Promise<void> {
  const database = await open(config);
  try {
    await prepare(database, new Clock(), true);
  } finally {
    await database.close();
  }
}

/**
 * Opens the database and builds the app; unless `prepared` (a worker whose primary did it), first migrates and loads
 * reference and demo data on first start.
 */
export async function boot(config: Config, opts: { seed?: boolean; prepared?: boolean } = {}): Promise<Booted> {
  const database = await open(config);
  const clock = new Clock();
  if (opts.prepared) await loadClockOffset(database.db, clock);
  else await prepare(database, clock, opts.seed !== false);
  const app = await buildApp({ config, database, clock });
  return { app, database, clock };
}
