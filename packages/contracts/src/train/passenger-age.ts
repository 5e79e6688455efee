/**
 * Ages and fares of train passengers (spec 5 and 9): under 6 a free child with no seat, riding on an accompanying
 * passenger's ticket (one per passenger); 6 to under 14 the child fare with a seat; 14 and over the full fare. Ages
 * count at the first departure. Pure, shared by the server, the rail sandbox and the web.
 */
export const FREE_CHILD_BELOW = 6;
export const CHILD_BELOW = 14;
/** the child fare's share of the full fare (half price), rounded to 50 fen as fares are */
export const CHILD_FARE_RATE = 0.5;

/** Whole years between a birthday and a date (both YYYY-MM-DD). */
export function ageOn(birthday: string, on: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** The railway's ticket type for a passenger with a seat: a child under 14, otherwise an adult. */
export type RailTicketType = 'ADULT' | 'CHILD';
export const ticketTypeForAge = (age: number): RailTicketType => (age < CHILD_BELOW ? 'CHILD' : 'ADULT');

/** The child fare of a full fare in fen: half, rounded to 50 fen. */
export const childFare = (fullFare: number): number => Math.round((fullFare * CHILD_FARE_RATE) / 50) * 50;

/** The fare a passenger of this age pays for a place whose full fare is given. */
export const fareForAge = (fullFare: number, age: number): number => (ticketTypeForAge(age) === 'CHILD' ? childFare(fullFare) : fullFare);

/** A free child must be under 6 at departure. */
export const mayRideFree = (age: number): boolean => age >= 0 && age < FREE_CHILD_BELOW;

/** Who may take a free child along: a passenger paying the full fare (14 or over). */
export const mayAccompany = (age: number): boolean => age >= CHILD_BELOW;

/**
 * Passenger types of the pre-booking lists (spec 3): the search types ADT, TEEN, ELDER, and CHILD (child fare, a seat)
 * and FREE_CHILD (freeTicketChild: no seat, on an accompanying passenger's ticket).
 */
export const BOOK_PASSENGER_TYPES = ['ADT', 'TEEN', 'ELDER', 'CHILD', 'FREE_CHILD'] as const;
export type BookPassengerType = (typeof BOOK_PASSENGER_TYPES)[number];

/** The type of a passenger with a seat by age at departure: under 14 child, under 30 youth, 60 and over senior. */
export function seatedPassengerType(age: number): Exclude<BookPassengerType, 'FREE_CHILD'> {
  if (age < CHILD_BELOW) return 'CHILD';
  if (age >= 60) return 'ELDER';
  return age >= 30 ? 'ADT' : 'TEEN';
}
