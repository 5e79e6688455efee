/**
 * Plural keys the way i18next writes them (`days_one`, `days_other`, …): each locale has exactly the forms its
 * language distinguishes (CLDR, through Intl.PluralRules), so en has _one and _other, ja only _other, es also _many.
 */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

const SUFFIX = new RegExp(`^(.+)_(${PLURAL_CATEGORIES.join('|')})$`);

/** The plural forms of a locale, in CLDR order. */
export function pluralCategories(locale: string): PluralCategory[] {
  const present = new Set(new Intl.PluralRules(locale).resolvedOptions().pluralCategories as PluralCategory[]);
  return PLURAL_CATEGORIES.filter((c) => present.has(c));
}

/** `days_one` → {base: 'days', category: 'one'}; null for a key that is not a plural form. */
export function splitPluralKey(key: string): { base: string; category: PluralCategory } | null {
  const m = SUFFIX.exec(key);
  return m ? { base: m[1]!, category: m[2] as PluralCategory } : null;
}

/** The key a count reads in a locale: `days_one` for 1 in English, `days_other` for any count in Japanese. */
export function pluralKeyFor(locale: string, key: string, count: number): string {
  return `${key}_${new Intl.PluralRules(locale).select(count)}`;
}

/**
 * The keys a locale's catalog must have, given the reference (en) keys: plain keys as they are, and every plural
 * group (a base with an `_other` form in en) in the locale's own forms.
 */
export function expectedKeys(referenceKeys: readonly string[], locale: string): string[] {
  const groups = new Set(referenceKeys.map(splitPluralKey).filter((p) => p?.category === 'other').map((p) => p!.base));
  const out = new Set<string>();
  for (const key of referenceKeys) {
    const plural = splitPluralKey(key);
    if (plural && groups.has(plural.base)) for (const c of pluralCategories(locale)) out.add(`${plural.base}_${c}`);
    else out.add(key);
  }
  return [...out].sort();
}

/** The reference key a locale's key is compared with (its placeholders): the same form, else the reference's _other. */
export function referenceKeyOf(key: string, referenceKeys: ReadonlySet<string>): string {
  if (referenceKeys.has(key)) return key;
  const plural = splitPluralKey(key);
  return plural ? `${plural.base}_other` : key;
}
