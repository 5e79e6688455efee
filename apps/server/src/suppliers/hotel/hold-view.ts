import { eq } from 'drizzle-orm';
import type { RoomHold } from '../../modules/hotel/hotel-port';
import type { Db } from '../../platform/db/database';
import { hotelHolds } from './schema';

export type HoldRow = typeof hotelHolds.$inferSelect;

export function holdView(row: HoldRow): RoomHold {
  return {
    holdId: row.id,
    status: row.status as RoomHold['status'],
    hotelId: row.hotelId,
    roomTypeId: row.roomTypeId,
    ratePlanId: row.ratePlanId,
    checkinDate: row.checkinDate,
    checkoutDate: row.checkoutDate,
    roomNum: row.roomNum,
    nights: row.nights.map((n) => ({ date: n.date, price: { amount: n.amount, currency: row.currency } })),
    totalPrice: { amount: row.totalAmount, currency: row.currency },
    confirmationNo: row.confirmationNo,
    expiresAt: row.expiresAt.toISOString(),
    orderRef: row.orderRef,
    checkinAt: row.checkinAt.toISOString(),
    checkoutAt: row.checkoutAt.toISOString(),
    guarantee: row.guarantee ?? null,
  };
}

export async function findHold(db: Db, ref: { holdId: string } | { idempotencyKey: string }): Promise<HoldRow | null> {
  const where = 'holdId' in ref ? eq(hotelHolds.id, ref.holdId) : eq(hotelHolds.idempotencyKey, ref.idempotencyKey);
  const [row] = await db.select().from(hotelHolds).where(where);
  return row ?? null;
}

/** The hold's row, locked for the rest of the transaction. */
export async function lockHold(tx: Db, holdId: string): Promise<HoldRow | null> {
  const [row] = await tx.select().from(hotelHolds).where(eq(hotelHolds.id, holdId)).for('update');
  return row ?? null;
}
