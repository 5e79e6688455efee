import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Result, Skeleton } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { usePayOrder } from '../booking/booking-queries';
import { PayOrderCard } from '../../../widgets/payment/pay-order-card';
import { useChangeDetail } from './change-queries';

/** Paying a change's pay order (the personal part, online), then back to the change, which then issues the new tickets. */
export function ChangePayPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const changeId = params.get('changeId') ?? '';
  const detail = useChangeDetail(orderId, changeId);
  const payOrderId = detail.data?.payInfo.waitPayInfo.payOrderId ?? null;
  const payOrder = usePayOrder(payOrderId);
  const detailPath = `/train/change/detail?${new URLSearchParams({ orderId, changeId }).toString()}`;

  if (!orderId || !changeId) return <Alert type="error" showIcon message={t('train.change.noChange')} />;
  if (detail.isLoading || (payOrderId !== null && payOrder.isLoading)) return <Skeleton active />;
  const error = detail.error ?? payOrder.error;
  if (error || !detail.data) return <Alert type="error" showIcon message={isApiError(error) ? error.description : t('errors.unexpected')} />;
  const pay = payOrder.data;
  if (!detail.data.buttons.pay || !pay || !pay.needPay) {
    return (
      <Result
        status="info"
        title={t('train.change.nothingToPay')}
        data-testid="change-nothing-to-pay"
        extra={
          <Link to={detailPath}>
            <Button type="primary">{t('train.change.toChange')}</Button>
          </Link>
        }
      />
    );
  }

  return (
    <PayOrderCard
      product="TRAIN"
      payOrder={pay}
      since={payOrder.dataUpdatedAt}
      title={t('train.change.payTitle')}
      reference={{ label: t('train.change.changeId'), value: changeId }}
      onPaid={async () => {
        await queryClient.invalidateQueries({ queryKey: ['train'] });
        await queryClient.invalidateQueries({ queryKey: ['payment', payOrderId] });
        navigate(detailPath);
      }}
    />
  );
}
