import type { RailSupplier } from './rail-port';
import type { LegRef } from './search-engine';

/** The transfer connections a search keeps, found from timetables alone: their keys in order and every leg they use. */
export interface ChosenTransfers {
  keys: readonly string[];
  legs: readonly LegRef[];
}

const MAX_ENTRIES = 500;
const caches = new WeakMap<RailSupplier, Map<string, Promise<ChosenTransfers>>>();

/**
 * The chosen transfers of a (from, to, date, cap, fastest direct) search, found once per railway and process: they
 * depend only on the timetable, which does not change while the server runs, so a repeated search only reads the
 * legs' seats again. The least recently used entry goes first; a failed search is not kept.
 */
export function cachedTransfers(rail: RailSupplier, key: string, find: () => Promise<ChosenTransfers>): Promise<ChosenTransfers> {
  let cache = caches.get(rail);
  if (!cache) {
    cache = new Map();
    caches.set(rail, cache);
  }
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const found = find();
  cache.set(key, found);
  found.catch(() => cache.delete(key));
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return found;
}
