import cluster from 'node:cluster';
import type { Booted } from './boot';
import { listenForProcessEvents } from './platform/cluster/pg-listen';
import { processEvents } from './platform/cluster/process-events';
import type { Config } from './platform/config';
import { drainCalls } from './platform/http/register-calls';
import { JobRunner } from './platform/jobs/job-runner';
import { loadClockOffset } from './platform/settings/clock-store';

/** One serving process: listens, runs due jobs, hears the other processes' events, and stops cleanly on a signal. */
export async function serveProcess(config: Config, { app, database, clock }: Booted, { workers }: { workers: number }) {
  const jobs = new JobRunner(database.db, clock, app.jobHandlers, app.log);
  // A process moved the test clock, or a reconnected listener may have missed a move: the offset is read again from the
  // database, one read after another, so moves on two workers at once cannot leave an older one last (the events of
  // two moves may arrive in either order; the database has the latest).
  let reading = Promise.resolve();
  processEvents.on((event, remote) => {
    // This process's own move is set already, from its own update's answer.
    if ((event.kind === 'clock' && remote) || event.kind === 'resync') reading = reading.then(() => loadClockOffset(database.db, clock)).catch(() => undefined);
  });
  const listener = config.databaseUrl ? listenForProcessEvents(config.databaseUrl, database, processEvents, app.log) : null;
  await listener?.ready;

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await jobs.stop();
    await drainCalls();
    await listener?.stop();
    await database.close();
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // The primary is gone (killed): a worker must not outlive it.
  if (cluster.isWorker) process.on('disconnect', () => void shutdown('disconnect'));

  await app.listen({ port: config.port, host: config.host });
  jobs.start();
  if (cluster.isWorker && cluster.worker?.id !== 1) return;
  app.log.info(
    { database: database.kind, dataDir: config.databaseUrl ? undefined : config.dataDir, sandbox: config.sandbox, workers },
    `travel platform on http://localhost:${config.port} (API docs at /api/docs)`,
  );
}
