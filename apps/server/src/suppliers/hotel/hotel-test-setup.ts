import { getReferenceData, type ReferenceData } from '../../modules/common/reference-cache';
import { loadReferenceData } from '../../modules/common/reference-loader';
import { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/database';
import { createTestDatabase } from '../../test/test-database';
import type { HotelCatalog } from './hotel-catalog';
import { loadHotelConfig, type HotelConfig } from './hotel-config';
import { createHotelSandbox, type HotelSandbox } from './hotel-sandbox';

/** A test database with reference data, a clock and a hotel sandbox on it. */
export interface HotelTestBed {
  database: Database;
  clock: Clock;
  hotels: HotelSandbox;
  catalog: HotelCatalog;
  ref: ReferenceData;
  /** moves the clock to an instant */
  setNow(iso: string): void;
  sandbox(config: Partial<HotelConfig>): HotelSandbox;
}

export async function createHotelTestBed(): Promise<HotelTestBed> {
  const database = await createTestDatabase();
  await loadReferenceData(database.db);
  const clock = new Clock();
  const hotels = createHotelSandbox({ clock, db: database.db, config: loadHotelConfig({}) });
  return {
    database,
    clock,
    hotels,
    catalog: await hotels.catalog(),
    ref: await getReferenceData(database.db),
    setNow: (iso) => clock.setOffsetSeconds(Math.round((Date.parse(iso) - Date.now()) / 1000)),
    sandbox: (config) => createHotelSandbox({ clock, db: database.db, config: { ...loadHotelConfig({}), ...config } }),
  };
}
