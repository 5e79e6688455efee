import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { orderCenterListCall, waitingListCall } from '@travel/contracts/order-center/order-center';
import { callApi } from '../../lib/api-client';
import type { OrderProduct } from './order-products';

export const ORDERS_PAGE_SIZE = 20;

/** Every product's orders of the member, newest first, one page. */
export function useOrderCenterList(product: OrderProduct | null, pageIndex: number) {
  const input = { pageIndex, pageSize: ORDERS_PAGE_SIZE, ...(product ? { product } : {}) };
  return useQuery({ queryKey: ['order-center', 'list', input], queryFn: () => callApi(orderCenterListCall, input), placeholderData: keepPreviousData });
}

/** The member's orders waiting for them (to pay, to confirm), the most urgent first. */
export function useWaitingOrders() {
  return useQuery({ queryKey: ['order-center', 'waiting'], queryFn: () => callApi(waitingListCall, {}) });
}

/** The orders of the member the back office acts for (order_center/list's bg twin), newest first, one page. */
export function useBackOfficeOrderList(scope: { enterpriseId: string; memberId: string } | null, product: OrderProduct | null, pageIndex: number) {
  const input = { pageIndex, pageSize: ORDERS_PAGE_SIZE, ...(product ? { product } : {}) };
  return useQuery({
    queryKey: ['order-center', 'bg', scope, input],
    queryFn: () => callApi(orderCenterListCall, input, { backOffice: scope }),
    enabled: scope !== null,
    placeholderData: keepPreviousData,
  });
}
