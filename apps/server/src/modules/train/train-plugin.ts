import type { Binding } from '../../platform/http/handler';
import type { ProductPlugin } from '../commerce/product-plugin';
import type { BookingConfig } from './booking-service';
import { changePaymentHooks, changeJobHandlers } from './change-handlers';
import { changeRoutes } from './change-routes';
import { createOrderLifecycle } from './order-lifecycle';
import { purchaseJobHandlers } from './order-purchase';
import { rushJobHandlers } from './rush-engine';
import type { RailSupplier } from './rail-port';
import type { RailAccountSupplier } from '../rail-account/rail-account-port';
import { undoRailStep } from './rail-undo';
import { refundJobHandlers } from './refund-handlers';
import { refundRoutes } from './refund-routes';
import { trainRoutes } from './routes';
import { trainJobHandlers } from './search-service';
import { collectionJobHandlers } from './ticket-collection';
import { createTrainOrderSource } from './train-order-source';

/** The train as a product of the commerce core: its booking, order life, after-sale, jobs and calls on the rail port. */
export function createTrainPlugin(deps: { rail: RailSupplier; config: BookingConfig; accounts?: RailAccountSupplier }): ProductPlugin {
  const { rail, config, accounts } = deps;
  const lifecycle = createOrderLifecycle({ rail, pay: config.pay });
  const afterSale = { rail, config: config.afterSale };
  const bindings: Binding[] = [...trainRoutes({ rail, config, lifecycle, accounts }), ...refundRoutes(afterSale), ...changeRoutes(afterSale)];
  return {
    product: 'TRAIN',
    undoStep: undoRailStep(rail),
    onApprovalOutcome: lifecycle.onApprovalOutcome,
    paymentHooks: { TRAIN: lifecycle.paymentHooks, TRAIN_CHANGE: changePaymentHooks },
    orderSource: createTrainOrderSource({ changeConfirmMinutes: config.afterSale.changePayMinutes }),
    jobHandlers: { ...trainJobHandlers, ...lifecycle.jobHandlers, ...purchaseJobHandlers(rail), ...rushJobHandlers(rail), ...refundJobHandlers(afterSale), ...changeJobHandlers(afterSale), ...collectionJobHandlers },
    bindings,
  };
}
