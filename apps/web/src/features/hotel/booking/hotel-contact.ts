import { orderContactSchema, type preCreateCall } from '@travel/contracts/hotel/order-create';
import type { UserProfile } from '@travel/contracts/member/user';
import type { CallOutput } from '@travel/contracts/platform/define-call';
import { isValidMobile } from '@travel/contracts/platform/patterns';

export type SavedContact = CallOutput<typeof preCreateCall>['contactList'][number];

/** Where a prefilled contact came from: its masked mobile and email are revealed from there on submit. */
export type ContactOrigin = { targetType: 'CONTACT'; contactId: string; mobile: string | null; email: string | null } | { targetType: 'SELF'; mobile: string | null; email: string | null };

/** The booking's contact as the form holds it (mobile and email may still be the origin's masked values). */
export interface ContactDraft {
  name: string;
  mobileCountryCode: string;
  mobile: string;
  email: string;
  origin: ContactOrigin | null;
}

export type ContactField = 'name' | 'mobile' | 'email';
export type ContactProblem = 'required' | 'invalid';

export function contactFromSaved(c: SavedContact): ContactDraft {
  return {
    name: c.name,
    mobileCountryCode: c.mobileCountryCode || '86',
    mobile: c.mobile,
    email: c.email ?? '',
    origin: { targetType: 'CONTACT', contactId: c.contactId, mobile: c.mobile, email: c.email },
  };
}

export function contactFromProfile(user: Pick<UserProfile, 'displayName' | 'mobile' | 'mobileCountryCode' | 'email'>): ContactDraft {
  return {
    name: user.displayName,
    mobileCountryCode: user.mobileCountryCode || '86',
    mobile: user.mobile ?? '',
    email: user.email ?? '',
    origin: { targetType: 'SELF', mobile: user.mobile, email: user.email },
  };
}

/** The member's default contact, else their own profile. */
export function initialContact(list: readonly SavedContact[], user: Pick<UserProfile, 'displayName' | 'mobile' | 'mobileCountryCode' | 'email'>): ContactDraft {
  const preferred = list.find((c) => c.isDefault);
  return preferred ? contactFromSaved(preferred) : contactFromProfile(user);
}

/** Whether a field still holds its origin's masked value (revealed on submit, never typed). */
export function isMasked(c: ContactDraft, field: 'mobile' | 'email'): boolean {
  const masked = c.origin?.[field] ?? null;
  return masked !== null && masked.includes('*') && c[field].trim() === masked;
}

/** Each field's problem by the order contract's rules; the email may be left empty, a mask counts as given. */
export function contactProblems(c: ContactDraft): Partial<Record<ContactField, ContactProblem>> {
  const out: Partial<Record<ContactField, ContactProblem>> = {};
  const shape = orderContactSchema.shape;
  if (!c.name.trim()) out.name = 'required';
  else if (!shape.name.safeParse(c.name).success) out.name = 'invalid';
  if (!isMasked(c, 'mobile')) {
    const mobile = c.mobile.trim();
    if (!mobile) out.mobile = 'required';
    else if (!isValidMobile(c.mobileCountryCode, mobile) || !shape.mobile.safeParse(mobile).success) out.mobile = 'invalid';
  }
  if (!isMasked(c, 'email') && c.email.trim() && !shape.email.safeParse(c.email.trim()).success) out.email = 'invalid';
  return out;
}

export type OrderContact = { name: string; mobileCountryCode: string; mobile: string; email?: string };

/** The contact as order/create takes it: a masked value replaced by the full one `reveal` answers. */
export async function resolveContact(c: ContactDraft, reveal: (origin: ContactOrigin, field: 'MOBILE' | 'EMAIL') => Promise<string | null>): Promise<OrderContact> {
  const full = async (field: 'mobile' | 'email') => (isMasked(c, field) && c.origin ? ((await reveal(c.origin, field === 'mobile' ? 'MOBILE' : 'EMAIL')) ?? c[field]) : c[field]).trim();
  const mobile = await full('mobile');
  const email = await full('email');
  return { name: c.name.trim(), mobileCountryCode: c.mobileCountryCode, mobile, ...(email ? { email } : {}) };
}
