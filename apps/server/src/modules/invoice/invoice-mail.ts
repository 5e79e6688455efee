import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, type Locale } from '@travel/contracts/platform/locales';
import type { Db } from '../../platform/db/database';
import { t } from '../../platform/i18n';
import { displayName, getMember } from '../member/member-service';
import { sendMail } from '../notification/mail-service';
import type { InvoiceRow } from './invoice-orders';
import { invoiceSheet, sheetLines } from './invoice-sheet';
import { nextInvoiceStatus, type InvoiceEvent } from './invoice-status';
import { invoiceSends, orderInvoices } from './schema';

/**
 * Mails an issued invoice (its facts; the PDF is one tap away in the order) into the outbox in the member's language,
 * records the send and moves the invoice by `event` (SEND after the issue, RESEND after), all in the caller's transaction.
 */
export async function mailInvoice(db: Db, inv: InvoiceRow, to: string, event: Extract<InvoiceEvent, 'SEND' | 'RESEND'>, now: Date): Promise<void> {
  const status = nextInvoiceStatus(inv.status, event);
  const member = await getMember(db, inv.enterpriseId, inv.memberId);
  // The member's language (the UI language they last used), as the platform's other mail to them.
  const locale: Locale = member.language ?? DEFAULT_LOCALE;
  const sheet = invoiceSheet(locale, inv);
  const body = [t(locale, 'invoice.mail.intro'), '', ...sheetLines(locale, sheet.rows), '', t(locale, 'invoice.mail.download')].join('\n');
  await sendMail(db, { enterpriseId: inv.enterpriseId, toAddress: to, toMemberId: member.id, locale, subject: t(locale, 'invoice.mail.subject', { number: inv.invoiceNumber ?? '' }), body, greetName: displayName(member) }, now);
  await db.insert(invoiceSends).values({ id: randomUUID(), invoiceId: inv.id, toAddress: to, sentAt: now });
  if (status !== inv.status) await db.update(orderInvoices).set({ status, updatedAt: now }).where(eq(orderInvoices.id, inv.id));
}
