/**
 * Where a text may break into lines, in any script: the word segments of the locale's dictionary (Chinese, Japanese
 * and Thai have no spaces between words), punctuation kept on the word before it and opening brackets on the word after.
 */
export function breakUnits(text: string, locale: string): string[] {
  const units: string[] = [];
  let carry = '';
  for (const s of new Intl.Segmenter(locale, { granularity: 'word' }).segment(text)) {
    const piece = s.segment;
    const last = units.length - 1;
    if (/^\s+$/u.test(piece)) units.push(piece);
    else if (!s.isWordLike && /^[\p{Ps}\p{Pi}]+$/u.test(piece)) carry += piece;
    else if (!s.isWordLike && last >= 0 && !/^\s+$/u.test(units[last]!) && !carry) units[last] += piece;
    else {
      units.push(carry + piece);
      carry = '';
    }
  }
  if (carry) units.push(carry);
  return units;
}

/** Greedy lines no wider than `max`: at break units, or within a unit (by characters) when it alone is wider. */
export function fillLines(units: string[], max: number, width: (s: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  const push = () => {
    if (line.trim()) lines.push(line.trimEnd());
    line = '';
  };
  for (const unit of units) {
    if (/^\s+$/u.test(unit)) {
      if (line) line += unit;
      continue;
    }
    if (line && width(line + unit) > max) push();
    if (width(unit) <= max) {
      line += unit;
      continue;
    }
    for (const { segment: ch } of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(unit)) {
      if (line && width(line + ch) > max) push();
      line += ch;
    }
  }
  push();
  return lines;
}
