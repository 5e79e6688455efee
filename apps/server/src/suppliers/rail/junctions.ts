import type { LineInput } from './network-input';

/** Stations served by more than one line, with the ids of their lines in line order. */
export function findJunctions(lines: readonly LineInput[]): Map<string, number[]> {
  const linesAt = new Map<string, number[]>();
  for (const line of lines) {
    for (const s of line.stations) {
      const list = linesAt.get(s.telecode);
      if (!list) linesAt.set(s.telecode, [line.id]);
      else if (!list.includes(line.id)) list.push(line.id);
    }
  }
  return new Map([...linesAt].filter(([, ids]) => ids.length >= 2));
}

/** One line's part of a through route: from one station index to another (either direction). */
export interface RouteSegment {
  line: LineInput;
  from: number;
  to: number;
}

/** A through route joined up: its lines' parts, and its stations in running order as one line. */
export interface RoutePath {
  segments: RouteSegment[];
  /** stations in running order, km from the route's first station (the junctions once each) */
  stations: LineInput['stations'];
  /** index in `segments` of the run from station i - 1 to station i (0 for station 0) */
  segmentBefore: number[];
  /** station indices where the train changes lines */
  junctions: number[];
}

/**
 * The way a train runs from `from` over `lineNames` in order to `to`: on each line it leaves at the first station it
 * shares with the next line (the nearest junction in either direction), so a train never passes a station twice.
 * Throws when the lines do not meet or a station would repeat: the route list is data checked by tests.
 */
export function joinLines(lines: readonly LineInput[], lineNames: readonly string[], from: string, to: string): RoutePath {
  const named = lineNames.map((name) => {
    const line = lines.find((l) => l.name === name);
    if (!line) throw new Error(`through route: no line ${name}`);
    return line;
  });
  const indexOf = (line: LineInput, name: string) => {
    const i = line.stations.findIndex((s) => s.name === name);
    if (i < 0) throw new Error(`through route: ${name} is not on ${line.name}`);
    return i;
  };
  const segments: RouteSegment[] = [];
  let entry = indexOf(named[0]!, from);
  named.forEach((line, k) => {
    const next = named[k + 1];
    let exit: number;
    if (!next) exit = indexOf(line, to);
    else {
      const shared = new Set(next.stations.map((s) => s.telecode));
      const candidates = line.stations.map((s, i) => (shared.has(s.telecode) && i !== entry ? i : -1)).filter((i) => i >= 0);
      if (candidates.length === 0) throw new Error(`through route: ${line.name} and ${next.name} do not meet`);
      exit = candidates.reduce((best, i) => (Math.abs(i - entry) < Math.abs(best - entry) ? i : best));
    }
    if (exit === entry) throw new Error(`through route: nothing to run on ${line.name}`);
    segments.push({ line, from: entry, to: exit });
    if (next) entry = indexOf(next, line.stations[exit]!.name);
  });

  const stations: LineInput['stations'] = [];
  const segmentBefore: number[] = [];
  const junctions: number[] = [];
  let kmAtEntry = 0;
  segments.forEach((seg, k) => {
    const step = seg.to > seg.from ? 1 : -1;
    const base = seg.line.stations[seg.from]!.km;
    if (k > 0) junctions.push(stations.length - 1);
    for (let i = k === 0 ? seg.from : seg.from + step; i !== seg.to + step; i += step) {
      const s = seg.line.stations[i]!;
      stations.push({ ...s, km: kmAtEntry + Math.abs(s.km - base) });
      segmentBefore.push(stations.length === 1 ? 0 : k);
    }
    kmAtEntry = stations[stations.length - 1]!.km;
  });
  const seen = new Set<string>();
  for (const s of stations) {
    if (seen.has(s.telecode)) throw new Error(`through route ${from}–${to} passes ${s.name} twice`);
    seen.add(s.telecode);
  }
  return { segments, stations, segmentBefore, junctions };
}
