import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { enqueueJob, withOwnTransactions, type JobHandlers } from '../../platform/jobs/job-queue';
import { getPayOrderById, requestRefund, type RefundParts } from '../payment/payment-service';
import { RAIL_CLASS } from './book-common';
import { childPassengers } from './free-child-rules';
import { PURCHASE_JOB, purchaseJobKey } from './order-jobs';
import { lockOrder, moveOrder, type OrderRow } from './order-moves';
import { nextTicketStatus, type TicketEvent } from './order-status';
import { RailSupplierError, type RailErrorCode, type RailSupplier, type SeatHold } from './rail-port';
import { trainOrderInsurances, trainOrders, trainOrderTrips, trainTickets } from './schema';
import { scheduleCollection } from './ticket-collection';
import { queueRush } from './rush-store';
import type { TrainSeatClass } from '@travel/contracts/policy/enums';

type TripRow = typeof trainOrderTrips.$inferSelect;
type TicketRow = typeof trainTickets.$inferSelect;

/** The railway is not selling the date yet (or not tonight): the purchase is tried again later, not failed. */
const NOT_YET: readonly RailErrorCode[] = ['NOT_ON_SALE', 'NOT_SELLING'];

/** Queues the purchase job for the moment the railway sells (inside the caller's transaction): one job per moment. */
export async function queuePurchase(db: Db, at: Date, now: Date): Promise<void> {
  const runAt = at > now ? at : now;
  await enqueueJob(db, { kind: PURCHASE_JOB, payload: {}, runAt, dedupeKey: purchaseJobKey(runAt), maxAttempts: 20 }, now);
}

/** The whole pay order back the way it came (company and personal parts), once per reference. */
export async function refundInFull(db: Db, order: Pick<OrderRow, 'payOrderId'>, type: RefundParts['type'], reference: string, now: Date): Promise<void> {
  if (!order.payOrderId) return;
  const po = await getPayOrderById(db, order.payOrderId);
  await requestRefund(db, po.id, { company: po.companyAmount, personal: po.personalAmount, type, reference }, now);
}

const holdKey = (orderId: string, tripIndex: number) => `${orderId}:purchase:${tripIndex}`;

async function moveTickets(db: Db, tickets: readonly TicketRow[], event: TicketEvent, now: Date) {
  for (const t of tickets) await db.update(trainTickets).set({ status: nextTicketStatus(t.status, event), updatedAt: now }).where(eq(trainTickets.id, t.id));
}

async function settleInsurance(db: Db, orderId: string, status: 'PURCHASED' | 'CANCELED', now: Date) {
  await db.update(trainOrderInsurances).set({ status, updatedAt: now }).where(and(eq(trainOrderInsurances.orderId, orderId), eq(trainOrderInsurances.status, 'CREATED')));
}

/**
 * Takes the next due order off the queue, oldest booking first: a PURCHASING one (a purchase a crash interrupted, taken
 * up again with the same idempotency keys) or a NOT_PURCHASE one moved to PURCHASING. Null when none is due.
 */
async function nextDue(db: Db, now: Date): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [next] = await tx
      .select({ id: trainOrders.id })
      .from(trainOrders)
      .where(and(inArray(trainOrders.status, ['NOT_PURCHASE', 'PURCHASING']), lte(trainOrders.purchaseAt, now)))
      .orderBy(asc(trainOrders.createdAt), asc(trainOrders.id))
      .limit(1);
    if (!next) return null;
    const order = await lockOrder(tx, next.id);
    if (order.status === 'NOT_PURCHASE') await moveOrder(tx, order, 'GRAB_START', now);
    return order.status === 'NOT_PURCHASE' || order.status === 'PURCHASING' ? order.id : '';
  });
}

/**
 * One queued order bought at the railway (outside our transactions): every trip's seats held against the inventory as
 * it is now, then issued. The railway's refusal (sold out, closed) ends in PURCHASE_FAILED with the money back in
 * full; a date not selling yet throws, so the job tries again later.
 */
async function purchaseOne(rail: RailSupplier, db: Db, orderId: string, now: Date): Promise<void> {
  const [order] = await db.select().from(trainOrders).where(eq(trainOrders.id, orderId));
  const trips = await db.select().from(trainOrderTrips).where(eq(trainOrderTrips.orderId, orderId)).orderBy(asc(trainOrderTrips.tripIndex));
  const tickets = await db.select().from(trainTickets).where(eq(trainTickets.orderId, orderId));
  const children = await childPassengers(db, orderId);
  const ticketsOf = (trip: TripRow) => tickets.filter((t) => t.tripIndex === trip.tripIndex).sort((a, b) => a.holdIndex - b.holdIndex);
  const held: SeatHold[] = [];
  const issued: SeatHold[] = [];
  try {
    for (const trip of trips) {
      held.push(
        await rail.holdSeats({
          trainNo: trip.trainNo,
          departureDate: trip.departureDate,
          fromTelecode: trip.fromStationCode,
          toTelecode: trip.toStationCode,
          orderRef: orderId,
          idempotencyKey: holdKey(orderId, trip.tripIndex),
          passengers: ticketsOf(trip).map((t) => ({
            seatClass: RAIL_CLASS[trip.seatClass as TrainSeatClass],
            // The seat letter or berth wished at booking, as a held booking asks for it.
            ...(t.wishSeatLetter ? { seatLetter: t.wishSeatLetter } : {}),
            ...(t.wishBerth ? { berth: t.wishBerth } : {}),
            acceptNoSeat: order!.acceptNoSeat,
            ticketType: children.has(t.passengerIndex) ? ('CHILD' as const) : ('ADULT' as const),
          })),
        }),
      );
    }
    for (const hold of held) issued.push(await rail.confirmHold(hold.holdId));
  } catch (err) {
    if (!(err instanceof RailSupplierError)) throw err;
    if (NOT_YET.includes(err.code) && now < trips[0]!.departureTime) throw err;
    for (const hold of issued) await rail.refundTickets(hold.holdId);
    for (const trip of trips.slice(issued.length)) await rail.releaseHold({ idempotencyKey: holdKey(orderId, trip.tripIndex) });
    await db.transaction(async (tx) => {
      const locked = await lockOrder(tx, orderId);
      if (locked.status !== 'PURCHASING') return;
      await moveTickets(tx, tickets, 'ISSUE_FAIL', now);
      await settleInsurance(tx, orderId, 'CANCELED', now);
      await moveOrder(tx, locked, 'GRAB_FAIL', now, { cancelReason: `RAIL_${err.code}` });
      await refundInFull(tx, locked, 'ISSUE_FAILURE_REFUND', `purchase-fail:${orderId}`, now);
      // Seats it held or bought are back on sale: waiting grabs and waitlists may take them.
      await queueRush(tx, now);
    });
    return;
  }
  await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (locked.status !== 'PURCHASING') return;
    for (const [i, trip] of trips.entries()) {
      const hold = issued[i]!;
      await tx.update(trainOrderTrips).set({ holdId: hold.holdId, eOrderNo: hold.eOrderNo }).where(and(eq(trainOrderTrips.orderId, orderId), eq(trainOrderTrips.tripIndex, trip.tripIndex)));
      for (const ticket of ticketsOf(trip)) {
        const seat = hold.seats.find((s) => s.index === ticket.holdIndex)!;
        await tx
          .update(trainTickets)
          .set({ status: nextTicketStatus(ticket.status, 'ISSUE_OK'), ticketNo: seat.ticketNo, coachNo: seat.coachNo, seatNo: seat.seatNo, berth: seat.berth, updatedAt: now })
          .where(eq(trainTickets.id, ticket.id));
      }
    }
    await settleInsurance(tx, orderId, 'PURCHASED', now);
    await moveOrder(tx, locked, 'GRAB_OK', now);
    await scheduleCollection(tx, orderId, now);
  });
}

/** Buys every queued order due by now, one after another in booking order (first come, first served). */
export async function purchaseDue(rail: RailSupplier, db: Db, clock: Clock): Promise<void> {
  for (;;) {
    const now = clock.now();
    const orderId = await nextDue(db, now);
    if (orderId === null) return;
    if (orderId !== '') await purchaseOne(rail, db, orderId, now);
  }
}

/** The purchase queue's job: the railway is called outside our transactions, every step idempotent by its key. */
export const purchaseJobHandlers = (rail: RailSupplier): JobHandlers => ({
  [PURCHASE_JOB]: withOwnTransactions(async (db, _payload, ctx) => purchaseDue(rail, db, ctx.clock)),
});
