import { HOTEL_TRAVEL_TYPE, type HotelTravelType } from '@travel/contracts/hotel/stay';
import type { Db } from '../../platform/db/database';
import { requestDestinations, type RequestDestination } from '../travel-request/booking-gate';
import type { MemberScope } from './browse-record';

/**
 * The request's cities in the order they rank: the one the traveller is in on the check-in date first (the last
 * reached on or before it), then the others in the request's order. Pure.
 */
export function requestCityOrder(destinations: readonly RequestDestination[], checkinDate?: string): string[] {
  const ids = [...new Set(destinations.map((d) => d.cityId))];
  let here: RequestDestination | null = null;
  for (const d of destinations) {
    if (checkinDate !== undefined && d.beginDate <= checkinDate && (!here || d.beginDate >= here.beginDate)) here = d;
  }
  return here ? [here.cityId, ...ids.filter((id) => id !== here.cityId)] : ids;
}

/**
 * The cities a search for this stay should offer first: those of the travel request of a business stay (a request
 * names one; none for a private stay, without a request, or for a request the member may not book under).
 */
export async function requestCities(
  db: Db,
  scope: MemberScope | null,
  stay: { travelType?: HotelTravelType; trNo?: string; checkinDate?: string },
): Promise<string[]> {
  if (!scope || stay.travelType === HOTEL_TRAVEL_TYPE.PRIVATE || !stay.trNo) return [];
  return requestCityOrder(await requestDestinations(db, scope, stay.trNo), stay.checkinDate);
}
