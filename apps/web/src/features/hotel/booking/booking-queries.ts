import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { orderCheckCall } from '@travel/contracts/hotel/order-check';
import { preCreateCall } from '@travel/contracts/hotel/order-create';
import { orderGetCall } from '@travel/contracts/hotel/order';
import { paymentDetailCall } from '@travel/contracts/payment/payment';
import type { CallInput } from '@travel/contracts/platform/define-call';
import { callApi } from '../../../lib/api-client';

/** order/check for the chosen plan: asked once per input (a continue changes the input), never again by itself. */
export function useOrderCheck(input: CallInput<typeof orderCheckCall> | null) {
  return useQuery({
    queryKey: ['hotel', 'order-check', input],
    queryFn: () => callApi(orderCheckCall, input!),
    enabled: input !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** The booking page's data for the rooms chosen (the previous answer shown while another count is read). */
export function usePreCreate(input: CallInput<typeof preCreateCall> | null) {
  return useQuery({
    queryKey: ['hotel', 'pre-create', input],
    queryFn: () => callApi(preCreateCall, input!),
    enabled: input !== null,
    retry: false,
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: false,
  });
}

export function useHotelOrder(orderId: string) {
  return useQuery({ queryKey: ['hotel', 'order', orderId], queryFn: () => callApi(orderGetCall, { orderId }), enabled: orderId !== '' });
}

export function usePayOrder(payOrderId: string | null) {
  return useQuery({
    queryKey: ['payment', payOrderId],
    queryFn: () => callApi(paymentDetailCall, { payOrderId: payOrderId! }),
    enabled: payOrderId !== null,
  });
}
