import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { getPayOrderById, requestRefund } from '../payment/payment-service';
import { settleOrderAfterSale, splitByOrderPayment, type AfterSaleDeps, type TicketRow } from './after-sale-common';
import { changedInsideEightDays } from './after-sale-fees';
import { lockedChange, moveChange, moveTicketsById, newTripOf, pairsOf, restoreOldTickets, type ChangeRow } from './change-common';
import { holdOf, type OrderRow } from './order-moves';
import { nextTicketStatus } from './order-status';
import { RailSupplierError, type SeatHold } from './rail-port';
import { scheduleCollection } from './ticket-collection';
import { queueRush } from './rush-store';
import { trainChanges, trainOrderTrips, trainTickets } from './schema';

type Pair = Awaited<ReturnType<typeof pairsOf>>[number];
type TripRow = typeof trainOrderTrips.$inferSelect;

/**
 * The issue job (in its own transactions: the railway is called outside ours): the new hold confirmed at the
 * railway and only then the old tickets refunded there (their seats back to sale); then the new tickets numbered,
 * the old marked changed, a cheaper change's money sent back the way the order was paid. When the railway refuses,
 * the new seats go back, the old tickets stay, any payment returns. Every railway call is idempotent, so a retry
 * after a crash is safe.
 */
export async function issueChange(deps: Pick<AfterSaleDeps, 'rail'>, db: Db, changeId: string, now: Date) {
  const { rail } = deps;
  const [head] = await db.select().from(trainChanges).where(eq(trainChanges.id, changeId));
  if (!head || head.status !== 'WAIT_CHANGE') return;
  const pairs = await pairsOf(db, head.id);
  const newTrip = await newTripOf(db, head);
  const olds = await db.select().from(trainTickets).where(inArray(trainTickets.id, pairs.map((p) => p.oldTicketId)));
  const [oldTrip] = await db.select().from(trainOrderTrips).where(and(eq(trainOrderTrips.orderId, head.orderId), eq(trainOrderTrips.tripIndex, olds[0]!.tripIndex)));
  let hold: SeatHold | null = null;
  try {
    hold = await rail.confirmHold(holdOf(newTrip));
  } catch (err) {
    if (!(err instanceof RailSupplierError) || err.code !== 'ISSUE_FAILED') throw err;
    await rail.releaseHold({ holdId: holdOf(newTrip) });
  }
  // Only now, with the new tickets issued, do the old seats return to sale.
  if (hold) await rail.refundTickets(holdOf(oldTrip!), olds.map((x) => x.holdIndex));
  await db.transaction(async (tx) => {
    const found = await lockedChange(tx, changeId);
    if (!found || found.change.status !== 'WAIT_CHANGE') return;
    // Seats went back to sale (the old tickets', or the new hold's): waiting grabs and waitlists may take them.
    await queueRush(tx, now);
    if (!hold) return failIssue(tx, found.change, pairs, now);
    await completeIssue(tx, found, { hold, pairs, olds, newTrip, oldTrip: oldTrip! }, now);
  });
}

/** The railway refused: the new tickets failed, the old ones are valid again, any payment goes back. */
async function failIssue(tx: Db, change: ChangeRow, pairs: readonly Pair[], now: Date) {
  await moveTicketsById(tx, pairs.map((p) => p.newTicketId), 'ISSUE_FAIL', now);
  await restoreOldTickets(tx, pairs.map((p) => p.oldTicketId), now);
  await moveChange(tx, change, 'ISSUE_FAIL', now);
  if (change.payOrderId) {
    const po = await getPayOrderById(tx, change.payOrderId);
    await requestRefund(tx, po.id, { company: po.companyAmount, personal: po.personalAmount, type: 'CHANGE_REFUND', reference: `change-fail:${change.id}` }, now);
  }
}

/** The new tickets numbered from the railway's hold, the old ones changed, a cheaper change's difference sent back. */
async function completeIssue(
  tx: Db,
  { order, change }: { order: OrderRow; change: ChangeRow },
  got: { hold: SeatHold; pairs: readonly Pair[]; olds: readonly TicketRow[]; newTrip: TripRow; oldTrip: TripRow },
  now: Date,
) {
  const { hold, pairs } = got;
  await tx.update(trainOrderTrips).set({ eOrderNo: hold.eOrderNo }).where(and(eq(trainOrderTrips.orderId, order.id), eq(trainOrderTrips.tripIndex, got.newTrip.tripIndex)));
  const inside = changedInsideEightDays(change.createdAt, got.oldTrip.departureTime);
  const news = await tx.select().from(trainTickets).where(inArray(trainTickets.id, pairs.map((p) => p.newTicketId)));
  for (const ticket of news) {
    const seat = hold.seats.find((s) => s.index === ticket.holdIndex)!;
    await tx
      .update(trainTickets)
      .set({ status: nextTicketStatus(ticket.status, 'ISSUE_OK'), ticketNo: seat.ticketNo, coachNo: seat.coachNo, seatNo: seat.seatNo, berth: seat.berth, changedInsideEightDays: inside, updatedAt: now })
      .where(eq(trainTickets.id, ticket.id));
  }
  await moveTicketsById(tx, got.olds.map((x) => x.id), 'CHANGE_DONE', now);
  if (change.refundAmount > 0 && order.payOrderId) {
    const split = await splitByOrderPayment(tx, order, change.refundAmount);
    await requestRefund(tx, order.payOrderId, { ...split, type: 'CHANGE_REFUND', reference: `change-refund:${change.id}` }, now);
  }
  await moveChange(tx, change, 'ISSUED', now);
  await scheduleCollection(tx, order.id, now);
  await settleOrderAfterSale(tx, order, now);
}
