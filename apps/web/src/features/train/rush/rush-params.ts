import type { RushOption, RushType } from '@travel/contracts/train/rush-request';
import type { BookState } from '../booking/book-params';
import { toBookParams } from '../booking/book-params';

/** The pre-booking page set up as a grab or a waitlist (`rush=GRAB|WAITLIST` on its address), or null for a booking. */
export function rushTypeOf(params: URLSearchParams): RushType | null {
  const rush = params.get('rush');
  return rush === 'GRAB' || rush === 'WAITLIST' ? rush : null;
}

/** The pre-booking page's address for a rush on the booking's (sold-out) trip. */
export function rushBookParams(state: BookState, type: RushType): URLSearchParams {
  const p = toBookParams(state);
  p.set('rush', type);
  return p;
}

/** The booking's first trip as the option a rush starts from. */
export function rushTripOf(state: BookState): RushOption {
  const { trainNo, departureDate, fromStationCode, toStationCode, seatClass } = state.tripList[0]!;
  return { trainNo, departureDate, fromStationCode, toStationCode, seatClass };
}

/** One key per option: the same train, date, stations and class is the same option. */
export const optionKey = (o: RushOption) => `${o.trainNo}|${o.departureDate}|${o.fromStationCode}|${o.toStationCode}|${o.seatClass}`;
