import type { CallInput } from '@travel/contracts/platform/define-call';
import { HOTEL_LIMITS, type HotelTravelType } from '@travel/contracts/hotel/stay';
import { HOTEL_PAGE_SIZE, hotelSortSchema, type HotelSort, type hotelSearchCall } from '@travel/contracts/hotel/search';
import { isInternationalCity } from './stay-dates';
import { parseStayTravellers, stayTravellerEntry, toStayTravellerRefs, type StayTraveller } from './stay-travellers';

/** The filters of a hotel search as the address keeps them (prices in CNY minor units, distance in metres). */
export interface HotelFilterState {
  stars: number[];
  brands: string[];
  facilities: number[];
  areas: string[];
  minPrice: number | null;
  maxPrice: number | null;
  travelStandard: boolean;
  maxDistance: number | null;
  protocolOnly: boolean;
  availableOnly: boolean;
}

/** Everything a hotel search is made of: kept in the query string, so back, forward, reload and sharing work. */
export interface HotelSearchState {
  cityId: string | null;
  cityName: string;
  /** an association word's destination (a place to search near, or a hotel to show first) */
  destinationId: string | null;
  destinationName: string;
  destinationType: string | null;
  checkin: string | null;
  checkout: string | null;
  adults: number;
  childAges: number[];
  travelType: HotelTravelType;
  trNo: string | null;
  /** whose travel standard marks a business stay; none is the member themself */
  travellers: StayTraveller[];
  keyword: string;
  sort: HotelSort;
  filter: HotelFilterState;
  page: number;
}

export const emptyHotelFilter = (): HotelFilterState => ({
  stars: [],
  brands: [],
  facilities: [],
  areas: [],
  minPrice: null,
  maxPrice: null,
  travelStandard: false,
  maxDistance: null,
  protocolOnly: false,
  availableOnly: false,
});

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[\w.:-]{1,64}$/;
const list = (v: string | null) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : []);
const ints = (v: string | null, min: number, max: number) =>
  [...new Set(list(v).map(Number).filter((n) => Number.isInteger(n) && n >= min && n <= max))];
const int = (v: string | null, min: number, max: number): number | null => {
  if (v === null || !/^\d{1,9}$/.test(v)) return null;
  const n = Number(v);
  return n >= min && n <= max ? n : null;
};
const text = (v: string | null, max: number) => (v ?? '').trim().slice(0, max);

/** The search an address describes; anything missing or malformed falls back to the defaults. */
export function parseHotelParams(p: URLSearchParams): HotelSearchState {
  const cityId = p.get('city');
  const dest = p.get('dest');
  const sort = hotelSortSchema.safeParse(Number(p.get('sort') ?? 1));
  const travelType: HotelTravelType = p.get('travel') === '1' ? 1 : 0;
  const trNo = p.get('tr');
  return {
    cityId: cityId && ID.test(cityId) ? cityId : null,
    cityName: text(p.get('cityName'), 60),
    destinationId: dest && ID.test(dest) ? dest : null,
    destinationName: text(p.get('destName'), 80),
    destinationType: p.get('destType') && ID.test(p.get('destType')!) ? p.get('destType') : null,
    checkin: DATE.test(p.get('in') ?? '') ? p.get('in') : null,
    checkout: DATE.test(p.get('out') ?? '') ? p.get('out') : null,
    adults: int(p.get('adults'), HOTEL_LIMITS.minAdults, HOTEL_LIMITS.maxAdults) ?? 1,
    childAges: list(p.get('kids'))
      .slice(0, HOTEL_LIMITS.maxChildren)
      .map(Number)
      .filter((n) => Number.isInteger(n) && n >= HOTEL_LIMITS.minChildAge && n <= HOTEL_LIMITS.maxChildAge),
    travelType,
    trNo: travelType === 0 && trNo && ID.test(trNo) ? trNo : null,
    travellers: travelType === 0 ? parseStayTravellers(p.getAll('tv')) : [],
    keyword: text(p.get('q'), 50),
    sort: sort.success ? sort.data : 1,
    page: int(p.get('page'), 1, 1000) ?? 1,
    filter: {
      stars: ints(p.get('stars'), 2, 5),
      brands: list(p.get('brands')).filter((b) => ID.test(b)).slice(0, 50),
      facilities: ints(p.get('fac'), 1001, 1020),
      areas: list(p.get('areas')).filter((a) => ID.test(a)).slice(0, 50),
      minPrice: int(p.get('pmin'), 0, 100_000_000),
      maxPrice: int(p.get('pmax'), 0, 100_000_000),
      travelStandard: p.get('std') === '1',
      maxDistance: int(p.get('dist'), 100, 100_000),
      protocolOnly: p.get('protocol') === '1',
      availableOnly: p.get('avail') === '1',
    },
  };
}

/** The travellers as repeated `tv` values (business stays only: a private stay has no standard). */
function putTravellers(p: URLSearchParams, s: Pick<HotelSearchState, 'travelType' | 'travellers'>): void {
  if (s.travelType === 0) for (const t of s.travellers) p.append('tv', stayTravellerEntry(t));
}

/** The query string of a search; defaults are left out so a plain search has a short address. */
export function toHotelParams(s: HotelSearchState): URLSearchParams {
  const p = new URLSearchParams();
  const put = (key: string, value: string | number | null | undefined | false) => {
    if (value !== null && value !== undefined && value !== false && value !== '') p.set(key, String(value));
  };
  put('city', s.cityId);
  put('cityName', s.cityName);
  put('dest', s.destinationId);
  put('destName', s.destinationId ? s.destinationName : null);
  put('destType', s.destinationId ? s.destinationType : null);
  put('in', s.checkin);
  put('out', s.checkout);
  if (s.adults !== 1) put('adults', s.adults);
  put('kids', s.childAges.join(','));
  if (s.travelType === 1) put('travel', 1);
  else put('tr', s.trNo);
  putTravellers(p, s);
  put('q', s.keyword);
  if (s.sort !== 1) put('sort', s.sort);
  if (s.page !== 1) put('page', s.page);
  const f = s.filter;
  put('stars', f.stars.join(','));
  put('brands', f.brands.join(','));
  put('fac', f.facilities.join(','));
  put('areas', f.areas.join(','));
  put('pmin', f.minPrice);
  put('pmax', f.maxPrice);
  put('std', f.travelStandard && 1);
  put('dist', f.maxDistance);
  put('protocol', f.protocolOnly && 1);
  put('avail', f.availableOnly && 1);
  return p;
}

/** How many filters are chosen (a badge on the phone's filter button). */
export function activeHotelFilters(f: HotelFilterState): number {
  return [
    f.stars.length > 0,
    f.brands.length > 0,
    f.facilities.length > 0,
    f.areas.length > 0,
    f.minPrice !== null || f.maxPrice !== null || f.travelStandard,
    f.maxDistance !== null,
    f.protocolOnly,
    f.availableOnly,
  ].filter(Boolean).length;
}

/** Can the search sort by distance: is there a point to measure from (a place, not a whole city)? */
export const hasReferencePoint = (s: Pick<HotelSearchState, 'destinationId' | 'destinationType'>) =>
  s.destinationId !== null && s.destinationType !== 'CITY';

export type HotelSearchInput = CallInput<typeof hotelSearchCall>;

/** The `travellers` field of a hotel call: left out for the member themself and on private stays. */
export const stayTravellersInput = (s: Pick<HotelSearchState, 'travelType' | 'travellers'>) =>
  s.travelType === 0 && s.travellers.length > 0 ? { travellers: toStayTravellerRefs(s.travellers) } : {};

/** The hotel/search input of a state, or null when the city or dates are missing. */
export function toHotelSearchInput(s: HotelSearchState, pageIndex = s.page, deduplicationList: string[] = []): HotelSearchInput | null {
  if (!s.cityId || !s.checkin || !s.checkout) return null;
  const f = s.filter;
  const price =
    f.minPrice !== null || f.maxPrice !== null || f.travelStandard
      ? { ...(f.minPrice !== null ? { minPrice: f.minPrice } : {}), ...(f.maxPrice !== null ? { maxPrice: f.maxPrice } : {}), ...(f.travelStandard ? { travelStandard: true } : {}) }
      : undefined;
  return {
    cityId: s.cityId,
    checkinDate: s.checkin,
    checkoutDate: s.checkout,
    adultNum: s.adults,
    childAgeList: s.childAges,
    roomNum: 1,
    businessType: isInternationalCity(s.cityId) ? 'IHOTEL' : 'CHOTEL',
    travelType: s.travelType,
    ...(s.trNo && s.travelType === 0 ? { trNo: s.trNo } : {}),
    ...stayTravellersInput(s),
    ...(s.destinationId && s.destinationType !== 'CITY' ? { destinationId: s.destinationId } : {}),
    ...(s.keyword ? { keyword: s.keyword } : {}),
    sort: s.sort === 5 && !hasReferencePoint(s) ? 1 : s.sort,
    pageIndex,
    pageSize: HOTEL_PAGE_SIZE,
    hotelFilter: {
      starList: f.stars,
      brandIdList: f.brands,
      facilityCodeList: f.facilities,
      areaIdList: f.areas,
      ...(price ? { price } : {}),
      ...(f.maxDistance !== null ? { maxDistance: f.maxDistance } : {}),
      protocolOnly: f.protocolOnly,
      availableOnly: f.availableOnly,
    },
    deduplicationList,
  };
}

/** The stay part of a search, for the detail page's address. */
export function stayParams(s: HotelSearchState): URLSearchParams {
  const p = new URLSearchParams();
  if (s.checkin) p.set('in', s.checkin);
  if (s.checkout) p.set('out', s.checkout);
  if (s.adults !== 1) p.set('adults', String(s.adults));
  if (s.childAges.length > 0) p.set('kids', s.childAges.join(','));
  if (s.travelType === 1) p.set('travel', '1');
  else if (s.trNo) p.set('tr', s.trNo);
  putTravellers(p, s);
  if (s.cityId) p.set('city', s.cityId);
  return p;
}
