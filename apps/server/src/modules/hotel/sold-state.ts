import type { SoldState } from '@travel/contracts/hotel/rateplan';
import type { RatePlanOffer } from './hotel-port';

/** What of a stay decides whether a plan may be sold to it. */
export interface StayShape {
  nights: number;
  guests: number;
  roomNum: number;
}

/** A few rooms left is worth a warning; none left is full, not short. */
export const ROOM_SHORTAGE_MAX = 3;

/**
 * Spec 4: NOT_BOOK when the plan cannot be sold to this stay at all (minimum stay longer than the stay, no arrival on
 * the check-in date, more guests than the room takes); FULL when no night has a room left; PART_FULL when some nights
 * are full; else CAN_BOOK.
 */
export function soldState(plan: Pick<RatePlanOffer, 'minStay' | 'maxGuests' | 'nights'>, stay: StayShape): SoldState {
  const first = plan.nights[0];
  if (!first || plan.minStay > stay.nights || first.closedToArrival || stay.guests > plan.maxGuests) return 'NOT_BOOK';
  const full = plan.nights.filter((n) => n.remaining < stay.roomNum).length;
  if (full === plan.nights.length) return 'FULL';
  return full > 0 ? 'PART_FULL' : 'CAN_BOOK';
}

/** The fewest rooms left on any night of the stay (0 for a plan with no nights). */
export function lastCount(plan: Pick<RatePlanOffer, 'nights'>): number {
  return plan.nights.length ? Math.min(...plan.nights.map((n) => n.remaining)) : 0;
}

export const roomShortage = (count: number) => count > 0 && count <= ROOM_SHORTAGE_MAX;
