import { INVOICE_STATUS, type InvoiceInfo } from '@travel/contracts/invoice/invoice';
import type { Product } from '@travel/contracts/platform/products';
import type { Db } from '../../platform/db/database';
import { findInvoice } from './invoice-orders';
import type { InvoiceOrderFacts } from './invoice-port';
import { mayInvoiceEvent } from './invoice-status';

/** What an order shows of its invoice: spec 3 invoiceInfo and the action flags (supply, view; resend at status 3). */
export interface OrderInvoiceView {
  invoiceInfo: InvoiceInfo;
  /** the invoice's status code; null: none asked for */
  invoiceStatus: number | null;
  /** spec 3 canCreateInvoice: the order may be invoiced now and has no invoice yet, or one the issue refused (asked again) */
  canSupplyInvoice: boolean;
  /** issued (its number and PDF exist) */
  canViewInvoice: boolean;
}

/** An order's invoice as the order shows it; `refusal` is the product's verdict on invoicing it now (null: may). */
export async function orderInvoiceView(db: Db, product: Product, orderId: string, refusal: InvoiceOrderFacts['refusal']): Promise<OrderInvoiceView> {
  const inv = await findInvoice(db, product, orderId);
  const issued = inv?.status === 'ISSUED' || inv?.status === 'SENT';
  return {
    invoiceInfo: {
      invoiceList: inv ? [{ invoiceTitle: inv.titleName, invoiceStatus: INVOICE_STATUS[inv.status], invoiceStatusName: inv.status, invoiceMethod: inv.method, failReason: inv.status === 'FAILED' ? inv.failReason : null }] : [],
      hasFinishInvoice: issued,
    },
    invoiceStatus: inv ? INVOICE_STATUS[inv.status] : null,
    canSupplyInvoice: (!inv || mayInvoiceEvent(inv.status, 'REAPPLY')) && refusal === null,
    canViewInvoice: issued,
  };
}
