import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { HotelRates } from './hotel-catalog';
import { backgroundOccupancy, seedAllotment } from './nightly-rules';
import type { RoomDef } from './rooms';
import { hotelInventory } from './schema';

/**
 * Writes the seed's allotment of the room type's nights as rows, where none exists yet (a concurrent first hold of the
 * same night inserts the same values; the loser's insert does nothing).
 */
export async function materialiseNights(tx: Db, seed: string, rates: HotelRates, room: RoomDef, nights: readonly string[]): Promise<void> {
  const { meta } = rates;
  await tx
    .insert(hotelInventory)
    .values(nights.map((date) => ({ hotelId: meta.summary.hotelId, roomTypeId: room.room.roomTypeId, date, allotment: seedAllotment(seed, meta, room, date, backgroundOccupancy(seed, meta, date)), sold: 0 })))
    .onConflictDoNothing();
}

/**
 * Takes `rooms` rooms of every night, in date order (so two holds of overlapping stays lock rows in the same order and
 * never deadlock); false as soon as a night has too few left, and the caller rolls the whole hold back. The row lock
 * makes a concurrent taker wait and then re-check `sold + rooms <= allotment` on the committed row.
 */
export async function takeNights(tx: Db, hotelId: string, roomTypeId: string, nights: readonly string[], rooms: number): Promise<boolean> {
  for (const date of [...nights].sort()) {
    const taken = await tx
      .update(hotelInventory)
      .set({ sold: sql`${hotelInventory.sold} + ${rooms}` })
      .where(and(eq(hotelInventory.hotelId, hotelId), eq(hotelInventory.roomTypeId, roomTypeId), eq(hotelInventory.date, date), sql`${hotelInventory.sold} + ${rooms} <= ${hotelInventory.allotment}`))
      .returning({ date: hotelInventory.date });
    if (taken.length === 0) return false;
  }
  return true;
}

/** Gives the rooms of the nights back (a release or a cancellation). */
export async function returnNights(tx: Db, hotelId: string, roomTypeId: string, nights: readonly string[], rooms: number): Promise<void> {
  if (nights.length === 0) return;
  await tx
    .update(hotelInventory)
    .set({ sold: sql`greatest(${hotelInventory.sold} - ${rooms}, 0)` })
    .where(and(eq(hotelInventory.hotelId, hotelId), eq(hotelInventory.roomTypeId, roomTypeId), inArray(hotelInventory.date, [...nights])));
}
