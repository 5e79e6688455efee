import type { SearchPassenger, SearchPassengerType } from '@travel/contracts/train/search';

/** Age thresholds of spec 5 and 9: under 30 youth, 30 up to 60 adult, 60 and over senior; ages of 88 and over count as 88. */
export const YOUTH_BELOW = 30;
export const SENIOR_FROM = 60;
export const AGE_CAP = 88;

/** The type an age belongs to: 0 or less, or 30 to 59, adult; 1 to 29 youth; 60 and over senior. */
export function typeForAge(age: number): SearchPassengerType {
  if (age <= 0) return 'ADT';
  if (age < YOUTH_BELOW) return 'TEEN';
  if (age < SENIOR_FROM) return 'ADT';
  return 'ELDER';
}

/**
 * The list with each traveller moved to the type of their age (spec 5, automatic age bucket): adults keep no age,
 * youths and seniors keep theirs, capped at 88. An adult without an age stays an adult.
 */
export function regroupPassengers(list: readonly SearchPassenger[]): SearchPassenger[] {
  return list.map((p) => {
    if (p.age === undefined) return { passengerType: p.passengerType };
    const type = typeForAge(p.age);
    return type === 'ADT' ? { passengerType: 'ADT' } : { passengerType: type, age: Math.min(p.age, AGE_CAP) };
  });
}

/** True when some traveller's type does not fit their age (ItrainTrading.1518). */
export function hasTypeMismatch(list: readonly SearchPassenger[]): boolean {
  return list.some((p) => p.age !== undefined && typeForAge(p.age) !== p.passengerType);
}
