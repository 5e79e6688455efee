/** Map tiles under the hotel results' position view: off (the plain plot) unless MAP_TILE_URL names a tile server. */
export interface MapTiles {
  /** A template with {z}, {x} and {y}, absolute (http/https) or a path on this server; null draws the plain plot. */
  tileUrl: string | null;
  /** The tile provider's credit line, shown in a corner of the map; null when none is configured. */
  attribution: string | null;
}

const MAX_ATTRIBUTION = 200;
const MAX_URL = 500;

/**
 * Reads MAP_TILE_URL and MAP_TILE_ATTRIBUTION. A template that the browser could not use (another scheme, a missing
 * placeholder, an unknown one such as {s}) stops the start: a map of broken tiles is worse than the plain plot.
 */
export function parseMapTiles(url: string | undefined, attribution: string | undefined): MapTiles {
  const tileUrl = (url ?? '').trim();
  const credit = (attribution ?? '').trim().slice(0, MAX_ATTRIBUTION) || null;
  if (tileUrl === '') return { tileUrl: null, attribution: credit };
  if (tileUrl.length > MAX_URL) throw new Error(`MAP_TILE_URL: at most ${MAX_URL} characters`);
  for (const part of ['{z}', '{x}', '{y}']) {
    if (!tileUrl.includes(part)) throw new Error(`MAP_TILE_URL: the template needs ${part} (e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png)`);
  }
  const unknown = tileUrl.replace(/\{[zxy]\}/g, '').match(/\{[^}]*\}/);
  if (unknown) throw new Error(`MAP_TILE_URL: ${unknown[0]} is not a placeholder this product fills; use {z}, {x} and {y} only`);
  if (!tileUrl.startsWith('/') || tileUrl.startsWith('//')) mapTileOrigin(tileUrl);
  return { tileUrl, attribution: credit };
}

/** The origin the CSP's img-src must allow for a tile template; null for a path on this server ('self' covers it). */
export function mapTileOrigin(tileUrl: string | null): string | null {
  if (tileUrl === null || (tileUrl.startsWith('/') && !tileUrl.startsWith('//'))) return null;
  let parsed: URL;
  try {
    parsed = new URL(tileUrl.replace(/\{[zxy]\}/g, '0'));
  } catch {
    throw new Error('MAP_TILE_URL: not a URL (give http(s)://host/…/{z}/{x}/{y}.png or a path on this server)');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error('MAP_TILE_URL: only http and https tile servers');
  // The CSP names one origin: a placeholder in the host would make every zoom another server.
  if (new URL(tileUrl.replace(/\{[zxy]\}/g, '1')).origin !== parsed.origin) throw new Error('MAP_TILE_URL: the host may not hold a placeholder');
  return parsed.origin;
}
