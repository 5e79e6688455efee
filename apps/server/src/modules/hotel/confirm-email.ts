import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { CONFIRM_EMAIL_RESEND_SECONDS, type confirmEmailSendCall } from '@travel/contracts/hotel/confirm-email';
import { HotelError } from '@travel/contracts/hotel/errors';
import { DEFAULT_LOCALE, type Locale } from '@travel/contracts/platform/locales';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { maskEmail } from '../../platform/masking';
import { displayName, getMember } from '../member/member-service';
import { sendMail } from '../notification/mail-service';
import type { MemberScope } from './browse-record';
import { confirmationSheet, sheetText } from './confirmation-sheet';
import { hasConfirmation } from './order-actions';
import { lockOrder } from './order-moves';
import { hotelConfirmMails } from './schema';

type Input = z.output<(typeof confirmEmailSendCall)['input']>;
type Output = z.output<(typeof confirmEmailSendCall)['output']>;
const RESEND_MS = CONFIRM_EMAIL_RESEND_SECONDS * 1000;

/**
 * order/confirm_email/send (spec 4 action 21): under the order's lock, once the hotel confirmed it and at most once per
 * interval, the booking confirmation goes into the mail outbox in the member's language, to the address given or else
 * the order's contact or the member; the send is recorded for the interval.
 */
export async function sendConfirmEmail(db: Db, scope: MemberScope, input: Input, now: Date): Promise<Output> {
  return db.transaction(async (tx) => {
    const o = await lockOrder(tx, input.orderId, scope);
    if (!hasConfirmation(o)) throw new AppError(HotelError.ORDER_NOT_CONFIRMED, {}, { orderStatus: o.status });
    const [last] = await tx.select().from(hotelConfirmMails).where(eq(hotelConfirmMails.orderId, o.id)).orderBy(desc(hotelConfirmMails.sentAt)).limit(1);
    if (last && last.sentAt.getTime() + RESEND_MS > now.getTime()) {
      throw new AppError(HotelError.CONFIRM_EMAIL_TOO_SOON, {}, { nextSendTime: new Date(last.sentAt.getTime() + RESEND_MS).toISOString() });
    }
    const member = await getMember(tx, o.enterpriseId, o.memberId);
    const to = input.email ?? o.contact.email ?? member.email;
    if (!to) throw new AppError(HotelError.CONFIRM_EMAIL_NO_ADDRESS);
    // The member's language (the UI language they last used), as the platform's other mail to them.
    const locale: Locale = member.language ?? DEFAULT_LOCALE;
    const sheet = await confirmationSheet(tx, o, locale);
    await sendMail(tx, { enterpriseId: o.enterpriseId, toAddress: to, toMemberId: member.id, locale, subject: sheet.subject, body: sheetText(locale, sheet), greetName: to === o.contact.email ? o.contact.name : displayName(member) }, now);
    await tx.insert(hotelConfirmMails).values({ orderId: o.id, sentAt: now, toAddress: to });
    return { orderId: o.id, sentTo: maskEmail(to) ?? '', sentAt: now.toISOString(), nextSendTime: new Date(now.getTime() + RESEND_MS).toISOString() };
  });
}
