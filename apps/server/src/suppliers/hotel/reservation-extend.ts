import { eq } from 'drizzle-orm';
import { HotelSupplierError, type ExtendRequest, type RoomHold } from '../../modules/hotel/hotel-port';
import type { Db } from '../../platform/db/database';
import { isDeadlock } from '../../platform/db/errors';
import { readInventory, stayContext, type AvailabilityDeps } from './availability';
import { holdView, lockHold, type HoldRow } from './hold-view';
import { materialiseNights, returnNights, takeNights } from './inventory-writes';
import { hotelHoldExtensions, hotelHolds } from './schema';
import { stayNights } from './stay-dates';
import { stayOffers } from './stay-offers';
import { stayTimes } from './stay-times';

/** A reservation whose nights may still change: held, or confirmed and not yet over (the guest expected or in house). */
const isLive = (row: HoldRow) => row.status === 'HELD' || (row.status === 'CONFIRMED' && (row.stayState === null || row.stayState === 'IN_HOUSE'));

/** The hold's plan priced for the new nights as the rows stand in this transaction (a contract plan stays the reservation's). */
async function priceNights(tx: Db, deps: AvailabilityDeps, row: HoldRow, nights: string[], checkoutDate: string) {
  const rates = deps.catalog.hotelRates(row.hotelId);
  const def = rates?.rooms.find((r) => r.room.roomTypeId === row.roomTypeId);
  if (!rates || !def) throw new HotelSupplierError('ROOM_NOT_FOUND', `no room type ${row.roomTypeId}`);
  const ctx = stayContext(deps, rates.meta.city);
  if (!nights.every(ctx.sellable)) throw new HotelSupplierError('OUT_OF_WINDOW', `${nights[0]}..${nights[nights.length - 1]} is not on sale`);
  await materialiseNights(tx, deps.config.seed, rates, def, nights);
  const rows = (await readInventory(tx, [row.hotelId], nights)).get(row.hotelId) ?? [];
  const q = { checkinDate: nights[0]!, checkoutDate, roomNum: row.roomNum, adultNum: 1, childAges: [], corporateId: 'reservation' };
  const plan = stayOffers(ctx, rates, q, nights, rows)
    .find((r) => r.room.roomTypeId === row.roomTypeId)
    ?.ratePlans.find((p) => p.ratePlanId === row.ratePlanId);
  if (!plan) throw new HotelSupplierError('RATE_PLAN_NOT_FOUND', `no rate plan ${row.ratePlanId}`);
  return { rates, plan };
}

/**
 * A later checkout in one sandbox transaction: the new nights are priced as they stand now and taken night by night,
 * all or nothing (a night short rolls everything back: SOLD_OUT); the hold keeps them with its total and its front
 * desk's checkout. The key is recorded with the extension, so a retry answers it and its undo returns it once.
 */
export async function extendReservation(deps: AvailabilityDeps, holdId: string, req: ExtendRequest): Promise<RoomHold> {
  const extend = async (tx: Db): Promise<RoomHold> => {
    const row = await lockHold(tx, holdId);
    if (!row) throw new HotelSupplierError('HOLD_NOT_FOUND', `no hold ${holdId}`);
    const [earlier] = await tx.select().from(hotelHoldExtensions).where(eq(hotelHoldExtensions.idempotencyKey, req.idempotencyKey));
    if (earlier?.status === 'TAKEN') return holdView(row);
    if (earlier) throw new HotelSupplierError('NOT_CANCELLABLE', `extension ${req.idempotencyKey} was given back`);
    if (!isLive(row) || req.checkoutDate <= row.checkoutDate) throw new HotelSupplierError('NOT_CANCELLABLE', `hold ${holdId} cannot end on ${req.checkoutDate}`);
    const nights = stayNights(row.checkoutDate, req.checkoutDate);
    if (row.nights.length + nights.length > deps.config.maxNights) throw new HotelSupplierError('OUT_OF_WINDOW', `at most ${deps.config.maxNights} nights`);
    const { rates, plan } = await priceNights(tx, deps, row, nights, req.checkoutDate);
    if (plan.nights.some((n) => n.remaining < row.roomNum)) throw new HotelSupplierError('SOLD_OUT', `${row.roomTypeId} has fewer than ${row.roomNum} rooms left on a new night`);
    const expected = req.expectedTotal;
    if (expected && (expected.amount !== plan.totalPrice.amount || expected.currency !== plan.totalPrice.currency)) {
      throw new HotelSupplierError('PRICE_CHANGED', `the new nights now cost ${plan.totalPrice.amount} ${plan.totalPrice.currency}`);
    }
    if (!(await takeNights(tx, row.hotelId, row.roomTypeId, nights, row.roomNum))) throw new HotelSupplierError('SOLD_OUT', `${row.roomTypeId} sold out on a new night`);
    const { checkoutAt } = stayTimes(deps.config.seed, rates, row.checkinDate, req.checkoutDate);
    const added = plan.nights.map((n) => ({ date: n.date, amount: n.price.amount }));
    const [updated] = await tx
      .update(hotelHolds)
      .set({ checkoutDate: req.checkoutDate, checkoutAt, nights: [...row.nights, ...added], totalAmount: row.totalAmount + plan.totalPrice.amount })
      .where(eq(hotelHolds.id, holdId))
      .returning();
    await tx.insert(hotelHoldExtensions).values({ idempotencyKey: req.idempotencyKey, holdId, fromDate: row.checkoutDate, toDate: req.checkoutDate, status: 'TAKEN', createdAt: new Date(deps.nowMs()) });
    return holdView(updated!);
  };
  for (let tries = 1; ; tries++) {
    try {
      return await deps.db.transaction(extend);
    } catch (err) {
      if (tries >= 3 || !isDeadlock(err)) throw err;
    }
  }
}

/**
 * The undo of an extension, by its key: its nights back on sale and the hold's checkout where it was, once. A
 * reservation that ended meanwhile (cancelled, a no-show, its stay over) already gave every night back.
 */
export async function releaseExtension(deps: AvailabilityDeps, ref: { idempotencyKey: string }): Promise<RoomHold | null> {
  return deps.db.transaction(async (tx) => {
    const [ext] = await tx.select().from(hotelHoldExtensions).where(eq(hotelHoldExtensions.idempotencyKey, ref.idempotencyKey)).for('update');
    if (!ext) return null;
    const row = await lockHold(tx, ext.holdId);
    if (!row) return null;
    if (ext.status === 'RETURNED') return holdView(row);
    let hold: HoldRow | undefined = row;
    if (isLive(row) && row.checkoutDate === ext.toDate) {
      const back = row.nights.filter((n) => n.date >= ext.fromDate);
      await returnNights(tx, row.hotelId, row.roomTypeId, back.map((n) => n.date), row.roomNum);
      const { checkoutAt } = stayTimes(deps.config.seed, deps.catalog.hotelRates(row.hotelId)!, row.checkinDate, ext.fromDate);
      const totalAmount = row.totalAmount - back.reduce((sum, n) => sum + n.amount, 0) * row.roomNum;
      [hold] = await tx
        .update(hotelHolds)
        .set({ checkoutDate: ext.fromDate, checkoutAt, nights: row.nights.filter((n) => n.date < ext.fromDate), totalAmount })
        .where(eq(hotelHolds.id, row.id))
        .returning();
    }
    await tx.update(hotelHoldExtensions).set({ status: 'RETURNED', returnedAt: new Date(deps.nowMs()) }).where(eq(hotelHoldExtensions.idempotencyKey, ref.idempotencyKey));
    return holdView(hold!);
  });
}
