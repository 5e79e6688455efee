import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Button, Result, Skeleton } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { PayOrderCard } from '../../../widgets/payment/pay-order-card';
import { useHotelOrder, usePayOrder } from './booking-queries';
import './hotel-book.css';

/** Paying the personal part of a hotel order online (the sandbox card decides), then on to the order. */
export function HotelPayPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { orderId = '' } = useParams();
  const order = useHotelOrder(orderId);
  // An extension waiting for its payment is what is paid now; otherwise the booking's own pay order.
  const extension = order.data?.pendingExtension ?? null;
  const payOrderId = extension?.payOrder?.payOrderId ?? order.data?.payOrderId ?? null;
  const pay = usePayOrder(payOrderId);
  const toOrder = `/hotel/orders/${encodeURIComponent(orderId)}`;
  const failed = order.error ?? pay.error;

  if (order.isLoading || (payOrderId && pay.isLoading)) return <Skeleton active />;
  if (failed) return <Alert type="error" showIcon message={isApiError(failed) ? failed.description : t('errors.unexpected')} data-testid="hotel-pay-error" />;
  if (!pay.data || !pay.data.needPay) {
    return (
      <div data-testid="hotel-pay-nothing">
        <Result
          status="success"
          title={t('hotel.pay.nothingToPay')}
          extra={
            <Link to={toOrder}>
              <Button type="primary" data-testid="hotel-pay-to-order">
                {t('hotel.pay.toOrder')}
              </Button>
            </Link>
          }
        />
      </div>
    );
  }

  return (
    <div className="hotel-pay" data-testid="hotel-pay-page">
      <PayOrderCard
        product="HOTEL"
        payOrder={pay.data}
        since={pay.dataUpdatedAt}
        title={<span className="hotel-pay__title">{t(extension ? 'hotel.pay.extensionTitle' : 'hotel.pay.title', { hotel: order.data?.hotelInfo.hotelName ?? '', count: extension?.nights ?? 0 })}</span>}
        reference={{ label: t('hotel.pay.orderId'), value: orderId }}
        onPaid={async () => {
          await queryClient.invalidateQueries({ queryKey: ['hotel', 'order', orderId] });
          void queryClient.invalidateQueries({ queryKey: ['order-center'] });
          navigate(toOrder);
        }}
      />
    </div>
  );
}
