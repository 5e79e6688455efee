import type { Locale } from '@travel/contracts/platform/locales';
import type { TravellerRef } from '@travel/contracts/policy/standards';
import type { BookSubmitInput } from '@travel/contracts/train/booking';
import type { Db } from '../../platform/db/database';
import { evaluateControl } from '../policy/control-service';
import { candidateOf, resolveUnpriced, type BookingDeps, type Scope } from './book-common';

type ControlInput = { tripList: BookSubmitInput['tripList']; travellers: TravellerRef[]; travelType: 'BUSINESS' | 'PRIVATE' };

/** train/tmc_control: the policy's verdict on each trip for the travellers, before booking (nothing is refused here). */
export async function controlBooking(deps: Pick<BookingDeps, 'rail'>, db: Db, scope: Scope, input: ControlInput, locale: Locale, now: Date) {
  const trips = await resolveUnpriced(deps.rail, input.tripList, locale);
  const tripList = [];
  for (const [i, trip] of trips.entries()) {
    tripList.push({ tripIndex: i + 1, control: await evaluateControl(db, scope, { travelType: input.travelType, travellers: input.travellers, candidate: candidateOf(trip) }, locale, now) });
  }
  return { tripList };
}
