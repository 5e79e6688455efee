import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The fonts PDFs are set in, shipped by npm packages (SIL OFL): Noto Sans Thai for Thai, Noto Sans JP for the kanji,
 * kana and punctuation of a Japanese document (Han characters have Japanese letterforms there), Noto Sans SC for
 * everything else we print (Latin, Vietnamese, Cyrillic, Chinese both scripts). Each package comes cut into slices by
 * Unicode range (for the web); a PDF embeds the subset of each slice its text uses.
 */
export interface FontFace {
  /** the name a PDF document registers the face under */
  name: string;
  file: string;
}

interface Family {
  pkg: string;
  prefix: string;
  /** which of the package's slices it prints */
  takes(slice: string): boolean;
}

// Thai first: its slice is the only one that covers the script.
const THAI: Family = { pkg: '@fontsource/noto-sans-thai', prefix: 'noto-sans-thai', takes: (slice) => slice === 'thai' };
const SC: Family = { pkg: '@fontsource/noto-sans-sc', prefix: 'noto-sans-sc', takes: () => true };
// Latin, Cyrillic and Vietnamese look the same in every document: Noto Sans SC's, ahead of the JP slices that repeat ASCII.
const WESTERN = ['latin', 'latin-ext', 'cyrillic', 'vietnamese'];
const SC_WESTERN: Family = { ...SC, takes: (slice) => WESTERN.includes(slice) };
const JP: Family = { pkg: '@fontsource/noto-sans-jp', prefix: 'noto-sans-jp', takes: (slice) => /^\d+$/.test(slice) };
const JAPANESE = [THAI, SC_WESTERN, JP, SC];
const OTHER = [THAI, SC];

/** The faces a document's language is set in, the first that has a character printing it. */
const familiesOf = (lang: string): readonly Family[] => (lang === 'ja' || lang.startsWith('ja-') ? JAPANESE : OTHER);

function parseRanges(list: string): [number, number][] {
  return list.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-') as [string, string?];
    return [parseInt(from, 16), parseInt(to, 16)];
  });
}

const tables = new Map<readonly Family[], Map<number, FontFace>>();

/** Which face prints each code point for a set of families, built once from the packages' own range tables. */
function faceTable(families: readonly Family[]): Map<number, FontFace> {
  const known = tables.get(families);
  if (known) return known;
  const require = createRequire(import.meta.url);
  const byCodePoint = new Map<number, FontFace>();
  for (const family of families) {
    const unicodeJson = require.resolve(`${family.pkg}/unicode.json`);
    const slices = JSON.parse(readFileSync(unicodeJson, 'utf8')) as Record<string, string>;
    for (const [key, ranges] of Object.entries(slices)) {
      const slice = key.replace(/[[\]]/g, '');
      if (!family.takes(slice)) continue;
      const face = { name: `${family.prefix}-${slice}`, file: join(dirname(unicodeJson), 'files', `${family.prefix}-${slice}-400-normal.woff`) };
      for (const [from, to] of parseRanges(ranges)) for (let cp = from; cp <= to; cp++) if (!byCodePoint.has(cp)) byCodePoint.set(cp, face);
    }
  }
  tables.set(families, byCodePoint);
  return byCodePoint;
}

const fontBytes = new Map<string, Buffer>();
/** A face's font file, read once per process. */
export function faceBytes(face: FontFace): Buffer {
  let bytes = fontBytes.get(face.file);
  if (!bytes) fontBytes.set(face.file, (bytes = readFileSync(face.file)));
  return bytes;
}

/** Marks and spaces go with the text before them: a vowel sign stays on its consonant, a space breaks no run. */
const FOLLOWS = /[\p{M}\s]/u;

/**
 * Text of a document in `lang` cut into runs that one face prints each; a character no face has stays with its
 * neighbours (shown as a box).
 */
export function fontRuns(text: string, lang: string): { face: FontFace; text: string }[] {
  const faces = faceTable(familiesOf(lang));
  const fallback = faces.get(0x41)!;
  const runs: { face: FontFace; text: string }[] = [];
  for (const ch of text) {
    const last = runs.at(-1);
    const face = faces.get(ch.codePointAt(0)!);
    if (last && (!face || face === last.face || FOLLOWS.test(ch))) last.text += ch;
    else runs.push({ face: face ?? fallback, text: ch });
  }
  return runs;
}
