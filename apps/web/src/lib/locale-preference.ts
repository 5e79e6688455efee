import { LOCALES, pickLocale, type Locale } from '@travel/contracts/platform/locales';

/** Each locale's name in its own language, as the language switcher shows it. */
export const LOCALE_NATIVE_NAMES: Record<Locale, string> = {
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fil: 'Filipino',
  id: 'Bahasa Indonesia',
  ja: '日本語',
  ms: 'Bahasa Melayu',
  th: 'ไทย',
  vi: 'Tiếng Việt',
};

export const LOCALE_STORAGE_KEY = 'lang';
const LOCALE_COOKIE = 'lang';
const ONE_YEAR_SECONDS = 365 * 86400;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** The saved choice (localStorage, then the cookie the server also reads), else the browser's languages. */
export function initialLocale(): Locale {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    // storage disabled: fall through
  }
  if (isLocale(stored)) return stored;
  const cookie = readCookie(LOCALE_COOKIE);
  if (isLocale(cookie)) return cookie;
  return pickLocale(navigator.languages?.join(',') || navigator.language);
}

/** Marks the document with the UI's language (screen readers, fonts, the tab's title). */
export function applyDocumentLocale(locale: Locale, title: string): void {
  document.documentElement.lang = locale;
  document.title = title;
}

export function persistLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // storage disabled: the cookie still carries the choice
  }
  document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
