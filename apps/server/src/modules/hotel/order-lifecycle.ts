import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { enqueueJob, withOwnTransactions, type JobHandlers } from '../../platform/jobs/job-queue';
import { getPayOrderById, requestRefund, type PaymentHooks } from '../payment/payment-service';
import { HotelSupplierError, type HotelSupplier, type RoomHold } from './hotel-port';
import { CONFIRM_JOB, confirmKey, GUARANTEE_TIMEOUT_JOB, STAY_JOB, SUPPLIER_CANCEL_JOB, supplierCancelKey } from './order-jobs';
import { lockOrder, moveOrder, type HotelOrderRow } from './order-moves';
import { hotelOrders } from './schema';
import { scheduleStay } from './stay-schedule';
import { syncStay } from './stay-sync';

/** Inside the caller's transaction: the hotel's side of a closed order queued (its hold or reservation cancelled). */
export async function queueSupplierCancel(db: Db, order: Pick<HotelOrderRow, 'id' | 'holdId'>, now: Date): Promise<void> {
  await enqueueJob(db, { kind: SUPPLIER_CANCEL_JOB, payload: { holdId: order.holdId }, runAt: now, dedupeKey: supplierCancelKey(order.id) }, now);
}

/**
 * After booking: payment moves a prepaid order on to the hotel's confirmation, its timeout cancels it (rooms back on
 * sale); the confirm job asks the hotel (outside our transactions) and records the confirmation number, or, when the
 * hold lapsed, ends the order CONFIRM_FAILED with the money back the way it came. A confirmed stay is followed by the
 * stay job, which asks the hotel at its check-in and check-out times (checked in, out, or a no-show).
 */
export function createHotelOrderLifecycle(hotels: HotelSupplier) {
  const paymentHooks: PaymentHooks = {
    async onPaid(db, payOrder, now) {
      const order = await lockOrder(db, payOrder.orderId);
      if (order.status !== 'WAIT_PAY') return;
      await moveOrder(db, order, 'PAY', now);
      await enqueueJob(db, { kind: CONFIRM_JOB, payload: { orderId: order.id }, runAt: now, dedupeKey: confirmKey(order.id) }, now);
    },
    async onTimeout(db, payOrder, now) {
      const order = await lockOrder(db, payOrder.orderId);
      if (order.status !== 'WAIT_PAY') return;
      await moveOrder(db, order, 'PAY_TIMEOUT', now, { cancelReasonCode: 'PAY_TIMEOUT', canceledAt: now });
      await queueSupplierCancel(db, order, now);
    },
  };

  /** The hotel confirms the hold (idempotent there); a retry after a crash finds the same confirmation. */
  async function confirm(db: Db, orderId: string, now: Date): Promise<void> {
    const [head] = await db.select({ status: hotelOrders.status, holdId: hotelOrders.holdId }).from(hotelOrders).where(eq(hotelOrders.id, orderId));
    if (head?.status !== 'WAIT_CONFIRM') return;
    let confirmed: RoomHold | null = null;
    try {
      confirmed = await hotels.confirmHold(head.holdId);
    } catch (err) {
      if (!(err instanceof HotelSupplierError) || (err.code !== 'HOLD_EXPIRED' && err.code !== 'HOLD_NOT_FOUND')) throw err;
    }
    const late = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (order.status !== 'WAIT_CONFIRM') return order.status === 'CANCELED' && confirmed !== null;
      if (confirmed) {
        await moveOrder(tx, order, 'HOTEL_CONFIRM', now, { hotelConfirmNum: confirmed.confirmationNo, confirmedAt: now });
        await scheduleStay(tx, order.id, confirmed, now);
        return false;
      }
      await moveOrder(tx, order, 'HOTEL_REFUSE', now, { canceledAt: now, refundAmount: order.payOrderId ? order.totalAmount : 0 });
      if (order.payOrderId) {
        const po = await getPayOrderById(tx, order.payOrderId);
        await requestRefund(tx, po.id, { company: po.companyAmount, personal: po.personalAmount, type: 'CONFIRM_FAILURE_REFUND', reference: `hotel-confirm-fail:${order.id}` }, now);
      }
      return false;
    });
    // Cancelled while the hotel was confirming: the reservation it just made goes back.
    if (late) await hotels.cancelReservation(head.holdId);
  }

  const jobHandlers: JobHandlers = {
    [CONFIRM_JOB]: withOwnTransactions(async (db, payload, ctx) => confirm(db, String(payload.orderId), ctx.now)),
    // Rooms of a closed order back on sale; cancelling an ended hold again answers the same.
    [SUPPLIER_CANCEL_JOB]: withOwnTransactions(async (_db, payload) => void (await hotels.cancelReservation(String(payload.holdId)))),
    [STAY_JOB]: withOwnTransactions(async (db, payload, ctx) => syncStay(hotels, db, String(payload.orderId), ctx.now)),
    [GUARANTEE_TIMEOUT_JOB]: async (db, payload, ctx) => {
      const order = await lockOrder(db, String(payload.orderId));
      if (order.status !== 'WAIT_GUARANTEE') return;
      await moveOrder(db, order, 'GUARANTEE_TIMEOUT', ctx.now, { cancelReasonCode: 'GUARANTEE_TIMEOUT', canceledAt: ctx.now, guaranteeDeadline: null });
      await queueSupplierCancel(db, order, ctx.now);
    },
  };

  return { paymentHooks, confirm, jobHandlers };
}
