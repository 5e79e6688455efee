import { eq, and } from 'drizzle-orm';
import type { Product } from '@travel/contracts/platform/products';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import type { InvoiceOrderFacts, InvoiceSource } from './invoice-port';
import { orderInvoices } from './schema';

export type InvoiceScope = { enterpriseId: string; memberId: string };
export type InvoiceRow = typeof orderInvoices.$inferSelect;

/**
 * The order the caller may invoice: its product's facts when it is the caller's (its member in its enterprise).
 * Another member's or enterprise's order is simply not found, the same answer as no order at all.
 */
export async function callerOrder(db: Db, sources: readonly InvoiceSource[], scope: InvoiceScope, orderId: string, product?: Product): Promise<InvoiceOrderFacts> {
  for (const source of sources) {
    if (product && source.product !== product) continue;
    const facts = await source.orderFacts(db, orderId);
    if (facts && facts.enterpriseId === scope.enterpriseId && facts.memberId === scope.memberId) return facts;
  }
  throw notFound('order');
}

/** The order's invoice (locked for the caller's transaction when asked). */
export async function findInvoice(db: Db, product: Product, orderId: string, lock = false): Promise<InvoiceRow | undefined> {
  const q = db.select().from(orderInvoices).where(and(eq(orderInvoices.product, product), eq(orderInvoices.orderId, orderId)));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export const sourceOf = (sources: readonly InvoiceSource[], product: Product) => sources.find((s) => s.product === product);
