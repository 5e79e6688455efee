import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { InvoiceError } from '@travel/contracts/invoice/errors';
import { INVOICE_STATUS, type invoiceSupplyCall } from '@travel/contracts/invoice/invoice';
import { LOCALES } from '@travel/contracts/platform/locales';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { MessageRef } from '../../platform/i18n';
import { enqueueJob } from '../../platform/jobs/job-queue';
import { callerOrder, findInvoice, type InvoiceScope } from './invoice-orders';
import type { InvoiceSource } from './invoice-port';
import { INVOICE_ISSUE_JOB } from './invoice-jobs';
import { mayInvoiceEvent, nextInvoiceStatus } from './invoice-status';
import { invoiceTitles, orderInvoices } from './schema';

type Input = z.output<(typeof invoiceSupplyCall)['input']>;
type Output = z.output<(typeof invoiceSupplyCall)['output']>;

/**
 * invoice/supply (spec 7; action 16): once per order, for an order of the caller's that may be invoiced now and a
 * title of the caller's enterprise; the invoice waits APPLIED and the issue job issues and mails it. An invoice the
 * job refused (FAILED) is asked for again the same way, with the title and address given now.
 */
export async function supplyInvoice(db: Db, sources: readonly InvoiceSource[], scope: InvoiceScope, input: Input, now: Date): Promise<Output> {
  return db.transaction(async (tx) => {
    const facts = await callerOrder(tx, sources, scope, input.orderId, input.productType);
    // Locked: two requests again of one refused invoice serialise, and the second finds it applied.
    const existing = await findInvoice(tx, facts.product, facts.orderId, true);
    if (existing && !mayInvoiceEvent(existing.status, 'REAPPLY')) throw new AppError(InvoiceError.ALREADY_SUPPLIED, {}, { invoiceStatus: INVOICE_STATUS[existing.status] });
    if (facts.refusal) throw new AppError(InvoiceError.NOT_INVOICABLE, { reason: new MessageRef(`invoice.refusal.${facts.refusal}`) }, { reason: facts.refusal });
    const [title] = await tx.select().from(invoiceTitles).where(and(eq(invoiceTitles.id, input.invoiceTitle), eq(invoiceTitles.enterpriseId, scope.enterpriseId)));
    if (!title) throw new AppError(InvoiceError.TITLE_NOT_FOUND);
    const item = Object.fromEntries(LOCALES.map((l) => [l, facts.itemName(l)]));
    const asked = { titleId: title.id, titleName: title.titleName, titleNameEn: title.titleNameEn, taxNumber: title.taxNumber, email: input.email, amount: facts.amount, currency: facts.currency, item, createdAt: now, updatedAt: now };
    let id: string;
    if (existing) {
      id = existing.id;
      // Asked anew: the refusal is forgotten, and the application time is this one.
      await tx.update(orderInvoices).set({ ...asked, status: nextInvoiceStatus(existing.status, 'REAPPLY'), failReason: null }).where(eq(orderInvoices.id, id));
    } else {
      id = randomUUID();
      const inserted = await tx
        .insert(orderInvoices)
        .values({ id, product: facts.product, orderId: facts.orderId, enterpriseId: facts.enterpriseId, memberId: facts.memberId, status: 'APPLIED', method: 'E-INVOICE', ...asked })
        .onConflictDoNothing()
        .returning({ id: orderInvoices.id });
      // A racing supply of the same order got there first.
      if (inserted.length === 0) throw new AppError(InvoiceError.ALREADY_SUPPLIED, {}, { invoiceStatus: INVOICE_STATUS.APPLIED });
    }
    // The refusing run of the job committed with the refusal, so its key is free again.
    await enqueueJob(tx, { kind: INVOICE_ISSUE_JOB, payload: { invoiceId: id }, runAt: now, dedupeKey: `${INVOICE_ISSUE_JOB}:${id}` }, now);
    return { orderId: facts.orderId, invoiceStatus: INVOICE_STATUS.APPLIED, invoiceStatusName: 'APPLIED' as const, amount: { amount: facts.amount, currency: facts.currency } };
  });
}
