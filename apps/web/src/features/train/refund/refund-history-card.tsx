import { Link } from 'react-router';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/locale-provider';
import { formatMoney } from '../../../lib/format';
import { useFormat } from '../../../lib/use-format';
import { AfterSaleHistoryCard } from '../after-sale/after-sale-history-card';
import { isRefundProcessing } from './refund-logic';
import { useRefundHistory } from './refund-queries';
import { RefundStatusTag } from './refund-status-tag';

/**
 * An order's refunds, newest first, each linking to its detail. While one is being processed the list polls, and when
 * it settles the order is read again so that its tickets show their new status.
 */
export function RefundHistoryCard({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const { locale } = useLocale();
  const history = useRefundHistory(orderId);
  const list = history.data?.list ?? [];
  return (
    <AfterSaleHistoryCard
      kind="refund"
      orderId={orderId}
      list={list}
      processing={list.some((r) => isRefundProcessing(r.refundStatus))}
      renderItem={(r) => (
        <div key={r.refundId} className="after-sale-history-item" data-testid="refund-history-item" data-refund-id={r.refundId} data-status={r.refundStatus}>
          <RefundStatusTag status={r.refundStatus} testId="refund-history-status" />
          <Link to={`/train/refund/detail?${new URLSearchParams({ orderId, refundId: r.refundId }).toString()}`} data-testid="refund-history-link">
            {r.refundId}
          </Link>
          <span>{r.passengerNames.join(', ')}</span>
          <span>{r.trainNoList.join(' / ')}</span>
          <Typography.Text type="secondary">{fmt.dateTime(r.applyTime)}</Typography.Text>
          <span>
            {t('train.refund.totalRefund')}: <Typography.Text strong>{formatMoney(r.totalRefundPrice, locale)}</Typography.Text>
          </span>
          <Typography.Text type="secondary">
            {t('train.refund.fee')}: {formatMoney(r.refundFee, locale)}
          </Typography.Text>
        </div>
      )}
    />
  );
}
