import { useMemo } from 'react';
import { useQueries } from '@tanstack/react-query';
import { trainStationMatchCall } from '@travel/contracts/train/stations';
import type { TravelRequest } from '@travel/contracts/travel-request/travel-request';
import { callApi } from '../../lib/api-client';
import { legCityNames } from '../../widgets/travel-request/travel-request-choice';
import type { TrainPlace } from './search-params';
import { railwayCity, requestPlaces, type RequestPlaces } from './tr-places';

/**
 * The railway places of a request: each city of its legs looked up with train/station/match by its name (the same
 * reference names on both sides). `ready` once every lookup answered.
 */
export function useRequestPlaces(tr: TravelRequest | undefined): RequestPlaces & { ready: boolean } {
  const names = useMemo(() => (tr ? legCityNames(tr) : []), [tr]);
  const matches = useQueries({
    queries: names.map((name) => {
      const keyword = name.slice(0, 30);
      return {
        queryKey: ['train', 'station-match', keyword],
        queryFn: () => callApi(trainStationMatchCall, { keyword, limit: 20 }),
        staleTime: 5 * 60_000,
      };
    }),
    combine: (results) => results.map((r) => (r.isPending ? undefined : (r.data?.list ?? null))),
  });
  const key = JSON.stringify(matches);
  return useMemo(() => {
    if (!tr) return { choices: [], firstLeg: null, ready: false };
    const byName = new Map(names.map((name, i) => [name, matches[i]]));
    const cityOf = (name: string): TrainPlace | null | undefined => {
      const found = byName.get(name.trim());
      return found === undefined ? undefined : found === null ? null : railwayCity(name, found);
    };
    return { ...requestPlaces(tr, cityOf), ready: matches.every((m) => m !== undefined) };
    // `key` stands for the lookups' answers (a new array on every render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tr, names, key]);
}
