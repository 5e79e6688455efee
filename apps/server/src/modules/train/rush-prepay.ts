import { CHILD_BELOW, fareForAge } from '@travel/contracts/train/passenger-age';

/** One passenger's prepay line (fen). */
export type RushPrepayLine = { ticketPrice: number; serviceFee: number };

/**
 * The prepay of a rush (spec: paid up front at the highest fare of its options): every passenger pays the highest adult
 * fare among the options, a child under 14 its child fare, plus the service fee. Ages are at the first option's date;
 * null (no birthday) counts as an adult. Free children are not passed: they pay nothing. highestOptionIndex is 1-based,
 * the first option when fares tie.
 */
export function rushPrepay(fares: readonly number[], ages: readonly (number | null)[], serviceFee: number): { perPassenger: RushPrepayLine[]; highestOptionIndex: number; total: number } {
  if (fares.length === 0) throw new Error('rushPrepay: no options');
  const highest = fares.reduce((best, fare, i) => (fare > fares[best]! ? i : best), 0);
  const fare = fares[highest]!;
  const perPassenger = ages.map((age) => ({ ticketPrice: fareForAge(fare, age ?? CHILD_BELOW), serviceFee }));
  return { perPassenger, highestOptionIndex: highest + 1, total: perPassenger.reduce((sum, p) => sum + p.ticketPrice + p.serviceFee, 0) };
}
