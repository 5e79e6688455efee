import { TrainError } from '@travel/contracts/train/errors';
import type { Locale } from '@travel/contracts/platform/locales';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import type { RailSupplier } from './rail-port';
import { stationDirectory, stationNameOf } from './station-directory';
import { tripOf } from './trip-view';

/** train/station/time_list: a train's stops on a date, those between the two stations marked. */
export async function stationTimeList(
  db: Db,
  rail: RailSupplier,
  input: { trainNo: string; departureDate: string; fromStationCode?: string; toStationCode?: string },
  locale: Locale,
) {
  const list = await rail.getTimeList({ trainNo: input.trainNo, date: input.departureDate, fromTelecode: input.fromStationCode, toTelecode: input.toStationCode });
  if (!list) throw new AppError(TrainError.NOT_FOUND, { trainNo: input.trainNo, date: input.departureDate });
  const dir = await stationDirectory(db);
  return {
    trainNo: list.trainNo,
    trainTypeCode: list.trainTypeCode,
    runDate: list.runDate,
    stationList: list.stops.map((s) => ({
      stationNo: s.stationNo,
      stationCode: s.telecode,
      stationName: stationNameOf(dir, s.telecode, locale),
      arrivalTime: s.arrivalTime,
      departureTime: s.departureTime,
      dwellMinutes: s.dwellMinutes,
      dayOffset: s.dayOffset,
      stationType: s.stationType,
      inSection: s.inSection,
    })),
  };
}

/** train/product/list: one train's seat products for a section, with the real remaining places. */
export async function productList(
  db: Db,
  rail: RailSupplier,
  input: { trainNo: string; departureDate: string; fromStationCode: string; toStationCode: string },
  locale: Locale,
) {
  const section = await rail.getSeatProducts({ trainNo: input.trainNo, departureDate: input.departureDate, fromTelecode: input.fromStationCode, toTelecode: input.toStationCode });
  if (!section) throw new AppError(TrainError.NOT_FOUND, { trainNo: input.trainNo, date: input.departureDate });
  return { trip: tripOf(section, 1, await stationDirectory(db), locale) };
}
