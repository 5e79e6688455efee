import { and, eq } from 'drizzle-orm';
import type { TrainOrderStatus } from '@travel/contracts/train/statuses';
import type { Db } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/errors';
import { getPayOrderById, type PaymentHooks, type PaymentService } from '../payment/payment-service';
import { CONFIRM_TIMEOUT_JOB, ISSUE_JOB, startPayment } from './booking-service';
import { payOrderView } from '../payment/payment-service';
import { nextOrderStatus, nextTicketStatus, orderCan, type OrderEvent, type TicketEvent } from './order-status';
import { RailSupplierError, type RailSupplier } from './rail-port';
import { trainOrderInsurances, trainOrders, trainOrderTrips, trainTickets } from './schema';
import { cancelJob, enqueueJob, type JobHandlers } from '../../platform/jobs/job-queue';
import { visibleOrder } from './order-visibility';

export type OrderRow = typeof trainOrders.$inferSelect;

export async function lockOrder(db: Db, orderId: string, scope?: { enterpriseId: string; memberId: string }): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(trainOrders)
    .where(scope ? visibleOrder(scope, orderId) : eq(trainOrders.id, orderId))
    .for('update');
  if (!order) throw notFound('order');
  return order;
}

export async function moveOrder(db: Db, order: OrderRow, event: OrderEvent, now: Date, extra: Partial<OrderRow> = {}): Promise<TrainOrderStatus> {
  const status = nextOrderStatus(order.status, event);
  await db.update(trainOrders).set({ ...extra, status, updatedAt: now }).where(eq(trainOrders.id, order.id));
  return status;
}

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
 * After booking: payment moves an order to issuing, its timeout or a cancel to cancelled (seats back to sale), and the
 * issue job gets the tickets from the railway (or, when the railway refuses, ends in issue failed with a full refund).
 */
export function createOrderLifecycle(deps: { rail: RailSupplier; payments: () => PaymentService }) {
  const { rail } = deps;

  async function releaseSeats(db: Db, orderId: string) {
    const trips = await db.select().from(trainOrderTrips).where(eq(trainOrderTrips.orderId, orderId));
    for (const trip of trips) await rail.releaseHold(db, trip.holdId);
  }

  async function closeUnpaid(db: Db, order: OrderRow, event: 'CANCEL' | 'PAY_TIMEOUT', now: Date, reason: string | null) {
    const status = await moveOrder(db, order, event, now, { cancelReason: reason });
    await moveTickets(db, order.id, 'CANCEL', now, (t) => t.status === 'NON_ISSUE');
    await settleInsurance(db, order.id, 'CANCELED', now);
    await releaseSeats(db, order.id);
    return status;
  }

  const paymentHooks: PaymentHooks = {
    async onPaid(db, payOrder, now) {
      const order = await lockOrder(db, payOrder.orderId);
      await moveOrder(db, order, 'PAY', now);
      await enqueueJob(db, { kind: ISSUE_JOB, payload: { orderId: order.id }, runAt: now, dedupeKey: `train-issue:${order.id}` }, now);
    },
    async onTimeout(db, payOrder, now) {
      const order = await lockOrder(db, payOrder.orderId);
      if (order.status !== 'WAIT_PAY') return;
      await closeUnpaid(db, order, 'PAY_TIMEOUT', now, 'PAY_TIMEOUT');
    },
  };

  /** train/book/cancel: before payment only; the pay order closes and the seats return to sale. */
  async function cancel(db: Db, scope: { enterpriseId: string; memberId: string }, orderId: string, reason: string | undefined, now: Date) {
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId, scope);
      if (!orderCan(order.status, 'CANCEL')) throw new AppError('TRAIN_ORDER_NOT_CANCELABLE', { status: order.status });
      if (order.payOrderId) await deps.payments().cancelUnpaid(tx, order.payOrderId, now);
      const status = await closeUnpaid(tx, order, 'CANCEL', now, reason ?? null);
      return { orderId, bookOrderStatus: status };
    });
  }

  /**
   * The issue job: every trip's hold confirmed at the railway, then the tickets numbered with coach and seat. When the
   * railway refuses any trip, the seats of all go back and the money returns the way it came (issue failed).
   */
  async function issue(db: Db, orderId: string, now: Date) {
    await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (order.status !== 'ISSUING') return;
      const trips = await tx.select().from(trainOrderTrips).where(eq(trainOrderTrips.orderId, orderId));
      const issued: Awaited<ReturnType<RailSupplier['confirmHold']>>[] = [];
      try {
        for (const trip of trips) issued.push(await rail.confirmHold(tx, trip.holdId));
      } catch (err) {
        if (!(err instanceof RailSupplierError) || err.code !== 'ISSUE_FAILED') throw err;
        for (const hold of issued) await rail.refundTickets(tx, hold.holdId);
        for (const trip of trips.slice(issued.length)) await rail.releaseHold(tx, trip.holdId);
        await moveTickets(tx, order.id, 'ISSUE_FAIL', now);
        await settleInsurance(tx, order.id, 'CANCELED', now);
        await moveOrder(tx, order, 'ISSUE_FAIL', now);
        if (order.payOrderId) {
          const po = await getPayOrderById(tx, order.payOrderId);
          await deps.payments().refund(tx, po.id, { company: po.companyAmount, personal: po.personalAmount, type: 'ISSUE_FAILURE_REFUND', reference: `issue-fail:${order.id}` }, now);
        }
        return;
      }
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
    });
  }

  /** train/ticket/confirm: the traveller accepts the places given; the order goes on to payment (or issuing). */
  async function confirm(db: Db, scope: { enterpriseId: string; memberId: string }, orderId: string, now: Date) {
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId, scope);
      if (!orderCan(order.status, 'CONFIRM')) throw new AppError('TRAIN_ORDER_NOT_CONFIRMABLE', { status: order.status });
      if (order.confirmDeadline && now >= order.confirmDeadline) throw new AppError('PAY_TIMEOUT');
      await cancelJob(tx, `train-confirm:${order.id}`, now);
      const { status, payOrder } = await startPayment(tx, order, order.confirmDeadline ?? now, now);
      return { orderId, bookOrderStatus: status, payOrder: payOrderView(payOrder, now), confirmList: [], confirmEndTime: null };
    });
  }

  const jobHandlers: JobHandlers = {
    [ISSUE_JOB]: async (db, payload, ctx) => issue(db, String(payload.orderId), ctx.now),
    // Unconfirmed by the deadline: cancelled, the places back on sale.
    [CONFIRM_TIMEOUT_JOB]: async (db, payload, ctx) =>
      db.transaction(async (tx) => {
        const order = await lockOrder(tx, String(payload.orderId));
        if (order.status === 'WAIT_CONFIRM') await closeUnpaid(tx, order, 'PAY_TIMEOUT', ctx.now, 'CONFIRM_TIMEOUT');
      }),
  };

  return { paymentHooks, cancel, confirm, issue, jobHandlers };
}

export type OrderLifecycle = ReturnType<typeof createOrderLifecycle>;
