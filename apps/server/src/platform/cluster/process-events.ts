import { randomUUID } from 'node:crypto';

/** What one server process tells the others: state kept per process that another process changed. */
export type ProcessEvent =
  | { kind: 'clock'; offsetSeconds: number }
  | { kind: 'session-forget'; sessionId: string }
  | { kind: 'member-forget'; memberId: string }
  /** An entry of a `ForgettingCache` another process changed the source of. */
  | { kind: 'forget'; cache: string; key: string }
  /** The listener reconnected and may have missed events: drop what could be stale. */
  | { kind: 'resync' };

export const PROCESS_EVENTS_CHANNEL = 'travel_process_events';

/** `remote`: the event came from another process (a process's own events are delivered to it as it publishes them). */
type Handler = (event: ProcessEvent, remote: boolean) => void;

/**
 * The process's event bus. `publish` applies an event here at once, then (when a notifier is set: several processes on
 * one PostgreSQL) sends it through PostgreSQL's NOTIFY to every other process, whose listener hands it to `receive`.
 */
export class ProcessEvents {
  private readonly handlers = new Set<Handler>();
  private notifier: ((payload: string) => Promise<void>) | null = null;
  /** Tells this process's own notifications apart from the others'. */
  readonly origin = randomUUID();

  on(handler: Handler): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  useNotifier(notifier: ((payload: string) => Promise<void>) | null): void {
    this.notifier = notifier;
  }

  async publish(event: ProcessEvent): Promise<void> {
    this.deliver(event);
    if (this.notifier) await this.notifier(JSON.stringify({ origin: this.origin, event }));
  }

  /** A notification's payload from the listener; this process's own are already applied. */
  receive(payload: string): void {
    let parsed: { origin?: string; event?: ProcessEvent };
    try {
      parsed = JSON.parse(payload) as typeof parsed;
    } catch {
      return;
    }
    if (parsed.origin === this.origin || !parsed.event) return;
    this.deliver(parsed.event, true);
  }

  deliver(event: ProcessEvent, remote = false): void {
    for (const handler of this.handlers) handler(event, remote);
  }
}

/** The one bus of this process (as the session cache is the one cache of this process). */
export const processEvents = new ProcessEvents();
