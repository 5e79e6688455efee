import { Card, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { preCreateCall } from '@travel/contracts/hotel/order-create';
import type { CallOutput } from '@travel/contracts/platform/define-call';
import { useFormat } from '../../../lib/use-format';

export type PreCreate = CallOutput<typeof preCreateCall>;

/** What is booked, as the hotel sells it now: hotel, room, rate, bed, breakfast, dates, payment, cancellation, guarantee. */
export function StayCard(props: { data: PreCreate }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const d = props.data;
  const guarantee =
    d.guaranteeFormat === null ? null : d.guaranteeCondition === 1 && d.guaranteeStartTime ? t('hotel.book.guaranteeAfter', { time: d.guaranteeStartTime }) : t('hotel.book.guaranteeAlways');
  const facts: [string, React.ReactNode, string][] = [
    [t('hotel.book.room'), d.roomTypeName, 'room'],
    [t('hotel.book.rate'), d.ratePlanName, 'rate'],
    [t('hotel.book.bed'), d.bedTypeName, 'bed'],
    [t('hotel.book.breakfast'), d.breakfastCount > 0 ? t('hotel.plan.breakfast', { count: d.breakfastCount }) : t('hotel.plan.noBreakfast'), 'breakfast'],
    [t('hotel.book.dates'), `${fmt.dateRange(d.baseInfo.checkinDate, d.baseInfo.checkoutDate)} · ${t('hotel.book.nights', { count: d.baseInfo.nights })}`, 'dates'],
    [t('hotel.book.payment'), d.payWayName, 'payment'],
  ];
  return (
    <Card size="small" className="hotel-book__card" id="hotel-book-stay" data-testid="hotel-book-stay" title={d.hotelInfo.hotelName}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {d.hotelInfo.address}
      </Typography.Paragraph>
      <dl className="hotel-book__facts">
        {facts.map(([label, value, key]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd data-testid={`hotel-book-fact-${key}`}>{value}</dd>
          </div>
        ))}
        <div>
          <dt>{t('hotel.book.cancel')}</dt>
          <dd data-testid="hotel-book-cancel" data-type={d.cancelPolicyType}>
            <ul className="hotel-book__cancel-lines">
              {d.cancelPolicyList.map((c, i) => (
                <li key={i}>
                  {c.timeDesc}: {c.cancelPolicy}
                </li>
              ))}
            </ul>
          </dd>
        </div>
        {guarantee && (
          <div>
            <dt>{t('hotel.book.guarantee')}</dt>
            <dd data-testid="hotel-book-guarantee">{guarantee}</dd>
          </div>
        )}
      </dl>
      {d.instantConfirm && (
        <Tag color="green" bordered={false} style={{ marginTop: 8 }}>
          {t('hotel.plan.instant')}
        </Tag>
      )}
    </Card>
  );
}
