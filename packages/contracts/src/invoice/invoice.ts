import { z } from 'zod';
import { defineCall } from '../platform/define-call';
import { fileAnswerSchema, moneySchema } from '../platform/envelope';
import { productSchema } from '../platform/products';
import { MAX } from '../platform/text';
import { invoiceRefusalReasonSchema } from './errors';

/**
 * An order invoice's status (spec hotel.md 3 invoiceInfo.invoiceStatus; resend only at 3): 1 applied (waiting for the
 * issue job), 2 issued (its mail not yet out), 3 issued and sent, 4 refused at issue (the order may no longer be invoiced).
 */
export const INVOICE_STATUS = { APPLIED: 1, ISSUED: 2, SENT: 3, FAILED: 4 } as const;
export type InvoiceStatusName = keyof typeof INVOICE_STATUS;
export const invoiceStatusNameSchema = z.enum(['APPLIED', 'ISSUED', 'SENT', 'FAILED']);
/** The platform prefers the electronic invoice (platform.md: E-INVOICE when several types are available); the only one issued. */
export const invoiceMethodSchema = z.enum(['E-INVOICE']);

/** One mail of an invoice at most this often (the first with the issue, then each resend). */
export const INVOICE_RESEND_SECONDS = 60;
/** Title search answers at most this many titles. */
export const INVOICE_TITLE_SEARCH_SIZE = 20;

const orderIdSchema = z.string().min(1).max(MAX.id);
const emailSchema = z.string().trim().max(254).email({ message: 'validation.email' });
/** absent: the product is found from the order id (each product's orders are asked in turn) */
const productTypeSchema = productSchema.optional().describe('the product of the order; absent: found from the order id');

/** Spec 3 "Invoice title": a buyer title of the caller's enterprise. */
export const invoiceTitleSchema = z.object({
  invoiceTitleID: z.string(),
  titleName: z.string(),
  titleNameEN: z.string().nullable(),
  /** the buyer's taxpayer identification number (unified social credit code) */
  taxNumber: z.string(),
});
export type InvoiceTitle = z.infer<typeof invoiceTitleSchema>;

export const invoiceTitleSearchCall = defineCall({
  service: 'invoice',
  path: 'title/search',
  summary: `Invoice title search (spec 7): the caller's enterprise's invoice titles whose Chinese or English name contains companyName (all when empty), at most ${INVOICE_TITLE_SEARCH_SIZE}`,
  auth: 'member',
  bg: true,
  input: z.object({
    companyName: z.string().trim().max(MAX.name).default(''),
    /** spec 7 names it; only the caller's own enterprise has titles to show (another answers none) */
    enterpriseID: z.string().max(MAX.id).optional(),
  }),
  output: z.object({ list: z.array(invoiceTitleSchema) }),
});

/** An order's invoice as its order shows it (spec 3 invoiceInfo.invoiceList). */
export const invoiceSummarySchema = z.object({
  invoiceTitle: z.string(),
  invoiceStatus: z.number().int(),
  invoiceStatusName: invoiceStatusNameSchema,
  invoiceMethod: invoiceMethodSchema,
  /** why the issue refused it (FAILED; it may be asked for again once the order may be invoiced); null otherwise */
  failReason: invoiceRefusalReasonSchema.nullable(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/** Spec 3 invoiceInfo: the order's invoices, and whether one was issued. */
export const invoiceInfoSchema = z.object({ invoiceList: z.array(invoiceSummarySchema), hasFinishInvoice: z.boolean() });
export type InvoiceInfo = z.infer<typeof invoiceInfoSchema>;

export const invoiceSupplyCall = defineCall({
  service: 'invoice',
  path: 'supply',
  summary: 'Invoice supply (spec 7): asks the e-invoice of an order that may be invoiced now, for a title of the caller’s enterprise, mailed to the address given once issued (a job issues it); once per order',
  auth: 'member',
  write: true,
  bg: true,
  input: z.object({
    orderId: orderIdSchema,
    productType: productTypeSchema,
    email: emailSchema,
    /** the title's id (title/search's invoiceTitleID) */
    invoiceTitle: z.string().min(1).max(MAX.id),
  }),
  output: z.object({ orderId: z.string(), invoiceStatus: z.number().int(), invoiceStatusName: invoiceStatusNameSchema, amount: moneySchema }),
});

export const invoiceSendCall = defineCall({
  service: 'invoice',
  path: 'send',
  summary: `Invoice send (spec 7, action "resend invoice"): mails the issued e-invoice of the order again, to the address given; only once it was issued and sent (status 3), once every ${INVOICE_RESEND_SECONDS} seconds`,
  auth: 'member',
  write: true,
  bg: true,
  input: z.object({ orderId: orderIdSchema, productType: productTypeSchema, email: emailSchema }),
  output: z.object({ orderId: z.string(), sentTo: z.string().describe('the address, masked'), sentAt: z.string(), nextSendTime: z.string() }),
});

/** The facts of an order's invoice (action "view invoice"). */
export const invoiceDetailSchema = z.object({
  orderId: z.string(),
  productType: productSchema,
  invoiceStatus: z.number().int(),
  invoiceStatusName: invoiceStatusNameSchema,
  invoiceMethod: invoiceMethodSchema,
  title: invoiceTitleSchema.omit({ invoiceTitleID: true }),
  /** what the invoice is for, in the reader's language */
  itemName: z.string(),
  amount: moneySchema,
  /** the e-invoice number once issued */
  invoiceNumber: z.string().nullable(),
  issuedAt: z.string().nullable(),
  email: z.string().describe('masked'),
  appliedAt: z.string(),
  /** every mail of the invoice, newest first */
  sendList: z.array(z.object({ sentTo: z.string().describe('masked'), sentAt: z.string() })),
  /** when it may be resent (null: not sendable now) */
  nextSendTime: z.string().nullable(),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

export const invoiceDetailCall = defineCall({
  service: 'invoice',
  path: 'detail',
  summary: 'The invoice of an order (action "view invoice"): its title, amount, number, status and mails',
  auth: 'member',
  bg: true,
  input: z.object({ orderId: orderIdSchema, productType: productTypeSchema }),
  output: invoiceDetailSchema,
});

export const invoicePdfCall = defineCall({
  service: 'invoice',
  path: 'pdf',
  summary: "The issued e-invoice of an order as a PDF attachment in the caller's language",
  auth: 'member',
  bg: true,
  file: true,
  input: z.object({ orderId: orderIdSchema, productType: productTypeSchema }),
  output: fileAnswerSchema,
});
