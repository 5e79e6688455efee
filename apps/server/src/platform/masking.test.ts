import { describe, expect, it } from 'vitest';
import { maskCertNo, maskEmail, maskMobile } from './masking';

describe('masks', () => {
  it('keeps the head and tail of identity numbers', () => {
    expect(maskCertNo('110101199005200011')).toBe('110***********0011');
    expect(maskCertNo('E12345678')).toBe('E1*****78');
    expect(maskCertNo('AB1')).toBe('***');
    expect(maskCertNo(null)).toBeNull();
  });
  it('masks the middle of mobiles', () => {
    expect(maskMobile('13800000001')).toBe('138****0001');
    expect(maskMobile('7700900123')).toBe('770***0123');
    expect(maskMobile('12345')).toBe('1****');
  });
  it('masks the local part of emails', () => {
    expect(maskEmail('employee@demo.example.com')).toBe('e***e@demo.example.com');
    expect(maskEmail('a@x.io')).toBe('a***@x.io');
  });
});
