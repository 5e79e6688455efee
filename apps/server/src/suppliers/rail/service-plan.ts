import type { TrainClass } from '../../modules/train/rail-port';
import { MAX_STOPS } from './section-mask';
import type { LineInput } from './network-input';
import type { Random } from '../../platform/seeded-random';
import type { Tier } from './station-tiers';

/** direct: hubs only; express: big stations; semi: most; all: every station. */
export type Pattern = 'direct' | 'express' | 'semi' | 'all';

/** A service of a line: `perDirection` trains each way between two of its stations (indices in line order). */
export interface ServiceSpec {
  trainClass: TrainClass;
  pattern: Pattern;
  from: number;
  to: number;
  perDirection: number;
  /** bit 0 Monday .. bit 6 Sunday */
  runDays: number;
}

export const DAILY = 0b1111111;
/** Friday to Sunday: extra trains for weekend traffic. */
export const WEEKENDS = 0b1110000;

/** Chance that a pattern stops at an intermediate station of tier 0, 1, 2, 3. */
const STOP_CHANCE: Record<Pattern, readonly [number, number, number, number]> = {
  direct: [0, 0, 0.1, 0.35],
  express: [0.1, 0.4, 0.8, 1],
  semi: [0.45, 0.85, 1, 1],
  all: [1, 1, 1, 1],
};

const clamp = (n: number, min: number, max: number) => Math.max(min, Math.min(max, n));

/**
 * Consecutive sections covering the whole line, each ending at a big station near `targetKm` where there is one, with
 * at most `maxStops` stations; neighbours share their end station.
 */
export function chunkLine(line: LineInput, tiers: ReadonlyMap<string, Tier>, targetKm: number, maxStops = MAX_STOPS): [number, number][] {
  const st = line.stations;
  const chunks: [number, number][] = [];
  let start = 0;
  while (start < st.length - 1) {
    let end = start + 1;
    let best = -1;
    for (let j = start + 1; j < st.length && j - start + 1 <= maxStops; j++) {
      const km = st[j]!.km - st[start]!.km;
      if (km > targetKm * 1.3 && j > start + 1) break;
      end = j;
      if (km >= targetKm * 0.6 && (tiers.get(st[j]!.telecode) ?? 0) >= 2) best = j;
    }
    if (best > 0 && end !== st.length - 1) end = best;
    chunks.push([start, end]);
    start = end;
  }
  return chunks;
}

/** Pairs of hub stations between minKm and maxKm apart, other than the line's two ends, in a seeded order. */
function hubPairs(line: LineInput, tiers: ReadonlyMap<string, Tier>, minKm: number, maxKm: number, limit: number, random: Random) {
  const st = line.stations;
  const hubs = st.map((s, i) => ({ i, tier: tiers.get(s.telecode) ?? 0 })).filter((h) => h.tier === 3 || h.i === 0 || h.i === st.length - 1);
  const pairs: [number, number][] = [];
  for (let a = 0; a < hubs.length; a++) {
    for (let b = a + 1; b < hubs.length; b++) {
      const [i, j] = [hubs[a]!.i, hubs[b]!.i];
      const km = st[j]!.km - st[i]!.km;
      if (km >= minKm && km <= maxKm && !(i === 0 && j === st.length - 1)) pairs.push([i, j]);
    }
  }
  const keyed = pairs.map((p) => ({ p, k: random.next() }));
  keyed.sort((x, y) => x.k - y.k);
  return keyed.slice(0, limit).map((x) => x.p);
}

/** The services of one line: whole-line trains of every pattern, hub-to-hub trains, and all-stop locals per section. */
export function planLine(line: LineInput, tiers: ReadonlyMap<string, Tier>, random: Random): ServiceSpec[] {
  const last = line.stations.length - 1;
  const length = line.stations[last]!.km - line.stations[0]!.km;
  const specs: ServiceSpec[] = [];
  const add = (trainClass: TrainClass, pattern: Pattern, from: number, to: number, perDirection: number, runDays = DAILY) => {
    if (perDirection > 0 && to > from) specs.push({ trainClass, pattern, from, to, perDirection, runDays });
  };
  if (line.kind === 'HSR') {
    const fast = line.maxSpeedKmh >= 300;
    if (length >= 700) add('G', 'direct', 0, last, Math.round(length / 300));
    add('G', 'express', 0, last, clamp(Math.round(length / 70), 4, 24));
    add(fast ? 'G' : 'D', 'semi', 0, last, clamp(Math.round(length / 200), 2, 8));
    for (const [i, j] of hubPairs(line, tiers, 150, 800, 20, random)) add('G', 'express', i, j, random.int(1, 3));
    for (const [i, j] of chunkLine(line, tiers, fast ? 320 : 260)) {
      add('D', 'all', i, j, 4);
      add(fast ? 'G' : 'D', 'semi', i, j, 3);
    }
    add('G', 'express', 0, last, 2, WEEKENDS);
  } else if (line.kind === 'intercity') {
    add('C', 'all', 0, last, 12);
    add('C', 'express', 0, last, 8);
    if (length > 200) for (const [i, j] of chunkLine(line, tiers, 120)) add('C', 'all', i, j, 6);
    add('C', 'express', 0, last, 3, WEEKENDS);
  } else {
    add('Z', 'direct', 0, last, length >= 900 ? 2 : 1);
    add('T', 'express', 0, last, 2);
    add('K', 'semi', 0, last, 3);
    for (const [i, j] of hubPairs(line, tiers, 600, 1400, 3, random)) add('Z', 'direct', i, j, 1);
    for (const [i, j] of chunkLine(line, tiers, 700)) add('K', 'semi', i, j, 3);
    for (const [i, j] of chunkLine(line, tiers, 350, 28)) add('other', 'all', i, j, 2);
    add('K', 'express', 0, last, 1, WEEKENDS);
  }
  return specs;
}

/**
 * The stations a train of the pattern stops at between two line indices (both ends included), in line order; those in
 * `keep` (a through train's junctions) always.
 */
export function chooseStops(
  line: LineInput,
  tiers: ReadonlyMap<string, Tier>,
  from: number,
  to: number,
  pattern: Pattern,
  random: Random,
  keep: ReadonlySet<number> = new Set(),
): number[] {
  const chosen: number[] = [from];
  for (let i = from + 1; i < to; i++) {
    if (keep.has(i) || random.chance(STOP_CHANCE[pattern][tiers.get(line.stations[i]!.telecode) ?? 0])) chosen.push(i);
  }
  chosen.push(to);
  // A bigint holds 63 section bits: drop the smallest stations until the train fits.
  while (chosen.length > MAX_STOPS) {
    const inner = chosen.slice(1, -1).filter((i) => !keep.has(i));
    const lowest = Math.min(...inner.map((i) => tiers.get(line.stations[i]!.telecode) ?? 0));
    const candidates = inner.filter((i) => (tiers.get(line.stations[i]!.telecode) ?? 0) === lowest);
    const drop = candidates[random.int(0, candidates.length - 1)]!;
    chosen.splice(chosen.indexOf(drop), 1);
  }
  return chosen;
}
