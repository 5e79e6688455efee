import type { TravellerRef } from '@travel/contracts/policy/standards';
import type { Db } from '../../platform/db/database';
import { displayName, getMember } from '../member/member-service';
import { getPassengerRow } from '../member/passenger-service';

/** Whose policy a call judges by: the enterprise, and the member the call is made by (or for, on a bg twin). */
export interface PolicyScope {
  enterpriseId: string;
  memberId: string;
}

export interface ResolvedTraveller {
  passengerId: string | null;
  memberId: string | null;
  name: string;
  travelLevel: string | null;
}

function passengerName(p: { familyName: string; givenName: string }): string {
  return /[\u3400-\u9fff]/.test(p.familyName + p.givenName) ? `${p.familyName}${p.givenName}` : `${p.familyName}/${p.givenName}`.toUpperCase();
}

/**
 * Whose travel level applies to each traveller: a colleague's own (memberId, which must be of the same enterprise,
 * else DATA_NOT_FOUND); a saved passenger of the caller is judged by the caller's level, unless the passenger is a
 * member of the enterprise (linked), whose own level then applies; a name alone is a guest judged by the caller's
 * level; nothing at all, or no travellers, is the caller.
 */
export async function resolveTravellers(db: Db, scope: PolicyScope, refs: TravellerRef[]): Promise<ResolvedTraveller[]> {
  const caller = await getMember(db, scope.enterpriseId, scope.memberId);
  const colleague = async (memberId: string) => (memberId === caller.id ? caller : getMember(db, scope.enterpriseId, memberId));
  const resolve = async (ref: TravellerRef): Promise<ResolvedTraveller> => {
    const passenger = ref.passengerId ? await getPassengerRow(db, scope, ref.passengerId) : null;
    const memberId = ref.memberId ?? passenger?.linkedMemberId ?? null;
    if (memberId) {
      const m = await colleague(memberId);
      return { passengerId: passenger?.id ?? null, memberId: m.id, name: ref.name ?? (passenger ? passengerName(passenger) : displayName(m)), travelLevel: m.travelLevel };
    }
    if (passenger) return { passengerId: passenger.id, memberId: null, name: ref.name ?? passengerName(passenger), travelLevel: caller.travelLevel };
    if (ref.name) return { passengerId: null, memberId: null, name: ref.name, travelLevel: caller.travelLevel };
    return { passengerId: null, memberId: caller.id, name: displayName(caller), travelLevel: caller.travelLevel };
  };
  return Promise.all((refs.length ? refs : [{}]).map(resolve));
}
