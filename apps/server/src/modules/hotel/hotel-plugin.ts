import type { ProductPlugin } from '../commerce/product-plugin';
import { hotelDetailRoutes } from './detail-routes';
import type { HotelDeps } from './hotel-deps';
import { undoHotelStep } from './hotel-undo';
import { hotelOrderRoutes } from './order-routes';
import { hotelSearchRoutes } from './search-routes';

/**
 * The hotel as a product of the commerce core. Finding and viewing hotels come first (issue 13); booking, its orders,
 * payment hooks and jobs come with the hotel order (issue 14), so until then it has no orders to show or act on.
 */
export function createHotelPlugin(deps: HotelDeps): ProductPlugin {
  return {
    product: 'HOTEL',
    undoStep: undoHotelStep(deps.hotels),
    onApprovalOutcome: async () => {
      // No hotel order can ask for approval yet, so no outcome can name one.
    },
    paymentHooks: {},
    orderSource: { product: 'HOTEL', waiting: async () => [], items: async () => [] },
    jobHandlers: {},
    bindings: [...hotelSearchRoutes(deps), ...hotelDetailRoutes(deps), ...hotelOrderRoutes(deps)],
  };
}
