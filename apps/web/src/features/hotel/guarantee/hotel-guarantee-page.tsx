import { Link, useParams } from 'react-router';
import { Alert, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { HotelError } from '@travel/contracts/hotel/errors';
import { isApiError } from '../../../lib/api-error';
import { useSecondsLeft } from '../../../widgets/payment/pay-clock';
import { useHotelOrder } from '../order/hotel-order-queries';
import { GuaranteeDeadline } from './guarantee-deadline';
import { GuaranteeForm } from './guarantee-form';
import { GuaranteeNotWaiting } from './guarantee-not-waiting';
import { useGuaranteeInfo } from './guarantee-queries';
import { GuaranteeStakeCard } from './guarantee-stake-card';
import './guarantee.css';

/**
 * `/hotel/guarantee/:orderId`: a stay paid at the hotel guaranteed by the traveller's card before its deadline (spec 4
 * third-party guarantee) — what is at stake, the time left, the card and the verify code; then on to the order.
 */
export function HotelGuaranteePage() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const info = useGuaranteeInfo(orderId);
  const order = useHotelOrder(orderId);
  const d = info.data;
  const left = useSecondsLeft(d?.waitGuarantee ? d.secondToLatestGuaranteeTime : null, info.dataUpdatedAt);

  if (info.isPending) return <Skeleton active />;
  const notWaiting = isApiError(info.error, HotelError.GUARANTEE_NOT_WAITING) || (d && (!d.waitGuarantee || !d.needCard));
  return (
    <div className="hotel-guarantee" data-testid="hotel-guarantee-page" data-order-id={orderId}>
      <Link to={`/hotel/orders/${encodeURIComponent(orderId)}`} className="hotel-guarantee__back" data-testid="guarantee-back">
        {t('hotel.guarantee.backToOrder')}
      </Link>
      <Typography.Title level={3} className="hotel-guarantee__title">
        {t('hotel.guarantee.title')}
      </Typography.Title>
      {notWaiting ? (
        <GuaranteeNotWaiting orderId={orderId} info={d} order={order.data} />
      ) : !d ? (
        <Alert type="error" showIcon data-testid="guarantee-load-error" message={isApiError(info.error) ? info.error.description : t('errors.unexpected')} />
      ) : (
        <>
          <GuaranteeDeadline deadline={d.latestGuaranteeTime} left={left} />
          <div className="hotel-guarantee__layout">
            <GuaranteeStakeCard info={d} order={order.data} />
            <GuaranteeForm info={d} overdue={left !== null && left <= 0} />
          </div>
        </>
      )}
    </div>
  );
}
