import { hotelFilterSchema, type HotelFilter } from '@travel/contracts/hotel/search';
import type { HotelArea, HotelSummary, LowestPrice } from './hotel-port';
import type { QueryContext } from './hotel-query';

/** A made-up city for the pure tests: 47 hotels around (31.2, 121.5), two districts, a business district, a station. */
export const CENTRE = { latitude: 31.2, longitude: 121.5 };

const area = (areaId: string, type: HotelArea['type'], latitude: number, longitude: number): HotelArea => ({
  areaId,
  cityId: 'C',
  type,
  name: { zh: `区${areaId}`, en: `Area ${areaId}` },
  pinyin: `qu${areaId}`,
  initials: 'q',
  latitude,
  longitude,
});

export const AREAS = new Map(
  [area('D1', 'DISTRICT', 31.2, 121.5), area('D2', 'DISTRICT', 31.3, 121.6), area('B1', 'BUSINESS_DISTRICT', 31.21, 121.51), area('S1', 'STATION', 31.25, 121.45)].map((a) => [a.areaId, a]),
);

const BRANDS = [null, { brandId: 'BR1', name: { zh: '锦江', en: 'Jinjiang' }, group: null }, { brandId: 'BR2', name: { zh: '希尔顿', en: 'Hilton' }, group: { zh: '希尔顿集团', en: 'Hilton Group' } }];

export function makeHotels(n = 47): HotelSummary[] {
  return Array.from({ length: n }, (_, i) => ({
    hotelId: `H${String(i).padStart(3, '0')}`,
    cityId: 'C',
    name: { zh: `酒店${i}`, en: `Hotel ${i}` },
    pinyin: `jiudian${i}`,
    initials: 'jd',
    brand: BRANDS[i % 3]!,
    star: 2 + (i % 4),
    address: { zh: `路${i}号`, en: `${i} Road` },
    districtId: i % 2 === 0 ? 'D1' : 'D2',
    businessDistrictId: i % 5 === 0 ? 'B1' : null,
    latitude: 31.2 + ((i * 7) % 23) * 0.005,
    longitude: 121.5 + ((i * 11) % 19) * 0.006 - 0.05,
    score: 3 + ((i * 13) % 21) / 10,
    commentCount: (i * 37) % 500,
    facilityCodes: [1001, ...(i % 2 ? [1002] : []), ...(i % 3 ? [1005] : [])],
    coverPictureUrl: '',
    openYear: 2000,
    decorateYear: null,
    recommend: i % 7 === 0,
    protocol: i % 6 === 0,
    themes: [],
    currency: 'CNY',
  }));
}

/** Prices: every fifth hotel sold out, the others 180–1,100 yuan a night. */
export function makePrices(hotels: readonly HotelSummary[]): Map<string, LowestPrice> {
  return new Map(
    hotels.map((h, i) => {
      const cny = i % 5 === 3 ? null : 18000 + ((i * 7919) % 92000);
      return [h.hotelId, { hotelId: h.hotelId, averagePrice: cny === null ? null : { amount: cny, currency: 'CNY' }, averageCnyAmount: cny, protocol: h.protocol }];
    }),
  );
}

export const filterOf = (f: Partial<HotelFilter>): HotelFilter => hotelFilterSchema.parse(f);

export const ctxOf = (over: Partial<QueryContext> = {}): QueryContext => ({ areas: AREAS, origin: null, prices: null, standard: null, ...over });
