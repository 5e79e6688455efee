import { HotelError } from '@travel/contracts/hotel/errors';
import type { OrderGuest } from '@travel/contracts/hotel/order-create';
import type { TravellerRef } from '@travel/contracts/policy/standards';
import type { Db } from '../../platform/db/database';
import { AppError, ParamError } from '../../platform/errors';
import { getMember } from '../member/member-service';
import { getPassengerRow } from '../member/passenger-service';
import type { MemberScope } from './browse-record';

export interface CheckedGuest extends OrderGuest {
  roomIndex: number;
  guestIndex: number;
  /** who the guest is across orders (the ledger's traveller): a member, a saved passenger or a typed-in name */
  identity: string;
}

const identityOf = (scope: MemberScope, g: OrderGuest): string =>
  g.source === 'STAFF' ? `member:${g.memberId}` : g.passengerId ? `passenger:${g.passengerId}` : g.source === 'SELF' ? `member:${scope.memberId}` : `name:${g.name.replace(/\s+/g, ' ').toUpperCase()}`;

/**
 * The guests of each room: saved passengers must be the booker's, colleagues of the enterprise; no one named twice in
 * the order (a person sleeps in one room). A booking names no one it may not.
 */
export async function checkGuests(db: Db, scope: MemberScope, roomList: readonly { guestList: readonly OrderGuest[] }[]): Promise<CheckedGuest[]> {
  const guests = roomList.flatMap((room, r) => room.guestList.map((g, i) => ({ ...g, roomIndex: r + 1, guestIndex: i + 1, identity: identityOf(scope, g) })));
  const seen = new Set<string>();
  for (const g of guests) {
    if (seen.has(g.identity)) throw new AppError(HotelError.GUEST_TWICE, {}, { roomIndex: g.roomIndex, guestIndex: g.guestIndex });
    seen.add(g.identity);
    if (g.passengerId) await getPassengerRow(db, scope, g.passengerId);
    if (g.source === 'STAFF') {
      if (!g.memberId) throw new ParamError([{ path: `roomList.${g.roomIndex - 1}.guestList.${g.guestIndex - 1}.memberId`, code: 'invalid_type', message: 'memberId' }]);
      await getMember(db, scope.enterpriseId, g.memberId);
    }
  }
  return guests;
}

/** Whose standard a room is held to: its first guest (the policy's traveller of that room). */
export function roomTravellers(guests: readonly CheckedGuest[]): TravellerRef[] {
  return guests
    .filter((g) => g.guestIndex === 1)
    .map((g) => (g.source === 'STAFF' ? { memberId: g.memberId } : g.passengerId ? { passengerId: g.passengerId } : g.source === 'SELF' ? {} : { name: g.name }));
}
