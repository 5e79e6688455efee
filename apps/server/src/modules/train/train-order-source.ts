import { and, eq, inArray } from 'drizzle-orm';
import type { OrderCenterItem } from '@travel/contracts/order-center/order-center';
import type { Locale } from '@travel/contracts/platform/locales';
import { PURCHASE_KINDS, type TrainOrderStatus } from '@travel/contracts/train/statuses';
import type { Db } from '../../platform/db/database';
import type { OrderSource } from '../commerce/order-source';
import { getPayOrderById, payOrderView } from '../payment/payment-service';
import { trainChanges, trainOrders, trainOrderTrips, trainRushOrders } from './schema';
import { stationDirectory, stationNameOf } from './station-directory';
import { orderVisibleTo } from './order-visibility';

type OrderRow = typeof trainOrders.$inferSelect;
/** A presale or night order is shown as one until the railway sells it. */
const QUEUED: readonly TrainOrderStatus[] = ['WAIT_APPROVE', 'WAIT_PAY', 'NOT_PURCHASE', 'PURCHASING'];

/** A grab or waitlist order's state for its list entry (the chance is the order page's: train/order/detail's rushInfo). */
const rushItem = (r: typeof trainRushOrders.$inferSelect | undefined) => (r ? { rush: { type: r.type, status: r.status, chance: null } } : {});

async function items(db: Db, orders: OrderRow[], locale: Locale, now: Date): Promise<OrderCenterItem[]> {
  if (orders.length === 0) return [];
  const dir = await stationDirectory(db);
  const trips = await db.select().from(trainOrderTrips).where(inArray(trainOrderTrips.orderId, orders.map((o) => o.id)));
  const rushes = await db.select().from(trainRushOrders).where(inArray(trainRushOrders.orderId, orders.map((o) => o.id)));
  const out: OrderCenterItem[] = [];
  for (const o of orders) {
    const mine = trips.filter((t) => t.orderId === o.id).sort((a, b) => a.tripIndex - b.tripIndex);
    const first = mine[0]!;
    const last = mine[mine.length - 1]!;
    const pay = o.status === 'WAIT_PAY' && o.payOrderId ? payOrderView(await getPayOrderById(db, o.payOrderId), now) : null;
    const confirmLeft = o.status === 'WAIT_CONFIRM' && o.confirmDeadline ? Math.floor((o.confirmDeadline.getTime() - now.getTime()) / 1000) : 0;
    const waitType = pay?.needPay === true ? ('WAIT_PAY' as const) : confirmLeft > 0 ? ('BOOKING_CONFIRM' as const) : null;
    out.push({
      product: 'TRAIN',
      orderId: o.id,
      orderStatus: o.status,
      title: `${mine.map((t) => t.trainNo).join('/')} ${stationNameOf(dir, first.fromStationCode, locale)} → ${stationNameOf(dir, last.toStationCode, locale)}`,
      travelDate: first.departureDate,
      orderTime: o.createdAt.toISOString(),
      amount: { amount: o.totalAmount, currency: o.currency },
      waitType,
      payEndTime: waitType === 'WAIT_PAY' ? pay!.payEndTime : waitType === 'BOOKING_CONFIRM' ? o.confirmDeadline!.toISOString() : null,
      payEndLeftSecond: waitType === 'WAIT_PAY' ? pay!.payDeadLineSeconds : waitType === 'BOOKING_CONFIRM' ? confirmLeft : 0,
      changeId: null,
      ...rushItem(rushes.find((r) => r.orderId === o.id)),
      ...(o.purchaseType === PURCHASE_KINDS.IMPORTED ? { imported: 'IMPORTED' as const } : o.purchaseType === PURCHASE_KINDS.USER_IMPORTED ? { imported: 'USER_IMPORTED' as const } : {}),
      ...(o.purchaseAt && QUEUED.includes(o.status) ? { queue: { kind: o.purchaseType === PURCHASE_KINDS.NIGHT ? ('NIGHT' as const) : ('PRESALE' as const), purchaseTime: o.purchaseAt.toISOString() } } : {}),
    });
  }
  return out;
}

/** Changes waiting for their traveller: to be confirmed (by the confirmation deadline) or paid (by the pay deadline). */
async function waitingChanges(db: Db, scope: { enterpriseId: string; memberId: string }, confirmMinutes: number, locale: Locale, now: Date): Promise<OrderCenterItem[]> {
  const changes = await db
    .select()
    .from(trainChanges)
    .where(and(eq(trainChanges.enterpriseId, scope.enterpriseId), eq(trainChanges.memberId, scope.memberId), inArray(trainChanges.status, ['WAIT_CONFIRM', 'WAIT_PAY'])));
  if (changes.length === 0) return [];
  const dir = await stationDirectory(db);
  const [orders, trips] = await Promise.all([
    db.select().from(trainOrders).where(inArray(trainOrders.id, changes.map((c) => c.orderId))),
    db.select().from(trainOrderTrips).where(inArray(trainOrderTrips.orderId, changes.map((c) => c.orderId))),
  ]);
  return changes.flatMap((c) => {
    const end = c.status === 'WAIT_PAY' ? c.payEndTime : new Date(c.createdAt.getTime() + confirmMinutes * 60_000);
    const left = end ? Math.floor((end.getTime() - now.getTime()) / 1000) : 0;
    const trip = trips.find((t) => t.orderId === c.orderId && t.tripIndex === c.tripIndex);
    const order = orders.find((o) => o.id === c.orderId);
    if (left <= 0 || !trip || !order) return [];
    return [
      {
        product: 'TRAIN' as const,
        orderId: c.orderId,
        orderStatus: order.status,
        title: `${trip.trainNo} ${stationNameOf(dir, trip.fromStationCode, locale)} → ${stationNameOf(dir, trip.toStationCode, locale)}`,
        travelDate: trip.departureDate,
        orderTime: c.createdAt.toISOString(),
        amount: { amount: c.payAmount, currency: c.currency },
        waitType: c.status === 'WAIT_PAY' ? ('WAIT_PAY' as const) : ('CHANGE_CONFIRM' as const),
        payEndTime: end!.toISOString(),
        payEndLeftSecond: left,
        changeId: c.id,
      },
    ];
  });
}

/** The train module's orders for the order centre: bookings, and changes waiting for their traveller. */
export const createTrainOrderSource = (opts: { changeConfirmMinutes: number }): OrderSource => ({
  product: 'TRAIN',
  async waiting(db, scope, locale, now) {
    const orders = await db
      .select()
      .from(trainOrders)
      .where(and(orderVisibleTo(scope), inArray(trainOrders.status, ['WAIT_PAY', 'WAIT_CONFIRM'])));
    const bookings = (await items(db, orders, locale, now)).filter((i) => i.waitType !== null);
    return [...bookings, ...(await waitingChanges(db, scope, opts.changeConfirmMinutes, locale, now))];
  },
  async items(db, scope, orderIds, locale, now) {
    const orders = await db.select().from(trainOrders).where(and(orderVisibleTo(scope), inArray(trainOrders.id, [...orderIds])));
    return items(db, orders, locale, now);
  },
});
