import { eq } from 'drizzle-orm';
import { HotelSupplierError, type ReservationStay } from '../../modules/hotel/hotel-port';
import type { Db } from '../../platform/db/database';
import type { HotelCatalog } from './hotel-catalog';
import { lockHold, type HoldRow } from './hold-view';
import { returnNights } from './inventory-writes';
import { hasNoShowGuest, noShowCharge } from './no-show';
import { hotelHolds } from './schema';

type StayChange = Pick<Partial<HoldRow>, 'stayState' | 'arrivedAt' | 'departedAt' | 'endedAt' | 'penaltyAmount'>;

/**
 * Where a confirmed reservation's stay stands at `nowMs`, from where it stood: the guest arrives at the check-in time
 * and leaves at the check-out time; a no-show guest is declared at the latest check-in. Null when nothing changed.
 */
export function advanceStay(row: HoldRow, nowMs: number, charge: () => number): StayChange | null {
  const out = nowMs >= row.checkoutAt.getTime();
  const leave: StayChange = { stayState: 'CHECKED_OUT', departedAt: row.checkoutAt, endedAt: row.checkoutAt };
  if (row.stayState === 'IN_HOUSE') return out ? leave : null;
  if (row.stayState !== null || nowMs < row.checkinAt.getTime()) return null;
  if (hasNoShowGuest(row.guestNames)) {
    return nowMs >= row.noShowAt.getTime() ? { stayState: 'NO_SHOW', endedAt: row.noShowAt, penaltyAmount: charge() } : null;
  }
  return out ? { ...leave, arrivedAt: row.checkinAt } : { stayState: 'IN_HOUSE', arrivedAt: row.checkinAt };
}

function stayView(row: HoldRow): ReservationStay {
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    holdId: row.id,
    state: row.stayState ?? 'EXPECTED',
    checkinAt: row.checkinAt.toISOString(),
    checkoutAt: row.checkoutAt.toISOString(),
    noShowAt: row.noShowAt.toISOString(),
    arrivedAt: iso(row.arrivedAt),
    departedAt: iso(row.departedAt),
    noShowPenalty: row.stayState === 'NO_SHOW' ? { amount: row.penaltyAmount ?? 0, currency: row.currency } : null,
  };
}

/** The front desk, asked about a confirmed reservation: its stay moved on by the clock and kept (a no-show's rooms back on sale). */
export async function stayStatus(db: Db, catalog: HotelCatalog, holdId: string, now: Date): Promise<ReservationStay> {
  return db.transaction(async (tx) => {
    const row = await lockHold(tx, holdId);
    if (!row) throw new HotelSupplierError('HOLD_NOT_FOUND', `no hold ${holdId}`);
    if (row.status !== 'CONFIRMED') throw new HotelSupplierError('NOT_CONFIRMED', `hold ${holdId} is ${row.status}`);
    const plan = () => catalog.hotelRates(row.hotelId)?.plans.find((p) => p.ratePlanId === row.ratePlanId) ?? null;
    const change = advanceStay(row, now.getTime(), () => noShowCharge(plan(), row));
    if (!change) return stayView(row);
    if (change.stayState === 'NO_SHOW') await returnNights(tx, row.hotelId, row.roomTypeId, row.nights.map((n) => n.date), row.roomNum);
    const [updated] = await tx.update(hotelHolds).set(change).where(eq(hotelHolds.id, holdId)).returning();
    return stayView(updated!);
  });
}
