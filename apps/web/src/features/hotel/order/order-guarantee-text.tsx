import { useTranslation } from 'react-i18next';
import type { HotelOrder } from '@travel/contracts/hotel/order';

/** Who guarantees the stay: the company (self guarantee), the card given (brand •••• last four), or a card still to give. */
export function OrderGuaranteeText(props: { order: HotelOrder }) {
  const { t } = useTranslation();
  const { guaranteeFormat: format, guaranteeCard: card } = props.order.baseInfo;
  if (card) {
    return (
      <span data-testid="order-guarantee-info" data-format={format} data-brand={card.brand} data-last4={card.last4}>
        {t('hotel.order.guaranteeCard', { brand: t(`hotel.guarantee.brand.${card.brand}`), last4: card.last4 })}
      </span>
    );
  }
  return (
    <span data-testid="order-guarantee-info" data-format={format}>
      {format === 1 ? t('hotel.order.guaranteeSelf') : t('hotel.order.guaranteeNoCard')}
    </span>
  );
}
