import { eq } from 'drizzle-orm';
import type { InvoiceRefusalReason } from '@travel/contracts/invoice/errors';
import type { HotelOrderStatus } from '@travel/contracts/hotel/order-status';
import type { Db } from '../../platform/db/database';
import { formatDate, t } from '../../platform/i18n';
import type { InvoiceSource } from '../invoice/invoice-port';
import { textIn } from './hotel-card';
import type { HotelOrderRow } from './order-moves';
import { hotelOrders } from './schema';

/** Orders that ended without a stay we charged for as a stay. */
const ENDED: readonly HotelOrderStatus[] = ['CANCELED', 'CONFIRM_FAILED', 'NO_SHOW'];

/**
 * Whether we invoice the stay now (null) or why not: a stay paid at the hotel is invoiced by the hotel at its desk;
 * ours once the guest checked out, when its amount is final (no more early checkout, extension or cancel penalty).
 */
export function hotelInvoiceRefusal(o: Pick<HotelOrderRow, 'status' | 'payWay' | 'totalCnyAmount'>): InvoiceRefusalReason | null {
  if (o.payWay === 14) return 'PAID_AT_HOTEL';
  if (ENDED.includes(o.status)) return 'ENDED';
  if (o.status !== 'CHECKED_OUT') return 'NOT_YET';
  return o.totalCnyAmount > 0 ? null : 'NOTHING_CHARGED';
}

/** The hotel's orders as the invoice module sees them: whose, the CNY total charged, and the stay as the item line. */
export const hotelInvoiceSource: InvoiceSource = {
  product: 'HOTEL',
  async orderFacts(db: Db, orderId: string) {
    const [o] = await db.select().from(hotelOrders).where(eq(hotelOrders.id, orderId));
    if (!o) return null;
    return {
      product: 'HOTEL',
      orderId: o.id,
      enterpriseId: o.enterpriseId,
      memberId: o.memberId,
      amount: o.totalCnyAmount,
      currency: 'CNY',
      refusal: hotelInvoiceRefusal(o),
      itemName: (locale) => t(locale, 'hotel.invoice.item', { hotelName: textIn(locale, o.hotelName), checkinDate: formatDate(locale, o.checkinDate), checkoutDate: formatDate(locale, o.checkoutDate) }),
    };
  },
};
