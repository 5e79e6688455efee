import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HotelOrder } from '@travel/contracts/hotel/order';
import { useFormat } from '../../../lib/use-format';

/** Cancel reasons that are our codes, said in words; any other is the traveller's own text. */
const APPROVAL_CODES = ['APPROVAL_REJECTED', 'APPROVAL_TIMEOUT'];

/** What the cancel (or the hotel's no-show charge) cost and what went back: set once the order ended without a stay. */
export function OrderCanceledInfo(props: { order: HotelOrder }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const info = props.order.cancelInfo;
  if (!info) return null;
  const noShow = props.order.baseInfo.orderStatusName === 'NO_SHOW';
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2 }} className="hotel-order__canceled" title={noShow ? t('hotel.orderStatus.NO_SHOW') : t('hotel.order.cancelInfo')} data-testid="order-cancel-info">
      <Descriptions.Item label={noShow ? t('hotel.order.noShowCharge') : t('hotel.order.penalty')}>
        <span data-testid="order-penalty" data-amount={info.penalty.amount}>
          {fmt.roomPrice(info.penalty)}
        </span>
      </Descriptions.Item>
      <Descriptions.Item label={t('hotel.order.refund')}>
        <span data-testid="order-refund" data-amount={info.refund.amount}>
          {fmt.roomPrice(info.refund)}
        </span>
      </Descriptions.Item>
      {info.cancelReason && (
        <Descriptions.Item label={t('hotel.order.cancelReason')} span="filled">
          <span data-testid="order-cancel-reason">{APPROVAL_CODES.includes(info.cancelReason) ? t(`hotel.order.cancelCode.${info.cancelReason}`) : info.cancelReason}</span>
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
