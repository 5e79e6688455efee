import type { LatLon } from '../../platform/geo-distance';

// Krasovsky 1940 ellipsoid, the one GCJ-02's offset is defined on.
const A = 6378245.0;
const EE = 0.00669342162296594323;

function offsetLat(x: number, y: number): number {
  let r = -100 + 2 * x + 3 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * Math.sqrt(Math.abs(x));
  r += ((20 * Math.sin(6 * x * Math.PI) + 20 * Math.sin(2 * x * Math.PI)) * 2) / 3;
  r += ((20 * Math.sin(y * Math.PI) + 40 * Math.sin((y / 3) * Math.PI)) * 2) / 3;
  r += ((160 * Math.sin((y / 12) * Math.PI) + 320 * Math.sin((y * Math.PI) / 30)) * 2) / 3;
  return r;
}

function offsetLon(x: number, y: number): number {
  let r = 300 + x + 2 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * Math.sqrt(Math.abs(x));
  r += ((20 * Math.sin(6 * x * Math.PI) + 20 * Math.sin(2 * x * Math.PI)) * 2) / 3;
  r += ((20 * Math.sin(x * Math.PI) + 40 * Math.sin((x / 3) * Math.PI)) * 2) / 3;
  r += ((150 * Math.sin((x / 12) * Math.PI) + 300 * Math.sin((x / 30) * Math.PI)) * 2) / 3;
  return r;
}

/** The GCJ-02 shift at a point, in degrees (the published approximation of the Chinese datum's obfuscation). */
function shift(p: LatLon): LatLon {
  const rad = (p.latitude / 180) * Math.PI;
  const magic = 1 - EE * Math.sin(rad) ** 2;
  const sqrtMagic = Math.sqrt(magic);
  const dLat = (offsetLat(p.longitude - 105, p.latitude - 35) * 180) / (((A * (1 - EE)) / (magic * sqrtMagic)) * Math.PI);
  const dLon = (offsetLon(p.longitude - 105, p.latitude - 35) * 180) / ((A / sqrtMagic) * Math.cos(rad) * Math.PI);
  return { latitude: dLat, longitude: dLon };
}

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

/** WGS-84 (GPS, Google outside China) to GCJ-02 (maps of China). */
export function wgsToGcj(p: LatLon): LatLon {
  const d = shift(p);
  return { latitude: p.latitude + d.latitude, longitude: p.longitude + d.longitude };
}

/**
 * GCJ-02 back to WGS-84 by subtracting the shift taken at the GCJ point: the standard one-step approximation, off by a
 * few metres at most, which is finer than a map pin needs. Six decimals (about 0.1 m).
 */
export function gcjToWgs(p: LatLon): LatLon {
  const d = shift(p);
  return { latitude: round6(p.latitude - d.latitude), longitude: round6(p.longitude - d.longitude) };
}
