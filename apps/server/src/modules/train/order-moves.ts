import { eq } from 'drizzle-orm';
import type { TrainOrderStatus } from '@travel/contracts/train/statuses';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { updateOrder } from '../commerce/order-ledger';
import { isLiveOrder, nextOrderStatus, type OrderEvent } from './order-status';
import { visibleOrder } from './order-visibility';
import { trainOrders } from './schema';

export type OrderRow = typeof trainOrders.$inferSelect;

export async function lockOrder(db: Db, orderId: string, scope?: { enterpriseId: string; memberId: string }): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(trainOrders)
    .where(scope ? visibleOrder(scope, orderId) : eq(trainOrders.id, orderId))
    .for('update');
  if (!order) throw notFound('order');
  return order;
}

/** The one way an order's status changes: by its machine, with the order ledger's `live` kept true. */
export async function moveOrder(db: Db, order: Pick<OrderRow, 'id' | 'status'>, event: OrderEvent, now: Date, extra: Partial<OrderRow> = {}): Promise<TrainOrderStatus> {
  const status = nextOrderStatus(order.status, event);
  await db.update(trainOrders).set({ ...extra, status, updatedAt: now }).where(eq(trainOrders.id, order.id));
  if (isLiveOrder(order.status) !== isLiveOrder(status)) await updateOrder(db, 'TRAIN', order.id, { live: isLiveOrder(status) }, now);
  return status;
}


/** A trip's railway hold: every trip has one but a queued purchase's before the sale opens (after-sale never sees those). */
export function holdOf(trip: { orderId: string; tripIndex: number; holdId: string | null }): string {
  if (trip.holdId === null) throw new Error(`trip ${trip.orderId}/${trip.tripIndex} has no railway hold yet`);
  return trip.holdId;
}
