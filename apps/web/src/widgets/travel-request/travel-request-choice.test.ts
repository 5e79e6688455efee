import { describe, expect, it } from 'vitest';
import { orderableFor, overlapsBookable, productWindow, routeOf } from './travel-request-choice';

const leg = (from: string, to: string, beginDate: string, endDate = beginDate) => ({
  tripId: `${from}-${to}`,
  departureCityName: from,
  departureCityId: '',
  departureCity3Code: null,
  arriveCityName: to,
  arriveCityId: '',
  arriveCity3Code: null,
  beginDate,
  endDate,
  addAttrList: [],
});
const tr = (...legs: ReturnType<typeof leg>[]) => ({ itineraryGroupList: [{ groupId: 'g', travellerIdList: [], departCityName: '', destinationList: [], itineraryList: legs }] });

describe('choosing a travel request for a product', () => {
  it('widens the request by the product’s days, or leaves dates free when the enterprise does not restrict them', () => {
    const config = { trDateRestriction: { enabled: true, daysBefore: 3, daysAfter: 3 }, trainControl: { daysBefore: 1, daysAfter: 2 }, iairControl: { travelRequestMode: 0, daysBefore: 5, daysAfter: 6 } };
    const dates = { beginDate: '2026-11-25', endDate: '2026-11-27' };
    expect(productWindow(dates, 'TRAIN', config)).toEqual({ begin: '2026-11-24', end: '2026-11-29' });
    expect(productWindow(dates, 'CHOTEL', config)).toEqual({ begin: '2026-11-22', end: '2026-11-30' });
    expect(productWindow(dates, 'IAIR', config)).toEqual({ begin: '2026-11-20', end: '2026-12-03' });
    expect(productWindow(dates, 'TRAIN', { ...config, trDateRestriction: { enabled: false, daysBefore: 0, daysAfter: 0 } })).toBeNull();
  });

  it('keeps only requests whose window meets the bookable dates', () => {
    const bookable = { begin: '2026-11-20', end: '2026-12-19' };
    expect(overlapsBookable({ begin: '2026-11-19', end: '2026-11-20' }, bookable)).toBe(true);
    expect(overlapsBookable({ begin: '2026-11-01', end: '2026-11-19' }, bookable)).toBe(false);
    expect(overlapsBookable({ begin: '2026-12-20', end: '2026-12-22' }, bookable)).toBe(false);
    expect(overlapsBookable(null, bookable)).toBe(true);
    expect(overlapsBookable(null, null)).toBe(false);
  });

  it('tells whether a product is orderable under a request (a car always is)', () => {
    const orderability = { CHOTEL: true, IHOTEL: false, TRAIN: false, CAIR: true, IAIR: true, ITRAIN: true };
    expect(orderableFor({ orderability }, 'TRAIN')).toBe(false);
    expect(orderableFor({ orderability }, 'CHOTEL')).toBe(true);
    expect(orderableFor({ orderability }, 'CAR')).toBe(true);
  });

  it('names the route, a city repeated only when the trip comes back to it', () => {
    expect(routeOf(tr(leg('Tokyo', 'Shanghai', '2026-11-24'), leg('Shanghai', 'Beijing', '2026-11-25'), leg('Beijing', 'Shanghai', '2026-11-27')))).toBe('Tokyo → Shanghai → Beijing → Shanghai');
  });
});
