import { Link } from 'react-router';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/locale-provider';
import { formatMoney } from '../../../lib/format';
import { useFormat } from '../../../lib/use-format';
import { AfterSaleHistoryCard } from '../after-sale/after-sale-history-card';
import { clockTime } from '../train-format';
import { isChangeProcessing } from './change-logic';
import { useChangeHistory } from './change-queries';
import { ChangeStatusTag } from './change-status-tag';
// Also the order page's styles of its trips after a change (.train-order-trip--canceled).
import './change.css';

/**
 * An order's changes, newest first (spec "Records": number, time, old and new train, new price, seat class and seats),
 * each linking to its detail. While one is being issued the list polls, and when it settles the order is read again.
 */
export function ChangeHistoryCard({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const { locale } = useLocale();
  const history = useChangeHistory(orderId);
  const list = history.data?.list ?? [];
  return (
    <AfterSaleHistoryCard
      kind="change"
      orderId={orderId}
      list={list}
      processing={list.some((c) => isChangeProcessing(c.changeOrderStatus))}
      renderItem={(c) => (
        <div key={c.changeId} className="after-sale-history-item" data-testid="change-history-item" data-change-id={c.changeId} data-status={c.changeOrderStatus} data-direction={c.direction}>
          <ChangeStatusTag status={c.changeOrderStatus} testId="change-history-status" />
          <Link to={`/train/change/detail?${new URLSearchParams({ orderId, changeId: c.changeId }).toString()}`} data-testid="change-history-link">
            {c.changeId}
          </Link>
          <span>{c.passengerNames.join(', ')}</span>
          <span data-testid="change-history-trains">
            {c.oldTrainNo} {fmt.railDateTime(c.oldDepartureTime)} → {c.newTrainNo} {fmt.railDateTime(c.newDepartureTime)}
          </span>
          <span>
            {c.fromStationName} → {c.toStationName} · {t(`policy.seatClass.${c.seatClass}`)}
            {c.seatNoList.length > 0 ? ` · ${c.seatNoList.join(', ')}` : ''}
          </span>
          <span>
            {t('train.change.newPrice')}: {formatMoney(c.newTicketPrice, locale)}
          </span>
          <Tag color={c.direction === 'PAY_MORE' ? 'orange' : c.direction === 'REFUND_DIFFERENCE' ? 'green' : 'default'} data-testid="change-history-direction">
            {t(`train.change.direction.${c.direction}`)}
          </Tag>
          <span data-testid="change-history-settlement" data-settlement={c.settlement}>
            {t(`train.change.settlement.${c.settlement}`)}
            {c.settlement !== 'NONE' && (
              <>
                : <Typography.Text strong>{formatMoney(c.totalPrice, locale)}</Typography.Text>
              </>
            )}
          </span>
          <Typography.Text type="secondary">{fmt.dateTime(c.applyTime)}</Typography.Text>
        </div>
      )}
    />
  );
}
