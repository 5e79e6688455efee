import { TrainError } from '@travel/contracts/train/errors';
import type { Locale } from '@travel/contracts/platform/locales';
import type { ChangeTrip } from '@travel/contracts/train/change';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import type { AfterSaleDeps, Scope } from './after-sale-common';
import { changeContext, resolveNewTrip } from './change-rules';
import { stationDirectory } from './station-directory';
import { tripOf } from './trip-view';

/** train/change/product/verify: the new train can take the tickets, at this fare. */
export async function verifyChange(deps: Pick<AfterSaleDeps, 'rail'>, db: Db, scope: Scope, input: { orderId: string; ticketIdList: string[]; trip: ChangeTrip }, locale: Locale, now: Date) {
  const ctx = await changeContext(db, scope, input.orderId, input.ticketIdList, now);
  const trip = await resolveNewTrip(db, deps.rail, ctx, input.trip, locale, now);
  if (trip.seatRemain < ctx.tickets.length) throw new AppError(TrainError.RESERVATION_FAILED);
  const dir = await stationDirectory(db);
  return {
    trip: tripOf(trip.section, ctx.oldTrip.tripIndex, dir, locale),
    price: { amount: trip.fare, currency: 'CNY' },
    seatRemain: trip.seatRemain,
    changeAfterDeparture: trip.section.departureMs > ctx.oldTrip.departureTime.getTime(),
  };
}
