import { TrainError } from '@travel/contracts/train/errors';
import { randomUUID } from 'node:crypto';
import type { Locale } from '@travel/contracts/platform/locales';
import type { BookSubmitInput } from '@travel/contracts/train/booking';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { runBookingWorkflow, type RemoteStep } from '../commerce/booking-workflow';
import { assertBookingAllowed } from '../travel-request/booking-gate';
import { isUniqueViolation } from './after-sale-common';
import { checkPassengers, checkTravellersFree } from './book-checks';
import { RAIL_CLASS, resolveTrips, type BookingDeps, type ResolvedTrip, type Scope } from './book-common';
import { commitBooking, type BookingPlan } from './book-commit';
import { judgePolicy } from './book-policy';
import { RailSupplierError, type RailSupplier, type SeatHold, type TrainSection } from './rail-port';
import { undoRailStep } from './rail-undo';
import { stationDirectory, type StationDirectory } from './station-directory';

const orderIdOf = (now: Date) => `T${now.getTime().toString(36).toUpperCase()}${randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase()}`;

/**
 * train/book/submit: the passengers, the trains as sold now, the travel-request gate, the travellers' other tickets
 * and the policy are checked; then the seats are held at the railway (each hold undone if anything later fails) and
 * our writes commit at once.
 */
export async function submitBooking(deps: BookingDeps, db: Db, scope: Scope & { bookedBy: string }, input: BookSubmitInput, locale: Locale, now: Date) {
  const { rail, config } = deps;
  const passengers = await checkPassengers(db, config.insurance, scope, input, locale);
  const trips = await resolveTrips(rail, input, locale);
  const dir = await stationDirectory(db);
  const gate = await openGate(db, scope, input, trips, dir, locale, now);
  await checkTravellersFree(db, scope, passengers.identities, trips, input.ignoreDuplicate);
  const perTicketFee = config.serviceFee;
  const ticketTotal = trips.reduce((s, trip) => s + (trip.fare + perTicketFee) * input.passengerList.length, 0) + passengers.insuranceTotal;
  const verdict = await judgePolicy(db, scope, { input, names: passengers.names, trips, gate, dir, ticketTotal }, locale, now);
  const plan: BookingPlan = { orderId: orderIdOf(now), scope, input, passengers, trips, dir, gate, verdict, perTicketFee };
  try {
    const workflow = {
      id: `book:${plan.orderId}`,
      product: 'TRAIN' as const,
      kind: 'BOOKING',
      steps: holdSteps(rail, plan.orderId, input, trips),
      undoStep: undoRailStep(rail),
      commit: (tx: Db, holds: readonly unknown[]) => commitBooking(config.pay, tx, plan, holds as SeatHold[], now),
    };
    return await runBookingWorkflow(db, workflow, now);
  } catch (err) {
    throw bookingError(err, trips[0]!.section);
  }
}

/** The travel-request gate: the trip's dates and cities under the request a business trip needs. */
function openGate(db: Db, scope: Scope, input: BookSubmitInput, trips: readonly ResolvedTrip[], dir: StationDirectory, locale: Locale, now: Date) {
  const first = trips[0]!.section;
  const last = trips[trips.length - 1]!.section;
  const cityIds = [first.fromTelecode, last.toTelecode].flatMap((c) => dir.cityOfStation.get(c)?.cityId ?? []);
  return assertBookingAllowed(db, scope, { travelType: input.travelType, product: 'TRAIN', travelNO: input.travelNO, dates: { begin: first.departureDate, end: last.departureDate }, cityIds, locale }, now);
}

/** One railway hold per trip, each undone by the idempotency key it was taken with. */
function holdSteps(rail: RailSupplier, orderId: string, input: BookSubmitInput, trips: readonly ResolvedTrip[]): RemoteStep<SeatHold>[] {
  const holdKey = (i: number) => `${orderId}:hold:${i + 1}`;
  return trips.map((trip, i) => ({
    name: 'rail.hold',
    undo: { idempotencyKey: holdKey(i) },
    run: () =>
      rail.holdSeats({
        trainNo: trip.section.trainNo,
        departureDate: trip.section.departureDate,
        fromTelecode: trip.section.fromTelecode,
        toTelecode: trip.section.toTelecode,
        orderRef: orderId,
        idempotencyKey: holdKey(i),
        passengers: input.passengerList.map((p) => ({ seatClass: RAIL_CLASS[trip.seatClass], seatLetter: p.seatLetter, berth: p.berth, acceptNoSeat: input.acceptNoSeat })),
      }),
  }));
}

/** The railway's refusals and the one-ticket index, as the booking's answers. */
function bookingError(err: unknown, first: TrainSection): unknown {
  if (err instanceof RailSupplierError) return new AppError(err.code === 'SALE_CLOSED' ? '420011006' : 'ItrainResouce.1222');
  // The partial unique index: a racing booking took this traveller's ticket on the train first.
  if (isUniqueViolation(err)) return new AppError(TrainError.TICKET_EXISTS, { trainNo: first.trainNo, date: first.departureDate }, {});
  return err;
}
