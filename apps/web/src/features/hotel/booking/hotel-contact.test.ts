import { describe, expect, it, vi } from 'vitest';
import { contactFromProfile, contactProblems, initialContact, isMasked, resolveContact, type SavedContact } from './hotel-contact';

const user = { displayName: 'Notr', mobile: '138****1234', mobileCountryCode: '86', email: 'n***@example.com' };
const saved: SavedContact[] = [
  { contactId: 'c1', name: 'Assistant', mobileCountryCode: '86', mobile: '139****0000', email: null, isDefault: false },
  { contactId: 'c2', name: 'Office', mobileCountryCode: '86', mobile: '137****5678', email: 'o***@example.com', isDefault: true },
];

describe('booking contact', () => {
  it("prefills the member's default contact, else the profile", () => {
    expect(initialContact(saved, user)).toMatchObject({ name: 'Office', mobile: '137****5678', origin: { targetType: 'CONTACT', contactId: 'c2' } });
    expect(initialContact(saved.slice(0, 1), user)).toMatchObject({ name: 'Notr', mobile: '138****1234', origin: { targetType: 'SELF' } });
  });

  it('counts a mask as given, asks for a name and a valid mobile, and lets the email be empty', () => {
    const c = contactFromProfile(user);
    expect(contactProblems(c)).toEqual({});
    expect(contactProblems({ ...c, name: ' ', mobile: '', email: '' })).toEqual({ name: 'required', mobile: 'required' });
    expect(contactProblems({ ...c, mobile: '138****12', email: 'not-an-email' })).toEqual({ mobile: 'invalid', email: 'invalid' });
    expect(contactProblems({ ...c, mobile: '13800001234', email: '' })).toEqual({});
  });

  it('reveals only the values still masked, from where they came', async () => {
    const reveal = vi.fn(async (_o: unknown, field: 'MOBILE' | 'EMAIL') => (field === 'MOBILE' ? '13700005678' : 'office@example.com'));
    const c = initialContact(saved, user);
    expect(await resolveContact(c, reveal)).toEqual({ name: 'Office', mobileCountryCode: '86', mobile: '13700005678', email: 'office@example.com' });
    expect(reveal).toHaveBeenCalledWith(expect.objectContaining({ targetType: 'CONTACT', contactId: 'c2' }), 'MOBILE');
    reveal.mockClear();
    const typed = { ...c, mobile: '13900001111', email: '' };
    expect(isMasked(typed, 'mobile')).toBe(false);
    expect(await resolveContact(typed, reveal)).toEqual({ name: 'Office', mobileCountryCode: '86', mobile: '13900001111' });
    expect(reveal).not.toHaveBeenCalled();
  });
});
