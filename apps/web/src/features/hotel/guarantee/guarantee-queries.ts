import { useQuery } from '@tanstack/react-query';
import { listGuaranteeTypeCall } from '@travel/contracts/hotel/guarantee';
import { callApi } from '../../../lib/api-client';

export const guaranteeInfoKey = (orderId: string) => ['hotel', 'guarantee', orderId] as const;

/** How the order is guaranteed and what is at stake, read fresh on each visit (the deadline counts from the answer). */
export function useGuaranteeInfo(orderId: string) {
  return useQuery({
    queryKey: guaranteeInfoKey(orderId),
    queryFn: () => callApi(listGuaranteeTypeCall, { orderId }),
    enabled: orderId !== '',
    staleTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
