import { useQuery } from '@tanstack/react-query';
import { modifyInfoQueryCall, modifyTypeCheckCall } from '@travel/contracts/hotel/modify';
import { cancelInfoGetCall, orderGetCall, orderHistoryListCall, type HotelOrder } from '@travel/contracts/hotel/order';
import { INVOICE_STATUS } from '@travel/contracts/invoice/invoice';
import { viewMaskDataCall } from '@travel/contracts/hotel/view-mask-data';
import { callApi, type BackOfficeScope } from '../../../lib/api-client';
import { orderPollMs } from './order-view';
import { useOrderScope } from './order-scope';

const INVOICE_POLL_MS = 2000;
const invoiceIssuing = (o: HotelOrder | undefined) => o?.orderOperateInfo.invoiceStatus === INVOICE_STATUS.APPLIED || o?.orderOperateInfo.invoiceStatus === INVOICE_STATUS.ISSUED;

export const hotelOrderKey = (orderId: string, scope: BackOfficeScope | null = null) => ['hotel', 'order', orderId, scope?.memberId ?? null] as const;

/** A hotel order, read again while it waits for the hotel, a payment or an approval. */
export function useHotelOrder(orderId: string) {
  const scope = useOrderScope();
  return useQuery({
    queryKey: hotelOrderKey(orderId, scope),
    queryFn: () => callApi(orderGetCall, { orderId }, { backOffice: scope }),
    // An invoice being issued (status 1 or 2) is read again until its job has issued and mailed it.
    refetchInterval: (query) => orderPollMs(query.state.data?.baseInfo.orderStatusName) || (invoiceIssuing(query.state.data) ? INVOICE_POLL_MS : false),
    retry: false,
  });
}

/** What cancelling costs now: read fresh each time the cancel dialog opens (the penalty moves with the clock). */
export function useCancelInfo(orderId: string) {
  const scope = useOrderScope();
  return useQuery({
    queryKey: ['hotel', 'order-cancel-info', orderId, scope?.memberId ?? null],
    queryFn: () => callApi(cancelInfoGetCall, { orderId }, { backOffice: scope }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** The member's latest hotel orders, newest first. */
export function useHotelOrderHistory() {
  return useQuery({ queryKey: ['hotel', 'order-history'], queryFn: () => callApi(orderHistoryListCall, {}) });
}

/** Which modifications are open now, read fresh each time the modify dialog opens. */
export function useModifyTypes(orderId: string) {
  return useQuery({ queryKey: ['hotel', 'modify-types', orderId], queryFn: () => callApi(modifyTypeCheckCall, { orderId }), staleTime: 0, gcTime: 0, retry: false });
}

/** The early-checkout range, and for a chosen checkout what it changes in money. */
export function useModifyInfo(orderId: string, checkoutDate: string | null) {
  return useQuery({
    queryKey: ['hotel', 'modify-info', orderId, checkoutDate],
    queryFn: () => callApi(modifyInfoQueryCall, { orderId, ...(checkoutDate ? { checkoutDate } : {}) }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** The full value behind a mask key of the order (bff/view_mask_data: checked and audited; spec 7 gives it 10 s). */
export async function revealOrderMask(maskKey: string, scope: BackOfficeScope | null = null): Promise<string | null> {
  return (await callApi(viewMaskDataCall, { maskKey }, { timeoutMs: 10_000, backOffice: scope })).value;
}
