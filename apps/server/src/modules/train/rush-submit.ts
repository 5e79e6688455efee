import type { Locale } from '@travel/contracts/platform/locales';
import type { BookSubmitInput } from '@travel/contracts/train/booking';
import type { AlternateSubmitInput } from '@travel/contracts/train/rush';
import type { Db } from '../../platform/db/database';
import type { BookingDeps, Scope } from './book-common';
import { submitBooking } from './book-submit';

/**
 * train/alternate/submit (and price_change/confirm, `accepted`: booked at the prepay as it is now): a waitlist is a
 * booking of its option 1 with the passengers, contact and policy answers of any booking, paid up front.
 */
export function submitWaitlist(deps: BookingDeps, db: Db, scope: Scope & { bookedBy: string }, input: AlternateSubmitInput, accepted: boolean, locale: Locale, now: Date) {
  const { optionList, limitTime, expectedPrepay, ...rest } = input;
  const { trainNo, departureDate, fromStationCode, toStationCode, seatClass } = optionList[0]!;
  const booking: BookSubmitInput = { ...rest, tripList: [{ tripIndex: 1, trainNo, departureDate, fromStationCode, toStationCode, seatClass }], acceptNoSeat: false };
  return submitBooking(deps, db, scope, booking, locale, now, { type: 'WAITLIST', options: optionList, limitTime, expectedPrepay: accepted ? undefined : expectedPrepay });
}
