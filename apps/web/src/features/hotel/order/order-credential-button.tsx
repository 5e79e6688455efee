import { useState } from 'react';
import { App, Button } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { orderCredentialCall } from '@travel/contracts/hotel/credential';
import { callFile } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { saveFile } from '../../../lib/save-file';

/** The order credential (spec 4 action 20): the booking confirmation downloaded as a PDF in the UI's language. */
export function OrderCredentialButton(props: { orderId: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await callFile(orderCredentialCall, { orderId: props.orderId }));
    } catch (e) {
      void message.error(isApiError(e) ? e.description : t('errors.unexpected'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<FilePdfOutlined />} loading={busy} onClick={() => void download()} data-testid="order-credential">
      {t('hotel.order.credential')}
    </Button>
  );
}
