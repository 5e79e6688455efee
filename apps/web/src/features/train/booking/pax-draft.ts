import type { Passenger } from '@travel/contracts/member/passenger';
import type { BookPassenger } from '@travel/contracts/train/booking';

const PASSPORT = 2;
export const MAX_PASSENGERS = 9;

/** One traveller of the booking: a saved passenger (SELF with passengerId) or a customer typed in. */
export interface PaxDraft {
  key: string;
  source: 'SELF' | 'CUSTOMER';
  passengerId?: string;
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
