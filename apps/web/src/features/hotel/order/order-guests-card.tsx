import { Card, Descriptions, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HotelOrder } from '@travel/contracts/hotel/order';
import { MaskedValue } from '../../../widgets/member/masked-value';
import { revealOrderMask } from './hotel-order-queries';
import { guestsByRoom } from './order-view';
import { useOrderScope } from './order-scope';

/** The guests of each room and the contact, masked as the server gives them, each with a button that reveals it. */
export function OrderGuestsCard(props: { order: HotelOrder }) {
  const { t } = useTranslation();
  const { checkinPersonList, keyContact: c } = props.order;
  const scope = useOrderScope();
  return (
    <Card size="small" className="hotel-order__card" title={t('hotel.order.guestList')} data-testid="order-guests">
      <Descriptions size="small" column={1}>
        {guestsByRoom(checkinPersonList).map((room) => (
          <Descriptions.Item key={room.roomIndex} label={t('hotel.order.roomN', { n: room.roomIndex })}>
            <Space size={[12, 4]} wrap>
              {room.guests.map((g) => (
                <Space key={g.guestIndex} size={4} data-testid="order-guest" data-room={room.roomIndex} data-source={g.source}>
                  <span>{g.name}</span>
                  {g.source !== 'SELF' && <Tag color="blue">{t(`hotel.order.guestSource.${g.source}`)}</Tag>}
                </Space>
              ))}
            </Space>
          </Descriptions.Item>
        ))}
        <Descriptions.Item label={t('hotel.order.contact')}>
          <Space size={[12, 4]} wrap data-testid="order-contact">
            <span>{c.name}</span>
            <MaskedValue masked={c.mobile} prefix={`+${c.mobileCountryCode} `} reveal={() => revealOrderMask(c.mobileMaskKey, scope)} testId="order-contact-mobile" />
            {c.email && c.emailMaskKey && (
              <span className="hotel-order__email">
                <MaskedValue masked={c.email} reveal={() => revealOrderMask(c.emailMaskKey!, scope)} testId="order-contact-email" />
              </span>
            )}
          </Space>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
