import pg from 'pg';
import { PROCESS_EVENTS_CHANNEL, type ProcessEvents } from './process-events';

interface Log {
  warn(obj: object, msg: string): void;
}

/**
 * Listens on PostgreSQL for the other processes' events (one connection of its own) and makes `events.publish` send
 * through `pool`. A lost connection is opened again; events sent meanwhile are lost, so a `resync` is delivered then.
 */
export function listenForProcessEvents(url: string, pool: { query(sql: string, params: unknown[]): Promise<unknown> }, events: ProcessEvents, log: Log) {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;

  const connect = async (reconnecting: boolean) => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (msg) => {
      if (msg.channel === PROCESS_EVENTS_CHANNEL && msg.payload) events.receive(msg.payload);
    });
    next.on('error', (err) => {
      log.warn({ err }, 'process events: listener connection lost');
      void next.end().catch(() => undefined);
      if (client === next) client = null;
      schedule();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${PROCESS_EVENTS_CHANNEL}`);
    } catch (err) {
      log.warn({ err }, 'process events: cannot listen, trying again');
      void next.end().catch(() => undefined);
      schedule();
      return;
    }
    if (stopped) return void next.end().catch(() => undefined);
    client = next;
    if (reconnecting) events.deliver({ kind: 'resync' });
  };
  const schedule = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect(true);
    }, 1000);
  };

  events.useNotifier(async (payload) => {
    await pool.query('select pg_notify($1, $2)', [PROCESS_EVENTS_CHANNEL, payload]);
  });
  return {
    ready: connect(false),
    async stop() {
      stopped = true;
      events.useNotifier(null);
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
