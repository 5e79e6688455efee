import { boot } from './boot';
import { loadConfig } from './platform/config';
import { drainCalls } from './platform/http/register-calls';
import { JobRunner } from './platform/jobs/job-runner';

const config = loadConfig();
const { app, database, clock } = await boot(config);
const jobs = new JobRunner(database.db, clock, app.jobHandlers, app.log);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await jobs.stop();
  await drainCalls();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
jobs.start();
app.log.info(
  { database: database.kind, dataDir: config.databaseUrl ? undefined : config.dataDir, sandbox: config.sandbox },
  `travel platform on http://localhost:${config.port} (API docs at /api/docs)`,
);
