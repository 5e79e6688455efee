import { and, gte, lt, sql } from 'drizzle-orm';
import type { HotelStay, LowestPrice, StayQuery } from '../../modules/hotel/hotel-port';
import type { Db } from '../../platform/db/database';
import { preparedOn } from '../../platform/db/prepared';
import { addDays, localDateHour } from '../../platform/dates';
import type { HotelCatalog } from './hotel-catalog';
import type { HotelCity } from './hotel-cities';
import type { HotelConfig } from './hotel-config';
import { hotelInventory } from './schema';
import { stayNights } from './stay-dates';
import { cheapestOf, NightScratch } from './lowest-price';
import { priceScale, type PriceScale } from './money';
import { nightDay, type NightDay } from './nightly-rules';
import { stayOffers, type InventoryRow, type StayContext } from './stay-offers';

export interface AvailabilityDeps {
  db: Db;
  catalog: HotelCatalog;
  config: HotelConfig;
  nowMs: () => number;
}

/**
 * The nights a hotel sells: from today in its zone (international hotels also take last night's late arrivals until
 * 05:00, as the spec's booking window does) to `bookingDays` ahead.
 */
export function stayContext(deps: AvailabilityDeps, city: HotelCity): StayContext {
  const { date, hour } = localDateHour(deps.nowMs(), city.timeZone);
  const first = city.intl && hour < 5 ? addDays(date, -1) : date;
  const last = addDays(date, deps.config.bookingDays);
  return { seed: deps.config.seed, sellable: (d) => d >= first && d <= last };
}

/** The nights of a stay the sandbox prices: none when the dates are the wrong way round or the stay is too long. */
export function pricedNights(config: HotelConfig, q: StayQuery): string[] {
  const nights = stayNights(q.checkinDate, q.checkoutDate);
  return nights.length > config.maxNights ? [] : nights;
}

/** The stored inventory rows of these hotels for the nights: one read (the ids as one array parameter: a search may ask for thousands). */
export async function readInventory(db: Db, hotelIds: readonly string[], nights: readonly string[]): Promise<Map<string, InventoryRow[]>> {
  const out = new Map<string, InventoryRow[]>();
  if (hotelIds.length === 0 || nights.length === 0) return out;
  const statement = preparedOn(db, 'sandbox_hotel_inventory', (on, name) =>
    on
      .select()
      .from(hotelInventory)
      .where(and(sql`${hotelInventory.hotelId} = any(${sql.placeholder('hotelIds')}::text[])`, gte(hotelInventory.date, sql.placeholder('from')), lt(hotelInventory.date, sql.placeholder('until'))))
      .prepare(name),
  );
  const rows = await statement.execute({ hotelIds: [...hotelIds], from: nights[0]!, until: addDays(nights[nights.length - 1]!, 1) });
  for (const r of rows) {
    const list = out.get(r.hotelId) ?? [];
    list.push(r);
    out.set(r.hotelId, list);
  }
  return out;
}

export async function getStay(deps: AvailabilityDeps, hotelId: string, q: StayQuery): Promise<HotelStay | null> {
  const rates = deps.catalog.hotelRates(hotelId);
  if (!rates) return null;
  const nights = pricedNights(deps.config, q);
  const rows = (await readInventory(deps.db, [hotelId], nights)).get(hotelId) ?? [];
  const rooms = nights.length === 0 ? [] : stayOffers(stayContext(deps, rates.meta.city), rates, q, nights, rows);
  return { hotelId, currency: rates.meta.city.currency, rooms };
}

/** The nights of a call, worked out once for all its hotels, and per city which of them may be sold. */
function callNights(deps: AvailabilityDeps, nights: readonly string[]) {
  const days = nights.map(nightDay);
  const dayIndex = new Map(nights.map((d, i) => [d, i]));
  const byCity = new Map<string, { days: NightDay[]; dayIndex: Map<string, number>; sellable: boolean[]; scale: PriceScale }>();
  return (city: HotelCity) => {
    let known = byCity.get(city.cityId);
    if (!known) {
      const ctx = stayContext(deps, city);
      known = { days, dayIndex, sellable: nights.map((d) => ctx.sellable(d)), scale: priceScale(city) };
      byCity.set(city.cityId, known);
    }
    return known;
  };
}

/** The cheapest bookable plan per hotel, by its CNY reference (hotels of several currencies may be asked together). */
export async function lowestPrices(deps: AvailabilityDeps, hotelIds: readonly string[], q: StayQuery): Promise<LowestPrice[]> {
  const nights = pricedNights(deps.config, q);
  const known = hotelIds.filter((id) => deps.catalog.hotel(id));
  const rowsByHotel = await readInventory(deps.db, known, nights);
  const stayOf = callNights(deps, nights);
  const scratch = new NightScratch(nights.length);
  const lq = { roomNum: q.roomNum, guestsPerRoom: Math.ceil((q.adultNum + q.childAges.length) / Math.max(1, q.roomNum)), corporate: Boolean(q.corporateId) };
  return hotelIds.map((hotelId): LowestPrice => {
    const profile = nights.length === 0 ? null : deps.catalog.priceProfile(hotelId);
    const stay = profile && stayOf(profile.meta.city);
    const best = profile && stay && cheapestOf(profile, stay, stay.scale, rowsByHotel.get(hotelId) ?? [], lq, scratch);
    if (!best) return { hotelId, averagePrice: null, averageCnyAmount: null, protocol: false };
    return {
      hotelId,
      averagePrice: { amount: Math.round(best.amount / nights.length), currency: stay.scale.currency },
      averageCnyAmount: Math.round(best.cny / nights.length),
      protocol: best.protocol,
    };
  });
}
