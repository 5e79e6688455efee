import { eq } from 'drizzle-orm';
import type { HotelExtension } from '@travel/contracts/hotel/modify';
import type { Db } from '../../platform/db/database';
import { getPayOrderById, payOrderView, type PayOrderRow } from '../payment/payment-service';
import type { ExtensionRow } from './extension-apply';
import type { HotelOrderRow } from './order-moves';
import { hotelOrderExtensions } from './schema';

/** An extension as the wire shows it: the new checkout, its nights' price and parts, its pay order. */
export function extensionView(ext: ExtensionRow, pay: PayOrderRow | null, now: Date): HotelExtension {
  const money = (amount: number) => ({ amount, currency: ext.currency });
  return {
    extensionId: ext.id,
    status: ext.status,
    checkoutDate: ext.toDate,
    nights: ext.nights.length,
    totalPrice: money(ext.totalAmount),
    companyAmount: money(ext.totalAmount - ext.personalAmount),
    personalAmount: money(ext.personalAmount),
    payOrder: pay ? payOrderView(pay, now) : null,
  };
}

/** order/get: the order's extension waiting for payment, if any (what waitPay and the countdown then follow). */
export async function pendingExtensionOf(db: Db, o: Pick<HotelOrderRow, 'pendingExtensionId'>, now: Date): Promise<HotelExtension | null> {
  if (!o.pendingExtensionId) return null;
  const [ext] = await db.select().from(hotelOrderExtensions).where(eq(hotelOrderExtensions.id, o.pendingExtensionId));
  if (!ext || ext.status !== 'WAIT_PAY') return null;
  return extensionView(ext, ext.payOrderId ? await getPayOrderById(db, ext.payOrderId) : null, now);
}
