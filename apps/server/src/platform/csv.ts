const QUOTE = 34; // "
const COMMA = 44; // ,
const LF = 10;
const CR = 13;

/**
 * A small RFC 4180 CSV reader: comma separator, optional double-quoted fields (commas, line breaks and doubled
 * quotes inside), LF or CRLF line ends, an optional UTF-8 byte-order mark. Blank lines are skipped.
 */
export function parseCsvRows(text: string): string[][] {
  const rows: string[][] = [];
  const n = text.length;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let row: string[] = [];
  while (i < n) {
    let field: string;
    if (text.charCodeAt(i) === QUOTE) {
      // Quoted field: runs to the next quote that is not doubled.
      let value = '';
      let start = i + 1;
      for (;;) {
        const q = text.indexOf('"', start);
        if (q < 0) throw new Error('CSV: unterminated quoted field');
        value += text.slice(start, q);
        if (text.charCodeAt(q + 1) === QUOTE) {
          value += '"';
          start = q + 2;
        } else {
          i = q + 1;
          break;
        }
      }
      field = value;
      const c = text.charCodeAt(i);
      if (i < n && c !== COMMA && c !== LF && c !== CR) throw new Error(`CSV: unexpected character after a quoted field at ${i}`);
    } else {
      const start = i;
      while (i < n) {
        const c = text.charCodeAt(i);
        if (c === COMMA || c === LF || c === CR) break;
        i++;
      }
      field = text.slice(start, i);
    }
    row.push(field);
    if (i >= n) break;
    const c = text.charCodeAt(i);
    i++;
    if (c === COMMA) {
      if (i >= n) row.push('');
      continue;
    }
    if (c === CR && text.charCodeAt(i) === LF) i++;
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
  }
  if (row.length > 1 || (row.length === 1 && row[0] !== '')) rows.push(row);
  return rows;
}

/** Rows as objects keyed by the header row; a short row gets '' for its missing fields. */
export function parseCsv(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsvRows(text);
  if (!header) return [];
  return rows.map((cells) => {
    const record: Record<string, string> = {};
    header.forEach((name, idx) => {
      record[name] = cells[idx] ?? '';
    });
    return record;
  });
}
