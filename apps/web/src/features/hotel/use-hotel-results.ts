import { useMemo } from 'react';
import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { CallOutput } from '@travel/contracts/platform/define-call';
import { hotelSearchCall } from '@travel/contracts/hotel/search';
import { callApi } from '../../lib/api-client';
import { toHotelSearchInput, type HotelSearchState } from './hotel-params';
import { useHotelSearch } from './hotel-queries';

type SearchPage = CallOutput<typeof hotelSearchCall>;
type PageParam = { pageIndex: number; shown: string[] };

/**
 * The hotels of a search. Desktops show the address's page (pageIndex); phones load more below, one page after the
 * other, each asked with the hotels already shown (deduplicationList) so a list that shifted meanwhile repeats none.
 */
export function useHotelResults(state: HotelSearchState, loadMore: boolean) {
  const pageInput = useMemo(() => (loadMore ? null : toHotelSearchInput(state)), [state, loadMore]);
  const firstInput = useMemo(() => (loadMore ? toHotelSearchInput({ ...state, page: 1 }) : null), [state, loadMore]);
  const paged = useHotelSearch(pageInput);
  const more = useInfiniteQuery<SearchPage, Error, InfiniteData<SearchPage, PageParam>, unknown[], PageParam>({
    queryKey: ['hotel', 'search-more', firstInput],
    queryFn: ({ pageParam, signal }) => callApi(hotelSearchCall, toHotelSearchInput({ ...state, page: 1 }, pageParam.pageIndex, pageParam.shown)!, { signal }),
    initialPageParam: { pageIndex: 1, shown: [] },
    getNextPageParam: (last, all) =>
      last.pageIndex < last.totalPages ? { pageIndex: last.pageIndex + 1, shown: all.flatMap((p) => p.hotelInfoList.map((h) => h.hotelId)).slice(0, 1000) } : undefined,
    enabled: firstInput !== null,
    staleTime: 60_000,
    retry: false,
  });
  const pages = loadMore ? (more.data?.pages ?? []) : paged.data ? [paged.data] : [];
  const first = pages[0];
  const query = loadMore ? more : paged;
  return {
    first,
    hotels: pages.flatMap((p) => p.hotelInfoList),
    recommend: first?.recommendHotelInfoList ?? [],
    isPending: query.isPending,
    isFetching: query.isFetching,
    isError: query.isError,
    error: query.error,
    refetch: () => void query.refetch(),
    hasMore: loadMore && more.hasNextPage,
    fetchMore: () => void more.fetchNextPage(),
    isFetchingMore: more.isFetchingNextPage,
  };
}
