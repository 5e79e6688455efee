import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { assetKind, formatTable, gzipBytes, sumAssets, verdict } from './page-weight.mjs';

const asset = (url: string, kind: 'js' | 'css', raw: number, gzip: number) => ({ url, kind, raw, gzip });

describe('page weight', () => {
  it('tells JS and CSS by content type, then by address', () => {
    expect(assetKind('http://x/assets/a.js', 'application/javascript; charset=UTF-8')).toBe('js');
    expect(assetKind('http://x/whatever', 'text/css')).toBe('css');
    expect(assetKind('http://x/assets/a-1.js?v=2')).toBe('js');
    expect(assetKind('http://x/assets/a.css', '')).toBe('css');
    expect(assetKind('http://x/api/auth/login', 'application/json')).toBeNull();
    expect(assetKind('http://x/favicon.svg', 'image/svg+xml')).toBeNull();
  });

  it('gzips with zlib defaults', () => {
    const body = Buffer.from('const a = 1;\n'.repeat(500));
    expect(gzipBytes(body)).toBe(gzipSync(body).length);
    expect(gzipBytes(body)).toBeLessThan(body.length / 10);
  });

  it('sums each address once, splitting gzip into JS and CSS', () => {
    const total = sumAssets([
      asset('http://x/a.js', 'js', 1000, 400),
      asset('http://x/b.css', 'css', 300, 100),
      asset('http://x/a.js', 'js', 1000, 400),
    ]);
    expect(total).toEqual({ files: 2, raw: 1300, gzip: 500, js: 400, css: 100 });
  });

  it('judges the gzip total against the limit in kB of 1000 bytes', () => {
    const at = (gzip: number) => ({ files: 1, raw: gzip, gzip, js: gzip, css: 0 });
    expect(verdict(at(250_000), 250)).toBe('ok');
    expect(verdict(at(250_001), 250)).toBe('OVER');
    expect(verdict(at(900_000), undefined)).toBe('info');
  });

  it('prints one row per route with the over-limit marked', () => {
    const table = formatTable([
      { route: '/login', locale: 'en', limitKb: 250, total: { files: 3, raw: 600_000, gzip: 200_000, js: 190_000, css: 10_000 } },
      { route: '/', locale: 'th', limitKb: 250, total: { files: 5, raw: 900_000, gzip: 260_500, js: 250_000, css: 10_500 } },
      { route: '/train', locale: 'en', total: { files: 9, raw: 1_000_000, gzip: 300_000, js: 300_000, css: 0 } },
    ]);
    const lines = table.split('\n');
    expect(lines[0]).toMatch(/^route\s+language\s+files\s+raw kB\s+gzip kB/);
    expect(lines[2]).toMatch(/^\/login\s+en\s+3\s+600\.0\s+200\.0\s+190\.0\s+10\.0\s+250$/);
    expect(lines[3]).toMatch(/^\/\s+th\s+5\s+900\.0\s+260\.5 .*250  << OVER$/);
    expect(lines[4]).toMatch(/^\/train\s+en\s+9 .* -$/);
  });
});
