import type { EnterpriseConfig } from '@travel/contracts/member/company';
import type { TravelRequest } from '@travel/contracts/travel-request/travel-request';
import type { ServiceKind } from '@travel/contracts/platform/products';

/** A product one books under a travel request (the request's orderability names them). */
export type TrProduct = ServiceKind;

export interface DateSpan {
  begin: string;
  end: string;
}

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** The enterprise's day redundancy around a request for a product (the server's `dayRedundancy`), null when dates are free. */
export function dayRedundancy(config: Pick<EnterpriseConfig, 'trDateRestriction' | 'trainControl' | 'iairControl'>, product: TrProduct): { before: number; after: number } | null {
  if (!config.trDateRestriction.enabled) return null;
  if (product === 'TRAIN' || product === 'ITRAIN') return { before: config.trainControl.daysBefore, after: config.trainControl.daysAfter };
  if (product === 'IAIR') return { before: config.iairControl.daysBefore, after: config.iairControl.daysAfter };
  return { before: config.trDateRestriction.daysBefore, after: config.trDateRestriction.daysAfter };
}

/**
 * The dates a product may be booked on under a request: its dates widened by the enterprise's days before and after
 * for that product, or null when the enterprise does not restrict dates (the server's `bookingWindow`).
 */
export function productWindow(tr: { beginDate: string; endDate: string }, product: TrProduct, config: Pick<EnterpriseConfig, 'trDateRestriction' | 'trainControl' | 'iairControl'>): DateSpan | null {
  const days = dayRedundancy(config, product);
  return days ? { begin: addDays(tr.beginDate, -days.before), end: addDays(tr.endDate, days.after) } : null;
}

/** Is the product orderable under the request (a car always is, as on the server)? */
export const orderableFor = (tr: Pick<TravelRequest, 'orderability'>, product: TrProduct) => product === 'CAR' || product === 'ICAR' || tr.orderability[product];

/** Can anything be booked under the window now: does it meet the bookable dates (sale and presale)? */
export function overlapsBookable(window: DateSpan | null, bookable: DateSpan | null): boolean {
  if (!bookable) return false;
  if (!window) return true;
  return window.begin <= bookable.end && window.end >= bookable.begin;
}

/** The request's legs in order (all itinerary groups). */
export function legsOf(tr: Pick<TravelRequest, 'itineraryGroupList'>): TravelRequest['itineraryGroupList'][number]['itineraryList'] {
  return tr.itineraryGroupList.flatMap((g) => g.itineraryList);
}

/** The city names of the request's legs, departure and arrival, each once, in the order they are travelled. */
export function legCityNames(tr: Pick<TravelRequest, 'itineraryGroupList'>): string[] {
  return [...new Set(legsOf(tr).flatMap((l) => [l.departureCityName, l.arriveCityName]).map((n) => n.trim()).filter(Boolean))];
}

/** "Shanghai → Beijing → Shanghai": where the legs go, a city repeated only when the trip comes back to it. */
export function routeOf(tr: Pick<TravelRequest, 'itineraryGroupList'>): string {
  const stops: string[] = [];
  for (const leg of legsOf(tr)) {
    if (stops.at(-1) !== leg.departureCityName) stops.push(leg.departureCityName);
    stops.push(leg.arriveCityName);
  }
  return stops.join(' → ');
}
