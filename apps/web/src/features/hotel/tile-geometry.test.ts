import { describe, expect, it } from 'vitest';
import { chooseZoom, MAX_TILE_ZOOM, TILE_SIZE, tileOf, tileUrlOf, tileView, worldPixel } from './tile-geometry';

const SHANGHAI = { latitude: 31.2304, longitude: 121.4737 };
const around = (km: number, count = 10) =>
  Array.from({ length: count }, (_, i) => ({
    latitude: SHANGHAI.latitude + (km / 110.57) * Math.sin((i * 2 * Math.PI) / count),
    longitude: SHANGHAI.longitude + (km / (111.32 * Math.cos((SHANGHAI.latitude * Math.PI) / 180))) * Math.cos((i * 2 * Math.PI) / count),
  }));

describe('Web Mercator tiles', () => {
  it('puts lon/lat on the world map and its tiles as tile servers number them', () => {
    expect(worldPixel({ latitude: 0, longitude: 0 }, 0)).toEqual({ x: 128, y: 128 });
    expect(worldPixel({ latitude: 0, longitude: 0 }, 1)).toEqual({ x: 256, y: 256 });
    // Berlin at zoom 10 is OpenStreetMap's tile 10/550/335.
    expect(tileOf({ latitude: 52.52, longitude: 13.405 }, 10)).toEqual({ x: 550, y: 335 });
    expect(tileOf({ latitude: 0.1, longitude: 0.1 }, 1)).toEqual({ x: 1, y: 0 });
    // Beyond the square's edge a point stays on the last row.
    expect(tileOf({ latitude: 89, longitude: -180 }, 3)).toEqual({ x: 0, y: 0 });
    expect(tileOf({ latitude: -89, longitude: 180 }, 3)).toEqual({ x: 7, y: 7 });
  });

  it('fills a template with the tile address', () => {
    expect(tileUrlOf('https://t.example.org/{z}/{x}/{y}.png?k={z}', { z: 5, x: 26, y: 12 })).toBe('https://t.example.org/5/26/12.png?k=5');
  });
});

describe('the zoom of the hotel map', () => {
  it('is the closest at which the points still fit the view', () => {
    for (const km of [0.3, 1, 5, 30]) {
      const points = around(km);
      const zoom = chooseZoom(SHANGHAI, points, 280);
      const fits = (z: number) => points.every((p) => {
        const w = worldPixel(p, z);
        const c = worldPixel(SHANGHAI, z);
        return Math.abs(w.x - c.x) <= 124 && Math.abs(w.y - c.y) <= 124;
      });
      expect(fits(zoom)).toBe(true);
      expect(fits(zoom + 1)).toBe(false);
    }
    expect(chooseZoom(SHANGHAI, around(1), 280)).toBeGreaterThan(chooseZoom(SHANGHAI, around(5), 280));
  });

  it('leaves one far hotel in ten at the edge rather than zooming out to it', () => {
    const near = around(1, 9);
    const airport = { latitude: 31.1443, longitude: 121.8083 };
    expect(chooseZoom(SHANGHAI, [...near, airport], 280)).toBe(chooseZoom(SHANGHAI, near, 280));
    const view = tileView(SHANGHAI, [...near, airport], 280);
    expect(view.points[9]).toMatchObject({ x: 280 - 16, y: 280 - 16 });
  });

  it('stops at street level for hotels on one spot, and shows the whole world for hotels all over it', () => {
    expect(chooseZoom(SHANGHAI, [SHANGHAI, SHANGHAI], 280)).toBe(MAX_TILE_ZOOM);
    expect(chooseZoom({ latitude: 0, longitude: 0 }, [{ latitude: 60, longitude: 170 }, { latitude: -60, longitude: -170 }], 280)).toBe(0);
  });
});

describe('the tiles and dots of one view', () => {
  it('cover the whole view with tiles, the centre in the middle', () => {
    const view = tileView(SHANGHAI, around(2), 280);
    expect(view.centre).toEqual({ x: 140, y: 140 });
    for (const corner of [[0, 0], [279.9, 0], [0, 279.9], [279.9, 279.9], [140, 140]] as const) {
      const covering = view.tiles.filter((t) => corner[0] >= t.left && corner[0] < t.left + TILE_SIZE && corner[1] >= t.top && corner[1] < t.top + TILE_SIZE);
      expect(covering).toHaveLength(1);
    }
    expect(view.tiles.length).toBeGreaterThanOrEqual(4);
    expect(view.tiles.length).toBeLessThanOrEqual(9);
  });

  it('draws each dot on the tile spot its position has on that tile (one projection for both)', () => {
    const points = around(2);
    const view = tileView(SHANGHAI, points, 280);
    points.forEach((p, i) => {
      const { x, y } = tileOf(p, view.zoom);
      const tile = view.tiles.find((t) => t.x === x && t.y === y)!;
      const w = worldPixel(p, view.zoom);
      expect(view.points[i]!.x).toBeCloseTo(tile.left + w.x - x * TILE_SIZE, 6);
      expect(view.points[i]!.y).toBeCloseTo(tile.top + w.y - y * TILE_SIZE, 6);
    });
  });

  it('wraps round the antimeridian: a hotel just east of it is drawn east, on tile 0', () => {
    const centre = { latitude: -17.8, longitude: 179.99 };
    const view = tileView(centre, [{ latitude: -17.8, longitude: -179.99 }], 280);
    expect(view.points[0]!.x).toBeGreaterThan(140);
    expect(view.tiles.some((t) => t.x === 0)).toBe(true);
    expect(view.tiles.some((t) => t.x === 2 ** view.zoom - 1)).toBe(true);
  });

  it('gives the scale at the centre: about 156 km a pixel at zoom 0 on the equator, less towards the poles', () => {
    expect(tileView({ latitude: 0, longitude: 0 }, [{ latitude: 60, longitude: 170 }, { latitude: -60, longitude: -170 }], 280).kmPerUnit).toBeCloseTo(156.54, 1);
    const view = tileView(SHANGHAI, around(2), 280);
    expect(view.kmPerUnit).toBeCloseTo((40_075.017 * Math.cos((SHANGHAI.latitude * Math.PI) / 180)) / (TILE_SIZE * 2 ** view.zoom), 6);
  });
});
