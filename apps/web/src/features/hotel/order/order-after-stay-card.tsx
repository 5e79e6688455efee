import { Card, Descriptions, List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HotelOrder } from '@travel/contracts/hotel/order';
import type { OrderApplication } from '@travel/contracts/hotel/order-apply';
import { useFormat } from '../../../lib/use-format';

const STATUS_COLOR: Record<OrderApplication['status'], string> = { APPLYING: 'processing', AGREED: 'success', REFUSED: 'error' };

function ApplicationRow({ a }: { a: OrderApplication }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  return (
    <List.Item data-testid="order-application" data-kind={a.kind} data-status={a.status}>
      <Space direction="vertical" size={2}>
        <Space wrap>
          <Typography.Text strong>{t(`hotel.order.apply.kind.${a.kind}`)}</Typography.Text>
          <Tag color={STATUS_COLOR[a.status]}>{t(`hotel.order.apply.status.${a.status}`)}</Tag>
        </Space>
        {a.checkoutDate && <Typography.Text>{t('hotel.order.apply.leaveOn', { date: fmt.date(a.checkoutDate) })}</Typography.Text>}
        <Typography.Text type="secondary">{t('hotel.order.apply.appliedAt', { time: fmt.dateTime(a.appliedAt) })}</Typography.Text>
        {a.status === 'APPLYING' && <Typography.Text type="secondary">{t('hotel.order.apply.answerBy', { time: fmt.dateTime(a.answerDueAt) })}</Typography.Text>}
        {a.status === 'AGREED' && a.penalty && a.refund && (
          <Typography.Text data-testid="order-application-result">{t('hotel.order.apply.agreed', { penalty: fmt.roomPrice(a.penalty), refund: fmt.roomPrice(a.refund) })}</Typography.Text>
        )}
        {a.status === 'REFUSED' && (
          <Typography.Text type="danger" data-testid="order-application-result">
            {t('hotel.order.apply.refused')}
          </Typography.Text>
        )}
      </Space>
    </List.Item>
  );
}

/** After the stay: the leave confirmation (asked, overdue or given) and the back office's applications to the hotel with its answer. */
export function OrderAfterStayCard({ order }: { order: HotelOrder }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const leave = order.staffFeedback;
  const apps = order.applications ?? [];
  if (!leave && apps.length === 0) return null;
  const given = leave?.feedback;
  return (
    <Card size="small" className="hotel-order__card" title={t(leave ? 'hotel.order.afterStay' : 'hotel.order.apply.title')} data-testid="order-after-stay">
      {leave && (
        <Descriptions size="small" column={1}>
          <Descriptions.Item label={t('hotel.order.leave.label')}>
            {given ? (
              <Space wrap data-testid="order-leave-given" data-date={given.actualCheckoutDate}>
                <span>{given.leftAsBooked ? t('hotel.order.leave.leftAsBooked', { date: fmt.date(given.actualCheckoutDate) }) : t('hotel.order.leave.leftOn', { date: fmt.date(given.actualCheckoutDate) })}</span>
                {given.late && <Tag color="warning">{t('hotel.order.leave.late')}</Tag>}
              </Space>
            ) : (
              <span data-testid="order-leave-due">{t('hotel.order.leave.dueBy', { date: fmt.date(leave.deadlineDate) })}</span>
            )}
          </Descriptions.Item>
          {given?.remark && <Descriptions.Item label={t('hotel.order.leave.remark')}>{given.remark}</Descriptions.Item>}
        </Descriptions>
      )}
      {apps.length > 0 && <List size="small" dataSource={apps} rowKey="applicationId" renderItem={(a) => <ApplicationRow a={a} />} />}
    </Card>
  );
}
