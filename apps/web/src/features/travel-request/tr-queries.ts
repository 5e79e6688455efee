import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cityHotCall } from '@travel/contracts/common/reference';
import { passengerFuzzyQueryCall } from '@travel/contracts/member/passenger';
import { exceedApplySubmitCall, matchFlowCall, projectDetailCall } from '@travel/contracts/approval/approval';
import { trCancelCall, trCreateCall, trDetailCall, trListCall, type TrStatus } from '@travel/contracts/travel-request/travel-request';
import type { CallInput } from '@travel/contracts/platform/define-call';
import { callApi } from '../../lib/api-client';

export const TR_PAGE_SIZE = 10;

export function useTravelRequests(params: { status?: TrStatus; keyword?: string; pageIndex: number }) {
  return useQuery({
    queryKey: ['travel-requests', 'list', params],
    queryFn: () =>
      callApi(trListCall, {
        pageIndex: params.pageIndex,
        pageSize: TR_PAGE_SIZE,
        ...(params.status ? { status: params.status } : {}),
        ...(params.keyword ? { keyword: params.keyword } : {}),
      }),
    placeholderData: keepPreviousData,
  });
}

export function useTravelRequest(travelNO: string) {
  return useQuery({ queryKey: ['travel-requests', 'detail', travelNO], queryFn: () => callApi(trDetailCall, { travelNO }) });
}

export function useCreateTravelRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: { input: CallInput<typeof trCreateCall>; idempotencyKey: string }) => callApi(trCreateCall, args.input, { idempotencyKey: args.idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['travel-requests'] }),
  });
}

export function useCancelTravelRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof trCancelCall>) => callApi(trCancelCall, input),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['travel-requests'] }), queryClient.invalidateQueries({ queryKey: ['approval-tasks'] })]),
  });
}

export function useSubmitExceedApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: { input: CallInput<typeof exceedApplySubmitCall>; idempotencyKey: string }) =>
      callApi(exceedApplySubmitCall, args.input, { idempotencyKey: args.idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['travel-requests'] }),
  });
}

export function useProjects(keyword: string) {
  return useQuery({
    queryKey: ['projects', keyword],
    queryFn: () => callApi(projectDetailCall, keyword ? { keyword } : {}),
    select: (data) => data.list,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

/** Who a travel request would go to: the flow that matches and each level's approvers. */
export function useMatchFlow(input: CallInput<typeof matchFlowCall>) {
  return useQuery({ queryKey: ['match-flow', input], queryFn: () => callApi(matchFlowCall, input), placeholderData: keepPreviousData });
}
