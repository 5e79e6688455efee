import type { z } from 'zod';
import type { refundSubmitCall } from '@travel/contracts/train/refund';
import type { Db } from '../../platform/db/database';
import { takeTrainQuote, ticketsOfOrder, type Scope } from './after-sale-common';
import { lockOrder } from './order-moves';
import { assertRefundable, type StoredQuote } from './refund-common';
import { createRefund } from './refund-create';

type SubmitInput = z.output<(typeof refundSubmitCall)['input']>;

/**
 * train/refund/submit: a refund work order with the quote's fees, fixed from now on. The order row is locked, so a
 * change racing for the same ticket finds it REFUND_APPLYING (or wins first and this one finds it CHANGE_APPLYING).
 */
export async function submitRefund(db: Db, scope: Scope & { bookedBy: string }, input: SubmitInput, now: Date) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId, scope);
    const stored = await takeTrainQuote<StoredQuote>(tx, { kind: 'REFUND', quotationId: input.quotationId, orderId: order.id, scope, ticketIds: input.ticketIdList }, now);
    const tickets = await ticketsOfOrder(tx, order.id, input.ticketIdList);
    tickets.forEach(assertRefundable);
    const how = { channel: 'ONLINE' as const, status: 'CREATED' as const, reasonCode: input.reasonCode ?? null, reason: input.reason ?? null, remark: input.remark ?? null, quotationId: input.quotationId };
    return createRefund(tx, order, { ...scope, bookedBy: scope.bookedBy }, stored, how, now);
  });
}
