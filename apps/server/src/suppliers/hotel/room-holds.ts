import { randomUUID } from 'node:crypto';
import { HotelSupplierError, type HoldRequest, type RatePlanOffer, type RoomHold } from '../../modules/hotel/hotel-port';
import type { Db } from '../../platform/db/database';
import { isDeadlock, isUniqueViolation } from '../../platform/db/errors';
import { pricedNights, readInventory, stayContext, type AvailabilityDeps } from './availability';
import type { HotelRates } from './hotel-catalog';
import type { HotelConfig } from './hotel-config';
import { findHold, holdView, type HoldRow } from './hold-view';
import { materialiseNights, takeNights } from './inventory-writes';
import { hotelHolds } from './schema';
import { stayOffers } from './stay-offers';
import { stayTimes } from './stay-times';

function resolvePlan(deps: AvailabilityDeps, req: HoldRequest): { rates: HotelRates; nights: string[] } {
  const rates = deps.catalog.hotelRates(req.hotelId);
  if (!rates) throw new HotelSupplierError('HOTEL_NOT_FOUND', `no hotel ${req.hotelId}`);
  if (!rates.rooms.some((r) => r.room.roomTypeId === req.roomTypeId)) throw new HotelSupplierError('ROOM_NOT_FOUND', `no room type ${req.roomTypeId}`);
  const plan = rates.plans.find((p) => p.ratePlanId === req.ratePlanId && p.roomTypeId === req.roomTypeId);
  // A contract rate exists only for a corporate account.
  if (!plan || (plan.sourceType === '1' && !req.corporateId)) throw new HotelSupplierError('RATE_PLAN_NOT_FOUND', `no rate plan ${req.ratePlanId}`);
  const nights = pricedNights(deps.config, req);
  const ctx = stayContext(deps, rates.meta.city);
  if (nights.length === 0 || !nights.every(ctx.sellable)) throw new HotelSupplierError('OUT_OF_WINDOW', `${req.checkinDate}..${req.checkoutDate} is not on sale`);
  if (!Number.isInteger(req.roomNum) || req.roomNum < 1) throw new RangeError('a hold needs at least one room');
  return { rates, nights };
}

/** The plan for the stay priced against the rows as they stand in this transaction, with the stay's refusals. */
async function priceInTx(tx: Db, deps: AvailabilityDeps, rates: HotelRates, nights: string[], req: HoldRequest): Promise<RatePlanOffer> {
  const rows = (await readInventory(tx, [req.hotelId], nights)).get(req.hotelId) ?? [];
  const room = stayOffers(stayContext(deps, rates.meta.city), rates, req, nights, rows).find((r) => r.room.roomTypeId === req.roomTypeId)!;
  const offer = room.ratePlans.find((p) => p.ratePlanId === req.ratePlanId)!;
  if (nights.length < offer.minStay) throw new HotelSupplierError('MIN_STAY', `${req.ratePlanId} needs ${offer.minStay} nights`);
  if (offer.nights[0]!.closedToArrival) throw new HotelSupplierError('CLOSED_TO_ARRIVAL', `no arrival on ${req.checkinDate}`);
  if (Math.ceil((req.adultNum + req.childAges.length) / req.roomNum) > offer.maxGuests) throw new HotelSupplierError('TOO_MANY_GUESTS', `at most ${offer.maxGuests} guests a room`);
  // A room gone is the refusal that counts: its last sale also moved the price, which is not the reason.
  if (offer.nights.some((n) => n.remaining < req.roomNum)) throw new HotelSupplierError('SOLD_OUT', `${req.roomTypeId} has fewer than ${req.roomNum} rooms left on a night of the stay`);
  const expected = req.expectedTotal;
  if (expected && (expected.amount !== offer.totalPrice.amount || expected.currency !== offer.totalPrice.currency)) {
    throw new HotelSupplierError('PRICE_CHANGED', `the stay now costs ${offer.totalPrice.amount} ${offer.totalPrice.currency}`);
  }
  return offer;
}

/**
 * When an unconfirmed hold lapses: after the usual minutes, or later when the caller asks (`holdUntil`), up to the
 * hotel's maximum and never past the stay's latest check-in (a room kept for nobody after that is lost to the hotel).
 */
export function holdExpiry(nowMs: number, holdUntil: string | undefined, limits: Pick<HotelConfig, 'holdMinutes' | 'maxHoldHours'>, noShowAt: Date): Date {
  const usual = nowMs + limits.holdMinutes * 60_000;
  if (!holdUntil) return new Date(usual);
  const asked = Math.min(Date.parse(holdUntil), nowMs + limits.maxHoldHours * 3_600_000, noShowAt.getTime());
  return new Date(Math.max(usual, asked));
}

/**
 * Holds rooms of a plan for every night of the stay, all or nothing, in the sandbox's own transaction: the nights'
 * rows are materialised from the seed, priced as they stand, and taken night by night; any night short rolls the whole
 * hold back (SOLD_OUT). A retry with the same idempotency key answers the first hold.
 */
export async function holdRooms(deps: AvailabilityDeps, req: HoldRequest, limits: Pick<HotelConfig, 'holdMinutes' | 'maxHoldHours'>): Promise<RoomHold> {
  const earlier = await findHold(deps.db, { idempotencyKey: req.idempotencyKey });
  if (earlier) return holdView(earlier);
  const { rates, nights } = resolvePlan(deps, req);
  const room = rates.rooms.find((r) => r.room.roomTypeId === req.roomTypeId)!;
  const take = async (tx: Db): Promise<RoomHold> => {
    await materialiseNights(tx, deps.config.seed, rates, room, nights);
    const offer = await priceInTx(tx, deps, rates, nights, req);
    if (!(await takeNights(tx, req.hotelId, req.roomTypeId, nights, req.roomNum))) {
      throw new HotelSupplierError('SOLD_OUT', `${req.roomTypeId} has fewer than ${req.roomNum} rooms left on a night of the stay`);
    }
    const now = deps.nowMs();
    const times = stayTimes(deps.config.seed, rates, req.checkinDate, req.checkoutDate);
    const row: HoldRow = {
      id: randomUUID(),
      idempotencyKey: req.idempotencyKey,
      hotelId: req.hotelId,
      roomTypeId: req.roomTypeId,
      ratePlanId: req.ratePlanId,
      checkinDate: req.checkinDate,
      checkoutDate: req.checkoutDate,
      roomNum: req.roomNum,
      currency: offer.totalPrice.currency,
      nights: offer.nights.map((n) => ({ date: n.date, amount: n.price.amount })),
      totalAmount: offer.totalPrice.amount,
      cancelRule: offer.cancel,
      status: 'HELD',
      confirmationNo: null,
      orderRef: req.orderRef ?? null,
      penaltyAmount: null,
      expiresAt: holdExpiry(now, req.holdUntil, limits, times.noShowAt),
      createdAt: new Date(now),
      confirmedAt: null,
      endedAt: null,
      guestNames: req.guestNames ?? [],
      guarantee: req.selfGuarantee ? { format: 'SELF' } : null,
      ...times,
      stayState: null,
      arrivedAt: null,
      departedAt: null,
    };
    await tx.insert(hotelHolds).values(row);
    return holdView(row);
  };
  for (let tries = 1; ; tries++) {
    try {
      return await deps.db.transaction(take);
    } catch (err) {
      // The key raced a first call: that hold is the answer; this attempt's takes rolled back with its transaction.
      if (isUniqueViolation(err)) {
        const raced = await findHold(deps.db, { idempotencyKey: req.idempotencyKey });
        if (raced) return holdView(raced);
      }
      if (tries >= 3 || !isDeadlock(err)) throw err;
    }
  }
}
