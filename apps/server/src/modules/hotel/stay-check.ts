import { HOTEL_LIMITS, HOTEL_TRAVEL_TYPE, type HotelTravelType } from '@travel/contracts/hotel/stay';
import { HotelError } from '@travel/contracts/hotel/errors';
import type { Locale } from '@travel/contracts/platform/locales';
import { kindOf } from '@travel/contracts/platform/products';
import type { Db } from '../../platform/db/database';
import { addDays, localDateHour } from '../../platform/dates';
import { AppError } from '../../platform/errors';
import { cityTimeZone, isInternationalCityId } from '../common/city-service';
import { getReferenceData } from '../common/reference-cache';
import { assertBookingAllowed, type GateTravelRequest } from '../travel-request/booking-gate';
import type { MemberScope } from './browse-record';

/**
 * Spec 5: check-in from today (yesterday before 5 am for international: a night that began before midnight) up to 180
 * days ahead, check-out at most a day after the window's last check-in. Today and the hour are the city's own (its
 * `timeZone`), as the hotel sells its nights. Pure, for the list and the booking alike.
 */
export function stayWindow(cityId: string, timeZone: string, now: Date): { minDate: string; maxDate: string } {
  const { date: today, hour } = localDateHour(now.getTime(), timeZone);
  const lateNight = isInternationalCityId(cityId) && hour < HOTEL_LIMITS.intlLateNightHour;
  return { minDate: lateNight ? addDays(today, -1) : today, maxDate: addDays(today, HOTEL_LIMITS.bookingWindowDays) };
}

export function assertStayWindow(stay: { checkinDate: string; checkoutDate: string }, cityId: string, timeZone: string, now: Date): void {
  const { minDate, maxDate } = stayWindow(cityId, timeZone, now);
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
  assertStayWindow(stay, cityId, cityTimeZone(await getReferenceData(db), cityId), now);
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
