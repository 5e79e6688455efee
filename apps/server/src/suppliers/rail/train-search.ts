import type { TimeList, TimeListStop, TrainQuery, TrainSection } from '../../modules/train/rail-port';
import type { Db } from '../../platform/db/database';
import { departureAt, type NetTrain, type RailNetwork } from './rail-network';
import { addDays, clockTime, runsOn } from './rail-time';
import { countSold, type SoldQuery } from './seat-inventory';
import { sectionOf, sectionSaleStatus, seatProducts, toTrainSection, type SaleContext, type Section } from './train-sections';

/** The sections of one query, from memory: trains calling at a from-station on the date and later at a to-station. */
export function matchSections(net: RailNetwork, query: TrainQuery): Section[] {
  const found = query.trainNos ? byTrainNumbers(net, query, query.trainNos) : scanCalls(net, query);
  return found.sort((a, b) => a.departureMs - b.departureMs || a.arrivalMs - b.arrivalMs || a.train.trainNo.localeCompare(b.train.trainNo));
}

/** Named trains are looked up, not scanned for: the legs of stored results and product pages. */
function byTrainNumbers(net: RailNetwork, query: TrainQuery, trainNos: readonly string[]): Section[] {
  const found: Section[] = [];
  for (const no of new Set(trainNos)) {
    const train = net.byNo.get(no);
    if (!train) continue;
    for (const from of new Set(query.fromTelecodes)) {
      const seq = train.seqOf.get(from);
      if (seq === undefined) continue;
      const later = [...new Set(query.toTelecodes)].map((to) => train.seqOf.get(to)).filter((at): at is number => at !== undefined && at > seq);
      for (const toSeq of query.allStops ? later : later.length > 0 ? [Math.min(...later)] : []) {
        const section = sectionOf(train, seq, toSeq, query.departureDate);
        if (section) found.push(section);
      }
    }
  }
  return found;
}

function scanCalls(net: RailNetwork, query: TrainQuery): Section[] {
  // Where each train calls at the arrival stations, so a departure call is matched by one integer lookup.
  const arrivals = new Map<number, number[]>();
  for (const to of new Set(query.toTelecodes)) {
    for (const { train, seq } of net.callsAt(to)) {
      const list = arrivals.get(train.id);
      if (list) list.push(seq);
      else arrivals.set(train.id, [seq]);
    }
  }
  const found: Section[] = [];
  for (const from of new Set(query.fromTelecodes)) {
    for (const { train, seq } of net.callsAt(from)) {
      const seqs = arrivals.get(train.id);
      if (!seqs) continue;
      if (query.allStops) {
        for (const at of seqs) {
          const section = at > seq ? sectionOf(train, seq, at, query.departureDate) : null;
          if (section) found.push(section);
        }
        continue;
      }
      // The first later stop among the wanted ones (a city pair may list several stations of the arrival city).
      let toSeq = -1;
      for (const at of seqs) if (at > seq && (toSeq < 0 || at < toSeq)) toSeq = at;
      if (toSeq < 0) continue;
      const section = sectionOf(train, seq, toSeq, query.departureDate);
      if (section) found.push(section);
    }
  }
  return found;
}

/**
 * Answers many queries with one database read: the seat counts of every on-sale (or just closed) section at once;
 * presale and out-of-range dates cannot have sales and are answered from capacity.
 */
export async function findTrains(db: Db, net: RailNetwork, ctx: SaleContext, queries: readonly TrainQuery[]): Promise<TrainSection[][]> {
  const matched = queries.map((q) => matchSections(net, q));
  const wanted: { section: Section; sold: SoldQuery }[] = [];
  matched.forEach((sections, qi) => {
    if (queries[qi]!.withSeats === false) return;
    for (const section of sections) {
      const status = sectionSaleStatus(section, ctx);
      if (status === 'onSale' || status === 'closed') {
        wanted.push({ section, sold: { trainId: section.train.id, runDate: section.runDate, mask: section.mask } });
      }
    }
  });
  const sold = await countSold(db, wanted.map((w) => w.sold));
  const soldBySection = new Map(wanted.map((w) => [w.section, sold.get(w.sold)!]));
  return matched.map((sections, qi) =>
    sections.map((section) => {
      const query = queries[qi]!;
      const seats = query.withSeats === false ? null : seatProducts(section, sectionSaleStatus(section, ctx), soldBySection.get(section) ?? null);
      const found = toTrainSection(net, section, ctx, seats);
      if (query.withStops) found.stops = stopList(net, section.train, section.fromSeq, section.toSeq);
      return found;
    }),
  );
}

/** Stations one train ride away from (or to) any of the given stations. */
export function connectedStations(net: RailNetwork, telecodes: readonly string[], direction: 'from' | 'to'): string[] {
  const out = new Set<string>();
  const given = new Set(telecodes);
  for (const code of given) {
    for (const { train, seq } of net.callsAt(code)) {
      const stops = direction === 'from' ? train.stops.slice(seq + 1) : train.stops.slice(0, seq);
      for (const s of stops) if (!given.has(s.telecode)) out.add(s.telecode);
    }
  }
  return [...out].sort();
}

/** A train's stops with local times; those from `fromSeq` to `toSeq` are in the section. */
export function stopList(net: RailNetwork, train: NetTrain, fromSeq = 0, toSeq = train.stops.length - 1): TimeListStop[] {
  return train.stops.map((s) => {
    const arrival = s.arrivalOffset === null ? null : train.departureMinute + s.arrivalOffset;
    const departure = s.departureOffset === null ? null : train.departureMinute + s.departureOffset;
    return {
      stationNo: s.seq + 1,
      telecode: s.telecode,
      stationName: net.stationName(s.telecode),
      km: s.km,
      arrivalTime: arrival === null ? null : clockTime(arrival),
      departureTime: departure === null ? null : clockTime(departure),
      dwellMinutes: s.dwellMinutes,
      dayOffset: Math.floor((arrival ?? departure ?? 0) / 1440),
      stationType: s.seq === 0 ? 'starting' : 'passing',
      inSection: s.seq >= fromSeq && s.seq <= toSeq,
    };
  });
}

/** A train's stops; `date` is the boarding date at `fromTelecode` when given, else the run date. */
export function timeList(net: RailNetwork, q: { trainNo: string; date: string; fromTelecode?: string; toTelecode?: string }): TimeList | null {
  const train = net.byNo.get(q.trainNo);
  if (!train) return null;
  const fromSeq = q.fromTelecode === undefined ? 0 : train.seqOf.get(q.fromTelecode);
  const toSeq = q.toTelecode === undefined ? train.stops.length - 1 : train.seqOf.get(q.toTelecode);
  if (fromSeq === undefined || toSeq === undefined || toSeq < fromSeq) return null;
  const runDate = q.fromTelecode === undefined ? q.date : addDays(q.date, -Math.floor(departureAt(train, fromSeq) / 1440));
  if (!runsOn(train.runDays, runDate)) return null;
  return { trainNo: train.trainNo, trainTypeCode: train.trainTypeCode, runDate, stops: stopList(net, train, fromSeq, toSeq) };
}
