import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { updateOrder } from '../commerce/order-ledger';
import { stayGuaranteeAmount } from './guarantee-rule';
import type { HotelOrderRow } from './order-moves';
import { hotelOrderExtensions, hotelOrderNights, hotelOrders } from './schema';
import { queueStayCheck } from './stay-schedule';

export type ExtensionRow = typeof hotelOrderExtensions.$inferSelect;

/** The extension row locked for the caller's transaction (after its order's lock: the order row is the one lock of both). */
export async function lockExtension(db: Db, extensionId: string): Promise<ExtensionRow | null> {
  const [row] = await db.select().from(hotelOrderExtensions).where(eq(hotelOrderExtensions.id, extensionId)).for('update');
  return row ?? null;
}

/**
 * A done extension becomes the order's, under the order's lock: its nights join the order's, the checkout, totals,
 * company/personal parts and the guarantee's amount grow by it, the ledger (amounts and end date, its travellers' rows too) follows, and the
 * hotel is asked about the stay at its new check-out time (the old time's job then finds the guest still in house).
 */
export async function applyExtension(tx: Db, o: HotelOrderRow, ext: ExtensionRow, now: Date): Promise<HotelOrderRow> {
  await tx.insert(hotelOrderNights).values(ext.nights.map((n) => ({ orderId: o.id, date: n.date, price: n.price, cnyAmount: n.cnyAmount, breakfast: o.breakfast })));
  const nights = await tx.select({ price: hotelOrderNights.price }).from(hotelOrderNights).where(eq(hotelOrderNights.orderId, o.id)).orderBy(asc(hotelOrderNights.date));
  const totalAmount = o.totalAmount + ext.totalAmount;
  const change = {
    checkoutDate: ext.toDate,
    totalAmount,
    personalAmount: o.personalAmount + ext.personalAmount,
    totalCnyAmount: o.totalCnyAmount + ext.totalCnyAmount,
    // A no-show may cost the longer stay: the guarantee follows the nights by the plan's rule.
    guaranteeAmount: stayGuaranteeAmount(o, nights.map((n) => n.price), totalAmount),
    pendingExtensionId: null,
    updatedAt: now,
  };
  await tx.update(hotelOrders).set(change).where(eq(hotelOrders.id, o.id));
  await updateOrder(tx, 'HOTEL', o.id, { companyAmount: change.totalAmount - change.personalAmount, personalAmount: change.personalAmount, endDate: ext.toDate }, now);
  await queueStayCheck(tx, o.id, ext.checkoutAt, now);
  return { ...o, ...change };
}
