import type { HotelDetail } from '../../modules/hotel/hotel-port';
import type { HotelRates } from './hotel-catalog';
import { hotelDetail } from './hotel-detail';
import { localInstant } from './stay-dates';

export interface StayTimes {
  /** the hotel's check-in time on the check-in date: the guest arrives then */
  checkinAt: Date;
  /** its check-out time on the check-out date: the guest leaves then */
  checkoutAt: Date;
  /** its latest check-in on the check-in date: an expected guest not come by then is a no-show */
  noShowAt: Date;
}

// The detail is generated whole (one seeded sequence); a hold needs only its check-in policy, kept per hotel.
const policies = new Map<string, HotelDetail['checkinPolicy']>();

/** A stay's front-desk instants: the hotel's own check-in and check-out times in its city's zone. */
export function stayTimes(seed: string, rates: HotelRates, checkinDate: string, checkoutDate: string): StayTimes {
  const key = `${seed}|${rates.meta.summary.hotelId}`;
  let policy = policies.get(key);
  if (!policy) {
    if (policies.size >= 20_000) policies.clear();
    policy = hotelDetail(seed, rates).checkinPolicy;
    policies.set(key, policy);
  }
  const zone = rates.meta.city.timeZone;
  const at = (date: string, time: string) => new Date(localInstant(date, time, zone));
  return { checkinAt: at(checkinDate, policy.checkinEarliest), checkoutAt: at(checkoutDate, policy.checkoutLatest), noShowAt: at(checkinDate, policy.checkinLatest) };
}
