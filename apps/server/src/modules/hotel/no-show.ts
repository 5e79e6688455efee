import type { Db } from '../../platform/db/database';
import type { ReservationStay } from './hotel-port';
import { moveOrder, type HotelOrderRow } from './order-moves';
import { refundStay } from './order-refunds';

/**
 * The guest never came (the hotel declared a no-show and released the rooms): the order ends NO_SHOW with the hotel's
 * charge as its penalty. Paid at the hotel, the hotel charges its guarantee card itself (nothing when no guarantee was
 * asked) and nothing of ours moves; paid online or by the company, the penalty is kept from what was paid and the rest
 * goes back the way it came.
 */
export async function recordNoShow(tx: Db, order: HotelOrderRow, stay: ReservationStay, now: Date): Promise<void> {
  const charged = stay.noShowPenalty?.amount ?? 0;
  const atHotel = order.payWay === 14 || !order.payOrderId;
  const penalty = atHotel ? charged : Math.min(charged, order.totalAmount);
  const refund = atHotel ? 0 : order.totalAmount - penalty;
  await moveOrder(tx, order, 'NO_SHOW', now, { penaltyAmount: penalty, refundAmount: refund, noShowAt: new Date(stay.noShowAt) });
  if (refund > 0) await refundStay(tx, order, refund, { type: 'NO_SHOW_REFUND', reference: `hotel-no-show:${order.id}` }, now);
}
