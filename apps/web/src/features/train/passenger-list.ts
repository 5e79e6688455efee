import { searchPassengerListSchema, type SearchPassenger, type SearchPassengerType } from '@travel/contracts/train/search';

/** The traveller types of a train search, in the order the form lists them. */
export const PASSENGER_TYPES: readonly SearchPassengerType[] = ['ADT', 'TEEN', 'ELDER'];

/** The ages the age chooser offers a youth or a senior (the server regroups an age that does not fit the type). */
export const AGE_OPTIONS: readonly number[] = Array.from({ length: 100 }, (_, i) => i + 1);

/** How many counters a type may reach in the form: one more than an order takes, so that "too many" can be said. */
export const MAX_PER_TYPE = 10;

export const countOf = (list: readonly SearchPassenger[], type: SearchPassengerType) => list.filter((p) => p.passengerType === type).length;

/** The travellers of one type, in order (each with its index in the whole list). */
export function ofType(list: readonly SearchPassenger[], type: SearchPassengerType): { passenger: SearchPassenger; index: number }[] {
  return list.flatMap((passenger, index) => (passenger.passengerType === type ? [{ passenger, index }] : []));
}

/** Adults first, then youths, then seniors; each type keeps its own order. */
export function ordered(list: readonly SearchPassenger[]): SearchPassenger[] {
  return PASSENGER_TYPES.flatMap((type) => list.filter((p) => p.passengerType === type));
}

/** The list with `count` travellers of `type`: the first ones (and their ages) are kept, new ones have no age yet. */
export function withCount(list: readonly SearchPassenger[], type: SearchPassengerType, count: number): SearchPassenger[] {
  const n = Math.max(0, Math.min(MAX_PER_TYPE, Math.floor(count)));
  const kept = list.filter((p) => p.passengerType === type).slice(0, n);
  while (kept.length < n) kept.push({ passengerType: type });
  return ordered([...list.filter((p) => p.passengerType !== type), ...kept]);
}

/** The list with the age of the `nth` traveller of `type` set (or cleared with undefined). */
export function withAge(list: readonly SearchPassenger[], type: SearchPassengerType, nth: number, age: number | undefined): SearchPassenger[] {
  const target = ofType(list, type)[nth];
  if (!target) return [...list];
  return list.map((p, i) => {
    if (i !== target.index) return p;
    return age === undefined ? { passengerType: p.passengerType } : { passengerType: p.passengerType, age };
  });
}

/** One problem of the traveller list: a catalog key (server namespace) and, for an age, the traveller's index. */
export interface PassengerIssue {
  message: string;
  index?: number;
}

/** The contract's own checks of the list: none, more than nine, a youth or senior without an age. */
export function passengerIssues(list: readonly SearchPassenger[]): PassengerIssue[] {
  const parsed = searchPassengerListSchema.safeParse(list);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => {
    const index = typeof issue.path[0] === 'number' ? issue.path[0] : undefined;
    return index === undefined ? { message: issue.message } : { message: issue.message, index };
  });
}
