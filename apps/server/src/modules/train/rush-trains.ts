import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Locale } from '@travel/contracts/platform/locales';
import type { TrainSeatClass } from '@travel/contracts/policy/enums';
import type { rushTrainSchema } from '@travel/contracts/train/rush';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { addDays } from '../../platform/dates';
import type { BookingDeps } from './book-common';
import type { RailSaleCalendar, TrainSection } from './rail-port';
import { limitTimeChoices, rushBlock, rushChance } from './rush-chance';
import { trainRushOptions, trainRushOrders } from './schema';
import { boardOncePerTrain } from './search-engine';
import { stationNameOf, type StationDirectory } from './station-directory';
import { SEAT_CLASS } from './trip-view';

type RushTrain = z.infer<typeof rushTrainSchema>;

/** The dates a rush's options may use: those on sale from today to two days after the trip's date. */
export const rushDateList = (cal: RailSaleCalendar, tripDate: string): string[] => cal.saleDateList.filter((d) => d <= addDays(tripDate, 2));

/** An instant as the railway writes it: China time with its +08:00 offset. */
const chinaInstant = (ms: number) => `${new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;

/** The deadlines a rush may wait until, for its earliest option's departure. */
export function rushLimitTimeList(earliestDepartureMs: number, saleCloseMinutes: number, now: Date) {
  return limitTimeChoices(earliestDepartureMs, saleCloseMinutes, now.getTime()).map((c) => ({ limitTime: chinaInstant(c.limitTime.getTime()), hoursBeforeDeparture: c.hoursBeforeDeparture }));
}

/** The stations of a station's city (the station alone when it belongs to none), as a city search takes them. */
export const cityStationsOf = (dir: StationDirectory, code: string): string[] => dir.cityOfStation.get(code)?.stations.map((s) => s.telecode) ?? [code];

/** Passengers of waiting rushes per train and seat class on a date, in one read (a new rush waits behind all of them). */
async function waitingByClass(db: Db, date: string, trainNos: readonly string[]): Promise<Map<string, number>> {
  if (trainNos.length === 0) return new Map();
  const o = trainRushOptions;
  const rows = await db
    .select({ trainNo: o.trainNo, seatClass: o.seatClass, n: sql<string | number>`sum(${trainRushOrders.passengerCount})` })
    .from(o)
    .innerJoin(trainRushOrders, eq(trainRushOrders.orderId, o.orderId))
    .where(and(eq(trainRushOrders.status, 'WAITING'), eq(o.departureDate, date), inArray(o.trainNo, [...trainNos])))
    .groupBy(o.trainNo, o.seatClass);
  return new Map(rows.map((r) => [`${r.trainNo}|${r.seatClass}`, Number(r.n)]));
}

/** One train as the waitlist sees it: each seat class with its fare, seats left, chance and whether a new rush may wait. */
function rushTrainOf(section: TrainSection, waiting: ReadonlyMap<string, number>, passengers: number, capacity: number, dir: StationDirectory, locale: Locale, now: Date): RushTrain {
  const daysToDeparture = (section.departureMs - now.getTime()) / 86_400_000;
  return {
    trainNo: section.trainNo,
    departureDate: section.departureDate,
    fromStationCode: section.fromTelecode,
    fromStationName: stationNameOf(dir, section.fromTelecode, locale),
    toStationCode: section.toTelecode,
    toStationName: stationNameOf(dir, section.toTelecode, locale),
    departureTime: section.departureTime,
    arrivalTime: section.arrivalTime,
    seatList: section.seats.map((seat) => {
      const seatClass: TrainSeatClass = SEAT_CLASS[seat.seatClass];
      const judged = rushChance({ ahead: waiting.get(`${section.trainNo}|${seatClass}`) ?? 0, passengers, capacity, daysToDeparture });
      const block = rushBlock(section, seat.seatRemain, judged.chance, now.getTime());
      return { seatClass, price: seat.price, seatRemain: seat.seatRemain, chance: judged.chance, percent: judged.percent, supported: block === null };
    }),
  };
}

/** The trains between two sets of stations on a date (each once, as the train search shows them), for a waitlist. */
export async function rushTrainList(deps: BookingDeps, db: Db, dir: StationDirectory, q: { from: string[]; to: string[]; date: string; passengers: number }, locale: Locale, now: Date): Promise<RushTrain[]> {
  const [found] = await deps.rail.findTrains([{ fromTelecodes: q.from, toTelecodes: q.to, departureDate: q.date }]);
  const sections = boardOncePerTrain(found ?? []);
  const waiting = await waitingByClass(db, q.date, [...new Set(sections.map((s) => s.trainNo))]);
  return sections.map((s) => rushTrainOf(s, waiting, q.passengers, deps.config.waitlistCapacity, dir, locale, now));
}
