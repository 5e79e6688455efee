import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapConfigCall } from '@travel/contracts/common/map';
import { createTestApp, type TestApp } from '../../test/test-app';

const TILES = 'https://tiles.example.org/osm/{z}/{x}/{y}.png';

describe('common/map/config', () => {
  let plain: TestApp;
  let tiled: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
    tiled = await createTestApp({ env: { MAP_TILE_URL: TILES, MAP_TILE_ATTRIBUTION: '© OpenStreetMap contributors' } });
  });
  afterAll(async () => {
    await plain?.close();
    await tiled?.close();
  });

  it('answers no tiles by default, and the CSP allows pictures from this server only', async () => {
    const member = await plain.login('employee');
    expect(await member.ok(mapConfigCall, {})).toEqual({ tileUrl: null, attribution: null });
    const res = await plain.app.inject({ method: 'GET', url: '/healthz' });
    expect(String(res.headers['content-security-policy'])).toContain("img-src 'self' data:;");
  });

  it('answers the configured tile server, whose origin the CSP allows for pictures', async () => {
    const member = await tiled.login('employee');
    expect(await member.ok(mapConfigCall, {})).toEqual({ tileUrl: TILES, attribution: '© OpenStreetMap contributors' });
    const res = await tiled.app.inject({ method: 'GET', url: '/healthz' });
    expect(String(res.headers['content-security-policy'])).toContain("img-src 'self' data: https://tiles.example.org;");
  });

  it('is for members only', async () => {
    const { res, body } = await tiled.anonymous().call(mapConfigCall, {});
    expect(res.statusCode).toBe(401);
    expect(body.resultCode).not.toBe('0');
  });
});
