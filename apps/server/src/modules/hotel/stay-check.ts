import { HOTEL_LIMITS, HOTEL_TRAVEL_TYPE, type HotelTravelType } from '@travel/contracts/hotel/stay';
import { HotelError } from '@travel/contracts/hotel/errors';
import type { Locale } from '@travel/contracts/platform/locales';
import { kindOf } from '@travel/contracts/platform/products';
import type { Db } from '../../platform/db/database';
import { addDays, localDate } from '../../platform/dates';
import { AppError } from '../../platform/errors';
import { isInternationalCityId } from '../common/city-service';
import { assertBookingAllowed, type GateTravelRequest } from '../travel-request/booking-gate';
import type { MemberScope } from './browse-record';

/** China's local hour of an instant (the platform's dates are China time). */
const chinaHour = (now: Date) => (now.getUTCHours() + 8) % 24;

/**
 * Spec 5: check-in from today (yesterday before 5 am for international: a night that began before midnight) up to 180
 * days ahead, check-out at most a day after the window's last check-in. Pure, for the list and the booking alike.
 */
export function stayWindow(cityId: string, now: Date): { minDate: string; maxDate: string } {
  const today = localDate(now);
  const lateNight = isInternationalCityId(cityId) && chinaHour(now) < HOTEL_LIMITS.intlLateNightHour;
  return { minDate: lateNight ? addDays(today, -1) : today, maxDate: addDays(today, HOTEL_LIMITS.bookingWindowDays) };
}

export function assertStayWindow(stay: { checkinDate: string; checkoutDate: string }, cityId: string, now: Date): void {
  const { minDate, maxDate } = stayWindow(cityId, now);
  if (stay.checkinDate < minDate || stay.checkoutDate > addDays(maxDate, 1)) throw new AppError(HotelError.DATE_OUT_OF_RANGE, { minDate, maxDate }, { minDate, maxDate });
}

/**
 * A business stay needs an approved travel request (trNo) under which hotels of the city and these dates are orderable,
 * unless the member may book without one; a private stay needs none. Answers the request, or null.
 */
export async function checkStay(
  db: Db,
  scope: MemberScope,
  stay: { checkinDate: string; checkoutDate: string; travelType: HotelTravelType; trNo?: string },
  cityId: string,
  locale: Locale,
  now: Date,
): Promise<GateTravelRequest | null> {
  assertStayWindow(stay, cityId, now);
  return assertBookingAllowed(
    db,
    scope,
    {
      travelType: stay.travelType === HOTEL_TRAVEL_TYPE.PRIVATE ? 'PRIVATE' : 'BUSINESS',
      product: kindOf('HOTEL', isInternationalCityId(cityId)),
      travelNO: stay.trNo,
      dates: { begin: stay.checkinDate, end: stay.checkoutDate },
      cityIds: [cityId],
      locale,
    },
    now,
  );
}
