import { TrainError } from '@travel/contracts/train/errors';
import type { BookSubmitInput } from '@travel/contracts/train/booking';
import { AppError } from '../../platform/errors';
import { RAIL_CLASS, type ResolvedTrip } from './book-common';

/**
 * 420011018 (seat selection hint): a seat letter the class has no such seat for (or cannot choose at all), or a berth
 * on a class without berths. A wish the class can take but the railway cannot meet now is not refused: the order waits
 * for the traveller to accept the places given (WAIT_CONFIRM).
 */
export function checkSeatWishes(input: Pick<BookSubmitInput, 'passengerList'>, trips: readonly ResolvedTrip[]): void {
  for (const [t, trip] of trips.entries()) {
    const product = trip.section.seats.find((s) => s.seatClass === RAIL_CLASS[trip.seatClass]);
    if (!product) continue;
    const letters = product.supportSelect ? product.seatLetters : [];
    const berths = product.supportBed ? product.berths : [];
    const bad = input.passengerList.findIndex((p) => (p.seatLetter !== undefined && !letters.includes(p.seatLetter)) || (p.berth !== undefined && !berths.includes(p.berth)));
    if (bad >= 0) throw new AppError(TrainError.SEAT_SELECTION_HINT, {}, { tripIndex: t + 1, passengerIndex: bad + 1, seatLetterList: [...letters], berthList: [...berths] });
  }
}
