import type { TrainClass } from '../../modules/train/rail-port';
import type { Random } from '../../platform/seeded-random';
import type { Tier } from './station-tiers';

export interface TimetableStation {
  telecode: string;
  /** km along the line (either direction) */
  lineKm: number;
  tier: Tier;
  /** cruising speed of the run into this station when it differs from the train's (a through train changing lines) */
  cruiseKmh?: number;
  /** the least dwell here: a through train's stop at the junction where it changes lines */
  minDwell?: number;
}

export interface GeneratedStop {
  telecode: string;
  /** km from the train's origin */
  km: number;
  /** minutes after the origin departure; null at the origin */
  arrivalOffset: number | null;
  /** minutes after the origin departure; null at the terminus */
  departureOffset: number | null;
  dwellMinutes: number;
}

/** Typical cruising speeds (km/h); a train never cruises above 90% of its line's design speed. */
const CRUISE: Record<TrainClass, number> = { G: 305, D: 250, C: 200, Z: 130, T: 115, K: 100, other: 80 };
/** Minutes lost braking into a stop and accelerating out of it. */
const ACCELERATION: Record<TrainClass, number> = { G: 4, D: 4, C: 3, Z: 3, T: 3, K: 3, other: 2 };

export function cruiseSpeed(trainClass: TrainClass, maxSpeedKmh: number): number {
  return Math.min(CRUISE[trainClass], Math.floor(maxSpeedKmh * 0.9));
}

/** Dwell minutes at an intermediate stop: short on HSR, longer at big stations and on conventional trains. */
export function dwellTime(trainClass: TrainClass, tier: Tier, random: Random): number {
  switch (trainClass) {
    case 'G':
    case 'D':
      return tier === 3 ? random.int(4, 7) : tier === 2 ? random.int(3, 4) : 2;
    case 'C':
      return tier >= 2 ? random.int(2, 3) : random.int(1, 2);
    case 'other':
      return tier === 3 ? random.int(8, 14) : tier === 2 ? random.int(5, 8) : tier === 1 ? random.int(3, 5) : random.int(1, 2);
    default:
      return tier === 3 ? random.int(10, 16) : tier === 2 ? random.int(6, 10) : tier === 1 ? random.int(4, 6) : random.int(2, 3);
  }
}

/**
 * Offsets of every stop from the origin departure: running time from distance at the cruising speed plus a braking
 * and acceleration loss per stop-to-stop run, then the dwell. Whole minutes; every run takes at least one.
 */
export function buildTimetable(
  stations: readonly TimetableStation[],
  trainClass: TrainClass,
  cruiseKmh: number,
  random: Random,
): GeneratedStop[] {
  const originKm = stations[0]!.lineKm;
  const stops: GeneratedStop[] = [];
  let departed = 0;
  stations.forEach((s, i) => {
    const km = Math.abs(s.lineKm - originKm);
    if (i === 0) {
      stops.push({ telecode: s.telecode, km, arrivalOffset: null, departureOffset: 0, dwellMinutes: 0 });
      return;
    }
    const run = (Math.abs(s.lineKm - stations[i - 1]!.lineKm) / (s.cruiseKmh ?? cruiseKmh)) * 60 + ACCELERATION[trainClass];
    const arrival = departed + Math.max(1, Math.round(run));
    const last = i === stations.length - 1;
    const dwell = last ? 0 : Math.max(s.minDwell ?? 0, dwellTime(trainClass, s.tier, random));
    stops.push({ telecode: s.telecode, km, arrivalOffset: arrival, departureOffset: last ? null : arrival + dwell, dwellMinutes: dwell });
    departed = arrival + dwell;
  });
  return stops;
}

/** Minutes from the origin departure to the terminus arrival. */
export function runTime(stops: readonly GeneratedStop[]): number {
  return stops[stops.length - 1]!.arrivalOffset ?? 0;
}
