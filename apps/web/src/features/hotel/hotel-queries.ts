import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { destinationAssociationCall, queryAssociationCall, queryHotCall } from '@travel/contracts/hotel/association';
import { hotelSearchCall, nearbyRecommendCall, officeZoneListCall, priceConditionListCall, searchConditionListCall, specialRecommendCall } from '@travel/contracts/hotel/search';
import { hotelGetCall } from '@travel/contracts/hotel/detail';
import { rateplanListCall } from '@travel/contracts/hotel/rateplan';
import { commentListCall, commentTagListCall } from '@travel/contracts/hotel/comment';
import { browseHistoryListCall, favoriteListCall, favoriteOperateCall, FAVORITE_OPERATION } from '@travel/contracts/hotel/favorite';
import { trHotelListAvailableCall } from '@travel/contracts/travel-request/travel-request';
import { mapConfigCall } from '@travel/contracts/common/map';
import type { CallInput, CallOutput } from '@travel/contracts/platform/define-call';
import { callApi } from '../../lib/api-client';

const MINUTE = 60_000;

/** Where map tiles come from (null tileUrl: the plain plot). */
export type MapTiles = CallOutput<typeof mapConfigCall>;

/** The server's map tile setting, read once a session (it changes only with a restart). */
export function useMapTiles() {
  return useQuery({ queryKey: ['common', 'map-config'], queryFn: () => callApi(mapConfigCall, {}), staleTime: Infinity });
}

/** Destinations matching what was typed (nothing is asked for an empty query). */
export function useDestinationAssociation(query: string, travelType: 0 | 1) {
  const q = query.trim().slice(0, 50);
  return useQuery({
    queryKey: ['hotel', 'destination', q, travelType],
    queryFn: () => callApi(destinationAssociationCall, { query: q, travelType, size: 20 }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 5 * MINUTE,
  });
}

/** A city's popular places to search near. */
export function useHotWords(cityId: string | null) {
  return useQuery({
    queryKey: ['hotel', 'hot', cityId],
    queryFn: () => callApi(queryHotCall, { cityId: cityId!, size: 12 }),
    enabled: Boolean(cityId),
    staleTime: 30 * MINUTE,
  });
}

/** The enterprise's office zones in a city (a company has a handful per city: one page holds them). */
export function useOfficeZones(cityId: string | null) {
  return useQuery({
    queryKey: ['hotel', 'office-zones', cityId],
    queryFn: () => callApi(officeZoneListCall, { cityId: cityId!, pageIndex: 1, pageSize: 50 }),
    enabled: Boolean(cityId),
    staleTime: 30 * MINUTE,
  });
}

/** Keyword suggestions inside one city. */
export function useKeywordAssociation(cityId: string | null, query: string) {
  const q = query.trim().slice(0, 50);
  return useQuery({
    queryKey: ['hotel', 'keyword', cityId, q],
    queryFn: () => callApi(queryAssociationCall, { cityId: cityId!, query: q, size: 10 }),
    enabled: Boolean(cityId) && q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 5 * MINUTE,
  });
}

/** The approved travel requests under which hotels of this city may be booked for these dates. */
export function useHotelTravelRequests(input: { cityId: string; checkinDate: string; checkoutDate: string } | null) {
  return useQuery({
    queryKey: ['hotel', 'tr-available', input],
    queryFn: () => callApi(trHotelListAvailableCall, input!),
    enabled: input !== null,
    staleTime: MINUTE,
  });
}

/** One page of a hotel search. */
export function useHotelSearch(input: CallInput<typeof hotelSearchCall> | null) {
  return useQuery({
    queryKey: ['hotel', 'search', input],
    queryFn: ({ signal }) => callApi(hotelSearchCall, input!, { signal }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    staleTime: MINUTE,
    retry: false,
  });
}

export function useSearchConditions(cityId: string | null) {
  return useQuery({
    queryKey: ['hotel', 'conditions', cityId],
    queryFn: () => callApi(searchConditionListCall, { cityId: cityId! }),
    enabled: Boolean(cityId),
    staleTime: 30 * MINUTE,
  });
}

export function usePriceTags(input: CallInput<typeof priceConditionListCall> | null) {
  return useQuery({
    queryKey: ['hotel', 'price-tags', input],
    queryFn: () => callApi(priceConditionListCall, input!),
    enabled: input !== null,
    staleTime: 10 * MINUTE,
  });
}

/** A hotel's content; hotel/get records the view in the browse history, so it is asked once per visit. */
export function useHotelDetail(hotelId: string) {
  return useQuery({
    queryKey: ['hotel', 'detail', hotelId],
    queryFn: () => callApi(hotelGetCall, { hotelId }),
    staleTime: 10 * MINUTE,
    retry: false,
  });
}

export function useRatePlans(input: CallInput<typeof rateplanListCall> | null) {
  return useQuery({
    queryKey: ['hotel', 'rateplans', input],
    queryFn: ({ signal }) => callApi(rateplanListCall, input!, { signal }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    staleTime: MINUTE,
    retry: false,
  });
}

export function useComments(input: CallInput<typeof commentListCall>) {
  return useQuery({
    queryKey: ['hotel', 'comments', input],
    queryFn: () => callApi(commentListCall, input),
    placeholderData: keepPreviousData,
    staleTime: 5 * MINUTE,
  });
}

export function useCommentTags(hotelId: string) {
  return useQuery({ queryKey: ['hotel', 'comment-tags', hotelId], queryFn: () => callApi(commentTagListCall, { hotelId }), staleTime: 10 * MINUTE });
}

export function useNearbyHotels(input: CallInput<typeof nearbyRecommendCall> | null) {
  return useQuery({ queryKey: ['hotel', 'nearby', input], queryFn: () => callApi(nearbyRecommendCall, input!), enabled: input !== null, staleTime: 5 * MINUTE });
}

export function usePreferredHotels(input: CallInput<typeof specialRecommendCall> | null) {
  return useQuery({ queryKey: ['hotel', 'special', input], queryFn: () => callApi(specialRecommendCall, input!), enabled: input !== null, staleTime: 5 * MINUTE });
}

export function useFavoriteList(pageIndex: number) {
  return useQuery({
    queryKey: ['hotel', 'favorites', pageIndex],
    queryFn: () => callApi(favoriteListCall, { pageIndex, pageSize: 30 }),
    placeholderData: keepPreviousData,
  });
}

export function useBrowseHistory() {
  return useQuery({ queryKey: ['hotel', 'history'], queryFn: () => callApi(browseHistoryListCall, { size: 50 }) });
}

/** Adds a hotel to the favourites or removes it; every list showing hearts is read again. */
export function useFavoriteToggle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { hotelId: string; favorite: boolean }) =>
      callApi(favoriteOperateCall, { hotelId: v.hotelId, operation: v.favorite ? FAVORITE_OPERATION.ADD : FAVORITE_OPERATION.DELETE }),
    onSuccess: (answer, v) => {
      // The detail is not asked again: hotel/get would record another view in the browse history.
      client.setQueryData(['hotel', 'detail', v.hotelId], (d: { favorite: boolean } | undefined) => (d ? { ...d, favorite: answer.favorite } : d));
      void client.invalidateQueries({ queryKey: ['hotel'], predicate: (q) => q.queryKey[1] !== 'detail' });
    },
  });
}
