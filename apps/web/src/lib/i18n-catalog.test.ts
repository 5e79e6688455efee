import { describe, expect, it } from 'vitest';
import { LOCALES } from '@travel/contracts/platform/locales';
import { V } from '@travel/contracts/platform/patterns';
import { expectedKeys, referenceKeyOf, splitPluralKey } from '@travel/i18n/plurals';
import { flatten, placeholders } from '@travel/i18n/translate';

type Catalog = { [key: string]: string | Catalog };

const webCatalogs = import.meta.glob<Catalog>('../../../../packages/i18n/locales/*/web.json', { eager: true, import: 'default' });
const serverCatalogs = import.meta.glob<Catalog>('../../../../packages/i18n/locales/*/server.json', { eager: true, import: 'default' });

const catalogOf = (all: Record<string, Catalog>, locale: string, ns: string) =>
  all[`../../../../packages/i18n/locales/${locale}/${ns}.json`];

const en = flatten(catalogOf(webCatalogs, 'en', 'web') ?? {});
const enKeys = Object.keys(en).sort();

describe('web catalogs (packages/i18n/locales/<locale>/web.json)', () => {
  it('has English texts to compare with', () => {
    expect(enKeys.length).toBeGreaterThan(50);
  });

  describe.each([...LOCALES])('%s', (locale) => {
    const catalog = catalogOf(webCatalogs, locale, 'web');
    const flat = flatten(catalog ?? {});

    it('exists', () => {
      expect(catalog, `packages/i18n/locales/${locale}/web.json is missing`).toBeDefined();
    });

    it("has every key that en has (plurals in the language's own forms) and no other", () => {
      const wanted = expectedKeys(enKeys, locale);
      const keys = Object.keys(flat).sort();
      expect(wanted.filter((k) => !(k in flat)), 'missing keys').toEqual([]);
      expect(keys.filter((k) => !wanted.includes(k)), 'extra keys').toEqual([]);
    });

    it('uses the same {{placeholders}} as en in every text', () => {
      const reference = new Set(enKeys);
      const mismatched = Object.keys(flat).filter((k) => {
        const ref = referenceKeyOf(k, reference);
        return ref in en && placeholders(flat[k]!).join() !== placeholders(en[ref]!).join();
      });
      expect(mismatched).toEqual([]);
    });

    it('has no empty texts', () => {
      expect(Object.entries(flat).filter(([, text]) => text.trim() === '').map(([k]) => k)).toEqual([]);
    });

    it.runIf(locale === 'en')('pluralises counts: every text with {{count}} is a plural form (key_one, key_other, …)', () => {
      expect(enKeys.filter((k) => placeholders(en[k]!).includes('count') && !splitPluralKey(k))).toEqual([]);
    });

    it.skipIf(locale === 'en')('is translated rather than copied from English', () => {
      const copied = enKeys.filter((k) => flat[k] === en[k] && /[A-Za-z]{3}/.test(en[k]!));
      // Brand-like words (VIP, Hotel, Email) may legitimately stay; whole screens of English may not.
      expect(copied.length / enKeys.length, `copied from en: ${copied.join(', ')}`).toBeLessThan(0.1);
    });
  });
});

describe('validation messages the web forms show from the server catalog', () => {
  const server = flatten(catalogOf(serverCatalogs, 'en', 'server') ?? {});
  it.each(Object.values(V))('%s exists in en/server.json', (key) => {
    expect(server[key], `${key} missing in packages/i18n/locales/en/server.json`).toBeTypeOf('string');
  });
});
