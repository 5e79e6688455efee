import type { UserProfile } from '@travel/contracts/member/user';
import type { BookPassenger, BookSubmitInput } from '@travel/contracts/train/booking';
import { reasonForBooking, type ReasonValue } from '../../../widgets/policy/reason-value';
import { resolveContact, type ContactDraft } from './book-contact';
import type { BookState } from './book-params';
import type { PaxDraft } from './pax-draft';
import { revealMasked } from '../../../widgets/member/member-queries';

/** A passenger as train/book/submit takes it: a saved passenger's masked passport number revealed first. */
async function bookPassenger(p: PaxDraft): Promise<BookPassenger> {
  let idNumber = p.idNumber;
  if (idNumber.includes('*') && p.passengerId) {
    idNumber = (await revealMasked({ targetType: 'PASSENGER', targetId: p.passengerId, fieldType: 'CERT_NO', certificateId: p.certificateId })) ?? idNumber;
  }
  return {
    source: p.source,
    ...(p.passengerId ? { passengerId: p.passengerId } : {}),
    ...(p.source === 'STAFF' && p.memberId ? { memberId: p.memberId } : {}),
    familyName: p.familyName,
    givenName: p.givenName,
    birthday: p.birthday,
    gender: p.gender,
    nationality: p.nationality,
    mobileCountryCode: '86',
    idType: 'PASSPORT',
    idNumber,
    placeOfIssue: p.placeOfIssue,
    idExpiredDate: p.idExpiredDate,
    ...(p.seatLetter ? { seatLetter: p.seatLetter } : {}),
    ...(p.berth ? { berth: p.berth } : {}),
    insuranceProductIds: p.insuranceProductIds,
    ...(p.freeChild ? { freeChild: p.freeChild } : {}),
    ...(p.accountPassengerId ? { accountPassengerId: p.accountPassengerId } : {}),
  };
}

/**
 * The booking as train/book/submit takes it. Hybrid payment is not accepted here: the traveller accepts it only
 * after seeing the server's split (432002035).
 */
export async function buildBookInput(b: {
  state: BookState;
  passengers: readonly PaxDraft[];
  contact: ContactDraft;
  profile: Pick<UserProfile, 'mobile' | 'email'>;
  provider: string;
  reason: ReasonValue | null;
  /** cost centre and project: a business trip's only */
  charge?: { costCentreId?: string; projectId?: string };
}): Promise<BookSubmitInput> {
  const passengerList: BookPassenger[] = [];
  for (const p of b.passengers) passengerList.push(await bookPassenger(p));
  const contact = await resolveContact(b.contact, b.profile, (fieldType) => revealMasked({ targetType: 'SELF', fieldType }));
  const violation = b.reason ? reasonForBooking(b.reason) : {};
  return {
    tripList: b.state.tripList,
    passengerList,
    contact,
    serviceProviderId: b.provider as BookSubmitInput['serviceProviderId'],
    travelType: b.state.travelType,
    ...(b.state.travelNO ? { travelNO: b.state.travelNO } : {}),
    ...(violation.reasonCode || violation.reasonText ? { violationReason: violation } : {}),
    acceptNoSeat: false,
    acceptHybridPayment: false,
    ignoreDuplicate: false,
    ...(b.state.travelType === 'BUSINESS' && b.charge?.costCentreId ? { costCentreId: b.charge.costCentreId } : {}),
    ...(b.state.travelType === 'BUSINESS' && b.charge?.projectId ? { projectId: b.charge.projectId } : {}),
    ...(b.state.relatedOrderId ? { relatedOrderId: b.state.relatedOrderId } : {}),
  };
}
