import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clockAdvanceCall, clockResetCall } from '@travel/contracts/dev/clock';
import { confirmEmailSendCall } from '@travel/contracts/hotel/confirm-email';
import { HotelError } from '@travel/contracts/hotel/errors';
import { orderGetCall } from '@travel/contracts/hotel/order';
import { HOTEL_ORDER_ACTION as A } from '@travel/contracts/hotel/order-actions';
import { orderCreateCall } from '@travel/contracts/hotel/order-create';
import { languageSaveCall } from '@travel/contracts/member/language';
import { mailOutboxCall } from '@travel/contracts/notification/notification';
import { ErrorCode } from '@travel/contracts/platform/error-codes';
import { formatDate } from '../../platform/i18n';
import { mailOutbox } from '../notification/schema';
import { formatMoneyIn } from './booking-texts';
import { bookPrivateStay, findPlan, openOrderEnv, orderStay, type OrderEnv } from './hotel-order-fixture';

const NOTR_MAIL = 'notr@demo.example.com';

describe('hotel order: confirmation mail (action 21)', () => {
  let env: OrderEnv;
  beforeAll(async () => {
    env = await openOrderEnv();
  }, 120_000);
  afterEach(async () => {
    await env.t.anonymous().ok(clockResetCall, {});
  });
  afterAll(async () => env?.t.close());

  const mailsTo = async (to: string) => (await env.admin.ok(mailOutboxCall, { pageIndex: 1, pageSize: 50, to })).list;
  const mailCount = async () => (await env.t.database.db.select({ id: mailOutbox.id }).from(mailOutbox)).length;

  it('mails a confirmed stay’s confirmation in the member’s language with its facts, once a minute, to the address asked', async () => {
    const stay = env.stay(6, 2);
    const f = await findPlan(env.hotels, stay, (p) => p.payWay === 1 && p.cancel.type === 'FREE_CANCEL');
    const booked = await bookPrivateStay(env, f, stay);
    const orderId = booked.baseInfo.orderId;
    expect(booked.baseInfo.orderStatusName).toBe('CONFIRMED');
    expect(booked.orderOperateInfo).toMatchObject({ canSendConfirmEmail: true, canViewCredential: true });
    expect(booked.actionList).toEqual(expect.arrayContaining([A.ORDER_CREDENTIAL, A.CONFIRMATION_EMAIL]));

    // The member reads German: the mail is German whatever language the call is made in.
    await env.notr.ok(languageSaveCall, { language: 'de' });
    const de = await env.notr.ok(orderGetCall, { orderId }, { lang: 'de' });
    const sent = await env.notr.ok(confirmEmailSendCall, { orderId }, { lang: 'en' });
    expect(sent).toMatchObject({ orderId, sentTo: 'n***r@demo.example.com' });
    expect(Date.parse(sent.nextSendTime) - Date.parse(sent.sentAt)).toBe(60_000);

    const [mail] = await mailsTo(NOTR_MAIL);
    const h = de.hotelInfo;
    expect(mail!.subject).toBe(`Buchungsbestätigung: ${h.hotelName}, ${formatDate('de', stay.checkinDate)}`);
    const body = mail!.body;
    expect(body.startsWith('Hallo 李娜,')).toBe(true);
    for (const line of [
      `Das Hotel hat Ihren Aufenthalt im ${h.hotelName} bestätigt.`,
      `Adresse: ${h.address}`,
      `Bestätigungsnummer des Hotels: ${de.baseInfo.hotelConfirmNum}`,
      `Bestellnummer: ${orderId}`,
      `Zimmer: ${h.roomTypeName} · ${h.bedTypeName}`,
      `Tarif: ${h.ratePlanName} · ${h.breakfastTypeName}`,
      `Anreise: ${formatDate('de', stay.checkinDate)}`,
      `Abreise: ${formatDate('de', stay.checkoutDate)}`,
      'Nächte: 2',
      'Gäste: Li Na',
      'Erwachsene: 1',
      `Späteste Ankunft: ${h.planArrivalTime ?? 'Nicht angegeben'}`,
      `Gesamtpreis: ${formatMoneyIn('de', { amount: de.orderPrice.totalPrice, currency: de.orderPrice.currency })}`,
      'Zahlung: Online vorauszahlen',
      'Stornierungsbedingungen:',
      'Kostenlose Stornierung',
    ]) {
      expect(body).toContain(line);
    }

    // Again within the minute: refused with when it may go again, nothing mailed.
    const before = await mailCount();
    const soon = (await env.notr.call(confirmEmailSendCall, { orderId })).body;
    expect(soon).toMatchObject({ resultCode: HotelError.CONFIRM_EMAIL_TOO_SOON, data: { nextSendTime: sent.nextSendTime } });
    expect(await mailCount()).toBe(before);

    await env.t.anonymous().ok(clockAdvanceCall, { seconds: 61 });
    const me = await env.t.login('notr');
    await me.ok(confirmEmailSendCall, { orderId, email: 'assistant@example.com' });
    const [other] = await mailsTo('assistant@example.com');
    expect(other!.body).toContain(`Bestellnummer: ${orderId}`);
    await me.ok(languageSaveCall, { language: 'en' });
  });

  it('refuses an order the hotel has not confirmed, and another member’s order without a word of it', async () => {
    const stay = env.stay(8, 1);
    const f = await findPlan(env.hotels, stay, (p) => p.payWay === 14 && p.guarantee === null);
    const contact = { name: 'Li Na', mobileCountryCode: '86', mobile: '13800001234', email: 'li.na@example.com' };
    const { orderId } = await env.notr.ok(orderCreateCall, orderStay(f, stay, { travelType: 1, totalPrice: undefined, roomList: [{ guestList: [{ source: 'SELF', name: 'Li Na' }] }], contact }));
    const waiting = await env.notr.ok(orderGetCall, { orderId });
    expect(waiting.baseInfo.orderStatusName).toBe('WAIT_CONFIRM');
    expect(waiting.orderOperateInfo.canSendConfirmEmail).toBe(false);
    expect(waiting.actionList).not.toContain(A.CONFIRMATION_EMAIL);
    const before = await mailCount();
    expect((await env.notr.call(confirmEmailSendCall, { orderId })).body).toMatchObject({ resultCode: HotelError.ORDER_NOT_CONFIRMED, data: { orderStatus: 'WAIT_CONFIRM' } });

    const stranger = (await env.employee.call(confirmEmailSendCall, { orderId, email: 'thief@example.com' })).body;
    expect(stranger).toMatchObject({ resultCode: ErrorCode.DATA_NOT_FOUND, data: null });
    expect(JSON.stringify(stranger)).not.toMatch(/li\.na|Li Na|WAIT_CONFIRM/);
    expect(await mailCount()).toBe(before);
    expect(await env.t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'thief@example.com'))).toEqual([]);
  });
});
