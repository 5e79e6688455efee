import { DEFAULT_LOCALE, type Locale } from '@travel/contracts/platform/locales';
import { serverCatalogs } from '@travel/i18n/catalogs';
import { interpolate, lookup } from '@travel/i18n/translate';

/** Translates a server message key (`errors.X`, `validation.Y`) for the caller; falls back to zh-CN, then English, then the key. */
export function t(locale: Locale, key: string, params?: Record<string, unknown>): string {
  const text =
    lookup(serverCatalogs[locale], key) ?? lookup(serverCatalogs[DEFAULT_LOCALE], key) ?? lookup(serverCatalogs.en, key);
  return text === undefined ? key : interpolate(text, params);
}

export function hasKey(locale: Locale, key: string): boolean {
  return lookup(serverCatalogs[locale], key) !== undefined;
}
