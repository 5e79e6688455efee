import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, read back the way a reader's copy-and-paste does: each font's ToUnicode map applied to the
 * glyph codes its text operators draw (enough for the PDFs we write with pdfkit: Identity-H fonts, FlateDecode streams).
 */
export function pdfText(pdf: Uint8Array): string[] {
  const raw = Buffer.from(pdf).toString('latin1');
  const objects = new Map<string, { dict: string; stream: string | null }>();
  // A stream is taken by its /Length: font data may hold the bytes "endobj" by chance.
  const head = /(\d+) 0 obj\s*/g;
  for (let m = head.exec(raw); m; m = head.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endobj', start);
    const at = raw.indexOf('stream', start);
    const length = at >= 0 && at < end ? Number(/\/Length (\d+)/.exec(raw.slice(start, at))?.[1]) : NaN;
    if (Number.isNaN(length)) {
      objects.set(m[1]!, { dict: raw.slice(start, end), stream: null });
      continue;
    }
    const dict = raw.slice(start, at);
    const from = at + 'stream'.length + (raw.startsWith('\r\n', at + 'stream'.length) ? 2 : 1);
    const bytes = Buffer.from(raw.slice(from, from + length), 'latin1');
    objects.set(m[1]!, { dict, stream: (/FlateDecode/.test(dict) ? inflateSync(bytes) : bytes).toString('latin1') });
    head.lastIndex = raw.indexOf('endobj', from + length);
  }
  const toUnicode = new Map<string, Map<string, string>>();
  for (const [id, o] of objects) {
    const ref = /\/ToUnicode (\d+) 0 R/.exec(o.dict)?.[1];
    if (ref) toUnicode.set(id, cmap(objects.get(ref)?.stream ?? ''));
  }
  const fontOf = new Map<string, Map<string, string>>();
  for (const o of objects.values()) for (const m of o.dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) if (toUnicode.has(m[2]!)) fontOf.set(m[1]!, toUnicode.get(m[2]!)!);
  const out: string[] = [];
  for (const o of objects.values()) {
    if (!o.stream || !/\bTf\b/.test(o.stream)) continue;
    let font: Map<string, string> | undefined;
    for (const m of o.stream.matchAll(/\/(F\d+) [\d.]+ Tf|\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\] TJ|<([0-9a-fA-F]*)> Tj/g)) {
      if (m[1]) font = fontOf.get(m[1]);
      const hex = m[2] ? [...m[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('') : m[3];
      if (hex !== undefined && font) out.push((hex.match(/.{4}/g) ?? []).map((code) => font!.get(code.toLowerCase()) ?? '\ufffd').join(''));
    }
  }
  return out;
}

const utf16 = (hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));

/** A ToUnicode CMap's code → text pairs (bfchar and bfrange, with array or incrementing targets). */
function cmap(text: string): Map<string, string> {
  const map = new Map<string, string>();
  const code = (n: number) => n.toString(16).padStart(4, '0');
  for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) for (const m of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(m[1]!.toLowerCase(), utf16(m[2]!));
  for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const m of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const [from, to] = [parseInt(m[1]!, 16), parseInt(m[2]!, 16)];
      const targets = m[3]!.startsWith('[') ? [...m[3]!.matchAll(/<([0-9a-fA-F\s]+)>/g)].map((x) => utf16(x[1]!.replace(/\s/g, ''))) : null;
      for (let c = from; c <= to; c++) {
        const start = parseInt(m[3]!.slice(1, -1), 16);
        map.set(code(c), targets ? targets[c - from]! : String.fromCharCode(start + c - from));
      }
    }
  }
  return map;
}
