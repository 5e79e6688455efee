import { TrainError } from '@travel/contracts/train/errors';
import type { Locale } from '@travel/contracts/platform/locales';
import type { Money } from '@travel/contracts/platform/envelope';
import type { RushOption, RushType } from '@travel/contracts/train/rush-request';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import type { BookingDeps, ResolvedTrip } from './book-common';
import { rushPrepay } from './rush-prepay';
import { limitTimeChoices } from './rush-chance';
import { assertDistinct, assertWaitable, resolveOptions, type ResolvedOption } from './rush-options';
import { rushLog, type RushOperator } from './rush-store';
import { trainRushOptions, trainRushOrders } from './schema';
import { stationDirectory, type StationDirectory } from './station-directory';

/** A rush asked for: a grab (train/book/submit with ticketRush) or a waitlist (train/alternate/submit). */
export type RushAsk = { type: RushType; options: RushOption[]; limitTime?: string; expectedPrepay?: Money };

/** What the booking writes of a rush: its options as judged at submit, the deadline, who asked. */
export type RushCommit = { type: RushType; options: ResolvedOption[]; limitTime: Date; operator: RushOperator };

/** The deadlines a rush over these options may take now (before the earliest option still ahead). */
export function limitChoicesOf(departures: readonly number[], saleCloseMinutes: number, now: Date) {
  const ahead = departures.filter((ms) => ms > now.getTime());
  return ahead.length === 0 ? [] : limitTimeChoices(Math.min(...ahead), saleCloseMinutes, now.getTime());
}

/** The limit asked for, when it is one of the choices; the latest choice when none was asked. */
export function pickLimit(choices: readonly { limitTime: Date }[], asked: string | undefined): Date {
  const found = asked === undefined ? choices[choices.length - 1] : choices.find((c) => c.limitTime.getTime() === Date.parse(asked));
  if (!found) throw new AppError(TrainError.RUSH_LIMIT_TIME, {}, { limitTimeList: choices.map((c) => c.limitTime.toISOString()) });
  return found.limitTime;
}

/** Every option runs between option 1's two cities (other stations of those cities will do). */
function assertSameRoute(dir: StationDirectory, options: readonly ResolvedOption[]): void {
  const cityOf = (code: string) => dir.cityOfStation.get(code)?.cityId ?? code;
  const first = options[0]!.section;
  const off = options.find((o) => cityOf(o.section.fromTelecode) !== cityOf(first.fromTelecode) || cityOf(o.section.toTelecode) !== cityOf(first.toTelecode));
  if (off) throw new AppError(TrainError.RUSH_ROUTE, {}, { optionIndex: off.view.optionIndex });
}

/**
 * A rush's options as sold now, each sold out and waitable; the trip it books is option 1 priced at the highest fare
 * (the prepay), and the policy judges the highest-fare option. Refuses a changed prepay the traveller did not see.
 */
export async function resolveRush(deps: BookingDeps, db: Db, ask: RushAsk, ages: readonly number[], operator: RushOperator, locale: Locale, now: Date) {
  assertDistinct(ask.options);
  const options = await resolveOptions(deps, db, ask.options, ages.length, locale, now);
  assertSameRoute(await stationDirectory(db), options);
  assertWaitable(options, ask.type);
  const limitTime = pickLimit(limitChoicesOf(options.map((o) => o.section.departureMs), deps.rail.saleCalendar().saleCloseMinutes, now), ask.limitTime);
  // The same prepay train/alternate/quote shows: the highest fare of the options for every passenger.
  const quoted = rushPrepay(options.map((o) => o.fare), ages, deps.config.serviceFee);
  const highest = options[quoted.highestOptionIndex - 1]!;
  const prepay = quoted.total;
  if (ask.expectedPrepay && ask.expectedPrepay.amount !== prepay) throw new AppError(TrainError.PRICE_CHANGED, {}, { price: { amount: prepay, currency: 'CNY' } });
  const first = options[0]!;
  const trip: ResolvedTrip = { section: first.section, seatClass: first.view.seatClass, fare: highest.fare };
  const judged: ResolvedTrip = { section: highest.section, seatClass: highest.view.seatClass, fare: highest.fare };
  const all: ResolvedTrip[] = options.map((o) => ({ section: o.section, seatClass: o.view.seatClass, fare: o.fare }));
  const commit: RushCommit = { type: ask.type, options, limitTime, operator };
  return { trip, judged, all, commit };
}

/** The rush row, its options and the SUBMITTED log, in the booking's commit transaction. */
export async function insertRush(tx: Db, orderId: string, rush: RushCommit, passengerCount: number, prepaid: number, now: Date): Promise<void> {
  await tx.insert(trainRushOrders).values({ orderId, type: rush.type, status: 'WAITING', limitTime: rush.limitTime, passengerCount, prepaid, createdAt: now, updatedAt: now });
  await tx.insert(trainRushOptions).values(
    rush.options.map((o) => ({
      orderId,
      optionIndex: o.view.optionIndex,
      trainNo: o.view.trainNo,
      departureDate: o.view.departureDate,
      fromStationCode: o.view.fromStationCode,
      toStationCode: o.view.toStationCode,
      seatClass: o.view.seatClass,
      departureTime: new Date(o.section.departureMs),
      arrivalTime: new Date(o.section.arrivalMs),
      fare: o.fare,
    })),
  );
  await rushLog(tx, orderId, { action: 'SUBMITTED', operator: rush.operator, amount: prepaid, limitTime: rush.limitTime }, now);
}
