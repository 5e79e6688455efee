import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { invoiceDetailCall, invoiceTitleSearchCall } from '@travel/contracts/invoice/invoice';
import type { Product } from '@travel/contracts/platform/products';
import { callApi } from '../../lib/api-client';
import { revealMasked } from '../member/member-queries';

/** Waits this long after the last key before searching titles. */
const TYPE_AHEAD_MS = 250;

/** The caller's enterprise's invoice titles containing the typed text (all when empty), searched as the user pauses. */
export function useInvoiceTitles(text: string) {
  const [query, setQuery] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), TYPE_AHEAD_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return useQuery({ queryKey: ['invoice', 'titles', query], queryFn: () => callApi(invoiceTitleSearchCall, { companyName: query }), placeholderData: (previous) => previous });
}

/** The order's invoice (its facts and mails), read fresh each time the view opens. */
export function useInvoiceDetail(orderId: string, productType: Product) {
  return useQuery({ queryKey: ['invoice', 'detail', productType, orderId], queryFn: () => callApi(invoiceDetailCall, { orderId, productType }), staleTime: 0, gcTime: 0, retry: false });
}

/** The member's own email, revealed (checked and audited by the server) to prefill where the invoice goes; '' when none. */
export function useOwnEmail(): string | undefined {
  const own = useQuery({ queryKey: ['invoice', 'own-email'], queryFn: async () => (await revealMasked({ targetType: 'SELF', fieldType: 'EMAIL' }).catch(() => null)) ?? '', staleTime: 5 * 60_000 });
  return own.data;
}
