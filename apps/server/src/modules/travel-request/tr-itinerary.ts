import type { z } from 'zod';
import type { trCreateInputSchema } from '@travel/contracts/travel-request/travel-request';
import { ParamError } from '../../platform/errors';
import type { CityInfo } from '../common/city-service';
import type { StoredDestination, StoredGroup, StoredTraveller } from './schema';

export type TrCreateParsed = z.output<typeof trCreateInputSchema>;

/** Every city an itinerary names, for one lookup. */
export const itineraryCityIds = (input: Pick<TrCreateParsed, 'itineraryGroupList'>) =>
  input.itineraryGroupList.flatMap((g) => g.itineraryList.flatMap((l) => [l.departureCityId, l.arriveCityId]));

export interface BuiltItinerary {
  travellers: StoredTraveller[];
  groups: StoredGroup[];
  destinations: StoredDestination[];
  beginDate: string;
  endDate: string;
}

/**
 * Turns the submitted travellers and legs into what is stored: travellers get ids T1, T2 …; a group names its
 * travellers by index or by member/passenger id (none: all of them); destinations are the legs' arrival cities, each
 * with the dates of the legs that reach it.
 */
export function buildItinerary(input: Pick<TrCreateParsed, 'travellerList' | 'itineraryGroupList'>, cities: ReadonlyMap<string, CityInfo>): BuiltItinerary {
  const travellers: StoredTraveller[] = input.travellerList.map((t, i) => ({
    travellerId: `T${i + 1}`,
    travellerName: t.travellerName,
    travellerType: t.travellerType,
    memberId: t.memberId ?? null,
    passengerId: t.passengerId ?? null,
  }));
  const refOf = (ref: string, gi: number, ri: number): string => {
    const byIndex = /^\d+$/.test(ref) ? travellers[Number(ref)] : undefined;
    const found = byIndex ?? travellers.find((t) => t.travellerId === ref || t.memberId === ref || t.passengerId === ref);
    if (!found) throw new ParamError([{ path: `itineraryGroupList.${gi}.travellerIdList.${ri}`, code: 'custom', message: 'validation.invalid' }]);
    return found.travellerId;
  };
  let trip = 0;
  const groups: StoredGroup[] = input.itineraryGroupList.map((g, gi) => ({
    groupId: `G${gi + 1}`,
    travellerIdList: g.travellerIdList.length ? [...new Set(g.travellerIdList.map((r, ri) => refOf(r, gi, ri)))] : travellers.map((t) => t.travellerId),
    itineraryList: g.itineraryList.map((l) => ({
      tripId: `${++trip}`,
      departureCityId: l.departureCityId,
      arriveCityId: l.arriveCityId,
      beginDate: l.beginDate,
      endDate: l.endDate,
      addAttrList: l.addAttrList.map((a) => ({ ...a })),
    })),
  }));
  const destinations: StoredDestination[] = [];
  for (const leg of groups.flatMap((g) => g.itineraryList)) {
    const existing = destinations.find((d) => d.cityId === leg.arriveCityId);
    if (existing) {
      if (leg.beginDate < existing.beginDate) existing.beginDate = leg.beginDate;
      if (leg.endDate > existing.endDate) existing.endDate = leg.endDate;
      continue;
    }
    const city = cities.get(leg.arriveCityId)!;
    destinations.push({ destinationId: `D${destinations.length + 1}`, cityId: city.cityId, countryId: city.countryId, beginDate: leg.beginDate, endDate: leg.endDate });
  }
  const legs = groups.flatMap((g) => g.itineraryList);
  return {
    travellers,
    groups,
    destinations,
    beginDate: legs.reduce((m, l) => (l.beginDate < m ? l.beginDate : m), legs[0]!.beginDate),
    endDate: legs.reduce((m, l) => (l.endDate > m ? l.endDate : m), legs[0]!.endDate),
  };
}
