import { useState } from 'react';
import { Link } from 'react-router';
import { Card, Empty, List, Pagination, Space, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TrainOrderStatus } from '@travel/contracts/train/statuses';
import { useLocale } from '../../../lib/locale-provider';
import { formatMoney } from '../../../lib/format';
import { useFormat } from '../../../lib/use-format';
import { clockTime } from '../train-format';
import { useTrainOrders } from './booking-queries';
import { ORDER_STATUS_COLOR } from './train-order-page';
import '../train.css';

const TABS: { key: string; statuses: TrainOrderStatus[] }[] = [
  { key: 'all', statuses: [] },
  { key: 'toDo', statuses: ['WAIT_PAY', 'WAIT_CONFIRM'] },
  { key: 'inProgress', statuses: ['BOOKING', 'ISSUING'] },
  { key: 'issued', statuses: ['ISSUED'] },
  { key: 'closed', statuses: ['CANCELED', 'BOOK_FAILED', 'ISSUE_FAILED', 'REFUNDED', 'CHANGED'] },
];

/** The member's train orders, newest first, filtered by status. */
export function TrainOrdersPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const { locale } = useLocale();
  const [tab, setTab] = useState('all');
  const [page, setPage] = useState(1);
  const statuses = TABS.find((x) => x.key === tab)?.statuses ?? [];
  const orders = useTrainOrders(statuses, page);
  const list = orders.data?.list ?? [];
  return (
    <Card title={t('train.orders.title')} data-testid="train-orders-page">
      <Tabs
        activeKey={tab}
        onChange={(k) => {
          setTab(k);
          setPage(1);
        }}
        items={TABS.map((x) => ({ key: x.key, label: t(`train.orders.tabs.${x.key}`) }))}
      />
      <List
        loading={orders.isLoading}
        dataSource={list}
        locale={{ emptyText: <Empty description={t('train.orders.empty')} /> }}
        renderItem={(o) => (
          <List.Item data-testid="train-order-row" data-order-id={o.orderId} data-status={o.bookOrderStatus}>
            <Link to={`/train/orders/${o.orderId}`} style={{ width: '100%' }}>
              <Space wrap size={[12, 4]}>
                <Typography.Text strong>{o.trainNo}</Typography.Text>
                <span>
                  {fmt.date(o.departureTime)} {clockTime(o.departureTime)} {o.fromStationName} → {clockTime(o.arrivalTime)} {o.toStationName}
                </span>
                <span>{o.passengerNames.join(', ')}</span>
                <Tag color={ORDER_STATUS_COLOR[o.bookOrderStatus]}>{t(`train.orderStatus.${o.bookOrderStatus}`)}</Tag>
                <Typography.Text strong>{formatMoney(o.orderAmount, locale)}</Typography.Text>
              </Space>
            </Link>
          </List.Item>
        )}
      />
      {(orders.data?.totalSize ?? 0) > 20 && <Pagination current={page} pageSize={20} total={orders.data?.totalSize ?? 0} onChange={setPage} style={{ marginTop: 12 }} />}
    </Card>
  );
}
