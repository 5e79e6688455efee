import { WAIT_TYPES, type OrderCenterItem, type WaitType } from '@travel/contracts/order-center/order-center';
import type { Locale } from '@travel/contracts/platform/locales';
import type { Product } from '@travel/contracts/platform/products';
import type { Db } from '../../platform/db/database';
import type { OrderSource, Scope } from './order-source';

const urgency = (a: OrderCenterItem, b: OrderCenterItem) => a.payEndLeftSecond - b.payEndLeftSecond || (a.orderTime < b.orderTime ? 1 : -1);
const newestFirst = (a: OrderCenterItem, b: OrderCenterItem) => (a.orderTime < b.orderTime ? 1 : a.orderTime > b.orderTime ? -1 : a.orderId < b.orderId ? 1 : -1);

export function createOrderCenter(sources: readonly OrderSource[]) {
  async function waiting(db: Db, scope: Scope, locale: Locale, now: Date, waitType?: WaitType) {
    const all = (await Promise.all(sources.map((s) => s.waiting(db, scope, locale, now)))).flat();
    return all.filter((i) => !waitType || i.waitType === waitType).sort(urgency);
  }

  return {
    async countByWaitType(db: Db, scope: Scope, locale: Locale, now: Date) {
      const list = await waiting(db, scope, locale, now);
      const countList = WAIT_TYPES.map((waitType) => ({ waitType, count: list.filter((i) => i.waitType === waitType).length }));
      return { countList, total: list.length };
    },
    waitingList: async (db: Db, scope: Scope, locale: Locale, now: Date, waitType?: WaitType) => ({ list: await waiting(db, scope, locale, now, waitType) }),
    /** Newest first across products: each source gives its newest pageIndex × pageSize, merged and cut to the page. */
    async list(db: Db, scope: Scope, input: { pageIndex: number; pageSize: number; product?: Product }, locale: Locale, now: Date) {
      const chosen = sources.filter((s) => !input.product || s.product === input.product);
      const parts = await Promise.all(chosen.map((s) => s.newest(db, scope, input.pageIndex * input.pageSize, locale, now)));
      const total = parts.reduce((sum, p) => sum + p.total, 0);
      const list = parts
        .flatMap((p) => p.items)
        .sort(newestFirst)
        .slice((input.pageIndex - 1) * input.pageSize, input.pageIndex * input.pageSize);
      return { list, totalSize: total, pageIndex: input.pageIndex, totalPages: Math.ceil(total / input.pageSize) };
    },
  };
}
