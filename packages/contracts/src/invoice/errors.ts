import { z } from 'zod';

/** Refusals of the invoice module (the spec has no catalogue codes for invoices). */
export const InvoiceError = {
  /** the order may not be invoiced now (data: why: not yet checked out, paid at the hotel, nothing charged through us) */
  NOT_INVOICABLE: 'INVOICE_NOT_INVOICABLE',
  /** the order's invoice was already asked for (once per order; data: its status) */
  ALREADY_SUPPLIED: 'INVOICE_ALREADY_SUPPLIED',
  /** no such invoice title in the caller's enterprise */
  TITLE_NOT_FOUND: 'INVOICE_TITLE_NOT_FOUND',
  /** the order has no invoice yet */
  NO_INVOICE: 'INVOICE_NONE',
  /** the invoice is not issued and sent yet (resend only at status 3; data: its status) */
  NOT_SENT: 'INVOICE_NOT_SENT',
  /** the invoice was mailed less than INVOICE_RESEND_SECONDS ago (data: when it may be sent again) */
  SEND_TOO_SOON: 'INVOICE_SEND_TOO_SOON',
} as const;

export const invoiceRefusalReasonSchema = z.enum(['NOT_YET', 'PAID_AT_HOTEL', 'NOTHING_CHARGED', 'ENDED']);
export type InvoiceRefusalReason = z.infer<typeof invoiceRefusalReasonSchema>;

export const invoiceErrorData = {
  [InvoiceError.NOT_INVOICABLE]: z.object({ reason: invoiceRefusalReasonSchema }),
  [InvoiceError.ALREADY_SUPPLIED]: z.object({ invoiceStatus: z.number().int() }),
  [InvoiceError.TITLE_NOT_FOUND]: z.null(),
  [InvoiceError.NO_INVOICE]: z.null(),
  [InvoiceError.NOT_SENT]: z.object({ invoiceStatus: z.number().int() }),
  [InvoiceError.SEND_TOO_SOON]: z.object({ nextSendTime: z.string() }),
} as const;
