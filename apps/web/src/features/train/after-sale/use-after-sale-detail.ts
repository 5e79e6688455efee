import { useEffect, useRef, useState } from 'react';
import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-error';
import type { AfterSaleKind } from './after-sale-logic';

/**
 * The detail page of a refund or change. Each status seen (submitted, worked on, settled): the order and its history,
 * cached from before, are read again when next shown. `act` runs a cancel or confirm: `busy` meanwhile, an error told in
 * a message, and everything of train read again after.
 */
export function useAfterSaleDetail(kind: AfterSaleKind, orderId: string, status: string | undefined) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const seenStatus = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (status === undefined || seenStatus.current === status) return;
    seenStatus.current = status;
    void queryClient.invalidateQueries({ queryKey: ['train', 'order', orderId] });
    void queryClient.invalidateQueries({ queryKey: ['train', `${kind}-history`, orderId] });
  }, [kind, status, orderId, queryClient]);

  const act = async <T>(fn: () => Promise<T>): Promise<T | undefined> => {
    setBusy(true);
    try {
      return await fn();
    } catch (e) {
      void message.error(isApiError(e) ? e.description || e.resultCode : String(e));
      return undefined;
    } finally {
      await queryClient.invalidateQueries({ queryKey: ['train'] });
      setBusy(false);
    }
  };

  return { busy, act };
}
