import type { Money } from '@travel/contracts/platform/envelope';
import type { BookSubmitInput } from '@travel/contracts/train/booking';
import type { RushOption, RushType } from '@travel/contracts/train/rush-request';
import type { AlternateSubmitInput } from '@travel/contracts/train/rush';

/** A waitlist's options and its prepay beside a booking's passengers and answers, or the same as a grab booking. */
export function toRushInput(
  base: BookSubmitInput,
  r: { type: RushType; options: readonly RushOption[]; limitTime: string; prepay: Money },
): { kind: 'WAITLIST'; input: AlternateSubmitInput } | { kind: 'GRAB'; input: BookSubmitInput } {
  const [asked, ...alternatives] = r.options;
  if (r.type === 'GRAB') {
    // The sold-out trip is booked at today's fare of its class (no price to mismatch): the prepay is the server's.
    return { kind: 'GRAB', input: { ...base, tripList: [{ tripIndex: 1, ...asked! }], ticketRush: { type: 'GRAB', alternativeList: alternatives, limitTime: r.limitTime } } };
  }
  const { tripList, acceptNoSeat, ticketRush, ...rest } = base;
  return { kind: 'WAITLIST', input: { ...rest, optionList: [...r.options], limitTime: r.limitTime, expectedPrepay: r.prepay } };
}
