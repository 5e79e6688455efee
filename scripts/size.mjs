// `npm run size`: what the browser fetches (JS and CSS, gzipped) to show each entry route of the built app, against
// the first-load limit. Starts the built server on a throw-away PGlite database and opens each route in Chromium.
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../bench/server-process.mjs';
import { measureRoute } from './size/measure-route.mjs';
import { formatTable, sumAssets, verdict, KB } from './size/page-weight.mjs';
import { ROUTES } from './size/routes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const webIndex = join(root, 'apps', 'web', 'dist', 'index.html');
const listFiles = process.argv.includes('--files');

/** Debian's Chromium with the e2e suite's flags (e2e/support/browser.ts). */
function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', '--disable-component-update', '--disable-sync'],
  });
}

function printFiles(spec, assets) {
  console.log(`\n${spec.route} (${spec.locale})`);
  for (const a of [...assets].sort((x, y) => y.gzip - x.gzip)) {
    console.log(`  ${(a.gzip / KB).toFixed(1).padStart(7)} kB gz ${(a.raw / KB).toFixed(1).padStart(8)} kB  ${new URL(a.url).pathname}`);
  }
}

async function main() {
  if (!existsSync(webIndex)) throw new Error(`${webIndex} is missing: run \`npm run build\` first`);
  const dataDir = mkdtempSync(join(tmpdir(), 'travel-size-'));
  let server;
  let browser;
  try {
    const env = { DATA_DIR: dataDir, DATABASE_URL: '', SANDBOX: '1', NODE_ENV: 'development', LOG_LEVEL: 'warn' };
    server = await startServer({ entry: join(root, 'apps', 'server', 'dist', 'main.js'), cwd: root, env });
    browser = await launchBrowser();
    const rows = [];
    for (const spec of ROUTES) {
      const { assets, errors } = await measureRoute(browser, server.baseUrl, spec);
      if (errors.length > 0) throw new Error(`${spec.route} (${spec.locale}) failed in the browser: ${errors.join('; ')}`);
      if (listFiles) printFiles(spec, assets);
      rows.push({ ...spec, total: sumAssets(assets) });
    }
    console.log(`\nJS and CSS each page fetched, gzipped one by one (zlib default level); 1 kB = 1000 bytes\n`);
    console.log(formatTable(rows));
    const over = rows.filter((r) => verdict(r.total, r.limitKb) === 'OVER');
    for (const r of over) console.error(`\n${r.route} (${r.locale}) needs ${(r.total.gzip / KB).toFixed(1)} kB gzip, above its ${r.limitKb} kB limit`);
    return over.length === 0 ? 0 : 1;
  } finally {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
