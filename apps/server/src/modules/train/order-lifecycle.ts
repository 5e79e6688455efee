import { PaymentError } from '@travel/contracts/payment/errors';
import { TrainError } from '@travel/contracts/train/errors';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/errors';
import { cancelJob, enqueueJob, withOwnTransactions, type JobHandlers } from '../../platform/jobs/job-queue';
import { cancelUnpaid, getPayOrderById, payOrderView, requestRefund, type PaymentHooks } from '../payment/payment-service';
import { APPROVAL_TIMEOUT_JOB, approvalTimeoutKey, CONFIRM_TIMEOUT_JOB, ISSUE_JOB, RELEASE_JOB, releaseKey } from './order-jobs';
import { withdrawBookingApproval } from '../commerce/booking-approval';
import { payDeadline, type PayDeadlineRule } from './booking-rules';
import { nextTicketStatus, orderCan, type TicketEvent } from './order-status';
import { RailSupplierError, type RailSupplier, type SeatHold } from './rail-port';
import { trainOrderInsurances, trainOrders, trainOrderTrips, trainTickets } from './schema';
import { proceedAfterConfirm, proceedToPayment } from './order-payment';
import { holdOf, lockOrder, moveOrder, type OrderRow } from './order-moves';
import { queuePurchase, refundInFull } from './order-purchase';
import { scheduleCollection } from './ticket-collection';
import { endWaitingRush } from './rush-end';
import { endRush, isRushKind, lockRush, onRushPaid, queueRush, rushLog, type RushOperator } from './rush-store';

const money = (amount: number) => ({ amount, currency: 'CNY' });

/** Insurance follows its order: purchased with the tickets, cancelled with an order that never got them. */
async function settleInsurance(db: Db, orderId: string, status: 'PURCHASED' | 'CANCELED', now: Date) {
  await db.update(trainOrderInsurances).set({ status, updatedAt: now }).where(and(eq(trainOrderInsurances.orderId, orderId), eq(trainOrderInsurances.status, 'CREATED')));
}

async function moveTickets(db: Db, orderId: string, event: TicketEvent, now: Date, only?: (t: typeof trainTickets.$inferSelect) => boolean) {
  const tickets = await db.select().from(trainTickets).where(eq(trainTickets.orderId, orderId));
  for (const ticket of tickets.filter((t) => !only || only(t))) {
    await db.update(trainTickets).set({ status: nextTicketStatus(ticket.status, event), updatedAt: now }).where(eq(trainTickets.id, ticket.id));
  }
}

/**
 * Gives holds back to the railway after our transaction committed (the railway joins none of ours). The same release
 * is queued as a job in that transaction, so a crash before this runs still gives the seats back.
 */
export async function releaseHolds(rail: RailSupplier, db: Db, key: string, holdIds: readonly string[], now: Date): Promise<void> {
  for (const holdId of holdIds) await rail.releaseHold({ holdId });
  await cancelJob(db, key, now);
  // The seats are on sale again: waiting grabs and waitlists may take them.
  if (holdIds.length > 0) await queueRush(db, now);
}

/** Queues the release of holds inside the caller's transaction (see releaseHolds). */
export async function queueRelease(db: Db, key: string, holdIds: readonly string[], now: Date): Promise<void> {
  if (holdIds.length > 0) await enqueueJob(db, { kind: RELEASE_JOB, payload: { holdIds: [...holdIds] }, runAt: now, dedupeKey: key }, now);
}

/**
 * After booking: payment moves an order to issuing, its timeout or a cancel to cancelled (seats back to sale), an
 * approval to payment or cancelled, and the issue job gets the tickets from the railway (or, when the railway refuses,
 * ends in issue failed with a full refund).
 */
export function createOrderLifecycle(deps: { rail: RailSupplier; pay: PayDeadlineRule }) {
  const { rail } = deps;

  async function holdIdsOf(db: Db, orderId: string) {
    const trips = await db.select({ holdId: trainOrderTrips.holdId }).from(trainOrderTrips).where(eq(trainOrderTrips.orderId, orderId));
    return trips.flatMap((t) => t.holdId ?? []);
  }

  /** Inside the caller's transaction: the order closed, its tickets cancelled, its holds' release queued. */
  async function closeUnpaid(db: Db, order: OrderRow, event: 'CANCEL' | 'PAY_TIMEOUT' | 'REJECT', now: Date, reason: string | null, operator: RushOperator = 'TRAVELLER') {
    const status = await moveOrder(db, order, event, now, { cancelReason: reason });
    await moveTickets(db, order.id, 'CANCEL', now, (t) => t.status === 'NON_ISSUE');
    // An unpaid grab or waitlist closes with its order: it never waited for a seat.
    const rush = isRushKind(order.purchaseType) ? await lockRush(db, order.id) : null;
    if (rush?.status === 'WAITING') {
      await endRush(db, rush, { status: 'CANCELED' }, now);
      await rushLog(db, order.id, { action: 'CANCELED', operator: event === 'CANCEL' ? operator : 'SYSTEM' }, now);
    }
    await settleInsurance(db, order.id, 'CANCELED', now);
    await queueRelease(db, releaseKey(order.id), await holdIdsOf(db, order.id), now);
    return status;
  }

  const paymentHooks: PaymentHooks = {
    async onPaid(db, payOrder, now) {
      const order = await lockOrder(db, payOrder.orderId);
      // A grab or waitlist, paid, waits for a freed seat (grabbing) until its deadline.
      if (isRushKind(order.purchaseType)) {
        await moveOrder(db, order, 'RUSH', now);
        await onRushPaid(db, order.id, 'TRAVELLER', now);
        return;
      }
      // A queued purchase (presale, night order) waits for the sale; any other order is issued now.
      if (order.purchaseAt) {
        await moveOrder(db, order, 'PRESALE', now);
        await queuePurchase(db, order.purchaseAt, now);
        return;
      }
      await moveOrder(db, order, 'PAY', now);
      await enqueueJob(db, { kind: ISSUE_JOB, payload: { orderId: order.id }, runAt: now, dedupeKey: `train-issue:${order.id}` }, now);
    },
    async onTimeout(db, payOrder, now) {
      const order = await lockOrder(db, payOrder.orderId);
      if (order.status !== 'WAIT_PAY') return;
      await closeUnpaid(db, order, 'PAY_TIMEOUT', now, 'PAY_TIMEOUT');
    },
  };

  /** A booking approval concluded (inside the decision's transaction): on to payment, or cancelled with the seats back. */
  async function onApprovalOutcome(db: Db, orderId: string, outcome: 'APPROVED' | 'REJECTED', now: Date) {
    const order = await lockOrder(db, orderId);
    if (order.status !== 'WAIT_APPROVE') return;
    await cancelJob(db, approvalTimeoutKey(order.id), now);
    if (outcome === 'REJECTED') {
      await closeUnpaid(db, order, 'REJECT', now, 'APPROVAL_REJECTED');
      return;
    }
    // Approved: the traveller gets a fresh pay window, as at booking.
    const [first] = await db.select({ departureTime: trainOrderTrips.departureTime }).from(trainOrderTrips).where(eq(trainOrderTrips.orderId, order.id)).orderBy(trainOrderTrips.tripIndex).limit(1);
    await proceedToPayment(db, order, payDeadline(now, first!.departureTime, deps.pay), now);
  }

  /**
   * train/book/cancel: before payment only; the pay order closes and the seats return to sale. A grab or waitlist
   * waiting for a seat (paid) is cancelled with everything back; train/alternate/cancel (`rushOnly`) takes only those,
   * and answers RUSH_ENDED once the rush is over.
   */
  async function cancel(db: Db, scope: { enterpriseId: string; memberId: string }, orderId: string, reason: string | undefined, now: Date, opts: { rushOnly?: boolean; operator?: RushOperator } = {}) {
    const operator = opts.operator ?? 'TRAVELLER';
    let rushWaited = false;
    const result = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId, scope);
      const rush = isRushKind(order.purchaseType) ? await lockRush(tx, order.id) : null;
      if (opts.rushOnly && !rush) throw notFound('order');
      if (opts.rushOnly && rush?.status !== 'WAITING') throw new AppError(TrainError.RUSH_ENDED);
      if (rush?.status === 'WAITING' && order.status === 'PURCHASING') {
        rushWaited = true;
        const refunded = await endWaitingRush(tx, order, rush, { status: 'CANCELED', failReason: null, operator }, now);
        return { orderId, bookOrderStatus: 'CANCELED' as const, refunded: money(refunded) };
      }
      if (!orderCan(order.status, 'CANCEL')) throw new AppError(TrainError.ORDER_NOT_CANCELABLE, { status: order.status });
      if (order.payOrderId) await cancelUnpaid(tx, order.payOrderId, now);
      // Paid and waiting for the sale: the money goes back in full the way it came.
      if (order.status === 'NOT_PURCHASE') await refundInFull(tx, order, 'CANCEL_REFUND', `presale-cancel:${order.id}`, now);
      if (order.status === 'WAIT_APPROVE') {
        await withdrawBookingApproval(tx, order.enterpriseId, order.id, now);
        await cancelJob(tx, approvalTimeoutKey(order.id), now);
      }
      const status = await closeUnpaid(tx, order, 'CANCEL', now, reason ?? null, operator);
      return { orderId, bookOrderStatus: status, refunded: money(order.status === 'NOT_PURCHASE' ? order.totalAmount : 0) };
    });
    // A waiting rush holds nothing of its own; seats a racing engine run took go back by the rush's undo job.
    if (!rushWaited) await releaseHolds(rail, db, releaseKey(orderId), await holdIdsOf(db, orderId), now);
    return result;
  }

  /**
   * The issue job (in its own transactions: the railway is called outside ours): every trip's hold confirmed at the
   * railway, then the tickets numbered with coach and seat. When the railway refuses any trip, the seats of all go
   * back and the money returns the way it came (issue failed). Confirming is idempotent, so a retry after a crash
   * finds the same tickets.
   */
  async function issue(db: Db, orderId: string, now: Date) {
    const [head] = await db.select({ status: trainOrders.status }).from(trainOrders).where(eq(trainOrders.id, orderId));
    if (head?.status !== 'ISSUING') return;
    const trips = await db.select().from(trainOrderTrips).where(eq(trainOrderTrips.orderId, orderId));
    const issued: SeatHold[] = [];
    try {
      for (const trip of trips) issued.push(await rail.confirmHold(holdOf(trip)));
    } catch (err) {
      if (!(err instanceof RailSupplierError) || err.code !== 'ISSUE_FAILED') throw err;
      for (const hold of issued) await rail.refundTickets(hold.holdId);
      for (const trip of trips.slice(issued.length)) await rail.releaseHold({ holdId: holdOf(trip) });
      await db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        if (order.status !== 'ISSUING') return;
        await moveTickets(tx, order.id, 'ISSUE_FAIL', now);
        await settleInsurance(tx, order.id, 'CANCELED', now);
        await moveOrder(tx, order, 'ISSUE_FAIL', now);
        await queueRush(tx, now);
        if (order.payOrderId) {
          const po = await getPayOrderById(tx, order.payOrderId);
          await requestRefund(tx, po.id, { company: po.companyAmount, personal: po.personalAmount, type: 'ISSUE_FAILURE_REFUND', reference: `issue-fail:${order.id}` }, now);
        }
      });
      return;
    }
    await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (order.status !== 'ISSUING') return;
      const tickets = await tx.select().from(trainTickets).where(eq(trainTickets.orderId, orderId));
      for (const [i, trip] of trips.entries()) {
        const hold = issued[i]!;
        await tx.update(trainOrderTrips).set({ eOrderNo: hold.eOrderNo }).where(and(eq(trainOrderTrips.orderId, orderId), eq(trainOrderTrips.tripIndex, trip.tripIndex)));
        for (const ticket of tickets.filter((t) => t.tripIndex === trip.tripIndex)) {
          const seat = hold.seats.find((s) => s.index === ticket.holdIndex)!;
          await tx
            .update(trainTickets)
            .set({ status: nextTicketStatus(ticket.status, 'ISSUE_OK'), ticketNo: seat.ticketNo, coachNo: seat.coachNo, seatNo: seat.seatNo, berth: seat.berth, updatedAt: now })
            .where(eq(trainTickets.id, ticket.id));
        }
      }
      await settleInsurance(tx, order.id, 'PURCHASED', now);
      await moveOrder(tx, order, 'ISSUE_OK', now);
      await scheduleCollection(tx, order.id, now);
    });
  }

  /** train/ticket/confirm: the traveller accepts the places given; the order goes on to approval, payment or issuing. */
  async function confirm(db: Db, scope: { enterpriseId: string; memberId: string }, orderId: string, now: Date) {
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId, scope);
      if (!orderCan(order.status, 'CONFIRM')) throw new AppError(TrainError.ORDER_NOT_CONFIRMABLE, { status: order.status });
      if (order.confirmDeadline && now >= order.confirmDeadline) throw new AppError(PaymentError.PAY_TIMEOUT);
      await cancelJob(tx, `train-confirm:${order.id}`, now);
      const { status, payOrder } = await proceedAfterConfirm(tx, order, order.confirmDeadline ?? now, now);
      return { orderId, bookOrderStatus: status, payOrder: payOrder ? payOrderView(payOrder, now) : null, confirmList: [], confirmEndTime: null };
    });
  }

  const jobHandlers: JobHandlers = {
    [ISSUE_JOB]: withOwnTransactions(async (db, payload, ctx) => issue(db, String(payload.orderId), ctx.now)),
    // Seats of a closed order back to sale: the railway is called outside our transactions; releasing is idempotent.
    [RELEASE_JOB]: withOwnTransactions(async (db, payload, ctx) => {
      for (const holdId of payload.holdIds as string[]) await rail.releaseHold({ holdId });
      await queueRush(db, ctx.now);
    }),
    // Still unapproved shortly before departure: the approval withdrawn, the order cancelled, the seats back on sale.
    [APPROVAL_TIMEOUT_JOB]: async (db, payload, ctx) => {
      const order = await lockOrder(db, String(payload.orderId));
      if (order.status !== 'WAIT_APPROVE') return;
      await withdrawBookingApproval(db, order.enterpriseId, order.id, ctx.now);
      await closeUnpaid(db, order, 'REJECT', ctx.now, 'APPROVAL_TIMEOUT');
    },
    // Unconfirmed by the deadline: cancelled, the places back on sale.
    [CONFIRM_TIMEOUT_JOB]: async (db, payload, ctx) => {
      const order = await lockOrder(db, String(payload.orderId));
      if (order.status === 'WAIT_CONFIRM') await closeUnpaid(db, order, 'PAY_TIMEOUT', ctx.now, 'CONFIRM_TIMEOUT');
    },
  };

  return { paymentHooks, cancel, confirm, issue, onApprovalOutcome, jobHandlers };
}

export type OrderLifecycle = ReturnType<typeof createOrderLifecycle>;
