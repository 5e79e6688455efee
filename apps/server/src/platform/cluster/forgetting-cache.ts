import { PgTransaction } from 'drizzle-orm/pg-core';
import { processEvents, type ProcessEvents } from './process-events';

interface Entry<V> {
  value: V;
  /** The generation when its load began: a forget after that makes it stale, even if the load ended later. */
  loadedAt: number;
  freshUntil: number;
}

/**
 * Per-process copies of small database reads that change rarely, keyed by a string and kept per database handle (a
 * test process may hold several). Whoever changes the source calls `forget(key)`, which drops the key here and, through
 * the process events, in every other server process; `ttlMs` of real time bounds what a lost event could cost.
 * Reads inside a transaction go to the database.
 */
export class ForgettingCache<V> {
  private readonly perDb = new WeakMap<object, Map<string, Entry<V>>>();
  /** key → the generation of its last forget (pruned once older than any live entry). */
  private readonly forgotten = new Map<string, { gen: number; at: number }>();
  private allForgottenAt = 0;
  private gen = 0;

  constructor(
    readonly name: string,
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 20_000,
    private readonly events: ProcessEvents = processEvents,
    private readonly realNow: () => number = Date.now,
  ) {
    events.on((e) => {
      if (e.kind === 'forget' && e.cache === name) this.forgetHere(e.key);
      else if (e.kind === 'resync') this.allForgottenAt = ++this.gen;
    });
  }

  async get(db: object, key: string, load: () => Promise<V>): Promise<V> {
    if (db instanceof PgTransaction) return load();
    let entries = this.perDb.get(db);
    if (!entries) {
      entries = new Map();
      this.perDb.set(db, entries);
    }
    const hit = entries.get(key);
    if (hit && this.valid(key, hit)) return hit.value;
    const loadedAt = ++this.gen;
    const value = await load();
    if (entries.size >= this.maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    const entry = { value, loadedAt, freshUntil: this.realNow() + this.ttlMs };
    if (this.valid(key, entry)) entries.set(key, entry);
    return value;
  }

  /** After a change of the key's source is committed: here at once, in the other processes a moment later. */
  async forget(key: string): Promise<void> {
    await this.events.publish({ kind: 'forget', cache: this.name, key });
  }

  private valid(key: string, entry: Entry<V>): boolean {
    if (entry.freshUntil <= this.realNow() || entry.loadedAt <= this.allForgottenAt) return false;
    const forgot = this.forgotten.get(key);
    return forgot === undefined || entry.loadedAt > forgot.gen;
  }

  private forgetHere(key: string): void {
    const now = this.realNow();
    if (this.forgotten.size >= this.maxEntries) {
      for (const [k, f] of this.forgotten) if (f.at + this.ttlMs < now) this.forgotten.delete(k);
    }
    this.forgotten.set(key, { gen: ++this.gen, at: now });
  }
}
