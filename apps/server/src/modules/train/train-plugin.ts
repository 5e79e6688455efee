import type { Binding } from '../../platform/http/handler';
import type { ProductPlugin } from '../commerce/product-plugin';
import { createTrainBooking, type BookingConfig } from './booking-service';
import { createTrainChanges } from './change-service';
import { changeRoutes } from './change-routes';
import { createOrderLifecycle } from './order-lifecycle';
import type { RailSupplier } from './rail-port';
import { undoRailStep } from './rail-undo';
import { createOfflineRefunds } from './refund-offline';
import { refundRoutes } from './refund-routes';
import { createTrainRefunds } from './refund-service';
import { trainRoutes } from './routes';
import { trainJobHandlers } from './search-service';
import { createTrainOrderSource } from './train-order-source';

/** The train as a product of the commerce core: its booking, order life, after-sale, jobs and calls on the rail port. */
export function createTrainPlugin(deps: { rail: RailSupplier; config: BookingConfig }): ProductPlugin {
  const { rail, config } = deps;
  const booking = createTrainBooking({ rail, config });
  const lifecycle = createOrderLifecycle({ rail, pay: config.pay });
  const refunds = createTrainRefunds({ rail, config: config.afterSale });
  const changes = createTrainChanges({ rail, config: config.afterSale });
  const bindings: Binding[] = [
    ...trainRoutes({ rail, booking, lifecycle, insuranceSales: config.insurance }),
    ...refundRoutes(refunds, createOfflineRefunds({ refunds, config: config.afterSale })),
    ...changeRoutes(changes, rail),
  ];
  return {
    product: 'TRAIN',
    undoStep: undoRailStep(rail),
    onApprovalOutcome: lifecycle.onApprovalOutcome,
    paymentHooks: { TRAIN: lifecycle.paymentHooks, TRAIN_CHANGE: changes.paymentHooks },
    orderSource: createTrainOrderSource({ changeConfirmMinutes: config.afterSale.changePayMinutes }),
    jobHandlers: { ...trainJobHandlers, ...lifecycle.jobHandlers, ...refunds.jobHandlers, ...changes.jobHandlers },
    bindings,
  };
}
