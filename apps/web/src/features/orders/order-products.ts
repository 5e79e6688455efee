import type { OrderCenterItem } from '@travel/contracts/order-center/order-center';
import { PRODUCTS as ORDER_PRODUCTS } from '@travel/contracts/platform/products';
import { HOTEL_ORDER_STATUS_COLOR, TRAIN_ORDER_STATUS_COLOR } from '../../widgets/orders/order-status-colors';

export type OrderProduct = OrderCenterItem['product'];
type Item = Pick<OrderCenterItem, 'orderId' | 'orderStatus' | 'waitType' | 'changeId'>;

/** What the orders page knows of a product: where its orders open, where a waiting one is acted on, its status words. */
interface ProductPages {
  /** the order's own page (a waiting change opens the change) */
  order(item: Item): string;
  /** where the traveller pays or confirms what the item waits for */
  act(item: Item): string;
  /** catalog key of a status in words */
  statusKey(status: string): string;
  statusColor(status: string): string | undefined;
}

const trainChange = (page: 'detail' | 'pay', item: Item) => `/train/change/${page}?orderId=${encodeURIComponent(item.orderId)}&changeId=${encodeURIComponent(item.changeId ?? '')}`;

/** One entry per product that has pages; a product added to the order centre adds its line here. */
export const PRODUCT_PAGES: Partial<Record<OrderProduct, ProductPages>> = {
  TRAIN: {
    order: (item) => (item.changeId ? trainChange('detail', item) : `/train/orders/${encodeURIComponent(item.orderId)}`),
    act: (item) => {
      if (item.changeId) return trainChange(item.waitType === 'WAIT_PAY' ? 'pay' : 'detail', item);
      return item.waitType === 'WAIT_PAY' ? `/train/pay/${encodeURIComponent(item.orderId)}` : `/train/orders/${encodeURIComponent(item.orderId)}`;
    },
    statusKey: (status) => `train.orderStatus.${status}`,
    statusColor: (status) => TRAIN_ORDER_STATUS_COLOR[status as keyof typeof TRAIN_ORDER_STATUS_COLOR],
  },
  // The order centre names a hotel order's status by the hotel's status name (WAIT_PAY, CONFIRMED…).
  HOTEL: {
    order: (item) => `/hotel/orders/${encodeURIComponent(item.orderId)}`,
    act: (item) => {
      const id = encodeURIComponent(item.orderId);
      if (item.waitType === 'WAIT_GUARANTEE') return `/hotel/guarantee/${id}`;
      return item.waitType === 'WAIT_PAY' ? `/hotel/pay/${id}` : `/hotel/orders/${id}`;
    },
    statusKey: (status) => `hotel.orderStatus.${status}`,
    statusColor: (status) => HOTEL_ORDER_STATUS_COLOR[status as keyof typeof HOTEL_ORDER_STATUS_COLOR],
  },
};

export const orderLink = (item: Item & { product: OrderProduct }): string | null => PRODUCT_PAGES[item.product]?.order(item) ?? null;
export const actLink = (item: Item & { product: OrderProduct }): string | null => (item.waitType ? (PRODUCT_PAGES[item.product]?.act(item) ?? null) : null);

/** The filter's choices: every product the order centre names, whether or not it has orders yet. */
export const PRODUCT_FILTERS: ('ALL' | OrderProduct)[] = ['ALL', ...ORDER_PRODUCTS];

/** The product named in the address (`?product=TRAIN`), or all. */
export function productOfParam(value: string | null): OrderProduct | null {
  return (ORDER_PRODUCTS as readonly string[]).includes(value ?? '') ? (value as OrderProduct) : null;
}

/** The page named in the address, at least 1. */
export function pageOfParam(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

/** Where the back office opens an order of the member it acts for (products with a back-office page only). */
export function backOfficeOrderLink(item: Pick<OrderCenterItem, 'product' | 'orderId'>, scope: { enterpriseId: string; memberId: string }): string | null {
  if (item.product !== 'HOTEL' && item.product !== 'TRAIN') return null;
  const q = new URLSearchParams({ enterpriseId: scope.enterpriseId, memberId: scope.memberId });
  return `/admin/orders/${item.product === 'HOTEL' ? 'hotel' : 'train'}/${encodeURIComponent(item.orderId)}?${q}`;
}
