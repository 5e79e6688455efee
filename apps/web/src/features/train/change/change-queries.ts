import { useEffect } from 'react';
import { keepPreviousData, useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import type { CallInput } from '@travel/contracts/platform/define-call';
import {
  changeDetailCall,
  changeFirstTripCall,
  changeHistoryCall,
  changeInfoConfirmCall,
  changeProductVerifyCall,
  changeQuoteCall,
  type ChangeTrip,
} from '@travel/contracts/train/change';
import { nextTripCall } from '@travel/contracts/train/search';
import { TrainError, trainPriceChangedDataSchema } from '@travel/contracts/train/errors';
import { callApi } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import type { FirstTripPage, SearchPage } from '../train-queries';
import { isChangeProcessing } from './change-logic';

/** Polling interval of a change being issued (the job runner takes it within a few seconds). */
export const CHANGE_POLL_MS = 3000;

export type ChangeSearchInput = CallInput<typeof changeFirstTripCall>;
type PageParam = { searchId: string; pageIndex: number } | null;

/** A change search: the first page from change/search/first_trip, the further pages with next_trip one after another. */
export function useChangeSearch(input: ChangeSearchInput | null) {
  const query = useInfiniteQuery<SearchPage | FirstTripPage, Error, InfiniteData<SearchPage | FirstTripPage, PageParam>, unknown[], PageParam>({
    queryKey: ['train', 'change-search', input],
    queryFn: ({ pageParam, signal }) =>
      pageParam === null ? callApi(changeFirstTripCall, input!, { signal }) : callApi(nextTripCall, pageParam, { signal }),
    initialPageParam: null,
    getNextPageParam: (last) => (last.finish ? undefined : { searchId: last.searchId, pageIndex: last.pageIndex + 1 }),
    enabled: input !== null,
    staleTime: 60_000,
    gcTime: 5 * 60_000,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const { hasNextPage, isFetching, isFetchingNextPage, isError, fetchNextPage } = query;
  useEffect(() => {
    if (hasNextPage && !isFetching && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetching, isFetchingNextPage, isError, fetchNextPage]);
  const pages = query.data?.pages ?? [];
  return { query, itineraries: pages.flatMap((p) => p.itineraryList), finished: pages.length > 0 && !hasNextPage };
}

export interface ChangePick {
  trip: ChangeTrip;
  /** the fare the traveller saw */
  price: { amount: number; currency: string } | undefined;
}

/**
 * Verify and quote of a new train for these tickets: verify first (a moved fare is noted, not fatal: the quote uses the
 * current one), then the quote; asked again whenever the tickets or the train change (the previous one shown meanwhile).
 */
export function useChangeQuote(orderId: string, ticketIds: string[], pick: ChangePick | null) {
  return useQuery({
    queryKey: ['train', 'change-quote', orderId, ticketIds, pick],
    queryFn: async () => {
      let priceChanged: { amount: number; currency: string } | null = null;
      try {
        await callApi(changeProductVerifyCall, { orderId, ticketIdList: ticketIds, trip: { ...pick!.trip, price: pick!.price } });
      } catch (e) {
        if (!isApiError(e, TrainError.PRICE_CHANGED)) throw e;
        const data = trainPriceChangedDataSchema.safeParse(e.data);
        priceChanged = data.success && 'price' in data.data ? data.data.price : null;
      }
      const quote = await callApi(changeQuoteCall, { orderId, ticketIdList: ticketIds, trip: pick!.trip });
      return { ...quote, priceChanged, receivedAt: Date.now() };
    },
    enabled: orderId !== '' && ticketIds.length > 0 && pick !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

export function useChangeDetail(orderId: string, changeId: string) {
  return useQuery({
    queryKey: ['train', 'change', orderId, changeId],
    queryFn: () => callApi(changeDetailCall, { orderId, changeId }),
    enabled: orderId !== '' && changeId !== '',
    refetchInterval: (query) => (isChangeProcessing(query.state.data?.changeOrder.changeOrderStatus) ? CHANGE_POLL_MS : false),
  });
}

/** What the traveller confirms (asked while the change waits for confirmation): the deadline and changeAfterDeparture. */
export function useChangeInfo(orderId: string, changeId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['train', 'change-info', orderId, changeId],
    queryFn: () => callApi(changeInfoConfirmCall, { orderId, changeId }),
    enabled: enabled && orderId !== '' && changeId !== '',
  });
}

export function useChangeHistory(orderId: string) {
  return useQuery({
    queryKey: ['train', 'change-history', orderId],
    queryFn: () => callApi(changeHistoryCall, { orderId }),
    enabled: orderId !== '',
    refetchInterval: (query) => (query.state.data?.list.some((c) => isChangeProcessing(c.changeOrderStatus)) ? CHANGE_POLL_MS : false),
  });
}
