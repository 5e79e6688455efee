import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { runDueJobs, type JobHandlers, type JobLog } from './job-queue';

/**
 * Polls the job queue (every second by default) and runs what is due by the platform clock. One per server process;
 * processes share the queue safely because claims skip rows another process holds.
 */
export class JobRunner {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private stopped = true;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly handlers: JobHandlers,
    private readonly log: JobLog,
    private readonly intervalMs = 1000,
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule();
  }

  /** Stops polling and waits for the batch in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.tick(), this.intervalMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    this.running = runDueJobs(this.db, this.clock, this.handlers, { log: this.log }).catch((err: unknown) =>
      this.log.error({ err }, 'job poll failed'),
    );
    await this.running;
    this.running = null;
    this.schedule();
  }
}
