import { useQuery } from '@tanstack/react-query';
import type { CallInput } from '@travel/contracts/platform/define-call';
import { paymentDetailCall } from '@travel/contracts/payment/payment';
import { prebookDataCall, prebookFeeCall, trainTmcControlCall, type BookTrip } from '@travel/contracts/train/booking';
import { orderDetailCall, orderListCall, type OrderDetail } from '@travel/contracts/train/order';
import type { TrainOrderStatus } from '@travel/contracts/train/statuses';
import { callApi } from '../../../lib/api-client';

export function usePrebookData(tripList: BookTrip[] | null, passengerCount: number) {
  return useQuery({
    queryKey: ['train', 'prebook', tripList],
    queryFn: () => callApi(prebookDataCall, { tripList: tripList!, passengerCount: Math.max(1, Math.min(9, passengerCount)) }),
    enabled: tripList !== null,
    retry: false,
  });
}

export function usePrebookFee(input: CallInput<typeof prebookFeeCall> | null) {
  return useQuery({
    queryKey: ['train', 'prebook-fee', input],
    queryFn: () => callApi(prebookFeeCall, input!),
    enabled: input !== null,
    placeholderData: (previous) => previous,
    retry: false,
  });
}

export function useTmcControl(input: CallInput<typeof trainTmcControlCall> | null) {
  return useQuery({
    queryKey: ['train', 'tmc-control', input],
    queryFn: () => callApi(trainTmcControlCall, input!),
    enabled: input !== null,
    retry: false,
  });
}

/** One train order; `poll` answers how often (ms) to read it again in a status (and with the order read), or false not to. */
export function useTrainOrder(orderId: string, poll: (status: TrainOrderStatus | undefined, order: OrderDetail | undefined) => number | false) {
  return useQuery({
    queryKey: ['train', 'order', orderId],
    queryFn: () => callApi(orderDetailCall, { orderId }),
    refetchInterval: (query) => poll(query.state.data?.orderBaseInfo.bookOrderStatus, query.state.data),
  });
}

export function useTrainOrders(statusList: TrainOrderStatus[], pageIndex: number) {
  return useQuery({
    queryKey: ['train', 'orders', statusList, pageIndex],
    queryFn: () => callApi(orderListCall, { statusList, pageIndex, pageSize: 20 }),
    placeholderData: (previous) => previous,
  });
}

export function usePayOrder(payOrderId: string | null) {
  return useQuery({
    queryKey: ['payment', payOrderId],
    queryFn: () => callApi(paymentDetailCall, { payOrderId: payOrderId! }),
    enabled: payOrderId !== null,
  });
}
