import { TrainError } from '@travel/contracts/train/errors';
import type { Locale } from '@travel/contracts/platform/locales';
import type { TrainSeatClass } from '@travel/contracts/policy/enums';
import type { BookSubmitInput } from '@travel/contracts/train/booking';
import { AppError } from '../../platform/errors';
import { t } from '../../platform/i18n';
import type { RailAccountSupplier } from '../rail-account/rail-account-port';
import type { BookingConfig } from './booking-service';
import type { RailSupplier, SeatClass, TrainSection } from './rail-port';
import { SEAT_CLASS } from './trip-view';

/** What every booking action takes: the railway and the booking's configuration. */
export type BookingDeps = { rail: RailSupplier; config: BookingConfig; accounts?: RailAccountSupplier };
export type Scope = { enterpriseId: string; memberId: string };
export type ResolvedTrip = { section: TrainSection; seatClass: TrainSeatClass; fare: number };
type TripRef = BookSubmitInput['tripList'][number];

export const RAIL_CLASS = Object.fromEntries(Object.entries(SEAT_CLASS).map(([rail, ours]) => [ours, rail])) as Record<TrainSeatClass, SeatClass>;

/** The chosen trains as the railway sells them now or in presale: refuses a changed fare, a closed sale, a missing class. */
export async function resolveTrips(rail: RailSupplier, input: { tripList: readonly TripRef[] }, locale: Locale): Promise<ResolvedTrip[]> {
  const sorted = [...input.tripList].sort((a, b) => a.tripIndex - b.tripIndex);
  if (sorted.some((trip, i) => trip.tripIndex !== i + 1)) throw new AppError(TrainError.SEARCH_PARAM);
  const resolved = [];
  const changed: { tripIndex: number; price: { amount: number; currency: string } }[] = [];
  for (const trip of sorted) {
    const section = await rail.getSeatProducts({ trainNo: trip.trainNo, departureDate: trip.departureDate, fromTelecode: trip.fromStationCode, toTelecode: trip.toStationCode });
    if (!section) throw new AppError(TrainError.NOT_FOUND, { trainNo: trip.trainNo, date: trip.departureDate });
    if (section.saleStatus === 'closed') throw new AppError(TrainError.SALE_CLOSED);
    // A presale date is booked now and bought when it opens (purchase-queue.ts).
    if (section.saleStatus === 'outOfRange') throw new AppError(TrainError.NOT_ON_SALE, { date: trip.departureDate });
    const product = section.seats.find((s) => s.seatClass === RAIL_CLASS[trip.seatClass]);
    if (!product) throw new AppError(TrainError.SEAT_CLASS_NOT_SOLD, { trainNo: trip.trainNo, seatClass: t(locale, `policy.seatClass.${trip.seatClass}`) });
    if (trip.price && trip.price.amount !== product.price.amount) changed.push({ tripIndex: trip.tripIndex, price: product.price });
    resolved.push({ section, seatClass: trip.seatClass, fare: product.price.amount });
  }
  if (changed.length > 0) throw new AppError(TrainError.PRICE_CHANGED, {}, { tripList: changed });
  return resolved;
}

/** The trips of a call that shows them again (prices not compared): as the railway sells them now. */
export const resolveUnpriced = (rail: RailSupplier, tripList: readonly TripRef[], locale: Locale) => resolveTrips(rail, { tripList: tripList.map(({ price: _p, ...trip }) => trip) }, locale);

/** The policy's candidate for one trip: its train, class and fare. */
export const candidateOf = (trip: ResolvedTrip) => ({ product: 'TRAIN' as const, trainNo: trip.section.trainNo, seatClass: trip.seatClass, price: trip.fare, currency: 'CNY', departureDate: trip.section.departureDate });
