import { WAIT_TYPES, type OrderCenterItem, type WaitType } from '@travel/contracts/order-center/order-center';
import type { Locale } from '@travel/contracts/platform/locales';
import type { Product } from '@travel/contracts/platform/products';
import type { Db } from '../../platform/db/database';
import { ordersAwaitingApproval, type AwaitingApproval } from '../commerce/booking-approval';
import { memberOrderPage } from '../commerce/order-ledger';
import type { OrderSource, Scope } from '../commerce/order-source';

const urgency = (a: OrderCenterItem, b: OrderCenterItem) => a.payEndLeftSecond - b.payEndLeftSecond || (a.orderTime < b.orderTime ? 1 : -1);
const keyOf = (i: { product: Product; orderId: string }) => `${i.product}:${i.orderId}`;

/** An order shown waiting for its booking approval, counting down to the product's deadline for the decision. */
function awaitingApproval(item: OrderCenterItem, wait: AwaitingApproval, now: Date): OrderCenterItem {
  const left = wait.decideBy ? Math.max(0, Math.floor((wait.decideBy.getTime() - now.getTime()) / 1000)) : 0;
  return { ...item, waitType: 'WAIT_APPROVE', payEndTime: wait.decideBy?.toISOString() ?? null, payEndLeftSecond: left, changeId: null };
}
/** Past its deadline the order is being cancelled (the product's job is due): it waits for nothing any more. */
const stillWaiting = (wait: AwaitingApproval, now: Date) => wait.decideBy === null || wait.decideBy.getTime() > now.getTime();

export function createOrderCenter(sources: readonly OrderSource[]) {
  /**
   * Orders waiting for their booking approval, of every product alike: commerce's open BOOKING approvals, each order
   * shown by its product.
   */
  async function approvalWaits(db: Db, scope: Scope, locale: Locale, now: Date): Promise<OrderCenterItem[]> {
    const waits = (await ordersAwaitingApproval(db, scope)).filter((w) => stillWaiting(w, now));
    const byKey = new Map(waits.map((w) => [keyOf(w), w]));
    const shown = await Promise.all(
      sources.map((s) => {
        const ids = waits.filter((w) => w.product === s.product).map((w) => w.orderId);
        return ids.length > 0 ? s.items(db, scope, ids, locale, now) : Promise.resolve([]);
      }),
    );
    return shown.flat().flatMap((i) => {
      const wait = byKey.get(keyOf(i));
      return wait ? [awaitingApproval(i, wait, now)] : [];
    });
  }

  async function waiting(db: Db, scope: Scope, locale: Locale, now: Date, waitType?: WaitType) {
    const [own, approvals] = await Promise.all([Promise.all(sources.map((s) => s.waiting(db, scope, locale, now))), approvalWaits(db, scope, locale, now)]);
    return [...own.flat(), ...approvals].filter((i) => !waitType || i.waitType === waitType).sort(urgency);
  }

  return {
    async countByWaitType(db: Db, scope: Scope, locale: Locale, now: Date) {
      const list = await waiting(db, scope, locale, now);
      const countList = WAIT_TYPES.map((waitType) => ({ waitType, count: list.filter((i) => i.waitType === waitType).length }));
      return { countList, total: list.length };
    },
    waitingList: async (db: Db, scope: Scope, locale: Locale, now: Date, waitType?: WaitType) => ({ list: await waiting(db, scope, locale, now, waitType) }),
    /** Newest first across products: a page of the order ledger, each order shown by its product (and what it waits for). */
    async list(db: Db, scope: Scope, input: { pageIndex: number; pageSize: number; product?: OrderCenterItem['product'] }, locale: Locale, now: Date) {
      const [{ rows, total }, waits] = await Promise.all([memberOrderPage(db, scope, input), ordersAwaitingApproval(db, scope)]);
      const shown = await Promise.all(
        sources.map((s) => {
          const ids = rows.filter((r) => r.product === s.product).map((r) => r.orderId);
          return ids.length > 0 ? s.items(db, scope, ids, locale, now) : Promise.resolve([]);
        }),
      );
      const approvals = new Map(waits.filter((w) => stillWaiting(w, now)).map((w) => [keyOf(w), w]));
      const byKey = new Map(
        shown.flat().map((i) => {
          const wait = approvals.get(keyOf(i));
          return [keyOf(i), wait ? awaitingApproval(i, wait, now) : i] as const;
        }),
      );
      const list = rows.flatMap((r) => byKey.get(keyOf(r)) ?? []);
      return { list, totalSize: total, pageIndex: input.pageIndex, totalPages: Math.ceil(total / input.pageSize) };
    },
  };
}
