import type { Locale } from '@travel/contracts/platform/locales';
import { ageOn } from '@travel/contracts/train/passenger-age';
import type { RushOption } from '@travel/contracts/train/rush-request';
import type { Db } from '../../platform/db/database';
import type { BookingDeps } from './book-common';
import { assertDistinct, resolveOptions } from './rush-options';
import { rushPrepay } from './rush-prepay';

const money = (amount: number) => ({ amount, currency: 'CNY' });

/** train/alternate/quote: the prepay of a waitlist — each passenger at the highest fare of its options (a child's fare for a child), with the service fee. */
export async function alternateQuote(deps: BookingDeps, db: Db, input: { optionList: RushOption[]; passengerList: { birthday?: string }[] }, locale: Locale, now: Date) {
  assertDistinct(input.optionList);
  const options = await resolveOptions(deps, db, input.optionList, input.passengerList.length, locale, now);
  // Ages count at the first option's date, as a booking counts them at its first departure.
  const firstDate = options[0]!.section.departureDate;
  const q = rushPrepay(options.map((o) => o.fare), input.passengerList.map((p) => (p.birthday ? ageOn(p.birthday, firstDate) : null)), deps.config.serviceFee);
  return {
    priceList: q.perPassenger.map((p, i) => ({ passengerIndex: i + 1, ticketPrice: money(p.ticketPrice), serviceFee: money(p.serviceFee), totalPrice: money(p.ticketPrice + p.serviceFee) })),
    highestOptionIndex: q.highestOptionIndex,
    totalPrepay: money(q.total),
  };
}
