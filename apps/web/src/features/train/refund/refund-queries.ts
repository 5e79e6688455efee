import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { refundDetailCall, refundHistoryCall, refundQuoteCall } from '@travel/contracts/train/refund';
import { callApi } from '../../../lib/api-client';
import { isRefundProcessing } from './refund-logic';

/** Polling interval of a refund being processed (the job runner takes it within a few seconds). */
export const REFUND_POLL_MS = 3000;

/** A quote for exactly these tickets; asked again whenever the selection changes (the previous one shown meanwhile). */
export function useRefundQuote(orderId: string, ticketIds: string[]) {
  return useQuery({
    queryKey: ['train', 'refund-quote', orderId, ticketIds],
    queryFn: async () => ({ ...(await callApi(refundQuoteCall, { orderId, ticketIdList: ticketIds })), receivedAt: Date.now() }),
    enabled: orderId !== '' && ticketIds.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

export function useRefundDetail(orderId: string, refundId: string) {
  return useQuery({
    queryKey: ['train', 'refund', orderId, refundId],
    queryFn: () => callApi(refundDetailCall, { orderId, refundId }),
    enabled: orderId !== '' && refundId !== '',
    refetchInterval: (query) => (isRefundProcessing(query.state.data?.refundOrder.refundStatus) ? REFUND_POLL_MS : false),
  });
}

export function useRefundHistory(orderId: string) {
  return useQuery({
    queryKey: ['train', 'refund-history', orderId],
    queryFn: () => callApi(refundHistoryCall, { orderId }),
    enabled: orderId !== '',
    refetchInterval: (query) => (query.state.data?.list.some((r) => isRefundProcessing(r.refundStatus)) ? REFUND_POLL_MS : false),
  });
}
