import { useEffect, useRef, type ReactNode } from 'react';
import { Card } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AfterSaleKind } from './after-sale-logic';
import './after-sale.css';

/**
 * An order's refunds or changes (`refund-history`, `change-history`), each drawn by `renderItem` (a row with the class
 * `after-sale-history-item`); nothing while there are none. `processing`: one of them is being worked on (its query polls
 * meanwhile); when none is any more, the order is read again so that its tickets show their new status.
 */
export function AfterSaleHistoryCard<T>({ kind, orderId, list, processing, renderItem }: { kind: AfterSaleKind; orderId: string; list: readonly T[]; processing: boolean; renderItem: (item: T) => ReactNode }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const wasProcessing = useRef(false);

  useEffect(() => {
    if (wasProcessing.current && !processing) void queryClient.invalidateQueries({ queryKey: ['train', 'order', orderId] });
    wasProcessing.current = processing;
  }, [processing, orderId, queryClient]);

  if (list.length === 0) return null;
  return (
    <Card size="small" style={{ marginBottom: 12 }} title={t(`train.${kind}.history`)} data-testid={`${kind}-history`}>
      {list.map(renderItem)}
    </Card>
  );
}
