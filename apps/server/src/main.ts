import cluster from 'node:cluster';
import pino from 'pino';
import { boot, prepareDatabase } from './boot';
import { runPrimary } from './platform/cluster/primary';
import { workerCount } from './platform/cluster/worker-count';
import { loadConfig } from './platform/config';
import { serveProcess } from './serve-process';

const config = loadConfig();
const workers = workerCount(process.env, Boolean(config.databaseUrl));

if (workers > 1 && cluster.isPrimary) {
  // Migrations, reference and demo data once, before any worker serves.
  await prepareDatabase(config);
  runPrimary(workers, pino({ level: config.logLevel, base: { role: 'primary' } }));
} else {
  await serveProcess(config, await boot(config, { prepared: cluster.isWorker }), { workers });
}
