import { and, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Product } from '@travel/contracts/platform/products';
import type { Db } from '../../platform/db/database';
import { commerceOrders, commerceOrderTravellers } from './schema';

export type LedgerRow = typeof commerceOrders.$inferSelect;
export type LedgerEntry = Omit<LedgerRow, 'createdAt' | 'updatedAt'>;

/**
 * Writes an order's ledger row and its travellers, inside the product's transaction that persists the order: one
 * statement (a booking's round trips are its cost).
 */
export async function recordOrder(db: Db, e: LedgerEntry, travellers: readonly string[], now: Date): Promise<void> {
  const unique = [...new Set(travellers)];
  const order = sql`INSERT INTO ${commerceOrders} (product, order_id, enterprise_id, member_id, booked_by, travel_type, travel_no, live, currency, company_amount, personal_amount, begin_date, end_date, created_at, updated_at)
    VALUES (${e.product}, ${e.orderId}, ${e.enterpriseId}, ${e.memberId}, ${e.bookedBy}, ${e.travelType}, ${e.travelNo}, ${e.live}, ${e.currency}, ${e.companyAmount}, ${e.personalAmount}, ${e.beginDate}, ${e.endDate}, ${now.toISOString()}, ${now.toISOString()})`;
  if (unique.length === 0) {
    await db.execute(order);
    return;
  }
  const rows = sql.join(unique.map((t) => sql`(${e.product}, ${e.orderId}, ${t}, ${e.beginDate}::date, ${e.endDate}::date)`), sql`, `);
  await db.execute(sql`WITH o AS (${order}) INSERT INTO ${commerceOrderTravellers} (product, order_id, traveller, begin_date, end_date) VALUES ${rows}`);
}

/** Keeps the ledger true as the product's order moves: live or not, its amounts, and its end when the trip is shortened. */
export async function updateOrder(db: Db, product: Product, orderId: string, change: Partial<Pick<LedgerRow, 'live' | 'companyAmount' | 'personalAmount' | 'beginDate' | 'endDate'>>, now: Date): Promise<void> {
  await db
    .update(commerceOrders)
    .set({ ...change, updatedAt: now })
    .where(and(eq(commerceOrders.product, product), eq(commerceOrders.orderId, orderId)));
  // The travellers' rows carry the dates too: overlapping-trip checks read them.
  if (change.endDate || change.beginDate) {
    await db
      .update(commerceOrderTravellers)
      .set({ ...(change.beginDate ? { beginDate: change.beginDate } : {}), ...(change.endDate ? { endDate: change.endDate } : {}) })
      .where(and(eq(commerceOrderTravellers.product, product), eq(commerceOrderTravellers.orderId, orderId)));
  }
}

/** What the live orders of every product under a travel request cost the company (its budget is the company's money). */
export async function companySpend(db: Db, enterpriseId: string, travelNo: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${commerceOrders.companyAmount}), 0)::int` })
    .from(commerceOrders)
    .where(and(eq(commerceOrders.enterpriseId, enterpriseId), eq(commerceOrders.travelNo, travelNo), eq(commerceOrders.live, true)));
  return row?.total ?? 0;
}

/**
 * Live orders in which one of the travellers travels on a day of [begin, end]: the duplicate and overlapping-trip
 * checks (one product's or every product's), across enterprises — the caller decides what it may show of them.
 */
export async function overlappingOrders(db: Db, q: { travellers: readonly string[]; begin: string; end: string; product?: Product }) {
  if (q.travellers.length === 0) return [];
  return db
    .selectDistinct({ product: commerceOrders.product, orderId: commerceOrders.orderId, enterpriseId: commerceOrders.enterpriseId, createdAt: commerceOrders.createdAt })
    .from(commerceOrderTravellers)
    .innerJoin(commerceOrders, and(eq(commerceOrders.product, commerceOrderTravellers.product), eq(commerceOrders.orderId, commerceOrderTravellers.orderId)))
    .where(
      and(
        inArray(commerceOrderTravellers.traveller, [...q.travellers]),
        lte(commerceOrderTravellers.beginDate, q.end),
        gte(commerceOrderTravellers.endDate, q.begin),
        eq(commerceOrders.live, true),
        ...(q.product ? [eq(commerceOrderTravellers.product, q.product)] : []),
      ),
    );
}

/** The member's orders of every product (or one), newest first: the order centre's page. */
export async function memberOrderPage(db: Db, scope: { enterpriseId: string; memberId: string }, page: { pageIndex: number; pageSize: number; product?: Product }) {
  const where = and(eq(commerceOrders.enterpriseId, scope.enterpriseId), eq(commerceOrders.memberId, scope.memberId), ...(page.product ? [eq(commerceOrders.product, page.product)] : []));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(commerceOrders)
      .where(where)
      .orderBy(desc(commerceOrders.createdAt), desc(commerceOrders.orderId))
      .limit(page.pageSize)
      .offset((page.pageIndex - 1) * page.pageSize),
    db.select({ n: count() }).from(commerceOrders).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
