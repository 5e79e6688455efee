import { ageOn, seatedPassengerType } from '@travel/contracts/train/passenger-age';
import { MAX_NAME_UNITS } from '@travel/contracts/train/booking';

/** Name units of spec 5: a Chinese (CJK) character counts 2, anything else 1. */
export function nameUnits(name: string): number {
  let units = 0;
  for (const ch of name) units += /[\u3400-\u9fff\uf900-\ufaff]/.test(ch) ? 2 : 1;
  return units;
}

/** The name as the railway takes it: no spaces, upper-cased; null when it breaks the 30-unit rule. */
export function railName(familyName: string, givenName: string): string | null {
  const name = `${familyName}${givenName}`.replace(/\s+/g, '').toUpperCase();
  if (name.length === 0 || nameUnits(name) > MAX_NAME_UNITS) return null;
  return name;
}

/** Passenger type from the birthday at departure (spec 5): 60 or more senior, 30 up to 60 adult, 14 up to 30 youth, under 14 child. */
export function passengerTypeAt(birthday: string, departureDate: string) {
  return seatedPassengerType(ageOn(birthday, departureDate));
}

/** Minutes to pay: 30, or 10 when the train leaves within 2 hours (configurable). */
export interface PayDeadlineRule {
  minutes: number;
  nearMinutes: number;
  nearHours: number;
}

export function payDeadline(now: Date, firstDeparture: Date, rule: PayDeadlineRule): Date {
  const near = firstDeparture.getTime() - now.getTime() <= rule.nearHours * 3600_000;
  const deadline = now.getTime() + (near ? rule.nearMinutes : rule.minutes) * 60_000;
  // Never later than the train itself leaves.
  return new Date(Math.min(deadline, firstDeparture.getTime()));
}
