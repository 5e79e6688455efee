// The weight of what a page fetched: each JS and CSS body gzipped, summed, and judged against the route's limit.
import { gzipSync } from 'node:zlib';

/** kB as Vite prints them (1000 bytes), so the figures match the build's own report. */
export const KB = 1000;

/** zlib's default level (6), what an on-the-fly gzip of the response would send; -9 would be a little smaller. */
export function gzipBytes(body) {
  return gzipSync(body).length;
}

/** JS or CSS by the answer's content type, else by the address (a modulepreload's type is not always "script"). */
export function assetKind(url, contentType = '') {
  if (/javascript|ecmascript/.test(contentType)) return 'js';
  if (/text\/css/.test(contentType)) return 'css';
  const path = new URL(url).pathname;
  if (/\.m?js$/.test(path)) return 'js';
  if (/\.css$/.test(path)) return 'css';
  return null;
}

/** Files (each address once) → { files, raw, gzip, js, css } in bytes. */
export function sumAssets(assets) {
  const seen = new Map();
  for (const a of assets) if (!seen.has(a.url)) seen.set(a.url, a);
  const total = { files: 0, raw: 0, gzip: 0, js: 0, css: 0 };
  for (const a of seen.values()) {
    total.files++;
    total.raw += a.raw;
    total.gzip += a.gzip;
    total[a.kind] += a.gzip;
  }
  return total;
}

/** Over the limit (in kB of gzip), or fine; a route without a limit is only reported. */
export function verdict(total, limitKb) {
  if (limitKb === undefined) return 'info';
  return total.gzip > limitKb * KB ? 'OVER' : 'ok';
}

const kb = (bytes) => (bytes / KB).toFixed(1);

/** The table printed per route: files, raw kB, gzip kB (of which JS and CSS), the limit and the verdict. */
export function formatTable(rows) {
  const header = ['route', 'language', 'files', 'raw kB', 'gzip kB', 'js gz', 'css gz', 'limit', ''];
  const lines = rows.map((r) => [
    r.route,
    r.locale,
    String(r.total.files),
    kb(r.total.raw),
    kb(r.total.gzip),
    kb(r.total.js),
    kb(r.total.css),
    r.limitKb === undefined ? '-' : String(r.limitKb),
    verdict(r.total, r.limitKb) === 'OVER' ? '<< OVER' : '',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const numeric = (i) => i >= 2 && i <= 7;
  const fmt = (cells) => cells.map((c, i) => (numeric(i) ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ').trimEnd();
  return [fmt(header), widths.map((w) => '-'.repeat(w)).join('  ').trimEnd(), ...lines.map(fmt)].join('\n');
}
