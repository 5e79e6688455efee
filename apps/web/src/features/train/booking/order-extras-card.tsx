import { Link } from 'react-router';
import { Card, Descriptions, List, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@travel/contracts/train/order';
import { useFormat } from '../../../lib/use-format';
import { transferLegs } from './order-extras';

/** What an order records beside its trips: where the tickets come from, collection, what it is charged to, the order it came from, its invoice, and a transfer's legs. */
export function OrderExtrasCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const base = order.orderBaseInfo;
  const legs = transferLegs(order.trainSegmentList);
  const invoice = order.invoice.invoiceList[0];
  return (
    <Card size="small" style={{ marginBottom: 12 }} title={t('train.order.extras.title')} data-testid="order-extras">
      <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
        <Descriptions.Item label={t('train.order.extras.ticketSource')}>
          <span data-testid="order-ticket-source">{t(`train.order.extras.source.${base.ticketSource}`)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('train.order.extras.collection')}>
          <Tag color={base.collectionStatus === 'COLLECTED' ? 'green' : base.collectionStatus === 'PART_COLLECTED' ? 'blue' : 'default'} data-testid="order-collection" data-status={base.collectionStatus}>
            {t(`train.order.extras.collectionStatus.${base.collectionStatus}`)}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('train.order.extras.requireTrain')}>{t(base.requireTrain ? 'train.order.extras.requireTrainYes' : 'train.order.extras.requireTrainNo')}</Descriptions.Item>
        {base.costCentre && (
          <Descriptions.Item label={t('train.book.charge.costCentre')}>
            <span data-testid="order-cost-centre">{`${base.costCentre.code} ${base.costCentre.name}`}</span>
          </Descriptions.Item>
        )}
        {base.project && (
          <Descriptions.Item label={t('train.book.charge.project')}>
            <span data-testid="order-project">{`${base.project.code} ${base.project.name}`}</span>
          </Descriptions.Item>
        )}
        {base.relatedOrderId && (
          <Descriptions.Item label={t('train.order.extras.relatedOrder')}>
            <Link to={`/train/orders/${encodeURIComponent(base.relatedOrderId)}`} data-testid="order-related">
              {base.relatedOrderId}
            </Link>
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('train.order.extras.invoice')}>
          {invoice ? `${invoice.invoiceTitle} · ${invoice.invoiceStatusName}` : t('train.order.extras.noInvoice')}
        </Descriptions.Item>
      </Descriptions>
      {legs.length > 0 && (
        <List
          size="small"
          data-testid="order-segments"
          dataSource={legs}
          renderItem={(s) => (
            <List.Item key={s.ticketId} data-seq={s.segmentSeq}>
              <Space wrap size={4}>
                <Tag>{t('train.order.extras.leg', { n: s.segmentSeq })}</Tag>
                <span>{s.trainNo}</span>
                <span>{`${s.fromStationName} → ${s.toStationName}`}</span>
                <span>{fmt.dateTime(s.departureTime)}</span>
                {s.coachNo && <span>{t('train.order.extras.place', { coach: s.coachNo, seat: s.seatNo ?? '-' })}</span>}
                <Tag>{t(`train.ticketStatus.${s.ticketStatus}`)}</Tag>
              </Space>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
