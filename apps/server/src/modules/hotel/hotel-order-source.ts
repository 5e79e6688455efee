import { and, eq, inArray } from 'drizzle-orm';
import type { OrderCenterItem } from '@travel/contracts/order-center/order-center';
import type { Locale } from '@travel/contracts/platform/locales';
import type { Db } from '../../platform/db/database';
import type { OrderSource, Scope } from '../commerce/order-source';
import { textIn } from './hotel-card';
import type { HotelOrderRow } from './order-moves';
import { hotelOrders } from './schema';

const mine = (scope: Scope) => and(eq(hotelOrders.enterpriseId, scope.enterpriseId), eq(hotelOrders.memberId, scope.memberId));

function itemOf(o: HotelOrderRow, locale: Locale, now: Date): OrderCenterItem {
  const left = o.status === 'WAIT_PAY' && o.payDeadline ? Math.max(0, Math.floor((o.payDeadline.getTime() - now.getTime()) / 1000)) : 0;
  return {
    product: 'HOTEL',
    orderId: o.id,
    orderStatus: o.status,
    title: `${textIn(locale, o.hotelName)} · ${textIn(locale, o.roomName)}`,
    travelDate: o.checkinDate,
    orderTime: o.createdAt.toISOString(),
    amount: { amount: o.totalAmount, currency: o.currency },
    waitType: left > 0 ? 'WAIT_PAY' : null,
    payEndTime: left > 0 ? o.payDeadline!.toISOString() : null,
    payEndLeftSecond: left,
    changeId: null,
  };
}

/** Hotel orders in the order centre: the ledger's ids shown by the hotel, and those waiting for payment. */
export const hotelOrderSource: OrderSource = {
  product: 'HOTEL',
  async waiting(db, scope, locale, now) {
    const rows = await db.select().from(hotelOrders).where(and(mine(scope), eq(hotelOrders.status, 'WAIT_PAY')));
    return rows.map((o) => itemOf(o, locale, now)).filter((i) => i.waitType !== null);
  },
  async items(db: Db, scope, orderIds, locale, now) {
    if (orderIds.length === 0) return [];
    const rows = await db.select().from(hotelOrders).where(and(mine(scope), inArray(hotelOrders.id, [...orderIds])));
    return rows.map((o) => itemOf(o, locale, now));
  },
};
