// After `vite build`: writes the brotli (.br) and gzip (.gz) file beside every text asset of dist/, at the highest
// levels, once per build; the server sends them to browsers that take them instead of compressing on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|map)$/;
/** Smaller files gain nothing worth a second round trip's bytes of headers. */
const MIN_BYTES = 1024;

const files = (dir) => readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)]));

let raw = 0;
let br = 0;
let gz = 0;
for (const file of files(dist).filter((f) => TEXT.test(f))) {
  const body = readFileSync(file);
  if (body.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  const gzip = gzipSync(body, { level: 9 });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzip);
  raw += body.length;
  br += brotli.length;
  gz += gzip.length;
}
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
console.log(`precompressed dist/: ${kb(raw)} → brotli ${kb(br)}, gzip ${kb(gz)}`);
