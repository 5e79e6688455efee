import { desc, eq } from 'drizzle-orm';
import { InvoiceError } from '@travel/contracts/invoice/errors';
import { INVOICE_STATUS, type InvoiceDetail } from '@travel/contracts/invoice/invoice';
import type { FileAnswer } from '@travel/contracts/platform/envelope';
import type { Locale } from '@travel/contracts/platform/locales';
import type { Product } from '@travel/contracts/platform/products';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { maskEmail } from '../../platform/masking';
import { sheetPdf } from '../../platform/pdf/sheet-pdf';
import { callerOrder, findInvoice, type InvoiceRow, type InvoiceScope } from './invoice-orders';
import type { InvoiceSource } from './invoice-port';
import { RESEND_MS } from './invoice-send';
import { itemIn, invoiceSheet } from './invoice-sheet';
import { invoiceSends } from './schema';

type Target = { orderId: string; productType?: Product };

/** The caller's order's invoice, or NO_INVOICE. */
async function callerInvoice(db: Db, sources: readonly InvoiceSource[], scope: InvoiceScope, q: Target): Promise<InvoiceRow> {
  const facts = await callerOrder(db, sources, scope, q.orderId, q.productType);
  const inv = await findInvoice(db, facts.product, facts.orderId);
  if (!inv) throw new AppError(InvoiceError.NO_INVOICE);
  return inv;
}

/** invoice/detail (action 17 "view invoice"): the invoice's title, item, amount, number, status and mails. */
export async function invoiceDetail(db: Db, sources: readonly InvoiceSource[], scope: InvoiceScope, q: Target, locale: Locale, now: Date): Promise<InvoiceDetail> {
  const inv = await callerInvoice(db, sources, scope, q);
  const sends = await db.select().from(invoiceSends).where(eq(invoiceSends.invoiceId, inv.id)).orderBy(desc(invoiceSends.sentAt));
  const next = sends[0] ? new Date(Math.max(now.getTime(), sends[0].sentAt.getTime() + RESEND_MS)).toISOString() : null;
  return {
    orderId: inv.orderId,
    productType: inv.product,
    invoiceStatus: INVOICE_STATUS[inv.status],
    invoiceStatusName: inv.status,
    invoiceMethod: inv.method,
    title: { titleName: inv.titleName, titleNameEN: inv.titleNameEn, taxNumber: inv.taxNumber },
    itemName: itemIn(locale, inv),
    amount: { amount: inv.amount, currency: inv.currency },
    invoiceNumber: inv.invoiceNumber,
    issuedAt: inv.issuedAt?.toISOString() ?? null,
    email: maskEmail(inv.email) ?? '',
    appliedAt: inv.createdAt.toISOString(),
    sendList: sends.map((s) => ({ sentTo: maskEmail(s.toAddress) ?? '', sentAt: s.sentAt.toISOString() })),
    nextSendTime: inv.status === 'SENT' ? next : null,
  };
}

/** invoice/pdf: the issued e-invoice as a printable PDF in the caller's language (refused until it is issued). */
export async function invoicePdf(db: Db, sources: readonly InvoiceSource[], scope: InvoiceScope, q: Target, locale: Locale, now: Date): Promise<FileAnswer> {
  const inv = await callerInvoice(db, sources, scope, q);
  if (!inv.invoiceNumber) throw new AppError(InvoiceError.NOT_SENT, {}, { invoiceStatus: INVOICE_STATUS[inv.status] });
  const sheet = invoiceSheet(locale, inv);
  const content = await sheetPdf({ title: sheet.title, lead: t(locale, 'invoice.sheet.lead'), rows: sheet.rows, closing: [t(locale, 'invoice.sheet.closing')], lang: locale, createdAt: now });
  return { fileName: `e-invoice-${inv.invoiceNumber}.pdf`, contentType: 'application/pdf', content };
}
