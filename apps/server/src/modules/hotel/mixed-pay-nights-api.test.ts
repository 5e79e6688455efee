import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderCheckCall } from '@travel/contracts/hotel/order-check';
import { orderCreateCall } from '@travel/contracts/hotel/order-create';
import { rateplanListCall } from '@travel/contracts/hotel/rateplan';
import { companyConfigSaveCall, companyDetailCall } from '@travel/contracts/member/company';
import { paymentPayCall, SANDBOX_CARDS } from '@travel/contracts/payment/payment';
import { PolicyError } from '@travel/contracts/policy/errors';
import { travelStandardListCall, travelStandardSaveCall, type HotelStandard } from '@travel/contracts/policy/standards';
import { commerceOrders } from '../commerce/schema';
import { paymentRecords, payOrders } from '../payment/schema';
import { BEIJING, findPlan, openOrderEnv, orderStay, type FoundPlan, type OrderEnv } from './hotel-order-fixture';
import type { RatePlanOffer } from './hotel-port';
import { hotelOrders } from './schema';

const ROOMS = 2;
const contact = { name: 'Wang Fang', mobileCountryCode: '86', mobile: '13800001234' };
// Both rooms' first guests are judged by the caller's (L3) standard: the caller, and a guest named only.
const roomList = [{ guestList: [{ source: 'SELF', name: 'Wang Fang' }] }, { guestList: [{ source: 'CUSTOMER', name: 'Li Lei' }] }];

/** Nights shaped like 480 / 520 / 480: the middle one dearer than both others by a few yuan at least. */
const middleDear = (p: RatePlanOffer) => {
  const [a, b, c] = p.nights.map((n) => n.cnyAmount);
  return p.payWay === 1 && p.nights.length === 3 && b! - Math.max(a!, c!) >= 600;
};

describe('mixed pay judged night by night', () => {
  let env: OrderEnv;
  beforeAll(async () => {
    env = await openOrderEnv();
  }, 120_000);
  afterAll(async () => env?.t.close());

  /** A prepaid Beijing plan for two rooms over three nights, dear only on its middle night (the first such start date). */
  async function middleDearStay(): Promise<{ f: FoundPlan; stay: { checkinDate: string; checkoutDate: string } }> {
    for (let start = 7; start < 40; start++) {
      const stay = env.stay(start, 3);
      const f = await findPlan(env.hotels, { ...stay, roomNum: ROOMS }, middleDear).catch(() => null);
      if (f) return { f, stay };
    }
    throw new Error('no Beijing plan dearer on its middle night');
  }

  it('charges the traveller the middle night’s excess per room (not the average’s, which is within), the company the rest', async () => {
    const { f, stay } = await middleDearStay();
    const [cheap1, dear, cheap3] = f.plan.nights.map((n) => n.cnyAmount) as [number, number, number];
    // The standard between the cheap nights and the dear one, like 500 against 480 / 520 / 480.
    const standard = Math.floor((Math.max(cheap1, cheap3) + dear) / 2);
    const excess = dear - standard;
    const total = f.plan.totalPrice.amount;
    expect(f.plan.totalPrice.currency).toBe('CNY');
    expect(total).toBe(ROOMS * (cheap1 + dear + cheap3));
    // An average- or total-based rule would charge nothing: the stay's average is within the standard.
    expect((cheap1 + dear + cheap3) / 3).toBeLessThanOrEqual(standard);
    expect(excess).toBeGreaterThan(0);

    const levels = (await env.manager.ok(travelStandardListCall, {})).list;
    const l3 = levels.find((l) => l.travelLevel === 'L3')!.standards.find((s) => s.product === 'HOTEL')!.standard as HotelStandard;
    const { config } = await env.manager.ok(companyDetailCall, {});
    await env.manager.ok(travelStandardSaveCall, { travelLevel: 'L3', product: 'HOTEL', standard: { ...l3, cityCaps: [...l3.cityCaps.filter((c) => c.cityId !== BEIJING), { cityId: BEIJING, amount: standard }] } });
    await env.manager.ok(companyConfigSaveCall, { ...config, hotelControl: { ...config.hotelControl, travelRuleViolationControl: 4 } });
    try {
      const body = orderStay(f, stay, { roomNum: ROOMS, adultNum: ROOMS, roomList, contact, checkGuaranteeConfirmRemind: false });
      const middle = f.plan.nights[1]!.date;

      const listed = (await env.notr.ok(rateplanListCall, { hotelId: f.hotelId, ...stay })).roomList.flatMap((r) => r.ratePlanList).find((p) => p.ratePlanId === f.plan.ratePlanId)!;
      expect(listed.tmcControl).toMatchObject({ exceeding: true, mixedPay: true, standard, exceedDates: [middle] });
      expect(listed.dailyInfoList.map((d) => d.exceeding)).toEqual([false, true, false]);

      const check = await env.notr.ok(orderCheckCall, body);
      expect(check).toMatchObject({ checkType: 'PART_EXCEED', exceedHandling: 'EXCEED_MIX_PAY', standard, exceedDates: [middle], exceedAmount: ROOMS * excess });

      const asked = await env.notr.call(orderCreateCall, body);
      expect(asked.body).toMatchObject({ resultCode: PolicyError.EXCEEDING_STANDARD_HYBRID_PAY, data: { personalAmount: { amount: ROOMS * excess }, companyAmount: { amount: total - ROOMS * excess } } });
      const split = { nights: [{ personal: 0, company: cheap1 }, { personal: excess, company: standard }, { personal: 0, company: cheap3 }] };
      expect(asked.body.data).toMatchObject({ travellers: [{ payment: split }, { payment: split }] });

      const out = await env.notr.ok(orderCreateCall, { ...body, acceptHybridPayment: true });
      expect(out).toMatchObject({
        orderStatus: 'WAIT_PAY',
        exceedHandling: 'EXCEED_MIX_PAY',
        totalPrice: { amount: total },
        personalAmount: { amount: ROOMS * excess },
        payOrder: { payMode: 'HYBRID', totalAmount: { amount: total }, companyAmount: { amount: total - ROOMS * excess }, personalAmount: { amount: ROOMS * excess } },
      });
      const db = env.t.database.db;
      const [ledger] = await db.select().from(commerceOrders).where(eq(commerceOrders.orderId, out.orderId));
      expect(ledger).toMatchObject({ product: 'HOTEL', travelType: 'BUSINESS', personalAmount: ROOMS * excess, companyAmount: total - ROOMS * excess });
      const [row] = await db.select().from(hotelOrders).where(eq(hotelOrders.id, out.orderId));
      expect(row).toMatchObject({ totalAmount: total, personalAmount: ROOMS * excess });

      // The traveller pays online only the excess; the rest is the company's monthly settlement.
      await env.notr.ok(paymentPayCall, { payOrderId: out.payOrder!.payOrderId, payWay: 'online_payment', cardNumber: SANDBOX_CARDS.SUCCEED });
      const [paid] = await db.select().from(payOrders).where(eq(payOrders.id, out.payOrder!.payOrderId));
      expect(paid).toMatchObject({ status: 'PAID', personalAmount: ROOMS * excess, companyAmount: total - ROOMS * excess });
      const moneyIn = await db.select().from(paymentRecords).where(and(eq(paymentRecords.payOrderId, paid!.id), eq(paymentRecords.direction, 'IN')));
      expect(moneyIn.map((r) => [r.payWay, r.amount]).sort()).toEqual([
        ['company_monthly_settlement', total - ROOMS * excess],
        ['online_payment', ROOMS * excess],
      ]);
    } finally {
      await env.manager.ok(companyConfigSaveCall, config);
      await env.manager.ok(travelStandardSaveCall, { travelLevel: 'L3', product: 'HOTEL', standard: l3 });
    }
  });
});
