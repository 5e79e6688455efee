import { Link } from 'react-router';
import { Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HotelOrder } from '@travel/contracts/hotel/order';
import { useFormat } from '../../../lib/use-format';
import { stayNights } from './order-view';

/** The hotel (linking to its page), the room and rate, the guests counted and the dates with their nights. */
export function OrderStayCard(props: { order: HotelOrder }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const h = props.order.hotelInfo;
  const nights = stayNights(h.checkinDate, h.checkoutDate);
  const counts = [t('hotel.order.roomCount', { count: h.roomNum }), t('hotel.guests.adultCount', { count: h.adultNum })];
  if (h.childNum > 0) counts.push(t('hotel.guests.childCount', { count: h.childNum }));
  return (
    <Card
      size="small"
      className="hotel-order__card"
      title={
        <Link to={`/hotel/${encodeURIComponent(h.hotelId)}`} className="hotel-order__hotel" data-testid="order-hotel-link">
          {h.hotelName}
        </Link>
      }
      data-testid="order-stay"
    >
      <Typography.Paragraph type="secondary" className="hotel-order__address" data-testid="order-hotel-address">
        {h.address}
      </Typography.Paragraph>
      <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
        <Descriptions.Item label={t('hotel.order.checkin')}>
          <span data-testid="order-checkin" data-date={h.checkinDate}>{fmt.date(h.checkinDate)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('hotel.order.checkout')}>
          <span data-testid="order-checkout" data-date={h.checkoutDate}>{fmt.date(h.checkoutDate)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('hotel.order.nightsLabel')}>
          <span data-testid="order-nights" data-nights={nights}>{t('hotel.order.nights', { count: nights })}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('hotel.order.guests')}>
          <span data-testid="order-counts">{fmt.list(counts)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('hotel.order.room')}>
          <span data-testid="order-room">{h.roomTypeName}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('hotel.order.plan')}>
          <span data-testid="order-plan">{h.ratePlanName}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('hotel.order.bed')}>{h.bedTypeName}</Descriptions.Item>
        <Descriptions.Item label={t('hotel.order.breakfast')}>{h.breakfastTypeName}</Descriptions.Item>
        {h.planArrivalTime && (
          <Descriptions.Item label={t('hotel.order.arrival')}>
            <span data-testid="order-arrival">{h.planArrivalTime}</span>
          </Descriptions.Item>
        )}
        {h.customerRemark && (
          <Descriptions.Item label={t('hotel.order.remark')} span="filled">
            <span className="hotel-order__remark" data-testid="order-remark">{h.customerRemark}</span>
          </Descriptions.Item>
        )}
      </Descriptions>
    </Card>
  );
}
