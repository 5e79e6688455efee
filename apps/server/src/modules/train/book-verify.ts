import type { Locale } from '@travel/contracts/platform/locales';
import type { BookSubmitInput } from '@travel/contracts/train/booking';
import type { Db } from '../../platform/db/database';
import { RAIL_CLASS, resolveTrips, type BookingDeps } from './book-common';
import { stationDirectory } from './station-directory';
import { tripOf } from './trip-view';

/** train/product/verify: the trips as sold now; TRAIN_PRICE_CHANGED when a fare moved since it was shown. */
export async function verifyBooking(deps: Pick<BookingDeps, 'rail'>, db: Db, input: Pick<BookSubmitInput, 'tripList'>, locale: Locale) {
  const trips = await resolveTrips(deps.rail, input, locale);
  const dir = await stationDirectory(db);
  return {
    tripList: trips.map((trip, i) => ({
      tripIndex: i + 1,
      price: { amount: trip.fare, currency: 'CNY' },
      seatRemain: trip.section.seats.find((s) => s.seatClass === RAIL_CLASS[trip.seatClass])!.seatRemain,
      trip: tripOf(trip.section, i + 1, dir, locale),
    })),
  };
}
