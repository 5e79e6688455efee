import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { expiryYears } from './guarantee-card';

type Expiry = { month: number | null; year: number | null };

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** The card's expiry as printed on it: month (MM) and year, each chosen from a list. */
export function ExpiryInput(props: { value?: Expiry; onChange?: (value: Expiry) => void; id?: string }) {
  const { t } = useTranslation();
  const value = props.value ?? { month: null, year: null };
  const years = expiryYears(new Date());
  return (
    <div className="hotel-guarantee__expiry" id={props.id}>
      <Select
        value={value.month}
        onChange={(month: number) => props.onChange?.({ ...value, month })}
        placeholder={t('hotel.guarantee.month')}
        aria-label={t('hotel.guarantee.month')}
        options={MONTHS.map((m) => ({ value: m, label: String(m).padStart(2, '0') }))}
        data-testid="guarantee-expiry-month"
      />
      <span aria-hidden>/</span>
      <Select
        value={value.year}
        onChange={(year: number) => props.onChange?.({ ...value, year })}
        placeholder={t('hotel.guarantee.year')}
        aria-label={t('hotel.guarantee.year')}
        options={years.map((y) => ({ value: y, label: String(y) }))}
        data-testid="guarantee-expiry-year"
      />
    </div>
  );
}
