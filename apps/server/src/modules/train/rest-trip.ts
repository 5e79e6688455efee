import type { Locale } from '@travel/contracts/platform/locales';
import type { CallInput, CallOutput } from '@travel/contracts/platform/define-call';
import type { restTripQueryCall } from '@travel/contracts/train/order-extras';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import type { RailSupplier, TrainSection } from './rail-port';
import { minutesBetween, TRANSFER_RULES } from './search-engine';
import { cityNameOf, placeStations, stationDirectory, stationNameOf } from './station-directory';
import { tripOf } from './trip-view';

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86400000).toISOString().slice(0, 10);

/**
 * train/transfer/rest_trip/query: every onward train a traveller on the first train can still catch, from any station
 * of its arrival city, by the search's transfer rules (change time at one station or across the city, longest wait).
 */
export async function restTrips(db: Db, rail: RailSupplier, input: CallInput<typeof restTripQueryCall>, locale: Locale): Promise<CallOutput<typeof restTripQueryCall>> {
  const dir = await stationDirectory(db);
  const f = input.firstTrip;
  const first = await rail.getSeatProducts({ trainNo: f.trainNo, departureDate: f.departureDate, fromTelecode: f.fromStationCode, toTelecode: f.toStationCode });
  if (!first) throw notFound('trip');
  const to = placeStations(dir, input.toPlace);
  if (!to) throw notFound('data');
  const city = dir.cityOfStation.get(first.toTelecode);
  const hubs = city ? city.stations.map((s) => s.telecode) : [first.toTelecode];
  const arrivalDate = first.arrivalTime.slice(0, 10);
  const found = await rail.findTrains([arrivalDate, addDays(arrivalDate, 1)].map((departureDate) => ({ fromTelecodes: hubs, toTelecodes: to.filter((c) => !hubs.includes(c)), departureDate })));
  const catchable = (b: TrainSection) => {
    const wait = minutesBetween(first.arrivalMs, b.departureMs);
    const least = b.fromTelecode === first.toTelecode ? TRANSFER_RULES.minSameStation : TRANSFER_RULES.minDifferentStation;
    return b.trainNo !== first.trainNo && wait >= least && wait <= TRANSFER_RULES.maxWait;
  };
  const onward = found.flat().filter(catchable).sort((a, b) => a.departureMs - b.departureMs);
  return {
    firstTrip: tripOf(first, 1, dir, locale),
    restList: onward.map((b) => ({
      transferInfo: {
        transferType: b.fromTelecode === first.toTelecode ? 'SAME_STATION' : 'DIFFERENT_STATION',
        cityName: city ? cityNameOf(city, locale) : stationNameOf(dir, first.toTelecode, locale),
        arrivalStation: { stationCode: first.toTelecode, stationName: stationNameOf(dir, first.toTelecode, locale) },
        departureStation: { stationCode: b.fromTelecode, stationName: stationNameOf(dir, b.fromTelecode, locale) },
        waitMinutes: minutesBetween(first.arrivalMs, b.departureMs),
      },
      trip: tripOf(b, 2, dir, locale),
    })),
  };
}
