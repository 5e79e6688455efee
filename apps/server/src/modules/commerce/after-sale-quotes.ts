import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Product } from '@travel/contracts/platform/products';
import type { Db } from '../../platform/db/database';
import type { AppErrorCode, AppErrorData } from '@travel/contracts/app-errors';
import { AppError, notFound } from '../../platform/errors';
import { commerceAfterSaleQuotes } from './schema';

export type AfterSaleKind = 'REFUND' | 'CHANGE';
type Scope = { enterpriseId: string; memberId: string };
/** A product's code for a refused quote: one that carries no data. */
type QuoteRefusalCode = { [C in AppErrorCode]: AppErrorData[C] extends null ? C : never }[AppErrorCode];

/** The product's answers when a quote has expired or was made for other items (its own catalogue codes). */
export interface QuoteRefusals {
  expired: QuoteRefusalCode;
  mismatch: QuoteRefusalCode;
}

const quoteIdOf = (now: Date) => `Q${now.getTime().toString(36).toUpperCase()}${randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase()}`;

/** Keeps a product's after-sale quote under a new quotationId for `minutes`. */
export async function saveQuote(db: Db, q: { product: Product; kind: AfterSaleKind; orderId: string; scope: Scope; itemIds: string[]; quote: unknown; minutes: number }, now: Date) {
  const id = quoteIdOf(now);
  const expiresAt = new Date(now.getTime() + q.minutes * 60_000);
  await db.insert(commerceAfterSaleQuotes).values({ id, product: q.product, kind: q.kind, orderId: q.orderId, enterpriseId: q.scope.enterpriseId, memberId: q.scope.memberId, itemIds: q.itemIds, quote: q.quote, expiresAt, createdAt: now });
  return { quotationId: id, expireTime: expiresAt.toISOString(), expireSeconds: q.minutes * 60 };
}

/** A quote the member holds for exactly these items of the order; not found, expired or for other items is refused. */
export async function takeQuote<T>(
  db: Db,
  q: { product: Product; kind: AfterSaleKind; quotationId: string; orderId: string; scope: Scope; itemIds: readonly string[] },
  refusals: QuoteRefusals,
  now: Date,
): Promise<T> {
  const [row] = await db
    .select()
    .from(commerceAfterSaleQuotes)
    .where(
      and(
        eq(commerceAfterSaleQuotes.id, q.quotationId),
        eq(commerceAfterSaleQuotes.product, q.product),
        eq(commerceAfterSaleQuotes.kind, q.kind),
        eq(commerceAfterSaleQuotes.orderId, q.orderId),
        eq(commerceAfterSaleQuotes.enterpriseId, q.scope.enterpriseId),
      ),
    );
  if (!row || row.memberId !== q.scope.memberId) throw notFound('quotation');
  if (now >= row.expiresAt) throw new AppError(refusals.expired);
  const same = row.itemIds.length === q.itemIds.length && row.itemIds.every((id) => q.itemIds.includes(id));
  if (!same) throw new AppError(refusals.mismatch);
  return row.quote as T;
}

/** The body of a product's quote by its id, whatever its state (reads of what an after-sale was priced with). */
export async function quoteBody<T>(db: Db, product: Product, quotationId: string): Promise<T | null> {
  const [row] = await db
    .select({ quote: commerceAfterSaleQuotes.quote })
    .from(commerceAfterSaleQuotes)
    .where(and(eq(commerceAfterSaleQuotes.id, quotationId), eq(commerceAfterSaleQuotes.product, product)));
  return row ? (row.quote as T) : null;
}
