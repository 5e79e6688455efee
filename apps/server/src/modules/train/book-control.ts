import type { Locale } from '@travel/contracts/platform/locales';
import type { TravellerRef } from '@travel/contracts/policy/standards';
import type { BookSubmitInput } from '@travel/contracts/train/booking';
import type { Db } from '../../platform/db/database';
import { evaluateControl } from '../policy/control-service';
import { candidateOf, resolveUnpriced, type BookingDeps, type Scope } from './book-common';
import { fareGroups, mergeControls } from './policy-by-fare';

type ControlInput = { tripList: BookSubmitInput['tripList']; travellers: TravellerRef[]; birthdayList?: (string | null)[]; travelType: 'BUSINESS' | 'PRIVATE' };

/** train/tmc_control: the policy's verdict on each trip for the travellers at their fares, before booking (nothing is refused here). */
export async function controlBooking(deps: Pick<BookingDeps, 'rail'>, db: Db, scope: Scope, input: ControlInput, locale: Locale, now: Date) {
  const trips = await resolveUnpriced(deps.rail, input.tripList, locale);
  const tripList = [];
  const birthdays = input.travellers.map((_, i) => input.birthdayList?.[i] ?? null);
  for (const [i, trip] of trips.entries()) {
    // Each traveller at the fare they pay: a child (under 14 at the first departure) at the child fare.
    const parts = [];
    for (const group of fareGroups(trip.fare, birthdays, trips[0]!.section.departureDate)) {
      const travellers = group.indexes.map((n) => input.travellers[n]!);
      parts.push({ group, result: await evaluateControl(db, scope, { travelType: input.travelType, travellers, candidate: { ...candidateOf(trip), price: group.fare } }, locale, now) });
    }
    tripList.push({ tripIndex: i + 1, control: mergeControls(parts) });
  }
  return { tripList };
}
