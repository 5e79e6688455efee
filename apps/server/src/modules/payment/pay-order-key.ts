import type { PayPurpose } from '@travel/contracts/payment/payment';
import { productSchema, type Product } from '@travel/contracts/platform/products';

const CHANGE_SUFFIX = '_CHANGE';

/**
 * What `pay_orders.product` holds: the product for a booking's pay order, `<product>_CHANGE` for a change's. One column
 * carries both product and purpose until it is split in two; the wire always gets them apart.
 */
export type PayOrderKey = Product | `${Product}${typeof CHANGE_SUFFIX}`;

export const payOrderKey = (product: Product, purpose: PayPurpose): PayOrderKey => (purpose === 'CHANGE' ? `${product}${CHANGE_SUFFIX}` : product);

export function splitPayOrderKey(key: PayOrderKey): { product: Product; purpose: PayPurpose } {
  const change = key.endsWith(CHANGE_SUFFIX);
  return { product: productSchema.parse(change ? key.slice(0, -CHANGE_SUFFIX.length) : key), purpose: change ? 'CHANGE' : 'BOOKING' };
}
