import type { Locale } from '@travel/contracts/platform/locales';
import type { Product } from '@travel/contracts/platform/products';
import type { OrderCenterItem } from '@travel/contracts/order-center/order-center';
import type { Db } from '../../platform/db/database';

export type Scope = { enterpriseId: string; memberId: string };

/**
 * What a product module offers the order centre: its orders for one member as order-centre items. The centre owns
 * no tables; it merges the sources (newest first, or the most urgent first for waiting orders).
 */
export interface OrderSource {
  product: Product;
  /** the member's orders waiting for them, now */
  waiting(db: Db, scope: Scope, locale: Locale, now: Date): Promise<OrderCenterItem[]>;
  /** the member's newest `limit` orders */
  newest(db: Db, scope: Scope, limit: number, locale: Locale, now: Date): Promise<{ items: OrderCenterItem[]; total: number }>;
}
