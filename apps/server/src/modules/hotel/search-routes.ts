import type { Binding } from '../../platform/http/handler';
import type { HotelDeps } from './hotel-deps';

/** Finding hotels: destination association, hot words, conditions, price tags, search, recommendations, office zones. */
export function hotelSearchRoutes(_deps: HotelDeps): Binding[] {
  return [];
}
