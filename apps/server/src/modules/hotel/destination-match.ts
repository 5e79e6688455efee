import type { AssociationIndex } from './association-index';
import { containsHits, prefixHits } from './key-table';
import { compareHits, type Destination, type Hit } from './destination';
import { matchClass, normalise, type MatchClass } from './text-match';

export interface MatchOptions {
  size: number;
  /** only domestic (false) or only international (true) destinations; both when undefined */
  intl?: boolean;
  /** only destinations of this city */
  cityId?: string;
}

/** The best `size` hits in order, kept as they come: a short query can match tens of thousands, which are not sorted. */
function bestOf(hits: Iterable<Hit>, size: number): Destination[] {
  const top: Hit[] = [];
  for (const hit of hits) {
    if (top.length === size && compareHits(hit, top[size - 1]!) >= 0) continue;
    let lo = 0;
    let hi = top.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compareHits(top[mid]!, hit) <= 0) lo = mid + 1;
      else hi = mid;
    }
    top.splice(lo, 0, hit);
    if (top.length > size) top.pop();
  }
  return top.map((h) => h.d);
}

const allowed = (d: Destination, opts: MatchOptions) => (opts.intl === undefined || d.city.intl === opts.intl) && (opts.cityId === undefined || d.city.cityId === opts.cityId);

/** The destinations of a short list (one city's) matching what was typed, testing each name. */
export function matchDestinations(list: readonly Destination[], query: string, opts: MatchOptions): Destination[] {
  const q = normalise(query);
  if (!q) return [];
  const hits: Hit[] = [];
  for (const d of list) {
    if (!allowed(d, opts)) continue;
    const m = matchClass(d.keys, q);
    if (m !== null) hits.push({ d, m });
  }
  return bestOf(hits, opts.size);
}

/**
 * The destinations of the whole index matching what was typed, through its key table: the same answer as
 * matchDestinations over every destination. The index keeps its destinations in rank order (see byRank), so within a
 * match class the lowest positions are the best, and names containing the text are scanned only until the list is full.
 */
export function matchIndexed(index: AssociationIndex, query: string, opts: MatchOptions): Destination[] {
  const q = normalise(query);
  if (!q) return [];
  const exact: number[] = [];
  const prefix: number[] = [];
  prefixHits(index.table, q, (i, m) => (m === 0 ? exact : prefix).push(i));
  const out: number[] = [];
  const taken = new Set<number>();
  const take = (i: number) => {
    if (taken.has(i) || !allowed(index.destinations[i]!, opts)) return;
    taken.add(i);
    out.push(i);
  };
  for (const group of [exact, prefix]) {
    for (const i of Int32Array.from(group).sort()) {
      if (out.length === opts.size) break;
      take(i);
    }
  }
  if (out.length < opts.size) containsHits(index.table, q, (i) => (take(i), out.length === opts.size));
  return out.map((i) => index.destinations[i]!);
}

/**
 * matchIndexed with the destinations of `firstCities` ahead of all others: each of those cities in turn (the city, its
 * places and hotels, in the usual order), then the rest of the index. Other cities are ranked after them, not left out.
 */
export function matchCitiesFirst(index: AssociationIndex, query: string, opts: MatchOptions, firstCities: readonly string[]): Destination[] {
  const head: Destination[] = [];
  for (const cityId of firstCities) {
    if (head.length === opts.size) break;
    const word = index.cityWords.get(cityId);
    if (!word) continue;
    head.push(...matchDestinations([word, ...(index.byCity.get(cityId) ?? [])], query, { ...opts, size: opts.size - head.length }));
  }
  if (head.length === opts.size) return head;
  const taken = new Set(head.map((d) => d.id));
  const rest = matchIndexed(index, query, { ...opts, size: opts.size + taken.size }).filter((d) => !taken.has(d.id));
  return [...head, ...rest].slice(0, opts.size);
}
