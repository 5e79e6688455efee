import { useQuery } from '@tanstack/react-query';
import { passengerListCall } from '@travel/contracts/member/passenger';
import { viewMaskCall } from '@travel/contracts/member/view-mask';
import type { CallInput } from '@travel/contracts/platform/define-call';
import { callApi } from '../../lib/api-client';

export const PASSENGER_PAGE_SIZE = 20;

export function usePassengers(pageIndex: number) {
  return useQuery({
    queryKey: ['passengers', pageIndex],
    queryFn: () => callApi(passengerListCall, { pageIndex, pageSize: PASSENGER_PAGE_SIZE }),
    placeholderData: (previous) => previous,
  });
}

export type MaskTarget = CallInput<typeof viewMaskCall>;

/** Reveals one masked value through member/view_mask (checked and audited by the server). */
export async function revealMasked(target: MaskTarget): Promise<string | null> {
  const { fieldValue } = await callApi(viewMaskCall, target);
  return fieldValue;
}
