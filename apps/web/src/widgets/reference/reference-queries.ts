import { useQuery } from '@tanstack/react-query';
import { cityHotCall, countryListCall } from '@travel/contracts/common/reference';
import { callApi } from '../../lib/api-client';

/** Domestic and international cities (names in the UI's language), for the city pickers. */
export function useCities() {
  return useQuery({ queryKey: ['cities-hot'], queryFn: () => callApi(cityHotCall, { scope: 'ALL' }), select: (data) => data.list, staleTime: 30 * 60_000 });
}

/** Countries and regions (names are shown in the UI's language by the browser, see country-select). */
export function useCountries() {
  return useQuery({
    queryKey: ['country-list'],
    queryFn: () => callApi(countryListCall, {}),
    staleTime: Infinity,
    select: (data) => data.list,
  });
}
