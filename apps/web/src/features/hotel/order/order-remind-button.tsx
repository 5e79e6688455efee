import { useState } from 'react';
import { App, Button } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { orderRemindCall } from '@travel/contracts/hotel/order-actions';
import { callApi } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

/** Remind the hotel (spec 4 action 2): the success in our words, a refusal (too soon, wrong status) in the server's. */
export function OrderRemindButton(props: { orderId: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const remind = async () => {
    setBusy(true);
    try {
      await callApi(orderRemindCall, { orderId: props.orderId });
      void message.success({ content: t('hotel.order.reminded'), className: 'hotel-order__reminded' });
    } catch (e) {
      void message.error(isApiError(e) ? e.description : t('errors.unexpected'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<BellOutlined />} loading={busy} onClick={() => void remind()} data-testid="order-remind">
      {t('hotel.order.remind')}
    </Button>
  );
}
