import { describe, expect, it } from 'vitest';
import { parseBookParams, toBookParams, type BookState } from './book-params';

describe('book params', () => {
  const state: BookState = {
    travelType: 'BUSINESS',
    travelNO: 'TR-2026-1',
    tripList: [
      { tripIndex: 1, trainNo: 'G9', departureDate: '2026-11-25', fromStationCode: 'VNP', toStationCode: 'AOH', seatClass: 'SECOND', price: { amount: 60650, currency: 'CNY' } },
      { tripIndex: 2, trainNo: 'D5', departureDate: '2026-11-25', fromStationCode: 'AOH', toStationCode: 'HZH', seatClass: 'FIRST' },
    ],
  };

  it('round-trips a transfer booking through the query string', () => {
    expect(parseBookParams(new URLSearchParams(toBookParams(state).toString()))).toEqual(state);
  });

  it('drops the travel request of a private trip and refuses a malformed trip', () => {
    const p = toBookParams({ ...state, travelType: 'PRIVATE' });
    expect(parseBookParams(p)?.travelNO).toBeNull();
    expect(parseBookParams(new URLSearchParams('t1=G9,2026-11-25,VNP,AOH,NOPE'))).toBeNull();
    expect(parseBookParams(new URLSearchParams(''))).toBeNull();
  });

  it('carries the related order of a rebooking from the results to the booking, and drops a malformed one', () => {
    const related = { ...state, relatedOrderId: 'T20261125-1' };
    expect(parseBookParams(toBookParams(related))).toEqual(related);
    const bad = toBookParams(state);
    bad.set('rel', 'T 1/../x');
    expect(parseBookParams(bad)?.relatedOrderId).toBeUndefined();
  });
});
