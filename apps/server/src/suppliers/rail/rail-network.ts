import type { TrainClass, TrainTypeCode } from '../../modules/train/rail-port';
import { isLayoutCode, type LayoutCode } from './coach-layout';
import type { StoredTrain } from './network-store';

export interface NetStop {
  seq: number;
  telecode: string;
  km: number;
  arrivalOffset: number | null;
  departureOffset: number | null;
  dwellMinutes: number;
}

export interface NetTrain {
  id: number;
  trainNo: string;
  trainClass: TrainClass;
  trainTypeCode: TrainTypeCode;
  lineId: number;
  direction: string;
  originTelecode: string;
  terminusTelecode: string;
  departureMinute: number;
  runDays: number;
  layout: LayoutCode;
  stops: NetStop[];
  seqOf: ReadonlyMap<string, number>;
}

export interface StationCall {
  train: NetTrain;
  seq: number;
}

/** Minutes after local midnight of the run date at which the train leaves (or, at the terminus, reaches) a stop. */
export function departureAt(train: NetTrain, seq: number): number {
  const s = train.stops[seq]!;
  return train.departureMinute + (s.departureOffset ?? s.arrivalOffset ?? 0);
}

export function arrivalAt(train: NetTrain, seq: number): number {
  const s = train.stops[seq]!;
  return train.departureMinute + (s.arrivalOffset ?? s.departureOffset ?? 0);
}

/** The timetable in memory, indexed for search: trains by number and id, calls by station in departure-time order. */
export class RailNetwork {
  readonly trains: readonly NetTrain[];
  readonly byNo: ReadonlyMap<string, NetTrain>;
  readonly byId: ReadonlyMap<number, NetTrain>;
  private readonly calls: ReadonlyMap<string, readonly StationCall[]>;

  constructor(
    stored: readonly StoredTrain[],
    private readonly names: ReadonlyMap<string, string>,
  ) {
    this.trains = stored.map((t) => {
      if (!isLayoutCode(t.layout)) throw new Error(`rail sandbox: train ${t.trainNo} has unknown layout ${t.layout}`);
      const stops = t.stops.map((s) => ({
        seq: s.seq,
        telecode: s.telecode,
        km: s.km,
        arrivalOffset: s.arrivalOffset,
        departureOffset: s.departureOffset,
        dwellMinutes: s.dwellMinutes,
      }));
      return {
        id: t.id,
        trainNo: t.trainNo,
        trainClass: t.trainClass as TrainClass,
        trainTypeCode: t.trainTypeCode as TrainTypeCode,
        lineId: t.lineId,
        direction: t.direction,
        originTelecode: t.originTelecode,
        terminusTelecode: t.terminusTelecode,
        departureMinute: t.departureMinute,
        runDays: t.runDays,
        layout: t.layout,
        stops,
        seqOf: new Map(stops.map((s) => [s.telecode, s.seq])),
      };
    });
    this.byNo = new Map(this.trains.map((t) => [t.trainNo, t]));
    this.byId = new Map(this.trains.map((t) => [t.id, t]));
    const calls = new Map<string, StationCall[]>();
    for (const train of this.trains) {
      for (const s of train.stops) {
        let list = calls.get(s.telecode);
        if (!list) calls.set(s.telecode, (list = []));
        list.push({ train, seq: s.seq });
      }
    }
    for (const list of calls.values()) list.sort((a, b) => (departureAt(a.train, a.seq) % 1440) - (departureAt(b.train, b.seq) % 1440));
    this.calls = calls;
  }

  /** Every train calling at a station, by local departure time of day. */
  callsAt(telecode: string): readonly StationCall[] {
    return this.calls.get(telecode) ?? [];
  }

  stationName(telecode: string): string {
    return this.names.get(telecode) ?? telecode;
  }

  /** Stations served by the network. */
  stations(): string[] {
    return [...this.calls.keys()];
  }

  /** How many trains call at each station served. */
  trainCounts(): ReadonlyMap<string, number> {
    return new Map([...this.calls].map(([telecode, list]) => [telecode, list.length]));
  }
}
