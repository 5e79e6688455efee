import { describe, expect, it } from 'vitest';
import type { CheckResult } from './check-outcome';
import { payShares } from './pay-shares';

const check = (checkType: CheckResult['checkType'], exceedHandling = checkType): CheckResult => ({
  checkType,
  exceedHandling,
  exceedDates: [],
  standard: 50000,
  message: '',
  totalPrice: { amount: 100000, currency: 'CNY' },
  exceedAmount: 20000,
});
const base = { payWay: 1 as const, total: 100000, totalCny: 100000, travelType: 0 as const, rooms: 1 };

describe('who pays what of the stay', () => {
  it('leaves a business stay within the standard to the company, and a private one to the traveller online', () => {
    expect(payShares({ ...base, check: check('NONE') })).toEqual({ company: 100000, online: 0, atHotel: 0, atHotelYours: 0, estimate: false });
    expect(payShares({ ...base, travelType: 1, check: check('NONE') })).toMatchObject({ company: 0, online: 100000 });
  });

  it('gives the traveller everything under personal pay and the excess under mixed pay, in the hotel currency', () => {
    expect(payShares({ ...base, check: check('EXCEED_PERSONAL_PAY') })).toMatchObject({ company: 0, online: 100000 });
    expect(payShares({ ...base, check: check('PART_EXCEED', 'EXCEED_MIX_PAY') })).toMatchObject({ company: 80000, online: 20000, estimate: false });
    // A yen stay: 20 000 fen over of 100 000 fen is a fifth of the yen total; two rooms double it and it is an estimate.
    expect(payShares({ ...base, total: 2000000, totalCny: 200000, rooms: 2, check: check('EXCEED_MIX_PAY') })).toMatchObject({ company: 1600000, online: 400000, estimate: true });
  });

  it('pays nothing online for a stay paid at the hotel, naming the part over the standard that is the traveller’s', () => {
    expect(payShares({ ...base, payWay: 14, check: check('EXCEED_NO_MIX_PAY') })).toEqual({ company: 0, online: 0, atHotel: 100000, atHotelYours: 20000, estimate: false });
    expect(payShares({ ...base, payWay: 14, check: check('NONE') })).toMatchObject({ atHotel: 100000, atHotelYours: 0 });
  });
});
