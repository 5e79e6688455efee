import type { Locale } from '@travel/contracts/platform/locales';
import { TrainError } from '@travel/contracts/train/errors';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import type { BookingDeps } from './book-common';
import { cityStationsOf, rushTrainList } from './rush-trains';
import { stationDirectory } from './station-directory';

/** train/alternate/search/first_trip: the trains between the two stations' cities on a date, as the waitlist sees them. */
export async function alternateSearch(deps: BookingDeps, db: Db, input: { fromStationCode: string; toStationCode: string; departureDate: string }, locale: Locale, now: Date) {
  const dir = await stationDirectory(db);
  for (const code of [input.fromStationCode, input.toStationCode]) if (!dir.stationByCode.has(code)) throw new AppError(TrainError.STATION_NOT_FOUND, { code });
  const from = cityStationsOf(dir, input.fromStationCode);
  const to = cityStationsOf(dir, input.toStationCode);
  if (from.some((c) => to.includes(c))) throw new AppError(TrainError.SEARCH_PARAM);
  const cal = deps.rail.saleCalendar();
  if (!cal.saleDateList.includes(input.departureDate) && !cal.preSaleDateList.includes(input.departureDate)) {
    throw new AppError(TrainError.DATE_OUT_OF_RANGE, { date: input.departureDate, begin: cal.saleDateList[0], end: cal.preSaleDateList.at(-1) ?? cal.saleDateList.at(-1) });
  }
  return { trainList: await rushTrainList(deps, db, dir, { from, to, date: input.departureDate, passengers: 1 }, locale, now) };
}
