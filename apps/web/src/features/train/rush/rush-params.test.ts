import { describe, expect, it } from 'vitest';
import { parseBookParams } from '../booking/book-params';
import { optionKey, rushBookParams, rushTripOf, rushTypeOf } from './rush-params';

describe('rush params', () => {
  const state = { tripList: [{ tripIndex: 1, trainNo: 'G1', departureDate: '2026-01-02', fromStationCode: 'BJP', toStationCode: 'SHH', seatClass: 'BUSINESS' as const }], travelType: 'PRIVATE' as const, travelNO: null };

  it('carries the rush type on the booking address and reads it back', () => {
    const p = rushBookParams(state, 'WAITLIST');
    expect(rushTypeOf(p)).toBe('WAITLIST');
    expect(parseBookParams(p)?.tripList[0]?.trainNo).toBe('G1');
    expect(rushTypeOf(new URLSearchParams('rush=OTHER'))).toBeNull();
  });

  it('starts the options from the trip asked for', () => {
    const trip = rushTripOf(state);
    expect(trip).toEqual({ trainNo: 'G1', departureDate: '2026-01-02', fromStationCode: 'BJP', toStationCode: 'SHH', seatClass: 'BUSINESS' });
    expect(optionKey(trip)).toBe(optionKey({ ...trip }));
    expect(optionKey(trip)).not.toBe(optionKey({ ...trip, seatClass: 'FIRST' }));
  });
});
