import type { TrainClass, TrainTypeCode } from '../../modules/train/rail-port';
import type { LayoutCode } from './coach-layout';
import type { LineInput } from './network-input';
import { createRandom, type Random } from '../../platform/seeded-random';
import { joinLines } from './junctions';
import { chooseStops, DAILY, planLine, type Pattern, type ServiceSpec } from './service-plan';
import { stationTiers, type Tier } from './station-tiers';
import { THROUGH_ROUTES, type ThroughRoute } from './through-routes';
import { buildTimetable, cruiseSpeed, runTime, type GeneratedStop } from './timetable';
import { allocateNumbers, formatTrainNo, trainTypeCode, type NumberRequest } from './train-numbers';

/**
 * Bumped when generation changes in a way that gives different trains for the same seed. 2 added the through trains
 * after the line trains, which are those of version 1 (same stream, ids and numbers).
 */
export const GENERATOR_VERSION = 2;
/** The random stream of the line trains, kept at version 1's so version 2 only adds trains. */
const LINE_STREAM_VERSION = 1;

export interface GeneratedTrain {
  id: number;
  trainNo: string;
  trainClass: TrainClass;
  trainTypeCode: TrainTypeCode;
  /** the line it starts on */
  lineId: number;
  /** the lines it runs on in order: one, or several for a through train */
  lineIds: number[];
  direction: 'down' | 'up';
  pattern: Pattern;
  originTelecode: string;
  terminusTelecode: string;
  /** minutes after local midnight of the run date */
  departureMinute: number;
  runDays: number;
  layout: LayoutCode;
  cruiseKmh: number;
  stops: GeneratedStop[];
}

/** The earliest and latest departure (minutes after midnight) for a train of the class with this running time. */
function departureWindow(trainClass: TrainClass, minutes: number, random: Random): [number, number] {
  const hour = 60;
  switch (trainClass) {
    case 'G':
    case 'D':
    case 'C': {
      // Daytime service: first departures at 06:00, last arrivals around midnight.
      const latest = Math.min(21 * hour + 30, 23 * hour + 50 - minutes);
      return [6 * hour, Math.max(latest, 7 * hour)];
    }
    case 'Z':
      // Overnight: leave in the evening, arrive in the morning.
      return minutes <= 16 * hour ? [18 * hour, 23 * hour] : [8 * hour, 22 * hour];
    case 'T':
    case 'K':
      return minutes >= 6 * hour && minutes <= 16 * hour && random.chance(0.5) ? [17 * hour, 23 * hour + 30] : [6 * hour, 23 * hour];
    default:
      return minutes <= 10 * hour ? [6 * hour, Math.max(6 * hour, Math.min(20 * hour + 30, 23 * hour + 30 - minutes))] : [6 * hour, 23 * hour];
  }
}

function chooseLayout(trainClass: TrainClass, pattern: Pattern, km: number, minutes: number, random: Random): LayoutCode {
  switch (trainClass) {
    case 'G':
      return (pattern === 'direct' || km >= 800) && random.chance(0.6) ? 'H16' : random.chance(0.2) ? 'H16' : 'H8';
    case 'D':
      return random.chance(0.2) ? 'H16' : 'H8';
    case 'C':
      return 'H8';
    case 'Z':
      return 'Z18';
    case 'T':
      return 'T17';
    case 'K':
      return 'K16';
    default:
      return minutes > 8 * 60 ? 'P12' : 'P8';
  }
}

interface Draft extends Omit<GeneratedTrain, 'id' | 'trainNo'> {
  /** the number block: a line or a through route */
  block: string;
  pairIndex: number;
}

/** What a service runs on: one line, or a through route's lines joined at their junctions, as one line. */
interface Track {
  block: string;
  lineIds: number[];
  line: LineInput;
  /** design speed of the run into each station (from the station before it in line order) */
  speedBefore: number[];
  /** stations every train stops at (where a through train changes lines) */
  junctions: ReadonlySet<number>;
}

function lineTrack(line: LineInput): Track {
  return { block: `line-${line.id}`, lineIds: [line.id], line, speedBefore: line.stations.map(() => line.maxSpeedKmh), junctions: new Set() };
}

function throughTrack(lines: readonly LineInput[], route: ThroughRoute): Track {
  const path = joinLines(lines, route.lines, route.from, route.to);
  const first = path.segments[0]!.line;
  return {
    block: `through-${route.key}`,
    lineIds: path.segments.map((seg) => seg.line.id),
    line: { ...first, name: route.key, maxSpeedKmh: Math.max(...path.segments.map((seg) => seg.line.maxSpeedKmh)), stations: path.stations },
    speedBefore: path.segmentBefore.map((k) => path.segments[k]!.line.maxSpeedKmh),
    junctions: new Set(path.junctions),
  };
}

/** Minutes a through train stands at least at its junction: HSR trains change lines, others engines and crews too. */
const JUNCTION_DWELL: Record<TrainClass, number> = { G: 4, D: 4, C: 4, Z: 12, T: 12, K: 12, other: 12 };

/** The trains of one service: pairs sharing a stopping pattern, spread over the day each way. */
function serviceTrains(track: Track, tiers: ReadonlyMap<string, Tier>, spec: ServiceSpec, firstPair: number, random: Random): Draft[] {
  const { line } = track;
  const drafts: Draft[] = [];
  const runKmh = (idx: number) => cruiseSpeed(spec.trainClass, track.speedBefore[idx]!);
  const cruiseKmh = Math.max(...track.speedBefore.slice(spec.from + 1, spec.to + 1).map((v) => cruiseSpeed(spec.trainClass, v)));
  const km = line.stations[spec.to]!.km - line.stations[spec.from]!.km;
  for (let i = 0; i < spec.perDirection; i++) {
    const indices = chooseStops(line, tiers, spec.from, spec.to, spec.pattern, random, track.junctions);
    for (const direction of ['down', 'up'] as const) {
      const ordered = direction === 'down' ? indices : [...indices].reverse();
      const stations = ordered.map((idx, k) => {
        const s = line.stations[idx]!;
        // The run into this stop lies between it and the stop before, on the line of the later of the two in line order.
        const run = k === 0 ? null : runKmh(Math.max(idx, ordered[k - 1]!));
        return {
          telecode: s.telecode,
          lineKm: s.km,
          tier: tiers.get(s.telecode) ?? 0,
          ...(run !== null && run !== cruiseKmh ? { cruiseKmh: run } : {}),
          ...(track.junctions.has(idx) ? { minDwell: JUNCTION_DWELL[spec.trainClass] } : {}),
        };
      });
      const stops = buildTimetable(stations, spec.trainClass, cruiseKmh, random);
      const minutes = runTime(stops);
      const [earliest, latest] = departureWindow(spec.trainClass, minutes, random);
      const slot = (latest - earliest) / spec.perDirection;
      const departureMinute = Math.round(earliest + (i + 0.5 + (random.next() - 0.5) * 0.8) * slot);
      drafts.push({
        trainClass: spec.trainClass,
        trainTypeCode: trainTypeCode(spec.trainClass),
        lineId: track.lineIds[0]!,
        lineIds: track.lineIds,
        direction,
        pattern: spec.pattern,
        originTelecode: stations[0]!.telecode,
        terminusTelecode: stations[stations.length - 1]!.telecode,
        departureMinute: Math.min(1439, Math.max(0, departureMinute)),
        runDays: spec.runDays,
        layout: chooseLayout(spec.trainClass, spec.pattern, km, minutes, random),
        cruiseKmh,
        stops,
        block: track.block,
        pairIndex: firstPair + i,
      });
    }
  }
  return drafts;
}

/** A track's services: numbered in its own block per class. */
function trackTrains(track: Track, specs: readonly ServiceSpec[], tiers: ReadonlyMap<string, Tier>, random: Random, requests: NumberRequest[]): Draft[] {
  const drafts: Draft[] = [];
  const pairsByClass = new Map<TrainClass, number>();
  for (const spec of specs) {
    const first = pairsByClass.get(spec.trainClass) ?? 0;
    drafts.push(...serviceTrains(track, tiers, spec, first, random));
    pairsByClass.set(spec.trainClass, first + spec.perDirection);
  }
  for (const [trainClass, pairs] of pairsByClass) requests.push({ block: track.block, trainClass, pairs });
  return drafts;
}

/**
 * The whole network for a seed: every line's services, numbered per line and class, ordered by line, class number;
 * then the through trains of `routes`, each route in its own number blocks after the lines'. Pure: the same lines and
 * seed give the same trains.
 */
export function generateNetwork(lines: readonly LineInput[], seed: string, routes: readonly ThroughRoute[] = THROUGH_ROUTES): GeneratedTrain[] {
  const tiers = stationTiers(lines);
  const root = createRandom(`${seed}/v${LINE_STREAM_VERSION}`);
  const drafts: Draft[] = [];
  const requests: NumberRequest[] = [];
  for (const line of lines) {
    const random = root.fork(`line-${line.id}`);
    drafts.push(...trackTrains(lineTrack(line), planLine(line, tiers, random), tiers, random, requests));
  }
  for (const route of routes) {
    const track = throughTrack(lines, route);
    const last = track.line.stations.length - 1;
    const specs = route.services.map((s) => ({ trainClass: s.trainClass, pattern: s.pattern, from: 0, to: last, perDirection: s.perDirection, runDays: s.runDays ?? DAILY }));
    drafts.push(...trackTrains(track, specs, tiers, root.fork(track.block), requests));
  }
  const starts = allocateNumbers(requests);
  const startOf = new Map(requests.map((r, i) => [`${r.block}/${r.trainClass}`, starts[i]!]));
  return drafts.map(({ pairIndex, block, ...d }, i) => {
    const n = startOf.get(`${block}/${d.trainClass}`)! + 2 * pairIndex + (d.direction === 'up' ? 1 : 0);
    return { id: i + 1, trainNo: formatTrainNo(d.trainClass, n), ...d };
  });
}
