import { and, asc, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { releaseDedupeKey, withOwnTransactions, type JobHandlers } from '../../platform/jobs/job-queue';
import { splitByPayment } from '../commerce/money-split';
import { updateOrder } from '../commerce/order-ledger';
import { requestRefund } from '../payment/payment-service';
import { RAIL_CLASS } from './book-common';
import { childPassengers } from './free-child-rules';
import { RUSH_DEADLINE_JOB, RUSH_JOB, RUSH_UNDO_JOB } from './order-jobs';
import { lockOrder, moveOrder } from './order-moves';
import { nextTicketStatus } from './order-status';
import { RailSupplierError, type RailSupplier, type SeatHold } from './rail-port';
import { endWaitingRush } from './rush-end';
import { rushOptionsOf } from './rush-options';
import { endRush, lockRush, queueRush, rushLog } from './rush-store';
import { trainOrderInsurances, trainOrders, trainOrderTrips, trainRushOrders, trainTickets } from './schema';
import { stationDirectory } from './station-directory';
import { scheduleCollection } from './ticket-collection';
import { tripOf } from './trip-view';

type OptionRow = Awaited<ReturnType<typeof rushOptionsOf>>[number];
/** One key per order and option: a retry after a crash answers the hold the first attempt took. */
const rushKey = (orderId: string, optionIndex: number) => `${orderId}:rush:${optionIndex}`;

/** The rushes waiting for a seat, in the order they are served: every waitlist (prepaid) oldest first, then every grab. */
async function waitingRushes(db: Db): Promise<string[]> {
  const rows = await db
    .select({ orderId: trainRushOrders.orderId })
    .from(trainRushOrders)
    .innerJoin(trainOrders, eq(trainOrders.id, trainRushOrders.orderId))
    .where(and(eq(trainRushOrders.status, 'WAITING'), eq(trainOrders.status, 'PURCHASING')))
    .orderBy(sql`case when ${trainRushOrders.type} = 'WAITLIST' then 0 else 1 end`, asc(trainRushOrders.createdAt), asc(trainRushOrders.orderId));
  return rows.map((r) => r.orderId);
}

/** Serves every waiting rush once, in priority order: each takes the first of its options the railway now has seats on. */
export async function serveRushes(rail: RailSupplier, db: Db, clock: Clock): Promise<void> {
  let failure: unknown = null;
  for (const orderId of await waitingRushes(db)) {
    // One order's failure (the railway unreachable, a write refused) does not hold up the others; the job retries.
    try {
      await serveOne(rail, db, orderId, clock.now());
    } catch (err) {
      failure ??= err;
    }
  }
  if (failure) throw failure;
}

/** One rush: its options tried in order at the railway (outside our transactions); the first with seats for all wins. */
async function serveOne(rail: RailSupplier, db: Db, orderId: string, now: Date): Promise<void> {
  const [rush] = await db.select().from(trainRushOrders).where(eq(trainRushOrders.orderId, orderId));
  if (rush?.status !== 'WAITING') return;
  const options = await rushOptionsOf(db, orderId);
  const tickets = (await db.select().from(trainTickets).where(eq(trainTickets.orderId, orderId))).sort((a, b) => a.holdIndex - b.holdIndex);
  const children = await childPassengers(db, orderId);
  // A run a crash interrupted after taking seats goes on with that option (its key answers the same hold).
  const ordered = rush.wonOptionIndex === null ? options : [...options.filter((o) => o.optionIndex === rush.wonOptionIndex), ...options.filter((o) => o.optionIndex !== rush.wonOptionIndex)];
  for (const option of ordered) {
    if (option.departureTime <= now) continue;
    let hold: SeatHold;
    try {
      hold = await rail.holdSeats({
        trainNo: option.trainNo,
        departureDate: option.departureDate,
        fromTelecode: option.fromStationCode,
        toTelecode: option.toStationCode,
        orderRef: orderId,
        idempotencyKey: rushKey(orderId, option.optionIndex),
        passengers: tickets.map((t) => ({ seatClass: RAIL_CLASS[option.seatClass], ticketType: children.has(t.passengerIndex) ? ('CHILD' as const) : ('ADULT' as const) })),
      });
    } catch (err) {
      // Sold out (or not selling right now): the rush keeps waiting for the next freed seat.
      if (err instanceof RailSupplierError) continue;
      throw err;
    }
    if (hold.status === 'RELEASED') continue;
    await win(rail, db, orderId, option, options, hold, now);
    return;
  }
}

/**
 * Seats taken for an option: first marked ours (the option recorded while the rush still waits, so a racing cancel or
 * deadline knows to give them back), then issued, then the order rewritten to the option won.
 */
async function win(rail: RailSupplier, db: Db, orderId: string, option: OptionRow, options: readonly OptionRow[], hold: SeatHold, now: Date): Promise<void> {
  const claim = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const rush = await lockRush(tx, orderId);
    if (rush?.wonOptionIndex === option.optionIndex && (rush.status === 'SUCCEEDED' || rush.status === 'WAITING')) return rush.status === 'WAITING' && order.status === 'PURCHASING' ? 'claimed' : 'done';
    if (order.status !== 'PURCHASING' || rush?.status !== 'WAITING' || rush.wonOptionIndex !== null) return 'lost';
    await tx.update(trainRushOrders).set({ wonOptionIndex: option.optionIndex, updatedAt: now }).where(eq(trainRushOrders.orderId, orderId));
    await tx.update(trainOrderTrips).set({ holdId: hold.holdId }).where(and(eq(trainOrderTrips.orderId, orderId), eq(trainOrderTrips.tripIndex, 1)));
    return 'claimed';
  });
  if (claim === 'done') return;
  if (claim === 'lost') {
    // The rush ended (or another run took another option) meanwhile: these seats go back to sale.
    if (hold.status === 'ISSUED') await rail.refundTickets(hold.holdId);
    else await rail.releaseHold({ holdId: hold.holdId });
    await queueRush(db, now);
    return;
  }
  let issued: SeatHold;
  try {
    issued = await rail.confirmHold(hold.holdId);
  } catch (err) {
    if (!(err instanceof RailSupplierError)) throw err;
    // Given back by an ended rush's undo: nothing more to do.
    if (err.code === 'HOLD_RELEASED') return;
    await rail.releaseHold({ holdId: hold.holdId });
    await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      const rush = await lockRush(tx, orderId);
      if (order.status !== 'PURCHASING' || rush?.status !== 'WAITING') return;
      await endWaitingRush(tx, order, rush, { status: 'FAILED', failReason: 'RAIL_REFUSED', operator: 'SYSTEM' }, now);
    });
    return;
  }
  const section = await rail.getSeatProducts({ trainNo: option.trainNo, departureDate: option.departureDate, fromTelecode: option.fromStationCode, toTelecode: option.toStationCode });
  const dir = await stationDirectory(db);
  const won = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const rush = await lockRush(tx, orderId);
    if (order.status !== 'PURCHASING' || rush?.status !== 'WAITING' || rush.wonOptionIndex !== option.optionIndex) return false;
    const tickets = await tx.select().from(trainTickets).where(eq(trainTickets.orderId, orderId));
    let difference = 0;
    for (const ticket of tickets) {
      const seat = issued.seats.find((s) => s.index === ticket.holdIndex)!;
      difference += ticket.ticketPrice - seat.price.amount;
      await tx
        .update(trainTickets)
        .set({
          status: nextTicketStatus(ticket.status, 'ISSUE_OK'),
          trainNo: option.trainNo,
          departureDate: option.departureDate,
          fromStationCode: option.fromStationCode,
          seatClass: option.seatClass,
          ticketNo: seat.ticketNo,
          coachNo: seat.coachNo,
          seatNo: seat.seatNo,
          berth: seat.berth,
          ticketPrice: seat.price.amount,
          updatedAt: now,
        })
        .where(eq(trainTickets.id, ticket.id));
    }
    await tx
      .update(trainOrderTrips)
      .set({
        trainNo: option.trainNo,
        departureDate: option.departureDate,
        fromStationCode: option.fromStationCode,
        toStationCode: option.toStationCode,
        departureTime: option.departureTime,
        arrivalTime: option.arrivalTime,
        seatClass: option.seatClass,
        ...(section ? { snapshot: tripOf({ ...section, seats: [] }, 1, dir, 'zh-CN') } : {}),
        holdId: issued.holdId,
        eOrderNo: issued.eOrderNo,
      })
      .where(and(eq(trainOrderTrips.orderId, orderId), eq(trainOrderTrips.tripIndex, 1)));
    // The prepay was the highest fare: what the option won costs less goes back the way it was paid.
    const split = await splitByPayment(tx, order.payOrderId, difference);
    const total = order.totalAmount - difference;
    const personal = order.personalAmount - split.personal;
    await tx.update(trainOrderInsurances).set({ status: 'PURCHASED', updatedAt: now }).where(and(eq(trainOrderInsurances.orderId, orderId), eq(trainOrderInsurances.status, 'CREATED')));
    await moveOrder(tx, order, 'GRAB_OK', now, { totalAmount: total, personalAmount: personal });
    await updateOrder(tx, 'TRAIN', orderId, { companyAmount: total - personal, personalAmount: personal, beginDate: option.departureDate, endDate: option.departureDate }, now);
    if (difference > 0 && order.payOrderId) await requestRefund(tx, order.payOrderId, { ...split, type: 'TICKET_REFUND', reference: `rush-difference:${orderId}` }, now);
    await endRush(tx, rush, { status: 'SUCCEEDED', wonOptionIndex: option.optionIndex, refunded: difference }, now);
    await rushLog(tx, orderId, { action: 'SUCCEEDED', operator: 'SYSTEM', amount: total, optionIndex: option.optionIndex }, now);
    if (difference > 0) await rushLog(tx, orderId, { action: 'DIFFERENCE_REFUNDED', operator: 'SYSTEM', amount: difference, optionIndex: option.optionIndex }, now);
    await scheduleCollection(tx, orderId, now);
    return true;
  });
  if (!won) return;
  // Seats an interrupted earlier run may have taken on other options go back (nothing was issued on them).
  for (const other of options.filter((o) => o.optionIndex !== option.optionIndex)) {
    try {
      await rail.releaseHold({ idempotencyKey: rushKey(orderId, other.optionIndex) });
    } catch (err) {
      if (!(err instanceof RailSupplierError)) throw err;
    }
  }
}

/** Seats an ended rush's racing run took: released if only held, refunded if issued; then they feed the others. */
async function undoRush(rail: RailSupplier, db: Db, orderId: string, optionIndex: number, now: Date): Promise<void> {
  const [rush] = await db.select().from(trainRushOrders).where(eq(trainRushOrders.orderId, orderId));
  if (!rush || rush.status === 'WAITING' || rush.status === 'SUCCEEDED') return;
  const [trip] = await db.select().from(trainOrderTrips).where(and(eq(trainOrderTrips.orderId, orderId), eq(trainOrderTrips.tripIndex, 1)));
  const hold = trip?.holdId ? await rail.getHold(trip.holdId) : null;
  if (hold?.status === 'ISSUED') await rail.refundTickets(hold.holdId);
  else if (hold?.status === 'HELD') await rail.releaseHold({ holdId: hold.holdId });
  else {
    try {
      await rail.releaseHold({ idempotencyKey: rushKey(orderId, optionIndex) });
    } catch (err) {
      if (!(err instanceof RailSupplierError)) throw err;
    }
  }
  await queueRush(db, now);
}

/** The rush engine's jobs: the railway is called outside our transactions, every hold keyed by order and option. */
export const rushJobHandlers = (rail: RailSupplier): JobHandlers => ({
  [RUSH_JOB]: withOwnTransactions(async (db, _payload, ctx) => {
    // Seats freed while this run goes on queue the next run.
    await releaseDedupeKey(db, ctx.job.id);
    await serveRushes(rail, db, ctx.clock);
  }),
  // The deadline: a rush still waiting fails with everything paid back; a limit moved later has its own job.
  [RUSH_DEADLINE_JOB]: async (db, payload, ctx) => {
    const order = await lockOrder(db, String(payload.orderId));
    const rush = await lockRush(db, order.id);
    if (!rush || rush.status !== 'WAITING' || order.status !== 'PURCHASING' || ctx.now < rush.limitTime) return;
    await endWaitingRush(db, order, rush, { status: 'FAILED', failReason: 'LIMIT_TIME', operator: 'SYSTEM' }, ctx.now);
  },
  [RUSH_UNDO_JOB]: withOwnTransactions(async (db, payload, ctx) => undoRush(rail, db, String(payload.orderId), Number(payload.optionIndex), ctx.now)),
});
