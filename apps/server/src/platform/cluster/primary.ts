import cluster, { type Worker } from 'node:cluster';

interface Log {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * The primary of a several-process server: it forks `count` workers, which share the listening port (the primary hands
 * each new connection to the next worker), forks a new one for a worker that dies, and on SIGTERM/SIGINT stops them
 * all and exits when they have.
 */
export function runPrimary(count: number, log: Log): void {
  let closing = false;
  const live = new Set<Worker>();
  const fork = () => live.add(cluster.fork());
  cluster.on('exit', (worker: Worker, code, signal) => {
    live.delete(worker);
    if (closing) {
      if (live.size === 0) process.exit(0);
      return;
    }
    log.error({ pid: worker.process.pid, code, signal }, 'worker died; starting another');
    fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'stopping the workers');
    if (live.size === 0) process.exit(0);
    for (const worker of live) worker.process.kill('SIGTERM');
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  for (let i = 0; i < count; i += 1) fork();
}
