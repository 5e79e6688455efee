import { DEFAULT_LOCALE, type Locale } from '@travel/contracts/platform/locales';
import { serverCatalogs } from '@travel/i18n/catalogs';
import { pluralKeyFor } from '@travel/i18n/plurals';
import { interpolate, lookup } from '@travel/i18n/translate';

/** The text of a key in one locale; with a numeric `count`, the locale's plural form (`key_one`, `key_other`, …) first. */
function find(locale: Locale, key: string, count: unknown): string | undefined {
  const catalog = serverCatalogs[locale];
  if (typeof count === 'number') {
    const plural = lookup(catalog, pluralKeyFor(locale, key, count)) ?? lookup(catalog, `${key}_other`);
    if (plural !== undefined) return plural;
  }
  return lookup(catalog, key);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar date (`2026-11-24`) as the locale writes it: 24.11.2026 in German, 2026/11/24 in Japanese. Always the
 * Gregorian calendar (Thai would otherwise count Buddhist years, unlike every date picker and ticket); other values
 * are returned unchanged.
 */
export function formatDate(locale: Locale, value: string): string {
  const m = ISO_DATE.exec(value);
  if (!m) return value;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', calendar: 'gregory', year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

/** A parameter that is itself a message (a thing's name, say), translated with the text it goes into. */
export class MessageRef {
  constructor(readonly key: string) {}
}

/** Parameters as prose shows them: message references in the reader's language, calendar dates in their format. */
function proseParams(locale: Locale, params: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!params) return params;
  const prose = (v: unknown) => (v instanceof MessageRef ? t(locale, v.key) : typeof v === 'string' ? formatDate(locale, v) : v);
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, prose(v)]));
}

/**
 * Translates a server message key (`errors.X`, `validation.Y`) for the caller; falls back to zh-CN, then English, then
 * the key. A numeric `count` parameter picks the plural form, as i18next does on the web; date parameters are written
 * the reader's way.
 */
export function t(locale: Locale, key: string, params?: Record<string, unknown>): string {
  const count = params?.count;
  const text = find(locale, key, count) ?? find(DEFAULT_LOCALE, key, count) ?? find('en', key, count);
  return text === undefined ? key : interpolate(text, proseParams(locale, params));
}

export function hasKey(locale: Locale, key: string): boolean {
  return lookup(serverCatalogs[locale], key) !== undefined;
}
