import { TrainError } from '@travel/contracts/train/errors';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { cancelUnpaid } from '../payment/payment-service';
import type { AfterSaleDeps, Scope } from './after-sale-common';
import { changeCan } from './after-sale-status';
import { changeOfOrder, newTripOf, releaseKeyOf, undoChange } from './change-common';
import { releaseHolds } from './order-lifecycle';
import { holdOf, lockOrder } from './order-moves';

/** train/change/cancel: while waiting for confirmation or payment; the pay order closes, the new seats go back. */
export async function cancelChange(deps: Pick<AfterSaleDeps, 'rail'>, db: Db, scope: Scope, input: { orderId: string; changeId: string }, now: Date) {
  const { result, holdId } = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId, scope);
    const change = await changeOfOrder(tx, order.id, input.changeId);
    if (!changeCan(change.status, 'CANCEL')) throw new AppError(TrainError.CHANGE_NOT_CANCELABLE, { status: change.status });
    if (change.payOrderId) await cancelUnpaid(tx, change.payOrderId, now);
    const changeOrderStatus = await undoChange(tx, change, 'CANCEL', now);
    return { result: { changeId: change.id, changeOrderStatus }, holdId: holdOf(await newTripOf(tx, change)) };
  });
  await releaseHolds(deps.rail, db, releaseKeyOf(result.changeId), [holdId], now);
  return result;
}
