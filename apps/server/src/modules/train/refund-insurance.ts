import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { ticketsOfOrder, type TicketRow } from './after-sale-common';
import { isLiveTicket } from './order-status';
import { trainOrderInsurances, trainRefunds, trainRefundTickets, trainTickets } from './schema';

/**
 * The passengers a refund of `tickets` leaves with no current ticket in the order: their insurance no longer covers a
 * journey, so it goes back in full.
 */
export async function passengersLeftWithout(db: Db, orderId: string, tickets: readonly TicketRow[]): Promise<number[]> {
  const all = await db.select().from(trainTickets).where(eq(trainTickets.orderId, orderId));
  const refunded = new Set(tickets.map((t) => t.id));
  const passengers = [...new Set(tickets.map((t) => t.passengerIndex))];
  return passengers.filter((p) => all.filter((t) => t.passengerIndex === p && isLiveTicket(t.status)).every((t) => refunded.has(t.id)));
}

export async function insuranceOf(db: Db, orderId: string, passengers: readonly number[], status: 'PURCHASED' | 'REFUNDING') {
  if (passengers.length === 0) return [];
  return db
    .select()
    .from(trainOrderInsurances)
    .where(and(eq(trainOrderInsurances.orderId, orderId), inArray(trainOrderInsurances.passengerIndex, [...passengers]), eq(trainOrderInsurances.status, status)));
}

/** The insurance a refund returns: REFUNDING with it, REFUNDED when the money is back, PURCHASED again if it ends otherwise. */
export async function moveInsurance(db: Db, refundId: string, from: 'PURCHASED' | 'REFUNDING', to: 'PURCHASED' | 'REFUNDING' | 'REFUNDED', now: Date) {
  const [refund] = await db.select().from(trainRefunds).where(eq(trainRefunds.id, refundId));
  if (!refund || refund.refundInsurancePrice === 0) return;
  const lines = await db.select({ ticketId: trainRefundTickets.ticketId }).from(trainRefundTickets).where(eq(trainRefundTickets.refundId, refundId));
  const tickets = await ticketsOfOrder(db, refund.orderId, lines.map((l) => l.ticketId));
  const passengers = [...new Set(tickets.map((t) => t.passengerIndex))];
  await db
    .update(trainOrderInsurances)
    .set({ status: to, updatedAt: now })
    .where(and(eq(trainOrderInsurances.orderId, refund.orderId), inArray(trainOrderInsurances.passengerIndex, passengers), eq(trainOrderInsurances.status, from)));
}
