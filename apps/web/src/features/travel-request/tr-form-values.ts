import type { Dayjs } from 'dayjs';
import type { UserProfile } from '@travel/contracts/member/user';
import type { TrCreateInput, TravelRequest } from '@travel/contracts/travel-request/travel-request';
import type { CallInput } from '@travel/contracts/platform/define-call';
import type { exceedApplySubmitCall } from '@travel/contracts/approval/approval';
import type { TravellerRef } from '@travel/contracts/policy/standards';
import type { FieldPath } from '../../lib/form-issues';
import { yuanToFen } from '../../lib/money';
import { TravellerValue, selfTraveller } from '../../widgets/travel-request/traveller-values';

export type ApplicationType = 'BUSINESS' | 'CUSTOMER' | 'TRAINING' | 'MEETING';
export const APPLICATION_TYPES: ApplicationType[] = ['BUSINESS', 'CUSTOMER', 'TRAINING', 'MEETING'];
export const ORDER_TYPES = ['0', '1', '2'] as const;

export interface LegValues {
  departureCityId?: string;
  arriveCityId?: string;
  beginDate?: Dayjs | null;
  endDate?: Dayjs | null;
}

export interface TrFormValues {
  travellers: TravellerValue[];
  legs: LegValues[];
  purposes: string[];
  costCentreId?: string;
  projectId?: string;
  applicationTypes: ApplicationType[];
  orderType: (typeof ORDER_TYPES)[number];
  bookBusinessClass: boolean;
  /** Yuan, as typed; sent in fen. */
  estimatedAmount?: number | null;
  remark?: string;
}

export function newTrValues(user: Pick<UserProfile, 'memberId' | 'displayName'>): TrFormValues {
  return {
    travellers: [selfTraveller(user)],
    legs: [{}],
    purposes: [''],
    applicationTypes: ['BUSINESS'],
    orderType: '0',
    bookBusinessClass: false,
  };
}

const wireDate = (d: Dayjs | null | undefined) => (d ? d.format('YYYY-MM-DD') : undefined);
const blank = (s: string | null | undefined) => (s && s.trim() ? s.trim() : undefined);

/**
 * The form as tr/create's input (unchecked: the caller runs the contract's schema on it). Missing values stay
 * undefined so that the schema names them as required; blank purposes are dropped, so none at all reads
 * "enter the purpose of the trip".
 */
export function toTrCreateInput(v: TrFormValues): TrCreateInput {
  const purposes = v.purposes.map((p) => p?.trim() ?? '').filter(Boolean);
  const amount = yuanToFen(v.estimatedAmount);
  return {
    travellerList: v.travellers.map((t) => ({
      ...(t.memberId ? { memberId: t.memberId } : {}),
      ...(t.passengerId ? { passengerId: t.passengerId } : {}),
      travellerName: t.name,
      travellerType: t.travellerType,
    })),
    itineraryGroupList: [
      {
        travellerIdList: [],
        itineraryList: v.legs.map((leg) => ({
          departureCityId: leg.departureCityId as string,
          arriveCityId: leg.arriveCityId as string,
          beginDate: wireDate(leg.beginDate) as string,
          endDate: wireDate(leg.endDate) as string,
          addAttrList: [],
        })),
      },
    ],
    travelPurposeList: purposes.map((travelPurposeDesc) => ({ travelPurposeDesc })),
    ...(v.costCentreId ? { costCentreId: v.costCentreId } : {}),
    ...(v.projectId ? { projectId: v.projectId } : {}),
    applicationTypeList: v.applicationTypes.length > 0 ? v.applicationTypes : ['BUSINESS'],
    orderType: v.orderType,
    bookBusinessClass: v.bookBusinessClass,
    ...(blank(v.remark) ? { remark: blank(v.remark) } : {}),
    ...(amount !== null ? { estimatedAmount: amount } : {}),
  };
}

/**
 * A request for a trip that ended before today is refused (the server answers TR_DATE_PAST): the issue names the
 * leg that ends last, on its end date. Null when the trip ends today or later, or has no dates yet.
 */
export function pastTripIssue(input: Pick<TrCreateInput, 'itineraryGroupList'>, today: string): { path: FieldPath; message: string } | null {
  let last: { path: FieldPath; end: string } | null = null;
  input.itineraryGroupList.forEach((g, gi) =>
    g.itineraryList.forEach((leg, li) => {
      if (leg.endDate && (!last || leg.endDate > last.end)) last = { path: ['itineraryGroupList', gi, 'itineraryList', li, 'endDate'], end: leg.endDate };
    }),
  );
  const found = last as { path: FieldPath; end: string } | null;
  return found && found.end < today ? { path: found.path, message: 'validation.tripInPast' } : null;
}

/**
 * Where an issue of tr/create's input (the schema's or the server's PARAM_ERROR) shows on the form, or null for
 * the message list above the buttons.
 */
export function trFormPath(path: FieldPath): FieldPath | null {
  const [head, a, b, c, d] = path;
  switch (head) {
    case 'travellerList':
      return ['travellers'];
    case 'itineraryGroupList':
      if (b === 'itineraryList' && typeof c === 'number' && typeof d === 'string') return ['legs', c, d === 'addAttrList' ? 'endDate' : d];
      if (b === 'itineraryList' && typeof c === 'number') return ['legs', c, 'departureCityId'];
      return ['legs', 0, 'departureCityId'];
    case 'travelPurposeList':
      return ['purposes', typeof a === 'number' ? a : 0];
    case 'applicationTypeList':
      return ['applicationTypes'];
    case 'costCentreId':
    case 'projectId':
    case 'orderType':
    case 'remark':
    case 'estimatedAmount':
    case 'bookBusinessClass':
      return [head];
    default:
      return null;
  }
}

/** Purposes separated for display. */
export function purposeText(tr: Pick<TravelRequest, 'travelPurposeList'>): string {
  return tr.travelPurposeList.map((p) => p.travelPurposeDesc).join('; ');
}

/** A traveller's entry in the over-standard dialog: yuan per night, blank when they are not part of it. */
export interface ExceedTravellerValue {
  travellerId: string;
  travellerName: string;
  amount?: number | null;
}

/** The over-standard application: only travellers with an entered amount are sent (hotel.md section 4). */
export function toExceedInput(
  originalTrNo: string,
  reason: string,
  travellers: ExceedTravellerValue[],
): CallInput<typeof exceedApplySubmitCall> {
  return {
    approvalBizType: 'EXCEED_APPLY',
    subBizType: 'HOTEL_EXCEED',
    exceedStandardReason: reason,
    extendParams: { trSource: 'APPROVE3.0' },
    originalTrNo,
    travellerList: travellers
      .filter((t) => t.amount !== null && t.amount !== undefined && !Number.isNaN(t.amount))
      .map((t) => ({ travellerId: t.travellerId, travellerName: t.travellerName, hotelExceedActualAmount: yuanToFen(t.amount) ?? 0, hotelExceedCityList: [] })),
  };
}
