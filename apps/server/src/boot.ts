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

export interface Booted {
  app: FastifyInstance;
  database: Database;
  clock: Clock;
}

/** Opens the database, migrates, loads reference and demo data on first start, and builds the app. */
export async function boot(config: Config, opts: { seed?: boolean } = {}): Promise<Booted> {
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir });
  await database.migrate();
  const clock = new Clock();
  await loadClockOffset(database.db, clock);
  await loadReferenceData(database.db);
  await ensureRailNetwork(database.db);
  await scheduleHousekeeping(database.db, clock);
  await scheduleHotelHousekeeping(database.db, clock);
  // Bookings a crash left between their supplier holds and their commit are undone by this sweep.
  await scheduleWorkflowRecovery(database.db, clock);
  if (opts.seed !== false) await seedDemo(database.db, clock.now());
  const app = await buildApp({ config, database, clock });
  return { app, database, clock };
}
