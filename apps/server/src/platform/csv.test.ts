import { describe, expect, it } from 'vitest';
import { parseCsv, parseCsvRows } from './csv';

describe('parseCsvRows', () => {
  it('splits plain fields and lines', () => {
    expect(parseCsvRows('a,b,c\n1,2,3\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
  });

  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    const text = 'iso2,name\nKR,"Korea, Republic of"\nXX,"say ""hi"""\nYY,"two\nlines"\n';
    expect(parseCsvRows(text)).toEqual([
      ['iso2', 'name'],
      ['KR', 'Korea, Republic of'],
      ['XX', 'say "hi"'],
      ['YY', 'two\nlines'],
    ]);
  });

  it('keeps empty fields, including a trailing one and an empty quoted one', () => {
    expect(parseCsvRows('a,,c,\n"",x,""')).toEqual([
      ['a', '', 'c', ''],
      ['', 'x', ''],
    ]);
  });

  it('handles CRLF, a missing final newline, blank lines and a byte-order mark', () => {
    expect(parseCsvRows('\uFEFFh1,h2\r\n1,2\r\n\r\n3,4')).toEqual([
      ['h1', 'h2'],
      ['1', '2'],
      ['3', '4'],
    ]);
  });

  it('keeps non-ASCII text and backslashes as they are', () => {
    expect(parseCsvRows("SIA,Xi\\'AN,西安\n")).toEqual([['SIA', "Xi\\'AN", '西安']]);
  });

  it('refuses an unterminated quote and text after a closing quote', () => {
    expect(() => parseCsvRows('a,"open\n')).toThrow(/unterminated/);
    expect(() => parseCsvRows('"a"b,c\n')).toThrow(/unexpected/);
  });

  it('answers nothing for empty input', () => {
    expect(parseCsvRows('')).toEqual([]);
    expect(parseCsv('')).toEqual([]);
  });
});

describe('parseCsv', () => {
  it('keys rows by the header and fills short rows with empty strings', () => {
    expect(parseCsv('code,name,symbol\nCNY,"Yuan, Renminbi",¥\nXAD,Arab Accounting Dinar\n')).toEqual([
      { code: 'CNY', name: 'Yuan, Renminbi', symbol: '¥' },
      { code: 'XAD', name: 'Arab Accounting Dinar', symbol: '' },
    ]);
  });
});
