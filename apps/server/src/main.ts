import { boot } from './boot';
import { loadConfig } from './platform/config';
import { drainCalls } from './platform/http/register-calls';

const config = loadConfig();
const { app, database } = await boot(config);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await drainCalls();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  { database: database.kind, dataDir: config.databaseUrl ? undefined : config.dataDir, sandbox: config.sandbox },
  `travel platform on http://localhost:${config.port} (API docs at /api/docs)`,
);
