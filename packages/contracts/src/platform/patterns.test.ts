import { describe, expect, it } from 'vitest';
import { isValidDate, isValidMobile, patterns } from './patterns';
import { passengerInputSchema } from '../member/passenger';

describe('validation patterns of specs/platform.md section 5', () => {
  it('mobile: 11 digits starting with 1 for +86', () => {
    expect(isValidMobile('86', '13800138000')).toBe(true);
    expect(isValidMobile('86', '23800138000')).toBe(false);
    expect(isValidMobile('86', '1380013800')).toBe(false);
    expect(isValidMobile('44', '7700900123')).toBe(true);
  });
  it('name: letters at both ends, spaces and slash in the middle', () => {
    for (const ok of ['ZHANG', '张伟', 'Anna Maria', 'ZHANG/WEI', "O'Neil"]) expect(patterns.name.test(ok)).toBe(true);
    for (const bad of ['1X', ' ANNA', 'ANNA ', 'A/', '/A', 'Anna3', '']) expect(patterns.name.test(bad)).toBe(false);
  });
  it('area code, landline and postal code', () => {
    expect(patterns.areaCode.test('0755')).toBe(true);
    expect(patterns.areaCode.test('755')).toBe(false);
    expect(patterns.landline.test('0755-28566666')).toBe(true);
    expect(patterns.landline.test('28566666-123')).toBe(true);
    expect(patterns.landline.test('12-345')).toBe(false);
    expect(patterns.postalCode.test('518000')).toBe(true);
    expect(patterns.postalCode.test('51800')).toBe(false);
  });
  it('dates must exist', () => {
    expect(isValidDate('2024-02-29')).toBe(true);
    expect(isValidDate('2023-02-29')).toBe(false);
    expect(isValidDate('2023-2-1')).toBe(false);
  });
  it('passenger input defaults nationality CN and country code 86 and needs a certificate', () => {
    const ok = passengerInputSchema.parse({
      familyName: 'LI',
      givenName: 'NA',
      gender: 'F',
      birthday: '1990-01-01',
      certificateList: [{ certType: 2, certNo: 'E1234567' }],
    });
    expect(ok.nationality).toBe('CN');
    expect(ok.mobileCountryCode).toBe('86');
    const bad = passengerInputSchema.safeParse({ familyName: 'LI', givenName: 'NA', gender: 'X', birthday: '1990-01-01', certificateList: [{ certType: 12, certNo: 'E1234567' }] });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.message).sort()).toEqual(['validation.certType', 'validation.gender']);
  });
});
