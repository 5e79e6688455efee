import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { mapTileOrigin, parseMapTiles } from './map-tiles';

describe('map tile settings', () => {
  it('are off by default: no tiles, no credit, no origin for the CSP', () => {
    expect(loadConfig({}).mapTiles).toEqual({ tileUrl: null, attribution: null });
    expect(parseMapTiles('  ', '')).toEqual({ tileUrl: null, attribution: null });
    expect(mapTileOrigin(null)).toBeNull();
  });

  it('take a tile server template and its credit line', () => {
    const tiles = loadConfig({ MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: ' © OpenStreetMap contributors ' }).mapTiles;
    expect(tiles).toEqual({ tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' });
    expect(mapTileOrigin(tiles.tileUrl)).toBe('https://tile.openstreetmap.org');
    expect(mapTileOrigin('http://10.0.0.5:8080/tiles/{z}/{x}/{y}.png?style=light')).toBe('http://10.0.0.5:8080');
  });

  it("take a path on this server, which the CSP's 'self' already allows", () => {
    expect(parseMapTiles('/tiles/{z}/{x}/{y}.png', undefined).tileUrl).toBe('/tiles/{z}/{x}/{y}.png');
    expect(mapTileOrigin('/tiles/{z}/{x}/{y}.png')).toBeNull();
  });

  it('refuse a template the browser could not use', () => {
    expect(() => parseMapTiles('https://tile.example.com/{z}/{x}.png', undefined)).toThrow(/\{y\}/);
    expect(() => parseMapTiles('https://{s}.tile.example.com/{z}/{x}/{y}.png', undefined)).toThrow(/\{s\}/);
    expect(() => parseMapTiles('ftp://tile.example.com/{z}/{x}/{y}.png', undefined)).toThrow(/http/);
    expect(() => parseMapTiles('tile.example.com/{z}/{x}/{y}.png', undefined)).toThrow(/not a URL/);
    expect(() => parseMapTiles('//tile.example.com/{z}/{x}/{y}.png', undefined)).toThrow(/not a URL/);
    expect(() => parseMapTiles('https://t{z}.example.com/{z}/{x}/{y}.png', undefined)).toThrow(/host/);
  });

  it('keep the credit line short', () => {
    expect(parseMapTiles(undefined, 'x'.repeat(500)).attribution).toHaveLength(200);
  });
});
