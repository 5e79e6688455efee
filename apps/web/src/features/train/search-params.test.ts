import { describe, expect, it } from 'vitest';
import { firstTripCall } from '@travel/contracts/train/search';
import {
  activeFilterCount,
  defaultSearchState,
  nextSort,
  parseSearchParams,
  toFirstTripInput,
  toSearchParams,
  type TrainSearchState,
} from './search-params';

const full = (): TrainSearchState => ({
  ...defaultSearchState(),
  from: { type: 'CITY', code: '北京', name: 'Beijing' },
  to: { type: 'STATION', code: 'AOH', name: 'Shanghai Hongqiao' },
  date: '2026-11-25',
  travelType: 'PRIVATE',
  mode: 'TRANSFER_ALL',
  passengers: [{ passengerType: 'ADT' }, { passengerType: 'TEEN', age: 20 }, { passengerType: 'ELDER', age: 66 }],
  sort: { key: 'DURATION', order: 'DESC' },
  filter: {
    trainTypes: ['GC', 'D'],
    departureTimeSlots: ['06-12'],
    arrivalTimeSlots: ['12-18', '18-24'],
    departureStationCodes: ['VNP'],
    arrivalStationCodes: ['AOH', 'SHH'],
    stationType: 'STARTING',
    onlyHasTicket: true,
  },
});

describe('train search in the address', () => {
  it('round-trips every part of a search through the query string', () => {
    const state = full();
    const query = toSearchParams(state).toString();
    expect(parseSearchParams(new URLSearchParams(query))).toEqual(state);
  });

  it('leaves defaults out of the address and reads them back', () => {
    const state = { ...defaultSearchState(), from: full().from, to: full().to, date: '2026-11-25' };
    const params = toSearchParams(state);
    expect([...params.keys()].sort()).toEqual(['date', 'from', 'fromName', 'fromType', 'pax', 'to', 'toName', 'toType']);
    expect(parseSearchParams(params)).toEqual(state);
  });

  it('keeps the travel request of a business trip in the address and hands it to first_trip', () => {
    const state: TrainSearchState = { ...full(), travelType: 'BUSINESS', travelNO: 'TR20261120000042' };
    const params = toSearchParams(state);
    expect(params.get('tr')).toBe('TR20261120000042');
    expect(parseSearchParams(params)).toEqual(state);
    expect(firstTripCall.input.parse(toFirstTripInput(state)).travelNO).toBe('TR20261120000042');
    // A private trip is booked under no request: neither the address nor the search carries one.
    const personal = { ...state, travelType: 'PRIVATE' as const };
    expect(toSearchParams(personal).has('tr')).toBe(false);
    expect(toFirstTripInput(personal)).not.toHaveProperty('travelNO');
    expect(parseSearchParams(new URLSearchParams('travel=PRIVATE&tr=TR1')).travelNO).toBeNull();
    expect(parseSearchParams(new URLSearchParams('tr=<script>')).travelNO).toBeNull();
  });

  it('ignores what it does not understand', () => {
    const parsed = parseSearchParams(
      new URLSearchParams('from=北京&date=tomorrow&mode=FAST&sort=SPEED&pax=ADT,KID,TEEN.x,ELDER.70&types=GC,ZZ&dep=06-12,99-99&depSt=VNP,<b>&boarding=MAYBE'),
    );
    expect(parsed.from).toEqual({ type: 'CITY', code: '北京', name: '北京' });
    expect(parsed.to).toBeNull();
    expect(parsed.date).toBeNull();
    expect(parsed.mode).toBe('TRANSFER_LESS');
    expect(parsed.sort).toEqual({ key: 'DEPARTURE', order: 'ASC' });
    expect(parsed.passengers).toEqual([{ passengerType: 'ADT' }, { passengerType: 'TEEN' }, { passengerType: 'ELDER', age: 70 }]);
    expect(parsed.filter.trainTypes).toEqual(['GC']);
    expect(parsed.filter.departureTimeSlots).toEqual(['06-12']);
    expect(parsed.filter.departureStationCodes).toEqual(['VNP']);
    expect(parsed.filter.stationType).toBe('ALL');
  });

  it('makes a first_trip input the contract accepts, only once both places and the date are known', () => {
    expect(toFirstTripInput(defaultSearchState())).toBeNull();
    const input = toFirstTripInput(full());
    const parsed = firstTripCall.input.parse(input);
    expect(parsed.departure).toEqual({ type: 'CITY', code: '北京' });
    expect(parsed.arrival).toEqual({ type: 'STATION', code: 'AOH' });
    expect(parsed.sort).toEqual({ key: 'DURATION', order: 'DESC' });
    expect(parsed.filter.onlyHasTicket).toBe(true);
  });

  it('turns the active sort round and starts another ascending', () => {
    expect(nextSort({ key: 'DEPARTURE', order: 'ASC' }, 'DEPARTURE')).toEqual({ key: 'DEPARTURE', order: 'DESC' });
    expect(nextSort({ key: 'DEPARTURE', order: 'DESC' }, 'DEPARTURE')).toEqual({ key: 'DEPARTURE', order: 'ASC' });
    expect(nextSort({ key: 'DEPARTURE', order: 'DESC' }, 'PRICE')).toEqual({ key: 'PRICE', order: 'ASC' });
    expect(nextSort({ key: 'PRICE', order: 'ASC' }, 'RECOMMENDED')).toEqual({ key: 'RECOMMENDED', order: 'ASC' });
  });

  it('counts the chosen filters', () => {
    expect(activeFilterCount(defaultSearchState().filter)).toBe(0);
    expect(activeFilterCount(full().filter)).toBe(7);
  });
});
