import { describe, expect, it } from 'vitest';
import { contactFromProfile, contactProblems, resolveContact } from './book-contact';

const profile = { displayName: '张伟', mobile: '138****0001', mobileCountryCode: '86', email: 'em***@demo.example.com' };

describe('the booking contact', () => {
  it('is prefilled from the profile, masks included', () => {
    expect(contactFromProfile(profile)).toEqual({ name: '张伟', mobileCountryCode: '86', mobile: '138****0001', email: 'em***@demo.example.com' });
    expect(contactFromProfile({ ...profile, mobile: null, email: null, mobileCountryCode: '' })).toEqual({ name: '张伟', mobileCountryCode: '86', mobile: '', email: '' });
  });

  it('counts the untouched profile masks as given and checks what is typed', () => {
    expect(contactProblems(contactFromProfile(profile), profile)).toEqual({});
    const typed = { name: ' ', mobileCountryCode: '86', mobile: '138****000', email: 'not-an-email' };
    expect(contactProblems(typed, profile)).toEqual({ name: 'required', mobile: 'invalid', email: 'invalid' });
    expect(contactProblems({ ...typed, name: 'LI NA', mobile: '', email: '' }, profile)).toEqual({ mobile: 'required', email: 'required' });
    expect(contactProblems({ ...typed, name: 'LI NA', mobile: '13800138000', email: 'li@example.com' }, profile)).toEqual({});
    // A mobile of another country: digits only.
    expect(contactProblems({ name: 'LI', mobileCountryCode: '65', mobile: '91234567', email: 'li@example.com' }, profile)).toEqual({});
  });

  it('reveals the profile masks on submit and keeps what was typed', async () => {
    const asked: string[] = [];
    const reveal = async (field: 'MOBILE' | 'EMAIL') => {
      asked.push(field);
      return field === 'MOBILE' ? '13800000001' : 'employee@demo.example.com';
    };
    expect(await resolveContact(contactFromProfile(profile), profile, reveal)).toEqual({ name: '张伟', mobileCountryCode: '86', mobile: '13800000001', email: 'employee@demo.example.com' });
    expect(asked).toEqual(['MOBILE', 'EMAIL']);
    asked.length = 0;
    expect(await resolveContact({ name: 'LI', mobileCountryCode: '86', mobile: ' 13800138000 ', email: 'li@example.com' }, profile, reveal)).toEqual({
      name: 'LI',
      mobileCountryCode: '86',
      mobile: '13800138000',
      email: 'li@example.com',
    });
    expect(asked).toEqual([]);
  });
});
