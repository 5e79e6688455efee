import { PaymentError } from '@travel/contracts/payment/errors';
import { TrainError } from '@travel/contracts/train/errors';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { cancelJob } from '../../platform/jobs/job-queue';
import { createPayOrder, payOrderView } from '../payment/payment-service';
import { splitByOrderPayment, type AfterSaleConfig, type Scope } from './after-sale-common';
import { changeCan } from './after-sale-status';
import { changeOfOrder, confirmEndOf, confirmKey, moveChange, pairsOf, queueIssue, type ChangeRow } from './change-common';
import { lockOrder, type OrderRow } from './order-moves';
import { trainOrderTrips, trainTickets } from './schema';

/**
 * train/change/confirm: what the traveller pays (split as the order was paid) becomes a TRAIN_CHANGE pay order; a
 * personal part waits for payment (WAIT_PAY), otherwise the company part is settled and the new tickets are issued.
 */
export async function confirmChange(deps: { config: AfterSaleConfig }, db: Db, scope: Scope, input: { orderId: string; changeId: string }, now: Date) {
  const { config } = deps;
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId, scope);
    const change = await changeOfOrder(tx, order.id, input.changeId);
    if (!changeCan(change.status, 'USER_CONFIRM')) throw new AppError(TrainError.CHANGE_NOT_CONFIRMABLE, { status: change.status });
    if (now >= confirmEndOf(config, change)) throw new AppError(PaymentError.PAY_TIMEOUT);
    const oldDeparture = await oldDepartureOf(tx, change);
    if (oldDeparture <= now) throw new AppError(TrainError.CHANGE_DEPARTED);
    await cancelJob(tx, confirmKey(change.id), now);
    let payOrder = null;
    if (change.payAmount > 0) {
      const deadline = new Date(Math.min(now.getTime() + config.changePayMinutes * 60_000, oldDeparture.getTime()));
      payOrder = await changePayOrder(tx, order, change, deadline, now);
      if (payOrder.status !== 'PAID') {
        const status = await moveChange(tx, change, 'NEEDS_PAY', now, { payOrderId: payOrder.id, payEndTime: deadline });
        return { changeId: change.id, changeOrderStatus: status, payOrder: payOrderView(payOrder, now) };
      }
    }
    const status = await moveChange(tx, change, 'USER_CONFIRM', now, payOrder ? { payOrderId: payOrder.id } : {});
    await queueIssue(tx, change.id, now);
    return { changeId: change.id, changeOrderStatus: status, payOrder: payOrder ? payOrderView(payOrder, now) : null };
  });
}

/** The TRAIN_CHANGE pay order of what the change costs, split the way the order was paid. */
async function changePayOrder(tx: Db, order: OrderRow, change: ChangeRow, deadline: Date, now: Date) {
  const split = await splitByOrderPayment(tx, order, change.payAmount);
  return createPayOrder(
    tx,
    {
      enterpriseId: order.enterpriseId,
      memberId: order.memberId,
      product: 'TRAIN',
      purpose: 'CHANGE',
      orderId: change.id,
      payMode: split.personal === 0 ? 'COMPANY' : split.company === 0 ? 'PERSONAL' : 'HYBRID',
      currency: change.currency,
      companyAmount: split.company,
      personalAmount: split.personal,
      payEndTime: deadline,
      recordType: 'CHANGE_PAYMENT',
    },
    now,
  );
}

async function oldDepartureOf(db: Db, change: ChangeRow): Promise<Date> {
  const [pair] = await pairsOf(db, change.id);
  const [old] = await db.select().from(trainTickets).where(eq(trainTickets.id, pair!.oldTicketId));
  const [trip] = await db.select().from(trainOrderTrips).where(and(eq(trainOrderTrips.orderId, change.orderId), eq(trainOrderTrips.tripIndex, old!.tripIndex)));
  return trip!.departureTime;
}
