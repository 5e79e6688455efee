import type { z } from 'zod';
import { HotelError } from '@travel/contracts/hotel/errors';
import type { cancelInfoGetCall, orderCancelCall } from '@travel/contracts/hotel/order';
import { HOTEL_ORDER_STATUS_CODES } from '@travel/contracts/hotel/order-status';
import type { Locale } from '@travel/contracts/platform/locales';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { cancelJob } from '../../platform/jobs/job-queue';
import { withdrawBookingApproval } from '../commerce/booking-approval';
import { cancelUnpaid } from '../payment/payment-service';
import type { MemberScope } from './browse-record';
import { cancelPolicyList } from './booking-texts';
import { closePendingExtension } from './extension-lifecycle';
import type { HotelSupplier } from './hotel-port';
import { queueSupplierCancel } from './order-lifecycle';
import { supplierCancelKey } from './order-jobs';
import { findOrder, lockOrder, moveOrder, type HotelOrderRow } from './order-moves';
import { cantCancelReason, orderNights, quoteOf } from './order-read';
import { refundStay } from './order-refunds';

type CancelInfoOutput = z.output<(typeof cancelInfoGetCall)['output']>;
export type OrderCancelInput = z.output<(typeof orderCancelCall)['input']>;

/** order/get_cancel_info: what cancelling costs now under the plan's rule, or why it may not be cancelled. */
export async function getCancelInfo(db: Db, scope: MemberScope, orderId: string, locale: Locale, now: Date): Promise<CancelInfoOutput> {
  const o = await findOrder(db, scope, orderId);
  const q = quoteOf(o, await orderNights(db, o.id), now);
  const money = (amount: number) => ({ amount, currency: o.currency });
  return {
    orderId: o.id,
    canCancelType: q.canCancelType,
    cantCancelReasonDesc: q.canCancelType === 'YES' ? null : cantCancelReason(locale, q.reason),
    cancelPolicyType: o.cancelRule.type,
    cancelPolicyList: cancelPolicyList(locale, o.cancelRule),
    paidAmount: money(q.paid),
    penaltyAmount: money(q.penalty),
    refundAmount: money(q.refund),
  };
}

/**
 * A cancel's writes under the order's lock (order/cancel, or the hotel agreeing to an application): the unpaid pay
 * order closed, a pending extension ended, the order CANCELED with its penalty, what goes back refunded the way it
 * came, and the hotel's side queued.
 */
export async function writeCancel(tx: Db, o: HotelOrderRow, q: { penalty: number; refund: number }, why: { cancelReasonCode: string | null; cancelReason: string | null }, now: Date) {
  if (o.status === 'WAIT_PAY' && o.payOrderId) await cancelUnpaid(tx, o.payOrderId, now);
  await closePendingExtension(tx, o, now);
  const status = await moveOrder(tx, o, 'CANCEL', now, { ...why, penaltyAmount: q.penalty, refundAmount: q.refund, canceledAt: now });
  if (q.refund > 0) await refundStay(tx, o, q.refund, { type: 'CANCEL_REFUND', reference: `hotel-cancel:${o.id}` }, now);
  await queueSupplierCancel(tx, o, now);
  return status;
}

/**
 * order/cancel: under the order's lock, the plan's rule at this moment decides the penalty (capped at what was paid);
 * the unpaid pay order closes, what was paid beyond the penalty goes back the way it came, and once we committed the
 * hotel cancels the reservation (rooms back on sale) — also queued in our transaction in case we die before calling.
 */
export async function cancelOrder(hotels: HotelSupplier, db: Db, scope: MemberScope, input: OrderCancelInput, now: Date) {
  const done = await db.transaction(async (tx) => {
    // An approval still open is withdrawn before the order is locked, the order a decision locks them in.
    const head = await findOrder(tx, scope, input.orderId);
    if (head.status === 'WAIT_APPROVE') await withdrawBookingApproval(tx, head.enterpriseId, head.id, now);
    const o = await lockOrder(tx, input.orderId, scope);
    const q = quoteOf(o, await orderNights(tx, o.id), now);
    if (q.reason === 'STAYED') throw new AppError(HotelError.ORDER_STAY_STARTED, {}, { orderStatus: o.status });
    const stale = input.currentStatus !== undefined && input.currentStatus !== HOTEL_ORDER_STATUS_CODES[o.status];
    if (stale || q.canCancelType !== 'YES') throw new AppError(HotelError.ORDER_NOT_CANCELABLE, {}, { orderStatus: o.status, reason: stale || q.reason !== 'NO_CANCEL' ? 'STATUS' : 'NO_CANCEL' });
    const status = await writeCancel(tx, o, q, { cancelReasonCode: input.cancelReasonCode ?? null, cancelReason: input.cancelReason ?? null }, now);
    const money = (amount: number) => ({ amount, currency: o.currency });
    return { holdId: o.holdId, out: { orderId: o.id, orderStatus: HOTEL_ORDER_STATUS_CODES[status], orderStatusName: status, penaltyAmount: money(q.penalty), refundAmount: money(q.refund) } };
  });
  await hotels.cancelReservation(done.holdId);
  await cancelJob(db, supplierCancelKey(input.orderId), now);
  return done.out;
}
