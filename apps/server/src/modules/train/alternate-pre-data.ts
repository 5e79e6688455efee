import type { Locale } from '@travel/contracts/platform/locales';
import { MAX_RUSH_OPTIONS, type RushOption } from '@travel/contracts/train/rush-request';
import type { Db } from '../../platform/db/database';
import type { BookingDeps } from './book-common';
import { resolveOptions } from './rush-options';
import { cityStationsOf, rushDateList, rushLimitTimeList, rushTrainList } from './rush-trains';
import { stationDirectory } from './station-directory';

/**
 * train/alternate/pre_data: what a waitlist on a sold-out trip could take — the trip judged now, the dates on sale up
 * to two days after it, the trains between the same two cities that day, the deadlines and the most options.
 */
export async function alternatePreData(deps: BookingDeps, db: Db, input: { trip: RushOption; passengerCount: number }, locale: Locale, now: Date) {
  const [trip] = await resolveOptions(deps, db, [input.trip], input.passengerCount, locale, now);
  const dir = await stationDirectory(db);
  const cal = deps.rail.saleCalendar();
  const trainList = await rushTrainList(deps, db, dir, { from: cityStationsOf(dir, input.trip.fromStationCode), to: cityStationsOf(dir, input.trip.toStationCode), date: input.trip.departureDate, passengers: input.passengerCount }, locale, now);
  return {
    trip: trip!.view,
    dateList: rushDateList(cal, input.trip.departureDate),
    trainList,
    limitTimeList: rushLimitTimeList(trip!.section.departureMs, cal.saleCloseMinutes, now),
    maxOptionCount: MAX_RUSH_OPTIONS,
  };
}
