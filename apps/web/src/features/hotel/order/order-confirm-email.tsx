import { useState } from 'react';
import { Alert, App, Button, Form, Input, Modal } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { confirmEmailSendCall } from '@travel/contracts/hotel/confirm-email';
import { callApi } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

/**
 * Mail the booking confirmation (spec 4 action 21): to the address typed, or when left empty to the order's contact or
 * the traveller; the server writes it in the traveller's language and refuses a resend within the minute in its words.
 */
export function OrderConfirmEmail(props: { orderId: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ email: string }>();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setOpen(false);
    setRefusal(null);
  };
  const send = async () => {
    const { email } = await form.validateFields();
    setBusy(true);
    setRefusal(null);
    try {
      const sent = await callApi(confirmEmailSendCall, { orderId: props.orderId, ...(email?.trim() ? { email: email.trim() } : {}) });
      void message.success({ content: t('hotel.order.confirmEmail.sent', { to: sent.sentTo }), className: 'hotel-order__mailed' });
      close();
    } catch (e) {
      setRefusal(isApiError(e) ? e.description : t('errors.unexpected'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button icon={<MailOutlined />} onClick={() => setOpen(true)} data-testid="order-confirm-email">
        {t('hotel.order.confirmEmail.button')}
      </Button>
      {open && (
        <Modal
          open
          title={t('hotel.order.confirmEmail.title')}
          onCancel={close}
          onOk={() => void send()}
          okText={t('hotel.order.confirmEmail.send')}
          okButtonProps={{ loading: busy, 'data-testid': 'confirm-email-send' }}
        >
          <Form form={form} layout="vertical" data-testid="confirm-email-modal">
            {refusal && <Alert type="error" showIcon data-testid="confirm-email-refused" message={refusal} className="hotel-order__alert" />}
            <Form.Item name="email" label={t('hotel.order.confirmEmail.email')} extra={t('hotel.order.confirmEmail.emailHint')} rules={[{ type: 'email', message: t('server:validation.email') }]}>
              <Input type="email" maxLength={254} autoComplete="email" data-testid="confirm-email-address" />
            </Form.Item>
          </Form>
        </Modal>
      )}
    </>
  );
}
