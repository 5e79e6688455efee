import type { ControlResult } from '@travel/contracts/policy/control';
import { ageOn, fareForAge } from '@travel/contracts/train/passenger-age';
import { approvalTypeOf, checkResultOf, combineHandleTypes, strictestOutcome } from '../policy/engine/handle-types';

/** The travellers (0-based indexes) that pay one fare for a trip. */
export type FareGroup = { fare: number; indexes: number[] };

/**
 * The travellers of a trip grouped by the fare each pays (spec 5: under 14 the child fare), in booking order; a
 * traveller whose birthday is unknown pays the full fare.
 */
export function fareGroups(fullFare: number, birthdays: readonly (string | null | undefined)[], departureDate: string): FareGroup[] {
  const groups: FareGroup[] = [];
  for (const [i, birthday] of birthdays.entries()) {
    const age = birthday && /^\d{4}-\d{2}-\d{2}/.test(birthday) ? ageOn(birthday.slice(0, 10), departureDate) : null;
    const fare = age === null || age < 0 ? fullFare : fareForAge(fullFare, age);
    const group = groups.find((g) => g.fare === fare);
    if (group) group.indexes.push(i);
    else groups.push({ fare, indexes: [i] });
  }
  return groups;
}

const STRENGTH = [null, 'WEAK', 'STRONG'] as const;

/** The verdicts of a trip's fare groups as one: the travellers back in booking order, the strictest outcome of all. */
export function mergeControls(parts: readonly { group: FareGroup; result: ControlResult }[]): ControlResult {
  if (parts.length === 1) return parts[0]!.result;
  const travellers = parts.flatMap((p) => p.result.travellers.map((tr, n) => ({ at: p.group.indexes[n]!, tr }))).sort((a, b) => a.at - b.at).map((x) => x.tr);
  const handleTypes = combineHandleTypes(...parts.map((p) => p.result.handleTypes));
  const outcome = strictestOutcome(parts.map((p) => p.result.outcome));
  const strength = Math.max(...parts.map((p) => STRENGTH.indexOf(p.result.controlStrength)));
  return { ...parts[0]!.result, controlStrength: STRENGTH[strength]!, outcome, checkResult: checkResultOf(outcome), approvalType: approvalTypeOf(handleTypes), handleTypes, travellers };
}
