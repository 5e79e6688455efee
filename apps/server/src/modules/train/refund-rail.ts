import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { enqueueJob } from '../../platform/jobs/job-queue';
import { ticketsOfOrder, type AfterSaleDeps } from './after-sale-common';
import { RailSupplierError } from './rail-port';
import { holdOf } from './order-moves';
import { lockRefund, moveRefund, moveRefundTickets, REFUND_MONEY_JOB } from './refund-common';
import { moveInsurance } from './refund-insurance';
import { queueRush } from './rush-store';
import { trainOrderTrips, trainRefunds, trainRefundTickets } from './schema';

/**
 * The railway refunds the tickets and their seats return to sale (called outside our transactions: refunding is
 * idempotent per ticket, so a retry after a crash is safe); a refusal rejects the refund, tickets issued again.
 */
export async function railRefund(deps: Pick<AfterSaleDeps, 'rail'>, db: Db, refundId: string, now: Date) {
  const [head] = await db.select().from(trainRefunds).where(eq(trainRefunds.id, refundId));
  if (!head || head.status !== 'CREATED') return;
  const lines = await db.select().from(trainRefundTickets).where(eq(trainRefundTickets.refundId, refundId));
  const tickets = await ticketsOfOrder(db, head.orderId, lines.map((l) => l.ticketId));
  const trips = await db.select().from(trainOrderTrips).where(eq(trainOrderTrips.orderId, head.orderId));
  let refused: RailSupplierError | null = null;
  try {
    for (const trip of trips) {
      const indexes = tickets.filter((t) => t.tripIndex === trip.tripIndex).map((t) => t.holdIndex);
      if (indexes.length > 0) await deps.rail.refundTickets(holdOf(trip), indexes);
    }
  } catch (err) {
    if (!(err instanceof RailSupplierError)) throw err;
    refused = err;
  }
  await db.transaction(async (tx) => {
    const { refund } = await lockRefund(tx, null, head.orderId, refundId);
    if (refund.status !== 'CREATED') return;
    if (refused) {
      await moveRefundTickets(tx, refundId, 'REFUND_UNDONE', now);
      await moveInsurance(tx, refundId, 'REFUNDING', 'PURCHASED', now);
      await moveRefund(tx, refund, 'REJECT', now, { rejectReason: refused.code });
      return;
    }
    await moveRefundTickets(tx, refundId, 'REFUND_DONE', now);
    await moveRefund(tx, refund, 'RAIL_REFUNDED', now);
    // The seats are on sale again: waiting waitlists, then grabs, may take them.
    await queueRush(tx, now);
    await enqueueJob(tx, { kind: REFUND_MONEY_JOB, payload: { refundId }, runAt: now, dedupeKey: `train-refund-money:${refundId}` }, now);
  });
}
