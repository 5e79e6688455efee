import { TrainError } from '@travel/contracts/train/errors';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import type { Scope } from './after-sale-common';
import { refundCan } from './after-sale-status';
import { lockRefund, moveRefund, queueRailRefund } from './refund-common';

/** train/refund/user_confirm: the traveller accepts a refund the service desk entered; it goes to the railway. */
export async function confirmRefund(db: Db, scope: Scope, input: { orderId: string; refundId: string }, now: Date) {
  return db.transaction(async (tx) => {
    const { refund } = await lockRefund(tx, scope, input.orderId, input.refundId);
    if (!refundCan(refund.status, 'USER_CONFIRM')) throw new AppError(TrainError.REFUND_NOT_CONFIRMABLE, { status: refund.status });
    const status = await moveRefund(tx, refund, 'USER_CONFIRM', now);
    await queueRailRefund(tx, refund.id, now);
    return { refundId: refund.id, refundStatus: status };
  });
}
