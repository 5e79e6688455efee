import { and, eq, inArray } from 'drizzle-orm';
import type { OrderCenterItem } from '@travel/contracts/order-center/order-center';
import type { Locale } from '@travel/contracts/platform/locales';
import type { Db } from '../../platform/db/database';
import type { OrderSource, Scope } from '../commerce/order-source';
import { textIn } from './hotel-card';
import type { HotelOrderRow } from './order-moves';
import { hotelOrderExtensions, hotelOrders } from './schema';

const mine = (scope: Scope) => and(eq(hotelOrders.enterpriseId, scope.enterpriseId), eq(hotelOrders.memberId, scope.memberId));

/**
 * What the order waits for the traveller to do, and until when: its payment or its card guarantee (a booking waiting
 * for its approval is the order centre's to show, from commerce's open approvals, for every product alike).
 */
function waitOf(o: HotelOrderRow): { waitType: 'WAIT_PAY' | 'WAIT_GUARANTEE'; until: Date } | null {
  if (o.status === 'WAIT_PAY' && o.payDeadline) return { waitType: 'WAIT_PAY', until: o.payDeadline };
  if (o.status === 'WAIT_GUARANTEE' && o.guaranteeDeadline) return { waitType: 'WAIT_GUARANTEE', until: o.guaranteeDeadline };
  return null;
}

function itemOf(o: HotelOrderRow, locale: Locale, now: Date): OrderCenterItem {
  const wait = waitOf(o);
  const left = wait ? Math.max(0, Math.floor((wait.until.getTime() - now.getTime()) / 1000)) : 0;
  return {
    product: 'HOTEL',
    orderId: o.id,
    orderStatus: o.status,
    title: `${textIn(locale, o.hotelName)} · ${textIn(locale, o.roomName)}`,
    travelDate: o.checkinDate,
    orderTime: o.createdAt.toISOString(),
    amount: { amount: o.totalAmount, currency: o.currency },
    waitType: left > 0 ? wait!.waitType : null,
    payEndTime: left > 0 ? wait!.until.toISOString() : null,
    payEndLeftSecond: left,
    changeId: null,
  };
}

/** A confirmed stay's extension waiting for its payment: paid on the order's pay page, as the order's own payment is. */
function extensionItemOf(o: HotelOrderRow, x: typeof hotelOrderExtensions.$inferSelect, locale: Locale, now: Date): OrderCenterItem {
  const left = x.payDeadline ? Math.max(0, Math.floor((x.payDeadline.getTime() - now.getTime()) / 1000)) : 0;
  return {
    ...itemOf(o, locale, now),
    travelDate: x.fromDate,
    amount: { amount: x.personalAmount, currency: x.currency },
    waitType: left > 0 ? 'WAIT_PAY' : null,
    payEndTime: left > 0 ? x.payDeadline!.toISOString() : null,
    payEndLeftSecond: left,
    changeId: x.id,
  };
}

/** Hotel orders in the order centre: the ledger's ids shown by the hotel, and those waiting for payment or a guarantee. */
export const hotelOrderSource: OrderSource = {
  product: 'HOTEL',
  async waiting(db, scope, locale, now) {
    const rows = await db.select().from(hotelOrders).where(and(mine(scope), inArray(hotelOrders.status, ['WAIT_PAY', 'WAIT_GUARANTEE'])));
    const extending = await db
      .select({ order: hotelOrders, extension: hotelOrderExtensions })
      .from(hotelOrderExtensions)
      .innerJoin(hotelOrders, eq(hotelOrders.id, hotelOrderExtensions.orderId))
      .where(and(mine(scope), eq(hotelOrderExtensions.status, 'WAIT_PAY')));
    return [...rows.map((o) => itemOf(o, locale, now)), ...extending.map((r) => extensionItemOf(r.order, r.extension, locale, now))].filter((i) => i.waitType !== null);
  },
  async items(db: Db, scope, orderIds, locale, now) {
    if (orderIds.length === 0) return [];
    const rows = await db.select().from(hotelOrders).where(and(mine(scope), inArray(hotelOrders.id, [...orderIds])));
    return rows.map((o) => itemOf(o, locale, now));
  },
};
