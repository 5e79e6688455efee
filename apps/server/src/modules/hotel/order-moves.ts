import { and, eq, type SQL } from 'drizzle-orm';
import type { HotelOrderStatus } from '@travel/contracts/hotel/order-status';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { updateOrder } from '../commerce/order-ledger';
import type { MemberScope } from './browse-record';
import { isLiveHotelOrder, nextHotelOrderStatus, type HotelOrderEvent } from './order-status';
import { hotelOrders } from './schema';

export type HotelOrderRow = typeof hotelOrders.$inferSelect;

/**
 * Who may open a hotel order: the member it was booked for, in its enterprise (on a bg call, the member acted for).
 * Every read and action on one order uses this; another's order is simply not found.
 */
export const visibleHotelOrder = (scope: MemberScope, orderId: string): SQL =>
  and(eq(hotelOrders.id, orderId), eq(hotelOrders.enterpriseId, scope.enterpriseId), eq(hotelOrders.memberId, scope.memberId))!;

export async function findOrder(db: Db, scope: MemberScope, orderId: string): Promise<HotelOrderRow> {
  const [order] = await db.select().from(hotelOrders).where(visibleHotelOrder(scope, orderId));
  if (!order) throw notFound('order');
  return order;
}

/** The order row locked for the caller's transaction (scoped to who may open it when a scope is given). */
export async function lockOrder(db: Db, orderId: string, scope?: MemberScope): Promise<HotelOrderRow> {
  const [order] = await db
    .select()
    .from(hotelOrders)
    .where(scope ? visibleHotelOrder(scope, orderId) : eq(hotelOrders.id, orderId))
    .for('update');
  if (!order) throw notFound('order');
  return order;
}

/** The one way an order's status changes: by its machine, with the order ledger's `live` kept true. */
export async function moveOrder(db: Db, order: Pick<HotelOrderRow, 'id' | 'status'>, event: HotelOrderEvent, now: Date, extra: Partial<HotelOrderRow> = {}): Promise<HotelOrderStatus> {
  const status = nextHotelOrderStatus(order.status, event);
  await db.update(hotelOrders).set({ ...extra, status, updatedAt: now }).where(eq(hotelOrders.id, order.id));
  if (isLiveHotelOrder(order.status) !== isLiveHotelOrder(status)) await updateOrder(db, 'HOTEL', order.id, { live: isLiveHotelOrder(status) }, now);
  return status;
}
