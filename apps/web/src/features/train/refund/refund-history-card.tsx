import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Card, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { useLocale } from '../../../app/locale-provider';
import { formatMoney } from '../../../lib/format';
import { isRefundProcessing } from './refund-logic';
import { useRefundHistory } from './refund-queries';
import { RefundStatusTag } from './refund-status-tag';
import './refund.css';

/**
 * An order's refunds, newest first, each linking to its detail. While one is being processed the list polls, and when
 * it settles the order is read again so that its tickets show their new status.
 */
export function RefundHistoryCard({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const history = useRefundHistory(orderId);
  const list = history.data?.list ?? [];
  const processing = list.some((r) => isRefundProcessing(r.refundStatus));
  const wasProcessing = useRef(false);

  useEffect(() => {
    if (wasProcessing.current && !processing) void queryClient.invalidateQueries({ queryKey: ['train', 'order', orderId] });
    wasProcessing.current = processing;
  }, [processing, orderId, queryClient]);

  if (list.length === 0) return null;
  return (
    <Card size="small" style={{ marginBottom: 12 }} title={t('train.refund.history')} data-testid="refund-history">
      {list.map((r) => (
        <div key={r.refundId} className="refund-history-item" data-testid="refund-history-item" data-refund-id={r.refundId} data-status={r.refundStatus}>
          <RefundStatusTag status={r.refundStatus} testId="refund-history-status" />
          <Link to={`/train/refund/detail?${new URLSearchParams({ orderId, refundId: r.refundId }).toString()}`} data-testid="refund-history-link">
            {r.refundId}
          </Link>
          <span>{r.passengerNames.join(', ')}</span>
          <span>{r.trainNoList.join(' / ')}</span>
          <Typography.Text type="secondary">{dayjs(r.applyTime).format('YYYY-MM-DD HH:mm')}</Typography.Text>
          <span>
            {t('train.refund.totalRefund')}: <Typography.Text strong>{formatMoney(r.totalRefundPrice, locale)}</Typography.Text>
          </span>
          <Typography.Text type="secondary">
            {t('train.refund.fee')}: {formatMoney(r.refundFee, locale)}
          </Typography.Text>
        </div>
      ))}
    </Card>
  );
}
