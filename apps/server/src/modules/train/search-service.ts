import { TrainError } from '@travel/contracts/train/errors';
import { randomUUID } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Locale } from '@travel/contracts/platform/locales';
import type { Itinerary, SearchPassenger, TrainSearchRequest } from '@travel/contracts/train/search';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { enqueueJob, type JobHandlers } from '../../platform/jobs/job-queue';
import { assertBookingAllowed } from '../travel-request/booking-gate';
import { hasTypeMismatch, regroupPassengers } from './passenger-types';
import type { RailSupplier, TrainQuery, TrainSection } from './rail-port';
import { trainNoResultReports, trainSearchSessions } from './schema';
import {
  boardOncePerTrain,
  comparator,
  connect,
  direct,
  hasTicket,
  matchesFilter,
  minutesBetween,
  parseKey,
  priceOf,
  pruneTransfers,
  totalMinutes,
  transfer,
  TRANSFER_RULES,
  worstSaleStatus,
  legKey,
  type Candidate,
  type Link,
  type LegRef,
} from './search-engine';
import { cityNameOf, placeStations, stationDirectory, stationNameOf, type StationDirectory } from './station-directory';
import { SALE_FLAG, tripOf } from './trip-view';
import { cachedTransfers } from './transfer-cache';

/** Search sessions outlive the results' usefulness by a little: seat counts are re-read, the trains are not. */
const SESSION_MINUTES = 30;
let purgeQueuedUntil = 0;

type Scope = { enterpriseId: string; memberId: string };

/** ItrainTrading.1518 when a traveller's type does not fit their age; data carries the regrouped list (spec 8). */
export function verifyPassengers(list: readonly SearchPassenger[]): { passengerList: SearchPassenger[] } {
  if (hasTypeMismatch(list)) throw new AppError(TrainError.PASSENGER_TYPE_MISMATCH, {}, { passengerList: regroupPassengers(list) });
  return { passengerList: regroupPassengers(list) };
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86400000).toISOString().slice(0, 10);

function itineraryOf(c: Candidate, dir: StationDirectory, locale: Locale): Itinerary {
  const trips = c.legs.map((leg, i) => tripOf(leg, i + 1, dir, locale));
  const first = trips[0]!;
  const last = trips[trips.length - 1]!;
  let transferInfo: Itinerary['transferInfo'] = null;
  if (c.transferType && c.legs.length === 2) {
    const [a, b] = c.legs as [TrainSection, TrainSection];
    const city = dir.cityOfStation.get(a.toTelecode);
    transferInfo = {
      transferType: c.transferType,
      cityName: city ? cityNameOf(city, locale) : stationNameOf(dir, a.toTelecode, locale),
      arrivalStation: { stationCode: a.toTelecode, stationName: stationNameOf(dir, a.toTelecode, locale) },
      departureStation: { stationCode: b.fromTelecode, stationName: stationNameOf(dir, b.fromTelecode, locale) },
      waitMinutes: minutesBetween(a.arrivalMs, b.departureMs),
    };
  }
  return {
    itineraryId: c.key,
    searchType: c.searchType,
    trainNo: trips.map((t) => t.trainNo).join('/'),
    departureTime: first.departureTime,
    arrivalTime: last.arrivalTime,
    runDuration: totalMinutes(c),
    stations: { from: first.fromStation, to: last.toStation },
    perLowestPrice: { amount: priceOf(c), currency: 'CNY' },
    saleFlag: SALE_FLAG[worstSaleStatus(c)],
    hasTicket: hasTicket(c),
    transferInfo,
    tripList: trips,
  };
}

/** The exact legs of stored keys (or chosen transfers), with seat counts, in one supplier call. */
async function loadLegs(db: Db, rail: RailSupplier, legs: readonly LegRef[]): Promise<Map<string, TrainSection>> {
  const unique = [...new Map(legs.map((l) => [legKey(l), l])).values()];
  const queries: TrainQuery[] = unique.map((l) => ({ fromTelecodes: [l.fromTelecode], toTelecodes: [l.toTelecode], departureDate: l.departureDate, trainNos: [l.trainNo] }));
  const answers = await rail.findTrains(queries);
  const found = new Map<string, TrainSection>();
  answers.forEach((sections, i) => {
    const want = unique[i]!;
    const hit = sections.find((s) => s.fromTelecode === want.fromTelecode && s.toTelecode === want.toTelecode);
    if (hit) found.set(legKey(want), hit);
  });
  return found;
}

const legRef = (s: LegRef): LegRef => ({ trainNo: s.trainNo, departureDate: s.departureDate, fromTelecode: s.fromTelecode, toTelecode: s.toTelecode });

function rebuild(keys: readonly string[], legs: ReadonlyMap<string, TrainSection>): Candidate[] {
  const out: Candidate[] = [];
  for (const key of keys) {
    const parsed = parseKey(key);
    const found = parsed?.legs.map((l) => legs.get(legKey(l)));
    if (!parsed || !found || found.some((l) => !l)) continue;
    const sections = found as TrainSection[];
    out.push(parsed.searchType === 0 ? direct(sections[0]!) : transfer(parsed.transferType!, sections[0]!, sections[1]!));
  }
  return out;
}

/** Transfers through other cities: first legs into each city reachable from the origin and reaching the destination. */
async function cityTransfers(db: Db, rail: RailSupplier, dir: StationDirectory, from: string[], to: string[], date: string): Promise<Link[]> {
  const [reachFrom, reachTo] = await Promise.all([rail.connectedStations(from, 'from'), rail.connectedStations(to, 'to')]);
  const cityKey = (code: string) => dir.cityOfStation.get(code)?.city;
  const endCities = new Set([...from, ...to].map(cityKey));
  const toCities = new Set(reachTo.map(cityKey));
  const hubsIn = reachFrom.filter((c) => toCities.has(cityKey(c)) && !endCities.has(cityKey(c)));
  const hubCities = new Set(hubsIn.map(cityKey));
  const hubsOut = reachTo.filter((c) => hubCities.has(cityKey(c)));
  if (hubsIn.length === 0 || hubsOut.length === 0) return [];
  // Two scans of the timetable: first legs into every transfer station, second legs out of them (on the day or the next).
  const [firstLegs, secondToday, secondTomorrow] = await rail.findTrains([
    { fromTelecodes: from, toTelecodes: hubsIn, departureDate: date, withSeats: false, allStops: true },
    { fromTelecodes: hubsOut, toTelecodes: to, departureDate: date, withSeats: false },
    { fromTelecodes: hubsOut, toTelecodes: to, departureDate: addDays(date, 1), withSeats: false },
  ]);
  const secondLegs = [...secondToday!, ...secondTomorrow!];
  return connect(boardOncePerTrain(firstLegs!), secondLegs, cityKey);
}

/** Sold-out direct trains whose passengers can change seats at a stop on the way: a ticket to it and one onwards. */
async function sameTrainTransfers(db: Db, rail: RailSupplier, soldOut: readonly TrainSection[]): Promise<Candidate[]> {
  const plans: { section: TrainSection; stop: string; onDate: string }[] = [];
  for (const s of soldOut.slice(0, TRANSFER_RULES.sameTrainChecks)) {
    const list = await rail.getTimeList({ trainNo: s.trainNo, date: s.departureDate, fromTelecode: s.fromTelecode, toTelecode: s.toTelecode });
    const inside = list?.stops.filter((st) => st.inSection && st.telecode !== s.fromTelecode && st.telecode !== s.toTelecode) ?? [];
    for (const st of inside) plans.push({ section: s, stop: st.telecode, onDate: addDays(list!.runDate, st.dayOffset) });
  }
  if (plans.length === 0) return [];
  const legs = await loadLegs(
    db,
    rail,
    plans.flatMap((p) => [
      { trainNo: p.section.trainNo, departureDate: p.section.departureDate, fromTelecode: p.section.fromTelecode, toTelecode: p.stop },
      { trainNo: p.section.trainNo, departureDate: p.onDate, fromTelecode: p.stop, toTelecode: p.section.toTelecode },
    ]),
  );
  const out: Candidate[] = [];
  const done = new Set<string>();
  for (const p of plans) {
    if (done.has(p.section.trainNo)) continue;
    const a = legs.get(legKey({ trainNo: p.section.trainNo, departureDate: p.section.departureDate, fromTelecode: p.section.fromTelecode, toTelecode: p.stop }));
    const b = legs.get(legKey({ trainNo: p.section.trainNo, departureDate: p.onDate, fromTelecode: p.stop, toTelecode: p.section.toTelecode }));
    if (a && b && hasTicket(direct(a)) && hasTicket(direct(b))) {
      out.push(transfer('SAME_TRAIN', a, b));
      done.add(p.section.trainNo);
    }
  }
  return out;
}

export interface SearchPage {
  searchId: string;
  itineraryList: Itinerary[];
  pageIndex: number;
  totalSize: number;
  finish: boolean;
}

const stationOptions = (codes: Iterable<string>, dir: StationDirectory, locale: Locale) =>
  [...new Set(codes)].sort().map((code) => ({ stationCode: code, stationName: stationNameOf(dir, code, locale) }));

/**
 * train/search/first_trip: direct trains between the two places, and transfers as the search mode asks; filtered,
 * sorted, the first page answered and the ordered keys kept for next_trip. An empty answer files the no-result report.
 */
export async function firstTrip(db: Db, rail: RailSupplier, scope: Scope, req: TrainSearchRequest, locale: Locale, now: Date) {
  verifyPassengers(req.passengerList);
  const dir = await stationDirectory(db);
  const from = placeStations(dir, req.departure);
  const to = placeStations(dir, req.arrival);
  if (!from) throw new AppError(TrainError.STATION_NOT_FOUND, { code: req.departure.code });
  if (!to) throw new AppError(TrainError.STATION_NOT_FOUND, { code: req.arrival.code });
  if (from.some((c) => to.includes(c))) throw new AppError(TrainError.SEARCH_PARAM);
  const cal = rail.saleCalendar();
  if (!cal.saleDateList.includes(req.departureDate) && !cal.preSaleDateList.includes(req.departureDate)) {
    throw new AppError(TrainError.DATE_OUT_OF_RANGE, { date: req.departureDate, begin: cal.saleDateList[0], end: cal.preSaleDateList.at(-1) ?? cal.saleDateList.at(-1) });
  }
  if (req.travelType === 'BUSINESS' && req.travelNO) {
    const cityIds = [from[0]!, to[0]!].flatMap((code) => dir.cityOfStation.get(code)?.cityId ?? []);
    await assertBookingAllowed(db, scope, { travelType: 'BUSINESS', product: 'TRAIN', travelNO: req.travelNO, dates: { begin: req.departureDate, end: req.departureDate }, cityIds, locale }, now);
  }

  const [found] = await rail.findTrains([{ fromTelecodes: from, toTelecodes: to, departureDate: req.departureDate }]);
  const directSections = boardOncePerTrain(found!);
  const directs = directSections.map(direct);
  let transfers: Candidate[] = [];
  const bookableDirect = directs.filter(hasTicket).length;
  if (req.searchMode === 'TRANSFER_ALL' || (req.searchMode === 'TRANSFER_LESS' && bookableDirect < TRANSFER_RULES.fewDirect)) {
    const cap = req.searchMode === 'TRANSFER_ALL' ? TRANSFER_RULES.capAll : TRANSFER_RULES.capLess;
    const fastest = directs.length > 0 ? Math.min(...directs.map(totalMinutes)) : null;
    const chosen = await cachedTransfers(rail, `${from.join(',')}>${to.join(',')}@${req.departureDate}#${cap}/${fastest ?? '-'}`, async () => {
      const found = pruneTransfers(await cityTransfers(db, rail, dir, from, to, req.departureDate), fastest, cap);
      return { keys: found.map((c) => c.key), legs: found.flatMap((c) => c.legs.map(legRef)) };
    });
    // The chosen connections were matched from timetables alone; now their seats, in one read.
    const legs = await loadLegs(db, rail, chosen.legs);
    transfers = [...rebuild(chosen.keys, legs), ...(await sameTrainTransfers(db, rail, directSections.filter((s) => !hasTicket(direct(s)))))];
  }

  const all = [...directs, ...transfers];
  const shown = all.filter((c) => matchesFilter(c, req.filter)).sort(comparator(req.sort.key, req.sort.order));
  const searchId = randomUUID();
  const page = shown.slice(0, req.pageSize);
  const finish = shown.length <= req.pageSize;
  let noResultReported = false;
  if (shown.length === 0) {
    await db.insert(trainNoResultReports).values({
      id: randomUUID(),
      enterpriseId: scope.enterpriseId,
      memberId: scope.memberId,
      departureCode: req.departure.code,
      arrivalCode: req.arrival.code,
      departureDate: req.departureDate,
      searchMode: req.searchMode,
      filtered: all.length > 0,
      request: req,
      createdAt: now,
    });
    noResultReported = true;
  }
  if (!finish) {
    await db.insert(trainSearchSessions).values({
      searchId,
      enterpriseId: scope.enterpriseId,
      memberId: scope.memberId,
      request: req,
      itineraryKeys: shown.map((c) => c.key),
      pageSize: req.pageSize,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SESSION_MINUTES * 60000),
    });
    // One pending purge at a time (dedupe key): it runs when this session has expired. This process asks again only
    // after the purge it last queued is due, which spares a write per search.
    if (now.getTime() >= purgeQueuedUntil) {
      const runAt = new Date(now.getTime() + (SESSION_MINUTES + 1) * 60000);
      await enqueueJob(db, { kind: PURGE_JOB, runAt, dedupeKey: PURGE_JOB }, now);
      purgeQueuedUntil = runAt.getTime();
    }
  }
  return {
    searchId,
    itineraryList: page.map((c) => itineraryOf(c, dir, locale)),
    pageIndex: 1,
    totalSize: shown.length,
    finish,
    directCount: shown.filter((c) => c.searchType === 0).length,
    transferCount: shown.filter((c) => c.searchType === 1).length,
    departureStationList: stationOptions(all.map((c) => c.legs[0]!.fromTelecode), dir, locale),
    arrivalStationList: stationOptions(all.map((c) => c.legs[c.legs.length - 1]!.toTelecode), dir, locale),
    noResultReported,
  };
}

/** train/search/next_trip: a further page of a stored search, its seat counts read again. */
export async function nextTrip(db: Db, rail: RailSupplier, scope: Scope, input: { searchId: string; pageIndex: number }, locale: Locale, now: Date): Promise<SearchPage> {
  const [session] = await db
    .select()
    .from(trainSearchSessions)
    .where(and(eq(trainSearchSessions.searchId, input.searchId), eq(trainSearchSessions.enterpriseId, scope.enterpriseId), eq(trainSearchSessions.memberId, scope.memberId)));
  if (!session || session.expiresAt <= now) throw new AppError(TrainError.SEARCH_EXPIRED);
  const keys = session.itineraryKeys;
  const pageKeys = keys.slice((input.pageIndex - 1) * session.pageSize, input.pageIndex * session.pageSize);
  const parsed = pageKeys.flatMap((k) => parseKey(k)?.legs ?? []);
  const legs = await loadLegs(db, rail, parsed);
  const dir = await stationDirectory(db);
  return {
    searchId: session.searchId,
    itineraryList: rebuild(pageKeys, legs).map((c) => itineraryOf(c, dir, locale)),
    pageIndex: input.pageIndex,
    totalSize: keys.length,
    finish: input.pageIndex * session.pageSize >= keys.length,
  };
}

export const PURGE_JOB = 'train.search.purge';

/** Removes search sessions past their expiry. */
export async function purgeSearchSessions(db: Db, now: Date): Promise<number> {
  const gone = await db.delete(trainSearchSessions).where(lt(trainSearchSessions.expiresAt, now)).returning({ id: trainSearchSessions.searchId });
  return gone.length;
}

export const trainJobHandlers: JobHandlers = {
  [PURGE_JOB]: async (db, _payload, ctx) => {
    await purgeSearchSessions(db, ctx.clock.now());
  },
};

