import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { HotelSupplier } from './hotel-port';
import { isStayingHotelOrder } from './order-status';
import { hotelOrders } from './schema';
import { queueStayCheck } from './stay-schedule';
import { applyStay } from './stay-moves';

/**
 * The stay job: asks the hotel's front desk (outside our transactions) and moves the order as far as the hotel says,
 * in one transaction of ours; a guest still awaited is asked about again at the hotel's next instant (its check-in
 * time, then its no-show time). Running it twice moves nothing twice.
 */
export async function syncStay(hotels: HotelSupplier, db: Db, orderId: string, now: Date): Promise<void> {
  const [head] = await db.select({ status: hotelOrders.status, holdId: hotelOrders.holdId }).from(hotelOrders).where(eq(hotelOrders.id, orderId));
  if (!head || !isStayingHotelOrder(head.status)) return;
  const stay = await hotels.stayStatus(head.holdId);
  if (stay.state !== 'EXPECTED') {
    await db.transaction((tx) => applyStay(tx, orderId, stay, now));
    return;
  }
  const next = [stay.checkinAt, stay.noShowAt].map((iso) => new Date(iso)).find((at) => at.getTime() > now.getTime());
  // Past the no-show time and still awaited: the hotel has not settled it yet; the job retries.
  if (!next) throw new Error(`hotel has not settled the stay of order ${orderId}`);
  await queueStayCheck(db, orderId, next, now);
}
