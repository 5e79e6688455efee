import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Locale } from '@travel/contracts/platform/locales';
import { TrainError } from '@travel/contracts/train/errors';
import type { RushOptionView } from '@travel/contracts/train/rush';
import type { RushOption, RushType } from '@travel/contracts/train/rush-request';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { RAIL_CLASS, type BookingDeps } from './book-common';
import type { TrainSection } from './rail-port';
import { rushBlock, rushChance } from './rush-chance';
import { trainRushOptions, trainRushOrders } from './schema';
import { stationDirectory, stationNameOf } from './station-directory';

/** An option as the railway sells it now, judged for a rush: its view, and the section and adult fare behind it. */
export type ResolvedOption = { view: RushOptionView; section: TrainSection; fare: number };

/** The rush order whose chance is asked: only the rushes served before it count (waitlists first, then older first). */
export type RushPlace = { orderId: string; type: RushType; createdAt: Date };

/** Passengers of waiting rushes on this train's seat class on this date, ahead of `place` (all of them for a new rush). */
async function waitingAhead(db: Db, option: RushOption, place: RushPlace | null): Promise<number> {
  const o = trainRushOrders;
  const before = place
    ? and(
        ne(o.orderId, place.orderId),
        or(place.type === 'GRAB' ? eq(o.type, 'WAITLIST') : undefined, and(eq(o.type, place.type), sql`(${o.createdAt}, ${o.orderId}) < (${place.createdAt.toISOString()}::timestamptz, ${place.orderId})`)),
      )
    : undefined;
  const [row] = await db
    .select({ n: sql<string | number | null>`coalesce(sum(${o.passengerCount}), 0)` })
    .from(o)
    .innerJoin(trainRushOptions, eq(trainRushOptions.orderId, o.orderId))
    .where(and(eq(o.status, 'WAITING'), eq(trainRushOptions.trainNo, option.trainNo), eq(trainRushOptions.departureDate, option.departureDate), eq(trainRushOptions.seatClass, option.seatClass), before));
  return Number(row?.n ?? 0);
}

/**
 * The options of a rush as sold now: fare, seats left, the chance (from the passengers waiting ahead) and whether a
 * new rush may wait for each. A train that does not run that date, or a class it does not sell, is refused as a booking
 * would refuse it.
 */
export async function resolveOptions(deps: BookingDeps, db: Db, options: readonly RushOption[], passengers: number, locale: Locale, now: Date, place: RushPlace | null = null): Promise<ResolvedOption[]> {
  const dir = await stationDirectory(db);
  const resolved: ResolvedOption[] = [];
  for (const [i, option] of options.entries()) {
    const section = await deps.rail.getSeatProducts({ trainNo: option.trainNo, departureDate: option.departureDate, fromTelecode: option.fromStationCode, toTelecode: option.toStationCode });
    if (!section) throw new AppError(TrainError.NOT_FOUND, { trainNo: option.trainNo, date: option.departureDate });
    const product = section.seats.find((s) => s.seatClass === RAIL_CLASS[option.seatClass]);
    if (!product) throw new AppError(TrainError.SEAT_CLASS_NOT_SOLD, { trainNo: option.trainNo, seatClass: t(locale, `policy.seatClass.${option.seatClass}`) });
    const ahead = await waitingAhead(db, option, place);
    const daysToDeparture = (section.departureMs - now.getTime()) / 86_400_000;
    const judged = rushChance({ ahead, passengers: place ? 0 : passengers, capacity: deps.config.waitlistCapacity, daysToDeparture });
    const reason = rushBlock(section, product.seatRemain, judged.chance, now.getTime());
    const name = (code: string) => stationNameOf(dir, code, locale);
    resolved.push({
      section,
      fare: product.price.amount,
      view: {
        ...option,
        optionIndex: i + 1,
        fromStationName: name(section.fromTelecode),
        toStationName: name(section.toTelecode),
        departureTime: section.departureTime,
        arrivalTime: section.arrivalTime,
        price: product.price,
        seatRemain: product.seatRemain,
        chance: judged.chance,
        percent: judged.percent,
        supported: reason === null,
        reason,
      },
    });
  }
  return resolved;
}

/**
 * Refuses a new rush whose option cannot be waited for (spec text: "{data} does not support this waitlist"). FULL
 * closes the railway's waitlist only: a grab may still wait behind it.
 */
export function assertWaitable(options: readonly ResolvedOption[], type: RushType = 'WAITLIST'): void {
  const blocked = options.find((o) => !o.view.supported && !(type === 'GRAB' && o.view.reason === 'FULL'));
  if (!blocked) return;
  const v = blocked.view;
  throw new AppError(TrainError.WAITLIST_NOT_SUPPORTED, { data: `${v.trainNo} ${v.departureDate}` }, { optionIndex: v.optionIndex, trainNo: v.trainNo, departureDate: v.departureDate, seatClass: v.seatClass, reason: v.reason! });
}

/** Options must differ (the same train, date and class twice is one option). */
export function assertDistinct(options: readonly RushOption[]): void {
  const keys = options.map((o) => `${o.trainNo}|${o.departureDate}|${o.seatClass}`);
  if (new Set(keys).size !== keys.length) throw new AppError(TrainError.SEARCH_PARAM);
}

export const rushOptionsOf = (db: Db, orderId: string) => db.select().from(trainRushOptions).where(and(eq(trainRushOptions.orderId, orderId))).orderBy(trainRushOptions.optionIndex);
