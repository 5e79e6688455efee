import { TrainError } from '@travel/contracts/train/errors';
import { randomUUID } from 'node:crypto';
import type { Locale } from '@travel/contracts/platform/locales';
import type { BookSubmitInput } from '@travel/contracts/train/booking';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { bookOrder, type ProductBooking, type TripFacts } from '../commerce/book-order';
import type { RemoteStep } from '../commerce/booking-workflow';
import { isUniqueViolation } from '../../platform/db/errors';
import { assertRailAccountMaySell, railAccountLinkState, withAccountPassengers } from '../rail-account/rail-account-service';
import { checkPassengers, checkTravellersFree } from './book-checks';
import { RAIL_CLASS, resolveTrips, type BookingDeps, type ResolvedTrip, type Scope } from './book-common';
import { commitBooking } from './book-commit';
import { resolveRush, type RushAsk } from './rush-commit';
import { judgePolicy } from './book-policy';
import { passengerAges, ticketTypes, tripTicketTotal } from './free-child-rules';

type Verdict = Awaited<ReturnType<typeof judgePolicy>>;
import { RailSupplierError, type RailSupplier, type SeatHold, type TrainSection } from './rail-port';
import { undoRailStep } from './rail-undo';
import { purchaseQueueOf, type PurchaseQueue } from './purchase-queue';
import { bookingExtras } from './book-extras';
import { checkSeatWishes } from './seat-wish-check';
import { eq } from 'drizzle-orm';
import { trainOrders } from './schema';
import { stationDirectory, type StationDirectory } from './station-directory';

const orderIdOf = (now: Date) => `T${now.getTime().toString(36).toUpperCase()}${randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase()}`;

/**
 * train/book/submit, as a booking of the commerce core: the passengers checked, the trains as sold now, the
 * travel-request gate, the travellers' other tickets, the policy; then the seats held at the railway (each hold undone
 * if anything later fails) and our writes committed at once.
 */
export async function submitBooking(deps: BookingDeps, db: Db, scope: Scope & { bookedBy: string }, given: BookSubmitInput, locale: Locale, now: Date, waitlist?: RushAsk) {
  const { rail, config } = deps;
  // A grab (ticketRush) or a waitlist: no seat held, paid up front at the highest fare of its options (rush-commit.ts).
  const rushAsk = waitlist ?? grabOf(given);
  // "Please log in to the railway account in advance" where the platform books through the traveller's account; a
  // booking bought through the traveller's logged-in account (channel 12306) meets the railway's risk control too.
  if (config.requireRailAccount || (await railAccountLinkState(db, scope, now)).live) await assertRailAccountMaySell(deps.accounts, db, scope, now);
  // The railway account's passengers are booked as the railway holds them.
  const input = { ...given, passengerList: await withAccountPassengers(deps.accounts, db, scope, given.passengerList, now) };
  const passengers = await checkPassengers(db, config.insurance, scope, input, locale);
  const extras = await bookingExtras(db, scope, input, now);
  const dir = await stationDirectory(db);
  const orderId = orderIdOf(now);
  // Children under 14 pay the child fare (spec 5); free children take no seat and cost nothing.
  const ages = passengerAges(input);
  // Presale dates and bookings during the railway's nightly close hold no seat: they are queued (purchase-queue.ts).
  let queue: PurchaseQueue | null = null;
  let rush: Awaited<ReturnType<typeof resolveRush>> | null = null;
  const operator = scope.bookedBy === scope.memberId ? 'TRAVELLER' : 'ADMINISTRATOR';
  const ticketTotal = (trips: readonly ResolvedTrip[]) => trips.reduce((s, trip) => s + tripTicketTotal(trip.fare, ages, config.serviceFee), 0) + passengers.insuranceTotal;
  const booking: ProductBooking<ResolvedTrip[], Verdict, Awaited<ReturnType<typeof commitBooking>>> = {
    product: 'TRAIN',
    orderId,
    resolve: async () => {
      if (rushAsk) {
        rush = await resolveRush(deps, db, rushAsk, ages, operator, locale, now);
        return [rush.trip];
      }
      const trips = await resolveTrips(rail, input, locale);
      checkSeatWishes(input, trips);
      queue = queueOf(rail, trips);
      return trips;
    },
    // A rush's travel request must cover every option's date (its options share option 1's cities).
    tripFacts: (trips) => tripFacts(input, rush?.all ?? trips, dir),
    // A rush's travellers must be free on every option; the policy judges its highest fare.
    checkTravellers: (trips) => checkTravellersFree(db, scope, passengers.identities, rush?.all ?? trips, input.ignoreDuplicate),
    judge: (trips, gate) => judgePolicy(db, scope, { input, names: passengers.names, trips: rush ? [rush.judged] : trips, gate, dir, ticketTotal: ticketTotal(trips) }, locale, now),
    holds: (trips) => (queue || rush ? [] : holdSteps(rail, orderId, input, trips)),
    undoStep: undoRailStep(rail),
    persist: async (tx, done) => {
      const committed = await commitBooking(config.pay, tx, { orderId, scope, input, passengers, trips: done.offer, dir, gate: done.gate, verdict: done.verdict, perTicketFee: config.serviceFee, queue, rush: rush?.commit ?? null }, done.holds as SeatHold[], now);
      await tx.update(trainOrders).set(extras).where(eq(trainOrders.id, orderId));
      return committed;
    },
    refusal: (err, trips) => bookingError(err, trips[0]!.section),
  };
  return bookOrder(db, scope, booking, locale, now);
}

/** A grab asked with a booking: one trip only, which is its option 1; the alternatives follow. */
function grabOf(input: BookSubmitInput): RushAsk | undefined {
  if (!input.ticketRush) return undefined;
  if (input.tripList.length !== 1) throw new AppError(TrainError.RUSH_ONE_TRIP);
  const { trainNo, departureDate, fromStationCode, toStationCode, seatClass } = input.tripList[0]!;
  return { type: 'GRAB', options: [{ trainNo, departureDate, fromStationCode, toStationCode, seatClass }, ...input.ticketRush.alternativeList], limitTime: input.ticketRush.limitTime };
}

/** Whether the railway sells these trips now, or the booking waits in the purchase queue; refused when it never could. */
function queueOf(rail: RailSupplier, trips: readonly ResolvedTrip[]): PurchaseQueue | null {
  const queue = purchaseQueueOf(rail.saleCalendar(), trips.map((t) => t.section));
  if (queue === 'closed') throw new AppError(TrainError.SALE_CLOSED);
  return queue;
}

/** What the travel-request gate checks: the trip's dates and cities (a train in China is the TRAIN kind). */
function tripFacts(input: BookSubmitInput, trips: readonly ResolvedTrip[], dir: StationDirectory): TripFacts {
  const first = trips[0]!.section;
  const last = trips[trips.length - 1]!.section;
  const cityIds = [first.fromTelecode, last.toTelecode].flatMap((c) => dir.cityOfStation.get(c)?.cityId ?? []);
  const dates = trips.map((t) => t.section.departureDate).sort();
  return { travelType: input.travelType, travelNO: input.travelNO, kind: 'TRAIN', dates: { begin: dates[0]!, end: dates[dates.length - 1]! }, cityIds };
}

/** One railway hold per trip, each undone by the idempotency key it was taken with. */
function holdSteps(rail: RailSupplier, orderId: string, input: BookSubmitInput, trips: readonly ResolvedTrip[]): RemoteStep<SeatHold>[] {
  const types = ticketTypes(passengerAges(input));
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
        passengers: input.passengerList.map((p, n) => ({ seatClass: RAIL_CLASS[trip.seatClass], seatLetter: p.seatLetter, berth: p.berth, acceptNoSeat: input.acceptNoSeat, ticketType: types[n] })),
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
