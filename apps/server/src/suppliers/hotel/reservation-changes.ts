import { eq } from 'drizzle-orm';
import { HotelSupplierError, type RoomHold } from '../../modules/hotel/hotel-port';
import type { Db } from '../../platform/db/database';
import type { AvailabilityDeps } from './availability';
import { holdView, lockHold, type HoldRow } from './hold-view';
import { returnNights } from './inventory-writes';
import { hotelHolds } from './schema';
import { stayTimes } from './stay-times';

/** The names the hotel registers for a held or confirmed reservation (a stay already recorded keeps its names). */
export async function renameGuests(db: Db, holdId: string, guestNames: readonly string[]): Promise<RoomHold> {
  return db.transaction(async (tx) => {
    const row = await lockHold(tx, holdId);
    if (!row) throw new HotelSupplierError('HOLD_NOT_FOUND', `no hold ${holdId}`);
    if ((row.status !== 'HELD' && row.status !== 'CONFIRMED') || row.stayState !== null) throw new HotelSupplierError('NOT_CANCELLABLE', `hold ${holdId} can no longer be changed`);
    const [updated] = await tx.update(hotelHolds).set({ guestNames: [...guestNames] }).where(eq(hotelHolds.id, holdId)).returning();
    return holdView(updated!);
  });
}

/**
 * An earlier checkout: the nights from `checkoutDate` on go back on sale and the hold keeps the others (its total and
 * its front-desk checkout move with it). Asking again for the same checkout answers the same; a later one is refused.
 */
export async function shortenReservation(deps: AvailabilityDeps, holdId: string, checkoutDate: string): Promise<RoomHold> {
  return deps.db.transaction(async (tx) => {
    const row = await lockHold(tx, holdId);
    if (!row) throw new HotelSupplierError('HOLD_NOT_FOUND', `no hold ${holdId}`);
    return holdView(await shortenLocked(tx, deps, row, checkoutDate));
  });
}

/** The shortening itself on a hold locked by the caller's (sandbox) transaction; the same checkout again changes nothing. */
export async function shortenLocked(tx: Db, deps: Pick<AvailabilityDeps, 'catalog' | 'config'>, row: HoldRow, checkoutDate: string): Promise<HoldRow> {
  const holdId = row.id;
  if (row.checkoutDate === checkoutDate) return row;
  const live = row.status === 'HELD' || (row.status === 'CONFIRMED' && (row.stayState === null || row.stayState === 'IN_HOUSE'));
  if (!live || checkoutDate <= row.checkinDate || checkoutDate > row.checkoutDate) throw new HotelSupplierError('NOT_CANCELLABLE', `hold ${holdId} cannot end on ${checkoutDate}`);
  const released = row.nights.filter((n) => n.date >= checkoutDate);
  const kept = row.nights.filter((n) => n.date < checkoutDate);
  await returnNights(tx, row.hotelId, row.roomTypeId, released.map((n) => n.date), row.roomNum);
  const rates = deps.catalog.hotelRates(row.hotelId)!;
  const { checkoutAt } = stayTimes(deps.config.seed, rates, row.checkinDate, checkoutDate);
  const totalAmount = row.totalAmount - released.reduce((sum, n) => sum + n.amount, 0) * row.roomNum;
  const [updated] = await tx.update(hotelHolds).set({ checkoutDate, checkoutAt, nights: kept, totalAmount }).where(eq(hotelHolds.id, holdId)).returning();
  return updated!;
}
