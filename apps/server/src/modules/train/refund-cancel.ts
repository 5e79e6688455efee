import { TrainError } from '@travel/contracts/train/errors';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { cancelJob } from '../../platform/jobs/job-queue';
import type { Scope } from './after-sale-common';
import { refundCan } from './after-sale-status';
import { lockRefund, moveRefund, moveRefundTickets } from './refund-common';
import { moveInsurance } from './refund-insurance';

/** train/refund/cancel: before the railway has refunded; the tickets are issued again. */
export async function cancelRefund(db: Db, scope: Scope, input: { orderId: string; refundId: string }, now: Date) {
  return db.transaction(async (tx) => {
    const { refund } = await lockRefund(tx, scope, input.orderId, input.refundId);
    if (!refundCan(refund.status, 'CANCEL')) throw new AppError(TrainError.REFUND_NOT_CANCELABLE, { status: refund.status });
    await cancelJob(tx, `train-refund:${refund.id}`, now);
    await moveRefundTickets(tx, refund.id, 'REFUND_UNDONE', now);
    await moveInsurance(tx, refund.id, 'REFUNDING', 'PURCHASED', now);
    return { refundId: refund.id, refundStatus: await moveRefund(tx, refund, 'CANCEL', now) };
  });
}
