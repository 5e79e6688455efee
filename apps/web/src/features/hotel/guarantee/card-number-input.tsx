import { Input } from 'antd';
import { CreditCardOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { cardBrandOf } from '@travel/contracts/hotel/guarantee';
import { groupCardNumber } from './guarantee-card';

/** The card number grouped as printed while it is typed, its brand named at the end as soon as the digits tell it. */
export function CardNumberInput(props: { value?: string; onChange?: (value: string) => void; id?: string; 'aria-invalid'?: boolean }) {
  const { t } = useTranslation();
  const value = props.value ?? '';
  const brand = cardBrandOf(value);
  return (
    <Input
      id={props.id}
      aria-invalid={props['aria-invalid']}
      value={value}
      onChange={(e) => props.onChange?.(groupCardNumber(e.target.value))}
      inputMode="numeric"
      autoComplete="cc-number"
      maxLength={23}
      placeholder="1234 5678 9012 3456"
      prefix={<CreditCardOutlined />}
      suffix={
        <span className="hotel-guarantee__detected" data-testid="guarantee-card-brand" data-brand={brand ?? ''}>
          {brand ? t(`hotel.guarantee.brand.${brand}`) : ''}
        </span>
      }
      data-testid="guarantee-card-number"
    />
  );
}
