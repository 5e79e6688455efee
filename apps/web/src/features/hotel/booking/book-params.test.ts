import { describe, expect, it } from 'vitest';
import { parseHotelParams } from '../hotel-params';
import { hotelHref, orderCheckInput, parseBookParams, toBookParams, type BookPlanRef } from './book-params';

const stay = () => ({
  ...parseHotelParams(new URLSearchParams()),
  cityId: '156110000',
  checkin: '2031-07-01',
  checkout: '2031-07-03',
  adults: 2,
  childAges: [6],
  trNo: 'TR-9',
  travellers: [{ memberId: 'mem-admin', name: '陈静' }, { name: 'Guest One' }],
});
const plan: BookPlanRef = { hotelId: 'H1', roomTypeId: 'R1', ratePlanId: 'P1', detailId: 'D1', total: { amount: 123400, currency: 'CNY' } };

describe('hotel booking address', () => {
  it('round-trips the stay, whose standard applies and the plan with the total seen', () => {
    const parsed = parseBookParams(toBookParams(stay(), plan));
    expect(parsed?.plan).toEqual(plan);
    expect(parsed?.stay).toMatchObject({ checkin: '2031-07-01', checkout: '2031-07-03', adults: 2, childAges: [6], travelType: 0, trNo: 'TR-9', travellers: stay().travellers });
  });

  it('is incomplete without the plan or the dates, or with dates out of order', () => {
    const p = toBookParams(stay(), plan);
    for (const key of ['hotel', 'room', 'plan', 'in', 'out']) {
      const q = new URLSearchParams(p);
      q.delete(key);
      expect(parseBookParams(q)).toBeNull();
    }
    const swapped = new URLSearchParams(p);
    swapped.set('out', '2031-06-30');
    expect(parseBookParams(swapped)).toBeNull();
  });

  it('drops a malformed total or detail, keeping the rest', () => {
    const p = toBookParams(stay(), plan);
    p.set('total', '12.5');
    p.set('detail', 'bad id!');
    expect(parseBookParams(p)?.plan).toEqual({ ...plan, detailId: null, total: null });
  });

  it('checks one room as shown, with the travellers, the total and the continue flags', () => {
    const s = parseBookParams(toBookParams(stay(), plan))!;
    expect(orderCheckInput(s, { checkGuaranteeConfirmRemind: false, overtimeBooking: true })).toEqual({
      hotelId: 'H1',
      roomTypeId: 'R1',
      ratePlanId: 'P1',
      detailId: 'D1',
      checkinDate: '2031-07-01',
      checkoutDate: '2031-07-03',
      adultNum: 2,
      childAgeList: [6],
      roomNum: 1,
      travelType: 0,
      trNo: 'TR-9',
      totalPrice: plan.total,
      travellers: [{ memberId: 'mem-admin', name: '陈静' }, { name: 'Guest One' }],
      checkGuaranteeConfirmRemind: false,
      overtimeBooking: true,
    });
  });

  it('leaves travellers and the request out of a private stay, and links back to the hotel', () => {
    const s = parseBookParams(toBookParams({ ...stay(), travelType: 1 }, plan))!;
    const input = orderCheckInput(s, { checkGuaranteeConfirmRemind: true, overtimeBooking: false });
    expect(input).not.toHaveProperty('travellers');
    expect(input).not.toHaveProperty('trNo');
    expect(hotelHref(s)).toBe('/hotel/H1?in=2031-07-01&out=2031-07-03&adults=2&kids=6&travel=1&city=156110000');
  });
});
