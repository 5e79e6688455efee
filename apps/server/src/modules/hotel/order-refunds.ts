import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { splitAmount, splitByPayment } from '../commerce/money-split';
import { getPayOrderById, requestRefund, type PaymentRecordType } from '../payment/payment-service';
import type { HotelOrderRow } from './order-moves';
import { hotelOrderExtensions } from './schema';

/**
 * Money of a stay going back (a cancel, an early checkout, a no-show), inside the caller's transaction, spread over
 * what paid for it: the paid extensions first, newest first (their nights are the stay's last, the first an early
 * checkout gives up), each up to what it took less what went back of it already; the rest from the booking's pay
 * order. Each part goes back in its own pay order's company/personal proportion.
 */
export async function refundStay(tx: Db, o: Pick<HotelOrderRow, 'id' | 'payOrderId'>, amount: number, what: { type: PaymentRecordType; reference: string }, now: Date): Promise<void> {
  let left = amount;
  const paid = await tx
    .select()
    .from(hotelOrderExtensions)
    .where(and(eq(hotelOrderExtensions.orderId, o.id), eq(hotelOrderExtensions.status, 'DONE'), isNotNull(hotelOrderExtensions.payOrderId)))
    .orderBy(desc(hotelOrderExtensions.createdAt));
  for (const ext of paid) {
    const part = Math.min(left, ext.totalAmount - ext.refunded);
    if (part <= 0) continue;
    const back = splitAmount(part, await getPayOrderById(tx, ext.payOrderId!));
    await requestRefund(tx, ext.payOrderId!, { company: back.company, personal: back.personal, type: what.type, reference: `${what.reference}:${ext.id}` }, now);
    await tx.update(hotelOrderExtensions).set({ refunded: ext.refunded + part, updatedAt: now }).where(eq(hotelOrderExtensions.id, ext.id));
    left -= part;
  }
  if (left > 0 && o.payOrderId) {
    const back = await splitByPayment(tx, o.payOrderId, left);
    await requestRefund(tx, o.payOrderId, { company: back.company, personal: back.personal, type: what.type, reference: what.reference }, now);
  }
}
