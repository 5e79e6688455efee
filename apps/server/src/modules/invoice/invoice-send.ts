import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { InvoiceError } from '@travel/contracts/invoice/errors';
import { INVOICE_RESEND_SECONDS, INVOICE_STATUS, type invoiceSendCall } from '@travel/contracts/invoice/invoice';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { maskEmail } from '../../platform/masking';
import { mailInvoice } from './invoice-mail';
import { callerOrder, findInvoice, type InvoiceScope } from './invoice-orders';
import type { InvoiceSource } from './invoice-port';
import { invoiceSends } from './schema';

type Input = z.output<(typeof invoiceSendCall)['input']>;
type Output = z.output<(typeof invoiceSendCall)['output']>;
export const RESEND_MS = INVOICE_RESEND_SECONDS * 1000;

/** The last mail of an invoice, if any. */
export async function lastSend(db: Db, invoiceId: string) {
  const [last] = await db.select().from(invoiceSends).where(eq(invoiceSends.invoiceId, invoiceId)).orderBy(desc(invoiceSends.sentAt)).limit(1);
  return last;
}

/** invoice/send (spec 7; action 15 "resend invoice"): only an invoice issued and sent (status 3), once per interval, to the address given. */
export async function resendInvoice(db: Db, sources: readonly InvoiceSource[], scope: InvoiceScope, input: Input, now: Date): Promise<Output> {
  return db.transaction(async (tx) => {
    const facts = await callerOrder(tx, sources, scope, input.orderId, input.productType);
    const inv = await findInvoice(tx, facts.product, facts.orderId, true);
    if (!inv) throw new AppError(InvoiceError.NO_INVOICE);
    if (inv.status !== 'SENT') throw new AppError(InvoiceError.NOT_SENT, {}, { invoiceStatus: INVOICE_STATUS[inv.status] });
    const last = await lastSend(tx, inv.id);
    if (last && last.sentAt.getTime() + RESEND_MS > now.getTime()) {
      throw new AppError(InvoiceError.SEND_TOO_SOON, {}, { nextSendTime: new Date(last.sentAt.getTime() + RESEND_MS).toISOString() });
    }
    await mailInvoice(tx, inv, input.email, 'RESEND', now);
    return { orderId: inv.orderId, sentTo: maskEmail(input.email) ?? '', sentAt: now.toISOString(), nextSendTime: new Date(now.getTime() + RESEND_MS).toISOString() };
  });
}
