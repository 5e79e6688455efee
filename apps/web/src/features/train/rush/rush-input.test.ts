import { describe, expect, it } from 'vitest';
import type { BookSubmitInput } from '@travel/contracts/train/booking';
import { toRushInput } from './rush-input';

const base: BookSubmitInput = {
  tripList: [{ tripIndex: 1, trainNo: 'G1', departureDate: '2026-01-02', fromStationCode: 'BJP', toStationCode: 'SHH', seatClass: 'BUSINESS', price: { amount: 175000, currency: 'CNY' } }],
  passengerList: [],
  contact: { name: 'LI/NA', mobileCountryCode: '86', mobile: '13800138000', email: 'a@example.com' },
  serviceProviderId: 'SP-RAIL-1',
  travelType: 'PRIVATE',
  acceptNoSeat: false,
  acceptHybridPayment: false,
  ignoreDuplicate: false,
};
const g1 = { trainNo: 'G1', departureDate: '2026-01-02', fromStationCode: 'BJP', toStationCode: 'SHH', seatClass: 'BUSINESS' as const };
const g3 = { ...g1, trainNo: 'G3' };
const prepay = { amount: 175000, currency: 'CNY' };

describe('rush input', () => {
  it('a waitlist carries its options, deadline and the prepay seen, and no trip list', () => {
    const r = toRushInput(base, { type: 'WAITLIST', options: [g1, g3], limitTime: '2026-01-01T08:00:00+08:00', prepay });
    expect(r.kind).toBe('WAITLIST');
    expect(r.input).toMatchObject({ optionList: [g1, g3], limitTime: '2026-01-01T08:00:00+08:00', expectedPrepay: prepay, serviceProviderId: 'SP-RAIL-1' });
    expect('tripList' in r.input).toBe(false);
    expect('acceptNoSeat' in r.input).toBe(false);
  });

  it('a grab books the trip asked for with the others as alternatives', () => {
    const r = toRushInput(base, { type: 'GRAB', options: [g1, g3], limitTime: '2026-01-01T08:00:00+08:00', prepay });
    expect(r.kind).toBe('GRAB');
    const input = r.input as BookSubmitInput;
    expect(input.tripList).toEqual([{ tripIndex: 1, ...g1 }]);
    expect(input.ticketRush).toEqual({ type: 'GRAB', alternativeList: [g3], limitTime: '2026-01-01T08:00:00+08:00' });
  });
});
