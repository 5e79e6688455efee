import { Collapse, Empty, Skeleton, Timeline, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Money } from '@travel/contracts/platform/envelope';
import { useFormat } from '../../../lib/use-format';
import { useRushLog } from './rush-queries';

/** The rush order's history (train/alternate/operate_log), read when opened. */
export function RushLog(props: { orderId: string; money: (m: Money) => string; version: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Collapse
      size="small"
      ghost
      activeKey={open ? ['log'] : []}
      onChange={(keys) => setOpen(keys.includes('log'))}
      items={[{ key: 'log', label: <span data-testid="rush-log-toggle">{t('train.rush.log')}</span>, children: open ? <RushLogList orderId={props.orderId} money={props.money} version={props.version} /> : null }]}
    />
  );
}

function RushLogList(props: { orderId: string; money: (m: Money) => string; version: number }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const log = useRushLog(props.orderId);
  const { refetch } = log;
  // The order was read again (polled or acted on): its history may have grown.
  useEffect(() => void refetch(), [props.version, refetch]);
  if (log.isLoading) return <Skeleton active paragraph={{ rows: 2 }} />;
  const list = log.data?.list ?? [];
  if (list.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Timeline
      data-testid="rush-log"
      items={list.map((e, i) => ({
        key: i,
        children: (
          <div data-testid="rush-log-item" data-action={e.action}>
            <Typography.Text strong>{t(`train.rush.action.${e.action}`)}</Typography.Text>{' '}
            <Typography.Text type="secondary">
              {fmt.dateTime(e.time)} · {t(`train.rush.operator.${e.operator}`)}
            </Typography.Text>
            {e.amount && <div>{props.money(e.amount)}</div>}
            {e.limitTime && <div>{t('train.rush.deadlineIs', { time: fmt.railDateTime(e.limitTime) })}</div>}
            {e.optionIndex !== null && <div>{t('train.rush.optionNo', { n: e.optionIndex })}</div>}
          </div>
        ),
      }))}
    />
  );
}
