import type { z } from 'zod';
import type { TravelRequest, trSummarySchema } from '@travel/contracts/travel-request/travel-request';
import type { Locale } from '@travel/contracts/platform/locales';
import type { Db } from '../../platform/db/database';
import { listApprovalSteps } from '../approval/task-service';
import { listCostCentres, listProjects } from '../enterprise/enterprise-service';
import { displayName, getMember } from '../member/member-service';
import { computeOrderability, hotelDatesExpired, isCustomerTrip, isQuotaTrip, productDates, serviceMask } from './orderability';
import { localDate } from '../../platform/dates';
import { cityName, lookupCities, type CityInfo } from '../common/city-service';
import { trCan } from './tr-status';
import type { travelRequests } from './schema';

export type TrRow = typeof travelRequests.$inferSelect;
export type TrSummary = z.infer<typeof trSummarySchema>;

/** Who reads: the member (null on a bg call for no one in particular), and whether they oversee the enterprise's requests. */
export interface Viewer {
  enterpriseId: string;
  memberId: string | null;
  /** Administrators and travel managers read and cancel any request of their enterprise. */
  oversight: boolean;
}

export const allLegs = (row: Pick<TrRow, 'itineraryGroups'>) => row.itineraryGroups.flatMap((g) => g.itineraryList);
export const orderabilityOf = (row: Pick<TrRow, 'destinations' | 'itineraryGroups'>) =>
  computeOrderability(row.destinations, allLegs(row).flatMap((l) => l.addAttrList));
export const isTraveller = (row: Pick<TrRow, 'travellers'>, memberId: string) => row.travellers.some((t) => t.memberId === memberId);

/** The route of a request: the first group's first departure, then every arrival. */
export function routeCityIdsOf(row: Pick<TrRow, 'itineraryGroups' | 'destinations'>): string[] {
  const legs = row.itineraryGroups[0]?.itineraryList ?? [];
  return legs.length ? [legs[0]!.departureCityId, ...legs.map((l) => l.arriveCityId)] : row.destinations.map((d) => d.cityId);
}

/** Over-standard applications and cancelling are the applicant's own (a bg call acts for the member it names). */
export const isApplicant = (row: Pick<TrRow, 'creatorMemberId'>, viewer: Pick<Viewer, 'memberId'>) => viewer.memberId === row.creatorMemberId;

export function cityIdsOf(row: Pick<TrRow, 'destinations' | 'itineraryGroups'>): string[] {
  return [...new Set([...row.destinations.map((d) => d.cityId), ...allLegs(row).flatMap((l) => [l.departureCityId, l.arriveCityId])])];
}

async function creatorName(db: Db, row: TrRow): Promise<string> {
  return getMember(db, row.enterpriseId, row.creatorMemberId).then(displayName, () => row.creatorMemberId);
}

export async function toSummary(db: Db, row: TrRow, locale: Locale, cities?: Map<string, CityInfo>): Promise<TrSummary> {
  const known = cities ?? (await lookupCities(db, cityIdsOf(row)));
  return {
    travelNO: row.travelNo,
    status: row.status,
    creatorName: await creatorName(db, row),
    createTime: row.createdAt.toISOString(),
    cityNameList: row.destinations.map((d) => cityName(known, d.cityId, locale)),
    routeCityNameList: routeCityIdsOf(row).map((id) => cityName(known, id, locale)),
    beginDate: row.beginDate,
    endDate: row.endDate,
    travelPurposeList: row.travelPurposes,
    isCustomerTrip: isCustomerTrip(row.applicationTypes),
    isQuotaTrip: isQuotaTrip(row.orderType),
    originalTrNo: row.originalTrNo,
    travellerNames: row.travellers.map((t) => t.travellerName),
  };
}

export async function toTravelRequest(db: Db, row: TrRow, locale: Locale, now: Date, viewer: Viewer): Promise<TravelRequest> {
  const cities = await lookupCities(db, cityIdsOf(row));
  const name = (id: string) => cityName(cities, id, locale);
  const orderability = orderabilityOf(row);
  const today = localDate(now);
  const [summary, centres, projects, approvalSteps] = await Promise.all([
    toSummary(db, row, locale, cities),
    row.costCentreId ? listCostCentres(db, row.enterpriseId, undefined, locale) : Promise.resolve([]),
    row.projectId ? listProjects(db, row.enterpriseId, undefined, locale) : Promise.resolve([]),
    listApprovalSteps(db, row.enterpriseId, row.travelNo, locale),
  ]);
  return {
    ...summary,
    creatorMemberId: row.creatorMemberId,
    travellerList: row.travellers,
    destinationCityList: row.destinations.map((d) => ({ cityId: d.cityId, cityName: name(d.cityId), isInterCity: cities.get(d.cityId)?.isInternational ?? !d.cityId.startsWith('156') })),
    destinationList: row.destinations.map((d) => {
      const c = cities.get(d.cityId);
      return {
        destinationId: d.destinationId,
        arriveCityCnName: c?.nameZh ?? d.cityId,
        arriveCityEnName: c?.nameEn ?? d.cityId,
        arriveCityId: d.cityId,
        arriveParentCityId: null,
        arriveCountryId: d.countryId,
        arriveCountryCnName: c?.countryNameZh ?? d.countryId,
        beginDate: d.beginDate,
        endDate: d.endDate,
      };
    }),
    itineraryGroupList: row.itineraryGroups.map((g) => ({
      groupId: g.groupId,
      travellerIdList: g.travellerIdList,
      departCityName: g.itineraryList[0] ? name(g.itineraryList[0].departureCityId) : '',
      destinationList: g.itineraryList.map((l) => name(l.arriveCityId)),
      itineraryList: g.itineraryList.map((l) => ({
        tripId: l.tripId,
        departureCityName: name(l.departureCityId),
        departureCityId: l.departureCityId,
        departureCity3Code: cities.get(l.departureCityId)?.city3Code ?? null,
        arriveCityName: name(l.arriveCityId),
        arriveCityId: l.arriveCityId,
        arriveCity3Code: cities.get(l.arriveCityId)?.city3Code ?? null,
        beginDate: l.beginDate,
        endDate: l.endDate,
        addAttrList: l.addAttrList,
      })),
    })),
    taInfo: {
      serviceMask: serviceMask(orderability),
      applicationTypeList: row.applicationTypes,
      orderType: row.orderType,
      bookBusinessClass: row.bookBusinessClass,
      extInfo: { trSource: row.trSource },
      hotelBeginDateExtend: row.hotelBeginDateExtend,
      hotelEndDateExtend: row.hotelEndDateExtend,
      interHotelBeginDateExtend: row.interHotelBeginDateExtend,
      interHotelEndDateExtend: row.interHotelEndDateExtend,
      airBeginDateExtend: row.airBeginDateExtend,
      airEndDateExtend: row.airEndDateExtend,
    },
    costCentre: centres.find((c) => c.costCentreId === row.costCentreId) ?? null,
    project: projects.find((p) => p.projectId === row.projectId) ?? null,
    remark: row.remark,
    estimatedAmount: row.estimatedAmount,
    orderability,
    hotelDatesExpired: hotelDatesExpired(productDates(row, 'CHOTEL').end, today),
    interHotelDatesExpired: hotelDatesExpired(productDates(row, 'IHOTEL').end, today),
    exceedApplication: row.exceedApplication
      ? {
          exceedStandardReason: row.exceedApplication.exceedStandardReason,
          travellerList: row.exceedApplication.travellerList.map((t) => ({
            ...t,
            hotelExceedCityList: t.hotelExceedCityList.map((c) => ({ ...c, cityName: name(c.cityId) })),
          })),
        }
      : null,
    approvalSteps,
    canCancel: trCan(row.status, 'CANCEL') && isApplicant(row, viewer),
    canApplyExceed: row.status === 'APPROVED' && !row.originalTrNo && isApplicant(row, viewer),
  };
}
