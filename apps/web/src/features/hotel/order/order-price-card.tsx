import { Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HotelOrder } from '@travel/contracts/hotel/order';
import { useFormat } from '../../../lib/use-format';
import { OrderGuaranteeText } from './order-guarantee-text';
import { bookedByKey, payWayKey } from './order-view';
import { useOrderScope } from './order-scope';

/**
 * The money (total, the company's and the traveller's parts, how each is paid: company account, online, at the hotel)
 * and the booking itself (when, by whom, for which trip, who guarantees it).
 */
export function OrderPriceCard(props: { order: HotelOrder }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const { orderPrice: p, baseInfo: b, orderOperateInfo: op } = props.order;
  const money = (amount: number) => fmt.roomPrice({ amount, currency: p.currency });
  const way = payWayKey(b.payType);
  // The back office reads the traveller's order: "you" would name the administrator.
  const who = useOrderScope() ? 'hotel.order.staffView' : 'hotel.order';
  return (
    <Card size="small" className="hotel-order__card" title={t('hotel.order.price')} data-testid="order-price">
      <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
        <Descriptions.Item label={t('hotel.order.total')}>
          <Typography.Text strong data-testid="order-total" data-amount={p.totalPrice}>
            {money(p.totalPrice)}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('hotel.order.payWay')}>
          <span data-testid="order-pay-way" data-pay-way={way}>{t(`hotel.plan.pay.${way}`)}</span>
        </Descriptions.Item>
        {p.companyAmount > 0 && (
          <Descriptions.Item label={way === 'atHotel' ? t('hotel.order.companyPart') : t('hotel.order.companyAccount')}>
            <span data-testid="order-company-amount">{money(p.companyAmount)}</span>
          </Descriptions.Item>
        )}
        {p.personalAmount > 0 && (
          <Descriptions.Item label={way === 'atHotel' ? t(`${who}.personalPart`) : t(`${who}.online`)}>
            <span data-testid="order-personal-amount">{money(p.personalAmount)}</span>
          </Descriptions.Item>
        )}
        {way === 'atHotel' && (
          <Descriptions.Item label={t('hotel.order.atHotel')}>
            <span data-testid="order-at-hotel">{money(p.totalPrice)}</span>
          </Descriptions.Item>
        )}
        {op.waitPay && p.waitPayPrice > 0 && (
          <Descriptions.Item label={t('hotel.order.toPayNow')}>
            <Typography.Text type="warning" strong data-testid="order-wait-pay-price">
              {money(p.waitPayPrice)}
            </Typography.Text>
          </Descriptions.Item>
        )}
        {b.guaranteeFormat !== null && (
          <Descriptions.Item label={t('hotel.order.guaranteeLabel')}>
            <OrderGuaranteeText order={props.order} />
          </Descriptions.Item>
        )}
        {b.guaranteeAmount && b.guaranteeAmountType && (
          <Descriptions.Item label={t('hotel.order.guaranteeAmountLabel')}>
            <span data-testid="order-guarantee-amount" data-amount={b.guaranteeAmount.amount} data-type={b.guaranteeAmountType}>
              {fmt.roomPrice(b.guaranteeAmount)} ({t(`hotel.guarantee.amountType.${b.guaranteeAmountType}`)})
            </span>
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('hotel.order.bookingTime')}>
          <span data-testid="order-booking-time">{fmt.dateTime(b.bookingTime)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('hotel.order.bookedBy')}>
          <span data-testid="order-booked-by" data-book-type={b.bookType}>{t(`${who}.bookedByWho.${bookedByKey(b.bookType)}`)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('hotel.order.travelType')}>{t(`policy.travelType.${b.travelType === 1 ? 'PRIVATE' : 'BUSINESS'}`)}</Descriptions.Item>
        {b.travelNo && <Descriptions.Item label={t('hotel.order.travelNo')}>{b.travelNo}</Descriptions.Item>}
      </Descriptions>
    </Card>
  );
}
