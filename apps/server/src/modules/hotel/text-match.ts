/** How well a typed text matches a name: exact, prefix, contained; lower is better, null no match. */
export type MatchClass = 0 | 1 | 2;

/** Lower case, full-width folded, without spaces and punctuation: "Xi'an", "xi an" and "XIAN" all read "xian". */
export function normalise(s: string): string {
  return s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s'’`·\-_.,()（）]/g, '');
}

/** The keys of a name: its texts (Chinese, English: matched also inside) and its spellings (pinyin, initials: from the start). */
export interface MatchKeys {
  texts: string[];
  spellings: string[];
}

export function matchKeys(texts: readonly string[], spellings: readonly string[]): MatchKeys {
  const keep = (list: readonly string[]) => [...new Set(list.map(normalise).filter((s) => s.length > 0))];
  return { texts: keep(texts), spellings: keep(spellings) };
}

/** A single letter matches no text from inside (it would match nearly every English name); a single Chinese character does. */
export const canMatchInside = (q: string) => q.length > 1 || q.charCodeAt(0) > 0x2e80;

/** The best match of a normalised query against the keys (see canMatchInside). */
export function matchClass(keys: MatchKeys, q: string): MatchClass | null {
  let best: MatchClass | null = null;
  for (const k of keys.spellings) {
    if (k === q) return 0;
    if (best !== 1 && k.startsWith(q)) best = 1;
  }
  const inside = canMatchInside(q);
  for (const k of keys.texts) {
    if (k === q) return 0;
    if (k.startsWith(q)) best = 1;
    else if (best === null && inside && k.includes(q)) best = 2;
  }
  return best;
}
