import { and, eq } from 'drizzle-orm';
import { TrainError } from '@travel/contracts/train/errors';
import type { Db } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/errors';
import { lockOrder } from './order-moves';
import { trainFreeChildren, trainOrderTrips } from './schema';

type Scope = { enterpriseId: string; memberId: string };

/**
 * train/free_child/delete: takes a free-ticket child off its passenger before the first train leaves. The child must be
 * of this order, and the order the caller's: anything else is not found.
 */
export async function deleteFreeChild(db: Db, scope: Scope, input: { orderId: string; freeChildId: string }, now: Date) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId, scope);
    const [child] = await tx.select().from(trainFreeChildren).where(and(eq(trainFreeChildren.orderId, order.id), eq(trainFreeChildren.id, input.freeChildId)));
    if (!child) throw notFound('freeChild');
    const trips = await tx.select({ departureTime: trainOrderTrips.departureTime }).from(trainOrderTrips).where(eq(trainOrderTrips.orderId, order.id));
    if (trips.some((trip) => trip.departureTime.getTime() <= now.getTime())) throw new AppError(TrainError.FREE_CHILD_CLOSED);
    await tx.delete(trainFreeChildren).where(and(eq(trainFreeChildren.orderId, order.id), eq(trainFreeChildren.id, child.id)));
    return { orderId: order.id, freeChildId: child.id };
  });
}
