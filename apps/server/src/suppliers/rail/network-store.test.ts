import { eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadReferenceData } from '../../modules/common/reference-loader';
import type { Database } from '../../platform/db/database';
import { createTestDatabase } from '../../test/test-database';
import { getReferenceData } from '../../modules/common/reference-cache';
import { generateNetwork, GENERATOR_VERSION } from './generate-network';
import { linesFromReference } from './network-input';
import { ensureRailNetwork, readNetwork, type NetworkInfo } from './network-store';
import { railNetwork, railStops, railTrains } from './schema';

describe('rail network store', () => {
  let database: Database;
  let first: NetworkInfo;
  beforeAll(async () => {
    database = await createTestDatabase();
    await loadReferenceData(database.db);
    first = await ensureRailNetwork(database.db, { seed: 'store-test' });
  });
  afterAll(async () => database?.close());

  it('gives a network of version 1 the through trains of version 2, leaving its own trains as they are', async () => {
    const db = database.db;
    const full = await readNetwork(db);
    // Make the stored network what version 1 stored: the line trains only.
    const lineTrains = generateNetwork(linesFromReference(await getReferenceData(db)), 'store-test', []).length;
    const kept = full.slice(0, lineTrains);
    const lastId = kept.at(-1)!.id;
    expect(full.length).toBeGreaterThan(lineTrains);
    await db.delete(railStops).where(gt(railStops.trainId, lastId));
    await db.delete(railTrains).where(gt(railTrains.id, lastId));
    const keptStops = kept.reduce((n, t) => n + t.stops.length, 0);
    await db.update(railNetwork).set({ generatorVersion: 1, trainCount: kept.length, stopCount: keptStops }).where(eq(railNetwork.id, 1));

    const upgraded = await ensureRailNetwork(db, { seed: 'another seed: the stored one counts' });
    expect(upgraded).toMatchObject({ generated: false, added: full.length - kept.length, seed: 'store-test', trains: first.trains, stops: first.stops });
    expect(await readNetwork(db)).toEqual(full);
    const [row] = await db.select().from(railNetwork);
    expect(row).toMatchObject({ generatorVersion: GENERATOR_VERSION, trainCount: first.trains, stopCount: first.stops });
    expect(await ensureRailNetwork(db)).toMatchObject({ generated: false, trains: first.trains });
    expect((await ensureRailNetwork(db)).added).toBeUndefined();
  });

  it('leaves an earlier network alone when its trains are not the first ones this version generates', async () => {
    const db = database.db;
    await db.execute(sql`UPDATE ${railTrains} SET train_no = 'X' || train_no WHERE id = 1`);
    await db.update(railNetwork).set({ generatorVersion: 1 }).where(eq(railNetwork.id, 1));
    const before = (await readNetwork(db)).length;
    expect(await ensureRailNetwork(db)).toMatchObject({ generated: false, added: 0, trains: first.trains });
    expect((await readNetwork(db)).length).toBe(before);
  });
});
