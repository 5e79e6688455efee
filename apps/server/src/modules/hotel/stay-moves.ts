import type { Db } from '../../platform/db/database';
import type { ReservationStay } from './hotel-port';
import { recordNoShow } from './no-show';
import { lockOrder, moveOrder } from './order-moves';

/** Under the order's lock: the order moved to where the hotel's stay stands (from CONFIRMED through both moves at once when the clock went past both). */
export async function applyStay(tx: Db, orderId: string, stay: ReservationStay, now: Date): Promise<void> {
  const order = await lockOrder(tx, orderId);
  if (stay.state === 'NO_SHOW') {
    if (order.status === 'CONFIRMED') await recordNoShow(tx, order, stay, now);
    return;
  }
  let status = order.status;
  if (status === 'CONFIRMED' && stay.arrivedAt) status = await moveOrder(tx, order, 'CHECK_IN', now, { checkedInAt: new Date(stay.arrivedAt) });
  if (status === 'CHECKED_IN' && stay.state === 'CHECKED_OUT' && stay.departedAt) {
    await moveOrder(tx, { id: order.id, status }, 'CHECK_OUT', now, { checkedOutAt: new Date(stay.departedAt) });
  }
}
