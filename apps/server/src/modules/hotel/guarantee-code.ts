import { createHash, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { GUARANTEE_CODE_MINUTES, GUARANTEE_CODE_RESEND_SECONDS } from '@travel/contracts/hotel/guarantee';
import { HotelError } from '@travel/contracts/hotel/errors';
import type { Locale } from '@travel/contracts/platform/locales';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { maskEmail } from '../../platform/masking';
import { getMember } from '../member/member-service';
import { notify } from '../notification/notify';
import type { MemberScope } from './browse-record';
import { textIn } from './hotel-card';
import { lockOrder } from './order-moves';
import { hotelGuaranteeCodes } from './schema';

/** Codes are kept hashed with their order: the table alone does not give them away. */
export const hashCode = (orderId: string, code: string) => createHash('sha256').update(`${orderId}:${code}`).digest('hex');

/**
 * order/send_verify_code: a fresh six-digit code for the card guarantee, sent to the order's traveller as an in-app
 * message and a mail (the platform's channels to its members); the previous code is replaced, at most once a minute.
 */
export async function sendGuaranteeCode(db: Db, scope: MemberScope, orderId: string, locale: Locale, now: Date) {
  return db.transaction(async (tx) => {
    const o = await lockOrder(tx, orderId, scope);
    if (o.status !== 'WAIT_GUARANTEE') throw new AppError(HotelError.GUARANTEE_NOT_WAITING, {}, { orderStatus: o.status });
    const [open] = await tx.select().from(hotelGuaranteeCodes).where(eq(hotelGuaranteeCodes.orderId, o.id));
    const resendAt = open ? open.sentAt.getTime() + GUARANTEE_CODE_RESEND_SECONDS * 1000 : 0;
    if (resendAt > now.getTime()) throw new AppError(HotelError.GUARANTEE_CODE_TOO_SOON, {}, { resendAfter: new Date(resendAt).toISOString() });
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const row = { orderId: o.id, codeHash: hashCode(o.id, code), sentAt: now, expiresAt: new Date(now.getTime() + GUARANTEE_CODE_MINUTES * 60_000), attempts: 0 };
    await tx.insert(hotelGuaranteeCodes).values(row).onConflictDoUpdate({ target: hotelGuaranteeCodes.orderId, set: row });
    const member = await getMember(tx, o.enterpriseId, o.memberId);
    await notify(tx, { enterpriseId: o.enterpriseId, memberId: o.memberId, kind: 'GUARANTEE_VERIFY_CODE', params: { code, minutes: String(GUARANTEE_CODE_MINUTES), hotelName: textIn(member.language ?? locale, o.hotelName), orderId: o.id }, link: `/hotel/guarantee/${o.id}` }, now);
    const email = maskEmail(member.email);
    return {
      orderId: o.id,
      sentTo: email ? t(locale, 'hotel.guarantee.sentToMail', { email }) : t(locale, 'hotel.guarantee.sentToMessages'),
      expiresAt: row.expiresAt.toISOString(),
      resendAfter: new Date(now.getTime() + GUARANTEE_CODE_RESEND_SECONDS * 1000).toISOString(),
    };
  });
}
