import { useEffect, useState } from 'react';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { invoiceSupplyCall } from '@travel/contracts/invoice/invoice';
import type { Product } from '@travel/contracts/platform/products';
import { callApi } from '../../lib/api-client';
import { useSubmit } from '../../lib/use-submit';
import { useOwnEmail } from './invoice-queries';
import { InvoiceTitleSelect } from './invoice-title-select';
import './invoice.css';

/**
 * Supply invoice (action 16): an invoice title of the enterprise (type-ahead) and where to mail the e-invoice (the
 * member's own address first); the server issues it by a job, so the order shows it being issued, then issued.
 * `again`: the earlier request was not issued, and this one replaces it (the title and address chosen anew).
 */
export function InvoiceSupplyModal(props: { orderId: string; productType: Product; again?: boolean; onClose: () => void; onSupplied: () => unknown }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ invoiceTitle: string; email: string }>();
  const { busy, refusal, run } = useSubmit();
  const ownEmail = useOwnEmail();
  useEffect(() => {
    if (ownEmail && !form.getFieldValue('email')) form.setFieldValue('email', ownEmail);
  }, [ownEmail, form]);
  const submit = async () => {
    // A refused field shows its message under it; nothing to send.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    await run(async () => {
      await callApi(invoiceSupplyCall, { orderId: props.orderId, productType: props.productType, invoiceTitle: values.invoiceTitle, email: values.email.trim() });
      void message.success({ content: t('invoice.supply.done', { email: values.email.trim() }), className: 'invoice-supplied' });
      await props.onSupplied();
      props.onClose();
    });
  };
  return (
    <Modal
      open
      className="invoice-modal"
      title={t(props.again ? 'invoice.supply.againTitle' : 'invoice.supply.title')}
      onCancel={props.onClose}
      onOk={() => void submit()}
      okText={t('invoice.supply.submit')}
      okButtonProps={{ loading: busy, 'data-testid': 'invoice-supply-submit' }}
    >
      <Form form={form} layout="vertical" data-testid="invoice-supply-modal">
        {props.again && <Alert type="info" showIcon className="invoice-modal__alert" data-testid="invoice-again-hint" message={t('invoice.supply.againHint')} />}
        {refusal && <Alert type="error" showIcon className="invoice-modal__alert" data-testid="invoice-refused" message={refusal} />}
        <Form.Item name="invoiceTitle" label={t('invoice.supply.titleLabel')} rules={[{ required: true, message: t('invoice.supply.titleRequired') }]}>
          <InvoiceTitleSelect />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('invoice.supply.email')}
          extra={t('invoice.supply.emailHint')}
          rules={[
            { required: true, message: t('server:validation.email') },
            { type: 'email', message: t('server:validation.email') },
          ]}
        >
          <Input type="email" maxLength={254} autoComplete="email" data-testid="invoice-email" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
