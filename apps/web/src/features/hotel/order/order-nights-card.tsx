import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HotelOrder } from '@travel/contracts/hotel/order';
import { useFormat } from '../../../lib/use-format';

/** The price of every night, per room (lines rather than a table: they fit a phone as they are). */
export function OrderNightsCard(props: { order: HotelOrder }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const { dailyPriceList, orderPrice, hotelInfo } = props.order;
  return (
    <Card size="small" className="hotel-order__card" title={t('hotel.order.nightlyPrices')} data-testid="order-nightly">
      {hotelInfo.roomNum > 1 && <Typography.Paragraph type="secondary">{t('hotel.order.perRoom')}</Typography.Paragraph>}
      <ul className="hotel-order__nights">
        {dailyPriceList.map((n) => (
          <li key={n.date} className="hotel-order__night" data-testid="order-night" data-date={n.date} data-price={n.price}>
            <span>{fmt.date(n.date)}</span>
            <Typography.Text type="secondary" className="hotel-order__night-meal">
              {n.breakfastTypeName}
            </Typography.Text>
            <Typography.Text strong>{fmt.roomPrice({ amount: n.price, currency: orderPrice.currency })}</Typography.Text>
          </li>
        ))}
      </ul>
    </Card>
  );
}
