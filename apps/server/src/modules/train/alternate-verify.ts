import type { Locale } from '@travel/contracts/platform/locales';
import type { RushOption } from '@travel/contracts/train/rush-request';
import type { Db } from '../../platform/db/database';
import type { BookingDeps } from './book-common';
import { assertDistinct, assertWaitable, resolveOptions } from './rush-options';

/** train/alternate/product/verify: the options priced and judged now; TRAIN_WAITLIST_NOT_SUPPORTED names the first that cannot be waited for. */
export async function alternateVerify(deps: BookingDeps, db: Db, input: { optionList: RushOption[]; passengerCount: number }, locale: Locale, now: Date) {
  assertDistinct(input.optionList);
  const options = await resolveOptions(deps, db, input.optionList, input.passengerCount, locale, now);
  assertWaitable(options);
  return { optionList: options.map((o) => o.view) };
}
