import { describe, expect, it } from 'vitest';
import { formatCompactDate, formatMoney } from './format';

describe('formatCompactDate', () => {
  it('shows stored YYYYMMDD and wire dates as YYYY-MM-DD', () => {
    expect(formatCompactDate('20310630')).toBe('2031-06-30');
    expect(formatCompactDate('2031-06-30')).toBe('2031-06-30');
    expect(formatCompactDate(null)).toBe('');
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
