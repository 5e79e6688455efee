import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HotelError } from '@travel/contracts/hotel/errors';
import { priceFeedbackConfigCall, priceFeedbackNotifyCall } from '@travel/contracts/hotel/price-feedback';
import { companyConfigSaveCall, companyDetailCall } from '@travel/contracts/member/company';
import { BEIJING, openOrderEnv, type OrderEnv } from './hotel-order-fixture';
import { hotelPriceFeedback } from './schema';

describe('price feedback (spec 5: platform, price and room; OTHER named; only beside contract rates, when the enterprise takes it)', () => {
  let env: OrderEnv;
  let contractHotel: string;
  let publicHotel: string;
  const stay = () => env.stay(6, 1);
  beforeAll(async () => {
    env = await openOrderEnv();
    const q = { ...stay(), roomNum: 1, adultNum: 1, childAges: [], corporateId: 'ent-demo' };
    const kinds = new Map<boolean, string>();
    for (const h of await env.hotels.listHotels(BEIJING)) {
      const s = await env.hotels.getStay(h.hotelId, q);
      const contract = s?.rooms.some((r) => r.ratePlans.some((p) => p.sourceType === '1')) ?? false;
      if (s && !kinds.has(contract)) kinds.set(contract, h.hotelId);
      if (kinds.size === 2) break;
    }
    contractHotel = kinds.get(true)!;
    publicHotel = kinds.get(false)!;
  }, 120_000);
  afterAll(async () => env?.t.close());

  const feedback = (extra: Record<string, unknown> = {}) => ({ hotelId: contractHotel, ...stay(), platform: 'CTRIP', platformPrice: 45000, roomTypeName: 'Deluxe King', ...extra });
  const rows = async (hotelId: string) => env.t.database.db.select().from(hotelPriceFeedback).where(eq(hotelPriceFeedback.hotelId, hotelId));

  it('keeps a report for a contract hotel, with the other platform only when it is OTHER', async () => {
    expect(await env.notr.ok(priceFeedbackConfigCall, {})).toEqual({ enabled: true });
    const { feedbackId } = await env.notr.ok(priceFeedbackNotifyCall, feedback({ otherPlatform: 'ignored' }));
    const other = await env.notr.ok(priceFeedbackNotifyCall, feedback({ platform: 'OTHER', otherPlatform: 'Trip.com app', platformPrice: 39900 }));
    const kept = await rows(contractHotel);
    expect(kept.find((r) => r.id === feedbackId)).toMatchObject({ memberId: 'mem-notr', platform: 'CTRIP', otherPlatform: null, platformPrice: 45000, roomTypeName: 'Deluxe King', enterpriseId: 'ent-demo' });
    expect(kept.find((r) => r.id === other.feedbackId)).toMatchObject({ platform: 'OTHER', otherPlatform: 'Trip.com app', platformPrice: 39900 });
  });

  it('asks the other platform for OTHER and refuses a hotel without contract rates', async () => {
    const missing = (await env.notr.call(priceFeedbackNotifyCall, feedback({ platform: 'OTHER' }))).body;
    expect(missing.resultCode).toBe('PARAM_ERROR');
    expect(JSON.stringify(missing.data)).toContain('otherPlatform');
    expect((await env.notr.call(priceFeedbackNotifyCall, feedback({ platformPrice: 0 }))).body.resultCode).toBe('PARAM_ERROR');
    const refused = (await env.notr.call(priceFeedbackNotifyCall, feedback({ hotelId: publicHotel }))).body;
    expect(refused.resultCode).toBe(HotelError.PRICE_FEEDBACK_NOT_OFFERED);
    expect(refused.description).toMatch(/contract/i);
    expect(await rows(publicHotel)).toEqual([]);
  });

  it('takes none when the enterprise turned it off', async () => {
    const { config } = await env.manager.ok(companyDetailCall, {});
    await env.manager.ok(companyConfigSaveCall, { ...config, hotelControl: { ...config.hotelControl, priceFeedback: false } });
    try {
      expect(await env.notr.ok(priceFeedbackConfigCall, {})).toEqual({ enabled: false });
      expect((await env.notr.call(priceFeedbackNotifyCall, feedback())).body.resultCode).toBe(HotelError.PRICE_FEEDBACK_NOT_OFFERED);
    } finally {
      await env.manager.ok(companyConfigSaveCall, config);
    }
  });
});
