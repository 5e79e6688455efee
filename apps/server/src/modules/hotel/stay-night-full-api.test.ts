import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HotelError } from '@travel/contracts/hotel/errors';
import { orderCheckCall } from '@travel/contracts/hotel/order-check';
import { orderCreateCall } from '@travel/contracts/hotel/order-create';
import { rateplanListCall } from '@travel/contracts/hotel/rateplan';
import { addDays } from '../../platform/dates';
import { hotelHolds } from '../../suppliers/hotel/schema';
import { commerceOrders, commerceWorkflows } from '../commerce/schema';
import { findPlan, openOrderEnv, orderStay, planRemaining, type FoundPlan, type OrderEnv } from './hotel-order-fixture';
import { hotelOrders } from './schema';

type Stay = { checkinDate: string; checkoutDate: string };
const contact = { name: 'Wang Fang', mobileCountryCode: '86', mobile: '13800001234' };

describe('a 3-night stay whose middle night has no room left', () => {
  let env: OrderEnv;
  beforeAll(async () => {
    env = await openOrderEnv();
  }, 120_000);
  afterAll(async () => env?.t.close());

  /** The plan as rateplan/list shows it to the traveller for a stay. */
  const shown = async (f: FoundPlan, stay: Stay) => {
    const out = await env.notr.ok(rateplanListCall, { hotelId: f.hotelId, ...stay, travelType: 1 });
    return out.roomList.flatMap((r) => r.ratePlanList).find((p) => p.ratePlanId === f.plan.ratePlanId)!;
  };

  it('is refused by order/check and order/create as full, and takes no room of nights 1 and 3, no order, no ledger row, no hold', async () => {
    const three = env.stay(20, 3);
    const night = (i: number): Stay => ({ checkinDate: addDays(three.checkinDate, i), checkoutDate: addDays(three.checkinDate, i + 1) });
    // Sellable one night at a time, so that each night's rooms left read as the one-night plan's lastCount.
    const f = await findPlan(env.hotels, three, (p) => p.payWay === 1 && p.minStay === 1);
    const lastCounts = async () => Promise.all([0, 1, 2].map(async (i) => (await shown(f, night(i))).lastCount));
    const start = await lastCounts();
    expect(start.every((n) => n > 0)).toBe(true);

    // Night 2 filled for real: another member books a room of it, and the hotel's other guests hold the rest.
    const other = await env.employee.ok(orderCreateCall, orderStay(f, night(1), { travelType: 1, totalPrice: undefined, roomList: [{ guestList: [{ source: 'SELF', name: 'Wang Wei' }] }], contact }));
    const rest = start[1]! - 1;
    if (rest > 0) await env.hotels.holdRooms({ hotelId: f.hotelId, roomTypeId: f.room.roomTypeId, ratePlanId: f.plan.ratePlanId, ...night(1), roomNum: rest, adultNum: 1, childAges: [], idempotencyKey: 'night-2-rest' });
    expect(await lastCounts()).toEqual([start[0], 0, start[2]]);
    const before = await planRemaining(env, f, three);
    expect(before).toEqual([start[0], 0, start[2]]);

    const listed = await shown(f, three);
    expect(listed).toMatchObject({ soldState: 'PART_FULL', lastCount: 0 });
    const body = orderStay(f, three, { travelType: 1, totalPrice: { amount: listed.bffPriceInfo.totalPrice, currency: f.plan.totalPrice.currency }, roomList: [{ guestList: [{ source: 'SELF', name: 'Wang Fang' }] }], contact });
    expect((await env.notr.call(orderCheckCall, { ...body, checkGuaranteeConfirmRemind: false })).body.resultCode).toBe(HotelError.ROOM_FULL);
    expect((await env.notr.call(orderCreateCall, body)).body.resultCode).toBe(HotelError.ROOM_FULL);
    // Without a price shown the plan is read again all the same: still full.
    expect((await env.notr.call(orderCreateCall, { ...body, totalPrice: undefined })).body.resultCode).toBe(HotelError.ROOM_FULL);

    expect(await planRemaining(env, f, three)).toEqual(before);
    expect(await lastCounts()).toEqual([start[0], 0, start[2]]);
    const db = env.t.database.db;
    expect(await db.select().from(hotelOrders).where(eq(hotelOrders.memberId, 'mem-notr'))).toEqual([]);
    expect(await db.select().from(commerceOrders).where(eq(commerceOrders.memberId, 'mem-notr'))).toEqual([]);
    expect((await db.select().from(hotelOrders)).map((o) => o.id)).toEqual([other.orderId]);
    // The hotel holds only the other member's room and the filler: nothing of the refused stay.
    const holds = await db.select().from(hotelHolds);
    expect(holds.map((h) => h.orderRef ?? h.idempotencyKey).sort()).toEqual(rest > 0 ? [other.orderId, 'night-2-rest'].sort() : [other.orderId]);
    // A booking refused at the hotel's hold would leave its journal UNDONE: nothing of the refused stay is left running.
    const flows = await db.select().from(commerceWorkflows);
    expect(flows.filter((w) => w.status !== 'UNDONE').map((w) => w.ledgerRef)).toEqual([other.orderId]);
  });
});
