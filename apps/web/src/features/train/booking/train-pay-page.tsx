import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Button, Result, Skeleton } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { useTrainOrder } from './booking-queries';
import { PayOrderCard } from '../../../widgets/payment/pay-order-card';
import '../train.css';

/** Paying the personal part of a train order online (the sandbox card decides), then on to the order. */
export function TrainPayPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { orderId = '' } = useParams();
  const order = useTrainOrder(orderId, () => false);
  const pay = order.data?.payment ?? null;

  if (order.isLoading) return <Skeleton active />;
  if (order.isError || !order.data) return <Alert type="error" showIcon message={isApiError(order.error) ? order.error.description : t('errors.unexpected')} />;
  if (!pay || !pay.needPay) {
    return (
      <Result
        status="success"
        title={t('train.pay.nothingToPay')}
        extra={
          <Link to={`/train/orders/${orderId}`}>
            <Button type="primary">{t('train.pay.toOrder')}</Button>
          </Link>
        }
      />
    );
  }

  return (
    <PayOrderCard
      product="TRAIN"
      payOrder={pay}
      since={order.dataUpdatedAt}
      title={t('train.pay.title')}
      reference={{ label: t('train.order.orderId'), value: orderId }}
      onPaid={async () => {
        await queryClient.invalidateQueries({ queryKey: ['train', 'order', orderId] });
        navigate(`/train/orders/${orderId}`);
      }}
    />
  );
}
