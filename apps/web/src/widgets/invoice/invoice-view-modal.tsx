import { useState } from 'react';
import { Alert, App, Button, Descriptions, Modal, Skeleton, Tag } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { invoicePdfCall } from '@travel/contracts/invoice/invoice';
import type { Product } from '@travel/contracts/platform/products';
import { callFile } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { saveFile } from '../../lib/save-file';
import { useFormat } from '../../lib/use-format';
import { useInvoiceDetail } from './invoice-queries';
import './invoice.css';

/** View invoice (action 17): the e-invoice's facts (title, tax number, item, amount, number, mails) and its PDF. */
export function InvoiceViewModal(props: { orderId: string; productType: Product; onClose: () => void }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const { message } = App.useApp();
  const detail = useInvoiceDetail(props.orderId, props.productType);
  const [busy, setBusy] = useState(false);
  const d = detail.data;
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await callFile(invoicePdfCall, { orderId: props.orderId, productType: props.productType }));
    } catch (e) {
      void message.error(isApiError(e) ? e.description : t('errors.unexpected'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      className="invoice-modal"
      title={t('invoice.view.title')}
      onCancel={props.onClose}
      footer={[
        <Button key="pdf" type="primary" icon={<FilePdfOutlined />} loading={busy} disabled={!d?.invoiceNumber} onClick={() => void download()} data-testid="invoice-pdf">
          {t('invoice.view.download')}
        </Button>,
        <Button key="close" onClick={props.onClose}>
          {t('invoice.view.close')}
        </Button>,
      ]}
    >
      {detail.isPending && <Skeleton active />}
      {detail.isError && <Alert type="error" showIcon message={isApiError(detail.error) ? detail.error.description : t('errors.unexpected')} />}
      {d && (
        <Descriptions size="small" column={1} bordered data-testid="invoice-view">
          <Descriptions.Item label={t('invoice.view.status')}>
            <Tag color={d.invoiceStatusName === 'SENT' ? 'green' : d.invoiceStatusName === 'FAILED' ? 'red' : 'blue'} data-testid="invoice-view-status" data-status={d.invoiceStatusName}>
              {t(`invoice.status.${d.invoiceStatusName}`)}
            </Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('invoice.view.number')}>
            <span data-testid="invoice-number">{d.invoiceNumber ?? '—'}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('invoice.view.issuedAt')}>{d.issuedAt ? fmt.dateTime(d.issuedAt) : '—'}</Descriptions.Item>
          <Descriptions.Item label={t('invoice.view.method')}>{t('invoice.view.methodName')}</Descriptions.Item>
          <Descriptions.Item label={t('invoice.view.buyer')}>
            <div data-testid="invoice-buyer">{d.title.titleName}</div>
            {d.title.titleNameEN && <div>{d.title.titleNameEN}</div>}
          </Descriptions.Item>
          <Descriptions.Item label={t('invoice.view.taxNumber')}>{d.title.taxNumber}</Descriptions.Item>
          <Descriptions.Item label={t('invoice.view.item')}>{d.itemName}</Descriptions.Item>
          <Descriptions.Item label={t('invoice.view.amount')}>
            <span data-testid="invoice-amount">{fmt.money(d.amount)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('invoice.view.sends')}>
            <ul className="invoice-modal__sends" data-testid="invoice-sends">
              {d.sendList.map((s) => (
                <li key={s.sentAt}>{t('invoice.view.sentLine', { to: s.sentTo, time: fmt.dateTime(s.sentAt) })}</li>
              ))}
            </ul>
          </Descriptions.Item>
        </Descriptions>
      )}
    </Modal>
  );
}
