import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE, isAppRoute, REVALIDATE, serveWebApp } from './web-app';

describe('the web app as the server sends it', () => {
  let root: string;
  let app: FastifyInstance;
  const script = 'console.log("hashed asset");'.repeat(200);
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'web-app-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(root, 'assets', 'index-abc123.js'), script);
    writeFileSync(join(root, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(join(root, 'assets', 'index-abc123.js.gz'), gzipSync(script));
    app = Fastify();
    await serveWebApp(app, root);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('caches hashed assets for a year, immutable, and sends the brotli or gzip file the build wrote', async () => {
    const br = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);

    const gz = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');

    const identity = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(script);
  });

  it('has the browser revalidate index.html on every load, so a new deploy shows at once', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(REVALIDATE);
  });

  it('answers index.html for the app routes only', () => {
    expect(isAppRoute('GET', '/train/results?from=BJP')).toBe(true);
    expect(isAppRoute('GET', '/api/member/user/detail')).toBe(false);
    expect(isAppRoute('GET', '/assets/missing.js')).toBe(false);
    expect(isAppRoute('POST', '/train')).toBe(false);
  });
});
