import type { ContactField, ContactProblem } from './book-contact';

/** What keeps a booking from being submitted, in the order the page asks for it. */
export type BookMissing = 'journey' | 'passengers' | 'contactName' | 'contactMobile' | 'contactEmail' | 'provider' | 'reason';

/** Where on the page each missing thing is filled in (the element the list scrolls to). */
export const MISSING_TARGET: Record<BookMissing, string> = {
  journey: 'book-trains',
  passengers: 'book-passengers',
  contactName: 'book-contact',
  contactMobile: 'book-contact',
  contactEmail: 'book-contact',
  provider: 'book-provider',
  reason: 'book-policy',
};

const CONTACT_ITEM: Record<ContactField, BookMissing> = { name: 'contactName', mobile: 'contactMobile', email: 'contactEmail' };

/** Everything the booking still needs; empty when it can be submitted. */
export function bookMissing(s: {
  journeyFailed: boolean;
  passengerCount: number;
  contact: Partial<Record<ContactField, ContactProblem>>;
  provider: string | null;
  reasonMissing: boolean;
}): BookMissing[] {
  if (s.journeyFailed) return ['journey'];
  const out: BookMissing[] = [];
  if (s.passengerCount === 0) out.push('passengers');
  for (const field of ['name', 'mobile', 'email'] as const) if (s.contact[field]) out.push(CONTACT_ITEM[field]);
  if (s.provider === null) out.push('provider');
  if (s.reasonMissing) out.push('reason');
  return out;
}
