import { HotelError } from '@travel/contracts/hotel/errors';
import type { FileAnswer } from '@travel/contracts/platform/envelope';
import type { Locale } from '@travel/contracts/platform/locales';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { sheetPdf } from '../../platform/pdf/sheet-pdf';
import type { MemberScope } from './browse-record';
import { confirmationSheet } from './confirmation-sheet';
import { hasConfirmation } from './order-actions';
import { findOrder } from './order-moves';

/** China time, the platform's clock, as the reader writes a date and time. */
const issuedAt = (locale: Locale, now: Date) =>
  new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Shanghai', calendar: 'gregory', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(now);

/**
 * order/credential (spec 4 action 20): the booking confirmation of an order the hotel confirmed, as a printable PDF in
 * the caller's language, with the same facts as the confirmation mail.
 */
export async function orderCredential(db: Db, scope: MemberScope, orderId: string, locale: Locale, now: Date): Promise<FileAnswer> {
  const o = await findOrder(db, scope, orderId);
  if (!hasConfirmation(o)) throw new AppError(HotelError.ORDER_NOT_CONFIRMED, {}, { orderStatus: o.status });
  const sheet = await confirmationSheet(db, o, locale);
  const content = await sheetPdf({
    title: sheet.title,
    lead: sheet.intro,
    rows: sheet.rows,
    closing: [t(locale, 'hotel.confirmation.showAtHotel'), t(locale, 'hotel.confirmation.issued', { time: issuedAt(locale, now) })],
    lang: locale,
    createdAt: now,
  });
  return { fileName: `hotel-confirmation-${o.id}.pdf`, contentType: 'application/pdf', content };
}
