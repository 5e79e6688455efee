import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HotelOrder } from '@travel/contracts/hotel/order';
import { useFormat } from '../../../lib/use-format';

/** A stay waiting for the traveller's card: until when, and what happens after (the order cancelled, its rooms released). */
export function OrderGuaranteeAlert(props: { order: HotelOrder }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const op = props.order.orderOperateInfo;
  if (props.order.baseInfo.orderStatusName !== 'WAIT_GUARANTEE') return null;
  return (
    <Alert
      className="hotel-order__alert"
      type="warning"
      showIcon
      data-testid="order-wait-guarantee"
      message={t('hotel.order.waitGuarantee')}
      description={op.latestGuaranteeTime ? t('hotel.order.guaranteeBy', { time: fmt.dateTime(op.latestGuaranteeTime) }) : undefined}
    />
  );
}
