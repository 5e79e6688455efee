import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { approverSearchCall, costCentreQueryCall } from '@travel/contracts/approval/approval';
import { violationReasonListCall } from '@travel/contracts/policy/standards';
import { callApi } from '../../lib/api-client';

export function useViolationReasons(violationType?: number, enabled = true) {
  return useQuery({
    queryKey: ['violation-reasons', violationType ?? 'all'],
    queryFn: () => callApi(violationReasonListCall, violationType ? { violationType } : {}),
    select: (data) => data.list,
    enabled,
  });
}

/** Colleagues who may approve or stand in (type-ahead; an empty keyword lists the first ones). */
export function useApprovers(keyword: string) {
  return useQuery({
    queryKey: ['approvers', keyword],
    queryFn: () => callApi(approverSearchCall, { keyword }),
    select: (data) => data.list,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useCostCentres() {
  return useQuery({ queryKey: ['cost-centres'], queryFn: () => callApi(costCentreQueryCall, {}), select: (data) => data.list, staleTime: 10 * 60_000 });
}
