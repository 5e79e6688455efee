import type { Locale } from '@travel/contracts/platform/locales';
import type { RushOption } from '@travel/contracts/train/rush-request';
import type { Db } from '../../platform/db/database';
import { t } from '../../platform/i18n';
import { evaluateControl } from '../policy/control-service';
import { candidateOf, type BookingDeps, type Scope } from './book-common';
import { assertDistinct, resolveOptions } from './rush-options';
import { rushPrepay } from './rush-prepay';

type Passenger = { source: 'SELF' | 'STAFF' | 'CUSTOMER'; memberId?: string };

/** train/alternate/tmc_control: the policy's verdict on a waitlist, judged at the option it is paid at (the highest fare). */
export async function alternateControl(deps: BookingDeps, db: Db, scope: Scope, input: { optionList: RushOption[]; passengerList: Passenger[]; travelType: 'BUSINESS' | 'PRIVATE' }, locale: Locale, now: Date) {
  assertDistinct(input.optionList);
  const options = await resolveOptions(deps, db, input.optionList, input.passengerList.length, locale, now);
  const { highestOptionIndex } = rushPrepay(options.map((o) => o.fare), [], 0);
  const option = options[highestOptionIndex - 1]!;
  // A customer travels at the caller's level (a named guest); a colleague at their own, the caller at theirs.
  const travellers = input.passengerList.map((p, i) => (p.source === 'STAFF' && p.memberId ? { memberId: p.memberId } : p.source === 'CUSTOMER' ? { name: t(locale, 'train.rush.guest', { n: i + 1 }) } : { memberId: scope.memberId }));
  const control = await evaluateControl(db, scope, { travelType: input.travelType, travellers, candidate: candidateOf({ section: option.section, seatClass: option.view.seatClass, fare: option.fare }) }, locale, now);
  return { control, highestOptionIndex };
}
