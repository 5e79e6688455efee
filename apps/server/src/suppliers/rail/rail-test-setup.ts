import { getReferenceData, type ReferenceData } from '../../modules/common/reference-cache';
import { loadReferenceData } from '../../modules/common/reference-loader';
import { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/database';
import { createTestDatabase } from '../../test/test-database';
import { ensureRailNetwork, type NetworkInfo } from './network-store';
import { loadRailConfig, type RailConfig } from './rail-config';
import type { RailNetwork } from './rail-network';
import { createRailSandbox, type RailSandbox } from './rail-sandbox';

/** A test database with reference data and the rail network, a clock and a sandbox on it. */
export interface RailTestBed {
  database: Database;
  clock: Clock;
  rail: RailSandbox;
  net: RailNetwork;
  ref: ReferenceData;
  info: NetworkInfo;
  /** telecode by station name */
  code(name: string): string;
  /** moves the clock to an instant */
  setNow(iso: string): void;
  sandbox(config: Partial<RailConfig>): RailSandbox;
}

export async function createRailTestBed(): Promise<RailTestBed> {
  const database = await createTestDatabase();
  await loadReferenceData(database.db);
  const info = await ensureRailNetwork(database.db);
  const clock = new Clock();
  const rail = createRailSandbox({ clock, db: database.db, config: loadRailConfig({ RAIL_NIGHT_CLOSED: 'off' }) });
  const ref = await getReferenceData(database.db);
  const net = await rail.network();
  return {
    database,
    clock,
    rail,
    net,
    ref,
    info,
    code: (name) => {
      const station = ref.stationByName.get(name);
      if (!station) throw new Error(`no station ${name}`);
      return station.telecode;
    },
    setNow: (iso) => clock.setOffsetSeconds(Math.round((Date.parse(iso) - Date.now()) / 1000)),
    sandbox: (config) => createRailSandbox({ clock, db: database.db, config: { ...loadRailConfig({ RAIL_NIGHT_CLOSED: 'off' }), ...config } }),
  };
}
