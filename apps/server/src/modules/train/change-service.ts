import { and, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@travel/contracts/platform/locales';
import type { ChangeTrip } from '@travel/contracts/train/change';
import type { Db } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/errors';
import { cancelJob, enqueueJob, withOwnTransactions, type JobHandlers } from '../../platform/jobs/job-queue';
import { runBookingWorkflow } from '../commerce/booking-workflow';
import { cancelUnpaid, createPayOrder, getPayOrderById, payOrderView, requestRefund, type PaymentHooks } from '../payment/payment-service';
import { afterSaleReason } from './after-sale-reason';
import { changedInsideEightDays } from './after-sale-fees';
import { afterSaleIdOf, saveQuote, settleOrderAfterSale, splitByPayment, takeQuote, type AfterSaleConfig, type Scope, type TicketRow } from './after-sale-common';
import { nextChangeStatus, OPERATION_OF_CHANGE, changeCan, type ChangeEvent } from './after-sale-status';
import type { z } from 'zod';
import type { ControlResult } from '@travel/contracts/policy/control';
import { controlChange } from './change-control';
import type { offlineChangeInputSchema } from '@travel/contracts/train/offline';
import { assertNoTicketOnNewTrain, changeContext, offlineChangePrice, priceChange, RAIL_CLASS, resolveNewTrip, type ChangeContext, type ChangeLine, type ChangeTotals, type NewTrip } from './change-rules';
import { changeFigures, passengerNamesOf } from './change-read';
import { lockOrder, type OrderRow } from './order-moves';
import { nextTicketStatus, type TicketEvent } from './order-status';
import { RailSupplierError, type RailSupplier, type SeatHold } from './rail-port';
import { queueRelease, releaseHolds } from './order-lifecycle';
import { undoRailStep } from './rail-undo';
import { trainChanges, trainChangeTickets, trainOrders, trainOrderTrips, trainTickets } from './schema';
import { stationDirectory } from './station-directory';
import { tripOf } from './trip-view';

export const CHANGE_ISSUE_JOB = 'train.change.issue';
export const CHANGE_CONFIRM_TIMEOUT_JOB = 'train.change.confirm.timeout';
const confirmKey = (changeId: string) => `train-change-confirm:${changeId}`;
const releaseKeyOf = (changeId: string) => `train-change-release:${changeId}`;

export type ChangeRow = typeof trainChanges.$inferSelect;
type OfflineChangeInput = z.output<typeof offlineChangeInputSchema>;

/** The railway's refusals and the one-ticket index, as the change's answers. */
function changeError(err: unknown, trip: { trainNo: string; departureDate: string }): unknown {
  if (err instanceof RailSupplierError) return new AppError(err.code === 'SALE_CLOSED' ? '420011006' : 'ItrainResouce.1222');
  if (isUniqueViolation(err)) return new AppError('TRAIN_TICKET_EXISTS', { trainNo: trip.trainNo, date: trip.departureDate }, {});
  return err;
}
type Actor = Scope & { bookedBy: string };

/** What a quote keeps, to be honoured at submit. */
interface StoredQuote {
  trip: Omit<ChangeTrip, 'price'>;
  quotedAt: string;
  lines: ChangeLine[];
  totals: ChangeTotals;
}

const sameTrip = (a: Omit<ChangeTrip, 'price'>, b: ChangeTrip) =>
  a.trainNo === b.trainNo && a.departureDate === b.departureDate && a.fromStationCode === b.fromStationCode && a.toStationCode === b.toStationCode && a.seatClass === b.seatClass;

async function moveTicketsById(db: Db, ids: readonly string[], event: TicketEvent, now: Date, extra: (row: TicketRow) => Partial<TicketRow> = () => ({})) {
  if (ids.length === 0) return;
  const rows = await db.select().from(trainTickets).where(inArray(trainTickets.id, [...ids]));
  for (const row of rows) await db.update(trainTickets).set({ ...extra(row), status: nextTicketStatus(row.status, event), updatedAt: now }).where(eq(trainTickets.id, row.id));
}

/** A change that did not go through: its old tickets are valid again and no longer anyone's before-change tickets. */
const restoreOldTickets = (db: Db, ids: readonly string[], now: Date) => moveTicketsById(db, ids, 'CHANGE_UNDONE', now, () => ({ beforeChangeTicketId: null }));

/** A change of the order, or not found; read after the order row is locked so its status is current. */
async function changeOfOrder(db: Db, orderId: string, changeId: string): Promise<ChangeRow> {
  const [row] = await db.select().from(trainChanges).where(and(eq(trainChanges.id, changeId), eq(trainChanges.orderId, orderId)));
  if (!row) throw notFound('change');
  return row;
}

/**
 * The change (reschedule) of issued tickets to another train: quote, submit (the new seats held in the same
 * transaction), the traveller's confirmation and payment, and the job that issues the new tickets. The old seats go
 * back to sale only once the new tickets are issued; cancel and timeouts release the new seats instead.
 */
export function createTrainChanges(deps: { rail: RailSupplier; config: AfterSaleConfig }) {
  const { rail, config } = deps;
  const confirmEndOf = (change: ChangeRow) => new Date(change.createdAt.getTime() + config.changePayMinutes * 60_000);

  async function moveChange(db: Db, change: ChangeRow, event: ChangeEvent, now: Date, extra: Partial<ChangeRow> = {}) {
    const status = nextChangeStatus(change.status, event);
    await db
      .update(trainChanges)
      .set({ ...extra, status, operationStatus: OPERATION_OF_CHANGE[status], updatedAt: now, ...(status === 'COMPLETE' ? { completedAt: now } : {}) })
      .where(eq(trainChanges.id, change.id));
    return status;
  }

  async function pairsOf(db: Db, changeId: string) {
    return db.select().from(trainChangeTickets).where(eq(trainChangeTickets.changeId, changeId));
  }

  async function newTripOf(db: Db, change: ChangeRow) {
    const [trip] = await db.select().from(trainOrderTrips).where(and(eq(trainOrderTrips.orderId, change.orderId), eq(trainOrderTrips.tripIndex, change.tripIndex)));
    if (!trip) throw new Error(`change ${change.id} has no trip ${change.tripIndex}`);
    return trip;
  }

  /** Undoes a change not yet issued: the new seats' release queued (the railway joins no transaction of ours), new tickets cancelled, old tickets valid again. */
  async function undo(db: Db, change: ChangeRow, event: 'CANCEL' | 'PAY_TIMEOUT', now: Date) {
    const status = await moveChange(db, change, event, now);
    const pairs = await pairsOf(db, change.id);
    await queueRelease(db, releaseKeyOf(change.id), [(await newTripOf(db, change)).holdId], now);
    await moveTicketsById(db, pairs.map((p) => p.newTicketId), 'CANCEL', now);
    await restoreOldTickets(db, pairs.map((p) => p.oldTicketId), now);
    await cancelJob(db, confirmKey(change.id), now);
    return status;
  }

  /** train/change/product/verify: the new train can take the tickets, at this fare. */
  async function verify(db: Db, scope: Scope, input: { orderId: string; ticketIdList: string[]; trip: ChangeTrip }, locale: Locale, now: Date) {
    const ctx = await changeContext(db, scope, input.orderId, input.ticketIdList, now);
    const trip = await resolveNewTrip(db, rail, ctx, input.trip, locale, now);
    if (trip.seatRemain < ctx.tickets.length) throw new AppError('ItrainResouce.1222');
    const dir = await stationDirectory(db);
    return {
      trip: tripOf(trip.section, ctx.oldTrip.tripIndex, dir, locale),
      price: { amount: trip.fare, currency: 'CNY' },
      seatRemain: trip.seatRemain,
      changeAfterDeparture: trip.section.departureMs > ctx.oldTrip.departureTime.getTime(),
    };
  }

  /** train/change/quote: the figures by the fee rules now, kept under a quotationId for config.quoteMinutes. */
  async function quote(db: Db, scope: Scope, input: { orderId: string; ticketIdList: string[]; trip: ChangeTrip }, locale: Locale, now: Date) {
    const ctx = await changeContext(db, scope, input.orderId, input.ticketIdList, now);
    const trip = await resolveNewTrip(db, rail, ctx, input.trip, locale, now);
    const control = await controlChange(db, ctx, trip, null, locale, now);
    const priced = priceChange(config.fees, ctx, ctx.tickets.map(() => trip.fare), now);
    const { price: _p, ...wanted } = input.trip;
    const stored: StoredQuote = { trip: wanted, quotedAt: now.toISOString(), ...priced };
    const saved = await saveQuote(db, { kind: 'CHANGE', orderId: ctx.order.id, scope, ticketIds: ctx.tickets.map((x) => x.id), quote: stored, minutes: config.quoteMinutes }, now);
    const dir = await stationDirectory(db);
    const names = await passengerNamesOf(db, ctx.order.id);
    return {
      ...saved,
      trip: tripOf(trip.section, ctx.oldTrip.tripIndex, dir, locale),
      ...changeFigures(priced.lines, priced.totals, ctx.tickets, ctx.oldTrip, names, 'CNY'),
      tmcControl: control,
    };
  }

  /** Holds the new seats at the railway (undone if our writes then fail), then writes the change in one transaction. */
  async function holdThenWrite<R>(db: Db, ctx: ChangeContext, trip: NewTrip, write: (tx: Db, hold: SeatHold, changeId: string) => Promise<R>, now: Date): Promise<R> {
    const changeId = afterSaleIdOf('C', now);
    const { section } = trip;
    const idempotencyKey = `${changeId}:hold`;
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
          passengers: ctx.tickets.map(() => ({ seatClass: RAIL_CLASS[trip.seatClass] })),
        }),
    };
    return runBookingWorkflow(db, { id: `change:${changeId}`, product: 'TRAIN', kind: 'CHANGE', steps: [hold], undoStep: undoRailStep(rail), commit: (tx, [held]) => write(tx, held as SeatHold, changeId) }, now);
  }

  /**
   * train/change/submit: the tickets and the new train checked, the new seats held at the railway, then under the
   * order's lock the quote taken, the tickets re-checked, the new trip and tickets written, the old tickets moved to
   * change applying; WAIT_CONFIRM.
   */
  async function submit(db: Db, actor: Actor, input: { orderId: string; quotationId: string; ticketIdList: string[]; trip: ChangeTrip; reasonCode?: string; reason?: string; remark?: string }, locale: Locale, now: Date) {
    const ticketIds = [...new Set(input.ticketIdList)];
    try {
      const seen = await changeContext(db, actor, input.orderId, ticketIds, now);
      const trip = await resolveNewTrip(db, rail, seen, { ...input.trip, price: undefined }, locale, now);
      return await holdThenWrite(
        db,
        seen,
        trip,
        async (tx, hold, changeId) => {
          const ctx = await changeContext(tx, actor, input.orderId, ticketIds, now, true);
          const quoted = await takeQuote<StoredQuote>(tx, { kind: 'CHANGE', quotationId: input.quotationId, orderId: ctx.order.id, scope: actor, ticketIds }, now);
          if (!sameTrip(quoted.trip, input.trip)) throw new AppError('TRAIN_QUOTE_MISMATCH');
          await assertNoTicketOnNewTrain(tx, actor, ctx, trip.section);
          // A policy rule that asks for a reason is answered by the common reason and the traveller's words together.
          const control = await controlChange(tx, ctx, trip, afterSaleReason(locale, 'change', input.reasonCode ?? null, input.reason ?? null), locale, now);
          // The quote's figures, on the fares the railway actually held (a sleeper's berth may cost more than quoted).
          const price = (fares: number[]) => (fares.every((f, i) => f === quoted.lines[i]?.newFare) ? quoted : priceChange(config.fees, ctx, fares, new Date(quoted.quotedAt)));
          return writeChange(tx, actor, ctx, trip, hold, changeId, price, { reasonCode: input.reasonCode ?? null, reason: input.reason ?? null, remark: input.remark ?? null, quotationId: input.quotationId, control }, now);
        },
        now,
      );
    } catch (err) {
      throw changeError(err, input.trip);
    }
  }

  /**
   * The change's writes, inside the caller's transaction under the order's lock: the new seats held, the new trip and
   * tickets, the change with its figures, the old tickets moved to change applying; WAIT_CONFIRM until the traveller
   * confirms (or the deadline job lapses it).
   */
  async function writeChange(
    tx: Db,
    actor: Actor,
    ctx: ChangeContext,
    trip: NewTrip,
    hold: SeatHold,
    changeId: string,
    price: (fares: number[]) => { lines: ChangeLine[]; totals: ChangeTotals },
    meta: { reasonCode?: string | null; reason: string | null; remark: string | null; quotationId: string | null; control?: ControlResult | null },
    now: Date,
  ) {
    const trips = await tx.select({ tripIndex: trainOrderTrips.tripIndex }).from(trainOrderTrips).where(eq(trainOrderTrips.orderId, ctx.order.id));
    const tripIndex = Math.max(...trips.map((x) => x.tripIndex)) + 1;
    const { section } = trip;
    const fares = ctx.tickets.map((_, i) => hold.seats.find((s) => s.index === i)!.price.amount);
    const { lines, totals } = price(fares);
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
    const status = nextChangeStatus('CREATED', 'QUOTE_ACCEPTED');
    await tx.insert(trainChanges).values({
      id: changeId,
      orderId: ctx.order.id,
      enterpriseId: ctx.order.enterpriseId,
      memberId: ctx.order.memberId,
      bookedBy: actor.bookedBy,
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
      changeAfterDeparture: section.departureMs > ctx.oldTrip.departureTime.getTime(),
      control: meta.control ?? null,
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(trainChangeTickets).values(
      lines.map((l, i) => ({ changeId, oldTicketId: l.ticketId, newTicketId: newIds[i]!, oldFare: l.oldFare, newFare: l.newFare, changeFee: l.changeFee, changeRefundFee: l.changeRefundFee })),
    );
    // Spec 4: the replaced tickets carry a before-change ticket id (the ticket issued in their place) and so form the
    // original trip; the new tickets carry none.
    const replacement = new Map(ctx.tickets.map((old, i) => [old.id, newIds[i]!]));
    await moveTicketsById(tx, ctx.tickets.map((x) => x.id), 'APPLY_CHANGE', now, (row) => ({ beforeChangeTicketId: replacement.get(row.id)! }));
    const confirmEnd = new Date(now.getTime() + config.changePayMinutes * 60_000);
    await enqueueJob(tx, { kind: CHANGE_CONFIRM_TIMEOUT_JOB, payload: { changeId }, runAt: confirmEnd, dedupeKey: confirmKey(changeId) }, now);
    return { changeId, changeOrderStatus: status, confirmEndTime: confirmEnd.toISOString() };
  }

  /**
   * bg train/offline/change: a change the station made, recorded by the service desk with the fee it charged; the train
   * must stop at the stations given. It waits for the traveller's confirmation like any change.
   */
  async function recordOffline(db: Db, enterpriseId: string, adminId: string, input: OfflineChangeInput, locale: Locale, now: Date) {
    const trip = { trainNo: input.trainNo, departureDate: input.departureDate, fromStationCode: input.fromStationCode, toStationCode: input.toStationCode, seatClass: input.seatClass };
    try {
      const [row] = await db.select({ memberId: trainOrders.memberId }).from(trainOrders).where(and(eq(trainOrders.id, input.orderId), eq(trainOrders.enterpriseId, enterpriseId)));
      if (!row) throw notFound('order');
      const actor = { enterpriseId, memberId: row.memberId, bookedBy: adminId };
      const seen = await changeContext(db, actor, input.orderId, input.ticketIdList, now);
      const stops = await rail.getSeatProducts({ trainNo: trip.trainNo, departureDate: trip.departureDate, fromTelecode: trip.fromStationCode, toTelecode: trip.toStationCode });
      if (!stops) throw new AppError('TRAIN_OFFLINE_STATION_MISMATCH', { trainNo: trip.trainNo });
      const resolved = await resolveNewTrip(db, rail, seen, trip, locale, now);
      return await holdThenWrite(
        db,
        seen,
        resolved,
        async (tx, hold, changeId) => {
          const ctx = await changeContext(tx, actor, input.orderId, input.ticketIdList, now, true);
          await assertNoTicketOnNewTrain(tx, actor, ctx, resolved.section);
          const remark = `${input.coachNo ? `${input.coachNo}/` : ''}${input.seatNo}`;
          return writeChange(tx, actor, ctx, resolved, hold, changeId, (fares) => offlineChangePrice(ctx, fares, input.changeFee), { reason: input.reason, remark, quotationId: null }, now);
        },
        now,
      );
    } catch (err) {
      throw changeError(err, trip);
    }
  }

  /**
   * train/change/confirm: what the traveller pays (split as the order was paid) becomes a TRAIN_CHANGE pay order; a
   * personal part waits for payment (WAIT_PAY), otherwise the company part is settled and the new tickets are issued.
   */
  async function confirm(db: Db, scope: Scope, input: { orderId: string; changeId: string }, now: Date) {
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx, input.orderId, scope);
      const change = await changeOfOrder(tx, order.id, input.changeId);
      if (!changeCan(change.status, 'USER_CONFIRM')) throw new AppError('TRAIN_CHANGE_NOT_CONFIRMABLE', { status: change.status });
      if (now >= confirmEndOf(change)) throw new AppError('PAY_TIMEOUT');
      const oldDeparture = await oldDepartureOf(tx, change);
      if (oldDeparture <= now) throw new AppError('TRAIN_CHANGE_DEPARTED');
      await cancelJob(tx, confirmKey(change.id), now);
      let payOrder = null;
      if (change.payAmount > 0) {
        const split = await splitByPayment(tx, order, change.payAmount);
        const deadline = new Date(Math.min(now.getTime() + config.changePayMinutes * 60_000, oldDeparture.getTime()));
        payOrder = await createPayOrder(
          tx,
          {
            enterpriseId: order.enterpriseId,
            memberId: order.memberId,
            product: 'TRAIN',
            purpose: 'CHANGE',
            orderId: change.id,
            payMode: split.personal === 0 ? 'COMPANY' : split.company === 0 ? 'PERSONAL' : 'HYBRID',
            currency: change.currency,
            companyAmount: split.company,
            personalAmount: split.personal,
            payEndTime: deadline,
            recordType: 'CHANGE_PAYMENT',
          },
          now,
        );
        if (payOrder.status !== 'PAID') {
          const status = await moveChange(tx, change, 'NEEDS_PAY', now, { payOrderId: payOrder.id, payEndTime: deadline });
          return { changeId: change.id, changeOrderStatus: status, payOrder: payOrderView(payOrder, now) };
        }
      }
      const status = await moveChange(tx, change, 'USER_CONFIRM', now, payOrder ? { payOrderId: payOrder.id } : {});
      await enqueueJob(tx, { kind: CHANGE_ISSUE_JOB, payload: { changeId: change.id }, runAt: now, dedupeKey: `train-change-issue:${change.id}` }, now);
      return { changeId: change.id, changeOrderStatus: status, payOrder: payOrder ? payOrderView(payOrder, now) : null };
    });
  }

  async function oldDepartureOf(db: Db, change: ChangeRow): Promise<Date> {
    const [pair] = await pairsOf(db, change.id);
    const [old] = await db.select().from(trainTickets).where(eq(trainTickets.id, pair!.oldTicketId));
    const [trip] = await db.select().from(trainOrderTrips).where(and(eq(trainOrderTrips.orderId, change.orderId), eq(trainOrderTrips.tripIndex, old!.tripIndex)));
    return trip!.departureTime;
  }

  /** train/change/cancel: while waiting for confirmation or payment; the pay order closes, the new seats go back. */
  async function cancel(db: Db, scope: Scope, input: { orderId: string; changeId: string }, now: Date) {
    const { result, holdId } = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, input.orderId, scope);
      const change = await changeOfOrder(tx, order.id, input.changeId);
      if (!changeCan(change.status, 'CANCEL')) throw new AppError('TRAIN_CHANGE_NOT_CANCELABLE', { status: change.status });
      if (change.payOrderId) await cancelUnpaid(tx, change.payOrderId, now);
      const changeOrderStatus = await undo(tx, change, 'CANCEL', now);
      return { result: { changeId: change.id, changeOrderStatus }, holdId: (await newTripOf(tx, change)).holdId };
    });
    await releaseHolds(rail, db, releaseKeyOf(result.changeId), [holdId], now);
    return result;
  }

  /** The change of a TRAIN_CHANGE pay order, with its order locked first (the order row is the one lock of both). */
  async function lockedChange(db: Db, changeId: string): Promise<{ order: OrderRow; change: ChangeRow } | null> {
    const [head] = await db.select({ orderId: trainChanges.orderId }).from(trainChanges).where(eq(trainChanges.id, changeId));
    if (!head) return null;
    const order = await lockOrder(db, head.orderId);
    return { order, change: await changeOfOrder(db, order.id, changeId) };
  }

  const paymentHooks: PaymentHooks = {
    recordType: 'CHANGE_PAYMENT',
    async onPaid(db, payOrder, now) {
      const found = await lockedChange(db, payOrder.orderId);
      if (!found || found.change.status !== 'WAIT_PAY') return;
      await moveChange(db, found.change, 'PAY', now);
      await enqueueJob(db, { kind: CHANGE_ISSUE_JOB, payload: { changeId: found.change.id }, runAt: now, dedupeKey: `train-change-issue:${found.change.id}` }, now);
    },
    async onTimeout(db, payOrder, now) {
      const found = await lockedChange(db, payOrder.orderId);
      if (!found || found.change.status !== 'WAIT_PAY') return;
      await undo(db, found.change, 'PAY_TIMEOUT', now);
    },
  };

  /**
   * The issue job (in its own transactions: the railway is called outside ours): the new hold confirmed at the
   * railway and only then the old tickets refunded there (their seats back to sale); then the new tickets numbered,
   * the old marked changed, a cheaper change's money sent back the way the order was paid. When the railway refuses,
   * the new seats go back, the old tickets stay, any payment returns. Every railway call is idempotent, so a retry
   * after a crash is safe.
   */
  async function issue(db: Db, changeId: string, now: Date) {
    const [head] = await db.select().from(trainChanges).where(eq(trainChanges.id, changeId));
    if (!head || head.status !== 'WAIT_CHANGE') return;
    const pairs = await pairsOf(db, head.id);
    const newTrip = await newTripOf(db, head);
    const olds = await db.select().from(trainTickets).where(inArray(trainTickets.id, pairs.map((p) => p.oldTicketId)));
    const [oldTrip] = await db.select().from(trainOrderTrips).where(and(eq(trainOrderTrips.orderId, head.orderId), eq(trainOrderTrips.tripIndex, olds[0]!.tripIndex)));
    let hold: SeatHold | null = null;
    try {
      hold = await rail.confirmHold(newTrip.holdId);
    } catch (err) {
      if (!(err instanceof RailSupplierError) || err.code !== 'ISSUE_FAILED') throw err;
      await rail.releaseHold({ holdId: newTrip.holdId });
    }
    // Only now, with the new tickets issued, do the old seats return to sale.
    if (hold) await rail.refundTickets(oldTrip!.holdId, olds.map((x) => x.holdIndex));
    await db.transaction(async (tx) => {
      const found = await lockedChange(tx, changeId);
      if (!found || found.change.status !== 'WAIT_CHANGE') return;
      const { order, change } = found;
      if (!hold) {
        await moveTicketsById(tx, pairs.map((p) => p.newTicketId), 'ISSUE_FAIL', now);
        await restoreOldTickets(tx, pairs.map((p) => p.oldTicketId), now);
        await moveChange(tx, change, 'ISSUE_FAIL', now);
        if (change.payOrderId) {
          const po = await getPayOrderById(tx, change.payOrderId);
          await requestRefund(tx, po.id, { company: po.companyAmount, personal: po.personalAmount, type: 'CHANGE_REFUND', reference: `change-fail:${change.id}` }, now);
        }
        return;
      }
      await tx.update(trainOrderTrips).set({ eOrderNo: hold.eOrderNo }).where(and(eq(trainOrderTrips.orderId, order.id), eq(trainOrderTrips.tripIndex, newTrip.tripIndex)));
      const inside = changedInsideEightDays(change.createdAt, oldTrip!.departureTime);
      const news = await tx.select().from(trainTickets).where(inArray(trainTickets.id, pairs.map((p) => p.newTicketId)));
      for (const ticket of news) {
        const seat = hold.seats.find((s) => s.index === ticket.holdIndex)!;
        await tx
          .update(trainTickets)
          .set({ status: nextTicketStatus(ticket.status, 'ISSUE_OK'), ticketNo: seat.ticketNo, coachNo: seat.coachNo, seatNo: seat.seatNo, berth: seat.berth, changedInsideEightDays: inside, updatedAt: now })
          .where(eq(trainTickets.id, ticket.id));
      }
      await moveTicketsById(tx, olds.map((x) => x.id), 'CHANGE_DONE', now);
      if (change.refundAmount > 0 && order.payOrderId) {
        const split = await splitByPayment(tx, order, change.refundAmount);
        await requestRefund(tx, order.payOrderId, { ...split, type: 'CHANGE_REFUND', reference: `change-refund:${change.id}` }, now);
      }
      await moveChange(tx, change, 'ISSUED', now);
      await settleOrderAfterSale(tx, order, now);
    });
  }

  const jobHandlers: JobHandlers = {
    [CHANGE_ISSUE_JOB]: withOwnTransactions(async (db, payload, ctx) => issue(db, String(payload.changeId), ctx.now)),
    // Unconfirmed by the deadline: the change lapses and the new seats go back to sale.
    [CHANGE_CONFIRM_TIMEOUT_JOB]: async (db, payload, ctx) => {
      const found = await lockedChange(db, String(payload.changeId));
      if (found?.change.status === 'WAIT_CONFIRM' && ctx.now >= confirmEndOf(found.change)) await undo(db, found.change, 'PAY_TIMEOUT', ctx.now);
    },
  };

  return { recordOffline, verify, quote, submit, confirm, cancel, issue, paymentHooks, jobHandlers, confirmMinutes: config.changePayMinutes };
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}

export type TrainChanges = ReturnType<typeof createTrainChanges>;
