import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { RatePlanFilter, rateplanListCall } from '@travel/contracts/hotel/rateplan';
import type { Locale } from '@travel/contracts/platform/locales';
import type { HotelNightStandard } from '../policy/control-service';
import type { RoomType, StayQuery } from './hotel-port';
import { filterPlans, sortRooms } from './rate-plan-filters';
import type { PlanView } from './rate-plan-view';
import { toRoom } from './room-view';

export type RateplanListOutput = z.output<(typeof rateplanListCall)['output']>;

export interface RoomViews {
  room: RoomType;
  plans: PlanView[];
}

const bookable = (p: PlanView) => p.facts.soldState === 'CAN_BOOK';
const cheapest = (plans: readonly PlanView[]) => plans.reduce<PlanView | null>((best, p) => (!best || p.facts.averageCnyAmount < best.facts.averageCnyAmount ? p : best), null);

/** Spec 3: a contract rate exists but none of them is bookable, or a bookable public rate is cheaper. */
export function needProtocolTip(plans: readonly PlanView[]): boolean {
  const contract = plans.filter((p) => p.offer.sourceType === '1');
  if (!contract.length) return false;
  const bestContract = cheapest(contract.filter(bookable));
  const best = cheapest(plans.filter(bookable));
  return !bestContract || best!.facts.averageCnyAmount < bestContract.facts.averageCnyAmount;
}

/**
 * An id of this answer: a digest of the hotel, the stay and every plan's price and state, so the booking's pre-check
 * can tell whether what the member saw still holds by asking again and comparing.
 */
export function answerId(hotelId: string, q: StayQuery, rooms: readonly RoomViews[]): string {
  const plans = rooms.flatMap((r) => r.plans.map((p) => [p.offer.ratePlanId, p.offer.totalPrice.amount, p.offer.totalPrice.currency, p.facts.soldState]));
  const body = JSON.stringify([hotelId, q.checkinDate, q.checkoutDate, q.adultNum, q.childAges, plans]);
  return createHash('sha256').update(body).digest('base64url').slice(0, 32);
}

/** The list's answer: filtered and sorted rooms, and what the page shows about the whole hotel. */
export function rateplanAnswer(
  rooms: readonly RoomViews[],
  opts: { hotelId: string; protocolHotel: boolean; query: StayQuery; filter: RatePlanFilter; rule: HotelNightStandard | null; locale: Locale; now: Date },
): RateplanListOutput {
  const all = rooms.flatMap((r) => r.plans);
  const shown = sortRooms(rooms.map((r) => ({ room: r.room, plans: filterPlans(r.plans, opts.filter, opts.now) })));
  const within = shown.flatMap((r) => r.plans).filter((p) => bookable(p) && !p.facts.exceeding);
  const recommend = cheapest(within);
  return {
    roomList: shown.map((r) => ({
      ...toRoom(r.room, opts.locale),
      lowestPrice: cheapest(r.plans.filter(bookable))?.facts.averageCnyAmount ?? null,
      ratePlanList: r.plans.map((p) => p.plan),
    })),
    detailId: answerId(opts.hotelId, opts.query, rooms),
    protocolHotel: opts.protocolHotel || all.some((p) => p.offer.sourceType === '1'),
    lowestPriceInfoList: rooms.flatMap((r) => {
      const best = cheapest(r.plans.filter(bookable));
      return best ? [{ roomTypeId: r.room.roomTypeId, averagePrice: best.plan.priceInfo.averagePrice, currency: best.plan.priceInfo.currency }] : [];
    }),
    originalTravelStandardCurrency: opts.rule?.currency ?? null,
    originalTravelStandard: opts.rule?.standard ?? null,
    recommendRoom: recommend ? { roomTypeId: recommend.plan.roomTypeId, ratePlanId: recommend.plan.ratePlanId } : null,
    needProtocolTip: needProtocolTip(all),
    totalRatePlans: all.length,
  };
}
