import { describe, expect, it } from 'vitest';
import type { HotelNightStandard } from '../policy/control-service';
import { exceedOutcome } from './exceed-outcome';
import type { Night } from './hotel-port';
import { nightCap } from './night-policy';
import { isOvertimeBooking } from './overtime';

const night = (date: string, cny: number): Night => ({ date, price: { amount: cny, currency: 'CNY' }, cnyAmount: cny, remaining: 5, closedToArrival: false });
const rule = (handleTypes: string): HotelNightStandard => ({ standard: 500, currency: 'CNY', handleTypes, mixedPay: handleTypes === '8', forbidden: handleTypes === '6' });
const judge = (prices: number[], handleTypes: string, payWay: 1 | 14 = 1, rooms = 1) => {
  const r = rule(handleTypes);
  return exceedOutcome({ nights: prices.map((p, i) => night(`2030-01-0${i + 1}`, p)), payWay }, rooms, r, nightCap(r, 'CNY'));
};

describe('exceedOutcome', () => {
  it('is NONE within the standard and without one', () => {
    expect(judge([480, 500], '3').checkType).toBe('NONE');
    expect(exceedOutcome({ nights: [night('2030-01-01', 900)], payWay: 1 }, 1, null, null).checkType).toBe('NONE');
  });

  it('maps the handling of every night over: reason, personal pay, mixed pay online or at the hotel, forbidden', () => {
    expect(judge([520, 600], '3').checkType).toBe('EXCEED_CHOOSE_REASON');
    expect(judge([520, 600], '2').checkType).toBe('EXCEED_PERSONAL_PAY');
    expect(judge([520, 600], '8').checkType).toBe('EXCEED_MIX_PAY');
    expect(judge([520, 600], '8', 14).checkType).toBe('EXCEED_NO_MIX_PAY');
    expect(judge([520, 600], '6').checkType).toBe('EXCEED_FORBIDDEN');
  });

  it('is PART_EXCEED when only some nights are over (forbidden stays forbidden), with the excess of every room', () => {
    const part = judge([480, 520, 480], '8', 1, 2);
    expect(part).toEqual({ checkType: 'PART_EXCEED', exceedHandling: 'EXCEED_MIX_PAY', exceedDates: ['2030-01-02'], exceedAmount: 40 });
    expect(judge([480, 520], '6').checkType).toBe('EXCEED_FORBIDDEN');
  });
});

describe('isOvertimeBooking', () => {
  // 2030-01-10 in China time: 12:00 UTC is 20:00 there.
  it('is a stay starting tonight booked from 20:00 China time, or one that began before today', () => {
    expect(isOvertimeBooking('2030-01-10', new Date('2030-01-10T11:59:00Z'))).toBe(false);
    expect(isOvertimeBooking('2030-01-10', new Date('2030-01-10T12:00:00Z'))).toBe(true);
    expect(isOvertimeBooking('2030-01-11', new Date('2030-01-10T15:00:00Z'))).toBe(false);
    expect(isOvertimeBooking('2030-01-09', new Date('2030-01-09T17:00:00Z'))).toBe(true);
  });
});
