import { useQuery, useQueryClient } from '@tanstack/react-query';
import { railLoginStatusCall, railPassengerQueryCall, type RailAccountStatus } from '@travel/contracts/train/account';
import { callApi } from '../../../lib/api-client';

export const RAIL_STATUS_KEY = ['rail-account', 'status'] as const;
export const RAIL_PASSENGERS_KEY = ['rail-account', 'passengers'] as const;

export function useRailAccountStatus() {
  return useQuery({ queryKey: RAIL_STATUS_KEY, queryFn: () => callApi(railLoginStatusCall, {}) });
}

export function useRailPassengers(enabled: boolean) {
  return useQuery({ queryKey: RAIL_PASSENGERS_KEY, queryFn: () => callApi(railPassengerQueryCall, {}), enabled });
}

/** After a call that answers the status: show it at once, and read the passengers again. */
export function useStatusUpdate() {
  const queryClient = useQueryClient();
  return (status: RailAccountStatus) => {
    queryClient.setQueryData(RAIL_STATUS_KEY, status);
    void queryClient.invalidateQueries({ queryKey: RAIL_PASSENGERS_KEY });
  };
}
