import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HotelError } from '@travel/contracts/hotel/errors';
import { orderCreateCall } from '@travel/contracts/hotel/order-create';
import { hotelInventory } from '../../suppliers/hotel/schema';
import { commerceWorkflows } from '../commerce/schema';
import { findPlan, openOrderEnv, orderStay, type OrderEnv } from './hotel-order-fixture';
import { hotelOrders } from './schema';

const contact = { name: 'Race', mobileCountryCode: '86', mobile: '13800009999' };

// PGlite runs one connection, so nothing races there: this needs a PostgreSQL server (DATABASE_URL).
describe.skipIf(!process.env.DATABASE_URL)('hotel booking under concurrency (PostgreSQL)', () => {
  let env: OrderEnv;
  beforeAll(async () => {
    env = await openOrderEnv();
  }, 120_000);
  afterAll(async () => env?.t.close());

  it('the last room of a stay raced by eight bookings: exactly one order, the others refused, no night sold past its allotment', async () => {
    const stay = env.stay(30, 3);
    const f = await findPlan(env.hotels, stay, (p) => p.payWay === 1);
    // Everything but one room of every night taken through the port first.
    const left = Math.min(...f.plan.nights.map((n) => n.remaining));
    // A plan with one room left needs no filling (a hold of no rooms is refused).
    if (left > 1) await env.hotels.holdRooms({ hotelId: f.hotelId, roomTypeId: f.room.roomTypeId, ratePlanId: f.plan.ratePlanId, ...stay, roomNum: left - 1, adultNum: 1, childAges: [], idempotencyKey: 'race-fill' });
    const body = (i: number) => ({ ...orderStay(f, stay), totalPrice: undefined, travelType: 1, roomList: [{ guestList: [{ source: 'CUSTOMER', name: `Racer ${i}` }] }], contact });
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => env.notr.call(orderCreateCall, body(i))));
    const codes = answers.map((a) => a.body.resultCode);
    expect(codes.some((c) => c === HotelError.ROOM_FULL), codes.join()).toBe(true);
    expect(codes.filter((c) => c === '0')).toHaveLength(1);
    // The others were refused at the hotel's hold (full) or saw the room gone when reading the plan again.
    expect(codes.filter((c) => c !== '0').every((c) => c === HotelError.ROOM_FULL || c === HotelError.ROOM_PRICE_CHANGED)).toBe(true);
    const db = env.t.database.db;
    const rows = await db.select().from(hotelInventory).where(and(eq(hotelInventory.hotelId, f.hotelId), eq(hotelInventory.roomTypeId, f.room.roomTypeId)));
    const after = await env.hotels.getStay(f.hotelId, { ...stay, roomNum: 1, adultNum: 1, childAges: [], corporateId: 'ent-demo' });
    const plan = after!.rooms.find((r) => r.room.roomTypeId === f.room.roomTypeId)!.ratePlans.find((p) => p.ratePlanId === f.plan.ratePlanId)!;
    expect(plan.nights.map((n) => n.remaining)).toEqual(f.plan.nights.map((n) => n.remaining - left));
    expect(rows.every((r) => r.sold <= r.allotment && r.sold >= 0)).toBe(true);
    const orders = await db.select().from(hotelOrders).where(eq(hotelOrders.hotelId, f.hotelId));
    expect(orders).toHaveLength(1);
    // Every losing booking that reached the hotel was undone; only the winner's (committed by its ledger row) remains.
    const flows = await db.select().from(commerceWorkflows).where(inArray(commerceWorkflows.status, ['RUNNING']));
    expect(flows.filter((w) => w.product === 'HOTEL').map((w) => w.ledgerRef)).toEqual([orders[0]!.id]);
  });
});
