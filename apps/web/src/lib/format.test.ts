import { describe, expect, it } from 'vitest';
import { formatDate, formatDateRange, formatDateTime, formatList, formatMoney } from './format';

describe('formatDate', () => {
  it('writes wire dates and stored YYYYMMDD the way each language does', () => {
    expect(formatDate('2026-11-24', 'de')).toBe('24.11.2026');
    expect(formatDate('2026-11-24', 'ja')).toBe('2026/11/24');
    expect(formatDate('20261124', 'zh-CN')).toBe('2026/11/24');
    expect(formatDate('2026-11-24', 'en')).toBe('11/24/2026');
    expect(formatDate('2026-11-24', 'es')).toBe('24/11/2026');
  });

  it('keeps the Gregorian year in Thai (as the date pickers and tickets do)', () => {
    expect(formatDate('2026-11-24', 'th')).toBe('24/11/2026');
  });

  it('leaves nothing and non-dates alone', () => {
    expect(formatDate(null, 'de')).toBe('');
    expect(formatDate('soon', 'de')).toBe('soon');
  });
});

describe('formatDateRange', () => {
  it('writes both ends the language’s way, zero-padded alike', () => {
    expect(formatDateRange('2026-11-24', '2026-11-27', 'de')).toBe('24.11.2026 – 27.11.2026');
    expect(formatDateRange('2026-11-24', '2026-12-01', 'en')).toBe('11/24/2026 – 12/01/2026');
    expect(formatDateRange('2026-11-24', '2026-11-27', 'ja')).toBe('2026/11/24 – 2026/11/27');
    expect(formatDateRange('2026-11-24', '2026-11-24', 'en')).toBe('11/24/2026');
  });

  it('shows what there is of an open range', () => {
    expect(formatDateRange('2026-11-24', null, 'de')).toBe('24.11.2026');
    expect(formatDateRange(null, null, 'de')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('writes an instant in the given zone with a 24-hour clock', () => {
    expect(formatDateTime('2026-11-24T05:13:00Z', 'de', 'Asia/Shanghai')).toBe('24.11.2026, 13:13');
    expect(formatDateTime('2026-11-24T05:13:00+08:00', 'ja', 'Asia/Shanghai')).toBe('2026/11/24 05:13');
    expect(formatDateTime('2026-11-24T05:13:00+08:00', 'en', 'Asia/Shanghai')).toBe('11/24/2026, 05:13');
    expect(formatDateTime(null, 'en')).toBe('');
  });
});

describe('formatMoney', () => {
  it('divides minor units for display and keeps the yen-style sign for CNY', () => {
    expect(formatMoney({ amount: 12345, currency: 'CNY' }, 'en')).toBe('¥123.45');
    expect(formatMoney({ amount: 12345, currency: 'CNY' }, 'zh-CN')).toBe('¥123.45');
  });

  it('follows the currency\'s own minor unit and the UI language', () => {
    expect(formatMoney({ amount: 1500, currency: 'JPY' }, 'ja')).toMatch(/^[¥￥]1,500$/);
    expect(formatMoney({ amount: 150000, currency: 'EUR' }, 'de')).toBe('1.500,00\u00a0€');
    expect(formatMoney({ amount: 5, currency: 'USD' }, 'en', 2)).toBe('$0.05');
  });
});

describe('formatList', () => {
  it('joins names the language’s way', () => {
    expect(formatList(['WANG/QIANG', 'LI/NA', 'CHEN/JING'], 'en')).toBe('WANG/QIANG, LI/NA, and CHEN/JING');
    expect(formatList(['王强', '陈静'], 'zh-CN')).toBe('王强和陈静');
    expect(formatList(['陈静'], 'de')).toBe('陈静');
  });
});
