import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HotelDetail } from '@travel/contracts/hotel/detail';
import { useFormat } from '../../lib/use-format';
import { facilityIcon } from './facility-icons';

/** Facilities with their icons, hot ones first. */
export function DetailFacilities(props: { facilities: HotelDetail['facilityList'] }) {
  const list = [...props.facilities].sort((a, b) => (a.facilityType === b.facilityType ? a.code - b.code : a.facilityType === 'HOT' ? -1 : 1));
  return (
    <ul className="hotel-facilities" data-testid="hotel-facilities">
      {list.map((f) => (
        <li key={f.code} className="hotel-facility" data-code={f.code}>
          <span className="hotel-facility__icon" aria-hidden>
            {facilityIcon(f.code)}
          </span>
          {f.name}
        </li>
      ))}
    </ul>
  );
}

/** Check-in and check-out, children, pets, meals, business hours and special requests. */
export function DetailPolicies(props: { hotel: HotelDetail }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const h = props.hotel;
  const meal = h.mealPolicy.mealPrice ? `${h.mealPolicy.mealStyle} · ${fmt.money(h.mealPolicy.mealPrice)}` : h.mealPolicy.mealStyle;
  const items = [
    { key: 'checkin', label: t('hotel.detail.checkinTime'), children: `${h.checkinPolicy.checkinDesc || `${h.checkinPolicy.checkinEarliest}–${h.checkinPolicy.checkinLatest}`}` },
    { key: 'checkout', label: t('hotel.detail.checkoutTime'), children: `${h.checkinPolicy.checkoutDesc || `${h.checkinPolicy.checkoutEarliest}–${h.checkinPolicy.checkoutLatest}`}` },
    { key: 'children', label: t('hotel.detail.children'), children: h.childPolicy },
    { key: 'pets', label: t('hotel.detail.pets'), children: h.petPolicy },
    { key: 'meals', label: t('hotel.detail.meals'), children: meal },
    {
      key: 'business',
      label: t('hotel.detail.businessTime'),
      children: [t('hotel.detail.weekdays', { desc: h.businessTimePolicy.weekdayDesc }), t('hotel.detail.weekends', { desc: h.businessTimePolicy.weekendDesc }), h.businessTimePolicy.remark]
        .filter(Boolean)
        .join(' · '),
    },
    ...(h.specialRequest ? [{ key: 'special', label: t('hotel.detail.special'), children: h.specialRequest }] : []),
  ].filter((i) => i.children);
  return <Descriptions size="small" column={1} bordered items={items} data-testid="hotel-policies" />;
}

export function DetailIntroduction(props: { text: string }) {
  return (
    <Typography.Paragraph className="hotel-intro" ellipsis={{ rows: 5, expandable: true }} data-testid="hotel-introduction">
      {props.text}
    </Typography.Paragraph>
  );
}
