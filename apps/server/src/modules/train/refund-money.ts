import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { requestRefund } from '../payment/payment-service';
import { settleOrderAfterSale, splitByOrderPayment } from './after-sale-common';
import { lockRefund, moveRefund } from './refund-common';
import { moveInsurance } from './refund-insurance';
import { trainRefunds } from './schema';

/** The money goes back the way it came, in the proportion company and traveller paid; then the order settles. */
export async function refundMoneyBack(db: Db, refundId: string, now: Date) {
  await db.transaction(async (tx) => {
    const [head] = await tx.select().from(trainRefunds).where(eq(trainRefunds.id, refundId));
    if (!head) return;
    const { order, refund } = await lockRefund(tx, null, head.orderId, refundId);
    if (refund.status !== 'REFUND_TICKET') return;
    const split = await splitByOrderPayment(tx, order, refund.totalRefundPrice);
    if (order.payOrderId && refund.totalRefundPrice > 0) {
      const type = refund.channel === 'OFFLINE' ? 'OFFLINE_REFUND' : 'TICKET_REFUND';
      await requestRefund(tx, order.payOrderId, { ...split, type, reference: `refund:${refund.id}` }, now);
    }
    await moveInsurance(tx, refund.id, 'REFUNDING', 'REFUNDED', now);
    await moveRefund(tx, refund, 'MONEY_BACK', now, { actualTotalRefundPrice: refund.totalRefundPrice, companyRefund: split.company, personalRefund: split.personal, completedAt: now });
    await settleOrderAfterSale(tx, order, now);
  });
}
