import { useEffect, useState } from 'react';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { invoiceSendCall } from '@travel/contracts/invoice/invoice';
import type { Product } from '@travel/contracts/platform/products';
import { callApi } from '../../lib/api-client';
import { useSubmit } from '../../lib/use-submit';
import { useOwnEmail } from './invoice-queries';
import './invoice.css';

/** Resend invoice (action 15): mails the issued e-invoice again to the address given; a resend within the minute is refused in the server's words. */
export function InvoiceResendModal(props: { orderId: string; productType: Product; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ email: string }>();
  const { busy, refusal, run } = useSubmit();
  const ownEmail = useOwnEmail();
  useEffect(() => {
    if (ownEmail && !form.getFieldValue('email')) form.setFieldValue('email', ownEmail);
  }, [ownEmail, form]);
  const send = async () => {
    // A refused field shows its message under it; nothing to send.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    await run(async () => {
      const sent = await callApi(invoiceSendCall, { orderId: props.orderId, productType: props.productType, email: values.email.trim() });
      void message.success({ content: t('invoice.resend.sent', { to: sent.sentTo }), className: 'invoice-resent' });
      props.onClose();
    });
  };
  return (
    <Modal
      open
      className="invoice-modal"
      title={t('invoice.resend.title')}
      onCancel={props.onClose}
      onOk={() => void send()}
      okText={t('invoice.resend.send')}
      okButtonProps={{ loading: busy, 'data-testid': 'invoice-resend-submit' }}
    >
      <Form form={form} layout="vertical" data-testid="invoice-resend-modal">
        {refusal && <Alert type="error" showIcon className="invoice-modal__alert" data-testid="invoice-refused" message={refusal} />}
        <Form.Item
          name="email"
          label={t('invoice.supply.email')}
          rules={[
            { required: true, message: t('server:validation.email') },
            { type: 'email', message: t('server:validation.email') },
          ]}
        >
          <Input type="email" maxLength={254} autoComplete="email" data-testid="invoice-resend-email" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
