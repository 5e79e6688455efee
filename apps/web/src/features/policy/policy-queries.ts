import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { companyConfigSaveCall, companyDetailCall, departmentQueryCall } from '@travel/contracts/member/company';
import { travelLevelQueryCall } from '@travel/contracts/member/user';
import { approvalConfigCall, approvalConfigSaveCall, approverSearchCall, costCentreQueryCall } from '@travel/contracts/approval/approval';
import { controlCall } from '@travel/contracts/policy/control';
import {
  travelStandardDeleteCall,
  travelStandardListCall,
  travelStandardQueryCall,
  travelStandardSaveCall,
  violationReasonDeleteCall,
  violationReasonListCall,
  violationReasonSaveCall,
} from '@travel/contracts/policy/standards';
import type { CallInput } from '@travel/contracts/platform/define-call';
import { callApi } from '../../lib/api-client';

type Keyed<I> = { input: I; idempotencyKey: string };

export function useTravelStandards() {
  return useQuery({ queryKey: ['travel-standards'], queryFn: () => callApi(travelStandardListCall, {}) });
}

export function useTravelLevels() {
  return useQuery({ queryKey: ['travel-levels'], queryFn: () => callApi(travelLevelQueryCall, {}), staleTime: 10 * 60_000 });
}

/** The standards that apply to the caller (or the given travellers). */
export function useMyStandards() {
  return useQuery({ queryKey: ['my-standards'], queryFn: () => callApi(travelStandardQueryCall, { travellers: [] }) });
}

export function useSaveTravelStandard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: Keyed<CallInput<typeof travelStandardSaveCall>>) => callApi(travelStandardSaveCall, args.input, { idempotencyKey: args.idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['travel-standards'] }),
  });
}

export function useDeleteTravelStandard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof travelStandardDeleteCall>) => callApi(travelStandardDeleteCall, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['travel-standards'] }),
  });
}

export function useSaveViolationReason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: Keyed<CallInput<typeof violationReasonSaveCall>>) => callApi(violationReasonSaveCall, args.input, { idempotencyKey: args.idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['violation-reasons'] }),
  });
}

export function useDeleteViolationReason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recordID: string) => callApi(violationReasonDeleteCall, { recordID }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['violation-reasons'] }),
  });
}

export function useCompanyDetail() {
  return useQuery({ queryKey: ['company-config'], queryFn: () => callApi(companyDetailCall, {}) });
}

export function useSaveCompanyConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: Keyed<CallInput<typeof companyConfigSaveCall>>) => callApi(companyConfigSaveCall, args.input, { idempotencyKey: args.idempotencyKey }),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: ['company-config'] }), queryClient.invalidateQueries({ queryKey: ['company-detail'] })]),
  });
}

export function useApprovalFlows() {
  return useQuery({ queryKey: ['approval-flows'], queryFn: () => callApi(approvalConfigCall, {}), select: (data) => data.flows });
}

export function useSaveApprovalFlow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: Keyed<CallInput<typeof approvalConfigSaveCall>>) => callApi(approvalConfigSaveCall, args.input, { idempotencyKey: args.idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['approval-flows'] }),
  });
}

export function useDepartments() {
  return useQuery({ queryKey: ['departments'], queryFn: () => callApi(departmentQueryCall, {}), select: (data) => data.list, staleTime: 10 * 60_000 });
}

export function useRunControl() {
  return useMutation({ mutationFn: (input: CallInput<typeof controlCall>) => callApi(controlCall, input) });
}
