import type { ContactField, ContactProblem } from './hotel-contact';

/** What keeps a booking from being submitted, in the order the page asks for it. */
export type HotelBookMissing = { item: 'guests'; room: number } | { item: 'contactName' | 'contactMobile' | 'contactEmail' | 'arrival' | 'reason' | 'prices' };

/** Where on the page each missing thing is filled in (the element the list scrolls to). */
export const MISSING_TARGET: Record<HotelBookMissing['item'], string> = {
  guests: 'hotel-book-rooms',
  contactName: 'hotel-book-contact',
  contactMobile: 'hotel-book-contact',
  contactEmail: 'hotel-book-contact',
  arrival: 'hotel-book-arrival',
  reason: 'hotel-book-reason',
  prices: 'hotel-book-prices',
};

const CONTACT_ITEM = { name: 'contactName', mobile: 'contactMobile', email: 'contactEmail' } as const;

/** Everything the booking still needs; empty when it can be submitted. */
export function bookMissing(s: {
  /** rooms (1-based) with nobody named */
  emptyRooms: readonly number[];
  contact: Partial<Record<ContactField, ContactProblem>>;
  /** arrival times are offered and none is chosen */
  arrivalMissing: boolean;
  reasonMissing: boolean;
  /** the prices for the rooms chosen are still being read */
  pricesPending: boolean;
}): HotelBookMissing[] {
  const out: HotelBookMissing[] = s.emptyRooms.map((room) => ({ item: 'guests' as const, room }));
  for (const field of ['name', 'mobile', 'email'] as const) if (s.contact[field]) out.push({ item: CONTACT_ITEM[field] });
  if (s.arrivalMissing) out.push({ item: 'arrival' });
  if (s.reasonMissing) out.push({ item: 'reason' });
  if (s.pricesPending) out.push({ item: 'prices' });
  return out;
}
