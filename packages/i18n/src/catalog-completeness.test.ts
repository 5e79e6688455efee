import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, it, expect } from 'vitest';
import { LOCALES, type Locale } from '@travel/contracts/platform/locales';
import { serverCatalogs, type Catalog } from './catalogs';
import { expectedKeys, referenceKeyOf, splitPluralKey } from './plurals';
import { flatten, placeholders } from './translate';

/**
 * General completeness check for every message namespace (server.json, and web.json once it exists):
 * each locale has exactly en's keys (plural groups in the locale's own forms: ja only _other, es also _many), no empty
 * messages, the same {{placeholders}} as en per key, and the non-English locales are real translations rather than
 * copies of en.
 */

const LOCALES_DIR = fileURLToPath(new URL('../locales/', import.meta.url));
const REFERENCE: Locale = 'en';
const OTHERS = LOCALES.filter((l) => l !== REFERENCE);
/** A non-English locale may share at most this share of its values with en (codes, brand names, ...). */
const MAX_IDENTICAL_TO_EN = 0.2;

type Loaded = { ok: true; flat: Record<string, string> } | { ok: false; error: string };

/** Leaves that are not strings (numbers, null, arrays...) are reported instead of being flattened blindly. */
function badLeaves(node: unknown, prefix = ''): string[] {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) {
    return [`${prefix || '(root)'} (${node === null ? 'null' : Array.isArray(node) ? 'array' : typeof node})`];
  }
  const out: string[] = [];
  for (const [k, v] of Object.entries(node)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v !== 'string') out.push(...badLeaves(v, key));
  }
  return out;
}

function load(catalog: unknown): Loaded {
  const bad = badLeaves(catalog);
  if (bad.length) return { ok: false, error: `values that are neither strings nor objects: ${bad.join(', ')}` };
  return { ok: true, flat: flatten(catalog as Catalog) };
}

function loadFromDisk(locale: Locale, file: string): Loaded {
  const path = `${LOCALES_DIR}${locale}/${file}`;
  if (!existsSync(path)) return { ok: false, error: `${locale}/${file} does not exist` };
  try {
    return load(JSON.parse(readFileSync(path, 'utf8')));
  } catch (e) {
    return { ok: false, error: `${locale}/${file} is not valid JSON: ${(e as Error).message}` };
  }
}

const placeholderSet = (text: string) => [...new Set(placeholders(text))].sort().join(', ');
const list = (keys: string[]) => keys.join(', ');

function checkNamespace(ns: string, catalogs: Record<Locale, Loaded>) {
  describe(`${ns} catalogs`, () => {
    const ref = catalogs[REFERENCE];

    it(`every locale has a readable ${ns}`, () => {
      const broken = LOCALES.flatMap((l) => {
        const c = catalogs[l];
        return c.ok ? [] : [`${l}: ${c.error}`];
      });
      expect(broken, `[${ns}] unreadable catalogs:\n${broken.join('\n')}`).toEqual([]);
    });

    const flatOf = (locale: Locale): Record<string, string> => {
      const c = catalogs[locale];
      if (!c.ok) throw new Error(`[${ns}] ${locale}: ${c.error}`);
      if (!ref.ok) throw new Error(`[${ns}] ${REFERENCE}: ${ref.error}`);
      return c.flat;
    };

    it.each(LOCALES)(`%s has no empty messages in ${ns}`, (locale) => {
      const empty = Object.entries(flatOf(locale))
        .filter(([, v]) => v.trim() === '')
        .map(([k]) => k);
      expect(empty, `[${ns}] ${locale} has empty messages: ${list(empty)}`).toEqual([]);
    });

    it.each(LOCALES)(`%s has exactly the keys of en in ${ns}`, (locale) => {
      const flat = flatOf(locale);
      const wanted = expectedKeys(Object.keys(flatOf(REFERENCE)), locale);
      const missing = wanted.filter((k) => !(k in flat));
      const extra = Object.keys(flat).filter((k) => !wanted.includes(k));
      const problems = [
        missing.length ? `lacks keys that en has: ${list(missing)}` : '',
        extra.length ? `has keys that en does not have: ${list(extra)}` : '',
      ].filter(Boolean);
      expect({ missing, extra }, `[${ns}] ${locale} ${problems.join('; ')}`).toEqual({ missing: [], extra: [] });
    });

    it.each(OTHERS)(`%s uses the same {{placeholders}} as en in ${ns}`, (locale) => {
      const flat = flatOf(locale);
      const en = flatOf(REFERENCE);
      const enKeys = new Set(Object.keys(en));
      const mismatched = Object.keys(flat)
        .map((k) => [k, referenceKeyOf(k, enKeys)] as const)
        .filter(([k, ref]) => ref in en && placeholderSet(flat[k]!) !== placeholderSet(en[ref]!))
        .map(([k, ref]) => `${k} (en: {${placeholderSet(en[ref]!)}}, ${locale}: {${placeholderSet(flat[k]!)}})`);
      expect(mismatched, `[${ns}] ${locale} has different placeholders than en: ${list(mismatched)}`).toEqual([]);
    });

    it(`counts in ${ns} are pluralised: every en text with {{count}} is a plural form (key_one, key_other, …)`, () => {
      const unpluralised = Object.entries(flatOf(REFERENCE))
        .filter(([k, v]) => placeholders(v).includes('count') && !splitPluralKey(k))
        .map(([k]) => k);
      expect(unpluralised, `[${ns}] {{count}} outside a plural key: ${list(unpluralised)}`).toEqual([]);
    });

    it.each(OTHERS)(`%s is translated, not a copy of en, in ${ns}`, (locale) => {
      const flat = flatOf(locale);
      const en = flatOf(REFERENCE);
      const shared = Object.keys(en).filter((k) => k in flat);
      const identical = shared.filter((k) => flat[k] === en[k]);
      const ratio = shared.length ? identical.length / shared.length : 0;
      expect(
        ratio,
        `[${ns}] ${locale}: ${identical.length}/${shared.length} values (${(ratio * 100).toFixed(0)}%) are identical to en ` +
          `(limit: under ${MAX_IDENTICAL_TO_EN * 100}%): ${list(identical)}`,
      ).toBeLessThan(MAX_IDENTICAL_TO_EN);
    });
  });
}

const fromMap = (get: (locale: Locale) => Loaded) =>
  Object.fromEntries(LOCALES.map((l) => [l, get(l)])) as Record<Locale, Loaded>;

checkNamespace(
  'server.json',
  fromMap((l) => (l in serverCatalogs ? load(serverCatalogs[l]) : { ok: false, error: `${l} is not in serverCatalogs` })),
);

// The web catalogs are not imported anywhere in this package, so they are read from disk;
// once en/web.json exists, every locale must have one.
const hasWeb = existsSync(`${LOCALES_DIR}${REFERENCE}/web.json`);
describe.skipIf(!hasWeb)('web.json (present for en)', () => {
  if (hasWeb) checkNamespace('web.json', fromMap((l) => loadFromDisk(l, 'web.json')));
});
