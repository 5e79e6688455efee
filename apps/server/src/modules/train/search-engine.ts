import type { SearchFilter, SortKey, TimeSlot, TransferType } from '@travel/contracts/train/search';
import type { SaleStatus, TrainSection } from './rail-port';
import { hasBookableSeat, lowestFare, trainTypeOf } from './trip-view';

/** Transfer rules: the least time to change trains, and the longest wait worth offering. */
export const TRANSFER_RULES = {
  /** minutes to change platforms at one station */
  minSameStation: 15,
  /** minutes to cross a city between two of its stations */
  minDifferentStation: 60,
  maxWait: 6 * 60,
  /** connections kept for one first train at one transfer city */
  perFirstLeg: 2,
  /** TRANSFER_LESS adds transfers only when fewer direct trains than this have tickets */
  fewDirect: 5,
  capLess: 20,
  capAll: 150,
  /** a transfer taking longer than this multiple of the fastest trip (plus two hours) is not offered */
  slowFactor: 2,
  /** sold-out direct trains checked for a same-train change of seat */
  sameTrainChecks: 10,
} as const;

/** One result before it is shown: its legs and the key next_trip finds it by. */
export interface Candidate {
  key: string;
  searchType: 0 | 1;
  transferType: TransferType | null;
  legs: TrainSection[];
}

const ms = (iso: string) => Date.parse(iso);
export const minutesBetween = (fromIso: string, toIso: string) => Math.round((ms(toIso) - ms(fromIso)) / 60000);

export const legKey = (s: Pick<TrainSection, 'trainNo' | 'departureDate' | 'fromTelecode' | 'toTelecode'>) =>
  `${s.trainNo}~${s.departureDate}~${s.fromTelecode}~${s.toTelecode}`;

export interface LegRef {
  trainNo: string;
  departureDate: string;
  fromTelecode: string;
  toTelecode: string;
}

/** `D~leg` or `T~TYPE~leg~leg`: what a search session stores for each result. */
export function candidateKey(searchType: 0 | 1, transferType: TransferType | null, legs: readonly LegRef[]): string {
  return searchType === 0 ? `D~${legKey(legs[0]!)}` : `T~${transferType}~${legs.map(legKey).join('~')}`;
}

export function parseKey(key: string): { searchType: 0 | 1; transferType: TransferType | null; legs: LegRef[] } | null {
  const parts = key.split('~');
  const legsFrom = (at: number): LegRef[] => {
    const legs: LegRef[] = [];
    for (let i = at; i + 3 < parts.length; i += 4) {
      legs.push({ trainNo: parts[i]!, departureDate: parts[i + 1]!, fromTelecode: parts[i + 2]!, toTelecode: parts[i + 3]! });
    }
    return legs;
  };
  if (parts[0] === 'D' && parts.length === 5) return { searchType: 0, transferType: null, legs: legsFrom(1) };
  if (parts[0] === 'T' && parts.length === 10 && ['SAME_STATION', 'DIFFERENT_STATION', 'SAME_TRAIN'].includes(parts[1]!)) {
    return { searchType: 1, transferType: parts[1] as TransferType, legs: legsFrom(2) };
  }
  return null;
}

export const direct = (s: TrainSection): Candidate => ({ key: candidateKey(0, null, [s]), searchType: 0, transferType: null, legs: [s] });

export function transfer(type: TransferType, a: TrainSection, b: TrainSection): Candidate {
  return { key: candidateKey(1, type, [a, b]), searchType: 1, transferType: type, legs: [a, b] };
}

/**
 * Connections between first legs (arriving in transfer cities) and second legs (leaving them): same station after
 * the platform change time, another station of the same city after the cross-city time, never beyond the longest
 * wait, never the same train (that is the direct train). For each first leg and city, the earliest connections only.
 */
export function connect(firstLegs: readonly TrainSection[], secondLegs: readonly TrainSection[], cityOf: (telecode: string) => string | undefined): Candidate[] {
  const byCity = new Map<string, TrainSection[]>();
  for (const b of secondLegs) {
    const city = cityOf(b.fromTelecode);
    if (city === undefined) continue;
    const list = byCity.get(city);
    if (list) list.push(b);
    else byCity.set(city, [b]);
  }
  for (const list of byCity.values()) list.sort((x, y) => ms(x.departureTime) - ms(y.departureTime));
  const out: Candidate[] = [];
  for (const a of firstLegs) {
    const city = cityOf(a.toTelecode);
    const onward = city === undefined ? undefined : byCity.get(city);
    if (!onward) continue;
    const arrive = ms(a.arrivalTime);
    let kept = 0;
    for (const b of onward) {
      if (b.trainNo === a.trainNo) continue;
      const same = b.fromTelecode === a.toTelecode;
      const wait = (ms(b.departureTime) - arrive) / 60000;
      if (wait > TRANSFER_RULES.maxWait) break;
      if (wait < (same ? TRANSFER_RULES.minSameStation : TRANSFER_RULES.minDifferentStation)) continue;
      out.push(transfer(same ? 'SAME_STATION' : 'DIFFERENT_STATION', a, b));
      if (++kept >= TRANSFER_RULES.perFirstLeg) break;
    }
  }
  return out;
}

export const totalMinutes = (c: Candidate) => minutesBetween(c.legs[0]!.departureTime, c.legs[c.legs.length - 1]!.arrivalTime);

/**
 * Drops transfers far slower than the fastest trip found, keeps one connection per pair of trains (the fastest, then
 * the shortest wait), then the fastest `cap`.
 */
export function pruneTransfers(transfers: readonly Candidate[], fastestDirect: number | null, cap: number): Candidate[] {
  if (transfers.length === 0) return [];
  const best = new Map<string, { c: Candidate; m: number }>();
  for (const c of transfers) {
    const m = totalMinutes(c);
    const pair = c.legs.map((l) => l.trainNo).join('/');
    const known = best.get(pair);
    const wait = (x: Candidate) => minutesBetween(x.legs[0]!.arrivalTime, x.legs[1]!.departureTime);
    if (!known || m < known.m || (m === known.m && (wait(c) < wait(known.c) || (wait(c) === wait(known.c) && c.key < known.c.key)))) best.set(pair, { c, m });
  }
  const timed = [...best.values()];
  const fastest = Math.min(fastestDirect ?? Infinity, ...timed.map((x) => x.m));
  const limit = fastest * TRANSFER_RULES.slowFactor + 120;
  return timed
    .filter((x) => x.m <= limit)
    .sort((x, y) => x.m - y.m || (x.c.key < y.c.key ? -1 : 1))
    .slice(0, cap)
    .map((x) => x.c);
}

const SALE_ORDER: SaleStatus[] = ['onSale', 'presale', 'closed', 'outOfRange'];
/** An itinerary is as sellable as its least sellable leg. */
export function worstSaleStatus(c: Candidate): SaleStatus {
  return c.legs.reduce<SaleStatus>((w, l) => (SALE_ORDER.indexOf(l.saleStatus) > SALE_ORDER.indexOf(w) ? l.saleStatus : w), 'onSale');
}

export const hasTicket = (c: Candidate) => c.legs.every(hasBookableSeat);
export const priceOf = (c: Candidate) => c.legs.reduce((sum, l) => sum + lowestFare(l), 0);

/** The time slot of an instant's local (+08:00) clock time. */
export function timeSlot(iso: string): TimeSlot {
  const hour = Number(iso.slice(11, 13));
  return hour < 6 ? '00-06' : hour < 12 ? '06-12' : hour < 18 ? '12-18' : '18-24';
}

const slotAllows = (slots: readonly TimeSlot[], iso: string) => slots.length === 0 || slots.length >= 4 || slots.includes(timeSlot(iso));

/** The spec's filters; none chosen (or all four time slots) means any. Every leg must be of a chosen train type. */
export function matchesFilter(c: Candidate, f: SearchFilter): boolean {
  const first = c.legs[0]!;
  const last = c.legs[c.legs.length - 1]!;
  if (f.trainTypes.length > 0 && !c.legs.every((l) => f.trainTypes.includes(trainTypeOf(l.trainClass)))) return false;
  if (!slotAllows(f.departureTimeSlots, first.departureTime)) return false;
  if (!slotAllows(f.arrivalTimeSlots, last.arrivalTime)) return false;
  if (f.departureStationCodes.length > 0 && !f.departureStationCodes.includes(first.fromTelecode)) return false;
  if (f.arrivalStationCodes.length > 0 && !f.arrivalStationCodes.includes(last.toTelecode)) return false;
  if (f.stationType === 'STARTING' && !first.startingStation) return false;
  if (f.stationType === 'PASSING' && first.startingStation) return false;
  if (f.onlyHasTicket && !hasTicket(c)) return false;
  return true;
}

/** In the default time window (06 to 24, spec 5), which the recommended order prefers. */
const inDefaultWindow = (c: Candidate) => timeSlot(c.legs[0]!.departureTime) !== '00-06';

/**
 * The comparator of a sort: its key ascending or descending, then the departure and the key itself, so that every
 * order is total and pages never overlap. Recommended: bookable first, direct before transfer, departures in the
 * default window, then the fastest.
 */
export function comparator(key: SortKey, order: 'ASC' | 'DESC'): (a: Candidate, b: Candidate) => number {
  const dep = (c: Candidate) => ms(c.legs[0]!.departureTime);
  const arr = (c: Candidate) => ms(c.legs[c.legs.length - 1]!.arrivalTime);
  const tie = (a: Candidate, b: Candidate) => dep(a) - dep(b) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
  const sign = order === 'DESC' ? -1 : 1;
  const by = (f: (c: Candidate) => number) => (a: Candidate, b: Candidate) => sign * (f(a) - f(b)) || tie(a, b);
  switch (key) {
    case 'DEPARTURE':
      return (a, b) => sign * (dep(a) - dep(b)) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
    case 'ARRIVAL':
      return by(arr);
    case 'DURATION':
      return by(totalMinutes);
    case 'PRICE':
      return by(priceOf);
    case 'RECOMMENDED':
      return (a, b) =>
        Number(hasTicket(b)) - Number(hasTicket(a)) ||
        a.searchType - b.searchType ||
        Number(inDefaultWindow(b)) - Number(inDefaultWindow(a)) ||
        totalMinutes(a) - totalMinutes(b) ||
        tie(a, b);
  }
}
