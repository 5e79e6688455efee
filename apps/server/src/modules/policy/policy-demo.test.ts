import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { seedDemo } from '../../demo/seed-demo';
import { createTestDatabase } from '../../test/test-database';
import type { Database } from '../../platform/db/database';
import { travelStandards, violationReasons } from './schema';

describe('policy demo data', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.close());

  const counts = async (enterpriseId: string) => {
    const [s] = await database.db.select({ n: count() }).from(travelStandards).where(eq(travelStandards.enterpriseId, enterpriseId));
    const [r] = await database.db.select({ n: count() }).from(violationReasons).where(eq(violationReasons.enterpriseId, enterpriseId));
    return [s!.n, r!.n];
  };

  it('seeds both demo enterprises once, and a repeat changes nothing', async () => {
    const now = new Date('2025-01-01T00:00:00Z');
    await seedDemo(database.db, now);
    expect(await counts('ent-demo')).toEqual([12, 12]);
    expect(await counts('ent-other')).toEqual([4, 3]);
    await seedDemo(database.db, now);
    expect(await counts('ent-demo')).toEqual([12, 12]);
    expect(await counts('ent-other')).toEqual([4, 3]);
  });
});
