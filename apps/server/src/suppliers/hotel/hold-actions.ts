import type { Money } from '@travel/contracts/platform/envelope';
import { and, eq, lte } from 'drizzle-orm';
import { HotelSupplierError, type RoomHold } from '../../modules/hotel/hotel-port';
import type { Db } from '../../platform/db/database';
import { hashString } from '../../platform/seeded-random';
import { penaltyAt } from './cancel-rules';
import type { HotelConfig } from './hotel-config';
import { findHold, holdView, lockHold, type HoldRow } from './hold-view';
import { returnNights } from './inventory-writes';
import { hotelHolds } from './schema';

const nightsOf = (row: HoldRow) => row.nights.map((n) => n.date);

/** Gives a held hold's rooms back and marks it; a hold in any other state is left as it is. */
async function endHeld(tx: Db, row: HoldRow, status: 'RELEASED' | 'CANCELLED', now: Date): Promise<HoldRow> {
  if (row.status !== 'HELD') return row;
  await returnNights(tx, row.hotelId, row.roomTypeId, nightsOf(row), row.roomNum);
  const [updated] = await tx.update(hotelHolds).set({ status, endedAt: now, penaltyAmount: status === 'CANCELLED' ? 0 : null }).where(eq(hotelHolds.id, row.id)).returning();
  return updated!;
}

export async function getHold(db: Db, holdId: string): Promise<RoomHold | null> {
  const row = await findHold(db, { holdId });
  return row ? holdView(row) : null;
}

/** The undo of a hold: releasing a released, cancelled or unknown hold does nothing; a confirmed one must be cancelled. */
export async function releaseHold(db: Db, ref: { holdId: string } | { idempotencyKey: string }, now: Date): Promise<void> {
  const found = await findHold(db, ref);
  if (!found) return;
  await db.transaction(async (tx) => {
    const row = (await lockHold(tx, found.id))!;
    if (row.status === 'CONFIRMED') throw new HotelSupplierError('NOT_CANCELLABLE', `hold ${row.id} is confirmed: cancel the reservation`);
    await endHeld(tx, row, 'RELEASED', now);
  });
}

/** The hotel confirms: a confirmation number; repeating answers the same. A lapsed hold is released and refused. */
export async function confirmHold(db: Db, config: Pick<HotelConfig, 'seed' | 'failureRate'>, holdId: string, now: Date): Promise<RoomHold> {
  const outcome = await db.transaction(async (tx) => {
    const row = await lockHold(tx, holdId);
    if (!row) throw new HotelSupplierError('HOLD_NOT_FOUND', `no hold ${holdId}`);
    if (row.status === 'CONFIRMED') return holdView(row);
    if (row.status !== 'HELD') return 'EXPIRED' as const;
    if (row.expiresAt.getTime() <= now.getTime()) {
      await endHeld(tx, row, 'RELEASED', now);
      return 'EXPIRED' as const;
    }
    // Fault injection decided by the hold, so a test knows which confirmations fail; the hold stays HELD.
    if (config.failureRate > 0 && hashString(`${config.seed}/confirm/${holdId}`) / 4294967296 < config.failureRate) {
      throw new Error(`hotel sandbox: the hotel did not confirm hold ${holdId} (injected failure)`);
    }
    const confirmationNo = `HC${String(hashString(`${config.seed}/no/${holdId}`)).padStart(10, '0')}`;
    const [updated] = await tx.update(hotelHolds).set({ status: 'CONFIRMED', confirmationNo, confirmedAt: now }).where(eq(hotelHolds.id, holdId)).returning();
    return holdView(updated!);
  });
  // Thrown after the transaction, so the release of a lapsed hold commits.
  if (outcome === 'EXPIRED') throw new HotelSupplierError('HOLD_EXPIRED', `hold ${holdId} lapsed or was released`);
  return outcome;
}

/**
 * Cancels a reservation under the cancel rule it was sold with: the penalty due now, and the rooms go back. A held
 * (unconfirmed) one is released at no cost; a cancelled one answers its penalty again; one whose stay the front desk recorded is refused.
 */
export async function cancelReservation(db: Db, holdId: string, now: Date): Promise<{ hold: RoomHold; penalty: Money }> {
  return db.transaction(async (tx) => {
    const row = await lockHold(tx, holdId);
    if (!row) throw new HotelSupplierError('HOLD_NOT_FOUND', `no hold ${holdId}`);
    const money = (amount: number | null): Money => ({ amount: amount ?? 0, currency: row.currency });
    if (row.status !== 'CONFIRMED') {
      const ended = await endHeld(tx, row, 'CANCELLED', now);
      return { hold: holdView(ended), penalty: money(ended.penaltyAmount) };
    }
    // The front desk recorded the stay (arrived, left or never came): nothing left to cancel.
    if (row.stayState !== null) throw new HotelSupplierError('NOT_CANCELLABLE', `the stay of hold ${holdId} has begun`);
    const first = row.nights[0]?.amount ?? 0;
    const penalty = penaltyAt(row.cancelRule, now.getTime(), { currency: row.currency, firstNight: first * row.roomNum, total: row.totalAmount });
    if (!penalty) throw new HotelSupplierError('NOT_CANCELLABLE', `hold ${holdId} may not be cancelled`);
    await returnNights(tx, row.hotelId, row.roomTypeId, nightsOf(row), row.roomNum);
    const [updated] = await tx.update(hotelHolds).set({ status: 'CANCELLED', penaltyAmount: penalty.amount, endedAt: now }).where(eq(hotelHolds.id, holdId)).returning();
    return { hold: holdView(updated!), penalty };
  });
}

/** Releases every hold that lapsed unconfirmed (each in its own transaction); the number released. */
export async function releaseLapsedHolds(db: Db, now: Date, limit = 500): Promise<number> {
  const lapsed = await db
    .select({ id: hotelHolds.id })
    .from(hotelHolds)
    .where(and(eq(hotelHolds.status, 'HELD'), lte(hotelHolds.expiresAt, now)))
    .limit(limit);
  let released = 0;
  for (const { id } of lapsed) {
    await db.transaction(async (tx) => {
      const row = await lockHold(tx, id);
      if (row?.status === 'HELD' && row.expiresAt.getTime() <= now.getTime()) {
        await endHeld(tx, row, 'RELEASED', now);
        released++;
      }
    });
  }
  return released;
}
