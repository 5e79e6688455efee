import { Link } from 'react-router';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GuaranteeInfo } from '@travel/contracts/hotel/guarantee';
import type { HotelOrder } from '@travel/contracts/hotel/order';

/**
 * An order that asks no card now: the company guarantees it, a card already does (brand •••• last four), or it has
 * moved on (cancelled, past its deadline) — said in words with the order's status, and the way to the order.
 */
export function GuaranteeNotWaiting(props: { orderId: string; info: GuaranteeInfo | undefined; order: HotelOrder | undefined }) {
  const { t } = useTranslation();
  const { info, order } = props;
  const card = info?.card ?? order?.baseInfo.guaranteeCard ?? null;
  const self = (info?.guaranteeFormat ?? order?.baseInfo.guaranteeFormat) === 1;
  // Still waiting by its status but past the deadline: the cancellation is on its way.
  const overdue = !card && !self && order?.baseInfo.orderStatusName === 'WAIT_GUARANTEE';
  const reason = card ? 'card' : self ? 'self' : overdue ? 'overdue' : 'other';
  const title = {
    card: card ? t('hotel.guarantee.already', { brand: t(`hotel.guarantee.brand.${card.brand}`), last4: card.last4 }) : '',
    self: t('hotel.guarantee.selfGuarantee'),
    overdue: t('hotel.guarantee.overdue'),
    other: t('hotel.guarantee.notWaiting'),
  }[reason];
  return (
    <div data-testid="guarantee-not-waiting" data-reason={reason}>
      <Result
        status={card || self ? 'success' : overdue ? 'warning' : 'info'}
        title={title}
        subTitle={order ? t('hotel.guarantee.orderStatus', { status: order.baseInfo.showOrderStatus }) : undefined}
        extra={
          <Link to={`/hotel/orders/${encodeURIComponent(props.orderId)}`}>
            <Button type="primary" data-testid="guarantee-to-order">
              {t('hotel.guarantee.toOrder')}
            </Button>
          </Link>
        }
      />
    </div>
  );
}
