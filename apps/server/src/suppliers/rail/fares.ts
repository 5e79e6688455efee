import { childFare } from '@travel/contracts/train/passenger-age';
import type { Berth, SeatClass, TrainClass } from '../../modules/train/rail-port';

/**
 * Fares in fen from the section's km, the train class and the seat class: per-km rates, rounded to 50 fen, with a
 * minimum. HSR fares are linear in distance; conventional fares taper with distance (递远递减) and sleepers are a
 * multiple of the hard-seat fare by berth. No-seat pays the fare of the class it stands in.
 */
type HsrClass = 'business' | 'first' | 'second';

/** fen per km */
const HSR_RATES: Record<'G' | 'D' | 'C', Record<HsrClass, number>> = {
  G: { business: 146, first: 74, second: 46 },
  D: { business: 96, first: 50, second: 31 },
  C: { business: 120, first: 62, second: 39 },
};

/** hard-seat fen per km before tapering */
const HARD_SEAT_RATES: Record<'Z' | 'T' | 'K' | 'other', number> = { Z: 15, T: 15, K: 14, other: 11 };

/** [up to km, share of the rate] */
const TAPER: readonly (readonly [number, number])[] = [
  [200, 1],
  [500, 0.9],
  [1000, 0.8],
  [1500, 0.7],
  [2500, 0.6],
  [Infinity, 0.5],
];

const SLEEPER_FACTORS: Record<'softSleeper' | 'hardSleeper', Partial<Record<Berth, number>>> = {
  softSleeper: { upper: 2.67, lower: 2.8 },
  hardSleeper: { upper: 1.7, middle: 1.76, lower: 1.82 },
};

const MINIMUM: Record<Exclude<SeatClass, 'noSeat'>, number> = {
  business: 3000,
  first: 1500,
  second: 1000,
  hardSeat: 500,
  hardSleeper: 1500,
  softSleeper: 2500,
};

const roundTo50 = (fen: number) => Math.round(fen / 50) * 50;

function taperedKm(km: number): number {
  let done = 0;
  let weighted = 0;
  for (const [upTo, share] of TAPER) {
    const part = Math.min(km, upTo) - done;
    if (part <= 0) break;
    weighted += part * share;
    done += part;
  }
  return weighted;
}

export const isHsrClass = (c: TrainClass): c is 'G' | 'D' | 'C' => c === 'G' || c === 'D' || c === 'C';

/** The class a no-seat place is priced as (and stands in). */
export function noSeatBaseClass(trainClass: TrainClass): 'second' | 'hardSeat' {
  return isHsrClass(trainClass) ? 'second' : 'hardSeat';
}

/** The fare of one place; sleepers without a berth are priced as the upper berth (the cheapest). */
export function sectionFare(trainClass: TrainClass, seatClass: SeatClass, km: number, berth?: Berth | null): number {
  if (!(km > 0)) throw new RangeError(`no fare for ${km} km`);
  const cls = seatClass === 'noSeat' ? noSeatBaseClass(trainClass) : seatClass;
  let raw: number;
  if (isHsrClass(trainClass)) {
    if (cls !== 'business' && cls !== 'first' && cls !== 'second') throw new Error(`${trainClass} trains sell no ${cls}`);
    raw = km * HSR_RATES[trainClass][cls];
  } else {
    if (cls === 'business' || cls === 'first' || cls === 'second') throw new Error(`${trainClass} trains sell no ${cls}`);
    const base = taperedKm(km) * HARD_SEAT_RATES[trainClass];
    if (cls === 'hardSeat') raw = base;
    else {
      const factors = SLEEPER_FACTORS[cls];
      raw = base * (factors[berth ?? 'upper'] ?? factors.upper!);
    }
  }
  return Math.max(MINIMUM[cls], roundTo50(raw));
}

/** The berths a sleeper class sells. */
export function classBerths(seatClass: SeatClass): Berth[] {
  if (seatClass === 'softSleeper') return ['lower', 'upper'];
  if (seatClass === 'hardSleeper') return ['lower', 'middle', 'upper'];
  return [];
}

/** What a ticket of this type pays for a place: a child (under 14) the child fare, half rounded to 50 fen. */
export function placeFare(fullFare: number, ticketType: 'ADULT' | 'CHILD' | undefined): number {
  return ticketType === 'CHILD' ? childFare(fullFare) : fullFare;
}
