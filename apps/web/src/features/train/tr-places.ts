import type { TrainStationMatch } from '@travel/contracts/train/stations';
import type { TravelRequest } from '@travel/contracts/travel-request/travel-request';
import { legCityNames, legsOf } from '../../widgets/travel-request/travel-request-choice';
import type { TrainPlace } from './search-params';

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
