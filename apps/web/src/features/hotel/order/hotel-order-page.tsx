import { Link, useParams } from 'react-router';
import { Alert, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { useHotelOrder } from './hotel-order-queries';
import { OrderAfterStayCard } from './order-after-stay-card';
import { OrderGuestsCard } from './order-guests-card';
import { OrderNightsCard } from './order-nights-card';
import { OrderPriceCard } from './order-price-card';
import { OrderStatusCard } from './order-status-card';
import { OrderStayCard } from './order-stay-card';
import './hotel-order.css';

/** A hotel order (order/get): status and what may be done now, the stay, the nights, the guests and the money. */
export function HotelOrderPage() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const order = useHotelOrder(orderId);
  const d = order.data;

  if (order.isPending) return <Skeleton active />;
  if (!d) return <Alert type="error" showIcon data-testid="hotel-order-error" message={isApiError(order.error) ? order.error.description : t('errors.unexpected')} />;

  return (
    <div className="hotel-order" data-testid="hotel-order-page" data-status={d.baseInfo.orderStatusName}>
      <Link to="/orders?product=HOTEL" className="hotel-order__back" data-testid="hotel-order-all">
        {t('hotel.order.allOrders')}
      </Link>
      <OrderStatusCard order={d} since={order.dataUpdatedAt} onChanged={() => order.refetch()} />
      <OrderAfterStayCard order={d} />
      <OrderStayCard order={d} />
      <OrderNightsCard order={d} />
      <OrderGuestsCard order={d} />
      <OrderPriceCard order={d} />
    </div>
  );
}
