import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mailOutboxCall, notificationListCall, notificationReadCall } from '@travel/contracts/notification/notification';
import { callApi } from '../../lib/api-client';

/** Polled every 30 s and on returning to the tab, so the bell's count stays fresh. */
export const NOTIFICATION_POLL_MS = 30_000;

export function useNotifications() {
  return useQuery({
    queryKey: ['notifications'],
    queryFn: () => callApi(notificationListCall, { pageIndex: 1, pageSize: 20 }),
    refetchInterval: NOTIFICATION_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 10_000,
    retry: false,
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notificationIds?: string[]) => callApi(notificationReadCall, notificationIds ? { notificationIds } : {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  });
}

export const MAIL_PAGE_SIZE = 20;

export function useMailOutbox(pageIndex: number, to: string) {
  return useQuery({
    queryKey: ['mail-outbox', pageIndex, to],
    queryFn: () => callApi(mailOutboxCall, { pageIndex, pageSize: MAIL_PAGE_SIZE, ...(to ? { to } : {}) }),
    placeholderData: keepPreviousData,
  });
}
