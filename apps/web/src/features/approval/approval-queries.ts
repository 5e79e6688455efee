import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  delegateDeleteCall,
  delegateListCall,
  delegateSaveCall,
  taskApproveCall,
  taskListCall,
  taskRejectCall,
} from '@travel/contracts/approval/approval';
import type { CallInput } from '@travel/contracts/platform/define-call';
import { callApi } from '../../lib/api-client';

export const TASK_PAGE_SIZE = 10;

export function useApprovalTasks(status: 'PENDING' | 'DONE', pageIndex: number) {
  return useQuery({
    queryKey: ['approval-tasks', status, pageIndex],
    queryFn: () => callApi(taskListCall, { status, pageIndex, pageSize: TASK_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

/** Approve or reject; afterwards the inbox, the requests and the notifications are fetched again. */
export function useDecideTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: { decision: 'approve' | 'reject'; taskId: string; comment?: string; idempotencyKey: string }) =>
      args.decision === 'approve'
        ? callApi(taskApproveCall, { taskId: args.taskId, ...(args.comment ? { comment: args.comment } : {}) }, { idempotencyKey: args.idempotencyKey })
        : callApi(taskRejectCall, { taskId: args.taskId, comment: args.comment ?? '' }, { idempotencyKey: args.idempotencyKey }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['approval-tasks'] }),
        queryClient.invalidateQueries({ queryKey: ['travel-requests'] }),
        queryClient.invalidateQueries({ queryKey: ['notifications'] }),
      ]),
  });
}

export function useDelegates() {
  return useQuery({ queryKey: ['delegates'], queryFn: () => callApi(delegateListCall, {}), select: (data) => data.list });
}

export function useSaveDelegate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: { input: CallInput<typeof delegateSaveCall>; idempotencyKey: string }) => callApi(delegateSaveCall, args.input, { idempotencyKey: args.idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['delegates'] }),
  });
}

export function useDeleteDelegate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (delegateId: string) => callApi(delegateDeleteCall, { delegateId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['delegates'] }),
  });
}
