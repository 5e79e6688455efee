import { useState } from 'react';
import { Alert, Button } from 'antd';
import { AuditOutlined, FileTextOutlined, MailOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { HotelOrder } from '@travel/contracts/hotel/order';
import { HOTEL_ORDER_ACTION as A } from '@travel/contracts/hotel/order-actions';
import { INVOICE_STATUS } from '@travel/contracts/invoice/invoice';
import { InvoiceResendModal } from '../../../widgets/invoice/invoice-resend-modal';
import { InvoiceSupplyModal } from '../../../widgets/invoice/invoice-supply-modal';
import { InvoiceViewModal } from '../../../widgets/invoice/invoice-view-modal';

type Open = 'supply' | 'resend' | 'view' | null;

/** The invoice actions the server lists: supply (16), resend (15, only once issued and sent), view (17). */
export function OrderInvoiceActions(props: { order: HotelOrder; onChanged: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  const actions = props.order.actionList;
  const orderId = props.order.baseInfo.orderId;
  // An invoice the issue refused is asked for again through the same dialog.
  const again = props.order.invoiceInfo?.invoiceList[0]?.invoiceStatusName === 'FAILED';
  const close = () => setOpen(null);
  return (
    <>
      {actions.includes(A.SUPPLY_INVOICE) && (
        <Button icon={<AuditOutlined />} onClick={() => setOpen('supply')} data-testid="order-invoice-supply" data-again={again}>
          {t(again ? 'invoice.supply.again' : 'invoice.supply.button')}
        </Button>
      )}
      {actions.includes(A.VIEW_INVOICE) && (
        <Button icon={<FileTextOutlined />} onClick={() => setOpen('view')} data-testid="order-invoice-view">
          {t('invoice.view.button')}
        </Button>
      )}
      {actions.includes(A.RESEND_INVOICE) && (
        <Button icon={<MailOutlined />} onClick={() => setOpen('resend')} data-testid="order-invoice-resend">
          {t('invoice.resend.button')}
        </Button>
      )}
      {open === 'supply' && <InvoiceSupplyModal orderId={orderId} productType="HOTEL" again={again} onClose={close} onSupplied={props.onChanged} />}
      {open === 'resend' && <InvoiceResendModal orderId={orderId} productType="HOTEL" onClose={close} />}
      {open === 'view' && <InvoiceViewModal orderId={orderId} productType="HOTEL" onClose={close} />}
    </>
  );
}

/** Where the order's invoice stands while it is being issued, or why it was not (spec 3 invoiceInfo). */
export function OrderInvoiceState(props: { order: HotelOrder }) {
  const { t } = useTranslation();
  const invoice = props.order.invoiceInfo?.invoiceList[0];
  if (!invoice || invoice.invoiceStatus === INVOICE_STATUS.SENT) return null;
  const failed = invoice.invoiceStatusName === 'FAILED';
  return (
    <Alert
      className="hotel-order__alert"
      type={failed ? 'error' : 'info'}
      showIcon
      data-testid="order-invoice-state"
      data-status={invoice.invoiceStatusName}
      message={t('invoice.info.state', { title: invoice.invoiceTitle, status: t(`invoice.status.${invoice.invoiceStatusName}`) })}
      description={failed && invoice.failReason ? t('invoice.info.failed', { reason: t(`server:invoice.refusal.${invoice.failReason}`) }) : undefined}
    />
  );
}
