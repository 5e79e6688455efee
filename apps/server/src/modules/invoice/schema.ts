import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { InvoiceRefusalReason } from '@travel/contracts/invoice/errors';
import type { InvoiceStatusName } from '@travel/contracts/invoice/invoice';
import type { Product } from '@travel/contracts/platform/products';

/** Spec 3 "Invoice title": the buyer titles an enterprise invoices under (Chinese and English name, tax number). */
export const invoiceTitles = pgTable(
  'invoice_titles',
  {
    id: text('id').primaryKey(),
    enterpriseId: text('enterprise_id').notNull(),
    titleName: text('title_name').notNull(),
    titleNameEn: text('title_name_en'),
    taxNumber: text('tax_number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('invoice_titles_enterprise').on(t.enterpriseId)],
);

/** What an invoice is for, in each language the order knows (the item line, e.g. "accommodation: hotel, dates"). */
export type InvoiceItemText = Record<string, string>;

/** An order's invoice (one per order of a product): the title as chosen, the amount the order charged, its issue and mails. */
export const orderInvoices = pgTable(
  'order_invoices',
  {
    id: text('id').primaryKey(),
    product: text('product').$type<Product>().notNull(),
    orderId: text('order_id').notNull(),
    enterpriseId: text('enterprise_id').notNull(),
    memberId: text('member_id').notNull(),
    titleId: text('title_id').notNull(),
    /** the title as it was when asked for (a later change of the title leaves an issued invoice as it is) */
    titleName: text('title_name').notNull(),
    titleNameEn: text('title_name_en'),
    taxNumber: text('tax_number').notNull(),
    email: text('email').notNull(),
    status: text('status').$type<InvoiceStatusName>().notNull(),
    method: text('method').$type<'E-INVOICE'>().notNull(),
    /** minor units of `currency` (CNY): what the order charged through us */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    item: jsonb('item').$type<InvoiceItemText>().notNull(),
    invoiceNumber: text('invoice_number'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    /** why the issue job refused it (FAILED) */
    failReason: text('fail_reason').$type<InvoiceRefusalReason>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('order_invoices_order').on(t.product, t.orderId),
    uniqueIndex('order_invoices_number').on(t.invoiceNumber),
    index('order_invoices_member').on(t.enterpriseId, t.memberId),
  ],
);

/** Every mail of an invoice (the first with its issue, then resends). */
export const invoiceSends = pgTable(
  'invoice_sends',
  {
    id: text('id').primaryKey(),
    invoiceId: text('invoice_id').notNull(),
    toAddress: text('to_address').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('invoice_sends_invoice').on(t.invoiceId, t.sentAt)],
);
