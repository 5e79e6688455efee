import { describe, expect, it } from 'vitest';
import { parseHotelParams } from '../hotel-params';
import { buildCreateInput } from './book-input';
import { colleagueGuest, customerGuest, selfGuest } from './guest-rooms';

const self = { memberId: 'mem-notr', name: 'Notr' };
const state = {
  stay: { ...parseHotelParams(new URLSearchParams()), checkin: '2031-07-01', checkout: '2031-07-03', childAges: [5], trNo: 'TR-1' },
  plan: { hotelId: 'H1', roomTypeId: 'R1', ratePlanId: 'P1', detailId: null, total: { amount: 50000, currency: 'CNY' } },
};
const contact = { name: 'Notr', mobileCountryCode: '86', mobile: '13800001234' };

describe('the order/create input', () => {
  it('sends the rooms with their guests, the total for those rooms and the choices made', () => {
    const input = buildCreateInput({
      state,
      rooms: [[selfGuest(self)], [colleagueGuest('mem-a', 'A', self), customerGuest('Li Lei')!]],
      total: { amount: 100000, currency: 'CNY' },
      contact,
      arrival: '20:00',
      remark: '  Quiet room ',
      reason: { reasonCode: 'R1', reasonText: '' },
      acceptHybridPayment: true,
    });
    expect(input).toEqual({
      hotelId: 'H1',
      roomTypeId: 'R1',
      ratePlanId: 'P1',
      checkinDate: '2031-07-01',
      checkoutDate: '2031-07-03',
      adultNum: 3,
      childAgeList: [5],
      roomNum: 2,
      travelType: 0,
      trNo: 'TR-1',
      totalPrice: { amount: 100000, currency: 'CNY' },
      roomList: [{ guestList: [{ source: 'SELF', name: 'Notr' }] }, { guestList: [{ source: 'STAFF', memberId: 'mem-a', name: 'A' }, { source: 'CUSTOMER', name: 'Li Lei' }] }],
      contact,
      latestArrivalTime: '20:00',
      remark: 'Quiet room',
      violationReason: { reasonCode: 'R1' },
      acceptHybridPayment: true,
    });
  });

  it('leaves out what was not given', () => {
    const input = buildCreateInput({ state, rooms: [[selfGuest(self)]], total: null, contact, arrival: null, remark: ' ', reason: null, acceptHybridPayment: false });
    for (const key of ['totalPrice', 'latestArrivalTime', 'remark', 'violationReason']) expect(input).not.toHaveProperty(key);
    expect(input).toMatchObject({ roomNum: 1, adultNum: 1, acceptHybridPayment: false });
  });
});
