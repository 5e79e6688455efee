import { WAIT_TYPES, type OrderCenterItem, type WaitType } from '@travel/contracts/order-center/order-center';
import type { Locale } from '@travel/contracts/platform/locales';
import type { Product } from '@travel/contracts/platform/products';
import type { Db } from '../../platform/db/database';
import { memberOrderPage } from '../commerce/order-ledger';
import type { OrderSource, Scope } from '../commerce/order-source';

const urgency = (a: OrderCenterItem, b: OrderCenterItem) => a.payEndLeftSecond - b.payEndLeftSecond || (a.orderTime < b.orderTime ? 1 : -1);

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
    /** Newest first across products: a page of the order ledger, each order shown by its product. */
    async list(db: Db, scope: Scope, input: { pageIndex: number; pageSize: number; product?: OrderCenterItem['product'] }, locale: Locale, now: Date) {
      const { rows, total } = await memberOrderPage(db, scope, input);
      const shown = await Promise.all(
        sources.map((s) => {
          const ids = rows.filter((r) => r.product === s.product).map((r) => r.orderId);
          return ids.length > 0 ? s.items(db, scope, ids, locale, now) : Promise.resolve([]);
        }),
      );
      const byKey = new Map(shown.flat().map((i) => [`${i.product}:${i.orderId}`, i]));
      const list = rows.flatMap((r) => byKey.get(`${r.product}:${r.orderId}`) ?? []);
      return { list, totalSize: total, pageIndex: input.pageIndex, totalPages: Math.ceil(total / input.pageSize) };
    },
  };
}
