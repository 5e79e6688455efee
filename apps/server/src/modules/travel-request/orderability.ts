import type { EnterpriseConfig } from '@travel/contracts/member/company';
import type { OrderableKind } from '@travel/contracts/travel-request/travel-request';
import { productOfKind, type ServiceKind } from '@travel/contracts/platform/products';
import { addDays } from '../../platform/dates';
import { CHINA_COUNTRY_ID } from '../common/city-service';
import type { StoredAddAttr, StoredDestination } from './schema';

export type Orderability = Record<OrderableKind, boolean>;

/** Spec section 4, "Travel request status": what may be booked under a request. */
export function computeOrderability(destinations: Pick<StoredDestination, 'countryId'>[], attrs: StoredAddAttr[]): Orderability {
  return {
    CHOTEL: destinations.some((d) => d.countryId === CHINA_COUNTRY_ID),
    IHOTEL: destinations.some((d) => d.countryId !== CHINA_COUNTRY_ID),
    TRAIN: !attrs.some((a) => a.trainHighestStandard === '999' && !a.noLimit),
    CAIR: !attrs.some((a) => a.occupyStatus === 'ORDER_CREATE'),
    IAIR: true,
    ITRAIN: true,
  };
}

const MASK_BITS: Record<OrderableKind, number> = { CHOTEL: 1, IHOTEL: 2, TRAIN: 4, CAIR: 8, IAIR: 16, ITRAIN: 32 };

/** taInfo.serviceMask: one bit per orderable product (CHOTEL 1, IHOTEL 2, TRAIN 4, CAIR 8, IAIR 16, ITRAIN 32). */
export function serviceMask(o: Orderability): number {
  return (Object.keys(MASK_BITS) as OrderableKind[]).reduce((m, k) => (o[k] ? m | MASK_BITS[k] : m), 0);
}

/** Cars have no orderability of their own: a request never restricts them. */
export function isProductOrderable(o: Orderability, kind: ServiceKind): boolean {
  return kind === 'CAR' || kind === 'ICAR' ? true : o[kind];
}

export const isCustomerTrip = (applicationTypes: string[]) => applicationTypes.includes('CUSTOMER');
export const isQuotaTrip = (orderType: string) => orderType === '1' || orderType === '2';

/** Hotel dates are expired when the (extended) end date is before today. */
export function hotelDatesExpired(extendedEndDate: string, today: string): boolean {
  return extendedEndDate < today;
}

export interface TrDates {
  beginDate: string;
  endDate: string;
  hotelBeginDateExtend: string | null;
  hotelEndDateExtend: string | null;
  interHotelBeginDateExtend: string | null;
  interHotelEndDateExtend: string | null;
  airBeginDateExtend: string | null;
  airEndDateExtend: string | null;
}

const earlier = (a: string, b: string | null) => (b && b < a ? b : a);
const later = (a: string, b: string | null) => (b && b > a ? b : a);

/** The request's own dates for a product: the extension dates widen them for hotels and flights. */
export function productDates(tr: TrDates, product: ServiceKind): { begin: string; end: string } {
  switch (product) {
    case 'CHOTEL':
      return { begin: earlier(tr.beginDate, tr.hotelBeginDateExtend), end: later(tr.endDate, tr.hotelEndDateExtend) };
    case 'IHOTEL':
      return { begin: earlier(tr.beginDate, tr.interHotelBeginDateExtend), end: later(tr.endDate, tr.interHotelEndDateExtend) };
    case 'CAIR':
    case 'IAIR':
      return { begin: earlier(tr.beginDate, tr.airBeginDateExtend), end: later(tr.endDate, tr.airEndDateExtend) };
    default:
      return { begin: tr.beginDate, end: tr.endDate };
  }
}

/** The day redundancy before and after a request for a product, or null when the enterprise does not restrict dates. */
export function dayRedundancy(config: EnterpriseConfig, product: ServiceKind): { before: number; after: number } | null {
  if (!config.trDateRestriction.enabled) return null;
  if (productOfKind(product) === 'TRAIN') return { before: config.trainControl.daysBefore, after: config.trainControl.daysAfter };
  if (product === 'IAIR') return { before: config.iairControl.daysBefore, after: config.iairControl.daysAfter };
  return { before: config.trDateRestriction.daysBefore, after: config.trDateRestriction.daysAfter };
}

/** The dates a booking under the request may use, or null when any date will do. */
export function bookingWindow(tr: TrDates, product: ServiceKind, config: EnterpriseConfig): { begin: string; end: string } | null {
  const days = dayRedundancy(config, product);
  if (!days) return null;
  const own = productDates(tr, product);
  return { begin: addDays(own.begin, -days.before), end: addDays(own.end, days.after) };
}

export function withinWindow(dates: { begin: string; end: string }, window: { begin: string; end: string }): boolean {
  return dates.begin >= window.begin && dates.end <= window.end && dates.begin <= dates.end;
}
