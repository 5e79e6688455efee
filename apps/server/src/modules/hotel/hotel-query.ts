import { HOTEL_SORT, type HotelFilter, type HotelSort } from '@travel/contracts/hotel/search';
import { distanceKm, type LatLon } from '../../platform/geo-distance';
import type { HotelArea, HotelSummary, LowestPrice } from './hotel-port';

/** Spec: a station, airport or landmark chosen as an area filter keeps the hotels within this distance of it. */
export const AREA_RADIUS_KM = 3;

/** What the pure filters compare against besides the hotel itself. */
export interface QueryContext {
  areas: ReadonlyMap<string, HotelArea>;
  /** the point distances are measured from (user location, destination or city centre) */
  origin: LatLon | null;
  /** the stay's lowest prices by hotel id; absent when they were not read */
  prices: ReadonlyMap<string, LowestPrice> | null;
  /** the nightly standard in CNY minor units (-1 no limit), null when none applies */
  standard: number | null;
}

const lower = (s: string) => s.toLowerCase();

/** Keyword: the hotel's name (Chinese, English, pinyin), brand, address or its district and business district. */
export function matchesKeyword(h: HotelSummary, keyword: string, areas: ReadonlyMap<string, HotelArea>): boolean {
  const k = lower(keyword.trim());
  if (!k) return true;
  const texts = [h.name.zh, h.name.en, h.pinyin, h.address.zh, h.address.en];
  if (h.brand) texts.push(h.brand.name.zh, h.brand.name.en);
  for (const id of [h.districtId, h.businessDistrictId]) {
    const a = id ? areas.get(id) : undefined;
    if (a) texts.push(a.name.zh, a.name.en);
  }
  return texts.some((t) => lower(t).includes(k));
}

/** An area filter: the hotel lies in the district or business district, or within 3 km of the station, airport, landmark. */
export function inArea(h: HotelSummary, area: HotelArea): boolean {
  if (area.type === 'DISTRICT' || area.type === 'BUSINESS_DISTRICT') {
    if (h.districtId === area.areaId || h.businessDistrictId === area.areaId) return true;
    return false;
  }
  return distanceKm(area, h) <= AREA_RADIUS_KM;
}

/** The CNY range a price filter asks for; the travel-standard value is [0, standard] (no bound without a standard). */
export function priceRange(filter: HotelFilter, standard: number | null): { min: number; max: number } | null {
  const p = filter.price;
  if (!p) return null;
  if (p.travelStandard) return { min: 0, max: standard === null || standard < 0 ? Infinity : standard };
  if (p.minPrice === undefined && p.maxPrice === undefined) return null;
  return { min: p.minPrice ?? 0, max: p.maxPrice ?? Infinity };
}

/**
 * Whether the filters or the sort need every candidate's price (not just the page's). The recommend order does not: it
 * is the supplier's with sold-out hotels last, which the prices of the top of the list down to the page tell
 * (soldOutLastOrder) — reading a big city's every price for the default list would cost several times the page's read.
 */
export function needsAllPrices(filter: HotelFilter, sort: HotelSort): boolean {
  return filter.availableOnly || filter.price !== undefined || sort === HOTEL_SORT.PRICE_ASC || sort === HOTEL_SORT.PRICE_DESC;
}

/** The filters that need no price: stars, brands, facilities (all of), areas (any of), distance, score, protocol. */
export function contentFilter(filter: HotelFilter, ctx: QueryContext): (h: HotelSummary) => boolean {
  const stars = new Set(filter.starList);
  const brands = new Set(filter.brandIdList);
  const areas = filter.areaIdList.flatMap((id) => ctx.areas.get(id) ?? []);
  // An area id not of this city matches nothing rather than being ignored.
  const unknownArea = filter.areaIdList.length > 0 && areas.length === 0;
  const maxKm = filter.maxDistance !== undefined && ctx.origin ? filter.maxDistance / 1000 : null;
  return (h) =>
    (stars.size === 0 || stars.has(h.star)) &&
    (brands.size === 0 || (h.brand !== null && brands.has(h.brand.brandId))) &&
    filter.facilityCodeList.every((c) => h.facilityCodes.includes(c)) &&
    !unknownArea &&
    (areas.length === 0 || areas.some((a) => inArea(h, a))) &&
    (maxKm === null || distanceKm(ctx.origin!, h) <= maxKm) &&
    (filter.minScore === undefined || h.score >= filter.minScore) &&
    (!filter.protocolOnly || h.protocol);
}

/** The filters on the stay's price: availability and the price range (a sold-out hotel has no price to be in range). */
export function priceFilter(filter: HotelFilter, ctx: QueryContext): (h: HotelSummary) => boolean {
  const range = priceRange(filter, ctx.standard);
  if (!filter.availableOnly && !range) return () => true;
  return (h) => {
    const cny = ctx.prices?.get(h.hotelId)?.averageCnyAmount ?? null;
    if (cny === null) return false;
    return !range || (cny >= range.min && cny <= range.max);
  };
}

/** A hotel the traveller picked (destination) first, the rest in order. */
export function pinFirst(hotels: readonly HotelSummary[], hotelId: string | null): HotelSummary[] {
  const pinned = hotelId ? hotels.find((h) => h.hotelId === hotelId) : undefined;
  return pinned ? [pinned, ...hotels.filter((h) => h !== pinned)] : [...hotels];
}

/** How many hotels of the sorted list the client already shows (pageOf leaves them out and starts that much earlier). */
export function shownCount(sorted: readonly { hotelId: string }[], shown: readonly string[]): number {
  if (shown.length === 0) return 0;
  const shownSet = new Set(shown);
  return sorted.reduce((n, h) => n + (shownSet.has(h.hotelId) ? 1 : 0), 0);
}

export interface Page<T> {
  items: T[];
  totalSize: number;
  totalPages: number;
  pageIndex: number;
}

/**
 * One page of the sorted list. Hotels the client already shows (`shown`) are left out of the page, and the page starts
 * that many places earlier: asking page n with the hotels of pages 1..n-1 as `shown` gives the hotels after them even
 * when the list moved, so pages neither repeat nor skip. The totals count every matching hotel, shown or not.
 */
export function pageOf<T extends { hotelId: string }>(sorted: readonly T[], pageIndex: number, pageSize: number, shown: readonly string[]): Page<T> {
  const shownSet = new Set(shown);
  const rest = shownSet.size ? sorted.filter((h) => !shownSet.has(h.hotelId)) : sorted;
  const alreadyShown = sorted.length - rest.length;
  const start = Math.max(0, (pageIndex - 1) * pageSize - alreadyShown);
  return {
    items: rest.slice(start, start + pageSize),
    totalSize: sorted.length,
    totalPages: Math.ceil(sorted.length / pageSize),
    pageIndex,
  };
}
