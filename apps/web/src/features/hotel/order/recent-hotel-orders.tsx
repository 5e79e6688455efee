import { Link } from 'react-router';
import { Alert, Card, Empty, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { useFormat } from '../../../lib/use-format';
import { HOTEL_ORDER_STATUS_COLOR } from '../../../widgets/orders/order-status-colors';
import { useHotelOrderHistory } from './hotel-order-queries';
import { statusOfCode } from './order-view';
import './hotel-order.css';

/** The member's latest hotel orders (hotel/order_history/list), each opening its order page. */
export function RecentHotelOrders() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const history = useHotelOrderHistory();
  const list = history.data?.list ?? [];
  if (history.isPending) return <Card><Skeleton active /></Card>;
  if (history.isError) return <Alert type="error" showIcon message={isApiError(history.error) ? history.error.description : t('errors.loadFailed')} />;
  if (list.length === 0) return <Card><Empty description={<span data-testid="hotel-order-history-empty">{t('hotel.order.historyEmpty')}</span>} /></Card>;
  return (
    <Card size="small" data-testid="hotel-order-history">
      {list.map((o) => {
        const status = statusOfCode(o.orderStatus);
        return (
          <Link key={o.orderId} to={`/hotel/orders/${encodeURIComponent(o.orderId)}`} className="hotel-order-history__row" data-testid="hotel-order-history-row" data-order-id={o.orderId} data-status={status ?? ''}>
            <span className="hotel-order-history__name">
              <Typography.Text strong>{o.hotelName}</Typography.Text>
              <br />
              <Typography.Text type="secondary">
                {fmt.dateRange(o.checkinDate, o.checkoutDate)} · {t('hotel.order.roomCount', { count: o.roomNum })}
              </Typography.Text>
            </span>
            <span>
              <Tag color={status ? HOTEL_ORDER_STATUS_COLOR[status] : undefined}>{status ? t(`hotel.orderStatus.${status}`) : o.showOrderStatus}</Tag>
              <Typography.Text strong>{fmt.roomPrice(o.totalPrice)}</Typography.Text>
            </span>
          </Link>
        );
      })}
    </Card>
  );
}
