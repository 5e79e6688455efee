import { orderGetCall } from '@travel/contracts/hotel/order';
import { orderCreateCall } from '@travel/contracts/hotel/order-create';
import { paymentPayCall, SANDBOX_CARDS } from '@travel/contracts/payment/payment';
import { addDays, localDate } from '../../platform/dates';
import { runDueJobs } from '../../platform/jobs/job-queue';
import type { HotelSupplier, RatePlanOffer, RoomType } from './hotel-port';
import { BEIJING, openDetailEnv, type DetailEnv } from './hotel-detail-fixture';

export { BEIJING, L3_BEIJING_CAP } from './hotel-detail-fixture';

export interface FoundPlan {
  hotelId: string;
  room: RoomType;
  plan: RatePlanOffer;
}

/** A Beijing plan for the stay meeting `ok` (the first in the supplier's order), for tests that need a kind of plan. */
export async function findPlan(
  hotels: HotelSupplier,
  stay: { checkinDate: string; checkoutDate: string; roomNum?: number },
  ok: (plan: RatePlanOffer, room: RoomType) => boolean,
  skip: ReadonlySet<string> = new Set(),
): Promise<FoundPlan> {
  const q = { checkinDate: stay.checkinDate, checkoutDate: stay.checkoutDate, roomNum: stay.roomNum ?? 1, adultNum: 1, childAges: [], corporateId: 'ent-demo' };
  for (const h of await hotels.listHotels(BEIJING)) {
    if (skip.has(h.hotelId)) continue;
    const found = await hotels.getStay(h.hotelId, q);
    for (const r of found?.rooms ?? []) {
      for (const p of r.ratePlans) {
        const sellable = p.nights.every((n) => n.remaining >= q.roomNum && !n.closedToArrival) && p.nights.length >= p.minStay;
        if (sellable && ok(p, r.room)) return { hotelId: h.hotelId, room: r.room, plan: p };
      }
    }
  }
  throw new Error('no Beijing plan of the kind asked for');
}

/** The order call's stay fields for a found plan. */
export const orderStay = (f: FoundPlan, stay: { checkinDate: string; checkoutDate: string }, extra: Record<string, unknown> = {}) => ({
  hotelId: f.hotelId,
  roomTypeId: f.room.roomTypeId,
  ratePlanId: f.plan.ratePlanId,
  checkinDate: stay.checkinDate,
  checkoutDate: stay.checkoutDate,
  totalPrice: f.plan.totalPrice,
  ...extra,
});

/** Moves the test clock to the next `hour`:00 in China time (the platform's dates are China time). */
export function moveClockToChinaHour(env: DetailEnv, hour: number): string {
  const now = Date.now();
  const china = new Date(now + 8 * 3_600_000);
  const target = Date.UTC(china.getUTCFullYear(), china.getUTCMonth(), china.getUTCDate(), hour) - 8 * 3_600_000;
  const at = target > now ? target : target + 86_400_000;
  env.t.clock.setOffsetSeconds(Math.round((at - now) / 1000));
  return localDate(env.t.clock.now());
}

export async function openOrderEnv() {
  const env = await openDetailEnv();
  const today = localDate(env.t.clock.now());
  return { ...env, today, stay: (startIn: number, nights: number) => ({ checkinDate: addDays(today, startIn), checkoutDate: addDays(today, startIn + nights) }) };
}
export type OrderEnv = Awaited<ReturnType<typeof openOrderEnv>>;

type Stay = { checkinDate: string; checkoutDate: string };

/** The rooms left on each night of the found plan for the stay, as the hotel sells them now. */
export async function planRemaining(env: OrderEnv, f: FoundPlan, stay: Stay): Promise<number[]> {
  const got = await env.hotels.getStay(f.hotelId, { ...stay, roomNum: 1, adultNum: 1, childAges: [], corporateId: 'ent-demo' });
  return got!.rooms.find((r) => r.room.roomTypeId === f.room.roomTypeId)!.ratePlans.find((p) => p.ratePlanId === f.plan.ratePlanId)!.nights.map((n) => n.remaining);
}

/** A private stay `notr` books for themself, paid when prepaid, with the hotel's confirmation run: order/get's answer. */
export async function bookPrivateStay(env: OrderEnv, f: FoundPlan, stay: Stay) {
  const contact = { name: 'Li Na', mobileCountryCode: '86', mobile: '13800001234' };
  const out = await env.notr.ok(orderCreateCall, orderStay(f, stay, { travelType: 1, totalPrice: undefined, roomList: [{ guestList: [{ source: 'SELF', name: 'Li Na' }] }], contact }));
  if (out.payOrder?.status === 'WAIT_PAY') await env.notr.ok(paymentPayCall, { payOrderId: out.payOrder.payOrderId, payWay: 'online_payment', cardNumber: SANDBOX_CARDS.SUCCEED });
  await runDueJobs(env.t.database.db, env.t.clock, env.t.app.jobHandlers);
  return env.notr.ok(orderGetCall, { orderId: out.orderId });
}
