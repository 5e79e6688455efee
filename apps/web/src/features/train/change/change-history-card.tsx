import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Card, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { useLocale } from '../../../app/locale-provider';
import { formatMoney } from '../../../lib/format';
import { clockTime } from '../train-format';
import { isChangeProcessing } from './change-logic';
import { useChangeHistory } from './change-queries';
import { ChangeStatusTag } from './change-status-tag';
import './change.css';

/**
 * An order's changes, newest first (spec "Records": number, time, old and new train, new price, seat class and seats),
 * each linking to its detail. While one is being issued the list polls, and when it settles the order is read again.
 */
export function ChangeHistoryCard({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const history = useChangeHistory(orderId);
  const list = history.data?.list ?? [];
  const processing = list.some((c) => isChangeProcessing(c.changeOrderStatus));
  const wasProcessing = useRef(false);

  useEffect(() => {
    if (wasProcessing.current && !processing) void queryClient.invalidateQueries({ queryKey: ['train', 'order', orderId] });
    wasProcessing.current = processing;
  }, [processing, orderId, queryClient]);

  if (list.length === 0) return null;
  return (
    <Card size="small" style={{ marginBottom: 12 }} title={t('train.change.history')} data-testid="change-history">
      {list.map((c) => (
        <div key={c.changeId} className="refund-history-item" data-testid="change-history-item" data-change-id={c.changeId} data-status={c.changeOrderStatus} data-direction={c.direction}>
          <ChangeStatusTag status={c.changeOrderStatus} testId="change-history-status" />
          <Link to={`/train/change/detail?${new URLSearchParams({ orderId, changeId: c.changeId }).toString()}`} data-testid="change-history-link">
            {c.changeId}
          </Link>
          <span>{c.passengerNames.join(', ')}</span>
          <span data-testid="change-history-trains">
            {c.oldTrainNo} {c.oldDepartureTime.slice(0, 10)} {clockTime(c.oldDepartureTime)} → {c.newTrainNo} {c.newDepartureTime.slice(0, 10)} {clockTime(c.newDepartureTime)}
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
          <Typography.Text type="secondary">{dayjs(c.applyTime).format('YYYY-MM-DD HH:mm')}</Typography.Text>
        </div>
      ))}
    </Card>
  );
}
