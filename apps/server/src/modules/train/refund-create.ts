import type { Db } from '../../platform/db/database';
import { afterSaleIdOf, type Scope } from './after-sale-common';
import { OPERATION_OF_REFUND } from './after-sale-status';
import type { OrderRow } from './order-moves';
import { moveRefundTickets, queueRailRefund, receivable, type StoredQuote } from './refund-common';
import { moveInsurance } from './refund-insurance';
import { trainRefunds, trainRefundTickets } from './schema';

export type RefundHow = { channel: 'ONLINE' | 'OFFLINE'; status: 'CREATED' | 'WAIT_CONFIRM'; reasonCode?: string | null; reason: string | null; remark: string | null; quotationId: string | null };

/**
 * A refund work order with the quote's figures (the online one's, or the fee the service desk entered), inside the
 * caller's transaction under the order's lock: its tickets move to REFUND_APPLYING; a CREATED one goes to the railway.
 */
export async function createRefund(tx: Db, order: OrderRow, who: Scope & { bookedBy: string }, stored: StoredQuote, how: RefundHow, now: Date) {
  const id = afterSaleIdOf('R', now);
  const figures = receivable(stored.tickets, stored.refundServiceFee, stored.insuranceFee ?? 0);
  await tx.insert(trainRefunds).values({
    id,
    orderId: order.id,
    enterpriseId: who.enterpriseId,
    memberId: who.memberId,
    bookedBy: who.bookedBy,
    status: how.status,
    operationStatus: OPERATION_OF_REFUND[how.status],
    channel: how.channel,
    reasonCode: how.reasonCode ?? null,
    reason: how.reason,
    remark: how.remark,
    quotationId: how.quotationId,
    currency: order.currency,
    refundTicketPrice: figures.refundTicketPrice.amount,
    refundFee: figures.refundFee.amount,
    refundServiceFee: figures.refundServiceFee.amount,
    refundInsurancePrice: figures.refundInsurancePrice.amount,
    totalRefundPrice: figures.totalRefundPrice.amount,
    createdAt: now,
    updatedAt: now,
  });
  await tx.insert(trainRefundTickets).values(stored.tickets.map((l) => ({ refundId: id, ticketId: l.ticketId, ticketPrice: l.ticketPrice, rate: l.rate, rule: l.rule, fee: l.fee, refundAmount: l.refundAmount })));
  await moveRefundTickets(tx, id, 'APPLY_REFUND', now);
  if (figures.refundInsurancePrice.amount > 0) await moveInsurance(tx, id, 'PURCHASED', 'REFUNDING', now);
  if (how.status === 'CREATED') await queueRailRefund(tx, id, now);
  return { refundId: id, refundStatus: how.status };
}
