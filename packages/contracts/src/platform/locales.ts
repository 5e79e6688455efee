import { z } from 'zod';

export const LOCALES = ['zh-CN', 'zh-TW', 'en', 'de', 'es', 'fil', 'id', 'ja', 'ms', 'th', 'vi'] as const;
export type Locale = (typeof LOCALES)[number];
/** One of the 11 UI languages, as the web and mail use them. */
export const localeSchema = z.enum(LOCALES);
export const DEFAULT_LOCALE: Locale = 'zh-CN';

/** Picks our locale from an Accept-Language header or a cookie value; unknown tags fall back to zh-CN. */
export function pickLocale(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  const tags = header
    .split(',')
    .map((part) => {
      const [tag, q] = part.trim().split(';q=');
      return { tag: (tag ?? '').trim().toLowerCase(), q: q ? Number(q) : 1 };
    })
    .filter((t) => t.tag)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    const exact = LOCALES.find((l) => l.toLowerCase() === tag);
    if (exact) return exact;
    if (tag === 'zh-hk' || tag === 'zh-mo' || tag.startsWith('zh-hant')) return 'zh-TW';
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag === 'tl' || tag.startsWith('tl-') || tag.startsWith('fil')) return 'fil';
    if (tag === 'in') return 'id';
    const base = tag.split('-')[0];
    const byBase = LOCALES.find((l) => l === base);
    if (byBase) return byBase;
  }
  return DEFAULT_LOCALE;
}
