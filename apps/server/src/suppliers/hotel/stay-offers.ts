import type { Night, RatePlanOffer, StayQuery } from '../../modules/hotel/hotel-port';
import { resolveCancel } from './cancel-rules';
import type { HotelRates } from './hotel-catalog';
import { priceFromCny, priceScale, quoteAmount, quoteCny, quoteOf, type PriceScale } from './money';
import {
  closedToArrival, dayNoise, nightDay, occupancyFactor, occupancyOn, seedAllotment, unit, weekdayFactorOn,
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

/** A stay's rooms with their nights, before any plan is priced. */
export interface PreparedRoom {
  def: RoomDef;
  nights: RoomNight[];
  plans: RatePlanDef[];
}

/** Per night of the hotel: background occupancy and the price factor every room shares (computed once, not per room). */
function hotelNights(ctx: StayContext, rates: HotelRates, nights: readonly string[], soldByDate: ReadonlyMap<string, number>) {
  const { meta } = rates;
  return nights.map((date) => {
    const day = nightDay(date);
    const background = occupancyOn(meta.business, day, unit(`${ctx.seed}|occ|${meta.summary.hotelId}|${date}`));
    const occupancy = background + (soldByDate.get(date) ?? 0) / meta.guestRoomNum;
    const factor = day.season * weekdayFactorOn(meta.business, day.weekday) * dayNoise(ctx.seed, meta, date) * occupancyFactor(occupancy);
    return { date, background, cny: meta.baseCny * factor, sellable: ctx.sellable(date) };
  });
}

/**
 * The rooms of a stay and their nights: allotment from the stored row when one exists, else from the seed; the price
 * from the day and the hotel's load (all its stored rows of the nights: sales of any room raise every room's price).
 * Contract plans only for a corporate account.
 */
export function prepareStay(ctx: StayContext, rates: HotelRates, q: StayQuery, nights: readonly string[], rows: readonly InventoryRow[]): PreparedRoom[] {
  const byKey = new Map(rows.map((r) => [`${r.roomTypeId}|${r.date}`, r]));
  const soldByDate = new Map<string, number>();
  for (const r of rows) soldByDate.set(r.date, (soldByDate.get(r.date) ?? 0) + r.sold);
  const hotel = hotelNights(ctx, rates, nights, soldByDate);
  return rates.rooms.map((def) => ({
    def,
    plans: rates.plans.filter((p) => p.roomTypeId === def.room.roomTypeId && (p.sourceType === '0' || q.corporateId)),
    nights: hotel.map((h) => {
      const row = byKey.get(`${def.room.roomTypeId}|${h.date}`);
      const allotment = row?.allotment ?? seedAllotment(ctx.seed, rates.meta, def, h.date, h.background);
      return {
        date: h.date,
        cny: h.cny * def.premium,
        remaining: h.sellable ? Math.max(0, allotment - (row?.sold ?? 0)) : 0,
        closedToArrival: closedToArrival(ctx.seed, def, h.date),
      };
    }),
  }));
}

function offer(rates: HotelRates, scale: PriceScale, plan: RatePlanDef, nights: readonly RoomNight[], q: StayQuery): RatePlanOffer {
  const { city } = rates.meta;
  const priced: Night[] = nights.map((n) => {
    const quote = quoteOf(scale, n.cny * plan.factor);
    return { price: { amount: quoteAmount(scale, quote), currency: scale.currency }, cnyAmount: quoteCny(scale, quote), date: n.date, remaining: n.remaining, closedToArrival: n.closedToArrival };
  });
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

/** Every room and plan of a hotel for a stay, priced. `totalPrice` is the whole stay of all `roomNum` rooms; a night's price is per room. */
export function stayOffers(ctx: StayContext, rates: HotelRates, q: StayQuery, nights: readonly string[], rows: readonly InventoryRow[]) {
  const scale = priceScale(rates.meta.city);
  return prepareStay(ctx, rates, q, nights, rows).map((r) => ({ room: r.def.room, ratePlans: r.plans.map((p) => offer(rates, scale, p, r.nights, q)) }));
}

const guestsPerRoom = (q: StayQuery) => Math.ceil((q.adultNum + q.childAges.length) / Math.max(1, q.roomNum));

/**
 * The cheapest bookable plan of a prepared stay, by its per-room total in CNY: the search page's path, which prices
 * only totals (no cancel rules, no offer objects) so 800 hotels cost little.
 */
export function cheapestPlan(rates: HotelRates, rooms: readonly PreparedRoom[], q: StayQuery): { amount: number; cny: number; protocol: boolean } | null {
  let best: { amount: number; cny: number } | null = null;
  let protocol = false;
  for (const r of rooms) {
    if (r.nights.length === 0 || r.nights[0]!.closedToArrival || r.nights.some((n) => n.remaining < q.roomNum)) continue;
    for (const plan of r.plans) {
      if (r.nights.length < plan.minStay || guestsPerRoom(q) > plan.maxGuests) continue;
      let amount = 0;
      let cny = 0;
      for (const n of r.nights) {
        const p = priceFromCny(rates.meta.city, n.cny * plan.factor);
        amount += p.price.amount;
        cny += p.cnyAmount;
      }
      if (plan.sourceType === '1') protocol = true;
      if (!best || cny < best.cny) best = { amount, cny };
    }
  }
  return best && { ...best, protocol };
}

/** Whether the plan sells this stay: rooms left every night, arrival open, long enough, few enough guests per room. */
export function isBookable(plan: RatePlanOffer, q: StayQuery): boolean {
  return (
    plan.nights.length > 0 &&
    plan.nights.every((n) => n.remaining >= q.roomNum) &&
    !plan.nights[0]!.closedToArrival &&
    plan.nights.length >= plan.minStay &&
    guestsPerRoom(q) <= plan.maxGuests
  );
}
