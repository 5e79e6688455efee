import { and, eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, type Locale } from '@travel/contracts/platform/locales';
import { productOfKind, type ServiceKind } from '@travel/contracts/platform/products';
import { MODIFIED_TIP_KIND } from '@travel/contracts/travel-request/travel-request';
import { TravelRequestError } from '@travel/contracts/travel-request/errors';
import type { Db } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/errors';
import { getCompanyDetail } from '../enterprise/enterprise-service';
import { getMember } from '../member/member-service';
import { bookingWindow, hotelDatesExpired, isProductOrderable, productDates, withinWindow } from './orderability';
import { localDate } from '../../platform/dates';
import { cityName, lookupCities } from '../common/city-service';
import { findTravelRequest } from './tr-read';
import { travelRequests } from './schema';
import { cityIdsOf, isTraveller, orderabilityOf, type TrRow } from './tr-view';

export interface BookingGateInput {
  travelType: 'BUSINESS' | 'PRIVATE';
  /** The service kind booked: domestic and international differ in orderability, dates and NoTRBook. */
  product: ServiceKind;
  travelNO?: string;
  /** The booking's dates: departure and return, check-in and check-out. */
  dates: { begin: string; end: string };
  /** Every city the booking touches (departure and arrival, the hotel's city). */
  cityIds: string[];
  /** For the city name in TR_CITY_MISMATCH. */
  locale?: Locale;
}

/** What a product module needs of the request a booking falls under. */
export interface GateTravelRequest {
  travelNO: string;
  creatorMemberId: string;
  beginDate: string;
  endDate: string;
  costCentreId: string | null;
  projectId: string | null;
  travellers: TrRow['travellers'];
  destinationCityIds: string[];
  /** The request is an over-standard application: its approved exceed amounts apply. */
  exceedApplication: TrRow['exceedApplication'];
  /** The request's budget in fen, when it has one. */
  estimatedAmount: number | null;
}

const needsNoRequest = (member: { noTrBook: boolean; iairNoTrBook: boolean }, product: ServiceKind) =>
  product === 'IAIR' ? member.iairNoTrBook : member.noTrBook;

/**
 * The booking gate every product calls before booking. A business trip needs an approved travel request of the member
 * (unless they hold NoTRBook, IairNoTrBook for international air) under which the product is orderable, whose dates
 * (with the enterprise's day redundancy) hold the booking's and, when the enterprise restricts cities, whose cities
 * include the booking's. Private trips always pass. Answers the request, or null when the booking needs none.
 */
export async function assertBookingAllowed(
  db: Db,
  scope: { enterpriseId: string; memberId: string },
  input: BookingGateInput,
  now: Date,
): Promise<GateTravelRequest | null> {
  if (input.travelType === 'PRIVATE') return null;
  const member = await getMember(db, scope.enterpriseId, scope.memberId);
  if (!input.travelNO) {
    if (needsNoRequest(member, input.product)) return null;
    throw new AppError(TravelRequestError.REQUIRED);
  }
  const tr = await findTravelRequest(db, scope.enterpriseId, input.travelNO);
  if (!tr || (tr.creatorMemberId !== member.id && !isTraveller(tr, member.id))) throw notFound('travelRequest');
  const travelNO = tr.travelNo;
  if (tr.status !== 'APPROVED') throw new AppError(TravelRequestError.NOT_APPROVED, { travelNO });
  if (!isProductOrderable(orderabilityOf(tr), input.product)) throw new AppError(TravelRequestError.PRODUCT_NOT_ORDERABLE, { travelNO });

  const { config } = await getCompanyDetail(db, scope.enterpriseId, input.locale ?? DEFAULT_LOCALE);
  const own = productDates(tr, input.product);
  const window = bookingWindow(tr, input.product, config);
  const expired = productOfKind(input.product) === 'HOTEL' && hotelDatesExpired(own.end, localDate(now));
  if (expired || (window && !withinWindow(input.dates, window))) {
    throw new AppError(
      TravelRequestError.DATE_MISMATCH,
      { travelNO, beginDate: own.begin, endDate: own.end },
      { modifiedTipKind: MODIFIED_TIP_KIND.DATE, beginDate: window?.begin ?? own.begin, endDate: window?.end ?? own.end },
    );
  }

  if (config.trCityRestriction) {
    const allowed = new Set(cityIdsOf(tr));
    const outside = input.cityIds.find((id) => !allowed.has(id));
    if (outside) {
      const name = cityName(await lookupCities(db, [outside]), outside, input.locale ?? DEFAULT_LOCALE);
      throw new AppError(TravelRequestError.CITY_MISMATCH, { travelNO, cityName: name }, { modifiedTipKind: MODIFIED_TIP_KIND.CITY, cityId: outside });
    }
  }
  return {
    travelNO,
    creatorMemberId: tr.creatorMemberId,
    beginDate: tr.beginDate,
    endDate: tr.endDate,
    costCentreId: tr.costCentreId,
    projectId: tr.projectId,
    travellers: tr.travellers,
    destinationCityIds: tr.destinations.map((d) => d.cityId),
    exceedApplication: tr.exceedApplication,
    estimatedAmount: tr.estimatedAmount,
  };
}

/** A city of a request and the dates of the legs that reach it. */
export interface RequestDestination {
  cityId: string;
  beginDate: string;
  endDate: string;
}

/**
 * The destinations of an approved request the member may book under, in the request's order, for ranking what they look
 * for; none for a request that is not theirs or not approved (the booking gate refuses that one when they book). Refuses
 * nothing: looking is not booking.
 */
export async function requestDestinations(db: Db, scope: { enterpriseId: string; memberId: string }, travelNO: string): Promise<RequestDestination[]> {
  const tr = await findTravelRequest(db, scope.enterpriseId, travelNO);
  if (!tr || tr.status !== 'APPROVED' || (tr.creatorMemberId !== scope.memberId && !isTraveller(tr, scope.memberId))) return [];
  return tr.destinations.map((d) => ({ cityId: d.cityId, beginDate: d.beginDate, endDate: d.endDate }));
}

/**
 * 430019090: a booking over standard that needs approval cannot ride on an ordinary request: the request must be
 * modified by an over-standard application first. A request that is itself an approved application covers it.
 */
export function assertOverStandardCovered(gate: GateTravelRequest | null, needsApproval: boolean): void {
  if (!gate || !needsApproval || gate.exceedApplication) return;
  throw new AppError(TravelRequestError.OVER_STANDARD_NEEDS_APPLICATION, { travelNO: gate.travelNO }, { travelNO: gate.travelNO });
}

/** Serialises the bookings that spend one request's budget: the caller's transaction holds the request row. */
export async function lockTravelRequestBudget(tx: Db, enterpriseId: string, travelNO: string): Promise<void> {
  await tx
    .select({ id: travelRequests.id })
    .from(travelRequests)
    .where(and(eq(travelRequests.enterpriseId, enterpriseId), eq(travelRequests.travelNo, travelNO)))
    .for('update');
}

/**
 * 430019091: the request's budget (its estimated amount) cannot carry this booking on top of what its live orders
 * already spend; the request must be modified.
 */
export function assertWithinBudget(gate: GateTravelRequest | null, spent: number, amount: number, currency: string): void {
  if (!gate || gate.estimatedAmount === null || spent + amount <= gate.estimatedAmount) return;
  const money = (v: number) => ({ amount: v, currency });
  throw new AppError(
    TravelRequestError.OVER_BUDGET,
    { travelNO: gate.travelNO },
    { travelNO: gate.travelNO, estimatedAmount: money(gate.estimatedAmount), spentAmount: money(spent), bookingAmount: money(amount) },
  );
}

/**
 * The dates a product may be booked on under a request of the member (its own dates widened by the enterprise's day
 * redundancy; null window when the enterprise does not restrict dates). Refuses a request the member cannot use.
 */
export async function travelRequestWindow(
  db: Db,
  scope: { enterpriseId: string; memberId: string },
  travelNO: string,
  product: ServiceKind,
  locale: Locale,
): Promise<{ travelNO: string; beginDate: string; endDate: string; window: { begin: string; end: string } | null }> {
  const member = await getMember(db, scope.enterpriseId, scope.memberId);
  const tr = await findTravelRequest(db, scope.enterpriseId, travelNO);
  if (!tr || (tr.creatorMemberId !== member.id && !isTraveller(tr, member.id))) throw notFound('travelRequest');
  if (tr.status !== 'APPROVED') throw new AppError(TravelRequestError.NOT_APPROVED, { travelNO: tr.travelNo });
  if (!isProductOrderable(orderabilityOf(tr), product)) throw new AppError(TravelRequestError.PRODUCT_NOT_ORDERABLE, { travelNO: tr.travelNo });
  const { config } = await getCompanyDetail(db, scope.enterpriseId, locale);
  const own = productDates(tr, product);
  return { travelNO: tr.travelNo, beginDate: own.begin, endDate: own.end, window: bookingWindow(tr, product, config) };
}
