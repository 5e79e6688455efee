import type { GeoPoint, PlotPoint } from './plot-geometry';

/** Tiles of every common tile server (OpenStreetMap's and its kind): 256 px squares of Web Mercator. */
export const TILE_SIZE = 256;
/** Closer than street level says nothing more about where a hotel is. */
export const MAX_TILE_ZOOM = 17;
/** Web Mercator stops here: the world is a square. */
const MAX_LATITUDE = 85.051_128_78;
const EARTH_CIRCUMFERENCE_KM = 40_075.016_686;

/** A tile to draw: its address on the tile server and where its top-left corner falls in the view. */
export interface TileSpot {
  z: number;
  x: number;
  y: number;
  left: number;
  top: number;
}

/** Where a point falls on the whole world's map at a zoom, in pixels from its top-left corner (north up). */
export function worldPixel(p: GeoPoint, zoom: number): PlotPoint {
  const world = TILE_SIZE * 2 ** zoom;
  const lat = (Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, p.latitude)) * Math.PI) / 180;
  return {
    x: ((p.longitude + 180) / 360) * world,
    y: ((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * world,
  };
}

/** The tile (x/y at a zoom) a point lies on. */
export function tileOf(p: GeoPoint, zoom: number): { x: number; y: number } {
  const w = worldPixel(p, zoom);
  const n = 2 ** zoom;
  const row = (v: number) => Math.max(0, Math.min(n - 1, Math.floor(v / TILE_SIZE)));
  return { x: row(w.x), y: row(w.y) };
}

/** East-west pixel offset of a point from the centre, the short way round (across the antimeridian too). */
function offsetX(from: number, to: number, world: number): number {
  return ((((to - from) % world) + world * 1.5) % world) - world / 2;
}

/**
 * The closest zoom at which nine points in ten lie within the view around the centre (as the plain plot's scale:
 * one far hotel would otherwise zoom out to the whole region); an outlier is drawn at the edge.
 */
export function chooseZoom(centre: GeoPoint, points: readonly GeoPoint[], size: number, margin = 16): number {
  const c = worldPixel(centre, 0);
  const reaches = points
    .map((p) => {
      const w = worldPixel(p, 0);
      return Math.max(Math.abs(offsetX(c.x, w.x, TILE_SIZE)), Math.abs(w.y - c.y));
    })
    .sort((a, b) => a - b);
  const reach = reaches[Math.floor(0.9 * (reaches.length - 1))] ?? 0;
  if (reach === 0) return MAX_TILE_ZOOM;
  const zoom = Math.floor(Math.log2((size / 2 - margin) / reach));
  return Math.max(0, Math.min(MAX_TILE_ZOOM, zoom));
}

/**
 * The view of a `size`×`size` box centred on `centre`: its zoom, the tiles that cover it (x wrapped round the world,
 * none above or below it), the points in view coordinates (outliers held at the margin), and the kilometres one view
 * unit stands for at the centre's latitude (for the scale bar).
 */
export function tileView(centre: GeoPoint, points: readonly GeoPoint[], size: number, margin = 16) {
  const zoom = chooseZoom(centre, points, size, margin);
  const n = 2 ** zoom;
  const world = TILE_SIZE * n;
  const c = worldPixel(centre, zoom);
  const left = c.x - size / 2;
  const top = c.y - size / 2;
  const tiles: TileSpot[] = [];
  for (let ty = Math.floor(top / TILE_SIZE); ty * TILE_SIZE < top + size; ty++) {
    if (ty < 0 || ty >= n) continue;
    for (let tx = Math.floor(left / TILE_SIZE); tx * TILE_SIZE < left + size; tx++) {
      tiles.push({ z: zoom, x: ((tx % n) + n) % n, y: ty, left: tx * TILE_SIZE - left, top: ty * TILE_SIZE - top });
    }
  }
  const clamp = (v: number) => Math.max(margin, Math.min(size - margin, v));
  const toView = (p: GeoPoint): PlotPoint => {
    const w = worldPixel(p, zoom);
    return { x: clamp(size / 2 + offsetX(c.x, w.x, world)), y: clamp(w.y - top) };
  };
  const latRad = (Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, centre.latitude)) * Math.PI) / 180;
  return { zoom, tiles, points: points.map(toView), centre: { x: size / 2, y: size / 2 }, kmPerUnit: (EARTH_CIRCUMFERENCE_KM * Math.cos(latRad)) / world };
}

/** A tile's address from the server's template ({z}, {x}, {y}). */
export function tileUrlOf(template: string, tile: Pick<TileSpot, 'z' | 'x' | 'y'>): string {
  return template.replaceAll('{z}', String(tile.z)).replaceAll('{x}', String(tile.x)).replaceAll('{y}', String(tile.y));
}
