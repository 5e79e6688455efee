import { useEffect, useMemo } from 'react';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, type InfiniteData } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CallInput, CallOutput } from '@travel/contracts/platform/define-call';
import { trainDateRangeCall } from '@travel/contracts/train/date-range';
import { firstTripCall, nextTripCall, preSearchVerifyCall, type firstTripOutputSchema, type searchPageSchema } from '@travel/contracts/train/search';
import { trainCityHotCall, trainStationMatchCall, trainTimeListCall } from '@travel/contracts/train/stations';
import { callApi } from '../../lib/api-client';
import { useOrderableTravelRequests } from '../../widgets/travel-request/travel-request-select';
import type { FirstTripInput } from './search-params';

/** The railway's busiest cities with their stations, for the station picker. */
export function useHotTrainCities() {
  return useQuery({ queryKey: ['train', 'hot-cities'], queryFn: () => callApi(trainCityHotCall, {}), select: (data) => data.list, staleTime: 30 * 60_000 });
}

/** Cities and stations matching what was typed (nothing is asked for an empty keyword). */
export function useStationMatch(keyword: string) {
  const trimmed = keyword.trim().slice(0, 30);
  return useQuery({
    queryKey: ['train', 'station-match', trimmed],
    queryFn: () => callApi(trainStationMatchCall, { keyword: trimmed, limit: 20 }),
    select: (data) => data.list,
    enabled: trimmed.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

/** The bookable dates: on sale now, and presale dates beyond them. */
export function useTrainDateRange(input: CallInput<typeof trainDateRangeCall>) {
  return useQuery({ queryKey: ['train', 'date-range', input], queryFn: () => callApi(trainDateRangeCall, input), staleTime: 5 * 60_000 });
}

/** train/pre_search/verify: answers ItrainTrading.1518 (with the regrouped list) when a type does not fit an age. */
export function useVerifyPassengers() {
  return useMutation({ mutationFn: (input: CallInput<typeof preSearchVerifyCall>) => callApi(preSearchVerifyCall, input) });
}

export type FirstTripPage = z.output<typeof firstTripOutputSchema>;
export type SearchPage = z.output<typeof searchPageSchema>;
type PageParam = { searchId: string; pageIndex: number } | null;

/**
 * A train search: first_trip answers the first page (with the counts and the station filter options), then the
 * further pages are asked for one after another with next_trip until the search is finished. Changing the sort or a
 * filter is a new search (a new key).
 */
export function useTrainSearch(input: FirstTripInput | null) {
  const query = useInfiniteQuery<SearchPage | FirstTripPage, Error, InfiniteData<SearchPage | FirstTripPage, PageParam>, unknown[], PageParam>({
    queryKey: ['train', 'search', input],
    queryFn: ({ pageParam, signal }) =>
      pageParam === null ? callApi(firstTripCall, input as FirstTripInput, { signal }) : callApi(nextTripCall, pageParam, { signal }),
    initialPageParam: null,
    getNextPageParam: (last) => (last.finish ? undefined : { searchId: last.searchId, pageIndex: last.pageIndex + 1 }),
    enabled: input !== null,
    // Seat counts age; a search is asked again when it is opened again, not on every focus.
    staleTime: 60_000,
    gcTime: 5 * 60_000,
    retry: false,
  });
  const { hasNextPage, isFetchingNextPage, isFetching, isError, fetchNextPage } = query;
  useEffect(() => {
    if (hasNextPage && !isFetching && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetching, isFetchingNextPage, isError, fetchNextPage]);
  const pages = query.data?.pages ?? [];
  const first = pages[0] as FirstTripPage | undefined;
  return {
    query,
    first,
    itineraries: pages.flatMap((p) => p.itineraryList),
    totalSize: pages.at(-1)?.totalSize ?? first?.totalSize ?? 0,
    finished: first !== undefined && !hasNextPage,
  };
}

export type TimeList = CallOutput<typeof trainTimeListCall>;

/** A train's stops, those of the traveller's section marked (asked when the stop list opens). */
export function useTimeList(input: CallInput<typeof trainTimeListCall> | null) {
  return useQuery({
    queryKey: ['train', 'time-list', input],
    queryFn: () => callApi(trainTimeListCall, input!),
    enabled: input !== null,
    staleTime: 30 * 60_000,
  });
}

/** The approved travel requests trains can be booked under now: the shared picker's list, over the railway's bookable dates. */
export function useTrainTravelRequests(enabled: boolean) {
  const range = useTrainDateRange({ travelType: 'BUSINESS' });
  const bookable = useMemo(() => {
    if (!range.data) return undefined;
    const dates = [...range.data.saleDateList, ...range.data.preSaleDateList].sort();
    return dates.length > 0 ? { begin: dates[0]!, end: dates.at(-1)! } : null;
  }, [range.data]);
  return useOrderableTravelRequests({ product: 'TRAIN', enabled, bookable });
}
