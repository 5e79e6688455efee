import { and, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@travel/contracts/platform/locales';
import type { ControlResult } from '@travel/contracts/policy/control';
import type { TravellerRef } from '@travel/contracts/policy/standards';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { checkBooking, evaluateControl } from '../policy/control-service';
import { isExceedApplicationPending } from '../travel-request/exceed-application';
import { isDenied } from '../policy/engine/handle-types';
import { PolicyError } from '@travel/contracts/policy/errors';
import { assertBookingAllowed } from '../travel-request/booking-gate';
import type { ChangeContext, NewTrip } from './change-rules';
import { trainOrderPassengers } from './schema';
import { stationDirectory } from './station-directory';

/** The travellers of the changed tickets as the policy knows them: colleagues by member, saved passengers, or by name. */
async function travellersOf(db: Db, ctx: ChangeContext): Promise<TravellerRef[]> {
  const indexes = [...new Set(ctx.tickets.map((t) => t.passengerIndex))];
  const rows = await db.select().from(trainOrderPassengers).where(and(eq(trainOrderPassengers.orderId, ctx.order.id), inArray(trainOrderPassengers.passengerIndex, indexes)));
  return rows.map((p) => (p.source === 'STAFF' && p.memberId ? { memberId: p.memberId } : p.passengerId ? { passengerId: p.passengerId } : { name: `${p.familyName}${p.givenName}` }));
}

/**
 * A business trip's change answers to the company like a booking: the new train inside the travel request's dates and
 * cities (the booking gate), and the travellers' train standard (432002029 when it denies; at submit the change's reason
 * answers a rule that asks for one). Private trips answer to no one: null.
 */
export async function controlChange(db: Db, ctx: ChangeContext, trip: NewTrip, reason: string | null, locale: Locale, now: Date): Promise<ControlResult | null> {
  const { order } = ctx;
  if (order.travelType !== 'BUSINESS') return null;
  const scope = { enterpriseId: order.enterpriseId, memberId: order.memberId };
  const dir = await stationDirectory(db);
  await assertBookingAllowed(
    db,
    scope,
    {
      travelType: 'BUSINESS',
      product: 'TRAIN',
      travelNO: order.travelNo ?? undefined,
      dates: { begin: trip.section.departureDate, end: trip.section.departureDate },
      cityIds: [trip.section.fromTelecode, trip.section.toTelecode].flatMap((c) => dir.cityOfStation.get(c)?.cityId ?? []),
      locale,
    },
    now,
  );
  const input = {
    travelType: 'BUSINESS' as const,
    travellers: await travellersOf(db, ctx),
    candidate: { product: 'TRAIN' as const, trainNo: trip.section.trainNo, seatClass: trip.seatClass, price: trip.fare, currency: 'CNY', departureDate: trip.section.departureDate },
    travelNO: order.travelNo ?? undefined,
  };
  if (reason === null) {
    // A quote: show the verdict, refuse only what can never pass.
    const result = await evaluateControl(db, scope, input, locale, now);
    if (isDenied(result.outcome)) throw new AppError(PolicyError.EXCEEDING_STANDARD, {}, result);
    return result;
  }
  // The change's own payment follows the order's split, so a personal part the policy asks for is accepted here.
  return checkBooking(db, scope, { ...input, reasonText: reason, acceptHybridPayment: true }, locale, { now, isExceedPending: isExceedApplicationPending });
}
