import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HotelOrder } from '@travel/contracts/hotel/order';
import { useFormat } from '../../../lib/use-format';

/** An extension waiting for its payment: the new checkout and its nights, held at the hotel until paid or the deadline. */
export function OrderExtensionAlert(props: { order: HotelOrder }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const ext = props.order.pendingExtension;
  if (!ext) return null;
  return (
    <Alert
      className="hotel-order__alert"
      type="info"
      showIcon
      data-testid="order-extension-waiting"
      data-checkout={ext.checkoutDate}
      message={t('hotel.order.extend.waiting', { date: fmt.date(ext.checkoutDate), count: ext.nights })}
      description={t('hotel.order.extend.waitingNote', { amount: fmt.roomPrice(ext.totalPrice) })}
    />
  );
}
