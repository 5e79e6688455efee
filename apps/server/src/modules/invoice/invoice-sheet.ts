import { formatDate, t } from '../../platform/i18n';
import type { Locale } from '@travel/contracts/platform/locales';
import type { InvoiceRow } from './invoice-orders';

export interface InvoiceSheetRow {
  label: string;
  lines: string[];
}

const money = (locale: Locale, amount: number, currency: string) => {
  const fmt = new Intl.NumberFormat(locale, { style: 'currency', currency });
  return fmt.format(amount / 10 ** (fmt.resolvedOptions().maximumFractionDigits ?? 2));
};
/** China time, the platform's clock, as the reader writes a date. */
const chinaDate = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/** The item line in the reader's language, else Chinese, else any kept. */
export const itemIn = (locale: Locale, inv: Pick<InvoiceRow, 'item'>) => inv.item[locale] ?? inv.item['zh-CN'] ?? Object.values(inv.item)[0] ?? '';

/** An issued invoice's facts in one language: what its mail and its PDF both say. */
export function invoiceSheet(locale: Locale, inv: InvoiceRow): { title: string; rows: InvoiceSheetRow[] } {
  const k = (key: string, params?: Record<string, unknown>) => t(locale, `invoice.sheet.${key}`, params);
  const row = (key: string, ...lines: string[]): InvoiceSheetRow => ({ label: k(key), lines });
  const rows = [
    row('number', inv.invoiceNumber ?? '—'),
    row('issuedAt', inv.issuedAt ? formatDate(locale, chinaDate(inv.issuedAt)) : '—'),
    row('method', k('methodName')),
    row('buyer', inv.titleName, ...(inv.titleNameEn ? [inv.titleNameEn] : [])),
    row('taxNumber', inv.taxNumber),
    row('item', itemIn(locale, inv)),
    row('amount', money(locale, inv.amount, inv.currency)),
    row('orderId', inv.orderId),
    row('seller', k('sellerName')),
  ];
  return { title: k('title'), rows };
}

/** The sheet as mail text: one "label: value" line a row. */
export const sheetLines = (locale: Locale, rows: readonly InvoiceSheetRow[]) => rows.map((r) => t(locale, 'invoice.sheet.row', { label: r.label, value: r.lines.join(' / ') }));
