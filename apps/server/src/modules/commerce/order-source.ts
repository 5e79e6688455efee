import type { Locale } from '@travel/contracts/platform/locales';
import type { Product } from '@travel/contracts/platform/products';
import type { OrderCenterItem } from '@travel/contracts/order-center/order-center';
import type { Db } from '../../platform/db/database';

export type Scope = { enterpriseId: string; memberId: string };

/**
 * What a product offers the order centre: its orders for one member as order-centre items. The centre owns no
 * tables: its list is the order ledger's page (every product, newest first) shown by each product; waiting orders
 * come from the products (the most urgent first), except those waiting for their booking approval, which the centre
 * finds itself from the open BOOKING approvals and shows through `items`.
 */
export interface OrderSource {
  product: Product;
  /** the member's orders waiting for them to act now (to pay, confirm, guarantee; not an approval, the centre's own) */
  waiting(db: Db, scope: Scope, locale: Locale, now: Date): Promise<OrderCenterItem[]>;
  /** these orders of the member (ids from the order ledger) as items; an id the product does not know is left out */
  items(db: Db, scope: Scope, orderIds: readonly string[], locale: Locale, now: Date): Promise<OrderCenterItem[]>;
}
