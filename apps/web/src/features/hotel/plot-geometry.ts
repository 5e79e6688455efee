/** A point on the plot: where a hotel (or the reference point) is. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface PlotPoint {
  x: number;
  y: number;
}

/**
 * Places points in a `size`×`size` box around `centre` (the reference point, or the hotels' middle), north up, with
 * the same scale on both axes (longitude shrunk by the latitude's cosine) so distances look as they are. Answers the
 * projected points and the kilometres one plot unit stands for.
 */
export function projectPoints(centre: GeoPoint, points: readonly GeoPoint[], size: number, margin = 16): { points: PlotPoint[]; centre: PlotPoint; kmPerUnit: number } {
  const cos = Math.cos((centre.latitude * Math.PI) / 180);
  const kmX = (p: GeoPoint) => (p.longitude - centre.longitude) * 111.32 * cos;
  const kmY = (p: GeoPoint) => (p.latitude - centre.latitude) * 110.57;
  // The scale fits nine hotels in ten: one far away (an airport hotel) would crowd the others into the middle; it is
  // drawn at the edge instead.
  const reaches = points.map((p) => Math.max(Math.abs(kmX(p)), Math.abs(kmY(p)))).sort((a, b) => a - b);
  const reach = Math.max(0.2, reaches[Math.floor(0.9 * (reaches.length - 1))] ?? 0);
  const half = size / 2 - margin;
  const scale = half / reach;
  const clamp = (v: number) => Math.max(-half, Math.min(half, v));
  return {
    points: points.map((p) => ({ x: size / 2 + clamp(kmX(p) * scale), y: size / 2 - clamp(kmY(p) * scale) })),
    centre: { x: size / 2, y: size / 2 },
    kmPerUnit: 1 / scale,
  };
}

/** The middle of some points (the plot's centre when there is no reference point). */
export function middleOf(points: readonly GeoPoint[]): GeoPoint | null {
  if (points.length === 0) return null;
  const lat = points.reduce((s, p) => s + p.latitude, 0) / points.length;
  const lng = points.reduce((s, p) => s + p.longitude, 0) / points.length;
  return { latitude: lat, longitude: lng };
}

/** A round length for the scale bar, about a quarter of the plot: 1, 2 or 5 times a power of ten (km). */
export function scaleBarKm(kmPerUnit: number, size: number): number {
  const target = (kmPerUnit * size) / 4;
  const power = 10 ** Math.floor(Math.log10(target));
  return [5, 2, 1].map((m) => m * power).find((v) => v <= target) ?? power;
}
