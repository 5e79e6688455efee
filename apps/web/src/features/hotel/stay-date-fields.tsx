import { DatePicker, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../lib/use-now';
import { addDays, clampStay, dateAllowed, nightsOf, stayBounds } from './stay-dates';

/**
 * Check-in and check-out with the nights between: dates within today .. 180 days (yesterday before 5 am for
 * international stays); a check-in on or after the check-out moves the check-out to the next day.
 */
export function StayDateFields(props: {
  checkin: string | null;
  checkout: string | null;
  international: boolean;
  onChange: (stay: { checkin: string; checkout: string }) => void;
  testIdPrefix?: string;
  size?: 'middle' | 'large';
}) {
  const { t } = useTranslation();
  const now = useNow(60_000);
  const bounds = stayBounds(now, props.international);
  const nights = nightsOf(props.checkin, props.checkout);
  const id = props.testIdPrefix ?? 'hotel';
  const pick = (checkin: string | null, checkout: string | null) => props.onChange(clampStay(checkin, checkout, bounds));
  return (
    <div className="hotel-dates">
      <label className="hotel-dates__field">
        <span className="hotel-field__label">{t('hotel.search.checkin')}</span>
        <DatePicker
          value={props.checkin ? dayjs(props.checkin) : null}
          onChange={(d) => d && pick(d.format('YYYY-MM-DD'), props.checkout && props.checkout > d.format('YYYY-MM-DD') ? props.checkout : null)}
          format="YYYY-MM-DD"
          allowClear={false}
          inputReadOnly={false}
          size={props.size ?? 'large'}
          disabledDate={(d) => !dateAllowed(d.format('YYYY-MM-DD'), bounds, false)}
          style={{ width: '100%' }}
          data-testid={`${id}-checkin`}
        />
      </label>
      <Tag className="hotel-dates__nights" bordered={false} color="blue" data-testid={`${id}-nights`} data-nights={nights}>
        {t('hotel.search.nights', { count: nights })}
      </Tag>
      <label className="hotel-dates__field">
        <span className="hotel-field__label">{t('hotel.search.checkout')}</span>
        <DatePicker
          value={props.checkout ? dayjs(props.checkout) : null}
          onChange={(d) => d && pick(props.checkin, d.format('YYYY-MM-DD'))}
          format="YYYY-MM-DD"
          allowClear={false}
          size={props.size ?? 'large'}
          disabledDate={(d) => {
            const v = d.format('YYYY-MM-DD');
            return !dateAllowed(v, bounds, true) || (props.checkin !== null && (v <= props.checkin || v > addDays(props.checkin, 90)));
          }}
          defaultPickerValue={props.checkin ? dayjs(props.checkin) : undefined}
          style={{ width: '100%' }}
          data-testid={`${id}-checkout`}
        />
      </label>
    </div>
  );
}
