import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@travel/contracts/platform/error-codes';
import { notFound } from './errors';
import { errorEnvelope } from './http/envelope-reply';
import { formatDate, t } from './i18n';

describe('server texts', () => {
  it('picks the plural form of a count in each language', () => {
    expect(t('en', 'policy.unit.day', { count: 1 })).toBe('1 day');
    expect(t('en', 'policy.unit.day', { count: 3 })).toBe('3 days');
    expect(t('de', 'policy.unit.day', { count: 1 })).toBe('1 Tag');
    expect(t('de', 'policy.unit.day', { count: 0 })).toBe('0 Tage');
    expect(t('ja', 'policy.unit.day', { count: 1 })).toBe('1日');
    expect(t('en', `errors.${ErrorCode.TOO_MANY_REQUESTS}`, { count: 1 })).toContain('wait 1 minute and');
    expect(t('en', `errors.${ErrorCode.TOO_MANY_REQUESTS}`, { count: 15 })).toContain('wait 15 minutes and');
  });

  it('writes calendar dates the reader’s way, in the Gregorian calendar', () => {
    expect(formatDate('de', '2026-11-24')).toBe('24.11.2026');
    expect(formatDate('ja', '2026-11-24')).toBe('2026/11/24');
    expect(formatDate('th', '2026-11-24')).toBe('24/11/2026');
    expect(formatDate('en', 'not a date')).toBe('not a date');
    expect(t('de', 'errors.TR_DATE_MISMATCH', { travelNO: 'TR1', beginDate: '2026-11-24', endDate: '2026-11-27' })).toContain('24.11.2026');
  });

  it('names what was not found in the caller’s language, not by its code', () => {
    const de = errorEnvelope('de', notFound('travelRequest')).description;
    expect(de).toContain('Reiseantrag');
    expect(de).not.toContain('travelRequest');
    expect(errorEnvelope('en', notFound('travelRequest')).description).toBe('The requested travel request was not found.');
    expect(errorEnvelope('zh-CN', notFound('order')).description).toBe('未找到请求的订单。');
  });
});
