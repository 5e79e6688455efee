import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { JobHandlers } from '../../platform/jobs/job-queue';
import { mailInvoice } from './invoice-mail';
import { sourceOf, type InvoiceRow } from './invoice-orders';
import type { InvoiceSource } from './invoice-port';
import { nextInvoiceStatus } from './invoice-status';
import { orderInvoices } from './schema';

export const INVOICE_ISSUE_JOB = 'invoice.issue';

/** A 20-digit e-invoice number (the fully digitalised e-invoice's length): the year's two digits, then 18 random ones. */
function invoiceNumber(now: Date): string {
  const part = () => String(randomInt(0, 1_000_000_000)).padStart(9, '0');
  return `${String(now.getUTCFullYear()).slice(2)}${part()}${part()}`;
}

/**
 * The issue job: an APPLIED invoice is issued for what its order charged now (the order asked again: one cancelled or
 * no longer invoicable meanwhile fails instead), numbered, and mailed to the address given; the same transaction
 * commits all of it with the job, and a rerun finds it no longer APPLIED and does nothing.
 */
async function issueInvoice(db: Db, sources: readonly InvoiceSource[], invoiceId: string, now: Date): Promise<void> {
  const [inv] = await db.select().from(orderInvoices).where(eq(orderInvoices.id, invoiceId)).for('update');
  if (!inv || inv.status !== 'APPLIED') return;
  const facts = await sourceOf(sources, inv.product)?.orderFacts(db, inv.orderId);
  if (!facts || facts.refusal) {
    await db.update(orderInvoices).set({ status: nextInvoiceStatus(inv.status, 'FAIL'), failReason: facts?.refusal ?? 'ENDED', updatedAt: now }).where(eq(orderInvoices.id, inv.id));
    return;
  }
  const issued: InvoiceRow = { ...inv, status: nextInvoiceStatus(inv.status, 'ISSUE'), amount: facts.amount, invoiceNumber: invoiceNumber(now), issuedAt: now, updatedAt: now };
  await db.update(orderInvoices).set({ status: issued.status, amount: issued.amount, invoiceNumber: issued.invoiceNumber, issuedAt: now, updatedAt: now }).where(eq(orderInvoices.id, inv.id));
  await mailInvoice(db, issued, inv.email, 'SEND', now);
}

/** The invoice module's jobs, given the products' invoice sources at wiring. */
export const invoiceIssueJobs = (sources: readonly InvoiceSource[]): JobHandlers => ({
  [INVOICE_ISSUE_JOB]: async (db, payload, ctx) => issueInvoice(db, sources, String(payload.invoiceId), ctx.now),
});
