import type { EnterpriseConfig } from '@travel/contracts/member/company';
import type { TrainStationMatch } from '@travel/contracts/train/stations';
import type { TravelRequest } from '@travel/contracts/travel-request/travel-request';
import type { TrainPlace } from '../../features/train/search-params';
import { addDays } from '../../features/train/train-format';

export interface DateSpan {
  begin: string;
  end: string;
}

/**
 * The dates a train may be booked on under a request: its dates widened by the enterprise's train days before and
 * after, or null when the enterprise does not restrict dates (the server's `bookingWindow` for TRAIN).
 */
export function trainWindow(tr: { beginDate: string; endDate: string }, config: Pick<EnterpriseConfig, 'trDateRestriction' | 'trainControl'>): DateSpan | null {
  if (!config.trDateRestriction.enabled) return null;
  return { begin: addDays(tr.beginDate, -config.trainControl.daysBefore), end: addDays(tr.endDate, config.trainControl.daysAfter) };
}

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

const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * The railway city a travel-request city stands for, from what train/station/match answered for its name: the city
 * of that name (a city with one station answers as its station; its city key searches it all the same). Names are in
 * the same language on both sides (Chinese short names, or the English names of the same reference data).
 */
export function railwayCity(name: string, matches: readonly TrainStationMatch[] | undefined): TrainPlace | null {
  const hit = matches?.find((m) => m.type === 'CITY' && same(m.cityName, name)) ?? matches?.find((m) => same(m.cityName, name));
  return hit ? { type: 'CITY', code: hit.cityCode, name: hit.cityName } : null;
}

export interface RequestPlaces {
  /** The request's cities that have a railway station, in travel order: what departure and arrival may be. */
  choices: TrainPlace[];
  /** The first leg whose two cities both have stations, with its dates. */
  firstLeg: { from: TrainPlace; to: TrainPlace; beginDate: string } | null;
}

/** The railway places of a request, given each city name's railway city (null: none, undefined: not known yet). */
export function requestPlaces(tr: Pick<TravelRequest, 'itineraryGroupList'>, cityOf: (name: string) => TrainPlace | null | undefined): RequestPlaces {
  const choices: TrainPlace[] = [];
  for (const name of legCityNames(tr)) {
    const place = cityOf(name);
    if (place && !choices.some((c) => c.code === place.code)) choices.push(place);
  }
  let firstLeg: RequestPlaces['firstLeg'] = null;
  for (const leg of legsOf(tr)) {
    const from = cityOf(leg.departureCityName.trim());
    const to = cityOf(leg.arriveCityName.trim());
    if (from && to && from.code !== to.code) {
      firstLeg = { from, to, beginDate: leg.beginDate };
      break;
    }
  }
  return { choices, firstLeg };
}

/** Is a chosen place one of the request's cities (as the locked pickers offer them)? */
export const isAmong = (place: TrainPlace | null, choices: readonly TrainPlace[]) => place !== null && choices.some((c) => c.type === place.type && c.code === place.code);
