import type { z } from 'zod';
import type { fuzzyPassengerSchema, Passenger } from '@travel/contracts/member/passenger';
import type { BookPassenger } from '@travel/contracts/train/booking';
import type { FreeChild } from '@travel/contracts/train/free-child';

const PASSPORT = 2;
export const MAX_PASSENGERS = 9;

/** A person the type-ahead found: a saved passenger of the booker or a colleague. */
export type FuzzyPassenger = z.infer<typeof fuzzyPassengerSchema>;

/**
 * One traveller of the booking: a saved passenger (SELF with passengerId), a colleague (STAFF with memberId, their
 * passport typed in) or a customer typed in.
 */
export interface PaxDraft {
  key: string;
  source: 'SELF' | 'STAFF' | 'CUSTOMER';
  passengerId?: string;
  /** the colleague, for STAFF */
  memberId?: string;
  /** the colleague's name in the company directory, for STAFF */
  colleagueName?: string;
  certificateId?: string;
  isSelf?: boolean;
  familyName: string;
  givenName: string;
  birthday: string;
  gender: 'M' | 'F';
  nationality: string;
  idNumber: string;
  placeOfIssue: string;
  idExpiredDate: string;
  seatLetter?: BookPassenger['seatLetter'];
  berth?: BookPassenger['berth'];
  insuranceProductIds: string[];
  /** a free-ticket child under 6 riding on this passenger's ticket (one per passenger, no seat) */
  freeChild?: FreeChild;
  /** a passenger of the booker's railway account (its number masked: the server books the railway's) */
  accountPassengerId?: string;
}

export function passportOf(p: Passenger) {
  return p.certificateList.find((c) => c.certType === PASSPORT);
}

export function fromSaved(p: Passenger): PaxDraft | null {
  const cert = passportOf(p);
  if (!cert) return null;
  return {
    key: `saved-${p.passengerId}`,
    source: 'SELF',
    passengerId: p.passengerId,
    certificateId: cert.certificateId,
    isSelf: p.isSelf,
    familyName: p.familyName,
    givenName: p.givenName,
    birthday: p.birthday.slice(0, 10),
    gender: p.gender === 'F' ? 'F' : 'M',
    nationality: p.nationality || 'CN',
    idNumber: cert.certNo,
    placeOfIssue: cert.issuePlace || p.nationality || 'CN',
    idExpiredDate: cert.expiryDate ?? '',
    insuranceProductIds: [],
  };
}

/** Who the policy judges for a passenger: the booker or a colleague by member (their travel level), else the saved passenger or the name. */
export function travellerRef(p: PaxDraft, selfMemberId: string): { memberId: string } | { passengerId: string } | { name: string } {
  if (p.source === 'STAFF' && p.memberId) return { memberId: p.memberId };
  if (p.isSelf) return { memberId: selfMemberId };
  if (p.passengerId) return { passengerId: p.passengerId };
  return { name: `${p.familyName}/${p.givenName}` };
}

/**
 * Why a person found cannot be picked, or null: the booker themself (their own saved passenger carries the
 * passport), someone already on the booking, a saved passenger without a passport, or a full list.
 */
export function pickRefusal(p: FuzzyPassenger, ctx: { passengers: readonly PaxDraft[]; saved: readonly Passenger[]; selfMemberId: string; full: boolean }): 'pickSelf' | 'alreadyAdded' | 'noPassport' | 'listFull' | null {
  if (p.source === 'COLLEAGUE') {
    if (p.memberId === ctx.selfMemberId) return 'pickSelf';
    if (ctx.passengers.some((x) => x.source === 'STAFF' && x.memberId === p.memberId)) return 'alreadyAdded';
  } else {
    if (ctx.passengers.some((x) => x.passengerId === p.passengerId)) return 'alreadyAdded';
    const saved = ctx.saved.find((x) => x.passengerId === p.passengerId);
    if (saved && !passportOf(saved)) return 'noPassport';
  }
  return ctx.full ? 'listFull' : null;
}
