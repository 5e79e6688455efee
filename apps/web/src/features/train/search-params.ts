import type { CallInput } from '@travel/contracts/platform/define-call';
import {
  MAX_TRAIN_PASSENGERS,
  TIME_SLOTS,
  searchModeSchema,
  searchPassengerTypeSchema,
  sortKeySchema,
  trainTypeFilterSchema,
  type firstTripCall,
  type SearchFilter,
  type SearchMode,
  type SearchPassenger,
  type SortKey,
  type TimeSlot,
  type TrainTypeFilter,
} from '@travel/contracts/train/search';
import { ordered } from './passenger-list';

/** A departure or arrival as the search takes it (`code`) and as the page shows it (`name`). */
export interface TrainPlace {
  type: 'CITY' | 'STATION';
  code: string;
  name: string;
}

export type TravelType = 'BUSINESS' | 'PRIVATE';
export type SortOrder = 'ASC' | 'DESC';
export type StationType = SearchFilter['stationType'];

/** Everything a train search is made of; kept in the URL's query string so that a search can be reloaded and shared. */
export interface TrainSearchState {
  from: TrainPlace | null;
  to: TrainPlace | null;
  date: string | null;
  travelType: TravelType;
  /** The travel request a business trip is booked under (its dates and cities then bound the search); none on private trips. */
  travelNO: string | null;
  mode: SearchMode;
  passengers: SearchPassenger[];
  sort: { key: SortKey; order: SortOrder };
  filter: SearchFilter;
  /** the order a "Book again" or "Buy return ticket" started from, carried to the booking (absent on a plain search) */
  relatedOrderId?: string;
}

export const DEFAULT_SORT = { key: 'DEPARTURE', order: 'ASC' } as const satisfies TrainSearchState['sort'];
export const DEFAULT_MODE: SearchMode = 'TRANSFER_LESS';

export const emptyFilter = (): SearchFilter => ({
  trainTypes: [],
  departureTimeSlots: [],
  arrivalTimeSlots: [],
  departureStationCodes: [],
  arrivalStationCodes: [],
  stationType: 'ALL',
  onlyHasTicket: false,
});

export const defaultSearchState = (): TrainSearchState => ({
  from: null,
  to: null,
  date: null,
  travelType: 'BUSINESS',
  travelNO: null,
  mode: DEFAULT_MODE,
  passengers: [{ passengerType: 'ADT' }],
  sort: { ...DEFAULT_SORT },
  filter: emptyFilter(),
});

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const STATION_CODE = /^[A-Za-z0-9]{1,5}$/;
const TRAVEL_NO = /^[A-Za-z0-9-]{1,40}$/;
export const RELATED_ORDER_ID = /^[A-Za-z0-9_-]{1,64}$/;

function place(params: URLSearchParams, prefix: 'from' | 'to'): TrainPlace | null {
  const code = params.get(prefix)?.trim();
  if (!code || code.length > 40) return null;
  const type = params.get(`${prefix}Type`) === 'STATION' ? 'STATION' : 'CITY';
  return { type, code, name: params.get(`${prefix}Name`)?.trim() || code };
}

const list = (value: string | null) => (value ? value.split(',').map((s) => s.trim()).filter(Boolean) : []);
const unique = <T,>(values: T[]) => [...new Set(values)];

function passengers(value: string | null): SearchPassenger[] {
  if (value === null) return [{ passengerType: 'ADT' }];
  const out: SearchPassenger[] = [];
  for (const part of list(value).slice(0, MAX_TRAIN_PASSENGERS + 1)) {
    const [typePart, agePart] = part.split('.');
    const type = searchPassengerTypeSchema.safeParse(typePart);
    if (!type.success) continue;
    const age = agePart !== undefined && /^\d{1,3}$/.test(agePart) ? Number(agePart) : undefined;
    out.push(age === undefined ? { passengerType: type.data } : { passengerType: type.data, age });
  }
  return ordered(out);
}

/** The search a query string describes; anything missing or malformed falls back to the defaults. */
export function parseSearchParams(params: URLSearchParams): TrainSearchState {
  const date = params.get('date');
  const mode = searchModeSchema.safeParse(params.get('mode'));
  const sortKey = sortKeySchema.safeParse(params.get('sort'));
  const trainTypes = unique(list(params.get('types')).filter((v): v is TrainTypeFilter => trainTypeFilterSchema.safeParse(v).success));
  const slots = (key: string) => unique(list(params.get(key)).filter((v): v is TimeSlot => (TIME_SLOTS as readonly string[]).includes(v)));
  const stations = (key: string) => unique(list(params.get(key)).filter((v) => STATION_CODE.test(v))).slice(0, 30);
  const stationType = params.get('boarding');
  const travelType: TravelType = params.get('travel') === 'PRIVATE' ? 'PRIVATE' : 'BUSINESS';
  const travelNO = params.get('tr')?.trim() ?? '';
  const rel = params.get('rel')?.trim() ?? '';
  return {
    from: place(params, 'from'),
    to: place(params, 'to'),
    date: date && DATE.test(date) ? date : null,
    travelType,
    travelNO: travelType === 'BUSINESS' && TRAVEL_NO.test(travelNO) ? travelNO : null,
    mode: mode.success ? mode.data : DEFAULT_MODE,
    passengers: passengers(params.get('pax')),
    sort: sortKey.success ? { key: sortKey.data, order: params.get('order') === 'DESC' ? 'DESC' : 'ASC' } : { ...DEFAULT_SORT },
    filter: {
      trainTypes,
      departureTimeSlots: slots('dep'),
      arrivalTimeSlots: slots('arr'),
      departureStationCodes: stations('depSt'),
      arrivalStationCodes: stations('arrSt'),
      stationType: stationType === 'STARTING' || stationType === 'PASSING' ? stationType : 'ALL',
      onlyHasTicket: params.get('hasTicket') === '1',
    },
    ...(RELATED_ORDER_ID.test(rel) ? { relatedOrderId: rel } : {}),
  };
}

/** The query string of a search: defaults are left out, so that a plain search has a short address. */
export function toSearchParams(state: TrainSearchState): URLSearchParams {
  const p = new URLSearchParams();
  const put = (key: string, value: string | null | undefined) => {
    if (value) p.set(key, value);
  };
  for (const [prefix, pl] of [
    ['from', state.from],
    ['to', state.to],
  ] as const) {
    if (!pl) continue;
    p.set(`${prefix}Type`, pl.type);
    p.set(prefix, pl.code);
    put(`${prefix}Name`, pl.name);
  }
  put('date', state.date);
  if (state.travelType !== 'BUSINESS') p.set('travel', state.travelType);
  else put('tr', state.travelNO);
  if (state.mode !== DEFAULT_MODE) p.set('mode', state.mode);
  p.set('pax', state.passengers.map((x) => (x.age === undefined ? x.passengerType : `${x.passengerType}.${x.age}`)).join(','));
  if (state.sort.key !== DEFAULT_SORT.key || state.sort.order !== DEFAULT_SORT.order) {
    p.set('sort', state.sort.key);
    if (state.sort.order !== 'ASC') p.set('order', state.sort.order);
  }
  const f = state.filter;
  put('types', f.trainTypes.join(','));
  put('dep', f.departureTimeSlots.join(','));
  put('arr', f.arrivalTimeSlots.join(','));
  put('depSt', f.departureStationCodes.join(','));
  put('arrSt', f.arrivalStationCodes.join(','));
  if (f.stationType !== 'ALL') p.set('boarding', f.stationType);
  if (f.onlyHasTicket) p.set('hasTicket', '1');
  put('rel', state.relatedOrderId);
  return p;
}

/** How many filters are chosen (a badge on the phone's filter button). */
export function activeFilterCount(f: SearchFilter): number {
  return (
    (f.trainTypes.length > 0 ? 1 : 0) +
    (f.departureTimeSlots.length > 0 ? 1 : 0) +
    (f.arrivalTimeSlots.length > 0 ? 1 : 0) +
    (f.departureStationCodes.length > 0 ? 1 : 0) +
    (f.arrivalStationCodes.length > 0 ? 1 : 0) +
    (f.stationType !== 'ALL' ? 1 : 0) +
    (f.onlyHasTicket ? 1 : 0)
  );
}

export type FirstTripInput = CallInput<typeof firstTripCall>;

/** train/search/first_trip's input for a complete search; null while a place or the date is missing. */
export function toFirstTripInput(state: TrainSearchState, pageSize = 20): FirstTripInput | null {
  if (!state.from || !state.to || !state.date) return null;
  return {
    passengerList: state.passengers,
    departureDate: state.date,
    departure: { type: state.from.type, code: state.from.code },
    arrival: { type: state.to.type, code: state.to.code },
    travelType: state.travelType,
    ...(state.travelType === 'BUSINESS' && state.travelNO ? { travelNO: state.travelNO } : {}),
    searchMode: state.mode,
    sort: state.sort,
    filter: state.filter,
    pageSize,
  };
}

/**
 * The sort after a click on `key`: the active key turns round (ascending ⇄ descending), another key starts
 * ascending. Recommended has one order only.
 */
export function nextSort(current: TrainSearchState['sort'], key: SortKey): TrainSearchState['sort'] {
  if (key === 'RECOMMENDED') return { key, order: 'ASC' };
  if (current.key === key) return { key, order: current.order === 'ASC' ? 'DESC' : 'ASC' };
  return { key, order: 'ASC' };
}
