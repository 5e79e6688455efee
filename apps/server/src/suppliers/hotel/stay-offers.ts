import type { Night, RatePlanOffer, StayQuery } from '../../modules/hotel/hotel-port';
import { resolveCancel } from './cancel-rules';
import type { HotelRates } from './hotel-catalog';
import { priceFromCny } from './money';
import {
  backgroundOccupancy, closedToArrival, dayNoise, occupancyFactor, seasonFactor, seedAllotment, weekdayFactor,
} from './nightly-rules';
import type { RatePlanDef } from './rate-plans';
import type { RoomDef } from './rooms';

/** A materialised inventory row of the hotel: allotment and rooms sold of a room type on a night. */
export interface InventoryRow {
  roomTypeId: string;
  date: string;
  allotment: number;
  sold: number;
}

export interface StayContext {
  seed: string;
  /** the nights that may be sold (the booking window in the hotel's zone) */
  sellable: (date: string) => boolean;
}

interface RoomNight {
  date: string;
  /** the room's nightly price before the plan's factor, CNY minor units */
  cny: number;
  remaining: number;
  closedToArrival: boolean;
}

/** The room's nights: allotment from the stored row when one exists, else from the seed; price from the day and load. */
function roomNights(ctx: StayContext, rates: HotelRates, room: RoomDef, nights: readonly string[], rows: ReadonlyMap<string, InventoryRow>, soldByDate: ReadonlyMap<string, number>): RoomNight[] {
  const { meta } = rates;
  return nights.map((date) => {
    const background = backgroundOccupancy(ctx.seed, meta, date);
    const row = rows.get(`${room.room.roomTypeId}|${date}`);
    const allotment = row?.allotment ?? seedAllotment(ctx.seed, meta, room, date, background);
    const occupancy = background + (soldByDate.get(date) ?? 0) / meta.guestRoomNum;
    const cny = meta.baseCny * room.premium * seasonFactor(date) * weekdayFactor(meta.business, date) * dayNoise(ctx.seed, meta, date) * occupancyFactor(occupancy);
    return {
      date,
      cny,
      remaining: ctx.sellable(date) ? Math.max(0, allotment - (row?.sold ?? 0)) : 0,
      closedToArrival: closedToArrival(ctx.seed, room, date),
    };
  });
}

function offer(rates: HotelRates, plan: RatePlanDef, nights: readonly RoomNight[], q: StayQuery): RatePlanOffer {
  const { city } = rates.meta;
  const priced: Night[] = nights.map((n) => ({ ...priceFromCny(city, n.cny * plan.factor), date: n.date, remaining: n.remaining, closedToArrival: n.closedToArrival }));
  const rooms = Math.max(1, q.roomNum);
  const perRoom = priced.reduce((s, n) => s + n.price.amount, 0);
  const total = perRoom * rooms;
  const totalCny = priced.reduce((s, n) => s + n.cnyAmount, 0) * rooms;
  const currency = city.currency;
  return {
    ratePlanId: plan.ratePlanId,
    roomTypeId: plan.roomTypeId,
    name: plan.name,
    breakfast: plan.breakfast,
    payWay: plan.payWay,
    guarantee: plan.guarantee,
    cancel: resolveCancel(plan.cancel, q.checkinDate, city.timeZone, { currency, firstNight: (priced[0]?.price.amount ?? 0) * rooms, total }),
    sourceType: plan.sourceType,
    memberRate: plan.memberRate,
    channelType: plan.channelType,
    instantConfirm: plan.instantConfirm,
    minStay: plan.minStay,
    maxGuests: plan.maxGuests,
    nights: priced,
    totalPrice: { amount: total, currency },
    totalCnyAmount: totalCny,
    // International prices include about 10 % taxes and fees; Chinese room rates are quoted with tax and no split.
    taxAndFee: { amount: city.intl ? Math.round((total * 10) / 110) : 0, currency },
  };
}

/**
 * Every room and plan of a hotel for a stay, priced from the seed and the stored inventory rows of those nights (all
 * rows of the hotel for the nights: the hotel's load raises every room's price). Contract plans only for a corporate
 * account. `totalPrice` is the whole stay of all `roomNum` rooms; a night's price is per room.
 */
export function stayOffers(ctx: StayContext, rates: HotelRates, q: StayQuery, nights: readonly string[], rows: readonly InventoryRow[]) {
  const byKey = new Map(rows.map((r) => [`${r.roomTypeId}|${r.date}`, r]));
  const soldByDate = new Map<string, number>();
  for (const r of rows) soldByDate.set(r.date, (soldByDate.get(r.date) ?? 0) + r.sold);
  return rates.rooms.map((room) => {
    const roomN = roomNights(ctx, rates, room, nights, byKey, soldByDate);
    const plans = rates.plans.filter((p) => p.roomTypeId === room.room.roomTypeId && (p.sourceType === '0' || q.corporateId));
    return { room: room.room, ratePlans: plans.map((p) => offer(rates, p, roomN, q)) };
  });
}

/** Whether the plan sells this stay: rooms left every night, arrival open, long enough, few enough guests per room. */
export function isBookable(plan: RatePlanOffer, q: StayQuery): boolean {
  const guestsPerRoom = Math.ceil((q.adultNum + q.childAges.length) / Math.max(1, q.roomNum));
  return (
    plan.nights.length > 0 &&
    plan.nights.every((n) => n.remaining >= q.roomNum) &&
    !plan.nights[0]!.closedToArrival &&
    plan.nights.length >= plan.minStay &&
    guestsPerRoom <= plan.maxGuests
  );
}
