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

/** Minutes from one leg's arrival (or departure) instant to another's, from the epoch milliseconds the legs carry. */
export const minutesBetween = (fromMs: number, toMs: number) => Math.round((toMs - fromMs) / 60000);

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
 * A city search shows each train once, as the railway's own site does: a train calling at several stations of the
 * origin city is boarded where it first departs from the city (its earliest departure there on the date). The
 * alighting stop is already the first call in the destination city (the rail port answers the first later stop).
 * Every section of such a train boarding there is kept (a first leg into several transfer cities).
 */
export function boardOncePerTrain<T extends Pick<TrainSection, 'trainNo' | 'departureMs'>>(sections: readonly T[]): T[] {
  const first = new Map<string, number>();
  for (const s of sections) {
    const at = first.get(s.trainNo);
    if (at === undefined || s.departureMs < at) first.set(s.trainNo, s.departureMs);
  }
  return sections.filter((s) => s.departureMs === first.get(s.trainNo));
}

/** A connection found from timetables: cheap to make by the thousand, turned into a Candidate only if kept. */
export interface Link {
  type: 'SAME_STATION' | 'DIFFERENT_STATION';
  a: TrainSection;
  b: TrainSection;
  /** first departure to last arrival */
  minutes: number;
  wait: number;
}

/**
 * Connections between first legs (arriving in transfer cities) and second legs (leaving them): same station after
 * the platform change time, another station of the same city after the cross-city time, never beyond the longest
 * wait, never the same train (that is the direct train). For each first leg and city, the earliest connections only.
 */
export function connect(firstLegs: readonly TrainSection[], secondLegs: readonly TrainSection[], cityOf: (telecode: string) => string | undefined): Link[] {
  const byCity = new Map<string, TrainSection[]>();
  for (const b of secondLegs) {
    const city = cityOf(b.fromTelecode);
    if (city === undefined) continue;
    const list = byCity.get(city);
    if (list) list.push(b);
    else byCity.set(city, [b]);
  }
  for (const list of byCity.values()) list.sort((x, y) => x.departureMs - y.departureMs);
  const out: Link[] = [];
  for (const a of firstLegs) {
    const city = cityOf(a.toTelecode);
    const onward = city === undefined ? undefined : byCity.get(city);
    if (!onward) continue;
    const arrive = a.arrivalMs;
    // The first onward train that could be caught at all, by binary search on departure.
    let lo = 0;
    let hi = onward.length;
    const earliest = arrive + TRANSFER_RULES.minSameStation * 60000;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (onward[mid]!.departureMs < earliest) lo = mid + 1;
      else hi = mid;
    }
    let kept = 0;
    for (let i = lo; i < onward.length; i++) {
      const b = onward[i]!;
      const wait = (b.departureMs - arrive) / 60000;
      if (wait > TRANSFER_RULES.maxWait) break;
      if (b.trainNo === a.trainNo) continue;
      const same = b.fromTelecode === a.toTelecode;
      if (!same && wait < TRANSFER_RULES.minDifferentStation) continue;
      out.push({ type: same ? 'SAME_STATION' : 'DIFFERENT_STATION', a, b, minutes: (b.arrivalMs - a.departureMs) / 60000, wait });
      if (++kept >= TRANSFER_RULES.perFirstLeg) break;
    }
  }
  return out;
}

export const totalMinutes = (c: Candidate) => minutesBetween(c.legs[0]!.departureMs, c.legs[c.legs.length - 1]!.arrivalMs);

/** A total order of links that needs no strings unless everything else ties. */
function linkOrder(x: Link, y: Link): number {
  return (
    x.minutes - y.minutes ||
    x.wait - y.wait ||
    x.a.departureMs - y.a.departureMs ||
    (x.a.trainNo < y.a.trainNo ? -1 : x.a.trainNo > y.a.trainNo ? 1 : 0) ||
    (x.b.trainNo < y.b.trainNo ? -1 : x.b.trainNo > y.b.trainNo ? 1 : 0) ||
    (x.a.fromTelecode < y.a.fromTelecode ? -1 : x.a.fromTelecode > y.a.fromTelecode ? 1 : 0) ||
    (x.a.toTelecode < y.a.toTelecode ? -1 : x.a.toTelecode > y.a.toTelecode ? 1 : 0) ||
    (x.b.fromTelecode < y.b.fromTelecode ? -1 : x.b.fromTelecode > y.b.fromTelecode ? 1 : 0) ||
    (x.b.toTelecode < y.b.toTelecode ? -1 : x.b.toTelecode > y.b.toTelecode ? 1 : 0)
  );
}

/**
 * Drops transfers far slower than the fastest trip found, keeps one connection per pair of trains (the fastest, then
 * the shortest wait), then the fastest `cap`.
 */
export function pruneTransfers(links: readonly Link[], fastestDirect: number | null, cap: number): Candidate[] {
  if (links.length === 0) return [];
  let fastest = fastestDirect ?? Infinity;
  for (const l of links) if (l.minutes < fastest) fastest = l.minutes;
  const limit = fastest * TRANSFER_RULES.slowFactor + 120;
  const best = new Map<string, Link>();
  for (const l of links) {
    if (l.minutes > limit) continue;
    const pair = `${l.a.trainNo}/${l.b.trainNo}`;
    const known = best.get(pair);
    if (!known || linkOrder(l, known) < 0) best.set(pair, l);
  }
  return [...best.values()]
    .sort(linkOrder)
    .slice(0, cap)
    .map((l) => transfer(l.type, l.a, l.b));
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
  const dep = (c: Candidate) => c.legs[0]!.departureMs;
  const arr = (c: Candidate) => c.legs[c.legs.length - 1]!.arrivalMs;
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
