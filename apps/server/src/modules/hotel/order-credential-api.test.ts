import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderCredentialCall } from '@travel/contracts/hotel/credential';
import { HotelError } from '@travel/contracts/hotel/errors';
import { orderGetCall } from '@travel/contracts/hotel/order';
import { orderCreateCall } from '@travel/contracts/hotel/order-create';
import { ErrorCode } from '@travel/contracts/platform/error-codes';
import { LOCALES } from '@travel/contracts/platform/locales';
import { t } from '../../platform/i18n';
import { pdfText } from '../../test/pdf-text';
import { bookPrivateStay, findPlan, openOrderEnv, orderStay, type OrderEnv } from './hotel-order-fixture';

describe('hotel order credential (action 20): the booking confirmation as a PDF', () => {
  let env: OrderEnv;
  let orderId: string;
  beforeAll(async () => {
    env = await openOrderEnv();
    const stay = env.stay(7, 2);
    const booked = await bookPrivateStay(env, await findPlan(env.hotels, stay, (p) => p.payWay === 1), stay);
    orderId = booked.baseInfo.orderId;
    expect(booked.baseInfo.orderStatusName).toBe('CONFIRMED');
  }, 120_000);
  afterAll(async () => env?.t.close());

  it('answers a PDF attachment whose text is the confirmation in each of the 11 languages, scripts included', async () => {
    for (const lang of LOCALES) {
      const { res } = await env.notr.call(orderCredentialCall, { orderId }, { lang });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="hotel-confirmation-${orderId}.pdf"`);
      const pdf = res.rawPayload;
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(pdf).join('');
      const o = await env.notr.ok(orderGetCall, { orderId }, { lang });
      for (const expected of [t(lang, 'hotel.confirmation.title'), t(lang, 'hotel.confirmation.cancel'), o.baseInfo.hotelConfirmNum!, orderId, 'Li Na', o.hotelInfo.roomTypeName]) {
        expect(text, `${lang}: ${expected}`).toContain(expected);
      }
      expect(text).not.toContain('\ufffd');
    }
  }, 120_000);

  it('embeds the faces the text needs: Thai for Thai, Noto Sans JP for Japanese kanji and kana, Noto Sans SC for Chinese and Latin', async () => {
    const fonts = async (lang: string) => (await env.notr.call(orderCredentialCall, { orderId }, { lang })).res.rawPayload.toString('latin1').match(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)?.join(' ') ?? '';
    expect(await fonts('th')).toContain('NotoSansThai-Regular');
    expect(await fonts('zh-CN')).toContain('NotoSansSC-Regular');
    expect(await fonts('zh-CN')).not.toContain('NotoSansJP');
    expect(await fonts('en')).not.toContain('NotoSansThai');
    // Japanese: its kanji in Japanese letterforms (not Chinese ones), and it still reads back as the same text.
    expect(await fonts('ja')).toContain('NotoSansJP-Regular');
    const { res } = await env.notr.call(orderCredentialCall, { orderId }, { lang: 'ja' });
    const text = pdfText(res.rawPayload).join('');
    expect(t('ja', 'hotel.confirmation.title')).toMatch(/\p{Script=Han}/u);
    expect(text).toContain(t('ja', 'hotel.confirmation.title'));
  });

  it('refuses an order the hotel has not confirmed, and another member’s order', async () => {
    const stay = env.stay(9, 1);
    const f = await findPlan(env.hotels, stay, (p) => p.payWay === 14 && p.guarantee === null);
    const contact = { name: 'Li Na', mobileCountryCode: '86', mobile: '13800001234' };
    const waiting = await env.notr.ok(orderCreateCall, orderStay(f, stay, { travelType: 1, totalPrice: undefined, roomList: [{ guestList: [{ source: 'SELF', name: 'Li Na' }] }], contact }));
    const refused = await env.notr.call(orderCredentialCall, { orderId: waiting.orderId });
    expect(refused.res.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.body).toMatchObject({ resultCode: HotelError.ORDER_NOT_CONFIRMED, data: { orderStatus: 'WAIT_CONFIRM' } });
    const stranger = await env.employee.call(orderCredentialCall, { orderId });
    expect(stranger.body).toMatchObject({ resultCode: ErrorCode.DATA_NOT_FOUND, data: null });
    expect(JSON.stringify(stranger.body)).not.toContain('Li Na');
  });
});
