import { useCallback } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

/**
 * The address's search params, with a change built on the address as it is now. The router renders a new address in a
 * transition, so a click can reach a render that has not caught up yet: a change built on that render's params would
 * quietly drop the change before it (a filter lost to the sort clicked right after it).
 */
export function useAddressParams() {
  const [params, setParams] = useSearchParams();
  const change = useCallback(
    (next: (now: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => setParams(next(new URLSearchParams(window.location.search)), options),
    [setParams],
  );
  return [params, change] as const;
}
