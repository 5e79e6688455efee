import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logIn, newPage, pageErrors, screenshot } from './support/browser';
import { freePort, repoRoot, serverEntry, waitForHealth } from './support/server';
import { plusDays, today } from './support/train';

/** A tile server of the test's own (nothing from the internet): every tile an SVG naming its address. */
function startTileServer(port: number, asked: string[]): Promise<Server> {
  const server = createServer((req, res) => {
    asked.push(req.url ?? '');
    const m = /^\/(\d+)\/(\d+)\/(\d+)\.svg$/.exec(req.url ?? '');
    if (!m) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'image/svg+xml' });
    res.end(`<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#e6f4ea" stroke="#999"/><text x="128" y="128" text-anchor="middle">${m.slice(1).join('/')}</text></svg>`);
  });
  return new Promise((ok) => server.listen(port, '127.0.0.1', () => ok(server)));
}

// A server of its own: the suite's server runs without MAP_TILE_URL, as the product does by default.
describe('hotel results on map tiles (MAP_TILE_URL set)', () => {
  let server: ChildProcess;
  let tiles: Server;
  let browser: Browser;
  let baseUrl: string;
  let tilePort: number;
  const asked: string[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'travel-e2e-map-'));

  beforeAll(async () => {
    const port = await freePort();
    tilePort = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    tiles = await startTileServer(tilePort, asked);
    let output = '';
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'development', SANDBOX: '1', DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    Object.assign(env, { MAP_TILE_URL: `http://127.0.0.1:${tilePort}/{z}/{x}/{y}.svg`, MAP_TILE_ATTRIBUTION: '© Test tiles' });
    server = spawn(process.execPath, [serverEntry], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    server.stdout?.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-20_000)));
    server.stderr?.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-20_000)));
    await waitForHealth(baseUrl, server, () => output);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    await new Promise((r) => tiles?.close(r));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('draws the hotels on the tiles with their numbered dots and the credit, and keeps the dots when tiles fail', async () => {
    const { page } = await newPage(browser, baseUrl);
    await logIn(page, 'notr');
    const checkin = plusDays(today(), 3);
    await page.goto(`/hotel/results?city=156310000&in=${checkin}&out=${plusDays(checkin, 2)}`);
    await page.getByTestId('hotel-map').waitFor();
    expect(await page.getByTestId('hotel-plot').getAttribute('data-tiles')).toBe('true');
    expect(await page.getByTestId('hotel-plot-dot').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('hotel-map-attribution').innerText()).toBe('© Test tiles');

    // Every tile of the view asked from the configured server (the CSP lets them through), at the view's zoom.
    const zoom = await page.getByTestId('hotel-map').getAttribute('data-zoom');
    const hrefs = await page.getByTestId('hotel-map-tile').evaluateAll((els) => els.map((e) => e.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThanOrEqual(4);
    for (const href of hrefs) expect(href).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${tilePort}/${zoom}/\\d+/\\d+\\.svg$`));
    await expect.poll(() => hrefs.every((h) => asked.includes(new URL(h).pathname))).toBe(true);

    // A dot that nothing covers highlights its card on hover, without scrolling the page under the pointer.
    const free = await page.getByTestId('hotel-plot-dot').evaluateAll((dots) =>
      dots.find((g) => {
        const r = g.getBoundingClientRect();
        return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)?.closest('g') === g;
      })?.getAttribute('data-hotel-id'),
    );
    expect(free).toBeTruthy();
    const scrolledBefore = await page.evaluate(() => window.scrollY);
    await page.locator(`[data-testid="hotel-plot-dot"][data-hotel-id="${free}"]`).hover();
    await expect.poll(() => page.locator(`[data-testid="hotel-card"][data-hotel-id="${free}"]`).getAttribute('class')).toContain('hotel-card--highlighted');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolledBefore);
    await screenshot(page, 'hotel-map');

    // Without the tile server (no internet) the dots stay on the plain ground.
    await new Promise((r) => tiles.close(r));
    await page.reload();
    await page.getByTestId('hotel-map').waitFor();
    expect(await page.getByTestId('hotel-plot-dot').count()).toBeGreaterThan(0);
    expect(pageErrors(page)).toEqual([]);
  });
});
