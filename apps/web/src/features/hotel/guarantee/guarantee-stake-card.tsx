import { Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GuaranteeInfo } from '@travel/contracts/hotel/guarantee';
import type { HotelOrder } from '@travel/contracts/hotel/order';
import { useFormat } from '../../../lib/use-format';
import { isoDate, stayNights } from '../order/order-view';

/**
 * What the card stands behind: the stay (hotel, room, dates), why the rate asks a guarantee, the amount a no-show may
 * cost (the first night or the whole stay), and that nothing is charged while the guest arrives.
 */
export function GuaranteeStakeCard(props: { info: GuaranteeInfo; order: HotelOrder | undefined }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const { info } = props;
  const h = props.order?.hotelInfo;
  const why = info.guaranteeCondition === 1 && info.guaranteeStartTime ? t('hotel.guarantee.whyAfter', { time: info.guaranteeStartTime }) : t('hotel.guarantee.whyAlways');
  return (
    <Card size="small" className="hotel-guarantee__card" title={h?.hotelName ?? t('hotel.guarantee.stay')} data-testid="guarantee-stake">
      <Descriptions size="small" column={1}>
        {h && <Descriptions.Item label={t('hotel.order.room')}>{h.roomTypeName}</Descriptions.Item>}
        {h && (
          <Descriptions.Item label={t('hotel.guarantee.stay')}>
            {fmt.dateRange(isoDate(h.checkinDate), isoDate(h.checkoutDate))} · {t('hotel.order.nights', { count: stayNights(h.checkinDate, h.checkoutDate) })}
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('hotel.guarantee.amount')}>
          {/* one inline run: the item's content is a flex box, which would drop the space between the two */}
          <span>
            <Typography.Text strong data-testid="guarantee-amount" data-amount={info.guaranteeAmount.amount} data-type={info.guaranteeAmountType}>
            {fmt.roomPrice(info.guaranteeAmount)}
            </Typography.Text>{' '}
            <Typography.Text type="secondary">({t(`hotel.guarantee.amountType.${info.guaranteeAmountType}`)})</Typography.Text>
          </span>
        </Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph className="hotel-guarantee__why" data-testid="guarantee-why">
        {why}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" className="hotel-guarantee__note" data-testid="guarantee-note">
        {t('hotel.guarantee.noCharge', { amount: fmt.roomPrice(info.guaranteeAmount) })}
      </Typography.Paragraph>
    </Card>
  );
}
