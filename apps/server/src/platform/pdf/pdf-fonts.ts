import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The fonts PDFs are set in, shipped by npm packages (SIL OFL): Noto Sans Thai for Thai, Noto Sans SC for everything
 * else we print (Latin, Vietnamese, Cyrillic, Chinese both scripts, Japanese kana and kanji). Each package comes cut
 * into slices by Unicode range (for the web); a PDF embeds the subset of each slice its text uses.
 */
export interface FontFace {
  /** the name a PDF document registers the face under */
  name: string;
  file: string;
}

const FAMILIES = [
  // Thai first: its slice is the only one that covers the script.
  { pkg: '@fontsource/noto-sans-thai', prefix: 'noto-sans-thai', only: ['thai'] },
  { pkg: '@fontsource/noto-sans-sc', prefix: 'noto-sans-sc', only: null },
] as const;

function parseRanges(list: string): [number, number][] {
  return list.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-') as [string, string?];
    return [parseInt(from, 16), parseInt(to, 16)];
  });
}

let table: Map<number, FontFace> | null = null;

/** Which face prints each code point, built once from the packages' own range tables. */
function faceTable(): Map<number, FontFace> {
  if (table) return table;
  const require = createRequire(import.meta.url);
  const byCodePoint = new Map<number, FontFace>();
  for (const family of FAMILIES) {
    const unicodeJson = require.resolve(`${family.pkg}/unicode.json`);
    const slices = JSON.parse(readFileSync(unicodeJson, 'utf8')) as Record<string, string>;
    for (const [key, ranges] of Object.entries(slices)) {
      const slice = key.replace(/[[\]]/g, '');
      if (family.only && !(family.only as readonly string[]).includes(slice)) continue;
      const face = { name: `${family.prefix}-${slice}`, file: join(dirname(unicodeJson), 'files', `${family.prefix}-${slice}-400-normal.woff`) };
      for (const [from, to] of parseRanges(ranges)) for (let cp = from; cp <= to; cp++) if (!byCodePoint.has(cp)) byCodePoint.set(cp, face);
    }
  }
  table = byCodePoint;
  return table;
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

/** Text cut into runs that one face prints each; a character no face has stays with its neighbours (shown as a box). */
export function fontRuns(text: string): { face: FontFace; text: string }[] {
  const faces = faceTable();
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
