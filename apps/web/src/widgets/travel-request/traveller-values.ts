import type { UserProfile } from '@travel/contracts/member/user';
import type { TravellerRef } from '@travel/contracts/policy/standards';

export type TravellerType = 'ADT' | 'CHD' | 'INF';

/** A traveller picked in a form: a colleague (memberId) or a saved passenger (passengerId). */
export interface TravellerValue {
  memberId?: string;
  passengerId?: string;
  name: string;
  source: 'COLLEAGUE' | 'PASSENGER';
  travellerType: TravellerType;
}

/** One identity per person, whichever list they came from. */
export function travellerKey(t: { memberId?: string | null; passengerId?: string | null; name?: string }): string {
  if (t.memberId) return `m:${t.memberId}`;
  if (t.passengerId) return `p:${t.passengerId}`;
  return `n:${t.name ?? ''}`;
}

/** The member themself, preselected on a new travel request. */
export function selfTraveller(user: Pick<UserProfile, 'memberId' | 'displayName'>): TravellerValue {
  return { memberId: user.memberId, name: user.displayName, source: 'COLLEAGUE', travellerType: 'ADT' };
}

/** Travellers as the policy engine takes them. */
export function toTravellerRefs(travellers: TravellerValue[]): TravellerRef[] {
  return travellers.map((t) => ({ ...(t.memberId ? { memberId: t.memberId } : {}), ...(t.passengerId ? { passengerId: t.passengerId } : {}), name: t.name }));
}
