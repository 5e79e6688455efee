import type { TrainClass, TrainTypeCode } from '../../modules/train/rail-port';
import type { LayoutCode } from './coach-layout';
import type { LineInput } from './network-input';
import { createRandom, type Random } from '../../platform/seeded-random';
import { chooseStops, planLine, type Pattern, type ServiceSpec } from './service-plan';
import { stationTiers, type Tier } from './station-tiers';
import { buildTimetable, cruiseSpeed, runTime, type GeneratedStop } from './timetable';
import { allocateNumbers, formatTrainNo, trainTypeCode, type NumberRequest } from './train-numbers';

/** Bumped when generation changes in a way that gives different trains for the same seed. */
export const GENERATOR_VERSION = 1;

export interface GeneratedTrain {
  id: number;
  trainNo: string;
  trainClass: TrainClass;
  trainTypeCode: TrainTypeCode;
  lineId: number;
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
  pairIndex: number;
}

/** The trains of one service: pairs sharing a stopping pattern, spread over the day each way. */
function serviceTrains(line: LineInput, tiers: ReadonlyMap<string, Tier>, spec: ServiceSpec, firstPair: number, random: Random): Draft[] {
  const drafts: Draft[] = [];
  const cruiseKmh = cruiseSpeed(spec.trainClass, line.maxSpeedKmh);
  const km = line.stations[spec.to]!.km - line.stations[spec.from]!.km;
  for (let i = 0; i < spec.perDirection; i++) {
    const indices = chooseStops(line, tiers, spec.from, spec.to, spec.pattern, random);
    for (const direction of ['down', 'up'] as const) {
      const ordered = direction === 'down' ? indices : [...indices].reverse();
      const stations = ordered.map((idx) => {
        const s = line.stations[idx]!;
        return { telecode: s.telecode, lineKm: s.km, tier: tiers.get(s.telecode) ?? 0 };
      });
      const stops = buildTimetable(stations, spec.trainClass, cruiseKmh, random);
      const minutes = runTime(stops);
      const [earliest, latest] = departureWindow(spec.trainClass, minutes, random);
      const slot = (latest - earliest) / spec.perDirection;
      const departureMinute = Math.round(earliest + (i + 0.5 + (random.next() - 0.5) * 0.8) * slot);
      drafts.push({
        trainClass: spec.trainClass,
        trainTypeCode: trainTypeCode(spec.trainClass),
        lineId: line.id,
        direction,
        pattern: spec.pattern,
        originTelecode: stations[0]!.telecode,
        terminusTelecode: stations[stations.length - 1]!.telecode,
        departureMinute: Math.min(1439, Math.max(0, departureMinute)),
        runDays: spec.runDays,
        layout: chooseLayout(spec.trainClass, spec.pattern, km, minutes, random),
        cruiseKmh,
        stops,
        pairIndex: firstPair + i,
      });
    }
  }
  return drafts;
}

/**
 * The whole network for a seed: every line's services, numbered per line and class, ordered by line, class number.
 * Pure: the same lines and seed give the same trains.
 */
export function generateNetwork(lines: readonly LineInput[], seed: string): GeneratedTrain[] {
  const tiers = stationTiers(lines);
  const root = createRandom(`${seed}/v${GENERATOR_VERSION}`);
  const drafts: Draft[] = [];
  const requests: NumberRequest[] = [];
  for (const line of lines) {
    const random = root.fork(`line-${line.id}`);
    const pairsByClass = new Map<TrainClass, number>();
    for (const spec of planLine(line, tiers, random)) {
      const first = pairsByClass.get(spec.trainClass) ?? 0;
      drafts.push(...serviceTrains(line, tiers, spec, first, random));
      pairsByClass.set(spec.trainClass, first + spec.perDirection);
    }
    for (const [trainClass, pairs] of pairsByClass) requests.push({ lineId: line.id, trainClass, pairs });
  }
  const starts = allocateNumbers(requests);
  const startOf = new Map(requests.map((r, i) => [`${r.lineId}/${r.trainClass}`, starts[i]!]));
  return drafts.map(({ pairIndex, ...d }, i) => {
    const n = startOf.get(`${d.lineId}/${d.trainClass}`)! + 2 * pairIndex + (d.direction === 'up' ? 1 : 0);
    return { id: i + 1, trainNo: formatTrainNo(d.trainClass, n), ...d };
  });
}
