import { asc, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { getReferenceData } from '../../modules/common/reference-cache';
import type { Db } from '../../platform/db/database';
import { generateNetwork, GENERATOR_VERSION, type GeneratedTrain } from './generate-network';
import { linesFromReference } from './network-input';
import { loadRailConfig, type RailConfig } from './rail-config';
import { railNetwork, railStops, railTrains } from './schema';

/** Serialises concurrent first starts (several server processes on one PostgreSQL). */
const NETWORK_LOCK = 727010;
/** Rows per INSERT: one JSON parameter each, so no parameter limit applies. */
const CHUNK = 5000;

export interface NetworkInfo {
  generated: boolean;
  /** trains added to a network stored by an earlier generator version (its own trains untouched) */
  added?: number;
  seed: string;
  trains: number;
  stops: number;
  ms: number;
}

// One JSON parameter expanded by json_populate_recordset: the fastest bulk insert on PGlite (see reference-loader.ts).
async function insertJson(db: Db, table: PgTable, records: Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < records.length; i += CHUNK) {
    const chunk = JSON.stringify(records.slice(i, i + CHUNK));
    await db.execute(sql`INSERT INTO ${table} SELECT * FROM json_populate_recordset(NULL::${table}, ${chunk}::json)`);
  }
}

function trainRecords(trains: readonly GeneratedTrain[]) {
  const trainRows = trains.map((t) => ({
    id: t.id,
    train_no: t.trainNo,
    train_class: t.trainClass,
    train_type_code: t.trainTypeCode,
    line_id: t.lineId,
    direction: t.direction,
    pattern: t.pattern,
    origin_telecode: t.originTelecode,
    terminus_telecode: t.terminusTelecode,
    departure_minute: t.departureMinute,
    run_days: t.runDays,
    layout: t.layout,
    cruise_kmh: t.cruiseKmh,
  }));
  const stopRows = trains.flatMap((t) =>
    t.stops.map((s, seq) => ({
      train_id: t.id,
      seq,
      telecode: s.telecode,
      km: s.km,
      arrival_offset: s.arrivalOffset,
      departure_offset: s.departureOffset,
      dwell_minutes: s.dwellMinutes,
    })),
  );
  return { trainRows, stopRows };
}

/**
 * A network stored by an earlier generator version gets the trains generated since (the through trains of version 2),
 * when its trains are exactly the first ones this version generates from its seed; otherwise it stays as it is.
 * Answers how many trains were added.
 */
async function addNewerTrains(tx: Db, existing: typeof railNetwork.$inferSelect): Promise<{ added: number; stops: number }> {
  const stored = await tx.select({ id: railTrains.id, trainNo: railTrains.trainNo }).from(railTrains).orderBy(asc(railTrains.id));
  const trains = generateNetwork(linesFromReference(await getReferenceData(tx)), existing.seed);
  const samePrefix = stored.length < trains.length && stored.every((t, i) => t.id === trains[i]!.id && t.trainNo === trains[i]!.trainNo);
  if (!samePrefix) return { added: 0, stops: existing.stopCount };
  const { trainRows, stopRows } = trainRecords(trains.slice(stored.length));
  await insertJson(tx, railTrains, trainRows);
  await insertJson(tx, railStops, stopRows);
  const stops = existing.stopCount + stopRows.length;
  await tx
    .update(railNetwork)
    .set({ generatorVersion: GENERATOR_VERSION, trainCount: trains.length, stopCount: stops })
    .where(eq(railNetwork.id, 1));
  return { added: trainRows.length, stops };
}

/**
 * Generates the rail network from the reference lines and the seed and stores it, once: a database that has a network
 * keeps it (whatever RAIL_SEED says now), so train numbers and timetables never change under existing bookings; one
 * of an earlier generator version only gains the trains added since (addNewerTrains).
 * Needs the reference data loaded. Nothing depends on the date: trains run by weekday rule, inventory appears lazily.
 */
export async function ensureRailNetwork(db: Db, config: Pick<RailConfig, 'seed'> = loadRailConfig()): Promise<NetworkInfo> {
  const started = performance.now();
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${NETWORK_LOCK})`);
    const [existing] = await tx.select().from(railNetwork).where(eq(railNetwork.id, 1));
    if (existing && existing.generatorVersion < GENERATOR_VERSION) {
      const { added, stops } = await addNewerTrains(tx, existing);
      return { generated: false, added, seed: existing.seed, trains: existing.trainCount + added, stops, ms: performance.now() - started };
    }
    if (existing) {
      return { generated: false, seed: existing.seed, trains: existing.trainCount, stops: existing.stopCount, ms: performance.now() - started };
    }
    const ref = await getReferenceData(tx);
    if (ref.railLines.length === 0) throw new Error('rail sandbox: load the reference data before the rail network');
    const trains = generateNetwork(linesFromReference(ref), config.seed);
    const { trainRows, stopRows } = trainRecords(trains);
    await insertJson(tx, railTrains, trainRows);
    await insertJson(tx, railStops, stopRows);
    await tx.insert(railNetwork).values({
      id: 1,
      seed: config.seed,
      generatorVersion: GENERATOR_VERSION,
      trainCount: trainRows.length,
      stopCount: stopRows.length,
      generatedAt: new Date(),
    });
    return { generated: true, seed: config.seed, trains: trainRows.length, stops: stopRows.length, ms: performance.now() - started };
  });
}

export type StoredStop = Omit<typeof railStops.$inferSelect, 'trainId'>;
export type StoredTrain = typeof railTrains.$inferSelect & { stops: StoredStop[] };

/** The stored network, trains in id order with their stops in order. */
export async function readNetwork(db: Db): Promise<StoredTrain[]> {
  // Stops come one JSON array per train: a fifth of the time of 16,000 mapped rows on PGlite.
  const [trains, stops] = await Promise.all([
    db.select().from(railTrains).orderBy(asc(railTrains.id)),
    db.execute(
      sql`SELECT train_id, json_agg(json_build_array(seq, telecode, km, arrival_offset, departure_offset, dwell_minutes) ORDER BY seq)::text AS stops
          FROM ${railStops} GROUP BY train_id`,
    ) as unknown as Promise<{ rows: { train_id: number; stops: string }[] }>,
  ]);
  const byTrain = new Map<number, StoredStop[]>();
  for (const row of stops.rows) {
    const list = JSON.parse(row.stops) as [number, string, number, number | null, number | null, number][];
    byTrain.set(
      Number(row.train_id),
      list.map(([seq, telecode, km, arrivalOffset, departureOffset, dwellMinutes]) => ({ seq, telecode, km, arrivalOffset, departureOffset, dwellMinutes })),
    );
  }
  return trains.map((t) => ({ ...t, stops: byTrain.get(t.id) ?? [] }));
}
