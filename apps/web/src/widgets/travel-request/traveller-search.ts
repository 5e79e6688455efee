import { useQuery } from '@tanstack/react-query';
import { passengerFuzzyQueryCall } from '@travel/contracts/member/passenger';
import { callApi } from '../../lib/api-client';

/** Colleagues and saved passengers matching a keyword (nothing is asked for an empty keyword). */
export function useTravellerSearch(keyword: string) {
  const trimmed = keyword.trim();
  return useQuery({
    queryKey: ['traveller-search', trimmed],
    queryFn: () => callApi(passengerFuzzyQueryCall, { keyword: trimmed, limit: 20 }),
    select: (data) => data.list,
    enabled: trimmed.length > 0,
    staleTime: 60_000,
  });
}
