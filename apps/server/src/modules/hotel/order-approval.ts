import { asc, eq } from 'drizzle-orm';
import type { HotelOrderStatus } from '@travel/contracts/hotel/order-status';
import type { Db } from '../../platform/db/database';
import { cancelJob, enqueueJob, type JobHandlers } from '../../platform/jobs/job-queue';
import { requestBookingApproval, withdrawBookingApproval } from '../commerce/booking-approval';
import { notify } from '../notification/notify';
import type { PayOrderRow } from '../payment/payment-service';
import { APPROVAL_TIMEOUT_JOB, approvalTimeoutKey } from './order-jobs';
import { queueSupplierCancel } from './order-lifecycle';
import { lockOrder, moveOrder, type HotelOrderRow } from './order-moves';
import { HOLD_MARGIN_MS, HOTEL_PAY_MINUTES, payDeadline, queueAfterStatus, startOrderPayment } from './order-proceed';
import { hotelOrderGuests, hotelOrders } from './schema';

/**
 * How long the hotel is asked to keep the rooms of a booking awaiting approval (real suppliers hold for hours; the
 * sandbox grants up to its maximum and never past the stay's latest check-in, see the hold's `expiresAt`).
 */
export const APPROVAL_HOLD_HOURS = 24;
export const approvalHoldUntil = (now: Date) => new Date(now.getTime() + APPROVAL_HOLD_HOURS * 3_600_000).toISOString();

/**
 * Until when a booking may wait for its approval: the hold's lapse less a full pay window and the confirmation margin,
 * so an approval given at the last moment still leaves the traveller time to pay before the hotel lets the rooms go.
 */
export function approvalWaitEnd(now: Date, hold: { expiresAt: string }): Date {
  return new Date(Math.max(now.getTime() + 60_000, Date.parse(hold.expiresAt) - HOTEL_PAY_MINUTES * 60_000 - HOLD_MARGIN_MS));
}

type Proceeded = { status: HotelOrderStatus; payOrder: PayOrderRow | null };

/** Approved: the booking goes on as it would have without approval, with a fresh pay window within the hold. */
async function proceedApproved(tx: Db, order: HotelOrderRow, now: Date): Promise<Proceeded> {
  const deadline = payDeadline(now, { expiresAt: (order.holdExpiresAt ?? now).toISOString() });
  const { event, payOrder } = await startOrderPayment(tx, order, deadline, now);
  const status = await moveOrder(tx, order, event, now, {
    approvalDeadline: null,
    payOrderId: payOrder?.id ?? null,
    payDeadline: event === 'AWAIT_PAYMENT' ? deadline : null,
    guaranteeDeadline: event === 'AWAIT_GUARANTEE' ? deadline : null,
  });
  await queueAfterStatus(tx, order.id, status, deadline, now);
  return { status, payOrder };
}

/**
 * Inside the booking's transaction: the BOOKING approval opened through the enterprise's flows, with the stay in
 * words for the approver. Approved at once (no flow applies) it goes on; otherwise the deadline job is queued.
 */
export async function requestHotelApproval(tx: Db, req: { orderId: string; deadline: Date; policyInput: Record<string, unknown> }, now: Date): Promise<Proceeded | null> {
  const order = await lockOrder(tx, req.orderId);
  const guests = await tx.select({ name: hotelOrderGuests.name }).from(hotelOrderGuests).where(eq(hotelOrderGuests.orderId, order.id)).orderBy(asc(hotelOrderGuests.roomIndex), asc(hotelOrderGuests.guestIndex));
  const nights = Math.round((Date.parse(order.checkoutDate) - Date.parse(order.checkinDate)) / 86_400_000);
  // Flows match and approvers read the company's part in CNY.
  const companyCny = Math.round((order.totalCnyAmount * (order.totalAmount - order.personalAmount)) / Math.max(1, order.totalAmount));
  const status = await requestBookingApproval(
    tx,
    {
      product: 'HOTEL',
      orderId: order.id,
      enterpriseId: order.enterpriseId,
      applicantMemberId: order.memberId,
      amount: companyCny,
      summary: {
        title: `${order.hotelName.zh} · ${order.roomName.zh}`,
        beginDate: order.checkinDate,
        endDate: order.checkoutDate,
        cityIds: [order.cityId],
        purpose: null,
        exceedStandardReason: order.violationReason,
        stay: {
          hotelName: order.hotelName,
          roomName: order.roomName,
          checkinDate: order.checkinDate,
          checkoutDate: order.checkoutDate,
          nights,
          roomNum: order.roomNum,
          guestNames: [...new Set(guests.map((g) => g.name))],
          total: { amount: order.totalAmount, currency: order.currency },
        },
      },
      policyInput: req.policyInput,
      decideBy: req.deadline,
    },
    now,
  );
  if (status === 'APPROVED') return proceedApproved(tx, order, now);
  await enqueueJob(tx, { kind: APPROVAL_TIMEOUT_JOB, payload: { orderId: order.id }, runAt: req.deadline, dedupeKey: approvalTimeoutKey(order.id) }, now);
  return null;
}

/** A concluded BOOKING approval (inside the decision's transaction): on as it would have gone, or cancelled with the rooms back. */
export async function onHotelApprovalOutcome(db: Db, orderId: string, outcome: 'APPROVED' | 'REJECTED', now: Date): Promise<void> {
  const order = await lockOrder(db, orderId);
  if (order.status !== 'WAIT_APPROVE') return;
  await cancelJob(db, approvalTimeoutKey(order.id), now);
  if (outcome === 'APPROVED') {
    await proceedApproved(db, order, now);
    return;
  }
  await moveOrder(db, order, 'APPROVAL_REJECT', now, { cancelReasonCode: 'APPROVAL_REJECTED', canceledAt: now, approvalDeadline: null });
  await queueSupplierCancel(db, order, now);
}

export const approvalJobHandlers: JobHandlers = {
  // Still unapproved at its deadline: the approval withdrawn, the order cancelled, the rooms back, the traveller told.
  [APPROVAL_TIMEOUT_JOB]: async (db, payload, ctx) => {
    const orderId = String(payload.orderId);
    const [head] = await db.select({ status: hotelOrders.status, enterpriseId: hotelOrders.enterpriseId }).from(hotelOrders).where(eq(hotelOrders.id, orderId));
    if (head?.status !== 'WAIT_APPROVE') return;
    // The approval before the order, as a decision locks them, so a decision racing the deadline cannot deadlock with it.
    await withdrawBookingApproval(db, head.enterpriseId, orderId, ctx.now);
    const order = await lockOrder(db, orderId);
    if (order.status !== 'WAIT_APPROVE') return;
    await moveOrder(db, order, 'APPROVAL_TIMEOUT', ctx.now, { cancelReasonCode: 'APPROVAL_TIMEOUT', canceledAt: ctx.now, approvalDeadline: null });
    await queueSupplierCancel(db, order, ctx.now);
    const params = { orderId: order.id, checkinDate: order.checkinDate, checkoutDate: order.checkoutDate };
    await notify(db, { enterpriseId: order.enterpriseId, memberId: order.memberId, kind: 'HOTEL_APPROVAL_EXPIRED', params, link: `/hotel/orders/${order.id}` }, ctx.now);
  },
};
