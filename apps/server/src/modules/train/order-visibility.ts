import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { trainOrders } from './schema';

type Scope = { enterpriseId: string; memberId: string };

/**
 * Who may open a train order (train/order/detail and every call on one order): the member it was booked for, in its
 * enterprise — on a bg call, the member acted for. The one rule: reads, after-sale calls and refusals naming an order
 * all use it.
 */
export function orderVisibleTo(scope: Scope): SQL {
  return and(eq(trainOrders.enterpriseId, scope.enterpriseId), eq(trainOrders.memberId, scope.memberId))!;
}

/** The one order `orderId` as the caller may open it (a condition for a select's where). */
export const visibleOrder = (scope: Scope, orderId: string): SQL => and(eq(trainOrders.id, orderId), orderVisibleTo(scope))!;

/** Of these order ids, those the caller may open. */
export async function visibleOrderIds(db: Db, scope: Scope, orderIds: readonly string[]): Promise<Set<string>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .select({ id: trainOrders.id })
    .from(trainOrders)
    .where(and(inArray(trainOrders.id, [...new Set(orderIds)]), orderVisibleTo(scope)));
  return new Set(rows.map((r) => r.id));
}

/**
 * The data of a refusal caused by another order (the traveller already holds that ticket): its id only when the
 * caller may open that order, otherwise nothing — the refusal itself stays.
 */
export async function otherOrderRef(db: Db, scope: Scope, orderId: string): Promise<{ orderId?: string }> {
  return (await visibleOrderIds(db, scope, [orderId])).has(orderId) ? { orderId } : {};
}
