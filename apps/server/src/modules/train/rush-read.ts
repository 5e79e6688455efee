import { asc, eq } from 'drizzle-orm';
import type { Locale } from '@travel/contracts/platform/locales';
import type { OrderDetail } from '@travel/contracts/train/order';
import type { RushInfo, RushOptionView } from '@travel/contracts/train/rush';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import type { BookingDeps, Scope } from './book-common';
import { isLiveOrder, orderCan } from './order-status';
import { visibleOrder } from './order-visibility';
import { resolveOptions, rushOptionsOf } from './rush-options';
import type { RushRow } from './rush-store';
import { trainOrders, trainRushLogs, trainRushOrders } from './schema';
import { stationDirectory, stationNameOf } from './station-directory';

type OrderRow = typeof trainOrders.$inferSelect;
type OptionRow = Awaited<ReturnType<typeof rushOptionsOf>>[number];
const money = (amount: number) => ({ amount, currency: 'CNY' });
const LEVELS = ['LOW', 'MID', 'HIGH'] as const;
/** An instant as the railway writes it (China time, +08:00). */
const chinaIso = (d: Date) => `${new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;

/** A rush order the caller may open, with its rush; another member's or a plain order is not found. */
export async function visibleRush(db: Db, scope: Scope, orderId: string): Promise<{ order: OrderRow; rush: RushRow }> {
  const [order] = await db.select().from(trainOrders).where(visibleOrder(scope, orderId));
  const [rush] = order ? await db.select().from(trainRushOrders).where(eq(trainRushOrders.orderId, order.id)) : [];
  if (!order || !rush) throw notFound('order');
  return { order, rush };
}

/** An ended rush's options as booked (no railway asked): their fares then, no seats, no chance. */
async function storedViews(db: Db, options: readonly OptionRow[], locale: Locale): Promise<RushOptionView[]> {
  const dir = await stationDirectory(db);
  return options.map((o) => ({
    trainNo: o.trainNo,
    departureDate: o.departureDate,
    fromStationCode: o.fromStationCode,
    toStationCode: o.toStationCode,
    seatClass: o.seatClass,
    optionIndex: o.optionIndex,
    fromStationName: stationNameOf(dir, o.fromStationCode, locale),
    toStationName: stationNameOf(dir, o.toStationCode, locale),
    departureTime: chinaIso(o.departureTime),
    arrivalTime: chinaIso(o.arrivalTime),
    price: money(o.fare),
    seatRemain: 0,
    chance: 'LOW',
    percent: 0,
    supported: false,
    reason: 'DEPARTED',
  }));
}

/**
 * The rush of an order for its detail screens: the outcome once ended; while waiting, each option as sold now with
 * its chance counted from the rushes served before this one, and the best of them.
 */
export async function rushInfoOf(deps: BookingDeps, db: Db, order: OrderRow, rush: RushRow, locale: Locale, now: Date): Promise<RushInfo> {
  const options = await rushOptionsOf(db, order.id);
  let views: RushOptionView[] | null = null;
  if (rush.status === 'WAITING') {
    try {
      views = (await resolveOptions(deps, db, options, rush.passengerCount, locale, now, { orderId: order.id, type: rush.type, createdAt: rush.createdAt })).map((r) => r.view);
    } catch {
      // An option the railway no longer sells (departed): shown as booked.
      views = null;
    }
  }
  views ??= await storedViews(db, options, locale);
  const best = views.reduce((top, v) => (v.chance !== 'FULL' && LEVELS.indexOf(v.chance) > top ? LEVELS.indexOf(v.chance) : top), 0);
  const waiting = rush.status === 'WAITING' && isLiveOrder(order.status);
  return {
    type: rush.type,
    status: rush.status,
    grabStatus: rush.status === 'WAITING' ? LEVELS[best]! : rush.status,
    limitTime: rush.limitTime.toISOString(),
    dateList: [...new Set(options.map((o) => o.departureDate))].sort(),
    optionList: views.map((v) => ({ ...v, won: rush.wonOptionIndex === v.optionIndex && rush.status === 'SUCCEEDED' })),
    prepaid: money(rush.prepaid),
    refunded: money(rush.refunded),
    failReason: rush.failReason,
    canCancel: waiting && orderCan(order.status, 'CANCEL'),
    canModifyLimitTime: waiting,
  };
}

/** train/order/detail of a rush order: its rushInfo, and the limit-time button while it waits. */
export async function withRushInfo(deps: BookingDeps, db: Db, detail: OrderDetail, locale: Locale, now: Date): Promise<OrderDetail> {
  const [rush] = await db.select().from(trainRushOrders).where(eq(trainRushOrders.orderId, detail.orderBaseInfo.orderId));
  if (!rush) return detail;
  const [order] = await db.select().from(trainOrders).where(eq(trainOrders.id, rush.orderId));
  const rushInfo = await rushInfoOf(deps, db, order!, rush, locale, now);
  return { ...detail, rushInfo, buttons: { ...detail.buttons, modifyHbLimitTime: rushInfo.canModifyLimitTime } };
}

/** train/alternate/trip/detail. */
export async function rushTripDetail(deps: BookingDeps, db: Db, scope: Scope, orderId: string, locale: Locale, now: Date) {
  const { order, rush } = await visibleRush(db, scope, orderId);
  return { orderId: order.id, bookOrderStatus: order.status, rushInfo: await rushInfoOf(deps, db, order, rush, locale, now) };
}

/** train/alternate/operate_log: the rush's history, oldest first. */
export async function rushOperateLog(db: Db, scope: Scope, orderId: string) {
  const { order } = await visibleRush(db, scope, orderId);
  const rows = await db.select().from(trainRushLogs).where(eq(trainRushLogs.orderId, order.id)).orderBy(asc(trainRushLogs.at), asc(trainRushLogs.id));
  return {
    list: rows.map((r) => ({ time: r.at.toISOString(), action: r.action, operator: r.operator, amount: r.amount === null ? null : money(r.amount), limitTime: r.limitTime?.toISOString() ?? null, optionIndex: r.optionIndex })),
  };
}
