import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HotelOrder } from '@travel/contracts/hotel/order';
import { useFormat } from '../../../lib/use-format';

/** A stay waiting for its booking approval: the rooms are held; until when, and what happens after (cancelled, rooms released). */
export function OrderApprovalAlert(props: { order: HotelOrder }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const op = props.order.orderOperateInfo;
  if (props.order.baseInfo.orderStatusName !== 'WAIT_APPROVE') return null;
  return (
    <Alert
      className="hotel-order__alert"
      type="info"
      showIcon
      data-testid="order-wait-approve"
      message={t('hotel.order.waitApprove')}
      description={op.latestApproveTime ? <span data-testid="order-approve-by">{t('hotel.order.approveBy', { time: fmt.dateTime(op.latestApproveTime) })}</span> : undefined}
    />
  );
}
