import { eq } from 'drizzle-orm';
import { HotelSupplierError, type GuaranteeCard, type RoomHold } from '../../modules/hotel/hotel-port';
import type { Db } from '../../platform/db/database';
import { holdView, lockHold } from './hold-view';
import { hotelHolds } from './schema';

/** The sandbox issuer's test numbers, like a card network's test mode: this one is declined, any other valid card is taken. */
export const DECLINED_GUARANTEE_CARD = '4000000000000002';

/**
 * A card guarantees a held reservation: the hotel keeps its brand, last four digits, holder and expiry (never the number
 * or its security code) and charges nothing now; only a no-show is charged to it. The same card again answers the same.
 */
export async function guaranteeHold(db: Db, holdId: string, card: GuaranteeCard, now: Date): Promise<RoomHold> {
  if (card.cardNumber === DECLINED_GUARANTEE_CARD) throw new HotelSupplierError('CARD_DECLINED', 'the issuer declined the guarantee');
  return db.transaction(async (tx) => {
    const row = await lockHold(tx, holdId);
    if (!row) throw new HotelSupplierError('HOLD_NOT_FOUND', `no hold ${holdId}`);
    if (row.status !== 'HELD' && row.status !== 'CONFIRMED') throw new HotelSupplierError('HOLD_NOT_FOUND', `hold ${holdId} has ended`);
    if (row.status === 'HELD' && row.expiresAt.getTime() <= now.getTime()) throw new HotelSupplierError('HOLD_EXPIRED', `hold ${holdId} lapsed`);
    const kept = { brand: card.brand, last4: card.cardNumber.slice(-4), holderName: card.holderName, expiry: `${String(card.expiryMonth).padStart(2, '0')}/${card.expiryYear}` };
    const [updated] = await tx.update(hotelHolds).set({ guarantee: { format: 'CARD', card: kept } }).where(eq(hotelHolds.id, holdId)).returning();
    return holdView(updated!);
  });
}
