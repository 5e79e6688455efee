import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { OrderEvent, TicketEvent } from './order-status';
import { nextTicketStatus } from './order-status';
import { moveOrder, type OrderRow } from './order-moves';
import { refundInFull } from './order-purchase';
import { endRush, rushLog, type RushOperator, type RushRow } from './rush-store';
import { trainOrderInsurances, trainTickets } from './schema';

type Ending = { status: 'FAILED' | 'CANCELED'; failReason: RushRow['failReason']; operator: RushOperator };

/**
 * A waiting (paid, PURCHASING) rush ends without a seat, inside the caller's transaction with the order and rush rows
 * locked: the tickets never issued, insurance cancelled, everything paid back in full, the logs written.
 */
export async function endWaitingRush(tx: Db, order: OrderRow, rush: RushRow, ending: Ending, now: Date): Promise<number> {
  const [orderEvent, ticketEvent, type]: [OrderEvent, TicketEvent, 'ISSUE_FAILURE_REFUND' | 'CANCEL_REFUND'] = ending.status === 'FAILED' ? ['GRAB_FAIL', 'ISSUE_FAIL', 'ISSUE_FAILURE_REFUND'] : ['CANCEL', 'CANCEL', 'CANCEL_REFUND'];
  const tickets = await tx.select().from(trainTickets).where(and(eq(trainTickets.orderId, order.id), eq(trainTickets.status, 'NON_ISSUE')));
  for (const t of tickets) await tx.update(trainTickets).set({ status: nextTicketStatus(t.status, ticketEvent), updatedAt: now }).where(eq(trainTickets.id, t.id));
  await tx.update(trainOrderInsurances).set({ status: 'CANCELED', updatedAt: now }).where(and(eq(trainOrderInsurances.orderId, order.id), eq(trainOrderInsurances.status, 'CREATED')));
  await moveOrder(tx, order, orderEvent, now, { cancelReason: ending.failReason ? `RUSH_${ending.failReason}` : null });
  await refundInFull(tx, order, type, `rush-${ending.status === 'FAILED' ? 'fail' : 'cancel'}:${order.id}`, now);
  await endRush(tx, rush, { status: ending.status, failReason: ending.failReason, refunded: order.totalAmount }, now);
  await rushLog(tx, order.id, { action: ending.status, operator: ending.operator }, now);
  await rushLog(tx, order.id, { action: 'REFUNDED', operator: 'SYSTEM', amount: order.totalAmount }, now);
  return order.totalAmount;
}
