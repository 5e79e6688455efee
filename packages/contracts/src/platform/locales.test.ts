import { describe, expect, it } from 'vitest';
import { pickLocale } from './locales';

describe('pickLocale', () => {
  it('maps Accept-Language tags onto our 11 locales', () => {
    expect(pickLocale('en-US,en;q=0.9')).toBe('en');
    expect(pickLocale('zh-HK')).toBe('zh-TW');
    expect(pickLocale('zh-Hant-TW')).toBe('zh-TW');
    expect(pickLocale('zh')).toBe('zh-CN');
    expect(pickLocale('tl-PH')).toBe('fil');
    expect(pickLocale('fr-FR;q=0.9, de;q=0.8')).toBe('de');
    expect(pickLocale('de;q=0.2, ja;q=0.9')).toBe('ja');
  });
  it('falls back to zh-CN', () => {
    expect(pickLocale(undefined)).toBe('zh-CN');
    expect(pickLocale('fr')).toBe('zh-CN');
  });
});
