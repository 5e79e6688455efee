import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelInfoGetCall, orderCancelCall, orderGetCall, orderHistoryListCall } from '@travel/contracts/hotel/order';
import { orderCreateCall } from '@travel/contracts/hotel/order-create';
import { orderCenterListCall, waitingListCall } from '@travel/contracts/order-center/order-center';
import { findPlan, openOrderEnv, orderStay, type OrderEnv } from './hotel-order-fixture';

const contact = { name: 'Li Na', mobileCountryCode: '86', mobile: '13800001234', email: 'lina@example.com' };

describe('hotel order/get, the order centre and the order history', () => {
  let env: OrderEnv;
  let orderId: string;
  let stay: { checkinDate: string; checkoutDate: string };
  beforeAll(async () => {
    env = await openOrderEnv();
    stay = env.stay(14, 2);
    const f = await findPlan(env.hotels, stay, (p) => p.payWay === 1 && p.cancel.type === 'FREE_CANCEL');
    const rooms = [{ guestList: [{ source: 'SELF', name: 'Li Na' }, { source: 'CUSTOMER', name: 'Zhou Jie' }] }];
    orderId = (await env.notr.ok(orderCreateCall, orderStay(f, stay, { travelType: 1, adultNum: 2, roomList: rooms, contact, latestArrivalTime: '21:00', remark: 'High floor' }))).orderId;
  }, 120_000);
  afterAll(async () => env?.t.close());

  it('shows every field group of spec 3 with YYYYMMDD dates, a masked contact and the pay countdown', async () => {
    const o = await env.notr.ok(orderGetCall, { orderId });
    expect(o.baseInfo).toMatchObject({ orderId, orderStatus: 1, orderStatusName: 'WAIT_PAY', payType: 1, travelType: 1, bookType: 1, cancelPolicyType: 'FREE_CANCEL', hotelConfirmNum: null });
    expect(o.baseInfo.showOrderStatus).not.toBe('');
    expect(o.hotelInfo).toMatchObject({ roomNum: 1, adultNum: 2, childNum: 0, checkinDate: stay.checkinDate.replace(/-/g, ''), checkoutDate: stay.checkoutDate.replace(/-/g, ''), planArrivalTime: '21:00', customerRemark: 'High floor' });
    expect(o.dailyPriceList).toHaveLength(2);
    expect(o.dailyPriceList.every((d) => /^\d{8}$/.test(d.date))).toBe(true);
    expect(o.orderPrice.totalPrice).toBe(o.dailyPriceList.reduce((s, d) => s + d.price, 0));
    expect(o.orderPrice).toMatchObject({ waitPayPrice: o.orderPrice.totalPrice, personalAmount: o.orderPrice.totalPrice, companyAmount: 0 });
    expect(o.checkinPersonList.map((g) => g.name)).toEqual(['Li Na', 'Zhou Jie']);
    expect(o.keyContact.mobile).not.toBe(contact.mobile);
    expect(o.keyContact.email).not.toBe(contact.email);
    expect(o.orderOperateInfo).toMatchObject({ waitPay: true, canCancelType: 'YES', cantCancelReasonDesc: null });
    expect(o.orderOperateInfo.secondToLatestPayTime).toBeGreaterThan(0);
    expect(o.orderOperateInfo.latestPayTime).not.toBeNull();
  });

  it('lists the order in the order centre (waiting for payment) and in the hotel order history', async () => {
    const waiting = await env.notr.ok(waitingListCall, {});
    expect(waiting.list.find((i) => i.orderId === orderId)).toMatchObject({ product: 'HOTEL', waitType: 'WAIT_PAY', travelDate: stay.checkinDate, orderStatus: 'WAIT_PAY' });
    const page = await env.notr.ok(orderCenterListCall, { pageIndex: 1, pageSize: 20, product: 'HOTEL' });
    expect(page.list.map((i) => i.orderId)).toContain(orderId);
    const history = await env.notr.ok(orderHistoryListCall, {});
    expect(history.list[0]).toMatchObject({ orderId, orderStatus: 1, roomNum: 1 });
    expect((await env.notr.ok(orderHistoryListCall, { size: 1 })).list).toHaveLength(1);
  });

  it("never finds another member's or another enterprise's order, and its refusal names none of it", async () => {
    const [employee, outsider] = [env.employee, await env.t.login('outsider')];
    for (const client of [employee, outsider]) {
      for (const def of [orderGetCall, cancelInfoGetCall, orderCancelCall] as const) {
        const res = await client.call(def, { orderId });
        expect(res.body.resultCode).toBe('DATA_NOT_FOUND');
        expect(JSON.stringify(res.body)).not.toContain(orderId);
      }
      expect((await client.ok(orderHistoryListCall, {})).list.map((o) => o.orderId)).not.toContain(orderId);
      expect((await client.ok(waitingListCall, {})).list.map((o) => o.orderId)).not.toContain(orderId);
    }
    // The back office reads it for the member acted for only.
    expect((await env.admin.ok(orderGetCall, { orderId, enterpriseId: 'ent-demo', memberId: 'mem-notr' }, { bg: true })).baseInfo.orderId).toBe(orderId);
    expect((await env.admin.call(orderGetCall, { orderId, enterpriseId: 'ent-demo', memberId: 'mem-employee' }, { bg: true })).body.resultCode).toBe('DATA_NOT_FOUND');
    expect((await env.notr.ok(orderGetCall, { orderId })).baseInfo.orderStatusName).toBe('WAIT_PAY');
  });
});
