import { TrainError } from '@travel/contracts/train/errors';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { createTestDatabase } from '../../test/test-database';
import { quoteBody, saveQuote, takeQuote } from './after-sale-quotes';

const scope = { enterpriseId: 'E1', memberId: 'M1' };
// Any product's codes of a refused quote; the train's are used here.
const refusals = { expired: TrainError.QUOTE_EXPIRED, mismatch: TrainError.QUOTE_MISMATCH } as const;
const codeOf = (p: Promise<unknown>) => p.then(() => 'taken', (e: AppError) => e.code);

describe('after-sale quotes', () => {
  let database: Database;
  const now = new Date('2026-03-01T08:00:00Z');
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database?.close());

  it('binds a quote to its product, order, member and items until it expires', async () => {
    const { db } = database;
    const saved = await saveQuote(db, { product: 'TRAIN', kind: 'REFUND', orderId: 'O1', scope, itemIds: ['a', 'b'], quote: { fee: 5 }, minutes: 10 }, now);
    expect(saved.expireSeconds).toBe(600);
    const q = { product: 'TRAIN' as const, kind: 'REFUND' as const, quotationId: saved.quotationId, orderId: 'O1', scope, itemIds: ['b', 'a'] };
    expect(await takeQuote(db, q, refusals, now)).toEqual({ fee: 5 });
    expect(await codeOf(takeQuote(db, { ...q, product: 'HOTEL' }, refusals, now))).toBe('DATA_NOT_FOUND');
    expect(await codeOf(takeQuote(db, { ...q, kind: 'CHANGE' }, refusals, now))).toBe('DATA_NOT_FOUND');
    expect(await codeOf(takeQuote(db, { ...q, scope: { ...scope, memberId: 'M2' } }, refusals, now))).toBe('DATA_NOT_FOUND');
    expect(await codeOf(takeQuote(db, { ...q, itemIds: ['a'] }, refusals, now))).toBe(TrainError.QUOTE_MISMATCH);
    expect(await codeOf(takeQuote(db, q, refusals, new Date(now.getTime() + 600_000)))).toBe(TrainError.QUOTE_EXPIRED);
    expect(await quoteBody(db, 'TRAIN', saved.quotationId)).toEqual({ fee: 5 });
    expect(await quoteBody(db, 'HOTEL', saved.quotationId)).toBeNull();
  });

  it("migration 0013 moves the train's quotes into the store and drops the train's table", async () => {
    // The state before 0013: the train's table (as 0007 made it) with a quote, commerce's not there yet.
    await database.exec('DROP TABLE "commerce_after_sale_quotes"');
    const before = await readFile(new URL('../../../drizzle/0007_train_after_sale.sql', import.meta.url), 'utf8');
    await database.exec(before.split('--> statement-breakpoint')[0]!);
    await database.query(
      `INSERT INTO "train_after_sale_quotes" (id, kind, order_id, enterprise_id, member_id, ticket_ids, quote, expires_at, created_at) VALUES ('Q1', 'CHANGE', 'O9', 'E1', 'M1', '["t1"]', '{"lines":[]}', $1, $2)`,
      [new Date(now.getTime() + 60_000).toISOString(), now.toISOString()],
    );
    const migration = await readFile(new URL('../../../drizzle/0013_commerce_after_sale_quotes.sql', import.meta.url), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await database.exec(statement);
    const q = { product: 'TRAIN' as const, kind: 'CHANGE' as const, quotationId: 'Q1', orderId: 'O9', scope, itemIds: ['t1'] };
    expect(await takeQuote(database.db, q, refusals, now)).toEqual({ lines: [] });
    const left = await database.query(`SELECT to_regclass('train_after_sale_quotes') AS t`);
    expect(left[0]!.t).toBeNull();
  });
});
