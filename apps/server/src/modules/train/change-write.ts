import { eq } from 'drizzle-orm';
import type { ControlResult } from '@travel/contracts/policy/control';
import type { Db } from '../../platform/db/database';
import { enqueueJob } from '../../platform/jobs/job-queue';
import { runBookingWorkflow } from '../commerce/booking-workflow';
import { afterSaleIdOf, type AfterSaleConfig, type AfterSaleDeps } from './after-sale-common';
import { nextChangeStatus, OPERATION_OF_CHANGE } from './after-sale-status';
import { CHANGE_CONFIRM_TIMEOUT_JOB, confirmKey, moveTicketsById, type Actor } from './change-common';
import { RAIL_CLASS, type ChangeContext, type ChangeLine, type ChangeTotals, type NewTrip } from './change-rules';
import type { SeatHold } from './rail-port';
import { undoRailStep } from './rail-undo';
import { trainChanges, trainChangeTickets, trainOrderTrips, trainTickets } from './schema';
import { childPassengers } from './free-child-rules';
import { stationDirectory } from './station-directory';
import { tripOf } from './trip-view';

export type ChangeMeta = { reasonCode?: string | null; reason: string | null; remark: string | null; quotationId: string | null; control?: ControlResult | null };
type Priced = { lines: ChangeLine[]; totals: ChangeTotals };

/** Holds the new seats at the railway (undone if our writes then fail), then writes the change in one transaction. */
export async function holdThenWrite<R>(deps: Pick<AfterSaleDeps, 'rail'>, db: Db, ctx: ChangeContext, trip: NewTrip, write: (tx: Db, hold: SeatHold, changeId: string) => Promise<R>, now: Date): Promise<R> {
  const { rail } = deps;
  const changeId = afterSaleIdOf('C', now);
  const { section } = trip;
  const idempotencyKey = `${changeId}:hold`;
  // Children keep their child tickets (and fare) on the new train.
  const children = await childPassengers(db, ctx.order.id);
  const hold = {
    name: 'rail.hold',
    undo: { idempotencyKey },
    run: () =>
      rail.holdSeats({
        trainNo: section.trainNo,
        departureDate: section.departureDate,
        fromTelecode: section.fromTelecode,
        toTelecode: section.toTelecode,
        orderRef: changeId,
        idempotencyKey,
        passengers: ctx.tickets.map((x) => ({ seatClass: RAIL_CLASS[trip.seatClass], ticketType: children.has(x.passengerIndex) ? ('CHILD' as const) : ('ADULT' as const) })),
      }),
  };
  return runBookingWorkflow(db, { id: `change:${changeId}`, product: 'TRAIN', kind: 'CHANGE', steps: [hold], undoStep: undoRailStep(rail), commit: (tx, [held]) => write(tx, held as SeatHold, changeId) }, now);
}

/**
 * The change's writes, inside the caller's transaction under the order's lock: the new seats held, the new trip and
 * tickets, the change with its figures, the old tickets moved to change applying; WAIT_CONFIRM until the traveller
 * confirms (or the deadline job lapses it).
 */
export async function writeChange(
  config: AfterSaleConfig,
  tx: Db,
  w: { actor: Actor; ctx: ChangeContext; trip: NewTrip; hold: SeatHold; changeId: string },
  price: (fares: number[]) => Priced,
  meta: ChangeMeta,
  now: Date,
) {
  const { ctx, hold, changeId } = w;
  const trips = await tx.select({ tripIndex: trainOrderTrips.tripIndex }).from(trainOrderTrips).where(eq(trainOrderTrips.orderId, ctx.order.id));
  const tripIndex = Math.max(...trips.map((x) => x.tripIndex)) + 1;
  const fares = ctx.tickets.map((_, i) => hold.seats.find((s) => s.index === i)!.price.amount);
  const priced = price(fares);
  const newIds = await insertNewTrip(tx, w, tripIndex, now);
  const status = await insertChange(tx, w, tripIndex, priced, meta, now);
  await tx.insert(trainChangeTickets).values(
    priced.lines.map((l, i) => ({ changeId, oldTicketId: l.ticketId, newTicketId: newIds[i]!, oldFare: l.oldFare, newFare: l.newFare, changeFee: l.changeFee, changeRefundFee: l.changeRefundFee })),
  );
  // Spec 4: the replaced tickets carry a before-change ticket id (the ticket issued in their place) and so form the
  // original trip; the new tickets carry none.
  const replacement = new Map(ctx.tickets.map((old, i) => [old.id, newIds[i]!]));
  await moveTicketsById(tx, ctx.tickets.map((x) => x.id), 'APPLY_CHANGE', now, (row) => ({ beforeChangeTicketId: replacement.get(row.id)! }));
  const confirmEnd = new Date(now.getTime() + config.changePayMinutes * 60_000);
  await enqueueJob(tx, { kind: CHANGE_CONFIRM_TIMEOUT_JOB, payload: { changeId }, runAt: confirmEnd, dedupeKey: confirmKey(changeId) }, now);
  return { changeId, changeOrderStatus: status, confirmEndTime: confirmEnd.toISOString() };
}

/** The new trip (the next trip index) and its NON_ISSUE tickets, one per old ticket; answers the new tickets' ids. */
async function insertNewTrip(tx: Db, w: { ctx: ChangeContext; trip: NewTrip; hold: SeatHold; changeId: string }, tripIndex: number, now: Date): Promise<string[]> {
  const { ctx, trip, hold, changeId } = w;
  const { section } = trip;
  const dir = await stationDirectory(tx);
  await tx.insert(trainOrderTrips).values({
    orderId: ctx.order.id,
    tripIndex,
    trainNo: section.trainNo,
    departureDate: section.departureDate,
    fromStationCode: section.fromTelecode,
    toStationCode: section.toTelecode,
    departureTime: new Date(section.departureTime),
    arrivalTime: new Date(section.arrivalTime),
    seatClass: trip.seatClass,
    snapshot: tripOf({ ...section, seats: [] }, tripIndex, dir, 'zh-CN'),
    holdId: hold.holdId,
    changeId,
  });
  const newIds = ctx.tickets.map((old) => `${ctx.order.id}-${tripIndex}-${old.passengerIndex}`);
  await tx.insert(trainTickets).values(
    hold.seats.map((seat) => {
      const old = ctx.tickets[seat.index]!;
      return {
        id: newIds[seat.index]!,
        orderId: ctx.order.id,
        tripIndex,
        passengerIndex: old.passengerIndex,
        status: 'NON_ISSUE' as const,
        identity: old.identity,
        trainNo: section.trainNo,
        departureDate: section.departureDate,
        fromStationCode: section.fromTelecode,
        seatClass: trip.seatClass,
        holdIndex: seat.index,
        coachNo: seat.coachNo,
        seatNo: seat.seatNo,
        berth: seat.berth,
        ticketPrice: seat.price.amount,
        // The service fee was paid with the original ticket.
        serviceFee: 0,
        updatedAt: now,
      };
    }),
  );
  return newIds;
}

/** The change row with its figures, waiting for the traveller's confirmation. */
async function insertChange(tx: Db, w: { actor: Actor; ctx: ChangeContext; trip: NewTrip; changeId: string }, tripIndex: number, { totals }: Priced, meta: ChangeMeta, now: Date) {
  const { ctx, trip } = w;
  const status = nextChangeStatus('CREATED', 'QUOTE_ACCEPTED');
  await tx.insert(trainChanges).values({
    id: w.changeId,
    orderId: ctx.order.id,
    enterpriseId: ctx.order.enterpriseId,
    memberId: ctx.order.memberId,
    bookedBy: w.actor.bookedBy,
    status,
    operationStatus: OPERATION_OF_CHANGE[status],
    reasonCode: meta.reasonCode ?? null,
    reason: meta.reason,
    remark: meta.remark,
    quotationId: meta.quotationId,
    tripIndex,
    currency: 'CNY',
    ticketPriceDiff: totals.ticketPriceDiff,
    changeFee: totals.changeFee,
    changeRefundFee: totals.changeRefundFee,
    payAmount: totals.payAmount,
    refundAmount: totals.refundAmount,
    direction: totals.direction,
    changeAfterDeparture: trip.section.departureMs > ctx.oldTrip.departureTime.getTime(),
    control: meta.control ?? null,
    createdAt: now,
    updatedAt: now,
  });
  return status;
}
