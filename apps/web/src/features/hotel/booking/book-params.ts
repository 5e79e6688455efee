import type { Money } from '@travel/contracts/platform/envelope';
import { parseHotelParams, stayParams, stayTravellersInput, type HotelSearchState } from '../hotel-params';

/** The plan a Book button chose: its hotel, room and plan, the rate-plan answer it came from and the total shown. */
export interface BookPlanRef {
  hotelId: string;
  roomTypeId: string;
  ratePlanId: string;
  /** the rateplan/list answer's detailId */
  detailId: string | null;
  /** the whole stay's total the traveller saw (one room); another price now is answered with 5321 */
  total: Money | null;
}

/** The booking page's address: the stay as the detail page keeps it, and the plan. */
export interface HotelBookState {
  stay: HotelSearchState;
  plan: BookPlanRef;
}

const ID = /^[\w.:-]{1,64}$/;
const id = (v: string | null) => (v && ID.test(v) ? v : null);

function totalOf(p: URLSearchParams): Money | null {
  const amount = p.get('total');
  const currency = p.get('cur');
  if (!amount || !/^\d{1,12}$/.test(amount) || !currency || !/^[A-Z]{3}$/.test(currency)) return null;
  return { amount: Number(amount), currency };
}

/** The booking an address describes, or null when the plan or the dates are missing. */
export function parseBookParams(p: URLSearchParams): HotelBookState | null {
  const stay = parseHotelParams(p);
  const hotelId = id(p.get('hotel'));
  const roomTypeId = id(p.get('room'));
  const ratePlanId = id(p.get('plan'));
  if (!hotelId || !roomTypeId || !ratePlanId || !stay.checkin || !stay.checkout || stay.checkout <= stay.checkin) return null;
  return { stay, plan: { hotelId, roomTypeId, ratePlanId, detailId: id(p.get('detail')), total: totalOf(p) } };
}

/** The query string of a booking: the stay's own parameters, then the plan's. */
export function toBookParams(stay: HotelSearchState, plan: BookPlanRef): URLSearchParams {
  const p = stayParams(stay);
  p.set('hotel', plan.hotelId);
  p.set('room', plan.roomTypeId);
  p.set('plan', plan.ratePlanId);
  if (plan.detailId) p.set('detail', plan.detailId);
  if (plan.total) {
    p.set('total', String(plan.total.amount));
    p.set('cur', plan.total.currency);
  }
  return p;
}

/** The address of the booking page for a plan of the stay. */
export const bookHref = (stay: HotelSearchState, plan: BookPlanRef) => `/hotel/book?${toBookParams(stay, plan).toString()}`;

/** Back to the hotel's rooms and rate plans for the same stay. */
export const hotelHref = (s: HotelBookState) => `/hotel/${encodeURIComponent(s.plan.hotelId)}?${stayParams(s.stay).toString()}`;

/** The stay and plan as order/check, pre_create and create take them. */
export function orderStayInput(s: HotelBookState, roomNum: number) {
  const { stay, plan } = s;
  return {
    hotelId: plan.hotelId,
    roomTypeId: plan.roomTypeId,
    ratePlanId: plan.ratePlanId,
    ...(plan.detailId ? { detailId: plan.detailId } : {}),
    checkinDate: stay.checkin!,
    checkoutDate: stay.checkout!,
    adultNum: stay.adults,
    childAgeList: stay.childAges,
    roomNum,
    travelType: stay.travelType,
    ...(stay.travelType === 0 && stay.trNo ? { trNo: stay.trNo } : {}),
  };
}

/** order/check's input: one room as shown on the detail page, with the total seen and whose standard applies. */
export function orderCheckInput(s: HotelBookState, flags: { checkGuaranteeConfirmRemind: boolean; overtimeBooking: boolean }) {
  return {
    ...orderStayInput(s, 1),
    ...(s.plan.total ? { totalPrice: s.plan.total } : {}),
    ...stayTravellersInput(s.stay),
    ...flags,
  };
}
