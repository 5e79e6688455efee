import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { enqueueJob, withOwnTransactions, type JobHandlers } from '../../platform/jobs/job-queue';
import { cancelUnpaid, requestRefund, type PaymentHooks } from '../payment/payment-service';
import { applyExtension, lockExtension, type ExtensionRow } from './extension-apply';
import { nextExtensionStatus, type ExtensionEvent } from './extension-status';
import type { HotelSupplier } from './hotel-port';
import { EXTENSION_RELEASE_JOB, extensionReleaseKey } from './order-jobs';
import { lockOrder, type HotelOrderRow } from './order-moves';
import { isStayingHotelOrder } from './order-status';
import { hotelOrderExtensions, hotelOrders } from './schema';
import { queueStayCheck } from './stay-schedule';

/**
 * Inside the caller's transaction, under the order's lock: an extension waiting for payment ends (its payment lapsed,
 * or the order was cancelled or its stay ended first), its unpaid pay order closes, the order may change its dates
 * again, and the hotel is to give its nights back (a job: the hotel is not called inside our transactions).
 */
async function endExtension(tx: Db, o: HotelOrderRow, ext: ExtensionRow, event: Extract<ExtensionEvent, 'PAY_TIMEOUT' | 'ORDER_ENDED'>, now: Date): Promise<void> {
  await tx.update(hotelOrderExtensions).set({ status: nextExtensionStatus(ext.status, event), cancelReasonCode: event, updatedAt: now }).where(eq(hotelOrderExtensions.id, ext.id));
  if (o.pendingExtensionId === ext.id) await tx.update(hotelOrders).set({ pendingExtensionId: null, updatedAt: now }).where(eq(hotelOrders.id, o.id));
  if (ext.payOrderId && event !== 'PAY_TIMEOUT') await cancelUnpaid(tx, ext.payOrderId, now);
  await enqueueJob(tx, { kind: EXTENSION_RELEASE_JOB, payload: { extensionId: ext.id }, runAt: now, dedupeKey: extensionReleaseKey(ext.id) }, now);
}

/** An order being cancelled (under its lock) takes its extension waiting for payment with it. */
export async function closePendingExtension(tx: Db, o: HotelOrderRow, now: Date): Promise<void> {
  if (!o.pendingExtensionId) return;
  const ext = await lockExtension(tx, o.pendingExtensionId);
  if (ext?.status === 'WAIT_PAY') await endExtension(tx, o, ext, 'ORDER_ENDED', now);
}

/** The extension of a HOTEL_CHANGE pay order and its order, both locked (the order first), or null when it is not waiting any more. */
async function waitingExtension(db: Db, extensionId: string): Promise<{ o: HotelOrderRow; ext: ExtensionRow } | null> {
  const [head] = await db.select({ orderId: hotelOrderExtensions.orderId }).from(hotelOrderExtensions).where(eq(hotelOrderExtensions.id, extensionId));
  if (!head) return null;
  const o = await lockOrder(db, head.orderId);
  const ext = await lockExtension(db, extensionId);
  return ext?.status === 'WAIT_PAY' ? { o, ext } : null;
}

/**
 * An extension's pay order (HOTEL_CHANGE): paid, the extension becomes the order's, unless the stay was cancelled or
 * ended meanwhile — then the payment goes straight back and the nights too; its deadline passed, the nights go back.
 */
export const extensionPaymentHooks: PaymentHooks = {
  recordType: 'CHANGE_PAYMENT',
  async onPaid(db, payOrder, now) {
    const found = await waitingExtension(db, payOrder.orderId);
    if (!found) return;
    const { o, ext } = found;
    if (!isStayingHotelOrder(o.status) || o.pendingExtensionId !== ext.id) {
      await endExtension(db, o, ext, 'ORDER_ENDED', now);
      await requestRefund(db, payOrder.id, { company: payOrder.companyAmount, personal: payOrder.personalAmount, type: 'CHANGE_REFUND', reference: `hotel-extension-void:${ext.id}` }, now);
      return;
    }
    await db.update(hotelOrderExtensions).set({ status: nextExtensionStatus(ext.status, 'PAY'), updatedAt: now }).where(eq(hotelOrderExtensions.id, ext.id));
    await applyExtension(db, o, ext, now);
  },
  async onTimeout(db, payOrder, now) {
    const found = await waitingExtension(db, payOrder.orderId);
    if (found) await endExtension(db, found.o, found.ext, 'PAY_TIMEOUT', now);
  },
};

/**
 * The release job: the hotel gives an ended extension's nights back (idempotent by the key they were taken with), and
 * a stay still running is asked about again at the check-out the hotel now has.
 */
export function extensionJobHandlers(hotels: HotelSupplier): JobHandlers {
  return {
    [EXTENSION_RELEASE_JOB]: withOwnTransactions(async (db, payload, ctx) => {
      const [ext] = await db.select().from(hotelOrderExtensions).where(eq(hotelOrderExtensions.id, String(payload.extensionId)));
      if (!ext || ext.status !== 'CANCELED') return;
      const hold = await hotels.releaseExtension({ idempotencyKey: ext.holdKey });
      const [o] = await db.select({ status: hotelOrders.status }).from(hotelOrders).where(eq(hotelOrders.id, ext.orderId));
      if (hold && o && isStayingHotelOrder(o.status)) await queueStayCheck(db, ext.orderId, new Date(hold.checkoutAt), ctx.now);
    }),
  };
}
