import type { RailSupplier } from '../../modules/train/rail-port';
import { getReferenceData } from '../../modules/common/reference-cache';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { readNetwork } from './network-store';
import { loadRailConfig, type RailConfig } from './rail-config';
import { RailNetwork } from './rail-network';
import { localDate } from './rail-time';
import { saleCalendar } from './sale-window';
import { confirmHold, getHold, holdSeats, refundTickets, releaseHold } from './seat-holds';
import { connectedStations, findTrains, timeList } from './train-search';
import type { SaleContext } from './train-sections';

export interface RailSandbox extends RailSupplier {
  readonly config: RailConfig;
  /** The timetable in memory (loaded from the sandbox tables on first use). */
  network(): Promise<RailNetwork>;
}

/**
 * The sandbox railway behind the RailSupplier port. Timetables are read once from the sandbox tables (written by
 * ensureRailNetwork) and kept in memory; seat inventory and holds live in the database, so several server processes
 * can share one PostgreSQL. All dates and sale windows come from the platform clock. Like a remote railway, it keeps its
 * own tables and transactions on the database handle it is given (`db`): no caller's transaction ever reaches it.
 */
export function createRailSandbox(opts: { clock: Clock; db: Db; config?: RailConfig }): RailSandbox {
  const config = opts.config ?? loadRailConfig();
  const { clock, db } = opts;
  let loading: Promise<RailNetwork> | null = null;

  const network = (): Promise<RailNetwork> => {
    loading ??= (async () => {
      const [stored, ref] = await Promise.all([readNetwork(db), getReferenceData(db)]);
      if (stored.length === 0) throw new Error('rail sandbox: no trains stored (ensureRailNetwork has not run)');
      return new RailNetwork(stored, new Map(ref.stations.map((s) => [s.telecode, s.name])));
    })();
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };

  // Counted once per timetable: it never changes while the process runs.
  let traffic: Promise<ReadonlyMap<string, number>> | null = null;
  const stationTraffic = () =>
    (traffic ??= network()
      .then((net) => net.trainCounts())
      .catch((err: unknown) => {
        traffic = null;
        throw err;
      }));

  // Train-dates whose seat rows exist, so a hold skips asking again.
  const materialised = new Set<string>();

  // The railway's today from the clock's instant (China keeps UTC+8): cheaper than an Intl formatter per search.
  const context = (): SaleContext => {
    const nowMs = clock.nowMs();
    return { nowMs, today: localDate(nowMs), config };
  };

  return {
    config,
    network,
    saleCalendar: () => saleCalendar(clock, config),
    findTrains: async (queries) => findTrains(db, await network(), context(), queries),
    stationTraffic,
    connectedStations: async (telecodes, direction) => connectedStations(await network(), telecodes, direction),
    getTimeList: async (q) => timeList(await network(), q),
    getSeatProducts: async (ref) => {
      const [sections] = await findTrains(db, await network(), context(), [
        { fromTelecodes: [ref.fromTelecode], toTelecodes: [ref.toTelecode], departureDate: ref.departureDate, trainNos: [ref.trainNo] },
      ]);
      return sections?.find((s) => s.fromTelecode === ref.fromTelecode && s.toTelecode === ref.toTelecode) ?? null;
    },
    holdSeats: async (req) => holdSeats(db, await network(), context(), req, materialised),
    releaseHold: async (ref) => releaseHold(db, await network(), ref, clock.now()),
    confirmHold: async (holdId) => confirmHold(db, await network(), config, holdId, clock.now()),
    refundTickets: async (holdId, indexes) => refundTickets(db, await network(), holdId, indexes),
    getHold: async (holdId) => getHold(db, await network(), holdId),
  };
}
