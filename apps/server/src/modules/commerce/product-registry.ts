import type { Product } from '@travel/contracts/platform/products';
import type { JobHandlers } from '../../platform/jobs/job-queue';
import type { PaymentHooks } from '../payment/payment-service';
import type { StepUndo } from './booking-workflow';
import type { ProductPlugin } from './product-plugin';

export interface ProductRegistry {
  readonly plugins: readonly ProductPlugin[];
  get(product: Product): ProductPlugin;
  undoOf(product: Product): StepUndo;
  /** every product's payment hooks by pay order product */
  paymentHooks(): Readonly<Record<string, PaymentHooks>>;
  jobHandlers(): JobHandlers;
}

/** The products of this app, fixed at wiring time (app.ts): no module registers itself. */
export function createProductRegistry(plugins: readonly ProductPlugin[]): ProductRegistry {
  const byProduct = new Map(plugins.map((p) => [p.product, p]));
  if (byProduct.size !== plugins.length) throw new Error('commerce: a product is plugged in twice');
  const get = (product: Product) => {
    const plugin = byProduct.get(product);
    if (!plugin) throw new Error(`commerce: no plug-in for product ${product}`);
    return plugin;
  };
  return {
    plugins,
    get,
    undoOf: (product) => get(product).undoStep,
    paymentHooks: () => Object.assign({}, ...plugins.map((p) => p.paymentHooks)),
    jobHandlers: () => Object.assign({}, ...plugins.map((p) => p.jobHandlers)),
  };
}
