import { describe, expect, it } from 'vitest';
import { activeHotelFilters, emptyHotelFilter, parseHotelParams, stayParams, toHotelParams, toHotelSearchInput, type HotelSearchState } from './hotel-params';

const base = (): HotelSearchState => ({
  ...parseHotelParams(new URLSearchParams()),
  cityId: '156310000',
  cityName: 'Shanghai',
  checkin: '2031-07-01',
  checkout: '2031-07-03',
});

describe('hotel search address', () => {
  it('round-trips every part of a search', () => {
    const s: HotelSearchState = {
      ...base(),
      destinationId: 'A-1',
      destinationName: 'The Bund',
      destinationType: 'LANDMARK',
      adults: 2,
      childAges: [4, 11],
      trNo: 'TR-9',
      travellers: [{ memberId: 'mem-admin', name: '陈静' }, { passengerId: 'p1', name: 'LI/NA' }],
      keyword: 'Hilton',
      sort: 5,
      page: 3,
      filter: { ...emptyHotelFilter(), stars: [4, 5], brands: ['b1'], facilities: [1001], areas: ['d2'], minPrice: 30000, maxPrice: 60000, maxDistance: 3000, protocolOnly: true, availableOnly: true },
    };
    expect(parseHotelParams(toHotelParams(s))).toEqual(s);
  });

  it('keeps a plain search short and drops malformed values', () => {
    expect(toHotelParams(base()).toString()).toBe('city=156310000&cityName=Shanghai&in=2031-07-01&out=2031-07-03');
    const s = parseHotelParams(new URLSearchParams('city=1&adults=99&kids=0,5,40&sort=9&stars=1,4,4&in=tomorrow&travel=1&tr=TR-1'));
    expect(s.adults).toBe(1);
    expect(s.childAges).toEqual([5]);
    expect(s.sort).toBe(1);
    expect(s.filter.stars).toEqual([4]);
    expect(s.checkin).toBeNull();
    expect(s.trNo).toBeNull();
  });

  it('keeps travellers and an office zone; a private stay has no travellers', () => {
    const zone: HotelSearchState = { ...base(), destinationId: 'oz-demo-sh-ljz', destinationName: 'Shanghai Lujiazui Office', destinationType: 'OFFICE_ZONE', sort: 5, travellers: [{ memberId: 'mem-admin', name: '陈静' }] };
    const params = toHotelParams(zone);
    expect(params.getAll('tv')).toEqual(['m:mem-admin:陈静']);
    expect(parseHotelParams(params)).toEqual(zone);
    expect(toHotelParams({ ...zone, travelType: 1 }).has('tv')).toBe(false);
    const privateStay = new URLSearchParams(params);
    privateStay.set('travel', '1');
    expect(parseHotelParams(privateStay).travellers).toEqual([]);
  });

  it('counts the chosen filters', () => {
    expect(activeHotelFilters(emptyHotelFilter())).toBe(0);
    expect(activeHotelFilters({ ...emptyHotelFilter(), stars: [3], travelStandard: true, protocolOnly: true })).toBe(3);
  });
});

describe('hotel/search input', () => {
  it('needs a city and dates', () => {
    expect(toHotelSearchInput({ ...base(), cityId: null })).toBeNull();
    expect(toHotelSearchInput({ ...base(), checkout: null })).toBeNull();
  });

  it('derives the business type and leaves distance sorting to searches near a place', () => {
    const input = toHotelSearchInput({ ...base(), sort: 5 })!;
    expect(input.businessType).toBe('CHOTEL');
    expect(input.sort).toBe(1);
    expect(input.destinationId).toBeUndefined();
    const near = toHotelSearchInput({ ...base(), cityId: '392130000', sort: 5, destinationId: 'A-1', destinationType: 'STATION' }, 2, ['h1'])!;
    expect(near).toMatchObject({ businessType: 'IHOTEL', sort: 5, destinationId: 'A-1', pageIndex: 2, deduplicationList: ['h1'] });
  });

  it('sends the price filter only when one is chosen, the travel standard as its special value', () => {
    expect(toHotelSearchInput(base())!.hotelFilter?.price).toBeUndefined();
    const input = toHotelSearchInput({ ...base(), filter: { ...emptyHotelFilter(), travelStandard: true } })!;
    expect(input.hotelFilter?.price).toEqual({ travelStandard: true });
  });

  it('gives the detail page the stay only, with whose standard applies', () => {
    expect(stayParams({ ...base(), adults: 2, childAges: [6], trNo: 'TR-1', keyword: 'x' }).toString()).toBe('in=2031-07-01&out=2031-07-03&adults=2&kids=6&tr=TR-1&city=156310000');
    const withColleague = stayParams({ ...base(), travellers: [{ memberId: 'mem-admin', name: 'CHEN' }] });
    expect(withColleague.getAll('tv')).toEqual(['m:mem-admin:CHEN']);
    expect(parseHotelParams(withColleague).travellers).toEqual([{ memberId: 'mem-admin', name: 'CHEN' }]);
  });

  it('sends travellers on business stays only, none for the member themself, and an office zone as the destination', () => {
    expect(toHotelSearchInput(base())!.travellers).toBeUndefined();
    const travellers = [{ memberId: 'mem-admin', name: '陈静' }];
    expect(toHotelSearchInput({ ...base(), travellers })!.travellers).toEqual([{ memberId: 'mem-admin', name: '陈静' }]);
    expect(toHotelSearchInput({ ...base(), travellers, travelType: 1 })!.travellers).toBeUndefined();
    const near = toHotelSearchInput({ ...base(), destinationId: 'oz-demo-sh-ljz', destinationType: 'OFFICE_ZONE', sort: 5 })!;
    expect(near).toMatchObject({ destinationId: 'oz-demo-sh-ljz', sort: 5 });
  });
});
