import { availableParallelism } from 'node:os';

/**
 * How many server processes to run: `WORKERS` (default: the machine's cores) on PostgreSQL; always one on the
 * embedded PGlite, which is a database inside one process.
 */
export function workerCount(env: Record<string, string | undefined>, postgres: boolean, cores = availableParallelism()): number {
  if (!postgres) return 1;
  const asked = env.WORKERS?.trim();
  if (!asked) return Math.max(1, cores);
  const n = Number(asked);
  if (!Number.isInteger(n) || n < 1 || n > 64) throw new Error(`WORKERS: a whole number from 1 to 64, not "${asked}"`);
  return n;
}
