import type { ProductPlugin } from '../commerce/product-plugin';
import { hotelAfterStayRoutes } from './after-stay-routes';
import { applyJobHandlers } from './apply-outcome';
import { hotelDetailRoutes } from './detail-routes';
import { extensionJobHandlers, extensionPaymentHooks } from './extension-lifecycle';
import { hotelInvoiceSource } from './hotel-invoice';
import { hotelOrderSource } from './hotel-order-source';
import type { HotelDeps } from './hotel-deps';
import { undoHotelStep } from './hotel-undo';
import { createHotelOrderLifecycle } from './order-lifecycle';
import { approvalJobHandlers, onHotelApprovalOutcome } from './order-approval';
import { hotelOrderActionRoutes } from './order-action-routes';
import { hotelOrderRoutes } from './order-routes';
import { hotelSearchRoutes } from './search-routes';

/**
 * The hotel as a product of the commerce core: finding and viewing hotels (issue 13), and its orders (issue 14):
 * check, booking data, create on the commerce core, payment hooks (paid → the hotel confirms; timeout → cancelled,
 * rooms back) and the jobs that call the hotel outside our transactions.
 */
export function createHotelPlugin(deps: HotelDeps): ProductPlugin {
  const lifecycle = createHotelOrderLifecycle(deps.hotels);
  return {
    product: 'HOTEL',
    undoStep: undoHotelStep(deps.hotels),
    // A BOOKING approval of a stay: approved → payment or the hotel, rejected → cancelled with the rooms back.
    onApprovalOutcome: onHotelApprovalOutcome,
    // HOTEL_CHANGE: an extension's pay order (paid: its nights join the order; timeout: they go back to the hotel).
    paymentHooks: { HOTEL: lifecycle.paymentHooks, HOTEL_CHANGE: extensionPaymentHooks },
    orderSource: hotelOrderSource,
    invoiceSource: hotelInvoiceSource,
    jobHandlers: { ...lifecycle.jobHandlers, ...extensionJobHandlers(deps.hotels), ...applyJobHandlers(deps.hotels), ...approvalJobHandlers },
    bindings: [...hotelSearchRoutes(deps), ...hotelDetailRoutes(deps), ...hotelOrderRoutes(deps), ...hotelOrderActionRoutes(deps), ...hotelAfterStayRoutes(deps)],
  };
}
