import type { Binding } from '../../platform/http/handler';
import type { HotelDeps } from './hotel-deps';

/** One hotel: its detail, rate plans, comments; the member's favourites and browse history. */
export function hotelDetailRoutes(_deps: HotelDeps): Binding[] {
  return [];
}
