import type { OrderGuest } from '@travel/contracts/hotel/order-create';
import type { StayTraveller } from '../stay-travellers';

/** A guest named for a room: the member (SELF), a saved passenger (SELF with passengerId), a colleague, a customer. */
export interface GuestDraft {
  /** one per person across the order (the server refuses anyone named twice) */
  key: string;
  source: OrderGuest['source'];
  passengerId?: string;
  memberId?: string;
  name: string;
}

/** One guest list per room. */
export type GuestRooms = GuestDraft[][];

export interface SelfRef {
  memberId: string;
  name: string;
}

export const SELF_KEY = 'self';

export const selfGuest = (self: SelfRef): GuestDraft => ({ key: SELF_KEY, source: 'SELF', name: self.name });

/** A customer typed in: known by name only, the way the server tells customers apart. */
export function customerGuest(name: string): GuestDraft | null {
  const clean = name.replace(/\s+/g, ' ').trim();
  return clean ? { key: `c:${clean.toUpperCase()}`, source: 'CUSTOMER', name: clean } : null;
}

export const colleagueGuest = (memberId: string, name: string, self: SelfRef): GuestDraft =>
  memberId === self.memberId ? selfGuest(self) : { key: `m:${memberId}`, source: 'STAFF', memberId, name };

/** A saved passenger; the member's own passenger record is the member themself. */
export const passengerGuest = (p: { passengerId: string; name: string; isSelf?: boolean }, self: SelfRef): GuestDraft =>
  p.isSelf ? selfGuest(self) : { key: `p:${p.passengerId}`, source: 'SELF', passengerId: p.passengerId, name: p.name };

/** Someone whose standard the stay was searched under, as a guest. */
export function guestOfTraveller(t: StayTraveller, self: SelfRef): GuestDraft {
  if (t.memberId) return colleagueGuest(t.memberId, t.name, self);
  if (t.passengerId) return passengerGuest({ passengerId: t.passengerId, name: t.name }, self);
  return customerGuest(t.name) ?? selfGuest(self);
}

const clampRooms = (n: number, max: number) => Math.max(1, Math.min(Math.max(1, max), Math.floor(n)));

/**
 * The rooms the page opens with: the stay's travellers (else the member) filling rooms of `liveNum` guests in turn,
 * as many rooms as they need up to `maxRooms` (a room's first guest is whose standard it is held to).
 */
export function initialRooms(travellers: readonly StayTraveller[], self: SelfRef, liveNum: number, maxRooms: number): GuestRooms {
  const all = travellers.length > 0 ? travellers.map((t) => guestOfTraveller(t, self)) : [selfGuest(self)];
  const guests = all.filter((g, i) => all.findIndex((x) => x.key === g.key) === i);
  const perRoom = Math.max(1, liveNum);
  const rooms: GuestRooms = Array.from({ length: clampRooms(Math.ceil(guests.length / perRoom), maxRooms) }, () => []);
  guests.slice(0, rooms.length * perRoom).forEach((g, i) => rooms[Math.floor(i / perRoom)]!.push(g));
  return rooms;
}

/** `n` rooms: new ones empty, the last ones (and their guests) dropped. */
export function resizeRooms(rooms: GuestRooms, n: number, maxRooms: number): GuestRooms {
  const count = clampRooms(n, maxRooms);
  return Array.from({ length: count }, (_, i) => rooms[i] ?? []);
}

export const placedKeys = (rooms: GuestRooms) => new Set(rooms.flat().map((g) => g.key));

/** Why a guest cannot go into a room, or null: already named in the order, or the room is full. */
export function addRefusal(rooms: GuestRooms, room: number, guest: Pick<GuestDraft, 'key'>, liveNum: number): 'already' | 'full' | null {
  if (placedKeys(rooms).has(guest.key)) return 'already';
  if ((rooms[room]?.length ?? 0) >= liveNum) return 'full';
  return null;
}

export function addGuest(rooms: GuestRooms, room: number, guest: GuestDraft, liveNum: number): GuestRooms {
  if (addRefusal(rooms, room, guest, liveNum)) return rooms;
  return rooms.map((list, i) => (i === room ? [...list, guest] : list));
}

export const removeGuest = (rooms: GuestRooms, key: string): GuestRooms => rooms.map((list) => list.filter((g) => g.key !== key));

/** The rooms (1-based) nobody is named for yet. */
export const roomsWithoutGuest = (rooms: GuestRooms): number[] => rooms.flatMap((list, i) => (list.length === 0 ? [i + 1] : []));

/** A guest as order/create takes it. */
export const toOrderGuest = (g: GuestDraft): OrderGuest => ({
  source: g.source,
  ...(g.passengerId ? { passengerId: g.passengerId } : {}),
  ...(g.memberId ? { memberId: g.memberId } : {}),
  name: g.name,
});
