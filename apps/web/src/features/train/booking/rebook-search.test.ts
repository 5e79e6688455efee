import { describe, expect, it } from 'vitest';
import type { OrderDetail } from '@travel/contracts/train/order';
import { parseSearchParams, toSearchParams } from '../search-params';
import { ageOn, rebookSearch, searchPassengersOf, wishedDate } from './rebook-search';

const station = (stationCode: string, stationName: string) => ({ stationCode, stationName, stationNo: 1 });
const passenger = (passengerIndex: number, passengerType: 'ADT' | 'TEEN' | 'ELDER' | 'CHILD', birthday: string) => ({ passengerIndex, passengerType, birthday });

/** A transfer order Beijing South → Nanjing South → Hangzhou East, the second train arriving after midnight. */
function order(travelType: 'BUSINESS' | 'PRIVATE', travelNO: string | null): OrderDetail {
  const passengerList = [passenger(1, 'ELDER', '1950-03-10'), passenger(2, 'ADT', '1980-01-01'), passenger(3, 'TEEN', '2000-12-31')];
  return {
    orderBaseInfo: { orderId: 'T20261125-1', travelType, travelNO },
    tripList: [
      { tripIndex: 1, departureDate: '2026-11-25', departureTime: '2026-11-25T18:00:00+08:00', arrivalTime: '2026-11-25T22:10:00+08:00', fromStation: station('VNP', '北京南'), toStation: station('NKH', '南京南'), passengerList },
      { tripIndex: 2, departureDate: '2026-11-25', departureTime: '2026-11-25T22:50:00+08:00', arrivalTime: '2026-11-26T00:20:00+08:00', fromStation: station('NKH', '南京南'), toStation: station('HGH', '杭州东'), passengerList },
    ],
  } as unknown as OrderDetail;
}

describe('rebook search', () => {
  it('counts whole years', () => {
    expect(ageOn('2000-12-31', '2026-12-30')).toBe(25);
    expect(ageOn('2000-12-31', '2026-12-31')).toBe(26);
    expect(ageOn('1950-03-10T00:00:00Z', '2026-03-10')).toBe(76);
  });

  it('books again from the first departure station to the last arrival station, on the first departure date', () => {
    const o = order('BUSINESS', 'TR-2026-7');
    expect(wishedDate(o, 'AGAIN')).toBe('2026-11-25');
    const s = rebookSearch(o, 'AGAIN', '2026-11-25')!;
    expect(s.from).toEqual({ type: 'STATION', code: 'VNP', name: '北京南' });
    expect(s.to).toEqual({ type: 'STATION', code: 'HGH', name: '杭州东' });
    expect(s.date).toBe('2026-11-25');
    expect(s.travelType).toBe('BUSINESS');
    expect(s.travelNO).toBe('TR-2026-7');
    expect(s.passengers).toEqual([{ passengerType: 'ADT' }, { passengerType: 'TEEN', age: 25 }, { passengerType: 'ELDER', age: 76 }]);
  });

  it('searches again for a child (under 14, child fare) as a youth with their age', () => {
    const o = { tripList: [{ passengerList: [passenger(1, 'ADT', '1980-01-01'), passenger(2, 'CHILD', '2016-06-01')] }] } as unknown as OrderDetail;
    expect(searchPassengersOf(o, '2026-11-25')).toEqual([{ passengerType: 'ADT' }, { passengerType: 'TEEN', age: 10 }]);
  });

  it('buys the return from the last arrival station, on the day the last train arrives', () => {
    const o = order('PRIVATE', null);
    expect(wishedDate(o, 'RETURN')).toBe('2026-11-26');
    const s = rebookSearch(o, 'RETURN', '2026-11-26')!;
    expect(s.from?.code).toBe('HGH');
    expect(s.to?.code).toBe('VNP');
    expect(s.travelType).toBe('PRIVATE');
    expect(s.travelNO).toBeNull();
  });

  it('gives ages on the new date and an address the results page reads back', () => {
    const o = order('BUSINESS', 'TR-2026-7');
    expect(searchPassengersOf(o, '2027-01-02').find((p) => p.passengerType === 'TEEN')?.age).toBe(26);
    const s = rebookSearch(o, 'RETURN', '2027-01-02')!;
    const q = toSearchParams(s);
    expect(q.get('fromType')).toBe('STATION');
    expect(q.get('from')).toBe('HGH');
    expect(q.get('to')).toBe('VNP');
    expect(q.get('tr')).toBe('TR-2026-7');
    expect(q.get('pax')).toBe('ADT,TEEN.26,ELDER.76');
    // The original order rides along to the booking (train/book/submit's relatedOrderId).
    expect(q.get('rel')).toBe('T20261125-1');
    expect(parseSearchParams(q)).toEqual(s);
    expect(parseSearchParams(q).relatedOrderId).toBe('T20261125-1');
  });
});
