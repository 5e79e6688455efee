import { bookContactSchema } from '@travel/contracts/train/booking';
import { isValidMobile } from '@travel/contracts/platform/patterns';
import type { UserProfile } from '@travel/contracts/member/user';

/** The booking's contact as the form holds it; mobile and email may still be the profile's masked values. */
export interface ContactDraft {
  name: string;
  mobileCountryCode: string;
  mobile: string;
  email: string;
}

export type ContactField = 'name' | 'mobile' | 'email';
/** What is wrong with a contact field: nothing typed, or not a valid value. */
export type ContactProblem = 'required' | 'invalid';

/** The contact prefilled from the member's profile (member/user/detail): their name, and their masked mobile and email. */
export function contactFromProfile(user: Pick<UserProfile, 'displayName' | 'mobile' | 'mobileCountryCode' | 'email'>): ContactDraft {
  return { name: user.displayName, mobileCountryCode: user.mobileCountryCode || '86', mobile: user.mobile ?? '', email: user.email ?? '' };
}

/** Whether a field still holds the profile's masked value (revealed on submit, never typed). */
export function isProfileMask(value: string, profileValue: string | null): boolean {
  return profileValue !== null && profileValue.includes('*') && value.trim() === profileValue;
}

/** Each contact field's problem, by the booking contract's rules (a profile mask counts as given). */
export function contactProblems(c: ContactDraft, profile: Pick<UserProfile, 'mobile' | 'email'>): Partial<Record<ContactField, ContactProblem>> {
  const out: Partial<Record<ContactField, ContactProblem>> = {};
  if (!bookContactSchema.shape.name.safeParse(c.name).success) out.name = c.name.trim() ? 'invalid' : 'required';
  if (!isProfileMask(c.mobile, profile.mobile)) {
    const mobile = c.mobile.trim();
    if (!mobile) out.mobile = 'required';
    else if (!isValidMobile(c.mobileCountryCode, mobile) || !bookContactSchema.shape.mobile.safeParse(mobile).success) out.mobile = 'invalid';
  }
  if (!isProfileMask(c.email, profile.email)) {
    const email = c.email.trim();
    if (!email) out.email = 'required';
    else if (!bookContactSchema.shape.email.safeParse(email).success) out.email = 'invalid';
  }
  return out;
}

/** The contact as train/book/submit takes it: a profile mask is replaced by the full value `reveal` answers. */
export async function resolveContact(
  c: ContactDraft,
  profile: Pick<UserProfile, 'mobile' | 'email'>,
  reveal: (field: 'MOBILE' | 'EMAIL') => Promise<string | null>,
): Promise<{ name: string; mobileCountryCode: string; mobile: string; email: string }> {
  const mobile = isProfileMask(c.mobile, profile.mobile) ? ((await reveal('MOBILE')) ?? c.mobile) : c.mobile;
  const email = isProfileMask(c.email, profile.email) ? ((await reveal('EMAIL')) ?? c.email) : c.email;
  return { name: c.name.trim(), mobileCountryCode: c.mobileCountryCode, mobile: mobile.trim(), email: email.trim() };
}
