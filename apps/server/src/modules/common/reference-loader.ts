import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database';
import { resolveAirportCities } from './airport-cities';
import { readReferenceFiles, type ReferenceFiles } from './reference-files';
import {
  refAirlines,
  refAirports,
  refCities,
  refCountries,
  refCurrencies,
  refIntlCities,
  refRailLines,
  refRailLineStations,
  refStations,
} from './schema';

/** Rows per INSERT: one JSON parameter each, so the size is bounded by memory, not by the 65535-parameter limit. */
const CHUNK = 2000;
/** Serialises concurrent loaders (several server processes starting on one PostgreSQL). */
const LOAD_LOCK = 727002;

type Rows<T extends PgTable> = T['$inferInsert'][];

interface Plan {
  stations: Rows<typeof refStations>;
  cities: Rows<typeof refCities>;
  intlCities: Rows<typeof refIntlCities>;
  countries: Rows<typeof refCountries>;
  currencies: Rows<typeof refCurrencies>;
  airports: Rows<typeof refAirports>;
  airlines: Rows<typeof refAirlines>;
  railLines: Rows<typeof refRailLines>;
  railLineStations: Rows<typeof refRailLineStations>;
}

function plan(files: ReferenceFiles): Plan {
  const resolved = resolveAirportCities(files.airports, files.cities, files.intlCities);
  const telecodeByName = new Map(files.stations.map((s) => [s.name, s.telecode]));
  const railLineStations: Rows<typeof refRailLineStations> = [];
  files.railLines.forEach((line, idx) => {
    line.stations.forEach((st, seq) => {
      const telecode = telecodeByName.get(st.name);
      if (!telecode) throw new Error(`reference data: station ${st.name} of ${line.name} is not in stations.csv`);
      railLineStations.push({ lineId: idx + 1, seq, telecode, km: st.km, approximate: st.approximate === true });
    });
  });
  return {
    stations: files.stations,
    cities: files.cities,
    intlCities: files.intlCities,
    countries: files.countries,
    currencies: files.currencies,
    airports: files.airports.map((a) => {
      const city = resolved.get(a.iata)!;
      return {
        iata: a.iata,
        icao: a.icao,
        name: a.name,
        nameZh: city.nameZh,
        cityEn: city.cityEn,
        cityZh: city.cityZh,
        cityCode: city.cityCode,
        cityRef: city.cityRef,
        countryIso2: a.countryIso2,
        lat: a.lat,
        lon: a.lon,
        tz: a.tz,
        airportGroup: a.group,
        routes2014: a.routes2014,
      };
    }),
    airlines: files.airlines,
    railLines: files.railLines.map((line, idx) => ({
      id: idx + 1,
      name: line.name,
      nameEn: line.nameEn,
      kind: line.kind,
      maxSpeedKmh: line.maxSpeedKmh,
      lengthKm: line.lengthKm,
      approximate: line.approximate === true,
      note: line.note ?? null,
    })),
    railLineStations,
  };
}

// One JSON parameter expanded by json_populate_recordset: on PGlite the stations load in ~0.1 s this way against
// ~0.6 s as multi-row VALUES with bound parameters, and no parameter limit applies.
async function insertChunked<T extends PgTable>(db: Db, table: T, rows: Rows<T>): Promise<void> {
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => [key, column.name] as const);
  const name = sql.identifier(getTableName(table));
  for (let i = 0; i < rows.length; i += CHUNK) {
    const records = rows.slice(i, i + CHUNK).map((row) => {
      const record: Record<string, unknown> = {};
      for (const [key, dbName] of columns) record[dbName] = (row as Record<string, unknown>)[key] ?? null;
      return record;
    });
    await db.execute(sql`INSERT INTO ${name} SELECT * FROM json_populate_recordset(NULL::${name}, ${JSON.stringify(records)}::json)`);
  }
}

/**
 * Loads the reference files of apps/server/data into the ref_ tables, in one transaction. A table that already has
 * rows is left alone, so running it again (every start, every test database) loads nothing.
 */
export async function loadReferenceData(db: Db): Promise<{ loaded: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOAD_LOCK})`);
    const tables = [
      ['stations', refStations],
      ['cities', refCities],
      ['intlCities', refIntlCities],
      ['countries', refCountries],
      ['currencies', refCurrencies],
      ['airports', refAirports],
      ['airlines', refAirlines],
      ['railLines', refRailLines],
      ['railLineStations', refRailLineStations],
    ] as const satisfies readonly (readonly [keyof Plan, PgTable])[];
    const probes = tables.map(([key, table]) => sql`EXISTS (SELECT 1 FROM ${table}) AS ${sql.identifier(key)}`);
    // Both drivers (PGlite, node-postgres) answer raw SQL with `{ rows }`.
    const result = (await tx.execute(sql`SELECT ${sql.join(probes, sql`, `)}`)) as unknown as { rows: Record<string, boolean>[] };
    const present = result.rows[0];
    const empty = tables.filter(([key]) => present?.[key] !== true);
    if (empty.length === 0) return { loaded: false };
    const rows = plan(await readReferenceFiles());
    for (const [key, table] of empty) {
      await insertChunked(tx, table as PgTable, rows[key] as Rows<PgTable>);
    }
    return { loaded: true };
  });
}
