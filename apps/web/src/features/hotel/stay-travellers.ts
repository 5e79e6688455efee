import type { TravellerRef } from '@travel/contracts/policy/standards';

/**
 * Someone whose travel standard marks a business stay: a colleague (memberId), a saved passenger of the member
 * (passengerId) or a guest known by name only; the name is what the pages show.
 */
export interface StayTraveller {
  memberId?: string;
  passengerId?: string;
  name: string;
}

/** As many as the hotel calls take (several share one room). */
export const MAX_STAY_TRAVELLERS = 9;
const MAX_NAME = 60;
/** One `tv` value of the address: kind (m member, p passenger, g guest), id (none for a guest), name. */
const ENTRY = /^([mpg]):([\w.-]{0,64}):(.+)$/;

export const stayTravellerKey = (t: StayTraveller) => (t.memberId ? `m:${t.memberId}` : t.passengerId ? `p:${t.passengerId}` : `g:${t.name}`);

/** The `tv` value of a traveller. */
export function stayTravellerEntry(t: StayTraveller): string {
  const name = t.name.trim().slice(0, MAX_NAME);
  if (t.memberId) return `m:${t.memberId}:${name}`;
  if (t.passengerId) return `p:${t.passengerId}:${name}`;
  return `g::${name}`;
}

/** The travellers of the address's `tv` values: malformed ones and repeats left out, at most nine. */
export function parseStayTravellers(values: readonly string[]): StayTraveller[] {
  const out: StayTraveller[] = [];
  const seen = new Set<string>();
  for (const value of values) {
    const m = ENTRY.exec(value);
    if (!m) continue;
    const [, kind, id, rawName] = m as unknown as [string, 'm' | 'p' | 'g', string, string];
    const name = rawName.trim().slice(0, MAX_NAME);
    // A member or passenger needs its id; a guest has none.
    if (!name || (kind === 'g') !== (id === '')) continue;
    const t: StayTraveller = kind === 'm' ? { memberId: id, name } : kind === 'p' ? { passengerId: id, name } : { name };
    const key = stayTravellerKey(t);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(t);
    if (out.length === MAX_STAY_TRAVELLERS) break;
  }
  return out;
}

/** The travellers as the hotel calls take them. */
export const toStayTravellerRefs = (list: readonly StayTraveller[]): TravellerRef[] =>
  list.map((t) => ({ ...(t.memberId ? { memberId: t.memberId } : {}), ...(t.passengerId ? { passengerId: t.passengerId } : {}), name: t.name }));

/** The member alone is what no choice means: the address and the calls leave such a list out. */
export const withoutSelfAlone = (list: readonly StayTraveller[], selfMemberId: string): StayTraveller[] =>
  list.length === 1 && list[0]!.memberId === selfMemberId ? [] : [...list];

/**
 * The travellers of a travel request, as a booking under it is judged: colleagues by their own standard, the
 * applicant's saved passengers as such (only the applicant holds them), anyone else as a guest by name.
 */
export function travellersOfRequest(
  tr: { creatorMemberId: string; travellerList: readonly { travellerName: string; memberId: string | null; passengerId: string | null }[] },
  selfMemberId: string,
): StayTraveller[] {
  return tr.travellerList.slice(0, MAX_STAY_TRAVELLERS).map((t) =>
    t.memberId
      ? { memberId: t.memberId, name: t.travellerName }
      : t.passengerId && tr.creatorMemberId === selfMemberId
        ? { passengerId: t.passengerId, name: t.travellerName }
        : { name: t.travellerName },
  );
}
